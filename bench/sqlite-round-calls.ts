import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import type { EventRow } from '../src/stores/sqlite/event-row.js';
import type { SqliteDatabase } from '../src/stores/sqlite/sqlite-database.js';
import { built } from './built.js';
import { hugeRound, median } from './huge-round.js';
import { syntheticEvents } from './synthetic-events.js';

// Schema v11's SQLite writer (main before v12) beside this build's (v12) in one run, alternated: v11's
// tool_shares statement counted and re-read every earlier call of each round a batch touched; v12's reads the
// round's row of round_calls and its few rows of round_shares. Usage: `node --import tsx bench/sqlite-round-calls.ts`.

const { createRowWriter } = await built<typeof import('../src/stores/sqlite/write-rows.js')>(
  'stores/sqlite/write-rows.js',
);
const { migrate, rollUpToolSharesBeforeV12, rollUpToolTables } =
  await built<typeof import('../src/stores/sqlite/schema.js')>('stores/sqlite/schema.js');
const { openSqliteDatabase } = await built<typeof import('../src/stores/sqlite/load-driver.js')>(
  'stores/sqlite/load-driver.js',
);
const { createEventRows, eventColumns } = await built<typeof import('../src/stores/sqlite/event-row.js')>(
  'stores/sqlite/event-row.js',
);
const { createSqliteSink } = await built<typeof import('../src/stores/sqlite/sqlite-sink.js')>(
  'stores/sqlite/sqlite-sink.js',
);

type Schema = 11 | 12;

/**
 * The writer of schema v11, as main has it (write-rows.ts before v12): rows in statements of 50 in one
 * IMMEDIATE transaction, then tool_totals, tool_arguments, tool_results and tool_shares once each.
 */
function v11Writer(db: SqliteDatabase): (rows: readonly EventRow[]) => void {
  const placeholders = `(${eventColumns.map(() => '?').join(', ')})`;
  const statement = (rows: number) =>
    db.prepare(
      `INSERT INTO events (${eventColumns.join(', ')}) VALUES ${Array(rows).fill(placeholders).join(', ')}`,
    );
  const insertMany = statement(50);
  const insertOne = statement(1);
  const firstNewId = db.prepare('SELECT coalesce(max(id), 0) + 1 AS first FROM events');
  const rollUps = [...rollUpToolTables, rollUpToolSharesBeforeV12].map((sql) => db.prepare(sql));
  return db.transaction((rows: readonly EventRow[]) => {
    const { first } = firstNewId.get() as { first: number };
    let index = 0;
    for (; index + 50 <= rows.length; index += 50) insertMany.run(rows.slice(index, index + 50).flat());
    for (; index < rows.length; index++) insertOne.run(rows[index]);
    for (const rollUp of rollUps) rollUp.run({ first });
  }).immediate;
}

