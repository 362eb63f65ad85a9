import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import type { EventRow } from '../src/stores/sqlite/event-row.js';
import { type PostgresServer, psql, startPostgres } from '../test/helpers/postgres-server.js';
import { built } from './built.js';
import { hugeRound, median } from './huge-round.js';
import { syntheticEvents } from './synthetic-events.js';

// Schema v11's PostgreSQL batch statement (main before v12) beside this build's (v12) in one run, batch by
// batch in turn: v11's counted a touched round's calls and read each earlier one again; v12's reads
// round_calls and round_shares. Usage: `node --import tsx bench/postgres-round-calls.ts`.

const { openPool } = await built<typeof import('../src/stores/postgres/open-pool.js')>(
  'stores/postgres/open-pool.js',
);
const { migratePostgres } =
  await built<typeof import('../src/stores/postgres/schema.js')>('stores/postgres/schema.js');
const { arrayLiteral, insertBatch } = await built<typeof import('../src/stores/postgres/insert-batch.js')>(
  'stores/postgres/insert-batch.js',
);
const { rollUpWrittenTools, toolRollupColumns } = await built<
  typeof import('../src/stores/postgres/tool-batch-rollups.js')
>('stores/postgres/tool-batch-rollups.js');
const { createEventRows, eventColumns } = await built<typeof import('../src/stores/sqlite/event-row.js')>(
  'stores/sqlite/event-row.js',
);
const { isIntegerEventColumn, postgresEventType } =
  await built<typeof import('../src/stores/schema-tables.js')>('stores/schema-tables.js');

type Pool = ReturnType<typeof openPool>;
type Schema = 11 | 12;

/** v11's size and earlier calls of a touched round (tool-batch-rollups.ts before v12), read from the events. */
const v11Rounds = `), touched AS (
    SELECT run_id, round, COUNT(*) AS added, (SELECT COUNT(*) FROM events WHERE events.run_id = tool_calls.run_id
      AND events.round = tool_calls.round AND events.event = 'tool_call') AS before
    FROM tool_calls GROUP BY run_id, round
  ), earlier AS (
    SELECT touched.added + touched.before AS calls, touched.before, call.*
    FROM touched CROSS JOIN LATERAL (SELECT events.day, events.task_type, events.agent_name, events.tool_name,
        events.round_tokens FROM events
      WHERE events.run_id = touched.run_id AND events.round = touched.round AND events.event = 'tool_call'
      OFFSET 0) AS call
    WHERE touched.before > 0
  ), moves AS (`;

/** This build's tool CTEs with v11's round reads put back and its round_calls upserts taken out. */
function v11Tools(): string {
  const roundsFrom = rollUpWrittenTools.indexOf('), touched AS (');
  const movesFrom = rollUpWrittenTools.indexOf('), moves AS (');
  const upsertsFrom = rollUpWrittenTools.indexOf('), rounds AS (');
  const resultsFrom = rollUpWrittenTools.indexOf('), results AS (');
  if (Math.min(roundsFrom, movesFrom, upsertsFrom, resultsFrom) < 0)
    throw new Error('tool-batch-rollups.ts changed: rebuild v11 statement by hand');
  return (
    rollUpWrittenTools.slice(0, roundsFrom) +
    v11Rounds +
    rollUpWrittenTools.slice(movesFrom + '), moves AS ('.length, upsertsFrom) +
    rollUpWrittenTools.slice(resultsFrom)
  );
}

/** The sink's batch statement of schema v11 (insert-batch.ts before v12). */
const v11InsertSql = `WITH batch AS (
    INSERT INTO loopguard_batches (id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id
  ), written AS (
    INSERT INTO events (${eventColumns.join(', ')})
    SELECT * FROM unnest(${eventColumns.map((column, index) => `$${index + 2}::${postgresEventType(column)}[]`).join(', ')})
    WHERE EXISTS (SELECT 1 FROM batch)
    RETURNING ${toolRollupColumns}
  )${v11Tools()}
  SELECT COUNT(*)::int AS written FROM written`;

async function insertV11(pool: Pool, rows: readonly EventRow[]): Promise<void> {
  const values: string[] = [crypto.randomUUID()];
  for (let column = 0; column < eventColumns.length; column++)
    values.push(arrayLiteral(rows, column, isIntegerEventColumn(eventColumns[column] as never)));
  await pool.query({ text: v11InsertSql, values });
}

