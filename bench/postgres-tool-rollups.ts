import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import type { EventRow } from '../src/stores/sqlite/event-row.js';
import { type PostgresServer, psql, startPostgres } from '../test/helpers/postgres-server.js';
import { built } from './built.js';
import { syntheticEvents } from './synthetic-events.js';

// Schema v9's PostgreSQL writer beside this build's (v10) in one run, alternated: v9's trigger kept every
// rollup; v10's trigger keeps the daily ones and the sink's batch statement the tool ones.

const { openPool } = await built<typeof import('../src/stores/postgres/open-pool.js')>(
  'stores/postgres/open-pool.js',
);
const { migratePostgres } =
  await built<typeof import('../src/stores/postgres/schema.js')>('stores/postgres/schema.js');
const { arrayLiteral, insertBatch } = await built<typeof import('../src/stores/postgres/insert-batch.js')>(
  'stores/postgres/insert-batch.js',
);
const { createEventRows, eventColumns } = await built<typeof import('../src/stores/sqlite/event-row.js')>(
  'stores/sqlite/event-row.js',
);
const { isIntegerEventColumn, postgresEventType } =
  await built<typeof import('../src/stores/schema-tables.js')>('stores/schema-tables.js');

type Pool = ReturnType<typeof openPool>;

/** The sink's batch statement of schema v9, as it was (insert-batch.ts before v10): the events alone. */
const v9InsertSql = `WITH batch AS (
    INSERT INTO loopguard_batches (id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id)
  INSERT INTO events (${eventColumns.join(', ')})
  SELECT * FROM unnest(${eventColumns.map((column, index) => `$${index + 2}::${postgresEventType(column)}[]`).join(', ')})
  WHERE EXISTS (SELECT 1 FROM batch)`;

async function insertV9(pool: Pool, rows: readonly EventRow[]): Promise<void> {
  const values: string[] = [crypto.randomUUID()];
  for (let column = 0; column < eventColumns.length; column++)
    values.push(arrayLiteral(rows, column, isIntegerEventColumn(eventColumns[column] as never)));
  await pool.query({ name: 'loopguard_insert_batch_v9', text: v9InsertSql, values });
}

/** A writer's synthetic events as rows, its task and run ids its own (as two agents' sinks write them). */
function writerRows(writer: string, events: number): EventRow[] {
  const rowOf = createEventRows();
  return [...syntheticEvents(events)].map((event) =>
    rowOf({ ...event, task_id: `${writer}-${event.task_id}`, run_id: `${writer}-${event.run_id}` }),
  );
}

/** A huge round: the answer, `calls` parallel tool calls, then their results, as one batch's rows. */
function hugeRound(calls: number, run: string): EventRow[] {
  const rowOf = createEventRows();
  const base = { task_id: `task-${run}`, run_id: run, round: 1, timestamp: Date.UTC(2026, 11, 6) };
  const usage = { prompt: 9_000, completion: 1_000, cached: 0, total: 10_000 };
  const tool = (call: number) => (call % 3 === 0 ? 'write_file' : 'read_file');
  return [
    rowOf({ ...base, event: 'llm_response', token_usage: usage, cost: 0.01, currency: 'USD' }),
    ...Array.from({ length: calls }, (_, call) =>
      rowOf({
        ...base,
        event: 'tool_call',
        tool_name: tool(call),
        tool_call_id: `call_${call}`,
        tool_args_hash: `h${call}`,
        action_signature: `read_file({"path":"/data/${call}.csv"})`,
      }),
    ),
    ...Array.from({ length: calls }, (_, call) =>
      rowOf({
        ...base,
        event: 'tool_result',
        tool_name: tool(call),
        tool_call_id: `call_${call}`,
        latency_ms: 3 + (call % 40),
      }),
    ),
  ];
}

