import type OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionCreateParams,
} from 'openai/resources/chat/completions';
import type { Stream } from 'openai/streaming';
import type { CallTicket, LlmResponse } from '../../guard/call-ticket.js';
import type { Guard } from '../../guard/guard.js';
import { normalizeUsage } from '../../pricing/normalize-usage.js';
import { guardApiPromise } from '../guard-api-promise.js';
import { guardSdkStream } from '../guard-sdk-stream.js';
import { overrideProperties } from '../override-property.js';
import { refusedCall } from '../refused-call.js';
import { ToolResultRecorder } from '../tool-result-recorder.js';

type Create = OpenAI['chat']['completions']['create'];

interface Accumulated {
  text: string;
  calls: Map<number, { id?: string; name: string; arguments: string }>;
  usage: unknown;
  model: string | undefined;
}

function accumulate(state: Accumulated, chunk: ChatCompletionChunk): void {
  state.model ??= chunk.model;
  if (chunk.usage) state.usage = chunk.usage;
  for (const choice of chunk.choices ?? []) {
    if (choice.delta?.content) state.text += choice.delta.content;
    for (const call of choice.delta?.tool_calls ?? []) {
      const entry = state.calls.get(call.index) ?? { name: '', arguments: '' };
      if (call.id) entry.id = call.id;
      if (call.function?.name) entry.name += call.function.name;
      if (call.function?.arguments) entry.arguments += call.function.arguments;
      state.calls.set(call.index, entry);
    }
  }
}

function wrapStream(
  stream: Stream<ChatCompletionChunk>,
  ticket: CallTicket,
  settle: (response: LlmResponse) => void,
): Stream<ChatCompletionChunk> {
  const state: Accumulated = { text: '', calls: new Map(), usage: undefined, model: undefined };
  return guardSdkStream<ChatCompletionChunk, Stream<ChatCompletionChunk>>(stream, ticket, {
    observe: (chunk) => accumulate(state, chunk),
    finish: () => ({
      model: state.model,
      usage: normalizeUsage(state.usage),
      text: state.text || null,
      toolCalls: [...state.calls.values()].map((call) => ({
        id: call.id,
        name: call.name,
        arguments: call.arguments,
      })),
    }),
    settle,
    fail: (error) => ticket.fail(error),
  });
}

/**
 * Wraps an OpenAI client so every `chat.completions.create` (plain and streaming) goes through the guard:
 * checked before it is sent, cut by the guard's deadline, usage and tool calls recorded, tool results read
 * from the next request's `tool` messages. Return types are the SDK's own (`.withResponse()` works);
 * streaming requests get `stream_options.include_usage`. A guard trip is thrown before the SDK sends
 * anything, so its retry logic never sees it.
 * @example const client = guardOpenAI(new OpenAI(), createGuard({ maxRounds: 10 }));
 */
export function guardOpenAI<Client extends OpenAI>(client: Client, guard: Guard): Client {
  const completions = client.chat.completions;
  const original = completions.create.bind(completions) as (...args: unknown[]) => ReturnType<Create>;
  const recorder = new ToolResultRecorder(guard);

  const create = (
    params: ChatCompletionCreateParams,
    requestOptions?: { signal?: AbortSignal | null } & Record<string, unknown>,
  ) => {
    for (const message of params.messages) {
      if (message.role === 'tool') recorder.record(message.tool_call_id, message.content);
    }
    let ticket: CallTicket;
    try {
      ticket = guard.beforeCall({
        model: params.model,
        messages: params.messages as never,
        tools: params.tools,
        maxOutputTokens: params.max_completion_tokens ?? params.max_tokens ?? undefined,
      });
    } catch (error) {
      return refusedCall(
        (options) => original(params, options) as never,
        requestOptions,
        error,
      ) as unknown as ReturnType<Create>;
    }
    const settle = (response: LlmResponse) => {
      recorder.rememberCalls((response.toolCalls ?? []).map((call) => call.id));
      ticket.end(response);
    };
    const body = params.stream
      ? { ...params, stream_options: { ...params.stream_options, include_usage: true } }
      : params;
    const signal = requestOptions?.signal
      ? AbortSignal.any([requestOptions.signal, ticket.signal])
      : ticket.signal;
    let promise: ReturnType<Create>;
    try {
      promise = original(body, { ...requestOptions, signal });
    } catch (error) {
      throw ticket.fail(error);
    }
    return guardApiPromise(
      promise as never,
      (error) => ticket.fail(error),
      (data: unknown) => {
        if (params.stream) return wrapStream(data as Stream<ChatCompletionChunk>, ticket, settle);
        const completion = data as ChatCompletion;
        const message = completion.choices[0]?.message;
        settle({
          model: completion.model,
          usage: normalizeUsage(completion.usage),
          text: message?.content ?? null,
          toolCalls: (message?.tool_calls ?? [])
            .filter((call) => call.type === 'function')
            .map((call) => ({ id: call.id, name: call.function.name, arguments: call.function.arguments })),
        });
        return completion;
      },
    ) as unknown as ReturnType<Create>;
  };

  // Helpers such as `stream()` and `runTools()` call `this._client.chat.completions.create`: route them here too.
  const clientOverrides: Record<string, unknown> = {};
  const guarded: Client = overrideProperties(client, clientOverrides, { bind: true });
  const guardedCompletions = overrideProperties(completions, { create, _client: guarded });
  clientOverrides.chat = overrideProperties(client.chat, { completions: guardedCompletions }, { bind: true });
  return guarded;
}
