import { type ApiPromiseLike, guardApiPromise } from './guard-api-promise.js';

/**
 * A refused SDK call as the SDK's own promise type, so every helper that expects one (`withResponse`, the
 * Anthropic tool runner's internals) keeps working: the SDK is called with an already aborted signal and no
 * retries, which rejects before any connection is made, and the rejection is replaced by `error`.
 */
export function refusedCall<T>(
  send: (options: Record<string, unknown>) => ApiPromiseLike<T>,
  options: Record<string, unknown> | undefined,
  error: unknown,
): ApiPromiseLike<T> {
  const aborted = new AbortController();
  aborted.abort(error);
  const promise = send({ ...options, signal: aborted.signal, maxRetries: 0 });
  const refused = guardApiPromise(
    promise,
    () => error,
    (data) => data,
  );
  refused.catch(() => undefined);
  return refused;
}
