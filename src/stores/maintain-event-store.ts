import { isPostgresUrl } from './postgres/postgres-url.js';
import { StoreError } from './sqlite/store-error.js';

/** What a migration found and left. */
export interface MigrationResult {
  /** Schema version before (0: a database loopguard never wrote to; PostgreSQL only, a file must exist). */
  readonly from: number;
  /** Schema version now. */
  readonly version: number;
}

/**
 * Upgrades the store a `--db` names to this build's schema, SQLite file or PostgreSQL database alike. A
 * SQLite file must exist (a mistyped path must not become a new store); a PostgreSQL database must exist
 * and gets loopguard's tables. A store of a newer schema is a StoreError (`LOOPGUARD_STORE_VERSION`).
 */
export async function migrateEventStore(db: string): Promise<MigrationResult> {
  if (isPostgresUrl(db)) {
    const { openPool, unavailableError } = await import('./postgres/open-pool.js');
    const { migratePostgres, POSTGRES_SCHEMA_VERSION } = await import('./postgres/schema.js');
    const pool = openPool(db, { max: 1 });
    try {
      const from = await migratePostgres(pool, db);
      return { from, version: Math.max(from, POSTGRES_SCHEMA_VERSION) };
    } catch (error) {
      throw StoreError.isInstance(error) ? error : unavailableError(db, error);
    } finally {
      await pool.end().catch(() => {});
    }
  }
  const { openStoreForWrite } = await import('./sqlite/open-store.js');
  const { schemaVersion, SCHEMA_VERSION } = await import('./sqlite/schema.js');
  const store = openStoreForWrite(db, { mustExist: true });
  try {
    const version = schemaVersion(store);
    if (version > SCHEMA_VERSION) {
      throw new StoreError(
        'LOOPGUARD_STORE_VERSION',
        `${db} has schema v${version}, newer than this loopguard (v${SCHEMA_VERSION}); upgrade loopguard`,
      );
    }
    return { from: version, version };
  } finally {
    store.close();
  }
}

/**
 * Deletes the events of UTC days before `before` (`YYYY-MM-DD`) from the store a `--db` names; resolves to
 * the number deleted. Reports over the remaining days are unchanged.
 */
export async function pruneEventStore(db: string, before: string): Promise<number> {
  if (isPostgresUrl(db)) {
    const { openPool, unavailableError } = await import('./postgres/open-pool.js');
    const { checkPostgresVersion } = await import('./postgres/schema.js');
    const { prunePostgres } = await import('./postgres/prune.js');
    const pool = openPool(db, { max: 1 });
    try {
      await checkPostgresVersion(pool, db);
      return await prunePostgres(pool, before);
    } catch (error) {
      throw StoreError.isInstance(error) ? error : unavailableError(db, error);
    } finally {
      await pool.end().catch(() => {});
    }
  }
  const { openStoreForWrite } = await import('./sqlite/open-store.js');
  const store = openStoreForWrite(db, { mustExist: true });
  try {
    const { pruneSqlite } = await import('./sqlite/prune.js');
    return pruneSqlite(store, before, db);
  } finally {
    store.close();
  }
}
