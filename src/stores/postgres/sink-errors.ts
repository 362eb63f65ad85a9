import { StoreError } from '../sqlite/store-error.js';

// What the PostgreSQL sink reports, each a StoreError (`LOOPGUARD_STORE_WRITE`) that says where the events are.

/** The driver's error in one line: its code (SQLSTATE or errno) and message. */
function reason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  // Node reports a refused connection to several addresses as an AggregateError with an empty message.
  const message = (error instanceof Error ? error.message : String(error)) || 'no message';
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** Writes started failing: where the events wait meanwhile. */
export function writeError(where: string, error: unknown, maxBuffer: number, spillPath: string): StoreError {
  return new StoreError(
    'LOOPGUARD_STORE_WRITE',
    `cannot write to ${where} (${reason(error)}); keeping up to ${maxBuffer} events in memory and the older ones in ${spillPath}, retrying from a timer with back-off, without blocking the agent`,
    error,
  );
}

/** The spill file refused rows: the oldest are dropped. */
export function spillError(spillPath: string, error: unknown): StoreError {
  return new StoreError(
    'LOOPGUARD_STORE_WRITE',
    `cannot spill events to ${spillPath}: ${String(error)}; dropping the oldest`,
    error,
  );
}

/** At exit or close, the unwritten events could not be kept in the spill file. */
export function keepError(count: number, spillPath: string, error: unknown): StoreError {
  return new StoreError(
    'LOOPGUARD_STORE_WRITE',
    `cannot keep ${count} unwritten events in ${spillPath}: ${String(error)}`,
    error,
  );
}

/** At exit or close, events are left in the spill file for the next sink on it. */
export function keptError(count: number, where: string, spillPath: string, lastError: unknown): StoreError {
  return new StoreError(
    'LOOPGUARD_STORE_WRITE',
    `${count} events not yet written to ${where} are kept in ${spillPath}; a sink started with spillPath set to that file writes them`,
    lastError,
  );
}
