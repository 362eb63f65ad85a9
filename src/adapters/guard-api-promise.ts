import type { CallTicket } from '../guard/call-ticket.js';

/** The part of the Stainless SDKs' `APIPromise` (openai, @anthropic-ai/sdk) the adapters rely on. */
export interface ApiPromiseLike<T> extends Promise<T> {
  _thenUnwrap<U>(transform: (data: T) => U): ApiPromiseLike<U>;
}

type Internals = {
  responsePromise: Promise<unknown>;
  _thenUnwrap: ApiPromiseLike<unknown>['_thenUnwrap'];
  /** The response every promise derived from this one must carry (see {@link keepResponse}). */
  [keptResponse]?: Promise<unknown>;
  /** The SDK's own `_thenUnwrap`, as read before it was replaced. */
  [sdkThenUnwrap]?: ApiPromiseLike<unknown>['_thenUnwrap'];
};

const keptResponse = Symbol('loopguard.keptResponse');
const sdkThenUnwrap = Symbol('loopguard.sdkThenUnwrap');

/**
 * The `_thenUnwrap` of a kept promise: the SDK's own, with the derived promise pointed at the same response.
 * One shared function, its state on the promise: nothing is bound or allocated per call but the derived promise.
 */
function thenUnwrapKept(this: Internals, transform: (data: unknown) => unknown): ApiPromiseLike<unknown> {
  const derived = (this[sdkThenUnwrap] as Internals['_thenUnwrap']).call(this, transform);
  return keepResponse(derived, this[keptResponse] as Promise<unknown>);
}

/**
 * Points `promise` and every promise derived from it by `_thenUnwrap` at `response`. openai 7 builds a
 * derived promise from the request it closed over rather than from `responsePromise` (its `parse()` and
 * `responses.stream()` helpers derive one), so the mapped failure must be handed down explicitly.
 */
function keepResponse<T>(promise: ApiPromiseLike<T>, response: Promise<unknown>): ApiPromiseLike<T> {
  const target = promise as unknown as Internals;
  target.responsePromise = response;
  target[keptResponse] = response;
  if (target._thenUnwrap !== thenUnwrapKept) target[sdkThenUnwrap] = target._thenUnwrap;
  target._thenUnwrap = thenUnwrapKept as Internals['_thenUnwrap'];
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
