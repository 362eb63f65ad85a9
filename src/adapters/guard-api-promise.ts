import type { CallTicket } from '../guard/call-ticket.js';

/** The part of the Stainless SDKs' `APIPromise` (openai, @anthropic-ai/sdk) the adapters rely on. */
export interface ApiPromiseLike<T> extends Promise<T> {
  _thenUnwrap<U>(transform: (data: T) => U): ApiPromiseLike<U>;
}

/**
 * Keeps the SDK's own promise type (so `.withResponse()` and `.asResponse()` work) while settling the ticket
 * with the parsed data and turning a failed call (the guard's own abort included) into `fail`'s error.
 */
export function guardApiPromise<T, U>(
  promise: ApiPromiseLike<T>,
  fail: CallTicket['fail'],
  onData: (data: T) => U,
): ApiPromiseLike<U> {
  const wrapped = promise._thenUnwrap(onData);
  const target = wrapped as unknown as { responsePromise: Promise<unknown> };
  const source = promise as unknown as { responsePromise: Promise<unknown> };
  target.responsePromise = source.responsePromise.catch((error: unknown) => {
    throw fail(error);
  });
  return wrapped;
}
