import type { SqlQuery } from '../run-list-sql.js';
import type { RunSql } from '../run-reads.js';

// The runs views' reads (run-reads.ts, both stores') on a SQLite database.

/** What the queries need of a database: prepared statements that return all rows (better-sqlite3's API). */
export interface QueryableSqlite {
  prepare(sql: string): { all(...values: unknown[]): unknown[] };
}

/** Runs a query on `db`, rows as objects. */
export const sqliteRunSql =
  (db: QueryableSqlite): RunSql =>
  ({ sql, values }: SqlQuery) =>
    db.prepare(sql).all(...values) as Record<string, unknown>[];
