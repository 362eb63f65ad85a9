import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import type { EventRow } from '../src/stores/sqlite/event-row.js';
import type { SqliteDatabase } from '../src/stores/sqlite/sqlite-database.js';
import { built } from './built.js';
import { syntheticEvents } from './synthetic-events.js';

// Schema v9's SQLite writer beside this build's (v10) in one run, alternated: v9's per-row triggers kept the
// tool rollups but tool_shares; v10's writer keeps them all with one statement each per batch.

const { createRowWriter } = await built<typeof import('../src/stores/sqlite/write-rows.js')>(
  'stores/sqlite/write-rows.js',
);
const { migrate, rollUpToolSharesBeforeV12 } =
  await built<typeof import('../src/stores/sqlite/schema.js')>('stores/sqlite/schema.js');
const { openSqliteDatabase } = await built<typeof import('../src/stores/sqlite/load-driver.js')>(
  'stores/sqlite/load-driver.js',
);
const { createEventRows, eventColumns } = await built<typeof import('../src/stores/sqlite/event-row.js')>(
  'stores/sqlite/event-row.js',
);

/**
 * The writer of schema v9, as it was (write-rows.ts before v10): rows in statements of 50 in one IMMEDIATE
 * transaction, then tool_shares once; the v9 triggers keep the other tool rollups row by row.
 */
function v9Writer(db: SqliteDatabase): (rows: readonly EventRow[]) => void {
  const placeholders = `(${eventColumns.map(() => '?').join(', ')})`;
  const statement = (rows: number) =>
    db.prepare(
      `INSERT INTO events (${eventColumns.join(', ')}) VALUES ${Array(rows).fill(placeholders).join(', ')}`,
    );
  const insertMany = statement(50);
  const insertOne = statement(1);
  const firstNewId = db.prepare('SELECT coalesce(max(id), 0) + 1 AS first FROM events');
  const rollUpShares = db.prepare(rollUpToolSharesBeforeV12);
  return db.transaction((rows: readonly EventRow[]) => {
    const { first } = firstNewId.get() as { first: number };
    let index = 0;
    for (; index + 50 <= rows.length; index += 50) insertMany.run(rows.slice(index, index + 50).flat());
    for (; index < rows.length; index++) insertOne.run(rows[index]);
    rollUpShares.run({ first });
  }).immediate;
}

