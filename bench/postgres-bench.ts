import { execFileSync, spawn } from 'node:child_process';
import Table from 'cli-table3';
import { type PostgresServer, psql, startPostgres } from '../test/helpers/postgres-server.js';
import { built } from './built.js';
import type { FigureInput } from './figures-file.js';
import { reportPostgresToolRollups } from './postgres-tool-rollups.js';
import { measureIngest as measureSqliteIngest } from './store-bench.js';

// The build users run (see built.ts).
const { openPool } = await built<typeof import('../src/stores/postgres/open-pool.js')>(
  'stores/postgres/open-pool.js',
);
const { migratePostgres } =
  await built<typeof import('../src/stores/postgres/schema.js')>('stores/postgres/schema.js');

/** One writer process's figures, as `test/helpers/postgres-writer.ts` prints them. */
interface WriterResult {
  readonly written: number;
  readonly dropped: number;
  readonly seconds: number;
  readonly reports: readonly string[];
}

function writer(url: string, name: string, events: number): Promise<WriterResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/helpers/postgres-writer.ts', url, name, String(events)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as WriterResult)
        : reject(new Error(`writer ${name} exited ${code}`)),
    );
  });
}

/**
 * Events per second into PostgreSQL from two writer processes at once, each through its own sink (batches of
 * 1,000), final flush included: the events both wrote over the longer of the two writers' times.
 */
export async function measurePostgresIngest(
  server: PostgresServer,
  perWriter = 250_000,
): Promise<{ events: number; seconds: number; perSecond: number; dropped: number }> {
  psql(server, 'CREATE DATABASE ingest');
  const url = server.url.replace(/\/postgres$/, '/ingest');
  const pool = openPool(url, { max: 1 });
  await migratePostgres(pool, url);
  await pool.end();
  const results = await Promise.all([writer(url, 'a', perWriter), writer(url, 'b', perWriter)]);
  const events = results.reduce((sum, result) => sum + result.written, 0);
  const seconds = Math.max(...results.map((result) => result.seconds));
  return {
    events,
    seconds,
    perSecond: events / seconds,
    dropped: results.reduce((sum, result) => sum + result.dropped, 0),
  };
}

/**
 * The rows `bench/synthetic-events.ts` yields for runs `[from, to)`, made by the server (generate_series), in
 * the same order and with the same values, including the `round_tokens` the sink derives for a tool call.
 */
