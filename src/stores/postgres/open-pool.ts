import { StoreError } from '../sqlite/store-error.js';
import { loadPg } from './load-driver.js';
import type * as Pg from './pg-client.js';
import { redactUrl } from './postgres-url.js';

/** Options of {@link openPool}. */
export interface PoolOptions {
  /** Connections the pool may hold. @default 4 */
  readonly max?: number;
  /** How long opening one connection may take before it fails. @default 5000 */
  readonly connectionTimeoutMs?: number;
  /** The server cancels a statement that runs longer (0: never). @default 0 */
  readonly statementTimeoutMs?: number;
  /** Receives the errors of idle connections (a restarted server); without it they are ignored. */
  readonly onIdleError?: (error: unknown) => void;
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * A pool on `url` whose 64-bit integers and numerics read back as numbers, as SQLite gives them: ids,
 * millisecond timestamps and token sums stay far below 2^53. Per pool, not pg's global parsers, which the
 * application may have set for its own queries.
 */
export function openPool(url: string, options: PoolOptions = {}): Pg.Pool {
  const pg = loadPg();
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  let pool: Pg.Pool;
  try {
    pool = new pg.Pool({
      connectionString: url,
      max: options.max ?? 4,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
      application_name: 'loopguard',
      types,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
  } catch (error) {
    throw unavailableError(url, error);
  }
  // An idle connection cut by the server (restart, outage) emits 'error' on the pool: unhandled, it would end
  // the agent's process. The pool drops that connection and opens a new one on the next query.
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

/** The StoreError for a database that cannot be reached or refuses us; the message never shows a password. */
export function unavailableError(url: string, error: unknown): StoreError {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message || String(code ?? error) : String(error);
  return new StoreError(
    'LOOPGUARD_STORE_UNAVAILABLE',
    `cannot open ${redactUrl(url)}: ${typeof code === 'string' && !message.includes(code) ? `${code}: ` : ''}${message}`,
    error,
  );
}

/**
 * A pool on `url` that has answered `check` (a schema check or migration): a pool whose database is
 * unreachable or refuses the check is ended, and the failure is a StoreError that names the database
 * without its password (a loopguard StoreError from the check as it is).
 */
export async function openCheckedPool(
  url: string,
  options: PoolOptions,
  check: (pool: Pg.Pool) => Promise<unknown>,
): Promise<Pg.Pool> {
  const pool = openPool(url, options);
  try {
    await check(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw (error as { code?: unknown }).code?.toString().startsWith('LOOPGUARD_')
      ? error
      : unavailableError(url, error);
  }
  return pool;
}
