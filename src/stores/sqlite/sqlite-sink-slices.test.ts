import { describe, expect, it } from 'vitest';
import { countEvents, freshStorePath } from '../../../test/helpers/sqlite-files.js';
import type { GuardEvent } from '../../events/types.js';
import { nextTurn, takeTurn } from '../../utils/loop-turns.js';
import { openSqliteDatabase } from './load-driver.js';
import { openStoreForRead } from './open-store.js';
import { createSqliteSink, type SqliteSink } from './sqlite-sink.js';
import { StoreError } from './store-error.js';

/** A round of `calls` parallel tool calls as the guard emits it: the answer that asked for them, then each call. */
function burst(calls: number, run = 'r'): GuardEvent[] {
  const timestamp = Date.now();
  const answer: GuardEvent = {
    event: 'llm_response',
    task_id: 't',
    run_id: run,
    round: 1,
    timestamp,
    token_usage: { prompt: 900, completion: 100, cached: 0, total: 1_000 },
  };
  return [
    answer,
    ...Array.from(
      { length: calls },
      (_, index): GuardEvent => ({
        event: 'tool_call',
        task_id: 't',
        run_id: run,
        round: 1,
        timestamp,
        tool_name: index % 3 === 0 ? 'write_file' : 'read_file',
        tool_call_id: `call_${index}`,
        action_signature: `read_file({"path":"/data/${index}.csv"})`,
      }),
    ),
  ];
}

const emit = (sink: SqliteSink, events: readonly GuardEvent[]) => {
  for (const event of events) sink.listener(event);
};

/** Lets the event loop turn until the sink has nothing buffered; returns the turns it took. */
async function drained(sink: SqliteSink, limitMs = 10_000): Promise<number> {
  let turns = 0;
  // A limit in time, not turns: while its checkpoint thread copies the WAL's last frames the sink holds its
  // writes for a moment (wal-checkpointer.ts), and the loop turns fast meanwhile.
  const deadline = performance.now() + limitMs;
  while (sink.buffered > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
    turns++;
  }
  return turns;
}

/** The stored events' call ids (or event names) in the order written. */
function storedOrder(path: string): string[] {
  const db = openStoreForRead(path);
  const rows = db.prepare('SELECT event, tool_call_id FROM events ORDER BY id').all() as {
    event: string;
    tool_call_id: string | null;
  }[];
  db.close();
  return rows.map((row) => row.tool_call_id ?? row.event);
}

const emittedOrder = (events: readonly GuardEvent[]) =>
  events.map((event) => event.tool_call_id ?? event.event);

/** The tool_shares rollup, without the rows a round's growth moved back to zero. */
function shares(path: string): unknown[] {
  const db = openStoreForRead(path);
  const rows = db
    .prepare(
      'SELECT tool_name, round_calls, tokens FROM tool_shares WHERE tokens <> 0 ORDER BY tool_name, round_calls',
    )
    .all();
  db.close();
  return rows;
}