/** A store at `schema` (11: main's writer; 12: this build's) and its writer, as the sink opens it. */
function storeAt(schema: Schema, path: string) {
  const db = openSqliteDatabase(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  migrate(db, schema);
  if (schema === 11) return { db, write: v11Writer(db) };
  const writer = createRowWriter(db);
  return { db, write: (rows: readonly EventRow[]) => writer(rows, Number.POSITIVE_INFINITY) };
}

/** One schema's figures. */
interface Figures {
  /** One huge round, ms, per batch size. */
  readonly roundMs: Record<number, number[]>;
  /** Synthetic events (small rounds) in batches of 500, events/s. */
  readonly perSecond: number[];
}

/**
 * Both writers side by side, `trials` pairs of stores: into a store of `history` synthetic events, `events`
 * more in batches of 500 (the sink's batch: a normal workload of small rounds), then one round of `calls`
 * parallel calls and their results in batches of each of `batchSizes` (50: one insert statement, the least a
 * sink's slice writes; 500: the sink's full batch). The two stores are written batch by batch in turn (which
 * goes first alternates), so a shared machine's swings fall on both alike.
 */
export function measureRoundCallsSideBySide(
  calls = 15_000,
  batchSizes: readonly number[] = [50, 500],
  history = 100_000,
  events = 100_000,
  trials = 3,
): Record<Schema, Figures> {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-rounds-'));
  const rowOf = createEventRows();
  const synthetic = [...syntheticEvents(history + events)].map((event) => rowOf(event));
  const empty = (): Figures => ({
    roundMs: Object.fromEntries(batchSizes.map((size) => [size, []])),
    perSecond: [],
  });
  const figures: Record<Schema, Figures> = { 11: empty(), 12: empty() };
  const schemas = [11, 12] as const;
  for (let trial = 0; trial < trials; trial++) {
    const stores = schemas.map((schema) => storeAt(schema, join(directory, `v${schema}-${trial}.db`)));
    /** Writes `batch` to both stores in turn; adds each one's time to `spent`. */
    let turn = 0;
    const writeBoth = (batch: readonly EventRow[], spent: number[]) => {
      turn++;
      for (const index of turn % 2 === 0 ? [0, 1] : [1, 0]) {
        const begun = performance.now();
        stores[index]?.write(batch);
        spent[index] = (spent[index] ?? 0) + performance.now() - begun;
      }
    };
    for (let index = 0; index < history; index += 500) writeBoth(synthetic.slice(index, index + 500), []);
    const ingest: number[] = [0, 0];
    for (let index = history; index < history + events; index += 500)
      writeBoth(synthetic.slice(index, index + 500), ingest);
    schemas.forEach((schema, index) => {
      figures[schema].perSecond.push((events * 1_000) / (ingest[index] as number));
    });
    for (const size of batchSizes) {
      const rows = hugeRound(calls, `huge-${trial}-${size}`);
      const spent: number[] = [0, 0];
      for (let index = 0; index < rows.length; index += size)
        writeBoth(rows.slice(index, index + size), spent);
      schemas.forEach((schema, index) => {
        figures[schema].roundMs[size]?.push(spent[index] as number);
      });
    }
    for (const store of stores) store.db.close();
  }
  rmSync(directory, { recursive: true, force: true });
  return figures;
}

/** This build's sink (default options) writing one round of `calls` calls and their results, ms to close. */
export function measureSinkRound(calls = 15_000, trials = 3): number[] {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-sink-'));
  const times: number[] = [];
  for (let trial = 0; trial < trials; trial++) {
    const db = openSqliteDatabase(join(directory, `sink-${trial}.db`));
    const sink = createSqliteSink({ db });
    const base = { task_id: 'task', run_id: `run-${trial}`, round: 1, timestamp: Date.UTC(2026, 11, 7) };
    const started = performance.now();
    sink.listener({
      ...base,
      event: 'llm_response',
      token_usage: { prompt: 9, completion: 1, cached: 0, total: 10 },
    });
    for (let call = 0; call < calls; call++)
      sink.listener({ ...base, event: 'tool_call', tool_name: 'read_file', tool_call_id: `c${call}` });
    for (let call = 0; call < calls; call++)
      sink.listener({
        ...base,
        event: 'tool_result',
        tool_name: 'read_file',
        tool_call_id: `c${call}`,
        latency_ms: 3,
      });
    sink.close();
    times.push(performance.now() - started);
    db.close();
  }
  rmSync(directory, { recursive: true, force: true });
  return times;
}

/** Prints {@link measureRoundCallsSideBySide} and {@link measureSinkRound}: medians and ranges, and the ratios. */
export function reportRoundCallsSideBySide(calls = 15_000, trials = 5): void {
  const batchSizes = [50, 500];
  const figures = measureRoundCallsSideBySide(calls, batchSizes, 100_000, 100_000, trials);
  const range = (values: readonly number[], digits: number, scale = 1) =>
    `${(Math.min(...values) / scale).toFixed(digits)}–${(Math.max(...values) / scale).toFixed(digits)}`;
  const cell = (values: readonly number[], digits: number, scale = 1) =>
    `${(median(values) / scale).toFixed(digits)} (${range(values, digits, scale)})`;
  const table = new Table({
    head: [
      'SQLite writer, same run, batch by batch in turn',
      ...batchSizes.map(
        (size) => `one round of ${calls.toLocaleString('en-US')} calls + results in batches of ${size}, ms`,
      ),
      'small rounds: ingest in batches of 500, thousand events/s',
    ],
    style: { head: [], border: [] },
  });
  for (const schema of [11, 12] as const)
    table.push([
      schema === 11 ? 'v11 (main): each batch re-reads its rounds' : 'v12: round_calls',
      ...batchSizes.map((size) => cell(figures[schema].roundMs[size] ?? [], 1)),
      cell(figures[schema].perSecond, 1, 1_000),
    ]);
  console.log(table.toString());
  const ratio = (schema: Schema, size: number) => median(figures[schema].roundMs[size] ?? []);
  console.log(
    `v12 / v11: huge round ${batchSizes.map((size) => `${(ratio(12, size) / ratio(11, size)).toFixed(3)}× the time in batches of ${size}`).join(', ')}; small-round ingest ${(median(figures[12].perSecond) / median(figures[11].perSecond)).toFixed(2)}× the events/s`,
  );
  const sink = measureSinkRound(calls);
  console.log(`v12 sink (default options) writing the round to close(): ${cell(sink, 1)} ms\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportRoundCallsSideBySide();
