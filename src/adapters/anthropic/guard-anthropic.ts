import Anthropic from '@anthropic-ai/sdk';
import type { MessageCreateParams, RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import type { Stream } from '@anthropic-ai/sdk/streaming';
import type { Guard } from '../../guard/guard.js';
import { GuardBinding, type GuardSource } from '../../guard/guard-scope.js';
import { beginGuardedCall, type GuardedCall } from '../../guard/guarded-call.js';
import { anthropicMessagesAccumulator } from '../../guard/wire-accumulators.js';
import {
  type AnthropicMessageResponse,
  type AnthropicMessagesRequest,
  type HistoryMessage,
  readAnthropicMessage,
  readAnthropicMessagesRequest,
  recordConversationTail,
} from '../../wire/index.js';
import { guardApiPromise } from '../guard-api-promise.js';
import { guardSdkStream } from '../guard-sdk-stream.js';
import { overrideProperties } from '../override-property.js';
import { refusedCall } from '../refused-call.js';
import { sdkTripError } from '../sdk-trip-error.js';

interface MessagesResource {
  create(params: MessageCreateParams, options?: Record<string, unknown>): unknown;
}

/** A trip as an AnthropicError carrying the GuardError (the SDK's helpers rewrap any other error class). */
const sdkCompatible = (error: unknown): unknown => sdkTripError(Anthropic.AnthropicError, error);

/** Options of {@link guardAnthropic}. */
export interface GuardAnthropicOptions {
  /**
   * A reply that asks for no tool is the model's final answer: it completes the run (`run_end`), and with a
   * guard factory the next call begins a new run. Turn off for agents that act in plain text or go on after
   * an answer.
   * @default true
   */
  readonly endRunOnAnswer?: boolean;
}

function guardMessages<Resource extends MessagesResource>(
  resource: Resource,
  binding: GuardBinding,
  client: unknown,
  endRunOnAnswer: boolean,
): Resource {
  const original = resource.create.bind(resource) as (
    params: MessageCreateParams,
    options?: Record<string, unknown>,
  ) => never;
  const create = (
    params: MessageCreateParams,
    options?: { signal?: AbortSignal | null } & Record<string, unknown>,
  ) => {
    let call: GuardedCall;
    try {
      const guard = binding.guard();
      recordConversationTail(guard, params.messages as readonly HistoryMessage[]);
      call = beginGuardedCall(guard, {
        request: readAnthropicMessagesRequest(params as unknown as AnthropicMessagesRequest),
        signal: options?.signal,
        endRunOnAnswer,
      });
    } catch (error) {
      return refusedCall((sendOptions) => original(params, sendOptions), options, sdkCompatible(error));
    }
    const fail = (error: unknown) => sdkCompatible(call.fail(error));
    let promise: never;
    try {
      promise = original(params, { ...options, signal: call.signal });
    } catch (error) {
      throw fail(error);
    }
    return guardApiPromise(promise, fail, (data: unknown) => {
      if (params.stream) {
        return guardSdkStream(
          data as Stream<RawMessageStreamEvent>,
          call,
          anthropicMessagesAccumulator as never,
          sdkCompatible,
        );
      }
      call.settle(readAnthropicMessage(data as AnthropicMessageResponse));
      return data;
    });
  };
  // `stream()` and the tool runner call `this.create` / `this._client…create`: keep them on the guarded path.
  return overrideProperties(resource, { create, _client: client });
}

/**
 * Wraps an Anthropic client so `messages.create` (plain and `stream: true`), `messages.stream()` and the
 * beta `messages` (tool runner included) go through the guard: checked before each call, cut by its
 * deadline, usage normalised (Anthropic's `input_tokens` exclude cache reads and writes; they are added),
 * tool calls recorded, `tool_result` blocks of the next request read as tool results; a streamed reply
 * that loops (one block again and again, `loop.contentLoop`) is cut with GUARD_LOOP_DETECTED. A reply
 * without tool calls completes the run. `guard` is one run's guard, or a factory for a client that serves
 * many runs; a guard set by `withGuard` comes first.
 * @example const client = guardAnthropic(new Anthropic(), () => createGuard({ maxRounds: 10 }));
 */
export function guardAnthropic<Client extends Anthropic>(
  client: Client,
  guard: GuardSource,
  options: GuardAnthropicOptions = {},
): Client {
  const binding = new GuardBinding(guard);
  const endRunOnAnswer = options.endRunOnAnswer ?? true;
  const overrides: Record<string, unknown> = {};
  const guarded: Client = overrideProperties(client, overrides, { bind: true });
  overrides.messages = guardMessages(client.messages, binding, guarded, endRunOnAnswer);
  overrides.beta = overrideProperties(
    client.beta,
    {
      messages: guardMessages(
        client.beta.messages as unknown as MessagesResource,
        binding,
        guarded,
        endRunOnAnswer,
      ),
    },
    { bind: true },
  );
  return guarded;
}

/** Options that bound the beta tool runner by the guard's round limit (its own `max_iterations`). */
export function toolRunnerLimits(guard: Guard): { max_iterations?: number } {
  return guard.options.maxRounds === null ? {} : { max_iterations: guard.options.maxRounds };
}
