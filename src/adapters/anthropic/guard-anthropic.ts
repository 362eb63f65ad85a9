import Anthropic from '@anthropic-ai/sdk';
import type {
  Message,
  MessageCreateParams,
  RawMessageStreamEvent,
} from '@anthropic-ai/sdk/resources/messages';
import type { Stream } from '@anthropic-ai/sdk/streaming';
import { type GuardError, isGuardError } from '../../errors.js';
import type { CallTicket, LlmResponse } from '../../guard/call-ticket.js';
import type { Guard } from '../../guard/guard.js';
import { normalizeUsage } from '../../pricing/normalize-usage.js';
import { guardApiPromise } from '../guard-api-promise.js';
import { guardSdkStream } from '../guard-sdk-stream.js';
import { overrideProperties } from '../override-property.js';
import { refusedCall } from '../refused-call.js';
import { ToolResultRecorder } from '../tool-result-recorder.js';

interface MessagesResource {
  create(params: MessageCreateParams, options?: Record<string, unknown>): unknown;
}

interface StreamState {
  text: string;
  calls: Map<number, { id: string; name: string; json: string }>;
  usage: Record<string, number>;
  model: string | undefined;
}

function accumulate(state: StreamState, event: RawMessageStreamEvent): void {
  switch (event.type) {
    case 'message_start':
      state.model = event.message.model;
      Object.assign(state.usage, event.message.usage);
      break;
    case 'content_block_start':
      if (event.content_block.type === 'tool_use') {
        state.calls.set(event.index, {
          id: event.content_block.id,
          name: event.content_block.name,
          json: '',
        });
      }
      break;
    case 'content_block_delta':
      if (event.delta.type === 'text_delta') state.text += event.delta.text;
      else if (event.delta.type === 'input_json_delta') {
        const call = state.calls.get(event.index);
        if (call) call.json += event.delta.partial_json;
      }
      break;
    case 'message_delta':
      for (const [key, value] of Object.entries(event.usage ?? {}))
        if (typeof value === 'number') state.usage[key] = value;
      break;
    default:
      break;
  }
}

/**
 * The SDK's helpers (`messages.stream()`, the tool runner) rewrap any error that is not an AnthropicError into
 * a plain one, losing the code. A trip therefore travels as an AnthropicError that carries the GuardError's
 * brand, code, evidence and advice (`isGuardError` is true) and the GuardError itself as `cause`.
 */
function sdkCompatible(error: unknown): unknown {
  if (!isGuardError(error) || error instanceof Anthropic.AnthropicError) return error;
  const compatible = new Anthropic.AnthropicError(error.message, { cause: error });
  const source = error as GuardError;
  return Object.assign(compatible, {
    name: 'GuardError',
    code: source.code,
    evidence: source.evidence,
    advice: source.advice,
    runId: source.runId,
    taskId: source.taskId,
    round: source.round,
    [Symbol.for('loopguard.GuardError')]: true,
    toJSON: () => source.toJSON(),
  });
}

function fromMessage(message: Message): LlmResponse {
  return {
    model: message.model,
    usage: normalizeUsage(message.usage),
    text: message.content.map((block) => (block.type === 'text' ? block.text : '')).join('') || null,
    toolCalls: message.content
      .filter((block) => block.type === 'tool_use')
      .map((block) => ({ id: block.id, name: block.name, arguments: block.input })),
  };
}

function wrapStream(
  stream: Stream<RawMessageStreamEvent>,
  ticket: CallTicket,
  settle: (response: LlmResponse) => void,
) {
  const state: StreamState = { text: '', calls: new Map(), usage: {}, model: undefined };
  return guardSdkStream<RawMessageStreamEvent, Stream<RawMessageStreamEvent>>(stream, ticket, {
    observe: (event) => accumulate(state, event),
    finish: () => ({
      model: state.model,
      usage: normalizeUsage(state.usage),
      text: state.text || null,
      toolCalls: [...state.calls.values()].map((call) => ({
        id: call.id,
        name: call.name,
        arguments: call.json || '{}',
      })),
    }),
    settle,
    fail: (error) => sdkCompatible(ticket.fail(error)),
  });
}

function guardMessages<Resource extends MessagesResource>(
  resource: Resource,
  guard: Guard,
  recorder: ToolResultRecorder,
  client: unknown,
): Resource {
  const original = resource.create.bind(resource) as (
    params: MessageCreateParams,
    options?: Record<string, unknown>,
  ) => never;
  const create = (
    params: MessageCreateParams,
    options?: { signal?: AbortSignal | null } & Record<string, unknown>,
  ) => {
    for (const message of params.messages) {
      if (message.role !== 'user' || typeof message.content === 'string') continue;
      for (const block of message.content) {
        if (block.type === 'tool_result') recorder.record(block.tool_use_id, block.content, block.is_error);
      }
    }
    let ticket: CallTicket;
    try {
      ticket = guard.beforeCall({
        model: params.model,
        messages: [
          ...(params.system ? [{ role: 'system', content: params.system }] : []),
          ...params.messages,
        ] as never,
        tools: params.tools,
        maxOutputTokens: params.max_tokens,
      });
    } catch (error) {
      return refusedCall((sendOptions) => original(params, sendOptions), options, sdkCompatible(error));
    }
    const settle = (response: LlmResponse) => {
      recorder.rememberCalls((response.toolCalls ?? []).map((call) => call.id));
      ticket.end(response);
    };
    const signal = options?.signal ? AbortSignal.any([options.signal, ticket.signal]) : ticket.signal;
    let promise: never;
    try {
      promise = original(params, { ...options, signal });
    } catch (error) {
      throw sdkCompatible(ticket.fail(error));
    }
    return guardApiPromise(
      promise,
      (error) => sdkCompatible(ticket.fail(error)),
      (data: unknown) => {
        if (params.stream) return wrapStream(data as Stream<RawMessageStreamEvent>, ticket, settle);
        settle(fromMessage(data as Message));
        return data;
      },
    );
  };
  // `stream()` and the tool runner call `this.create` / `this._client…create`: keep them on the guarded path.
  return overrideProperties(resource, { create, _client: client });
}

/**
 * Wraps an Anthropic client so `messages.create` (plain and `stream: true`), `messages.stream()` and the
 * beta `messages` (tool runner included) go through the guard: checked before each call, cut by its
 * deadline, usage normalised (Anthropic's `input_tokens` exclude cache reads and writes; they are added),
 * tool calls recorded, `tool_result` blocks of the next request read as tool results.
 * @example const client = guardAnthropic(new Anthropic(), createGuard({ maxRounds: 10 }));
 */
export function guardAnthropic<Client extends Anthropic>(client: Client, guard: Guard): Client {
  const recorder = new ToolResultRecorder(guard);
  const overrides: Record<string, unknown> = {};
  const guarded: Client = overrideProperties(client, overrides, { bind: true });
  overrides.messages = guardMessages(client.messages, guard, recorder, guarded);
  overrides.beta = overrideProperties(
    client.beta,
    {
      messages: guardMessages(client.beta.messages as unknown as MessagesResource, guard, recorder, guarded),
    },
    { bind: true },
  );
  return guarded;
}

/** Options that bound the beta tool runner by the guard's round limit (its own `max_iterations`). */
export function toolRunnerLimits(guard: Guard): { max_iterations?: number } {
  return guard.options.maxRounds === null ? {} : { max_iterations: guard.options.maxRounds };
}