const generateRuns = `
INSERT INTO events (timestamp, day, event, task_id, run_id, round, agent_name, task_type, model, prompt_tokens,
  completion_tokens, cached_tokens, total_tokens, cost, currency, latency_ms, tool_name, tool_call_id,
  tool_args_hash, action_signature, status, code, action, state, round_tokens)
WITH runs AS (
  SELECT r, 4 + r % 13 AS rounds, r % 7 = 0 AS trips,
    1790812800000 + floor((r / 800.0::float8) * 86400000)::bigint + (r % 800) * 1000 AS clock,
    (ARRAY['cleaner','writer','researcher','support','coder'])[r % 5 + 1] AS agent,
    (ARRAY['etl','docs','search','tickets'])[r % 4 + 1] AS task_type
  FROM generate_series($1::int, $2::int - 1) AS r
), steps AS (
  SELECT runs.*, k, 800 + k * 350 AS prompt, 'tool_' || ((r + k) % 20) AS tool, (r * 31 + k) % 5000 AS argument
  FROM runs, generate_series(1, runs.rounds) AS k
), rows AS (
  SELECT r, 0 AS k, 0 AS step, clock AS ts, 'run_start' AS event, 0 AS round, agent, task_type,
    NULL::text AS model, NULL::bigint AS prompt_tokens, NULL::bigint AS completion_tokens, NULL::bigint AS cached,
    NULL::bigint AS total, NULL::float8 AS cost, NULL::text AS currency, NULL::float8 AS latency,
    NULL::text AS tool, NULL::text AS call_id, NULL::text AS args_hash, NULL::text AS signature,
    NULL::text AS status, NULL::text AS code, NULL::text AS action, NULL::text AS state, NULL::bigint AS round_tokens
  FROM runs
  UNION ALL
  SELECT r, k, 1, clock + 900 * k, 'llm_request', k, agent, task_type, 'gpt-4o-mini', NULL, NULL, NULL, NULL,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  FROM steps
  UNION ALL
  SELECT r, k, 2, clock + 900 * k + 700, 'llm_response', k, agent, task_type, 'gpt-4o-mini', prompt, 80, 0,
    prompt + 80, (prompt * 0.15 + 80 * 0.6) / 1e6, 'USD', 700, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
  FROM steps
  UNION ALL
  SELECT r, k, 3, clock + 900 * k + 701, 'tool_call', k, agent, task_type, NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, NULL, tool, 'c-' || r || '-' || k, lpad(to_hex(argument), 14, '0'), tool || '({"id":' || argument || '})',
    NULL, NULL, NULL, NULL, prompt + 80
  FROM steps
  UNION ALL
  SELECT r, k, 4, clock + 900 * k + 750, 'tool_result', k, agent, task_type, NULL, NULL, NULL, NULL, NULL, NULL,
    NULL, 20 + (r + k) % 80, tool, 'c-' || r || '-' || k, NULL, NULL,
    CASE WHEN k % 9 = 0 THEN 'failed' ELSE 'succeeded' END, NULL, NULL, NULL, NULL
  FROM steps
  UNION ALL
  SELECT r, rounds + 1, 0, clock + 900 * rounds + 800, 'guard_trigger', rounds, agent, task_type, NULL, NULL, NULL,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    (ARRAY['GUARD_LOOP_DETECTED','GUARD_ROUND_LIMIT','GUARD_RETRY_STORM','GUARD_BUDGET_LIMIT'])[r % 4 + 1],
    'halt', NULL, NULL
  FROM runs WHERE trips
  UNION ALL
  SELECT r, rounds + 1, 1, clock + 900 * rounds + 900, 'run_end', rounds, agent, task_type, NULL, rounds * 2000,
    rounds * 80, 0, rounds * 2080, rounds * 0.0004, 'USD', rounds * 900, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    CASE WHEN trips THEN 'failed' ELSE 'completed' END, NULL
  FROM runs
)
SELECT ts, to_char(to_timestamp(ts / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD'), event, 'task-' || r, 'run-' || r,
  round, agent, task_type, model, prompt_tokens, completion_tokens, cached, total, cost, currency, latency, tool,
  call_id, args_hash, signature, status, code, action, state, round_tokens
FROM rows ORDER BY r, k, step`;

/** Events a run of `bench/synthetic-events.ts` yields: run_start, 4 a round, a trip for 1 run in 7, run_end. */
const eventsOfRun = (run: number) => 2 + 4 * (4 + (run % 13)) + (run % 7 === 0 ? 1 : 0);

/**
 * Fills a new database with at least `total` events shaped as the SQLite bench's, made by the server in
 * chunks of runs; the report indexes are built after the rows, then the table is vacuumed and analysed,
 * as autovacuum leaves a table that has taken its writes. Returns the events and the seconds it took.
 */
