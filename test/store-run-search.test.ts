import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticRuns } from '../bench/dashboard-bench-runs.js';
import type { GuardEvent } from '../src/events/types.js';
import type { EventReader } from '../src/stores/event-reader.js';
import { pruneEventStore } from '../src/stores/maintain-event-store.js';
import { openPool } from '../src/stores/postgres/open-pool.js';
import type * as Pg from '../src/stores/postgres/pg-client.js';
import { openPostgresEventReader } from '../src/stores/postgres/postgres-event-reader.js';
import { migratePostgres } from '../src/stores/postgres/schema.js';
import type { RunQuery, RunRow } from '../src/stores/run-list.js';
import { SEARCH_IDS } from '../src/stores/run-search-sql.js';
import { migrate, SCHEMA_VERSION, schemaVersion } from '../src/stores/sqlite/schema.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';

// The runs view's search on ids through the trigram index of schema v9 (SQLite FTS5, PostgreSQL pg_trgm):
// on a v8 store migrated to it, the same runs as every run's ids read one by one, for searches matching a few
// runs (read by id) and more than SEARCH_IDS (read in the order's index); ids holding GLOB's and LIKE's own
// characters taken literally; a prune takes pruned runs out of the index.
const work = mkdtempSync(join(tmpdir(), 'loopguard-run-search-'));
const start = Date.UTC(2026, 10, 1);
const RUNS = SEARCH_IDS + 600;

/** Ended runs whose ids hold the wildcard characters of GLOB and LIKE, written last. */
const oddRuns: GuardEvent[] = [
  'Odd*Star',
  'odd?mark',
  'odd[1]',
  'odd_under',
  'odd%cent',
  'odd\\slash',
].flatMap((name, index) => {
  const base = { task_id: `task-${name}`, run_id: `run-${name}`, agent_name: 'writer', task_type: 'etl' };
  const at = start + 40 * 86_400_000 + index * 1_000;
  return [
    { ...base, event: 'run_start', round: 0, timestamp: at },
    { ...base, event: 'run_end', round: 0, timestamp: at + 10, state: 'completed', latency_ms: 10 },
  ] satisfies GuardEvent[];
});
const events: GuardEvent[] = [...syntheticRuns(RUNS, start), ...oddRuns];

async function allPages(reader: EventReader, query: Omit<RunQuery, 'limit'>): Promise<RunRow[]> {
  const rows: RunRow[] = [];
  let after: RunQuery['after'];
  for (;;) {
    const page = await reader.runs({ ...query, limit: 500, ...(after ? { after } : {}) });
    rows.push(...page.rows);
    if (!page.next) return rows;
    after = page.next;
  }
}

/** Every search of the test, each against every ended run's ids read here. */
async function checkSearches(reader: EventReader): Promise<void> {
  const every = await allPages(reader, { sort: 'newest' });
  expect(every.length).toBe(RUNS + oddRuns.length / 2);
  const searches = [
    '-11',
    'RUN-1199',
    'run-',
    'task-1',
    'odd*',
    'd?m',
    'odd[1',
    'd_u',
    'd%c',
    'd\\s',
    'k-o',
    'zzz',
  ];
  for (const search of searches) {
    const text = search.toLowerCase();
    const expected = every.filter(
      (row) => row.taskId.toLowerCase().includes(text) || row.runId.toLowerCase().includes(text),
    );
    expect(await allPages(reader, { sort: 'newest', search }), search).toEqual(expected);
    expect(
      (await allPages(reader, { sort: 'cost', search, agentName: 'writer' })).map((row) => row.id).sort(),
      search,
    ).toEqual(
      expected
        .filter((row) => row.agentName === 'writer')
        .map((row) => row.id)
        .sort(),
    );
  }
  // Both ways of reading a search are taken: `run-` matches every run, `-11` a few.
  expect(every.filter((row) => row.runId.includes('run-')).length).toBeGreaterThan(SEARCH_IDS);
}

describe('the runs search on SQLite', () => {
  const written = join(work, 'written.db');
  const old = join(work, 'v8.db');

  beforeAll(() => {
    const sink = createSqliteSink({ path: written, batchSize: 500 });
    for (const event of events) sink.listener(event);
    sink.close();
  });

  it('finds the runs of a v8 store migrated to v9 by any part of their ids, in any case', async () => {
    const db = new Database(old);
    migrate(db, 8);
    db.exec(`ATTACH '${written}' AS written; INSERT INTO events SELECT * FROM written.events ORDER BY id;
      DETACH written`);
    expect(migrate(db)).toBe(8);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    db.close();
    const reader = openSqliteEventReader(old);
    try {
      await checkSearches(reader);
    } finally {
      await reader.close();
    }
  });

  it('keeps the index to the runs written after it, and to those a prune leaves', async () => {
    const reader = openSqliteEventReader(written);
    try {
      await checkSearches(reader);
    } finally {
      await reader.close();
    }
    expect(await pruneEventStore(written, '2026-11-20')).toBeGreaterThan(0);
    const db = new Database(written, { readonly: true });
    const counts = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM run_search) AS indexed,
          (SELECT COUNT(*) FROM events WHERE event = 'run_end') AS ended`,
      )
      .get() as { indexed: number; ended: number };
    db.close();
    expect(counts.ended).toBeGreaterThan(0);
    expect(counts.indexed).toBe(counts.ended);
    const pruned = openSqliteEventReader(written);
    try {
      expect((await pruned.runs({ sort: 'newest', limit: 5, search: 'run-0' })).rows).toEqual([]);
    } finally {
      await pruned.close();
    }
  });
});

describe('the runs search on PostgreSQL', () => {
  let server: PostgresServer;
  let pool: Pg.Pool;
  let url: string;

  beforeAll(async () => {
    server = await startPostgres();
    psql(server, 'CREATE DATABASE search');
    url = server.url.replace(/\/postgres$/, '/search');
    pool = openPool(url);
  }, 60_000);

  afterAll(async () => {
    await pool?.end();
    server?.destroy();
  });

  it('finds the runs of a v8 store migrated to v9 through the pg_trgm index', async () => {
    await migratePostgres(pool, url, 8);
    const db = new Database(join(work, 'v8.db'), { readonly: true });
    const rows = db.prepare('SELECT * FROM events ORDER BY id').all();
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    await pool.query('INSERT INTO events SELECT * FROM json_populate_recordset(NULL::events, $1)', [
      JSON.stringify(rows),
    ]);
    expect(await migratePostgres(pool, url)).toBe(8);
    const index = await pool.query("SELECT indexdef FROM pg_indexes WHERE indexname = 'events_runs_search'");
    expect(index.rows[0]?.indexdef).toContain('gin_trgm_ops');
    const reader = await openPostgresEventReader(url);
    try {
      await checkSearches(reader);
    } finally {
      await reader.close();
    }
  });
});
