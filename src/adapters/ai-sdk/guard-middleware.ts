import { isGuardError } from '../../errors.js';
import type { Guard } from '../../guard/guard.js';
import { GuardBinding, type GuardSource } from '../../guard/guard-scope.js';
import { beginGuardedCall, type GuardedCall } from '../../guard/guarded-call.js';
import type { TokenUsage } from '../../pricing/price-book.js';
import { recordConversationTail } from '../../wire/index.js';
import { stopMessage } from '../stop-message.js';
import { TripAnswers } from '../trip-answers.js';
import type {
  GuardLanguageModelMiddleware,
  LanguageModelCallOptions,
  LanguageModelGenerateResult,
  LanguageModelPart,
  LanguageModelStreamResult,
  LanguageModelUsage,
  WrappedLanguageModel,
} from './language-model-spec.js';
import { promptHistory } from './prompt-history.js';

/** Options of {@link guardMiddleware}. */
export interface GuardMiddlewareOptions {
  /**
   * `throw`: a refused call throws the GuardError (in `streamText`, an error part carrying it).
   * `answer`: a refused call returns a final answer that says why, so the run ends gracefully.
   * @default 'throw'
   */
  readonly onTrip?: 'throw' | 'answer';
  /**
   * A step whose reply asks for no tool is the final answer: it completes the run (`run_end`), and with a
   * guard factory the next `generateText`/`streamText` begins a new run. Turn off when a run goes on after
   * an answer.
   * @default true
   */
  readonly endRunOnAnswer?: boolean;
}

function toUsage(usage: LanguageModelUsage | undefined): TokenUsage | undefined {
  if (!usage || usage.inputTokens.total === undefined) return undefined;
  return {
    promptTokens: usage.inputTokens.total,
    completionTokens: usage.outputTokens.total ?? 0,
    cachedPromptTokens: usage.inputTokens.cacheRead ?? 0,
    cacheWritePromptTokens: usage.inputTokens.cacheWrite ?? 0,
  };
}

/** The prompt as countable messages: text parts as text, tool calls and results as JSON. */
function countable(params: LanguageModelCallOptions) {
  return params.prompt.map((message) => ({
    role: message.role,
    content:
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) =>
            part.type === 'text' ? { text: part.text ?? '' } : { text: JSON.stringify(part) },
          ),
  }));
}

/** A final answer that says why the guard refused the call: a generate result of either specification. */
interface StopAnswer {
  readonly content: readonly [{ readonly type: 'text'; readonly text: string }];
  readonly finishReason: { readonly unified: 'stop'; readonly raw: string };
  readonly usage: LanguageModelUsage;
  readonly warnings: readonly [];
}

type WrapOptions = {
  params: LanguageModelCallOptions;
  model: WrappedLanguageModel<
    LanguageModelCallOptions,
    LanguageModelGenerateResult,
    LanguageModelStreamResult
  >;
};
type ToolCall = { id: string; name: string; arguments: unknown };

/** A streamed answer as it adds up. */
interface StreamState {
  text: string;
  usage: LanguageModelUsage | undefined;
  modelId: string | undefined;
  readonly toolCalls: ToolCall[];
}

const toolCallOf = (part: LanguageModelPart): ToolCall => ({
  id: part.toolCallId ?? '',
  name: part.toolName ?? '',
  arguments: part.input,
});

const emptyUsage: LanguageModelUsage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/**
 * A Vercel AI SDK language-model middleware (`wrapLanguageModel`) that checks the guard before every step's
 * model call and records each step: usage, tool calls, tool results from the prompt. Works with
 * `generateText` and `streamText`; in `streamText` a reply that loops (one block again and again,
 * `loop.contentLoop`) is cut with an error part carrying GUARD_LOOP_DETECTED. The final step (no tool
 * calls) completes the run. `guard` is one run's guard, or a factory for a model that serves many runs; a
 * guard set by `withGuard` comes first.
 * @example const model = wrapLanguageModel({ model: openai.chat('gpt-4o-mini'), middleware: guardMiddleware(() => createGuard()) });
 */