/** A store at `schema` (9: its triggers; 10: this build) and its writer. */
function storeAt(schema: 9 | 10, path: string) {
  const db = openSqliteDatabase(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -65536');
  // This build's writer needs this build's schema (v12's round_calls): "v10" is the writer since v10.
  migrate(db, schema === 9 ? 9 : undefined);
  if (schema === 9) return { db, write: v9Writer(db) };
  const writer = createRowWriter(db);
  return { db, write: (rows: readonly EventRow[]) => writer(rows, Number.POSITIVE_INFINITY) };
}

/** A huge round as the guard emits it: the answer, `calls` parallel tool calls, then their results. */
function hugeRound(calls: number, run: string): EventRow[] {
  const rowOf = createEventRows();
  const base = { task_id: `task-${run}`, run_id: run, round: 1, timestamp: Date.UTC(2026, 11, 6) };
  const rows = [
    rowOf({
      ...base,
      event: 'llm_response',
      token_usage: { prompt: 9_000, completion: 1_000, cached: 0, total: 10_000 },
    }),
  ];
  for (let call = 0; call < calls; call++)
    rows.push(
      rowOf({
        ...base,
        event: 'tool_call',
        tool_name: call % 3 === 0 ? 'write_file' : 'read_file',
        tool_call_id: `call_${call}`,
        tool_args_hash: `h${call}`,
        action_signature: `read_file({"path":"/data/${call}.csv"})`,
      }),
    );
  for (let call = 0; call < calls; call++)
    rows.push(
      rowOf({
        ...base,
        event: 'tool_result',
        tool_name: call % 3 === 0 ? 'write_file' : 'read_file',
        tool_call_id: `call_${call}`,
        latency_ms: 3 + (call % 40),
        status: 'succeeded',
      }),
    );
  return rows;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Figures of one schema's writer: a huge round's write, and ingest of synthetic events. */
interface WriterFigures {
  readonly roundMs: number[];
  readonly perSecond: number[];
  /** The same round's rows into a table of the same columns without indexes or triggers: the floor. */
  readonly floorMs: number[];
}

/**
 * The SQLite writer of schema v9 (tool rollups by per-row triggers) and of this build (v10: one statement
 * each per batch) side by side in one run, alternated: the write of one huge round (`calls` parallel calls
 * and their results, one batch) into a store holding `history` events, and ingest of `events` synthetic
 * events in batches of 1,000 (events/s, the writer alone, no sink around it).
 */
export function measureToolRollupsSideBySide(
  calls = 1_000,
  history = 100_000,
  events = 200_000,
  trials = 3,
): Record<9 | 10, WriterFigures> {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-'));
  const rowOf = createEventRows();
  const synthetic = [...syntheticEvents(history + events)].map((event) => rowOf(event));
  const figures: Record<9 | 10, WriterFigures> = {
    9: { roundMs: [], perSecond: [], floorMs: [] },
    10: { roundMs: [], perSecond: [], floorMs: [] },
  };
  for (let trial = 0; trial < trials; trial++) {
    for (const schema of trial % 2 === 0 ? ([9, 10] as const) : ([10, 9] as const)) {
      const { db, write } = storeAt(schema, join(directory, `v${schema}-${trial}.db`));
      for (let index = 0; index < history; index += 1_000) write(synthetic.slice(index, index + 1_000));
      const started = performance.now();
      for (let index = history; index < history + events; index += 1_000)
        write(synthetic.slice(index, index + 1_000));
      figures[schema].perSecond.push((events * 1_000) / (performance.now() - started));
      for (let round = 0; round < 5; round++) {
        const rows = hugeRound(calls, `huge-${trial}-${round}`);
        const begun = performance.now();
        write(rows);
        figures[schema].roundMs.push(performance.now() - begun);
      }
      db.exec('CREATE TABLE plain AS SELECT * FROM events WHERE false');
      const plainInsert = (rows: number) =>
        db.prepare(
          `INSERT INTO plain (${eventColumns.join(', ')}) VALUES ${Array(rows)
            .fill(`(${eventColumns.map(() => '?').join(', ')})`)
            .join(', ')}`,
        );
      const [plainMany, plainOne] = [plainInsert(50), plainInsert(1)];
      const floor = db.transaction((rows: readonly EventRow[]) => {
        let index = 0;
        for (; index + 50 <= rows.length; index += 50) plainMany.run(rows.slice(index, index + 50).flat());
        for (; index < rows.length; index++) plainOne.run(rows[index]);
      }).immediate;
      for (let round = 0; round < 5; round++) {
        const rows = hugeRound(calls, `floor-${trial}-${round}`);
        const begun = performance.now();
        floor(rows);
        figures[schema].floorMs.push(performance.now() - begun);
      }
      db.close();
    }
  }
  rmSync(directory, { recursive: true, force: true });
  return figures;
}

/** Prints {@link measureToolRollupsSideBySide}: medians and ranges, v9 beside v10, and the ratio. */
export function reportToolRollupsSideBySide(calls = 1_000): void {
  const figures = measureToolRollupsSideBySide(calls);
  const range = (values: readonly number[], digits: number, scale = 1) =>
    `${(Math.min(...values) / scale).toFixed(digits)}–${(Math.max(...values) / scale).toFixed(digits)}`;
  const table = new Table({
    head: [
      'SQLite writer, same run, alternated',
      `one round of ${calls.toLocaleString('en-US')} calls + results, ms (median, range)`,
      'ingest, thousand events/s (median, range)',
    ],
    style: { head: [], border: [] },
  });
  for (const schema of [9, 10] as const)
    table.push([
      schema === 9 ? 'v9: tool rollups by per-row triggers' : 'v10: one statement each per batch',
      `${median(figures[schema].roundMs).toFixed(1)} (${range(figures[schema].roundMs, 1)})`,
      `${(median(figures[schema].perSecond) / 1_000).toFixed(1)} (${range(figures[schema].perSecond, 1, 1_000)})`,
    ]);
  console.log(table.toString());
  const floorMs = [...figures[9].floorMs, ...figures[10].floorMs];
  console.log(
    `v10 / v9: huge round ${(median(figures[10].roundMs) / median(figures[9].roundMs)).toFixed(2)}× the time, ingest ${(median(figures[10].perSecond) / median(figures[9].perSecond)).toFixed(2)}× the events/s; floor (the round's rows into a table without indexes or triggers, same run) ${median(floorMs).toFixed(1)} ms (${range(floorMs, 1)})\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportToolRollupsSideBySide();
