import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { StoreError } from './store-error.js';

/** What to do when better-sqlite3 is not installed; one line, printed as is by the CLI. */
export const MISSING_DRIVER_MESSAGE =
  'the SQLite store needs the optional dependency better-sqlite3: npm install better-sqlite3@12';

let driver: typeof BetterSqlite3 | undefined;

function isMissing(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // Only better-sqlite3 itself: a missing package that it needs is a broken install, reported as it is.
  return (
    (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') &&
    typeof message === 'string' &&
    message.includes("'better-sqlite3'")
  );
}

/**
 * Loads better-sqlite3 on first use. It is an optional dependency that compiles a native addon, so nothing
 * loads it at import time: a user of the guard or an adapter never needs it, and a missing driver is a
 * {@link StoreError} (`LOOPGUARD_STORE_DRIVER_MISSING`) that says how to install it.
 */
export function loadDriver(): typeof BetterSqlite3 {
  if (driver) return driver;
  try {
    // require, not import(): opening a store stays synchronous, as it always was.
    driver = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  } catch (error) {
    if (isMissing(error))
      throw new StoreError('LOOPGUARD_STORE_DRIVER_MISSING', MISSING_DRIVER_MESSAGE, error);
    throw error;
  }
  return driver;
}
