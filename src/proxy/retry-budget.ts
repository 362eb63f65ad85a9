/** A cap on the proxy's own upstream retries as a share of its calls (Envoy's and gRPC's retry budget). */
export interface RetryBudget {
  /** One call forwarded (first attempts only). */
  noteCall(): void;
  /** Takes one retry if the budget has one left. */
  tryRetry(): boolean;
}

/**
 * Retries allowed in each 10-second window: `ratio` of the calls made in it, at least one while any call
 * was made and `ratio` is above 0. A failing upstream then sees at most `1 + ratio` times its normal load
 * from this proxy, instead of `1 + maxRetries` times.
 */
export function createRetryBudget(ratio: number, now: () => number, windowMs = 10_000): RetryBudget {
  let windowStart = now();
  let calls = 0;
  let retries = 0;
  const roll = () => {
    const time = now();
    if (time - windowStart < windowMs) return;
    windowStart = time;
    calls = 0;
    retries = 0;
  };
  return {
    noteCall() {
      roll();
      calls++;
    },
    tryRetry() {
      roll();
      if (ratio === 0 || calls === 0 || retries >= Math.max(1, Math.floor(ratio * calls))) return false;
      retries++;
      return true;
    },
  };
}
