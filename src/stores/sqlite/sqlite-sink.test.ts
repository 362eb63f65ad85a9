import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFixtureStore } from '../../../test/helpers/fixture-store.js';
import { createGuard } from '../../guard/guard.js';
import { openSqliteDatabase } from './load-driver.js';
import { openStoreForRead, openStoreForWrite } from './open-store.js';
import { queryDaily, queryTask, queryTools } from './queries.js';
import { migrate, rollUpToolShares, SCHEMA_VERSION, schemaVersion } from './schema.js';
import { createSqliteSink } from './sqlite-sink.js';
import { StoreError } from './store-error.js';

const directory = mkdtempSync(join(tmpdir(), 'loopguard-store-'));
let counter = 0;
const freshPath = () => join(directory, `store-${++counter}.db`);
const count = (path: string) => {
  const db = openSqliteDatabase(path, { readonly: true });
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number };
  db.close();
  return n;
};

describe('createSqliteSink', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a full batch at once and keeps the rest buffered', () => {
    const path = freshPath();
    const sink = createSqliteSink({ path, batchSize: 4, flushIntervalMs: 60_000 });
    const guard = createGuard({ onEvent: sink.listener });
    guard.beforeCall().end({ text: 'a' }); // run_start, llm_request, llm_response
    expect(sink.written).toBe(0);
    guard.beforeCall().end({ text: 'b' }); // 2 more: the fourth event fills the batch
    expect(sink.written).toBe(4);
    expect(sink.buffered).toBe(1);
    expect(count(path)).toBe(4);
    sink.close();
    expect(count(path)).toBe(5);
  });

  it('writes a partial batch after flushIntervalMs', () => {
    vi.useFakeTimers();
    const path = freshPath();
    const sink = createSqliteSink({ path, batchSize: 1_000, flushIntervalMs: 200 });
    createGuard({ onEvent: sink.listener }).beforeCall().end({ text: 'a' });
    expect(sink.written).toBe(0);
    vi.advanceTimersByTime(200);
    expect(sink.written).toBe(3);
    sink.close();
  });

  it('keeps events while the store is locked, reports once, and writes them once it frees', () => {
    const path = freshPath();
    const reports: unknown[] = [];
    const sink = createSqliteSink({
      path,
      batchSize: 2,
      flushIntervalMs: 60_000,
      onError: (error) => reports.push(error),
    });
    const locker = openSqliteDatabase(path);
    locker.exec('BEGIN EXCLUSIVE');
    const guardErrors: unknown[] = [];
    const guard = createGuard({
      maxRounds: null,
      loop: false,
      onEvent: sink.listener,
      onError: (error) => guardErrors.push(error),
    });
    for (let round = 0; round < 50; round++) guard.beforeCall().end({ text: `answer ${round}` });
    expect(guard.rounds).toBe(50);
    expect(guardErrors).toEqual([]);
    expect(reports).toHaveLength(1);
    expect(StoreError.isInstance(reports[0]) && reports[0].code).toBe('LOOPGUARD_STORE_WRITE');
    expect(String(reports[0])).toMatch(/cannot write to .*store-\d+\.db \(SQLITE_BUSY/);
    expect(sink.failing).toBe(true);
    expect(sink.written).toBe(0);
    expect(sink.buffered).toBe(101);
    locker.exec('COMMIT');
    locker.close();
    sink.close();
    expect(count(path)).toBe(101);
    expect(sink.dropped).toBe(0);
  });

  it('bounds the buffer of a failing store and counts what it drops', () => {
    const path = freshPath();
    const sink = createSqliteSink({ path, batchSize: 1, maxBuffer: 5, onError: () => {} });
    const locker = openSqliteDatabase(path);
    locker.exec('BEGIN EXCLUSIVE');
    for (let index = 0; index < 20; index++) {
      sink.listener({
        event: 'run_start',
        task_id: 't',
        run_id: `r${index}`,
        round: 0,
        timestamp: Date.now(),
      });
    }
    expect(sink.buffered).toBe(5);
    expect(sink.dropped).toBe(15);
    locker.exec('ROLLBACK');
    locker.close();
    sink.close();
    expect(count(path)).toBe(5);
    const db = openStoreForRead(path);
    const runs = db.prepare('SELECT run_id FROM events ORDER BY id').all() as { run_id: string }[];
    db.close();
    expect(runs.map((row) => row.run_id)).toEqual(['r15', 'r16', 'r17', 'r18', 'r19']);
  });

  it('retries from a timer with doubling waits, one batch per attempt, and reports the recovery', () => {
    vi.useFakeTimers();
    const path = freshPath();
    const reports: StoreError[] = [];
    const sink = createSqliteSink({
      path,
      batchSize: 3,
      flushIntervalMs: 100,
      maxRetryIntervalMs: 400,
      onError: (error) => reports.push(error as StoreError),
    });
    const locker = openSqliteDatabase(path);
    locker.exec('BEGIN EXCLUSIVE');
    const event = (index: number) =>
      sink.listener({ event: 'tool_call', task_id: 't', run_id: 'r', round: index, timestamp: Date.now() });
    for (let index = 0; index < 10; index++) event(index); // the third event tries, fails, starts the episode
    // Waits of 100, 200 and 400 ms: three more failed attempts by 700 ms, none from the 7 events after the
    // first; the next attempt, 400 ms later, finds the store free.
    vi.advanceTimersByTime(1_099);
    expect(sink.written).toBe(0);
    locker.exec('COMMIT');
    locker.close();
    vi.advanceTimersByTime(1);
    expect(sink.written).toBe(3);
    expect(sink.failing).toBe(false);
    expect(reports.map((report) => report.code)).toEqual([
      'LOOPGUARD_STORE_WRITE',
      'LOOPGUARD_STORE_RECOVERED',
    ]);
    expect(reports[1]?.message).toMatch(
      /writable again after 1\.1 s and 4 failed attempts; 0 events dropped meanwhile, 7 still to write/,
    );
    vi.advanceTimersByTime(1); // the backlog drains one batch per timer tick
    expect(sink.written).toBe(6);
    vi.advanceTimersByTime(1);
    expect(sink.written).toBe(9);
    vi.advanceTimersByTime(100); // the last partial batch waits for flushIntervalMs
    expect(sink.written).toBe(10);
    sink.close();
    expect(count(path)).toBe(10);
  });

  it('counts what it cannot write at close as dropped, reports it once and does not throw', () => {
    const path = freshPath();
    const reports: StoreError[] = [];
    const sink = createSqliteSink({
      path,
      batchSize: 4,
      busyTimeoutMs: 0,
      onError: (error) => reports.push(error as StoreError),
    });
    const locker = openSqliteDatabase(path);
    locker.exec('BEGIN EXCLUSIVE');
    for (let index = 0; index < 9; index++) {
      sink.listener({
        event: 'run_start',
        task_id: 't',
        run_id: `r${index}`,
        round: 0,
        timestamp: Date.now(),
      });
    }
    expect(() => sink.close()).not.toThrow();
    expect(sink.dropped).toBe(9);
    expect(sink.buffered).toBe(0);
    expect((sink.lastError as { code?: string }).code).toBe('SQLITE_BUSY');
    expect(reports.map((report) => report.message)).toEqual([
      expect.stringMatching(/^cannot write to /),
      expect.stringMatching(
        /^could not write the last 9 events to .* before closing \(SQLITE_BUSY.*; 9 events dropped in all/,
      ),
    ]);
    sink.listener({ event: 'run_start', task_id: 't', run_id: 'late', round: 0, timestamp: Date.now() });
    expect(sink.dropped).toBe(10);
    locker.exec('ROLLBACK');
    locker.close();
    expect(count(path)).toBe(0);
  });

  it('survives an onError that throws', () => {
    vi.useFakeTimers();
    const path = freshPath();
    const sink = createSqliteSink({
      path,
      batchSize: 1,
      flushIntervalMs: 10,
      onError: () => {
        throw new Error('reporter down');
      },
    });
    const locker = openSqliteDatabase(path);
    locker.exec('BEGIN EXCLUSIVE');
    expect(() =>
      sink.listener({ event: 'run_start', task_id: 't', run_id: 'r', round: 0, timestamp: Date.now() }),
    ).not.toThrow();
    expect(() => vi.advanceTimersByTime(100)).not.toThrow();
    locker.exec('ROLLBACK');
    locker.close();
    expect(() => vi.advanceTimersByTime(100)).not.toThrow();
    expect(sink.written).toBe(1);
    sink.close();
  });

  it('redacts secrets before they reach the store', () => {
    const path = freshPath();
    const sink = createSqliteSink({ path });
    sink.listener({
      event: 'llm_response',
      task_id: 't',
      run_id: 'r',
      round: 1,
      timestamp: Date.now(),
      error_message: '401: Authorization: Bearer sk-proj-abcdefghijklmnopqrstuvwx rejected',
    });
    sink.close();
    const db = openStoreForRead(path);
    const [event] = queryTask(db, 't');
    db.close();
    expect(event?.error_message).not.toContain('sk-proj-abcdefghijklmnop');
    expect(event?.error_message).toContain('[redacted]');
  });
});

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
    // v5 added the runs view's and the would-have-stopped trips' indexes.
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(indexes).toEqual([
      'events_observed',
      'events_rounds',
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

  it('names a missing file and a file that is not a store', () => {
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
    expect(rows).toEqual([
      {
        date: '2026-11-28',
        taskType: 'etl',
        agentName: 'cleaner',
        model: null,
        calls: 5,
        tokens: 5_500,
        cost: expect.closeTo(6, 9),
        currency: 'USD',
        trips: { GUARD_LOOP_DETECTED: 1 },
      },
      {
        date: '2026-11-29',
        taskType: 'docs',
        agentName: 'writer',
        model: null,
        calls: 3,
        tokens: 3_300,
        cost: expect.closeTo(3.6, 9),
        currency: 'USD',
        trips: { GUARD_ROUND_LIMIT: 1 },
      },
    ]);
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

  it('rolls tool_shares up by index and rowid range only, never by scanning the events', () => {
    const db = openSqliteDatabase(freshPath());
    migrate(db);
    const plan = (
      db.prepare(`EXPLAIN QUERY PLAN ${rollUpToolShares}`).all({ first: 1 }) as { detail: string }[]
    )
      .map((row) => row.detail)
      .filter((detail) => /\bevents\b|\bcall\b/.test(detail));
    expect(plan.length).toBeGreaterThan(0);
    for (const step of plan)
      expect(step).toMatch(
        /^SEARCH (events|call) USING (INTEGER PRIMARY KEY \(rowid>\?\)|COVERING INDEX events_rounds)/,
      );
    db.close();
  });
});
