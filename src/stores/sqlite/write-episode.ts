import { StoreError } from './store-error.js';

function reason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}

/**
 * One stretch of failing writes, from the first failed write to the next successful one. The sink
 * reports an episode twice (when it starts and when it ends) instead of once per failed write: a store
 * that stays locked or full for an hour must not print a line per event.
 */
export class WriteEpisode {
  /** Failed attempts so far, the first included. */
  attempts = 1;
  lastError: unknown;
  private readonly startedAt = Date.now();
  private readonly droppedBefore: number;

  constructor(
    private readonly where: string,
    error: unknown,
    dropped: number,
  ) {
    this.lastError = error;
    this.droppedBefore = dropped;
  }

  /** Another failed attempt. */
  failedAgain(error: unknown): void {
    this.attempts++;
    this.lastError = error;
  }

  /** Wait before the next attempt: `first`, doubling per failed attempt, at most `max`. */
  nextDelay(first: number, max: number): number {
    return Math.max(1, Math.min(max, first * 2 ** Math.min(30, this.attempts - 1)));
  }

  /** The report when writes start failing. */
  started(maxBuffer: number): StoreError {
    return new StoreError(
      'LOOPGUARD_STORE_WRITE',
      `cannot write to ${this.where} (${reason(this.lastError)}); keeping up to ${maxBuffer} events and retrying from a timer with back-off, without blocking the agent`,
      this.lastError,
    );
  }

  /** The report when a write succeeds again. */
  recovered(dropped: number, buffered: number): StoreError {
    const seconds = ((Date.now() - this.startedAt) / 1_000).toFixed(1);
    return new StoreError(
      'LOOPGUARD_STORE_RECOVERED',
      `${this.where} is writable again after ${seconds} s and ${this.attempts} failed attempts; ${dropped - this.droppedBefore} events dropped meanwhile, ${buffered} still to write`,
      this.lastError,
    );
  }
}

/** The report for events a closing sink could not write, counted as dropped. */
export function undeliveredError(where: string, lost: number, dropped: number, error: unknown): StoreError {
  return new StoreError(
    'LOOPGUARD_STORE_WRITE',
    `could not write the last ${lost} events to ${where} before closing (${reason(error)}); ${dropped} events dropped in all`,
    error,
  );
}

/**
 * Wraps a sink's report callback so that a throwing `onError` cannot escape a timer, a promise or an exit
 * hook: the reporter is the last resort, with nowhere left to report its own failure without harming the agent.
 */
export function safeReporter(onError: (error: unknown) => void): (error: unknown) => void {
  return (error) => {
    try {
      onError(error);
    } catch {
      // Swallowed on purpose: see above.
    }
  };
}
