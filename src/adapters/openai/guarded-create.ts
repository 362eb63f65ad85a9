import type { Guard } from '../../guard/guard.js';
import { beginGuardedCall, type GuardedCall, type StreamAccumulator } from '../../guard/guarded-call.js';
import {
  type HistoryMessage,
  recordConversationTail,
  type WireRequestFacts,
  type WireResponse,
} from '../../wire/index.js';
import { type ApiPromiseLike, guardApiPromise } from '../guard-api-promise.js';
import { guardSdkStream, type SdkStream } from '../guard-sdk-stream.js';
import { refusedCall } from '../refused-call.js';

/** How one OpenAI API's `create` reads and answers, for {@link guardedCreate}. */
export interface OpenAICreateCodec<Params> {
  readRequest(params: Params): WireRequestFacts;
  /** The request's conversation as chat messages, whose tail (results, other speakers) the guard records. */
  history(params: Params): readonly HistoryMessage[];
  /** The body to send (chat streams ask for usage). */
  body(params: Params): Params;
  readResponse(data: unknown): WireResponse;
  readonly accumulator: StreamAccumulator<never, unknown>;
}

/** What every guarded `create` of one wrapped client shares. */
export interface GuardedCreateContext {
  /** The guard of this call: the one place a call's guard is found. */
  currentGuard(): Guard;
  /** A reply without tool calls completes the run. */
  readonly endRunOnAnswer: boolean;
  /** Turns what the call throws into what the caller sees (a trip as the SDK's own error class). */
  sdkError(error: unknown): unknown;
}

type RequestOptions = { signal?: AbortSignal | null } & Record<string, unknown>;
type Create<Params> = (params: Params, options?: RequestOptions) => ApiPromiseLike<unknown>;

/**
 * A `create` that goes through the guard: checked before it is sent (a trip comes back as the SDK's own
 * promise type, rejected, without a connection, so the SDK's retries never see it), sent with the guard's
 * signal merged into the caller's, settled with the answer's usage and tool calls, streams passed through
 * the guarded call (cut by the deadline or a content loop as the trip). Return types are the SDK's own.
 */
export function guardedCreate<Params extends { readonly stream?: boolean | null }>(
  codec: OpenAICreateCodec<Params>,
  original: Create<Params>,
  context: GuardedCreateContext,
): Create<Params> {
  return (params, requestOptions) => {
    const guard = context.currentGuard();
    let call: GuardedCall;
    try {
      recordConversationTail(guard, codec.history(params));
      call = beginGuardedCall(guard, {
        request: codec.readRequest(params),
        signal: requestOptions?.signal,
        endRunOnAnswer: context.endRunOnAnswer,
      });
    } catch (error) {
      return refusedCall((options) => original(params, options), requestOptions, context.sdkError(error));
    }
    const fail = (error: unknown) => context.sdkError(call.fail(error));
    let promise: ApiPromiseLike<unknown>;
    try {
      promise = original(codec.body(params), { ...requestOptions, signal: call.signal });
    } catch (error) {
      throw fail(error);
    }
    return guardApiPromise(promise, fail, (data: unknown) => {
      if (params.stream)
        return guardSdkStream(data as SdkStream<never>, call, codec.accumulator, context.sdkError);
      call.settle(codec.readResponse(data));
      return data;
    });
  };
}
