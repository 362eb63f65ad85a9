import type { CallTicket } from '../guard/call-ticket.js';

/** The part of the Stainless SDKs' `APIPromise` (openai, @anthropic-ai/sdk) the adapters rely on. */
export interface ApiPromiseLike<T> extends Promise<T> {
  _thenUnwrap<U>(transform: (data: T) => U): ApiPromiseLike<U>;
}

type Internals = {
  responsePromise: Promise<unknown>;
  _thenUnwrap: ApiPromiseLike<unknown>['_thenUnwrap'];
};

/**
 * Points `promise` and every promise derived from it by `_thenUnwrap` at `response`. openai 7 builds a
 * derived promise from the request it closed over rather than from `responsePromise` (its `parse()` and
 * `responses.stream()` helpers derive one), so the mapped failure must be handed down explicitly.
 */
function keepResponse<T>(promise: ApiPromiseLike<T>, response: Promise<unknown>): ApiPromiseLike<T> {
  const target = promise as unknown as Internals;
  const thenUnwrap = target._thenUnwrap.bind(promise);
  target.responsePromise = response;
  target._thenUnwrap = <U>(transform: (data: unknown) => U) =>
    keepResponse(thenUnwrap(transform) as ApiPromiseLike<U>, response);
  return promise;
}

/**
 * Keeps the SDK's own promise type (so `.withResponse()` and `.asResponse()` work) while settling the ticket
 * with the parsed data and turning a failed call (the guard's own abort included) into `fail`'s error, in
 * this promise and in those the SDK's helpers derive from it.
 */
export function guardApiPromise<T, U>(
  promise: ApiPromiseLike<T>,
  fail: CallTicket['fail'],
  onData: (data: T) => U,
): ApiPromiseLike<U> {
  const response = (promise as unknown as Internals).responsePromise.catch((error: unknown) => {
    throw fail(error);
  });
  return keepResponse(promise._thenUnwrap(onData), response);
}