/** One schema's figures: a huge round per batch size (ms), and small-round ingest (events/s). */
interface Figures {
  readonly roundMs: Record<number, number[]>;
  readonly perSecond: number[];
}

/**
 * v11 and v12 side by side, `trials` pairs of databases written batch by batch in turn: `history` synthetic
 * events, `events` more in batches of 500 (the sink's batch: small rounds), then one round of `calls` calls
 * and their results in batches of each of `batchSizes`.
 */
export async function measurePostgresRoundCalls(
  server: PostgresServer,
  calls = 15_000,
  batchSizes: readonly number[] = [50, 500],
  history = 50_000,
  events = 50_000,
  trials = 3,
): Promise<Record<Schema, Figures>> {
  const rowOf = createEventRows();
  const synthetic = [...syntheticEvents(history + events)].map((event) => rowOf(event));
  const empty = (): Figures => ({
    roundMs: Object.fromEntries(batchSizes.map((size) => [size, []])),
    perSecond: [],
  });
  const figures: Record<Schema, Figures> = { 11: empty(), 12: empty() };
  const schemas = [11, 12] as const;
  for (let trial = 0; trial < trials; trial++) {
    const pools: Pool[] = [];
    for (const schema of schemas) {
      const name = `rounds_v${schema}_${trial}`;
      psql(server, `CREATE DATABASE ${name}`);
      const url = server.url.replace(/\/postgres$/, `/${name}`);
      const pool = openPool(url, { max: 1 });
      await migratePostgres(pool, url, schema);
      pools.push(pool);
    }
    const write = (index: number, batch: readonly EventRow[]) =>
      index === 0
        ? insertV11(pools[0] as Pool, batch)
        : insertBatch(pools[1] as Pool, crypto.randomUUID(), batch);
    let turn = 0;
    const writeBoth = async (batch: readonly EventRow[], spent: number[]) => {
      turn++;
      for (const index of turn % 2 === 0 ? [0, 1] : [1, 0]) {
        const begun = performance.now();
        await write(index, batch);
        spent[index] = (spent[index] ?? 0) + performance.now() - begun;
      }
    };
    for (let index = 0; index < history; index += 500)
      await writeBoth(synthetic.slice(index, index + 500), []);
    const ingest = [0, 0];
    for (let index = history; index < history + events; index += 500)
      await writeBoth(synthetic.slice(index, index + 500), ingest);
    schemas.forEach((schema, index) => {
      figures[schema].perSecond.push((events * 1_000) / (ingest[index] as number));
    });
    for (const size of batchSizes) {
      const rows = hugeRound(calls, `huge-${trial}-${size}`);
      const spent = [0, 0];
      for (let index = 0; index < rows.length; index += size)
        await writeBoth(rows.slice(index, index + size), spent);
      schemas.forEach((schema, index) => {
        figures[schema].roundMs[size]?.push(spent[index] as number);
      });
    }
    for (const pool of pools) await pool.end();
  }
  return figures;
}

/** Prints {@link measurePostgresRoundCalls}: medians and ranges, v11 beside v12, and the ratios. */
export async function reportPostgresRoundCalls(server: PostgresServer, calls = 15_000): Promise<void> {
  const batchSizes = [50, 500];
  const figures = await measurePostgresRoundCalls(server, calls, batchSizes);
  const range = (values: readonly number[], digits: number, scale = 1) =>
    `${(Math.min(...values) / scale).toFixed(digits)}–${(Math.max(...values) / scale).toFixed(digits)}`;
  const cell = (values: readonly number[], digits: number, scale = 1) =>
    `${(median(values) / scale).toFixed(digits)} (${range(values, digits, scale)})`;
  const table = new Table({
    head: [
      'PostgreSQL batch statement, same run, batch by batch in turn',
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
  const time = (schema: Schema, size: number) => median(figures[schema].roundMs[size] ?? []);
  console.log(
    `v12 / v11: huge round ${batchSizes.map((size) => `${(time(12, size) / time(11, size)).toFixed(3)}× the time in batches of ${size}`).join(', ')}; small-round ingest ${(median(figures[12].perSecond) / median(figures[11].perSecond)).toFixed(2)}× the events/s\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startPostgres({ settings: ['shared_buffers = 512MB', 'max_wal_size = 4GB'] });
  try {
    await reportPostgresRoundCalls(server);
  } finally {
    server.destroy();
  }
}
