import { createRequire } from 'node:module';
import { LoopguardError } from '../../errors.js';
import type { RedisClass } from './redis-client.js';

/** What to do when ioredis is not installed; one line, printed as is by the CLI. */
export const MISSING_IOREDIS_MESSAGE =
  'the Redis run store and budget ledger need the optional dependency ioredis: npm install ioredis@6';

const missingIoredisErrorBrand = Symbol.for('loopguard.MissingIoredisError');

/** Thrown when ioredis is not installed; callers wrap it in their own typed error. */
export class MissingIoredisError extends LoopguardError {
  override readonly name = 'MissingIoredisError';
  declare readonly code: 'LOOPGUARD_REDIS_DRIVER_MISSING';
  readonly [missingIoredisErrorBrand] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super('LOOPGUARD_REDIS_DRIVER_MISSING', message, options);
  }

  /** True for any MissingIoredisError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is MissingIoredisError {
    return LoopguardError.hasBrand(value, missingIoredisErrorBrand);
  }
}

let driver: RedisClass | undefined;

function isMissing(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // Only ioredis itself: a missing package that it needs is a broken install, reported as it is.
  return (
    (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') &&
    typeof message === 'string' &&
    message.includes("'ioredis'")
  );
}

/**
 * Loads ioredis on first use. It is an optional dependency: nothing loads it at import time, so a user of
 * the guard, the memory ledger or the SQLite store never needs it, and a missing one is a
 * {@link MissingIoredisError} that says how to install it.
 */
export function loadIoredis(): RedisClass {
  if (driver) return driver;
  try {
    // require, not import(): creating a store stays synchronous, and ioredis is CommonJS.
    const loaded = createRequire(import.meta.url)('ioredis') as { Redis: RedisClass };
    driver = loaded.Redis;
  } catch (error) {
    if (isMissing(error)) throw new MissingIoredisError(MISSING_IOREDIS_MESSAGE, { cause: error });
    throw error;
  }
  return driver;
}
