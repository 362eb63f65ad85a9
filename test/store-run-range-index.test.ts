import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticRuns } from '../bench/dashboard-bench-runs.js';
import type { EventReader } from '../src/stores/event-reader.js';
import { openPool } from '../src/stores/postgres/open-pool.js';
import type * as Pg from '../src/stores/postgres/pg-client.js';
import { openPostgresEventReader } from '../src/stores/postgres/postgres-event-reader.js';
import { migratePostgres, postgresSchemaVersion } from '../src/stores/postgres/schema.js';
import { type RunQuery, type RunRanges, runFigure } from '../src/stores/run-list.js';
import { numbered, runPageQuery, type SqlQuery } from '../src/stores/run-list-sql.js';
import { RANGE_IDS, rangeIdsQueries } from '../src/stores/run-range-index.js';
import { SEARCH_IDS } from '../src/stores/run-search-sql.js';
import { migrate, SCHEMA_VERSION, schemaVersion } from '../src/stores/sqlite/schema.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { allPages, expectedRuns, sortedRuns, strip } from './helpers/ended-runs.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';

// Schema v11's range indexes (run-range-index.ts): a v10 store of each kind migrated to v11 lists the same
// runs for ranges read by id (few matches) and along the order's index (more than RANGE_IDS), and the plans
// of a rare range read its figure's index, never every event. Plans, not timings.
const work = mkdtempSync(join(tmpdir(), 'loopguard-run-range-index-'));
const start = Date.UTC(2026, 10, 1);
const RUNS = RANGE_IDS + 600;
const events = [...syntheticRuns(RUNS, start)];
const ended = expectedRuns(events);

/** Ranges read by id (few runs), along the order's index (more than RANGE_IDS), or matching none. */
const ranges: RunRanges[] = [
  { calls: { min: 3 } },
  { calls: { min: 1 } },
  { calls: { min: 4 } },
  { tokens: { max: 900 } },
  { tokens: { min: 0 }, duration: { min: 1 } },
  { trips: { min: 1 } },
  { trips: { min: 2 } },
  { trips: { max: 0 } },
  { cost: { max: 0.0003 }, calls: { min: 2 } },
];

/** Every page of each range in each order, against the runs the events describe. */
async function checkRanges(reader: EventReader): Promise<void> {
  expect(ended.filter((row) => row.calls >= 1).length).toBeGreaterThan(RANGE_IDS);
  for (const range of ranges)
    for (const sort of ['newest', 'cost', 'duration'] as const) {
      const expected = ended.filter((row) =>
        Object.entries(range).every(([field, { min, max }]) => {
          const value = runFigure(row, field as keyof RunRanges);
          return (min === undefined || value >= min) && (max === undefined || value <= max);
        }),
      );
      expect(await allPages(reader, { sort, ranges: range }, 400), JSON.stringify(range)).toEqual(
        sortedRuns(expected, sort).map(strip),
      );
    }
  // A search matching more than SEARCH_IDS runs (not all), with a range read by id: the page checks both.
  const found = ended.filter((row) => row.runId.includes('1') || row.taskId.includes('1'));
  expect(found.length).toBeGreaterThan(SEARCH_IDS);
  expect(found.length).toBeLessThan(ended.length);
  const searched = found.filter((row) => row.calls >= 3);
  expect(await allPages(reader, { sort: 'newest', search: '1', ranges: { calls: { min: 3 } } })).toEqual(
    sortedRuns(searched, 'newest').map(strip),
  );
}

/** Rare ranges read from an index, each under another order than its figure's, one with a label filter. */
const rare: RunQuery[] = [
  { sort: 'duration', limit: 50, ranges: { trips: { min: 2 } }, agentName: 'writer' },
  { sort: 'newest', limit: 50, ranges: { cost: { min: 1 } } },
  { sort: 'cost', limit: 50, ranges: { duration: { max: 1 } } },
];
const rareIndex = ['events_halts', 'events_runs_cost', 'events_runs_duration'];

const written = join(work, 'written.db');
const old = join(work, 'v10.db');

