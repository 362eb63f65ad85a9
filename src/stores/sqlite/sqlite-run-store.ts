import { ConfigError } from '../../errors.js';
import type { RunRecord, RunStore } from '../../guard/run-store.js';
import { DEFAULT_DB_PATH, openStoreForWrite } from './open-store.js';

/** Options of {@link createSqliteRunStore}. */
export interface SqliteRunStoreOptions {
  /** The store file; it may be the event store's own. @default './loopguard.db' */
  readonly path?: string;
  /** The table of this store, so several stores (runs, dead tasks) share one file. @default 'run_records' */
  readonly table?: string;
}

interface Row {
  readonly run_id: string;
  readonly version: number;
  readonly snapshot: string;
  readonly updated_at: number;
}

/**
 * A run store in a SQLite file (WAL, a 5 s wait for another writer's lock), so runs and dead tasks outlive
 * the process and are shared by the processes of one machine. Compare-and-set is one SQL statement, atomic
 * across processes. Runs on node:sqlite (Node 22.13 and later) or better-sqlite3, loaded on first use.
 * @example const runs = createSqliteRunStore<GuardSnapshot>({ path: 'loopguard.db' });
 */
export function createSqliteRunStore<Snapshot = unknown>(
  options: SqliteRunStoreOptions = {},
): RunStore<Snapshot> {
  const table = options.table ?? 'run_records';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(table)) {
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', [
      {
        path: 'table',
        message: `must be a plain SQL name (letters, digits, _), got ${JSON.stringify(table)}`,
      },
    ]);
  }
  const db = openStoreForWrite(options.path ?? DEFAULT_DB_PATH);
  db.exec(
    `CREATE TABLE IF NOT EXISTS "${table}" (run_id TEXT PRIMARY KEY, version INTEGER NOT NULL, ` +
      `snapshot TEXT NOT NULL, updated_at INTEGER NOT NULL);
     CREATE INDEX IF NOT EXISTS "${table}_updated_at" ON "${table}" (updated_at);`,
  );
  const select = db.prepare(`SELECT * FROM "${table}" WHERE run_id = ?`);
  const insert = db.prepare(
    `INSERT INTO "${table}" (run_id, version, snapshot, updated_at) VALUES (?, 1, ?, ?) ON CONFLICT (run_id) DO NOTHING`,
  );
  const update = db.prepare(
    `UPDATE "${table}" SET version = version + 1, snapshot = ?, updated_at = ? WHERE run_id = ? AND version = ?`,
  );
  const remove = db.prepare(`DELETE FROM "${table}" WHERE run_id = ?`);
  const idle = db.prepare(`SELECT * FROM "${table}" WHERE updated_at < ? ORDER BY updated_at, rowid LIMIT ?`);
  const toRecord = (row: Row): RunRecord<Snapshot> => ({
    runId: row.run_id,
    version: row.version,
    snapshot: JSON.parse(row.snapshot) as Snapshot,
    updatedAt: row.updated_at,
  });
  return {
    async get(runId) {
      const row = select.get(runId) as Row | undefined;
      return row ? toRecord(row) : undefined;
    },
    async compareAndSet(runId, expectedVersion, snapshot, updatedAt) {
      const json = JSON.stringify(snapshot);
      const changes =
        expectedVersion === 0
          ? insert.run(runId, json, updatedAt).changes
          : update.run(json, updatedAt, runId, expectedVersion).changes;
      if (Number(changes) !== 1) return undefined;
      return { runId, version: expectedVersion + 1, snapshot: JSON.parse(json) as Snapshot, updatedAt };
    },
    async delete(runId) {
      return Number(remove.run(runId).changes) > 0;
    },
    async idleSince(before, limit) {
      return (idle.all(before, limit) as Row[]).map(toRecord);
    },
    async close() {
      db.close();
    },
  };
}
