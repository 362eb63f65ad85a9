import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDriver, openSqliteDatabase } from './load-driver.js';
import { migrate, SCHEMA_VERSION, schemaVersion } from './schema.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { StoreError } from './store-error.js';

/** The default store file, in the working directory. */
export const DEFAULT_DB_PATH = './loopguard.db';

function describeOpenError(path: string, error: unknown): StoreError {
  const message = error instanceof Error ? error.message : String(error);
  // SQLite says "disk I/O error" or "unable to open database file" for a folder; say what is wrong instead.
  if (isDirectory(path))
    return new StoreError(
      'LOOPGUARD_STORE_UNAVAILABLE',
      `${path} is a directory: --db takes a SQLite file (for example ${join(path, 'loopguard.db')})`,
      error,
    );
  if (/not a database|malformed|file is encrypted/i.test(message)) {
    return new StoreError(
      'LOOPGUARD_STORE_CORRUPT',
      `${path} is not a loopguard store or is damaged (${message})`,
      error,
    );
  }
  return new StoreError('LOOPGUARD_STORE_UNAVAILABLE', `cannot open ${path}: ${message}`, error);
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The StoreError for a path with no store: what a mistyped `--db` gets instead of a new, empty store. */
export function missingStoreError(path: string): StoreError {
  return new StoreError(
    'LOOPGUARD_STORE_MISSING',
    `no store at ${path} (give one with --db, or write one with a sink or replay --db)`,
  );
}

/**
 * Opens (creating if needed) a store for writing: WAL mode, migrations applied. Opening waits up to 5 s for
 * a lock, so several processes creating the same new store at once all succeed. Without a driver
 * (Node 20 without better-sqlite3) it throws a StoreError (`LOOPGUARD_STORE_DRIVER_MISSING`) saying how to install it. With
 * `mustExist` (a migration: a mistyped path must not become a new store) a missing file is a StoreError
 * (`LOOPGUARD_STORE_MISSING`).
 */
export function openStoreForWrite(
  path = DEFAULT_DB_PATH,
  options: { readonly mustExist?: boolean } = {},
): SqliteDatabase {
  loadDriver();
  if (options.mustExist && !existsSync(path)) throw missingStoreError(path);
  let db: SqliteDatabase;
  try {
    db = openSqliteDatabase(path, { timeout: OPEN_TIMEOUT_MS });
    setWalMode(db);
    db.pragma('synchronous = NORMAL');
    // 64 MiB of page cache keeps the report indexes' hot pages in memory while batches go in.
    db.pragma('cache_size = -65536');
    migrate(db);
  } catch (error) {
    throw describeOpenError(path, error);
  }
  return db;
}

const OPEN_TIMEOUT_MS = 5_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Switches to WAL, waiting for the lock like any write. SQLite answers SQLITE_BUSY at once, without its busy
 * handler, when another connection is switching the same new file at that moment (4 processes creating one
 * store failed 1 trial in 5), so the switch is retried here until the open timeout.
 */
function setWalMode(db: SqliteDatabase): void {
  const deadline = Date.now() + OPEN_TIMEOUT_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

function checkVersion(db: SqliteDatabase, path: string): void {
  const version = schemaVersion(db);
  if (version === 0) {
    throw new StoreError('LOOPGUARD_STORE_CORRUPT', `${path} is not a loopguard store (no schema version)`);
  }
  if (version > SCHEMA_VERSION) {
    throw new StoreError(
      'LOOPGUARD_STORE_VERSION',
      `${path} has schema v${version}, newer than this loopguard (v${SCHEMA_VERSION}); upgrade loopguard`,
    );
  }
  if (version < SCHEMA_VERSION) {
    throw new StoreError(
      'LOOPGUARD_STORE_VERSION',
      `${path} has schema v${version}; open it once with a writer (a sink, or \`loopguard store migrate --db ${path}\`) to upgrade it to v${SCHEMA_VERSION}`,
    );
  }
}

/** Errors of a WAL store whose directory (or `-shm` file) cannot be written, so no wal-index can be made. */
function isReadOnlyPlace(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^SQLITE_(CANTOPEN|READONLY)/.test(code);
}

function canWrite(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    accessSync(dirname(resolve(path)), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function openWith(filename: string, path: string): SqliteDatabase {
  const db = openSqliteDatabase(filename, { readonly: true, timeout: OPEN_TIMEOUT_MS });
  try {
    checkVersion(db, path);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Opens an existing store read-only; a missing, foreign, damaged or outdated file, or a missing driver, is a
 * clear StoreError. It never writes a byte of the store. A store that cannot be written (read-only file,
 * directory or mount) and has no `-wal` file, so no writer has it open, is opened `immutable`: SQLite then
 * needs no `-shm` wal-index, which it could not create there, and leaves no file behind. That needs URI filenames
 * (`enableUriFilenames`); without them, or with a `-wal` file, it is opened as usual, which works on a
 * read-only mount as long as the `-shm` file exists.
 */
export function openStoreForRead(path = DEFAULT_DB_PATH): SqliteDatabase {
  // A missing driver first: it is the next thing the user would hit once the path is right.
  loadDriver();
  if (!existsSync(path)) throw missingStoreError(path);
  const wal = `${path}-wal`;
  if (!existsSync(wal) && !canWrite(path)) {
    try {
      return openWith(`${pathToFileURL(resolve(path)).href}?immutable=1`, path);
    } catch (error) {
      if (StoreError.isInstance(error)) throw error;
      // URI filenames are off in this process: the usual open below may still work.
    }
  }
  try {
    return openWith(path, path);
  } catch (error) {
    if (StoreError.isInstance(error)) throw error;
    if (!isReadOnlyPlace(error)) throw describeOpenError(path, error);
    const hint = existsSync(wal)
      ? `; ${wal} holds writes not yet in the store, which SQLite can read only with a ${path}-shm file it cannot create there: open it once where it is writable, or copy it with its -wal file somewhere writable`
      : process.env.SQLITE_USE_URI === '1'
        ? ''
        : '; set SQLITE_USE_URI=1 so that it can be opened immutable';
    throw new StoreError(
      'LOOPGUARD_STORE_UNAVAILABLE',
      `cannot open ${path} read-only: ${(error as Error).message}${hint}`,
      error,
    );
  }
}
