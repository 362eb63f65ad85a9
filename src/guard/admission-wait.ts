import { setTimeout as sleep } from 'node:timers/promises';

/** How long the guarded-call core waits for calls in flight before it asks anyway (30 seconds). */
export const DEFAULT_ADMISSION_WAIT_MS = 30_000;

/**
 * Waits for calls in flight to settle: polls `ready` with a short back-off (10 ms doubling to 200 ms, so a
 * fleet sharing a store sees another process's settle soon without hammering it) until it says yes or
 * `maxWaitMs` has passed. True when it became ready; false when the time ran out (the caller then asks the
 * gates, which refuse or admit as they find it).
 */
export async function waitUntilReady(
  ready: () => boolean | Promise<boolean>,
  maxWaitMs: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const until = Date.now() + maxWaitMs;
  let pause = 10;
  while (!(await ready())) {
    const left = until - Date.now();
    if (left <= 0 || signal?.aborted) return false;
    await sleep(Math.min(pause, left), undefined, signal ? { signal } : undefined).catch(() => undefined);
    pause = Math.min(pause * 2, 200);
  }
  return true;
}
