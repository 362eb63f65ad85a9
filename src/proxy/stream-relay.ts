import { type GuardError, isGuardError } from '../errors.js';
import type { GuardedCall, StreamAccumulator } from '../guard/guarded-call.js';
import { formatSse, readSseBatches, SSE_DONE, type SseMessage } from '../wire/index.js';
import type { ProxyApiCodec } from './proxy-api.js';
import type { CallOutcome } from './run-access.js';

/** What {@link relayStream} needs of the call it streams. */
export interface StreamRelayInput {
  readonly codec: ProxyApiCodec;
  readonly call: GuardedCall;
  /** The upstream's SSE bytes. */
  readonly source: AsyncIterable<Uint8Array>;
  /** The client asked for the usage chunk itself (else the one the proxy asked for is left out). */
  readonly clientWantsUsage: boolean;
  /** Ends the call once: settles it with what was streamed, or with a trip first. */
  end(outcome: CallOutcome): void;
  /**
   * A stream that ends as it should is settled by the work given here, which the server runs once the last
   * bytes are written (see `ProxyRequest.afterReply`); only for runs this process alone holds. Without it,
   * the stream is settled before it ends.
   */
  readonly afterReply?: ((work: () => void) => void) | undefined;
  /** The upstream broke the stream off (counted as an upstream error). */
  broke?(error: unknown): void;
}

type Chunk = Record<string, unknown>;

/** The first `count` events written anew. */
function formatted(events: readonly SseMessage[], count: number): string {
  let text = '';
  for (let index = 0; index < count; index++) text += formatSse(events[index] as SseMessage);
  return text;
}

/**
 * Passes an upstream stream to the client event by event, adding up its chunks for the guard. The call
 * settles when the stream ends; with what was streamed when the upstream breaks it (a local count of the
 * streamed text, never 0 for a call that produced tokens) or the client goes away. A content loop in the
 * streamed text, or the run deadline, ends the client's stream with a final error event in the API's own
 * format and aborts the upstream request (the ticket's signal is the one it was sent with); an upstream that
 * breaks the stream off ends it with an error event too (`upstream_broken`, the upstream's error code).
 */
export async function* relayStream(
  input: StreamRelayInput,
): AsyncGenerator<string | Uint8Array, void, undefined> {
  const { codec, call } = input;
  // The core adds the chunks up, watches the text for a content loop and holds the output to what the call
  // holds: the same decisions as an adapter's stream.
  const watch = call.watchStream(codec.accumulator as unknown as StreamAccumulator<Chunk, unknown>);
  const partial = watch.partial;
  let sequence = 0;
  let ended = false;
  const end = (outcome: CallOutcome) => {
    if (ended) return;
    ended = true;
    input.end(outcome);
  };
  const cutBy = (): GuardError | undefined => {
    const reason = call.signal.aborted ? call.signal.reason : undefined;
    return isGuardError(reason) ? reason : undefined;
  };
  try {
    // The events one upstream read completes go out in one piece: one step of this generator and one write
    // of the server for them, not one each (what arrived together is passed on together, no later). While
    // every event passes unchanged they go out as the upstream sent them (comments included, a keep-alive at
    // once); from the first one that does not, the events are written anew.
    for await (const batch of readSseBatches(input.source)) {
      const events = batch.events;
      let out = '';
      let verbatim = batch.verbatim !== undefined;
      for (let index = 0; index < events.length; index++) {
        const message = events[index] as SseMessage;
        if (message.data === SSE_DONE) {
          if (!verbatim) out += formatSse(message);
          continue;
        }
        let chunk: Chunk;
        try {
          chunk = JSON.parse(message.data) as Chunk;
        } catch {
          if (!verbatim) out += formatSse(message);
          continue;
        }
        if (typeof chunk.sequence_number === 'number') sequence = chunk.sequence_number;
        let trip: GuardError | undefined;
        try {
          trip = watch.add(chunk);
        } catch {
          // The provider failed the stream in its own words (an `error` event): the client gets them as sent.
          end({ kind: 'settled', response: partial() });
          yield (verbatim ? formatted(events, index) : out) + formatSse(message);
          return;
        }
        if (trip) {
          end({ kind: 'settled', response: partial(), trip });
          yield (verbatim ? formatted(events, index) : out) + codec.tripFrame(trip, sequence + 1);
          return;
        }
        if (!input.clientWantsUsage && codec.isInjectedUsage?.(chunk)) {
          if (verbatim) {
            out = formatted(events, index);
            verbatim = false;
          }
          continue;
        }
        if (!verbatim) out += formatSse(message);
      }
      if (verbatim) yield batch.verbatim as Uint8Array | string;
      else if (out !== '') yield out;
    }
    const trip = cutBy();
    if (trip) {
      end({ kind: 'settled', response: partial(), trip });
      yield codec.tripFrame(trip, sequence + 1);
    } else if (input.afterReply) {
      const response = partial();
      // Marked ended now: the generator is done, and nothing else may end the call in between.
      ended = true;
      input.afterReply(() => input.end({ kind: 'settled', response }));
    } else end({ kind: 'settled', response: partial() });
  } catch (error) {
    const trip = cutBy();
    // Paid for what was streamed, whoever cut it: the guard's deadline, the client, or a broken upstream.
    end({ kind: 'settled', response: partial(), ...(trip ? { trip } : {}) });
    if (trip) {
      yield codec.tripFrame(trip, sequence + 1);
      return;
    }
    // The proxy ended the call itself (the client went away): there is no one to tell.
    if (call.signal.aborted) throw error;
    // The upstream broke off: the client's stream ends with an error event saying so, as a plain answer
    // that broke off gets a 502, rather than a connection that just stops.
    input.broke?.(error);
    const code = (error as { code?: unknown } | null)?.code;
    yield codec.failureFrame(
      'upstream_broken',
      `the model API's stream broke off: ${error instanceof Error ? error.message : String(error)}`,
      typeof code === 'string' && code.startsWith('LOOPGUARD_') ? code : null,
      sequence + 1,
    );
  } finally {
    // The client stopped reading: the call is paid for what was streamed.
    end({ kind: 'settled', response: partial() });
  }
}
