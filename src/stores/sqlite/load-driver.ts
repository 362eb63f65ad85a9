import { createRequire } from 'node:module';
import { type NodeSqliteModule, openNodeSqlite } from './node-sqlite-database.js';
import type { SqliteDatabase, SqliteOpenOptions } from './sqlite-database.js';
import { StoreError } from './store-error.js';

/** What to do when no driver is at hand (Node 20 without better-sqlite3); one line, printed as is by the CLI. */
export const MISSING_DRIVER_MESSAGE =
  'the SQLite store needs Node 22.13 or later (its built-in node:sqlite) or, on Node 20, better-sqlite3: npm install better-sqlite3@12';

/** The SQLite drivers the store runs on. */
export type SqliteDriverName = 'node:sqlite' | 'better-sqlite3';

interface BetterSqlite3 {
  new (
    path: string,
    options: { readonly readonly: boolean; readonly fileMustExist: boolean; readonly timeout: number },
  ): SqliteDatabase;
}

type Driver =
  | { readonly name: 'node:sqlite'; readonly module: NodeSqliteModule }
  | { readonly name: 'better-sqlite3'; readonly module: BetterSqlite3 };

let driver: Driver | undefined;

/** Node 22.13 and 23.4 run node:sqlite without a flag and have `StatementSync.iterate`, which the reports use. */
function hasNodeSqlite(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major >= 24 || (major === 23 && minor >= 4) || (major === 22 && minor >= 13);
}

/** Loads node:sqlite without its one-time ExperimentalWarning, which would land on a CLI's stderr. */
function loadNodeSqlite(): NodeSqliteModule {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: unknown } | undefined)?.type;
    if (type === 'ExperimentalWarning' && String(warning).startsWith('SQLite')) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return createRequire(import.meta.url)('node:sqlite') as NodeSqliteModule;
  } finally {
    process.emitWarning = emitWarning;
  }
}

function isMissing(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // Only better-sqlite3 itself: a missing package that it needs is a broken install, reported as it is.
  return (
    (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') &&
    typeof message === 'string' &&
    message.includes("'better-sqlite3'")
  );
}

function loadBetterSqlite3(): BetterSqlite3 {
  try {
    // require, not import(): opening a store stays synchronous, as it always was.
    return createRequire(import.meta.url)('better-sqlite3') as BetterSqlite3;
  } catch (error) {
    if (isMissing(error))
      throw new StoreError('LOOPGUARD_STORE_DRIVER_MISSING', MISSING_DRIVER_MESSAGE, error);
    throw error;
  }
}

/**
 * Chooses the driver on first use: Node's built-in node:sqlite where it is complete (22.13 and later), which
 * needs no install and no compile; better-sqlite3 on Node 20, an optional peer dependency that compiles a
 * native addon, so nothing loads it at import time. `LOOPGUARD_SQLITE_DRIVER` (`node:sqlite` or
 * `better-sqlite3`) forces one. On Node 20 without better-sqlite3 it throws a {@link StoreError}
 * (`LOOPGUARD_STORE_DRIVER_MISSING`) that says how to install it.
 */
export function loadDriver(): SqliteDriverName {
  if (driver) return driver.name;
  const wanted = process.env.LOOPGUARD_SQLITE_DRIVER;
  if (wanted !== undefined && wanted !== '' && wanted !== 'node:sqlite' && wanted !== 'better-sqlite3') {
    throw new StoreError(
      'LOOPGUARD_STORE_UNAVAILABLE',
      `LOOPGUARD_SQLITE_DRIVER is ${JSON.stringify(wanted)}: give node:sqlite or better-sqlite3`,
    );
  }
  const builtIn = wanted === 'node:sqlite' || (!wanted && hasNodeSqlite());
  if (wanted === 'node:sqlite' && !hasNodeSqlite())
    throw new StoreError(
      'LOOPGUARD_STORE_UNAVAILABLE',
      `LOOPGUARD_SQLITE_DRIVER=node:sqlite needs Node 22.13 or later; this is Node ${process.versions.node}`,
    );
  driver = builtIn
    ? { name: 'node:sqlite', module: loadNodeSqlite() }
    : { name: 'better-sqlite3', module: loadBetterSqlite3() };
  return driver.name;
}

/**
 * Opens a SQLite file (or `file:` URI) with the driver {@link loadDriver} chose: the connection the store's
 * functions take, also for a database handed to `createSqliteSink({ db })`.
 */
export function openSqliteDatabase(path: string, options: SqliteOpenOptions = {}): SqliteDatabase {
  loadDriver();
  const chosen = driver as Driver;
  const timeout = options.timeout ?? 5_000;
  if (chosen.name === 'node:sqlite') return openNodeSqlite(chosen.module, path, { ...options, timeout });
  const readonly = options.readonly ?? false;
  return new chosen.module(path, { readonly, fileMustExist: readonly, timeout });
}

/**
 * What another thread needs to load the driver {@link loadDriver} chose: its name and, for better-sqlite3, the
 * absolute path this module resolves it to (an eval'd worker's own `require` would resolve it from the working
 * directory instead), so that a worker's connection runs on the same driver as the main thread's.
 */
export function driverForThread(): { readonly driver: SqliteDriverName; readonly driverPath: string } {
  const name = loadDriver();
  return {
    driver: name,
    driverPath:
      name === 'node:sqlite' ? 'node:sqlite' : createRequire(import.meta.url).resolve('better-sqlite3'),
  };
}
