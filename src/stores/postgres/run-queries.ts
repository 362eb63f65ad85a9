import { numbered, type SqlQuery } from '../run-list-sql.js';
import type { RunSql } from '../run-reads.js';
import type * as Pg from './pg-client.js';

// The runs views' reads (run-reads.ts, both stores') on a PostgreSQL pool.

/** What the queries run on: the pool, or one client of it. */
type Queryable = Pg.Pool | Pg.ClientBase;

/** Runs a query on `db` (its `?` placeholders numbered), rows as objects. */
export const postgresRunSql =
  (db: Queryable): RunSql =>
  async ({ sql, values }: SqlQuery) =>
    (await db.query<Record<string, unknown>>(numbered(sql), values)).rows;
