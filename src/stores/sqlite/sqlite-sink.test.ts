import { afterEach, describe, expect, it, vi } from 'vitest';
import { countEvents, freshStorePath } from '../../../test/helpers/sqlite-files.js';
import { createGuard } from '../../guard/guard.js';
import { openSqliteDatabase } from './load-driver.js';
import { openStoreForRead } from './open-store.js';
import { queryTask } from './queries.js';
import { createSqliteSink } from './sqlite-sink.js';
import { StoreError } from './store-error.js';

const freshPath = freshStorePath;
const count = countEvents;

describe('createSqliteSink', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a full batch on the next turn of the loop and keeps the rest buffered', async () => {
    const path = freshPath();
    const sink = createSqliteSink({ path, batchSize: 4, flushIntervalMs: 60_000 });
    const guard = createGuard({ onEvent: sink.listener });
    guard.beforeCall().end({ text: 'a' }); // run_start, llm_request, llm_response
    guard.beforeCall().end({ text: 'b' }); // 2 more: the fourth event fills the batch
    expect(sink.written).toBe(0); // the agent's call only buffered
    await new Promise((resolve) => setImmediate(resolve));
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

  it('keeps events while the store is locked, reports once, and writes them once it frees', async () => {
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
    for (let round = 0; round < 50; round++) {
      guard.beforeCall().end({ text: `answer ${round}` });
      await new Promise((resolve) => setImmediate(resolve)); // the drain tries the locked store
    }
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
