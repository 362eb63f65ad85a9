import type OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionCreateParams,
} from 'openai/resources/chat/completions';
import type { Stream } from 'openai/streaming';
import type { Guard } from '../../guard/guard.js';
import { beginGuardedCall, type GuardedCall } from '../../guard/guarded-call.js';
import {
  type HistoryMessage,
  latestToolResults,
  type OpenAIChatCompletion,
  type OpenAIChatRequest,
  readOpenAIChatCompletion,
  readOpenAIChatRequest,
} from '../../wire/index.js';
import { guardApiPromise } from '../guard-api-promise.js';
import { guardSdkStream } from '../guard-sdk-stream.js';
import { overrideProperties } from '../override-property.js';
import { refusedCall } from '../refused-call.js';
import { openAIChatAccumulator } from '../wire-accumulators.js';

type Create = OpenAI['chat']['completions']['create'];

/**
 * Wraps an OpenAI client so every `chat.completions.create` (plain and streaming) goes through the guard:
 * checked before it is sent, cut by the guard's deadline, usage and tool calls recorded, tool results read
 * from the next request's `tool` messages. Return types are the SDK's own (`.withResponse()` works);
 * streaming requests get `stream_options.include_usage`. A streamed reply that loops (one block again and
 * again, `loop.contentLoop`) is cut with GUARD_LOOP_DETECTED. A guard trip is thrown before the SDK sends
 * anything, so its retry logic never sees it.
 * @example const client = guardOpenAI(new OpenAI(), createGuard({ maxRounds: 10 }));
 */
export function guardOpenAI<Client extends OpenAI>(client: Client, guard: Guard): Client {
  const completions = client.chat.completions;
  const original = completions.create.bind(completions) as (...args: unknown[]) => ReturnType<Create>;

  const create = (
    params: ChatCompletionCreateParams,
    requestOptions?: { signal?: AbortSignal | null } & Record<string, unknown>,
  ) => {
    let call: GuardedCall;
    try {
      call = beginGuardedCall(guard, {
        request: readOpenAIChatRequest(params as unknown as OpenAIChatRequest),
        toolResults: latestToolResults(params.messages as readonly HistoryMessage[]),
        signal: requestOptions?.signal,
      });
    } catch (error) {
      return refusedCall(
        (options) => original(params, options) as never,
        requestOptions,
        error,
      ) as unknown as ReturnType<Create>;
    }
    const body = params.stream
      ? { ...params, stream_options: { ...params.stream_options, include_usage: true } }
      : params;
    let promise: ReturnType<Create>;
    try {
      promise = original(body, { ...requestOptions, signal: call.signal });
    } catch (error) {
      throw call.fail(error);
    }
    return guardApiPromise(promise as never, call.fail, (data: unknown) => {
      if (params.stream) {
        return guardSdkStream(data as Stream<ChatCompletionChunk>, call, openAIChatAccumulator as never);
      }
      call.settle(readOpenAIChatCompletion(data as OpenAIChatCompletion));
      return data as ChatCompletion;
    }) as unknown as ReturnType<Create>;
  };

  // Helpers such as `stream()` and `runTools()` call `this._client.chat.completions.create`: route them here too.
  const clientOverrides: Record<string, unknown> = {};
  const guarded: Client = overrideProperties(client, clientOverrides, { bind: true });
  const guardedCompletions = overrideProperties(completions, { create, _client: guarded });
  clientOverrides.chat = overrideProperties(client.chat, { completions: guardedCompletions }, { bind: true });
  return guarded;
}
