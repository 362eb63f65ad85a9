import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { migrate, SCHEMA_VERSION, schemaVersion } from './schema.js';
import { StoreError } from './store-error.js';

/** The default store file, in the working directory. */
export const DEFAULT_DB_PATH = './loopguard.db';

function describeOpenError(path: string, error: unknown): StoreError {
  const message = error instanceof Error ? error.message : String(error);
  if (/not a database|malformed|file is encrypted/i.test(message)) {
    return new StoreError(
      'LOOPGUARD_STORE_CORRUPT',
      `${path} is not a loopguard store or is damaged (${message})`,
      error,
    );
  }
  return new StoreError('LOOPGUARD_STORE_UNAVAILABLE', `cannot open ${path}: ${message}`, error);
}

/** Opens (creating if needed) a store for writing: WAL mode, migrations applied. */
export function openStoreForWrite(path = DEFAULT_DB_PATH): Database.Database {
  let db: Database.Database;
  try {
    db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // 64 MiB of page cache keeps the report indexes' hot pages in memory while batches go in.
    db.pragma('cache_size = -65536');
    db.pragma('busy_timeout = 5000');
    migrate(db);
  } catch (error) {
    throw describeOpenError(path, error);
  }
  return db;
}

/** Opens an existing store read-only; a missing, foreign, damaged or outdated file is a clear StoreError. */
export function openStoreForRead(path = DEFAULT_DB_PATH): Database.Database {
  if (!existsSync(path)) {
    throw new StoreError(
      'LOOPGUARD_STORE_MISSING',
      `no store at ${path} (give one with --db, or write one with a sink or replay --db)`,
    );
  }
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    const version = schemaVersion(db);
    if (version === 0) {
      db.close();
      throw new StoreError('LOOPGUARD_STORE_CORRUPT', `${path} is not a loopguard store (no schema version)`);
    }
    if (version > SCHEMA_VERSION) {
      db.close();
      throw new StoreError(
        'LOOPGUARD_STORE_VERSION',
        `${path} has schema v${version}, newer than this loopguard (v${SCHEMA_VERSION}); upgrade loopguard`,
      );
    }
    if (version < SCHEMA_VERSION) {
      db.close();
      throw new StoreError(
        'LOOPGUARD_STORE_VERSION',
        `${path} has schema v${version}; open it once with a writer (a sink, or \`loopguard store migrate --db ${path}\`) to upgrade it to v${SCHEMA_VERSION}`,
      );
    }
  } catch (error) {
    if (StoreError.isInstance(error)) throw error;
    throw describeOpenError(path, error);
  }
  return db;
}