async function fillDatabase(server: PostgresServer, name: string, total: number) {
  psql(server, `CREATE DATABASE ${name}`);
  const url = server.url.replace(/\/postgres$/, `/${name}`);
  const pool = openPool(url, { max: 1 });
  const start = process.hrtime.bigint();
  await migratePostgres(pool, url, 1);
  let runs = 0;
  for (let events = 0; events < total; runs++) events += eventsOfRun(runs);
  for (let from = 0; from < runs; from += 25_000) {
    await pool.query(generateRuns, [from, Math.min(runs, from + 25_000)]);
  }
  await migratePostgres(pool, url);
  await pool.query('VACUUM ANALYZE events');
  const events = Number((await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM events')).rows[0]?.n);
  await pool.end();
  return { url, events, buildSeconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

/** Times the CLI's report commands on `total` events in PostgreSQL (wall time of the whole process, as a user sees it). */
export async function measurePostgresReports(
  server: PostgresServer,
  total: number,
): Promise<{ events: number; buildSeconds: number; commands: { command: string; seconds: number }[] }> {
  const { url, events, buildSeconds } = await fillDatabase(server, `reports_${total}`, total);
  const commands = [['report', 'daily'], ['report', 'tools'], ['trace', 'task-12345'], ['calibrate']].map(
    (args) => {
      const start = process.hrtime.bigint();
      execFileSync(process.execPath, ['dist/cli/main.js', ...args, '--db', url], { stdio: 'ignore' });
      return {
        command: `loopguard ${args.join(' ')}`,
        seconds: Number(process.hrtime.bigint() - start) / 1e9,
      };
    },
  );
  return { events, buildSeconds, commands };
}

/**
 * The PostgreSQL store's figures for docs/figures.json: ingest from two writers at once, and each CLI report's
 * whole process on `sizes` events (a throwaway cluster, as {@link reportPostgresBench}).
 */
export async function postgresFigures(
  sizes: readonly number[] = [1_000_000, 10_000_000],
): Promise<FigureInput[]> {
  const server = await startPostgres({ settings: ['shared_buffers = 512MB', 'max_wal_size = 4GB'] });
  try {
    const ingest = await measurePostgresIngest(server);
    const figures: FigureInput[] = [
      {
        key: 'store.postgres.ingest',
        label: 'PostgreSQL ingest, two writer processes at once, 500,000 events',
        value: Math.round(ingest.perSecond),
        unit: 'events/s',
        text: `${Math.round(ingest.perSecond).toLocaleString('en-US')} events/s`,
      },
    ];
    for (const size of sizes) {
      const reports = await measurePostgresReports(server, size);
      const scale = `${size / 1e6}M`;
      for (const command of reports.commands) {
        const name = command.command.replace(/^loopguard /, '').replace(/ task-\d+$/, '');
        figures.push({
          key: `store.postgres.${scale.toLowerCase()}.${name.replace(/ /g, '-')}`,
          label: `\`${name}\` on ${reports.events.toLocaleString('en-US')} events, PostgreSQL, CLI start included`,
          value: Number(command.seconds.toFixed(2)),
          unit: 's',
          text: `${command.seconds.toFixed(2)} s`,
        });
      }
    }
    return figures;
  } finally {
    server.destroy();
  }
}

/** Runs the PostgreSQL bench on a throwaway cluster and prints it beside the SQLite ingest of the same run. */
export async function reportPostgresBench(sizes: readonly number[] = [1_000_000, 10_000_000]): Promise<void> {
  const server = await startPostgres({ settings: ['shared_buffers = 512MB', 'max_wal_size = 4GB'] });
  try {
    const ingest = await measurePostgresIngest(server);
    const sqlite = measureSqliteIngest();
    const ingestTable = new Table({
      head: ['store ingest (batches of 1,000, final flush included)', 'events', 'seconds', 'events/s'],
      style: { head: [], border: [] },
    });
    ingestTable.push(
      [
        'PostgreSQL, two writer processes at once',
        ingest.events.toLocaleString('en-US'),
        ingest.seconds.toFixed(2),
        Math.round(ingest.perSecond).toLocaleString('en-US'),
      ],
      [
        'SQLite, one process (same run)',
        sqlite.events.toLocaleString('en-US'),
        sqlite.seconds.toFixed(2),
        Math.round(sqlite.perSecond).toLocaleString('en-US'),
      ],
    );
    console.log(ingestTable.toString());
    console.log(
      `PostgreSQL ingest target ≥ 50,000 events/s ${ingest.perSecond >= 50_000 ? 'met' : 'MISSED'}; ${ingest.dropped} dropped\n`,
    );
    await reportPostgresToolRollups(server);
    for (const size of sizes) {
      const reports = await measurePostgresReports(server, size);
      const limit = size <= 1_000_000 ? 1 : 3;
      const table = new Table({
        head: [
          `PostgreSQL, ${reports.events.toLocaleString('en-US')} events`,
          'seconds',
          `target < ${limit} s`,
        ],
        style: { head: [], border: [] },
      });
      for (const command of reports.commands) {
        table.push([command.command, command.seconds.toFixed(2), command.seconds < limit ? 'met' : 'MISSED']);
      }
      console.log(table.toString());
      console.log(`(database built by the server in ${reports.buildSeconds.toFixed(1)} s)\n`);
    }
  } finally {
    server.destroy();
  }
}

if (process.argv[1]?.endsWith('postgres-bench.ts')) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((size) => size > 0);
  await reportPostgresBench(sizes.length > 0 ? sizes : undefined);
}
