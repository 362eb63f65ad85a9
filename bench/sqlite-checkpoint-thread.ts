import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import { built } from './built.js';
import { syntheticEvents } from './synthetic-events.js';

// The SQLite sink with its WAL checkpoints in a worker thread beside the same sink with SQLite's automatic
// checkpoint inside the commits, in one run, alternated (issue 32): how long the event loop is held at a time.

const { createSqliteSink } = await built<typeof import('../src/stores/sqlite/sqlite-sink.js')>(
  'stores/sqlite/sqlite-sink.js',
);

type Mode = 'thread' | 'automatic';

interface Trial {
  /** Longest time between two turns of a `setImmediate` ticker: the longest stretch the loop was held. */
  readonly longestMs: number;
  readonly p99Ms: number;
  /** Stretches of 5 ms or more. */
  readonly over5: number;
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
  return {
    longestMs: sorted.at(-1) ?? 0,
    p99Ms: percentile(sorted, 99),
    over5: sorted.filter((gap) => gap >= 5).length,
    eventsPerSecond: total / seconds,
    maxWalMiB: maxWal / 2 ** 20,
    closeMs,
    reports,
    maxBuffered,
  };
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
      'p99 stretch, ms',
      'stretches ≥ 5 ms',
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
      of(mode, 'p99Ms').toFixed(2),
      String(of(mode, 'over5')),
      Math.round(of(mode, 'eventsPerSecond')).toLocaleString('en-US'),
      of(mode, 'maxWalMiB').toFixed(1),
      of(mode, 'closeMs').toFixed(1),
      String(of(mode, 'reports')),
      String(of(mode, 'maxBuffered')),
    ]);
  console.log(table.toString());
  console.log(
    `thread / automatic: longest stretch ${(of('thread', 'longestMs') / of('automatic', 'longestMs')).toFixed(2)}×, events/s ${(of('thread', 'eventsPerSecond') / of('automatic', 'eventsPerSecond')).toFixed(2)}×\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await reportCheckpointThread(
    Number(process.argv[2] ?? 3),
    Number(process.argv[3] ?? 300_000),
    Number(process.argv[4] ?? 100),
  );
