import type { Model, ModelProvider, ModelRequest, ModelResponse, StreamEvent } from '@openai/agents';
import { Usage } from '@openai/agents';
import { isGuardError } from '../../errors.js';
import type { LlmResponse } from '../../guard/call-ticket.js';
import type { Guard } from '../../guard/guard.js';
import { GuardBinding, type GuardSource } from '../../guard/guard-scope.js';
import { beginGuardedCall, type GuardedCall, type StreamAccumulator } from '../../guard/guarded-call.js';
import type { TokenUsage } from '../../pricing/price-book.js';
import { recordConversationTail } from '../../wire/index.js';
import { stopMessage } from '../stop-message.js';
import { TripAnswers } from '../trip-answers.js';
import { type AgentsInputItem, agentsHistory } from './agents-history.js';

/** Options of {@link guardModel} and {@link guardModelProvider}. */
export interface GuardModelOptions {
  /**
   * `throw`: a refused call throws the GuardError out of `run()`.
   * `answer`: the refused call returns a final assistant message that says why, so the run ends gracefully.
   * @default 'throw'
   */
  readonly onTrip?: 'throw' | 'answer';
  /**
   * A model response with no tool call is the run's final output: it completes the run (`run_end`), and with
   * a guard factory the next `run()` begins a new run. Turn off when one guard spans several `run()` calls
   * or agents run as tools of another agent.
   * @default true
   */
  readonly endRunOnAnswer?: boolean;
}

function usageOf(usage: ModelResponse['usage'] | undefined): TokenUsage | undefined {
  if (!usage) return undefined;
  const cached =
    usage.inputTokensDetails?.reduce((sum, details) => sum + (details.cached_tokens ?? 0), 0) ?? 0;
  return {
    promptTokens: usage.inputTokens,
    completionTokens: usage.outputTokens,
    cachedPromptTokens: cached,
  };
}

function responseOf(response: ModelResponse, model: string | undefined): LlmResponse {
  const items = response.output as unknown as AgentsInputItem[];
  return {
    model,
    usage: usageOf(response.usage),
    text:
      items
        .filter((item) => item.type === 'message')
        .flatMap((item) => (Array.isArray(item.content) ? item.content : []))
        .map((part: { text?: string }) => part.text ?? '')
        .join('') || null,
    toolCalls: items
      .filter((item) => item.type === 'function_call')
      .map((item) => ({ id: item.callId, name: item.name ?? '', arguments: item.arguments ?? '{}' })),
  };
}

function stopResponse(error: unknown): ModelResponse {
  if (!isGuardError(error)) throw error;
  return {
    usage: new Usage(),
    output: [
      {
        type: 'message',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text: stopMessage(error) }],
      },
    ],
  } as ModelResponse;
}

/**
 * Wraps an OpenAI Agents SDK model so every model call of a run is checked by the guard first and recorded
 * after: usage, function calls, and `function_call_result` items of the next request as tool results. A
 * response without tool calls completes the run. `guard` is one run's guard, or a factory for a model that
 * serves many runs; a guard set by `withGuard` comes first.
 * @example const runner = new Runner({ modelProvider: guardModelProvider(new OpenAIProvider(), () => createGuard()) });
 */
export function guardModel(
  model: Model,
  guard: GuardSource,
  modelName?: string,
  options: GuardModelOptions = {},
): Model {
  return guardModelWith(model, new GuardBinding(guard), new TripAnswers(), modelName, options);
}

