import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixtureStore, fixtureDailyRows } from '../../../test/helpers/fixture-store.js';
import { countEvents, freshStorePath } from '../../../test/helpers/sqlite-files.js';
import { openSqliteDatabase } from './load-driver.js';
import { openStoreForRead, openStoreForWrite } from './open-store.js';
import { queryDaily, queryTools } from './queries.js';
import { migrate, rollUpToolBatch, rollUpToolShares, SCHEMA_VERSION, schemaVersion } from './schema.js';
import { createSqliteSink } from './sqlite-sink.js';

const freshPath = freshStorePath;
const count = countEvents;

// The store's schema and its migrations, and the report queries on the fixture store and on rounds written
// across batches (the sink's own behaviour is in sqlite-sink.test.ts).
describe('store schema', () => {
  it('migrates a v1 store forward and keeps its events', () => {
    const path = freshPath();
    const old = openSqliteDatabase(path);
    migrate(old, 1);
    old
      .prepare(
        "INSERT INTO events (timestamp, day, event, task_id, run_id, round) VALUES (1, '1970-01-01', 'run_start', 't', 'r', 0)",
      )
      .run();
    old.close();
    expect(() => openStoreForRead(path)).toThrow(/schema v1; open it once with a writer/);
    const db = openStoreForWrite(path);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // v4 dropped the report indexes that the rollups replaced; the ones the triggers and readers use stay.
    // v5 added the runs view's and the would-have-stopped trips' indexes, v11 the halts by run; v12 dropped
    // events_rounds (the writer reads round_calls) and added the priced calls by run (the trip trigger's).
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(indexes).toEqual([
      'events_halts',
      'events_observed',
      'events_priced_calls',
      'events_run_ends',
      'events_runs_cost',
      'events_runs_duration',
      'events_runs_newest',
      'events_signatures',
      'events_task',
      'events_trips',
    ]);
    db.close();
    expect(count(path)).toBe(1);
  });

  it('reads the schema again when another connection migrated the store since this one read it', () => {
    const path = freshPath();
    const late = openSqliteDatabase(path);
    migrate(late, 6);
    late.prepare('SELECT tool_name, round_calls, tokens FROM tool_shares').all(); // the v6 schema, remembered
    const first = openSqliteDatabase(path);
    migrate(first);
    first.close();
    // Nothing left to migrate here, yet the statements a writer prepares must see v7's tables.
    expect(migrate(late)).toBe(SCHEMA_VERSION);
    expect(() => late.prepare(rollUpToolShares)).not.toThrow();
    late.close();
  });

  it('names a missing file and a file that is not a store', () => {
    const directory = dirname(freshPath());
    expect(() => openStoreForRead(join(directory, 'nothing.db'))).toThrow(/no store at .*nothing\.db/);
    const garbage = join(directory, 'garbage.db');
    writeFileSync(garbage, 'this is not sqlite at all, just some text that is long enough '.repeat(20));
    expect(() => openStoreForRead(garbage)).toThrow(/is not a loopguard store or is damaged/);
  });
});

