import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFixtureStore } from '../../../test/helpers/fixture-store.js';
import { createGuard } from '../../guard/guard.js';
import { openStoreForRead, openStoreForWrite } from './open-store.js';
import { queryDaily, queryTask, queryTools } from './queries.js';
import { migrate, SCHEMA_VERSION, schemaVersion } from './schema.js';
import { createSqliteSink } from './sqlite-sink.js';
import { StoreError } from './store-error.js';

const directory = mkdtempSync(join(tmpdir(), 'loopguard-store-'));
let counter = 0;
const freshPath = () => join(directory, `store-${++counter}.db`);
const count = (path: string) => {
  const db = new Database(path, { readonly: true });
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

  it('keeps events while the store is locked, reports through the guard, and writes them once it frees', () => {
    const path = freshPath();
    const sink = createSqliteSink({ path, batchSize: 2, flushIntervalMs: 60_000, busyTimeoutMs: 0 });
    const locker = new Database(path);
    locker.exec('BEGIN EXCLUSIVE');
    const errors: unknown[] = [];
    const guard = createGuard({ onEvent: sink.listener, onError: (error) => errors.push(error) });
    guard.beforeCall().end({ text: 'a' });
    expect(errors.length).toBeGreaterThan(0);
    expect(StoreError.isInstance(errors[0]) && errors[0].code).toBe('LOOPGUARD_STORE_WRITE');
    expect(guard.rounds).toBe(1);
    expect(sink.buffered).toBe(3);
    locker.exec('COMMIT');
    locker.close();
    sink.close();
    expect(count(path)).toBe(3);
  });

  it('bounds the buffer of a failing store and counts what it drops', () => {
    const path = freshPath();
    const sink = createSqliteSink({ path, batchSize: 1, maxBuffer: 5, busyTimeoutMs: 0 });
    const locker = new Database(path);
    locker.exec('BEGIN EXCLUSIVE');
    for (let index = 0; index < 20; index++) {
      expect(() =>
        sink.listener({
          event: 'run_start',
          task_id: 't',
          run_id: `r${index}`,
          round: 0,
          timestamp: Date.now(),
        }),
      ).toThrow(/could not write/);
    }
    expect(sink.buffered).toBe(5);
    expect(sink.dropped).toBe(15);
    locker.exec('ROLLBACK');
    locker.close();
    sink.close();
    expect(count(path)).toBe(5);
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
    const old = new Database(path);
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
});
