/** Which time limit ends first for an in-flight call, and in how many ms. */
export interface Deadline {
  readonly ms: number;
  readonly limit: 'callTimeoutMs' | 'maxDurationMs';
  readonly limitValue: number;
}

/**
 * The nearer of the call timeout (from the call's start) and the run deadline (from the run's start), or
 * `undefined` when both are off.
 */
export function nearestDeadline(
  limits: { readonly callTimeoutMs: number | null; readonly maxDurationMs: number | null },
  now: number,
  callStartedAt: number,
  runStartedAt: number,
): Deadline | undefined {
  const { callTimeoutMs, maxDurationMs } = limits;
  const callLeft = callTimeoutMs === null ? undefined : callTimeoutMs - (now - callStartedAt);
  const runLeft = maxDurationMs === null ? undefined : maxDurationMs - (now - runStartedAt);
  if (callLeft !== undefined && callTimeoutMs !== null && (runLeft === undefined || callLeft <= runLeft)) {
    return { ms: callLeft, limit: 'callTimeoutMs', limitValue: callTimeoutMs };
  }
  if (runLeft !== undefined && maxDurationMs !== null) {
    return { ms: runLeft, limit: 'maxDurationMs', limitValue: maxDurationMs };
  }
  return undefined;
}
