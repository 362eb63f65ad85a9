import { createRequire } from 'node:module';
import { StoreError } from '../sqlite/store-error.js';
import type { PgModule } from './pg-client.js';

/** What to do when pg is not installed; one line, printed as is by the CLI. */
export const MISSING_PG_MESSAGE =
  'the PostgreSQL store needs the optional dependency pg (node-postgres): npm install pg@8';

let driver: PgModule | undefined;

function isMissing(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // Only pg itself: a missing package that it needs is a broken install, reported as it is.
  return (
    (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') &&
    typeof message === 'string' &&
    message.includes("'pg'")
  );
}

/**
 * Loads node-postgres on first use. It is an optional dependency, so nothing loads it at import time: a user
 * of the guard, an adapter or the SQLite store never needs it, and a missing driver is a {@link StoreError}
 * (`LOOPGUARD_STORE_DRIVER_MISSING`) that says how to install it.
 */
export function loadPg(): PgModule {
  if (driver) return driver;
  try {
    driver = createRequire(import.meta.url)('pg') as PgModule;
  } catch (error) {
    if (isMissing(error)) throw new StoreError('LOOPGUARD_STORE_DRIVER_MISSING', MISSING_PG_MESSAGE, error);
    throw error;
  }
  return driver;
}
