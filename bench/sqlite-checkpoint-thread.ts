import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import type { GuardEvent } from '../src/events/types.js';
import { built } from './built.js';
import { syntheticEvents } from './synthetic-events.js';

// The SQLite sink with its WAL checkpoints in a worker thread beside the same sink with SQLite's automatic
// checkpoint inside the commits, in one run, alternated (issue 32): how long the event loop is held at a time
// during a heavy flow (wall time between the turns of a ticker: on a loaded machine it includes the time the
// thread was not scheduled), and the row writer's slices timed alone, the same flow written without the sink.
// Usage: node --import tsx bench/sqlite-checkpoint-thread.ts [trials] [events] [events per turn]

const { createSqliteSink } = await built<typeof import('../src/stores/sqlite/sqlite-sink.js')>(
  'stores/sqlite/sqlite-sink.js',
);
const { openStoreForWrite } = await built<typeof import('../src/stores/sqlite/open-store.js')>(
  'stores/sqlite/open-store.js',
);
const { createRowWriter } = await built<typeof import('../src/stores/sqlite/write-rows.js')>(
  'stores/sqlite/write-rows.js',
);
const { createEventRows } = await built<typeof import('../src/stores/sqlite/event-row.js')>(
  'stores/sqlite/event-row.js',
);
const { startWalCheckpointer } = await built<typeof import('../src/stores/sqlite/wal-checkpointer.js')>(
  'stores/sqlite/wal-checkpointer.js',
);

type Mode = 'thread' | 'automatic';