describe('queries on the fixture store', () => {
  const path = freshPath();
  buildFixtureStore(path);

  it('totals the daily report by day, task type and agent', () => {
    const db = openStoreForRead(path);
    const rows = queryDaily(db, {});
    db.close();
    expect(rows).toEqual(fixtureDailyRows);
  });

  it('limits the daily report to a date range', () => {
    const db = openStoreForRead(path);
    const rows = queryDaily(db, { since: '2026-11-29', until: '2026-11-29' }, 'model');
    db.close();
    expect(rows).toMatchObject([{ date: '2026-11-29', model: 'm', calls: 3 }]);
  });

  it('computes per-tool calls, repeats, tokens, latency and failures', () => {
    const db = openStoreForRead(path);
    const rows = queryTools(db);
    db.close();
    expect(rows).toEqual([
      {
        tool: 'clean_csv',
        calls: 5,
        distinctArguments: 1,
        repeatedCalls: 3,
        tokens: 5_500,
        averageLatencyMs: 20,
        p95LatencyMs: 30,
        failures: 0,
      },
      {
        tool: 'search',
        calls: 2,
        distinctArguments: 2,
        repeatedCalls: 0,
        tokens: 2_200,
        averageLatencyMs: 100,
        p95LatencyMs: 150,
        failures: 1,
      },
    ]);
  });

  it('keeps tool_shares exact for rounds split across batches and across the v4 to v5 migration', () => {
    const path = freshPath();
    const old = openSqliteDatabase(path);
    migrate(old, 4); // the per-row trigger keeps tool_shares
    const insert = old.prepare(
      `INSERT INTO events (timestamp, day, event, task_id, run_id, round, tool_name, round_tokens)
       VALUES (0, '2026-12-05', 'tool_call', 'task', 'a', 1, ?, 50)`,
    );
    for (const tool of ['read', 'read', 'grep']) insert.run(tool);
    old.close();
    // Reopened by this build (v5): round 1 of run a grows by three calls over two batches; run b's round 2
    // of seven calls is split over four.
    const sink = createSqliteSink({ path, batchSize: 2, flushIntervalMs: 60_000 });
    const at = { task_id: 'task', timestamp: Date.UTC(2026, 11, 5) };
    const usage = (total: number) => ({ prompt: total, completion: 0, cached: 0, total });
    sink.listener({ ...at, event: 'llm_response', run_id: 'a', round: 1, token_usage: usage(60) });
    for (const tool of ['grep', 'read', 'read'])
      sink.listener({ ...at, event: 'tool_call', run_id: 'a', round: 1, tool_name: tool });
    sink.listener({ ...at, event: 'llm_response', run_id: 'b', round: 2, token_usage: usage(14) });
    for (let index = 0; index < 7; index++)
      sink.listener({
        ...at,
        event: 'tool_call',
        run_id: 'b',
        round: 2,
        tool_name: index % 3 ? 'read' : 'edit',
      });
    sink.close();
    const db = openSqliteDatabase(path, { readonly: true });
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    const kept = db
      .prepare('SELECT tool_name, round_calls, tokens FROM tool_shares WHERE tokens <> 0 ORDER BY 1, 2')
      .all();
    const defined = db
      .prepare(`SELECT tool_name, round_calls, SUM(coalesce(round_tokens, 0)) AS tokens
        FROM (SELECT tool_name, round_tokens, COUNT(*) OVER (PARTITION BY run_id, round) AS round_calls
          FROM events WHERE event = 'tool_call')
        GROUP BY tool_name, round_calls HAVING SUM(coalesce(round_tokens, 0)) <> 0 ORDER BY 1, 2`)
      .all();
    db.close();
    expect(defined).toEqual([
      { tool_name: 'edit', round_calls: 7, tokens: 3 * 14 },
      { tool_name: 'grep', round_calls: 6, tokens: 50 + 60 },
      { tool_name: 'read', round_calls: 6, tokens: 2 * 50 + 2 * 60 },
      { tool_name: 'read', round_calls: 7, tokens: 4 * 14 },
    ]);
    expect(kept).toEqual(defined);
  });

  it('rolls tool_shares up by rowid range and key probes only, never by scanning the events or a round', () => {
    const db = openSqliteDatabase(freshPath());
    migrate(db);
    const plan = (
      db.prepare(`EXPLAIN QUERY PLAN ${rollUpToolShares}`).all({ first: 1 }) as { detail: string }[]
    )
      .map((row) => row.detail)
      .filter((detail) => /\b(events|call|size|share)\b/.test(detail));
    expect(plan.length).toBeGreaterThan(0);
    for (const step of plan)
      expect(step).toMatch(
        /^SEARCH ((events|call) USING INTEGER PRIMARY KEY \(rowid>\?\)|(size|share) USING PRIMARY KEY \(run_id=\? AND round=\?\))$/,
      );
    db.close();
  });

  it('rolls the other tool rollups up by rowid range and events_signatures only, never by scanning the events', () => {
    const db = openSqliteDatabase(freshPath());
    migrate(db);
    for (const statement of rollUpToolBatch) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${statement}`).all({ first: 1 }) as { detail: string }[])
        .map((row) => row.detail)
        .filter((detail) => /\b(events|call|earlier)\b/.test(detail));
      expect(plan.length).toBeGreaterThan(0);
      for (const step of plan)
        expect(step).toMatch(
          /^SEARCH (events|call|earlier)( EXISTS)? USING (INTEGER PRIMARY KEY \(rowid>\?\)|COVERING INDEX events_signatures \(run_id=\? AND action_signature=\? AND rowid<\?\))/,
        );
    }
    db.close();
  });

  it("finds a trip's priced call by its run, never by reading its task's earlier events (v12)", () => {
    const db = openSqliteDatabase(freshPath());
    migrate(db);
    const { sql } = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'events_roll_up_trip'").get() as {
      sql: string;
    };
    // The trigger's statements, each with NEW's columns as parameters: SQLite plans them as the trigger does.
    const body = sql.slice(sql.indexOf('BEGIN') + 'BEGIN'.length, sql.lastIndexOf('END'));
    const statements = body
      .split(';')
      .map((statement) => statement.trim())
      .filter((statement) => statement.length > 0);
    expect(statements.length).toBe(2);
    for (const statement of statements) {
      const plan = (
        db.prepare(`EXPLAIN QUERY PLAN ${statement.replaceAll(/NEW\.(\w+)/g, '@$1')}`).all({
          day: '2026-12-07',
          task_type: null,
          agent_name: null,
          model: null,
          code: 'GUARD_LOOP_DETECTED',
          task_id: 't',
          run_id: 'r',
          id: 9,
        }) as { detail: string }[]
      )
        .map((row) => row.detail)
        .filter((detail) => /\bevents\b/.test(detail));
      expect(plan.length).toBeGreaterThan(0);
      for (const step of plan)
        expect(step).toMatch(
          /USING (COVERING )?INDEX events_priced_calls \(task_id=\? AND run_id=\? AND id<\?\)/,
        );
    }
    db.close();
  });
});
