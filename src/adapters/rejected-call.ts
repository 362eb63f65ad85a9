/**
 * A refused SDK call: a rejected promise that also answers the SDK promise helpers (`withResponse`,
 * `asResponse`) with the same error, so `create(...).withResponse()` reports the guard trip, not a TypeError.
 */
export function rejectedCall(error: unknown): Promise<never> & {
  withResponse(): Promise<never>;
  asResponse(): Promise<never>;
} {
  const promise = Promise.reject(error);
  // Handled by whichever of await, then, withResponse or asResponse the caller uses.
  promise.catch(() => undefined);
  return Object.assign(promise, {
    withResponse: () => Promise.reject(error),
    asResponse: () => Promise.reject(error),
  });
}