function guardModelWith(
  model: Model,
  binding: GuardBinding,
  answers: TripAnswers,
  modelName: string | undefined,
  options: GuardModelOptions,
): Model {
  const endRunOnAnswer = options.endRunOnAnswer ?? true;
  // The stop message answers a trip once per run; anything else, and a run answered before, is thrown.
  const refused = (guard: Guard, error: unknown): ModelResponse => {
    const trip = options.onTrip === 'answer' ? answers.answerable(guard, error) : undefined;
    if (!trip) throw error;
    return stopResponse(trip);
  };
  const begin = (guard: Guard, request: ModelRequest): GuardedCall => {
    const items = (
      typeof request.input === 'string' ? [{ role: 'user', content: request.input }] : request.input
    ) as AgentsInputItem[];
    // The input is read as replay reads a conversation: the function results and other speakers' messages
    // since the model's last turn, or the task before its first.
    recordConversationTail(guard, agentsHistory(items));
    return beginGuardedCall(guard, {
      endRunOnAnswer,
      request: {
        model: modelName,
        messages: [
          ...(request.systemInstructions ? [{ role: 'system', content: request.systemInstructions }] : []),
          ...items.map((item) => ({
            role: item.role ?? item.type,
            content: item.content ?? item.arguments ?? item.output,
          })),
        ],
        tools: request.tools,
        maxOutputTokens: request.modelSettings?.maxTokens,
      },
      signal: request.signal,
    });
  };
  // The stream's `response_done` event carries the whole response.
  const accumulator: StreamAccumulator<StreamEvent, { done: ModelResponse | undefined }> = {
    create: () => ({ done: undefined }),
    add: (state, event) => {
      if (event.type !== 'response_done') return;
      const done = event.response as unknown as {
        usage?: ModelResponse['usage'];
        output: ModelResponse['output'];
      };
      state.done = { usage: done.usage ?? new Usage(), output: done.output } as ModelResponse;
    },
    finish: (state) => (state.done ? responseOf(state.done, modelName) : { model: modelName }),
  };

  return {
    async getResponse(request) {
      const guard = binding.guard();
      let call: GuardedCall;
      try {
        call = begin(guard, request);
      } catch (error) {
        return refused(guard, error);
      }
      let response: ModelResponse;
      try {
        response = await model.getResponse({ ...request, signal: call.signal });
      } catch (error) {
        throw call.fail(error);
      }
      call.settle(responseOf(response, modelName));
      return response;
    },
    async *getStreamedResponse(request): AsyncIterable<StreamEvent> {
      const guard = binding.guard();
      let call: GuardedCall;
      try {
        call = begin(guard, request);
      } catch (error) {
        const response = refused(guard, error);
        yield {
          type: 'response_done',
          response: {
            id: 'loopguard',
            usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
            output: response.output,
          },
        } as StreamEvent;
        return;
      }
      yield* call.observe(model.getStreamedResponse({ ...request, signal: call.signal }), accumulator);
    },
  };
}

/**
 * Wraps a model provider so every model it hands out is guarded by {@link guardModel}, all on one run at a
 * time: `guard` is one run's guard, or a factory that makes a fresh guard when the last run has ended.
 */
export function guardModelProvider(
  provider: ModelProvider,
  guard: GuardSource,
  options: GuardModelOptions = {},
): ModelProvider {
  const binding = new GuardBinding(guard);
  const answers = new TripAnswers();
  return {
    async getModel(name?: string) {
      return guardModelWith(await provider.getModel(name), binding, answers, name, options);
    },
  };
}

/**
 * Run options that tie the Agents SDK's own turn limit to the guard's round limit and end a run that hits it
 * gracefully: `errorHandlers.maxTurns` returns a final output saying why (the SDK routes only max-turns,
 * refusal and invalid-output errors to handlers; guard trips end gracefully with `onTrip: 'answer'`).
 */
export function guardRunOptions(guard: Guard): {
  maxTurns?: number;
  errorHandlers: { maxTurns: () => { finalOutput: string; includeInHistory: boolean } };
} {
  const maxRounds = guard.options.maxRounds;
  return {
    ...(maxRounds === null ? {} : { maxTurns: maxRounds }),
    errorHandlers: {
      maxTurns: () => ({
        finalOutput: `Stopped by loopguard (GUARD_ROUND_LIMIT): the run used its ${maxRounds} turns without finishing.`,
        includeInHistory: true,
      }),
    },
  };
}