export function guardMiddleware(
  guard: GuardSource,
  options: GuardMiddlewareOptions = {},
): GuardLanguageModelMiddleware {
  const binding = new GuardBinding(guard);
  const endRunOnAnswer = options.endRunOnAnswer ?? true;
  const answers = new TripAnswers();
  // The prompt is read as replay reads a conversation: the tool results and other speakers' messages since
  // the model's last turn, or the task before its first.
  const begin = (guard: Guard, params: LanguageModelCallOptions, modelId: string): GuardedCall => {
    recordConversationTail(guard, promptHistory(params.prompt));
    return beginGuardedCall(guard, {
      endRunOnAnswer,
      request: {
        model: modelId,
        messages: countable(params),
        tools: params.tools,
        maxOutputTokens: params.maxOutputTokens,
      },
      signal: params.abortSignal,
    });
  };
  // The stop message answers a trip once per run; anything else, and a run answered before, is thrown.
  const answer = (guard: Guard, error: unknown): StopAnswer => {
    const trip = options.onTrip === 'answer' ? answers.answerable(guard, error) : undefined;
    if (!trip) throw error;
    return {
      content: [{ type: 'text', text: stopMessage(trip) }],
      finishReason: { unified: 'stop', raw: 'loopguard' },
      usage: emptyUsage,
      warnings: [],
    };
  };

  const middleware = {
    specificationVersion: 'v3',
    async wrapGenerate({ params, model }: WrapOptions): Promise<LanguageModelGenerateResult | StopAnswer> {
      const guard = binding.guard();
      let call: GuardedCall;
      try {
        call = begin(guard, params, model.modelId);
      } catch (error) {
        return answer(guard, error);
      }
      let result: LanguageModelGenerateResult;
      try {
        result = await model.doGenerate({ ...params, abortSignal: call.signal });
      } catch (error) {
        throw call.fail(error);
      }
      call.settle({
        model: result.response?.modelId ?? model.modelId,
        usage: toUsage(result.usage),
        text: result.content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('') || null,
        toolCalls: result.content.filter((part) => part.type === 'tool-call').map(toolCallOf),
      });
      return result;
    },
    async wrapStream({ params, model }: WrapOptions): Promise<LanguageModelStreamResult> {
      const guard = binding.guard();
      let call: GuardedCall;
      try {
        call = begin(guard, params, model.modelId);
      } catch (error) {
        const final = answer(guard, error);
        const text = final.content[0].text;
        const parts = [
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 'loopguard' },
          { type: 'text-delta', id: 'loopguard', delta: text },
          { type: 'text-end', id: 'loopguard' },
          { type: 'finish', usage: emptyUsage, finishReason: final.finishReason },
        ];
        return {
          stream: new ReadableStream({
            start: (controller) => {
              for (const part of parts) controller.enqueue(part);
              controller.close();
            },
          }),
        };
      }
      let result: LanguageModelStreamResult;
      try {
        result = await model.doStream({ ...params, abortSignal: call.signal });
      } catch (error) {
        throw call.fail(error);
      }
      // The core watches the stream as it watches every other (content loop, output held to what the call
      // holds); this accumulator only says how the AI SDK's parts add up to a response.
      const watch = call.watchStream<LanguageModelPart, StreamState>({
        create: () => ({ text: '', usage: undefined, modelId: undefined, toolCalls: [] }),
        add(state, part) {
          if (part.type === 'text-delta') state.text += part.delta ?? '';
          else if (part.type === 'tool-call') state.toolCalls.push(toolCallOf(part));
          else if (part.type === 'finish') state.usage = part.usage;
          else if (part.type === 'response-metadata') state.modelId = part.modelId ?? state.modelId;
        },
        finish: (state) => ({
          model: state.modelId ?? model.modelId,
          usage: toUsage(state.usage),
          text: state.text || null,
          toolCalls: state.toolCalls,
        }),
        text: (part) => (part.type === 'text-delta' ? (part.delta ?? '') : undefined),
      });
      const reader = (result.stream as ReadableStream<LanguageModelPart>).getReader();
      // Read by hand rather than pipeThrough: a body cut by the guard's abort errors the source stream, and
      // that error must reach the user as the GuardError, not as the provider's wrapper around it.
      const stream = new ReadableStream<LanguageModelPart>({
        async pull(controller) {
          let next: Awaited<ReturnType<typeof reader.read>>;
          try {
            next = await reader.read();
          } catch (error) {
            controller.enqueue({ type: 'error', error: call.fail(error) });
            controller.close();
            return;
          }
          if (next.done) {
            if (call.signal.aborted && isGuardError(call.signal.reason)) {
              controller.enqueue({ type: 'error', error: call.fail(call.signal.reason) });
            } else {
              call.settle(watch.partial());
            }
            controller.close();
            return;
          }
          const part = next.value;
          if (part.type === 'error') {
            controller.enqueue({ type: 'error', error: call.fail(part.error) });
            return;
          }
          const trip = watch.add(part);
          if (trip) {
            // The core cut the call (its signal aborted): end the stream with the trip.
            controller.enqueue({ type: 'error', error: trip });
            controller.close();
            await reader.cancel(trip).catch(() => undefined);
            return;
          }
          controller.enqueue(part);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return { ...result, stream };
    },
  } as const;
  // Typed on the parts both specifications share; the SDK's own options, results and stream parts pass
  // through unchanged, and the stop answer is a result of either specification.
  return middleware as GuardLanguageModelMiddleware;
}

/**
 * A `stopWhen` condition: stop the step loop, quietly, once the guard would refuse the next model call; the
 * result then carries no answer, and `guard.error` says why. With `onTrip: 'answer'` it is not needed: the
 * refused step answers with the reason and the loop ends there.
 */
export function guardStopWhen(guard: Guard): () => boolean {
  return () => guard.peek() !== undefined;
}
