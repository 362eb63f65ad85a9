import type { GuardedCall, StreamAccumulator } from '../guard/guarded-call.js';

/** The part of the Stainless SDKs' `Stream` (openai, @anthropic-ai/sdk) the adapters rely on. */
export interface SdkStream<Item> extends AsyncIterable<Item> {
  readonly controller: AbortController;
}

/**
 * The same kind of SDK stream, passed through the guarded call (chunks added up, settled at the end, the
 * guard's cut thrown as its trip); `mapError` turns what is thrown into what the SDK's helpers expect.
 */
export function guardSdkStream<Item, State, Stream extends SdkStream<Item>>(
  stream: Stream,
  call: GuardedCall,
  accumulator: StreamAccumulator<Item, State>,
  mapError: (error: unknown) => unknown = (error) => error,
): Stream {
  const StreamClass = stream.constructor as new (
    iterator: () => AsyncIterator<Item>,
    controller: AbortController,
  ) => Stream;
  return new StreamClass(async function* guarded() {
    try {
      yield* call.observe(stream, accumulator);
    } catch (error) {
      throw mapError(error);
    }
  }, stream.controller);
}