/** One schema's figures: ingest from two writers at once (events/s), and huge rounds' batches (ms). */
interface SchemaFigures {
  readonly perSecond: number[];
  readonly roundMs: number[];
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * v9 and v10 side by side, alternated over `trials`: each a new database; two writers at once (one
 * connection each) write `perWriter` events each in batches of 1,000 from an empty table, as two sinks do;
 * then five huge rounds (`calls` calls and their results), each one batch.
 */
export async function measurePostgresToolRollups(
  server: PostgresServer,
  perWriter = 100_000,
  calls = 1_000,
  trials = 3,
): Promise<Record<9 | 10, SchemaFigures>> {
  const rows = [writerRows('a', perWriter), writerRows('b', perWriter)];
  const figures: Record<9 | 10, SchemaFigures> = {
    9: { perSecond: [], roundMs: [] },
    10: { perSecond: [], roundMs: [] },
  };
  for (let trial = 0; trial < trials; trial++) {
    for (const schema of trial % 2 === 0 ? ([9, 10] as const) : ([10, 9] as const)) {
      const name = `tool_rollups_v${schema}_${trial}`;
      psql(server, `CREATE DATABASE ${name}`);
      const url = server.url.replace(/\/postgres$/, `/${name}`);
      const pool = openPool(url, { max: 2 });
      // This build's batch statement needs this build's schema (v12's round_calls): "v10" is the writer since v10.
      await migratePostgres(pool, url, schema === 9 ? 9 : undefined);
      const write = (batch: readonly EventRow[]) =>
        schema === 9 ? insertV9(pool, batch) : insertBatch(pool, crypto.randomUUID(), batch);
      const started = performance.now();
      await Promise.all(
        rows.map(async (own) => {
          for (let index = 0; index < own.length; index += 1_000)
            await write(own.slice(index, index + 1_000));
        }),
      );
      figures[schema].perSecond.push((2 * perWriter * 1_000) / (performance.now() - started));
      for (let round = 0; round < 5; round++) {
        const batch = hugeRound(calls, `huge-${round}`);
        const begun = performance.now();
        await write(batch);
        figures[schema].roundMs.push(performance.now() - begun);
      }
      await pool.end();
      psql(server, `DROP DATABASE ${name}`);
    }
  }
  return figures;
}

/** Prints {@link measurePostgresToolRollups}: medians and ranges, v9 beside v10, and the ratios. */
export async function reportPostgresToolRollups(server: PostgresServer, calls = 1_000): Promise<void> {
  const figures = await measurePostgresToolRollups(server, undefined, calls);
  const range = (values: readonly number[], digits: number, scale = 1) =>
    `${(Math.min(...values) / scale).toFixed(digits)}–${(Math.max(...values) / scale).toFixed(digits)}`;
  const table = new Table({
    head: [
      'PostgreSQL writer, same run, alternated',
      'ingest, two writers at once, thousand events/s (median, range)',
      `one round of ${calls.toLocaleString('en-US')} calls + results, ms (median, range)`,
    ],
    style: { head: [], border: [] },
  });
  for (const schema of [9, 10] as const)
    table.push([
      schema === 9 ? 'v9: every rollup in the trigger' : 'v10: tool rollups in the batch statement',
      `${(median(figures[schema].perSecond) / 1_000).toFixed(1)} (${range(figures[schema].perSecond, 1, 1_000)})`,
      `${median(figures[schema].roundMs).toFixed(1)} (${range(figures[schema].roundMs, 1)})`,
    ]);
  console.log(table.toString());
  console.log(
    `v10 / v9: ingest ${(median(figures[10].perSecond) / median(figures[9].perSecond)).toFixed(2)}× the events/s, huge round ${(median(figures[10].roundMs) / median(figures[9].roundMs)).toFixed(2)}× the time\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startPostgres({ settings: ['shared_buffers = 512MB', 'max_wal_size = 4GB'] });
  try {
    await reportPostgresToolRollups(server);
  } finally {
    server.destroy();
  }
}
