import { type GuardError, isGuardError } from '../errors.js';
import { createGuard, type Guard, isGuard } from '../guard/guard.js';
import { beginGuardedCall, type GuardedCall } from '../guard/guarded-call.js';
import type { GuardOptions } from '../guard/options.js';
import type { RunState } from '../guard/run-state.js';
import { normalizeUsage } from '../pricing/normalize-usage.js';
import type { ToolDefinition } from '../tools/define-tool.js';
import { createToolCallCache } from '../tools/tool-call-cache.js';
import type { ChatMessage, ChatToolSpec, ModelFunction } from './chat-types.js';
import { executeToolCalls } from './execute-tool-calls.js';
import { loopAvoidanceRules } from './prompt-rules.js';

/** Options of {@link runAgent}. */
export interface RunAgentOptions {
  /** The model: any function from chat request to assistant message. */
  readonly model: ModelFunction;
  /** Model name for pricing and events. */
  readonly modelName?: string;
  /** The task, sent as the first user message (or give `messages`). */
  readonly task?: string;
  /** Starting conversation; `task` is appended to it. @default [] */
  readonly messages?: readonly ChatMessage[];
  // biome-ignore lint/suspicious/noExplicitAny: tools take arguments of their own types
  readonly tools?: readonly ToolDefinition<any, any>[];
  /** A guard to use, or options for a new one. @default a new guard with default limits */
  readonly guard?: Guard | GuardOptions;
  /** Prepend the loop-avoidance system rules in this language, or `false`. @default 'en' */
  readonly promptRules?: 'en' | 'zh' | false;
  /** Output cap per call, also reserved by the money gate. */
  readonly maxOutputTokens?: number;
}

/** How a run ended. `error` is set when the guard stopped it. */
export interface RunAgentResult {
  readonly state: RunState;
  /** The final answer, the final tool's data, or `null` when the run was stopped. */
  readonly output: unknown;
  readonly messages: readonly ChatMessage[];
  readonly rounds: number;
  readonly usage: {
    readonly promptTokens: number;
    readonly completionTokens: number;
    readonly cachedPromptTokens: number;
  };
  readonly cost: number;
  readonly currency: string;
  readonly error: GuardError | undefined;
  readonly guard: Guard;
}

function finish(
  guard: Guard,
  messages: readonly ChatMessage[],
  output: unknown,
  error?: GuardError,
): RunAgentResult {
  return {
    state: guard.state,
    output,
    messages,
    rounds: guard.rounds,
    usage: {
      promptTokens: guard.usage.promptTokens,
      completionTokens: guard.usage.completionTokens,
      cachedPromptTokens: guard.usage.cachedTokens,
    },
    cost: guard.usage.cost,
    currency: guard.options.currency,
    error,
    guard,
  };
}

/**
 * A minimal guarded agent loop for users without a framework: calls the model, runs tools, stops on a
 * final tool, a final answer or a guard trip. Guard trips resolve with `error` set; other errors reject.
 * A streaming model that reports its text to `request.onText` is cut as soon as the reply loops.
 * @example
 * const result = await runAgent({ model, modelName: 'gpt-4o-mini', task: 'Tidy up the sales CSV.', tools: [cleanCsv] });
 * if (result.error) console.log(result.error.code, result.error.advice.reason);
 */
export async function runAgent(options: RunAgentOptions): Promise<RunAgentResult> {
  const guard = isGuard(options.guard) ? options.guard : createGuard(options.guard ?? {});
  const tools = new Map((options.tools ?? []).map((tool) => [tool.name, tool]));
  const specs: ChatToolSpec[] = [...tools.values()].map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
  const cache = createToolCallCache();
  const messages: ChatMessage[] = [];
  const rounds = guard.options.maxRounds;
  if (options.promptRules !== false && rounds !== null) {
    messages.push({
      role: 'system',
      content: loopAvoidanceRules({ maxRounds: rounds, language: options.promptRules ?? 'en' }),
    });
  }
  messages.push(...(options.messages ?? []));
  if (options.task !== undefined) messages.push({ role: 'user', content: options.task });

  for (;;) {
    let call: GuardedCall;
    try {
      call = beginGuardedCall(guard, {
        request: {
          model: options.modelName,
          messages,
          tools: specs.length > 0 ? specs : undefined,
          maxOutputTokens: options.maxOutputTokens,
        },
      });
    } catch (error) {
      if (isGuardError(error))
        return finish(guard, messages, null, guard.state === 'completed' ? undefined : error);
      throw error;
    }
    if (call.ticket.nudge) messages.push({ role: 'user', content: call.ticket.nudge });
    let streamed = '';
    const onText = (delta: string) => {
      streamed += delta;
      const loop = call.watchText(delta, () => ({ model: options.modelName, text: streamed }));
      if (loop) throw loop;
    };
    let reply: Awaited<ReturnType<ModelFunction>>;
    try {
      reply = await options.model({
        messages,
        tools: specs,
        signal: call.signal,
        round: call.ticket.round,
        maxOutputTokens: options.maxOutputTokens,
        onText,
      });
    } catch (error) {
      const surfaced = call.fail(error);
      if (isGuardError(surfaced)) return finish(guard, messages, null, surfaced);
      guard.fail(surfaced);
      throw surfaced;
    }
    const toolCalls = reply.message.tool_calls ?? [];
    call.settle({
      model: reply.model ?? options.modelName,
      usage: normalizeUsage(reply.usage),
      text: reply.message.content,
      toolCalls: toolCalls.map((toolCall) => ({
        id: toolCall.id,
        name: toolCall.function.name,
        arguments: toolCall.function.arguments,
      })),
    });
    messages.push({
      role: 'assistant',
      content: reply.message.content,
      ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
    });
    if (guard.error) return finish(guard, messages, null, guard.error);
    if (toolCalls.length === 0) {
      guard.complete('final answer');
      return finish(guard, messages, reply.message.content);
    }
    const toolMessages = await executeToolCalls(toolCalls, tools, guard, cache);
    messages.push(...toolMessages);
    if (guard.state === 'completed') {
      const final = toolMessages
        .map((message) => JSON.parse(message.content ?? 'null'))
        .find((result) => result?.is_final);
      return finish(guard, messages, final?.data ?? null);
    }
  }
}