interface Trial {
  /** Longest time between two turns of a `setImmediate` ticker: the longest stretch the loop was held. */
  readonly longestMs: number;
  /** Stretches of 5 ms or more, and their time in all. */
  readonly over5: number;
  readonly over5Ms: number;
  /** The sink's writes alone (the row writer's 2 ms slices, one per turn, as the sink's drain runs them). */
  readonly writeMaxMs: number;
  readonly writesOver5: number;
  readonly eventsPerSecond: number;
  readonly maxWalMiB: number;
  readonly closeMs: number;
  readonly reports: number;
  /** Most events buffered at once: a flow the sink keeps up with stays far below its backlog limits. */
  readonly maxBuffered: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * One heavy flow into a fresh store: `perTurn` events on every turn of the loop (a busy gateway's turn of
 * parallel calls is about 2,000; smaller pieces keep the producer's own work out of the stretches measured),
 * `total` in all, while a ticker on `setImmediate` records the gaps between its turns.
 */
async function trial(mode: Mode, total: number, perTurn: number): Promise<Trial> {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-ckpt-'));
  const path = join(directory, 'checkpoints.db');
  let reports = 0;
  const sink = createSqliteSink({ path, checkpointThread: mode === 'thread', onError: () => reports++ });
  const events = [...syntheticEvents(total)];
  const gaps: number[] = [];
  let maxWal = 0;
  let maxBuffered = 0;
  let running = true;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
    if (gaps.length % 64 === 0) maxWal = Math.max(maxWal, statSync(`${path}-wal`).size);
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const started = performance.now();
  for (let next = 0; next < events.length; next += perTurn) {
    for (const event of events.slice(next, next + perTurn)) sink.listener(event);
    maxBuffered = Math.max(maxBuffered, sink.buffered);
    await new Promise((resolve) => setImmediate(resolve));
  }
  while (sink.buffered > 0) await new Promise((resolve) => setImmediate(resolve));
  const seconds = (performance.now() - started) / 1_000;
  running = false;
  await new Promise((resolve) => setImmediate(resolve));
  const closing = performance.now();
  sink.close();
  const closeMs = performance.now() - closing;
  rmSync(directory, { recursive: true, force: true });
  const sorted = gaps.sort((a, b) => a - b);
  const writes = await timedWrites(mode, events);
  return {
    longestMs: sorted.at(-1) ?? 0,
    over5: sorted.filter((gap) => gap >= 5).length,
    over5Ms: sorted.filter((gap) => gap >= 5).reduce((sum, gap) => sum + gap, 0),
    writeMaxMs: Math.max(...writes),
    writesOver5: writes.filter((ms) => ms >= 5).length,
    eventsPerSecond: total / seconds,
    maxWalMiB: maxWal / 2 ** 20,
    closeMs,
    reports,
    maxBuffered,
  };
}

/** The wall time of each write of `events` in 2 ms slices, a turn of the loop between them, as the drain writes. */
async function timedWrites(mode: Mode, events: readonly GuardEvent[]): Promise<number[]> {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-ckpt-'));
  const db = openStoreForWrite(join(directory, 'writes.db'));
  const checkpointer = mode === 'thread' ? startWalCheckpointer(db, { report: () => {} }) : undefined;
  const write = createRowWriter(db);
  const rows = events.map(createEventRows());
  const times: number[] = [];
  for (let next = 0; next < rows.length; ) {
    // A hold: the sink leaves its events buffered and the loop free until the thread answers.
    if (checkpointer?.holding) await new Promise((resolve) => setTimeout(resolve, 1));
    else {
      const started = performance.now();
      const wrote = write(rows.slice(next, next + 500), 2);
      times.push(performance.now() - started);
      checkpointer?.committed(wrote);
      next += wrote;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  checkpointer?.close(2_000);
  db.close();
  rmSync(directory, { recursive: true, force: true });
  return times;
}

/** Alternates the two modes `trials` times each over the same flow. */
export async function measureCheckpointThread(
  trials = 3,
  total = 300_000,
  perTurn = 100,
): Promise<Record<Mode, Trial[]>> {
  const figures: Record<Mode, Trial[]> = { thread: [], automatic: [] };
  for (let round = 0; round < trials; round++)
    for (const mode of ['thread', 'automatic'] as const)
      figures[mode].push(await trial(mode, total, perTurn));
  return figures;
}

/** Prints {@link measureCheckpointThread}: medians (and the worst trial's longest stretch), side by side, and the ratio. */
export async function reportCheckpointThread(trials = 3, total = 300_000, perTurn = 100): Promise<void> {
  const figures = await measureCheckpointThread(trials, total, perTurn);
  const table = new Table({
    head: [
      `SQLite sink, ${total.toLocaleString('en-US')} events, alternated ×${trials}`,
      'longest stretch, ms (median; worst)',
      'stretches ≥ 5 ms (their ms)',
      'writes alone: longest, ms; ≥ 5 ms',
      'events/s',
      'largest WAL, MiB',
      'close, ms',
      'reports',
      'most buffered',
    ],
    style: { head: [], border: [] },
  });
  const of = (mode: Mode, key: keyof Trial) => median(figures[mode].map((figure) => figure[key]));
  for (const mode of ['thread', 'automatic'] as const)
    table.push([
      mode === 'thread' ? 'checkpoints in a worker thread' : "SQLite's automatic checkpoint (in the commit)",
      `${of(mode, 'longestMs').toFixed(1)}; ${Math.max(...figures[mode].map((figure) => figure.longestMs)).toFixed(1)}`,
      `${of(mode, 'over5')} (${Math.round(of(mode, 'over5Ms'))})`,
      `${of(mode, 'writeMaxMs').toFixed(1)}; ${of(mode, 'writesOver5')}`,
      Math.round(of(mode, 'eventsPerSecond')).toLocaleString('en-US'),
      of(mode, 'maxWalMiB').toFixed(1),
      of(mode, 'closeMs').toFixed(1),
      String(of(mode, 'reports')),
      String(of(mode, 'maxBuffered')),
    ]);
  console.log(table.toString());
  console.log(
    `thread / automatic: longest stretch ${(of('thread', 'longestMs') / of('automatic', 'longestMs')).toFixed(2)}×, longest write alone ${(of('thread', 'writeMaxMs') / of('automatic', 'writeMaxMs')).toFixed(2)}×, writes ≥ 5 ms ${(of('thread', 'writesOver5') / of('automatic', 'writesOver5')).toFixed(2)}×, events/s ${(of('thread', 'eventsPerSecond') / of('automatic', 'eventsPerSecond')).toFixed(2)}×\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await reportCheckpointThread(
    Number(process.argv[2] ?? 3),
    Number(process.argv[3] ?? 300_000),
    Number(process.argv[4] ?? 100),
  );
