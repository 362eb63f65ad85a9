import {
  type Context,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { scrubEvent } from './scrub-event.js';
import type { GuardEvent, GuardEventListener } from './types.js';

/** Options of {@link createOtelSink}. */
export interface OtelSinkOptions {
  /** @default trace.getTracer('loopguard') from the global provider */
  readonly tracer?: Tracer;
}

/** An OpenTelemetry listener plus `end()` to close spans of runs still open. */
export interface OtelSink {
  readonly listener: GuardEventListener;
  /** Ends every span still open (for a run that never emitted `run_end`). */
  end(): void;
}

interface OpenRun {
  readonly span: Span;
  readonly context: Context;
  readonly calls: Map<number, Span>;
  readonly tools: Map<string, Span>;
}

/**
 * Turns guard events into spans with the GenAI semantic conventions: `invoke_agent` per run, `chat {model}`
 * per LLM call, `execute_tool {tool}` per tool call, children of the run. A trip becomes a span event plus an
 * error status. Cost goes under `loopguard.cost`. Only `@opentelemetry/api` is used: wire any SDK.
 */
export function createOtelSink(options: OtelSinkOptions = {}): OtelSink {
  const tracer = options.tracer ?? trace.getTracer('loopguard');
  const runs = new Map<string, OpenRun>();
  // Runs already ended: a late event must not open a root span that nothing ever ends.
  const ended = new Set<string>();
  const markEnded = (runId: string) => {
    ended.add(runId);
    if (ended.size > 10_000) ended.delete(ended.values().next().value as string);
  };

  const startRun = (event: GuardEvent): OpenRun => {
    const span = tracer.startSpan(event.agent_name ? `invoke_agent ${event.agent_name}` : 'invoke_agent', {
      kind: SpanKind.INTERNAL,
      startTime: event.timestamp,
      attributes: {
        'gen_ai.operation.name': 'invoke_agent',
        'gen_ai.conversation.id': event.run_id,
        ...(event.agent_name ? { 'gen_ai.agent.name': event.agent_name } : {}),
        'loopguard.task_id': event.task_id,
        ...(event.task_type ? { 'loopguard.task_type': event.task_type } : {}),
      },
    });
    const run: OpenRun = {
      span,
      context: trace.setSpan(context.active(), span),
      calls: new Map(),
      tools: new Map(),
    };
    runs.set(event.run_id, run);
    return run;
  };

  const child = (
    run: OpenRun,
    name: string,
    event: GuardEvent,
    attributes: Record<string, string | number>,
  ) =>
    tracer.startSpan(
      name,
      {
        kind: SpanKind.CLIENT,
        startTime: event.timestamp,
        attributes: { 'gen_ai.conversation.id': event.run_id, 'loopguard.round': event.round, ...attributes },
      },
      run.context,
    );

  const endAll = (run: OpenRun, at: number) => {
    for (const span of [...run.calls.values(), ...run.tools.values()]) span.end(at);
    run.calls.clear();
    run.tools.clear();
  };

  return {
    listener(raw: GuardEvent) {
      const event = scrubEvent(raw);
      if (event.event !== 'run_start' && !runs.has(event.run_id) && ended.has(event.run_id)) return;
      const run = runs.get(event.run_id) ?? startRun(event);
      switch (event.event) {
        case 'llm_request': {
          const model = event.model ?? 'unknown';
          run.calls.set(
            event.round,
            child(run, `chat ${model}`, event, {
              'gen_ai.operation.name': 'chat',
              'gen_ai.request.model': model,
            }),
          );
          break;
        }
        case 'llm_response': {
          const span = run.calls.get(event.round);
          if (!span) break;
          run.calls.delete(event.round);
          if (event.model) span.setAttribute('gen_ai.response.model', event.model);
          if (event.token_usage) {
            span.setAttribute('gen_ai.usage.input_tokens', event.token_usage.prompt);
            span.setAttribute('gen_ai.usage.output_tokens', event.token_usage.completion);
            span.setAttribute('gen_ai.usage.cache_read.input_tokens', event.token_usage.cached);
          }
          if (event.cost !== undefined) {
            span.setAttribute('loopguard.cost', event.cost);
            span.setAttribute('loopguard.currency', event.currency ?? 'USD');
          }
          if (event.error_message) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: event.error_message });
          }
          span.end(event.timestamp);
          break;
        }
        case 'tool_call': {
          const tool = event.tool_name ?? 'unknown';
          run.tools.set(
            event.tool_call_id ?? `${event.round}:${tool}`,
            child(run, `execute_tool ${tool}`, event, {
              'gen_ai.operation.name': 'execute_tool',
              'gen_ai.tool.name': tool,
              ...(event.tool_call_id ? { 'gen_ai.tool.call.id': event.tool_call_id } : {}),
              ...(event.action_signature ? { 'loopguard.action_signature': event.action_signature } : {}),
              ...(event.tool_args_hash ? { 'loopguard.tool_args_hash': event.tool_args_hash } : {}),
            }),
          );
          break;
        }
        case 'tool_result': {
          const key = event.tool_call_id ?? `${event.round}:${event.tool_name ?? 'unknown'}`;
          const span = run.tools.get(key);
          if (!span) break;
          run.tools.delete(key);
          if (event.status === 'failed') {
            span.setStatus({
              code: SpanStatusCode.ERROR,
              message: event.error_message ?? 'failed',
            });
          }
          span.end(event.timestamp);
          break;
        }
        case 'guard_trigger':
          run.span.addEvent(
            'guard_trigger',
            {
              'loopguard.code': event.code ?? '',
              'loopguard.action': event.action ?? 'halt',
              ...(event.detector ? { 'loopguard.detector': event.detector } : {}),
              'loopguard.message': event.error_message ?? '',
            },
            event.timestamp,
          );
          if (event.action !== 'nudge') {
            run.span.setStatus({
              code: SpanStatusCode.ERROR,
              message: event.error_message ?? '',
            });
            run.span.setAttribute('error.type', event.code ?? 'guard_trigger');
          }
          break;
        case 'run_end':
          endAll(run, event.timestamp);
          if (event.token_usage) {
            run.span.setAttribute('gen_ai.usage.input_tokens', event.token_usage.prompt);
            run.span.setAttribute('gen_ai.usage.output_tokens', event.token_usage.completion);
          }
          if (event.cost !== undefined) run.span.setAttribute('loopguard.cost', event.cost);
          if (event.state) run.span.setAttribute('loopguard.state', event.state);
          run.span.end(event.timestamp);
          runs.delete(event.run_id);
          markEnded(event.run_id);
          break;
        default:
          break;
      }
    },
    end() {
      const now = Date.now();
      for (const run of runs.values()) {
        endAll(run, now);
        run.span.end(now);
      }
      runs.clear();
    },
  };
}