describe('createSqliteSink, writes in slices', () => {
  it('writes a burst bigger than a batch in several slices on the next turns of the loop, in order', async () => {
    const path = freshStorePath();
    const sink = createSqliteSink({ path, batchSize: 500, maxWriteMs: 0, flushIntervalMs: 60_000 });
    const events = burst(1_000);
    emit(sink, events);
    // The caller's run only buffered: the drain writes on the next turns, one statement per slice here.
    expect(sink.written).toBe(0);
    expect(sink.buffered).toBe(1_001);
    const turns = await drained(sink);
    expect(turns).toBeGreaterThanOrEqual(18);
    expect(sink.written).toBe(1_001);
    expect(storedOrder(path)).toEqual(emittedOrder(events));
    sink.close();

    // The rollup a round gets when its calls are written in slices is the one it gets written whole.
    const whole = freshStorePath();
    const wholeSink = createSqliteSink({ path: whole, batchSize: 5_000 });
    emit(wholeSink, events);
    wholeSink.close();
    expect(shares(path)).toEqual(shares(whole));
    expect(shares(path)).toEqual([
      { tool_name: 'read_file', round_calls: 1_000, tokens: 666_000 },
      { tool_name: 'write_file', round_calls: 1_000, tokens: 334_000 },
    ]);
  });

  it('drains its backlog on the turns its turn-taker gives, taking turns with other sliced work', async () => {
    const path = freshStorePath();
    const order: string[] = [];
    const sink = createSqliteSink({
      path,
      batchSize: 10,
      maxWriteMs: 60_000,
      flushIntervalMs: 60_000,
      takeTurn: (run) =>
        takeTurn(() => {
          order.push('write');
          run();
        }),
    });
    const events = burst(29);
    emit(sink, events);
    // Another piece of sliced work waiting on the same turns: each turn is the sink's or its, never both.
    const other = (async () => {
      for (let slice = 0; slice < 3; slice++) {
        await nextTurn();
        order.push('slice');
      }
    })();
    await other;
    await drained(sink);
    expect(order.slice(0, 6)).toEqual(['write', 'slice', 'write', 'slice', 'write', 'slice']);
    expect(sink.written).toBe(30);
    expect(storedOrder(path)).toEqual(emittedOrder(events));
    sink.close();
  });

  it('writes nothing inside the caller that filled batches, and writes them on the next turns', async () => {
    const path = freshStorePath();
    const sink = createSqliteSink({ path, batchSize: 10, maxWriteMs: 60_000, flushIntervalMs: 60_000 });
    const events = burst(1_999); // 2,000 events: a gateway's largest turn, short of the 5,000 past which the caller writes too
    emit(sink, events);
    expect(sink.written).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.written).toBe(10); // one slice per turn
    await drained(sink);
    expect(sink.written).toBe(2_000);
    expect(storedOrder(path)).toEqual(emittedOrder(events));
    sink.close();
  });

  it('leaves a backlog to the drain, and has each run of the caller write a slice too once it outgrows its catch-up point', async () => {
    const path = freshStorePath();
    // Ten batches of 10 are fewer than 5,000 events: the caller catches up past 5,000.
    const sink = createSqliteSink({ path, batchSize: 10, maxWriteMs: 60_000, flushIntervalMs: 60_000 });
    const events = burst(5_149);
    emit(sink, events.slice(0, 4_000));
    expect(sink.written).toBe(0); // 4,000 buffered: the drain's
    await Promise.resolve(); // a new run of the caller, before the loop turns
    emit(sink, events.slice(4_000, 5_100)); // one slice once 5,000 are buffered, then only buffers
    expect(sink.written).toBe(10);
    expect(sink.buffered).toBe(5_090);
    await Promise.resolve();
    emit(sink, events.slice(5_100)); // the next run: one slice again
    expect(sink.written).toBe(20);
    await drained(sink);
    expect(sink.written).toBe(5_150);
    expect(storedOrder(path)).toEqual(emittedOrder(events));
    sink.close();
  });

  it('writes whole batches inside the caller that never lets the loop turn, before its buffer would drop events', () => {
    const path = freshStorePath();
    const sink = createSqliteSink({ path, batchSize: 10, maxBuffer: 100, maxWriteMs: 0 });
    const events = burst(999);
    emit(sink, events);
    expect(sink.dropped).toBe(0);
    expect(sink.buffered).toBeLessThanOrEqual(50);
    sink.close();
    expect(storedOrder(path)).toEqual(emittedOrder(events));
  });

  it('close() writes the whole of a burst still draining', () => {
    const path = freshStorePath();
    const sink = createSqliteSink({ path, batchSize: 100, maxWriteMs: 0 });
    const events = burst(1_000);
    emit(sink, events);
    expect(sink.buffered).toBeGreaterThan(900);
    sink.close();
    expect(sink.buffered).toBe(0);
    expect(sink.dropped).toBe(0);
    expect(countEvents(path)).toBe(1_001);
    expect(storedOrder(path)).toEqual(emittedOrder(events));
  });

  it('keeps the rest of a burst when a slice fails, reports once, and writes all of it in order when the store frees', async () => {
    const path = freshStorePath();
    const reports: StoreError[] = [];
    const sink = createSqliteSink({
      path,
      batchSize: 100,
      maxWriteMs: 0,
      busyTimeoutMs: 0,
      flushIntervalMs: 5,
      maxRetryIntervalMs: 5,
      onError: (error) => reports.push(error as StoreError),
    });
    const events = burst(1_000);
    emit(sink, events);
    await new Promise((resolve) => setImmediate(resolve)); // the drain's first slice
    expect(sink.written).toBe(50);
    const locker = openSqliteDatabase(path);
    locker.exec('BEGIN EXCLUSIVE');
    await new Promise((resolve) => setImmediate(resolve));
    expect(sink.failing).toBe(true);
    expect(sink.written).toBe(50);
    expect(sink.buffered).toBe(951);
    locker.exec('COMMIT');
    locker.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await drained(sink);
    expect(sink.failing).toBe(false);
    expect(sink.written).toBe(1_001);
    expect(sink.dropped).toBe(0);
    expect(reports.map((report) => StoreError.isInstance(report) && report.code)).toEqual([
      'LOOPGUARD_STORE_WRITE',
      'LOOPGUARD_STORE_RECOVERED',
    ]);
    sink.close();
    expect(storedOrder(path)).toEqual(emittedOrder(events));
  });
});
