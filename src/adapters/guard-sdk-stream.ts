import { isGuardError } from '../errors.js';
import type { CallTicket, LlmResponse } from '../guard/call-ticket.js';

/** The part of the Stainless SDKs' `Stream` (openai, @anthropic-ai/sdk) the adapters rely on. */
export interface SdkStream<Item> extends AsyncIterable<Item> {
  readonly controller: AbortController;
}

/**
 * The same kind of SDK stream, observing each item, settling the ticket with what `finish` builds at the
 * end, and turning failures into `fail`'s error. The SDKs end a stream quietly when its signal aborts: a cut
 * by the guard is thrown as the GuardError instead of looking like the end.
 */
export function guardSdkStream<Item, Stream extends SdkStream<Item>>(
  stream: Stream,
  ticket: CallTicket,
  handlers: {
    readonly observe: (item: Item) => void;
    readonly finish: () => LlmResponse;
    readonly settle: (response: LlmResponse) => void;
    readonly fail: (error: unknown) => unknown;
  },
): Stream {
  const StreamClass = stream.constructor as new (
    iterator: () => AsyncIterator<Item>,
    controller: AbortController,
  ) => Stream;
  return new StreamClass(async function* guarded() {
    try {
      for await (const item of stream) {
        handlers.observe(item);
        yield item;
      }
    } catch (error) {
      throw handlers.fail(error);
    }
    if (ticket.signal.aborted && isGuardError(ticket.signal.reason))
      throw handlers.fail(ticket.signal.reason);
    handlers.settle(handlers.finish());
  }, stream.controller);
}