beforeAll(() => {
  const sink = createSqliteSink({ path: written, batchSize: 500 });
  for (const event of events) sink.listener(event);
  sink.close();
  const db = new Database(old);
  migrate(db, 10);
  db.exec(`ATTACH '${written}' AS written; INSERT INTO events SELECT * FROM written.events ORDER BY id;
    DETACH written`);
  db.close();
});

describe('the runs range indexes on SQLite', () => {
  it('migrates a v10 store to v11 and lists the same runs for every range', async () => {
    const db = new Database(old);
    expect(migrate(db)).toBe(10);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(11);
    db.close();
    const reader = openSqliteEventReader(old);
    try {
      await checkRanges(reader);
    } finally {
      await reader.close();
    }
  });

  it("reads a rare range from its figure's index, and walks an order's index without reading rows", () => {
    const db = new Database(old, { readonly: true });
    const plan = (query: SqlQuery) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.values) as { detail: string }[]).map(
        (row) => row.detail,
      );
    try {
      rare.forEach((query, index) => {
        const [ids] = rangeIdsQueries(query, 'sqlite');
        expect(ids, JSON.stringify(query)).toBeDefined();
        const steps = plan(ids as SqlQuery);
        expect(steps.join('\n')).toContain(`COVERING INDEX ${rareIndex[index]}`);
        // No step reads every event: each reads an index (a SCAN of a subquery's rows is not of the table).
        expect(steps.filter((step) => /^SCAN (events|r)\b/.test(step) && !step.includes('INDEX'))).toEqual(
          [],
        );
      });
      // Calls and tokens, and a range of trips 0 is in, are checked along the order's index: one scan of it,
      // reading no row, the halts counted by a seek in their index.
      for (const sort of ['newest', 'cost', 'duration'] as const) {
        const query = {
          sort,
          limit: 50,
          ranges: { calls: { min: 4 }, tokens: { min: 1e9 }, trips: { max: 0 } },
        };
        expect(rangeIdsQueries(query, 'sqlite')).toEqual([]);
        const walk = plan(runPageQuery(query, 'sqlite'));
        expect(walk).toContain(`SCAN events USING COVERING INDEX events_runs_${sort}`);
        expect(walk.join('\n')).toContain('COVERING INDEX events_halts (task_id=? AND run_id=?)');
      }
    } finally {
      db.close();
    }
  });
});

describe('the runs range indexes on PostgreSQL', () => {
  let server: PostgresServer;
  let pool: Pg.Pool;
  let url: string;

  beforeAll(async () => {
    server = await startPostgres({ settings: ['fsync = off'] });
    psql(server, 'CREATE DATABASE ranges');
    url = server.url.replace(/\/postgres$/, '/ranges');
    pool = openPool(url);
  }, 60_000);

  afterAll(async () => {
    await pool?.end();
    server?.destroy();
  });

  it('migrates a v10 store to v11, lists the same runs, and plans a rare range on its index', async () => {
    await migratePostgres(pool, url, 10);
    const db = new Database(written, { readonly: true });
    const rows = db.prepare('SELECT * FROM events ORDER BY id').all();
    db.close();
    await pool.query('INSERT INTO events SELECT * FROM json_populate_recordset(NULL::events, $1)', [
      JSON.stringify(rows),
    ]);
    expect(await migratePostgres(pool, url)).toBe(10);
    expect(await postgresSchemaVersion(pool)).toBe(SCHEMA_VERSION);
    const reader = await openPostgresEventReader(url);
    try {
      await checkRanges(reader);
    } finally {
      await reader.close();
    }
    await pool.query('ANALYZE events');
    const client = await pool.connect();
    try {
      // A store this small fits a few pages, which PostgreSQL would rather read whole: the plan is asked
      // with sequential scans priced out, to show that each rare range has an index it can be answered by.
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      for (const [index, query] of rare.entries()) {
        const [ids] = rangeIdsQueries(query, 'postgres');
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN ${numbered(ids?.sql ?? '')}`,
          ids?.values,
        );
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(text, JSON.stringify(query)).toContain(rareIndex[index]);
        expect(text).not.toContain('Seq Scan on events');
      }
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }, 120_000);
});
