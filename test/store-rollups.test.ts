import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import type { ToolFilter, ToolRow } from '../src/stores/event-reader.js';
import { pruneEventStore } from '../src/stores/maintain-event-store.js';
import { insertBatch } from '../src/stores/postgres/insert-batch.js';
import { openPool } from '../src/stores/postgres/open-pool.js';
import type * as Pg from '../src/stores/postgres/pg-client.js';
import { openPostgresEventReader } from '../src/stores/postgres/postgres-event-reader.js';
import { createPostgresSink } from '../src/stores/postgres/postgres-sink.js';
import { migratePostgres } from '../src/stores/postgres/schema.js';
import { type EventRow, eventColumns } from '../src/stores/sqlite/event-row.js';
import {
  migrate,
  rollUpToolSharesBeforeV12,
  SCHEMA_VERSION,
  schemaVersion,
} from '../src/stores/sqlite/schema.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { createRowWriter } from '../src/stores/sqlite/write-rows.js';
import {
  type ToolLatencyRow,
  type ToolP95Row,
  type ToolShareRow,
  type ToolTotalRow,
  toToolRows,
} from '../src/stores/tool-rows.js';
import { repoRoot } from './helpers/cli.js';
import { contractEvents } from './helpers/event-reader-contract.js';
import { type PostgresServer, psql, startPostgres } from './helpers/postgres-server.js';
import { seededRandom } from './helpers/replies.js';

// The report rollups (schema v3) are kept by triggers as events are written, in batches of any size and
// with a round's tool calls split across batches. Here they are checked against the definitions they stand
// for, computed in plain JavaScript from the events each store holds, on both stores, before and after a prune.

const work = mkdtempSync(join(tmpdir(), 'loopguard-rollups-'));

/**
 * Events of interleaved runs over two days, with what the contract events lack: rounds of 0 to 3 tool calls
 * (some without a tool name or a signature), repeated signatures, labels that are absent or empty, calls
 * without a price, trips with and without a priced call before them, and nudges.
 */
function randomEvents(seed: number, runs = 90): GuardEvent[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const perRun: GuardEvent[][] = [];
  for (let run = 0; run < runs; run++) {
    const events: GuardEvent[] = [];
    const base = {
      task_id: `task-r${run % 23}`,
      run_id: `run-r${run}`,
      agent_name: pick(['a', 'b', undefined]),
      task_type: pick(['x', '', undefined]),
    };
    const currency = pick(['USD', 'USD', 'EUR', undefined]);
    let clock = Date.UTC(2026, 11, 1, 22) + Math.floor(random() * 3_600_000);
    events.push({ ...base, event: 'run_start', round: 0, timestamp: clock });
    const rounds = 1 + Math.floor(random() * 5);
    for (let round = 1; round <= rounds; round++) {
      clock += Math.floor(random() * 1_800_000);
      const model = pick(['m1', 'm2', undefined]);
      const prompt = Math.floor(random() * 5_000);
      const completion = Math.floor(random() * 300);
      events.push({ ...base, event: 'llm_request', round, timestamp: clock, model });
      if ((round === 2 && random() < 0.2) || (round === 1 && random() < 0.15)) {
        // A trip before its call's answer, as a mid-stream cut is written: it takes the currency of the run's
        // first priced answer, which may come after it (or none, for a run never priced).
        events.push({
          ...base,
          event: 'guard_trigger',
          round,
          timestamp: clock,
          code: 'GUARD_TIME_LIMIT',
          action: 'halt',
        });
      }
      events.push({
        ...base,
        event: 'llm_response',
        round,
        timestamp: clock + 1,
        model,
        token_usage: { prompt, completion, cached: 0, total: prompt + completion },
        ...(currency && random() < 0.9 ? { cost: random() / 100, currency } : {}),
      });
      const calls = Math.floor(random() * 4);
      for (let call = 0; call < calls; call++) {
        const tool = pick(['grep', 'read', 'write', undefined]);
        const args = pick(['{}', '{"p":1}', '{"p":2}']);
        events.push({
          ...base,
          event: 'tool_call',
          round,
          timestamp: clock + 2,
          tool_name: tool,
          tool_call_id: `c${run}-${round}-${call}`,
          tool_args_hash: pick(['h1', 'h2', 'h3', undefined]),
          action_signature: tool ? `${tool}(${args})` : pick([undefined, 'no parenthesis']),
        });
        events.push({
          ...base,
          event: 'tool_result',
          round,
          timestamp: clock + 3,
          tool_name: tool,
          tool_call_id: `c${run}-${round}-${call}`,
          latency_ms: Math.floor(random() * 1_000) / 10,
          status: pick(['succeeded', 'failed']),
        });
      }
    }
    if (random() < 0.3) {
      events.push({
        ...base,
        event: 'guard_trigger',
        round: rounds,
        timestamp: clock + 4,
        model: pick(['m1', undefined]),
        code: pick(['GUARD_LOOP_DETECTED', 'GUARD_ROUND_LIMIT']),
        action: pick(['halt', 'halt', 'nudge']),
      });
    }
    events.push({
      ...base,
      event: 'run_end',
      round: rounds,
      timestamp: clock + 5,
      state: pick(['completed', 'failed']),
    });
    perRun.push(events);
  }
  // Three runs at a time, their events interleaved, as concurrent agents write them.
  const events: GuardEvent[] = [];
  for (let first = 0; first < perRun.length; first += 3) {
    const group = perRun.slice(first, first + 3);
    while (group.some((run) => run.length > 0)) {
      const run = pick(group.filter((candidate) => candidate.length > 0));
      events.push(run.shift() as GuardEvent);
    }
  }
  return events;
}

/** A stored event row, as `SELECT * FROM events` gives it in either store. */
interface Row {
  readonly id: number;
  readonly day: string;
  readonly event: string;
  readonly task_id: string;
  readonly run_id: string;
  readonly round: number;
  readonly agent_name: string | null;
  readonly task_type: string | null;
  readonly model: string | null;
  readonly prompt_tokens: number | null;
  readonly total_tokens: number | null;
  readonly cost: number | null;
  readonly currency: string | null;
  readonly tool_name: string | null;
  readonly tool_args_hash: string | null;
  readonly action_signature: string | null;
  readonly code: string | null;
  readonly action: string | null;
  readonly round_tokens: number | null;
  readonly latency_ms: number | null;
  readonly status: string | null;
}

const key = (...parts: unknown[]) => JSON.stringify(parts);

/** What each rollup must hold, by its definition over the stored events (in id order). */
function expectedRollups(rows: readonly Row[]) {
  const calls = new Map<string, { calls: number; tokens: number; cost: number }>();
  const trips = new Map<string, number>();
  const runs = new Map<string, { largest: number | null; models: string[] }>();
  for (const row of rows) {
    const run = key(row.task_id, row.run_id);
    if (row.event === 'llm_response') {
      const group = key(row.day, row.task_type, row.agent_name, row.model, row.currency);
      const total = calls.get(group) ?? { calls: 0, tokens: 0, cost: 0 };
      calls.set(group, {
        calls: total.calls + 1,
        tokens: total.tokens + (row.total_tokens ?? 0),
        cost: total.cost + (row.cost ?? 0),
      });
      const seen = runs.get(run) ?? { largest: null, models: [] };
      if (row.prompt_tokens !== null)
        seen.largest = Math.max(seen.largest ?? row.prompt_tokens, row.prompt_tokens);
      if (row.model !== null && !seen.models.includes(row.model)) seen.models.push(row.model);
      runs.set(run, seen);
    }
  }
  // A trip takes the currency of its run's first priced call, before or after it.
  const firstCurrency = new Map<string, string>();
  for (const row of rows) {
    const run = key(row.task_id, row.run_id);
    if (row.event === 'llm_response' && row.currency !== null && !firstCurrency.has(run)) {
      firstCurrency.set(run, row.currency);
    }
  }
  for (const row of rows) {
    const run = key(row.task_id, row.run_id);
    if (row.event !== 'guard_trigger' || row.action !== 'halt') continue;
    const currency = firstCurrency.get(run) ?? null;
    const group = key(row.day, row.task_type, row.agent_name, row.model, currency, row.code);
    trips.set(group, (trips.get(group) ?? 0) + 1);
  }
  return {
    calls: [...calls].map(([group, total]): unknown[] => [
      ...JSON.parse(group),
      total.calls,
      total.tokens,
      total.cost,
    ]),
    trips: [...trips].map(([group, count]): unknown[] => [...JSON.parse(group), count]),
    runs: [...runs].map(([run, seen]): unknown[] => [
      ...JSON.parse(run),
      seen.largest,
      seen.models.join(','),
    ]),
    tools: expectedTools(rows, {}),
  };
}

/**
 * The tools report of the tool events `filter` selects, by its definition over every stored event: a call's
 * round size and whether it repeats an earlier signature of its run are read from all the calls, then only
 * the calls and results of the filter's days and labels are counted.
 */
function expectedTools(rows: readonly Row[], filter: ToolFilter): unknown[][] {
  const selected = (row: Row) =>
    (filter.since === undefined || row.day >= filter.since) &&
    (filter.until === undefined || row.day <= filter.until) &&
    (filter.agentName === undefined || row.agent_name === filter.agentName) &&
    (filter.taskType === undefined || row.task_type === filter.taskType);
  // Tools: a call's share of its round's tokens is round_tokens over the calls of that round.
  const toolCalls = rows.filter((row) => row.event === 'tool_call');
  const roundSize = new Map<string, number>();
  const signatures = new Map<string, number>();
  const repeats = new Map<string, number>();
  for (const row of toolCalls) {
    roundSize.set(key(row.run_id, row.round), (roundSize.get(key(row.run_id, row.round)) ?? 0) + 1);
    if (row.action_signature !== null) {
      const signature = key(row.run_id, row.action_signature);
      const earlier = signatures.get(signature) ?? 0;
      signatures.set(signature, earlier + 1);
      // A repeat is counted on the day and labels of the call that repeated, under the signature's name.
      if (earlier > 0 && selected(row)) {
        const tool = row.action_signature.slice(0, Math.max(0, row.action_signature.indexOf('(')));
        repeats.set(tool, (repeats.get(tool) ?? 0) + 1);
      }
    }
  }
  const tools = new Map<string, { calls: number; hashes: Set<string>; tokens: number }>();
  for (const row of toolCalls) {
    if (row.tool_name === null || !selected(row)) continue;
    const tool = tools.get(row.tool_name) ?? { calls: 0, hashes: new Set<string>(), tokens: 0 };
    tool.calls++;
    if (row.tool_args_hash !== null) tool.hashes.add(row.tool_args_hash);
    tool.tokens += (row.round_tokens ?? 0) / (roundSize.get(key(row.run_id, row.round)) as number);
    tools.set(row.tool_name, tool);
  }
  // Latency: over each tool's results with a latency, nearest-rank p95; failures over all its results.
  const results = new Map<string, { latencies: number[]; failures: number }>();
  for (const row of rows) {
    if (row.event !== 'tool_result' || row.tool_name === null || !selected(row)) continue;
    const tool = results.get(row.tool_name) ?? { latencies: [], failures: 0 };
    if (row.latency_ms !== null) tool.latencies.push(row.latency_ms);
    if (row.status === 'failed') tool.failures++;
    results.set(row.tool_name, tool);
  }
  const latency = (tool: string) => {
    const found = results.get(tool);
    const sorted = [...(found?.latencies ?? [])].sort((a, b) => a - b);
    return {
      average: sorted.length > 0 ? sorted.reduce((sum, value) => sum + value, 0) / sorted.length : null,
      p95: sorted.length > 0 ? (sorted[Math.ceil(sorted.length * 0.95) - 1] as number) : null,
      failures: found?.failures ?? 0,
    };
  };
  return [...tools].map(([tool, figures]): unknown[] => [
    tool,
    figures.calls,
    figures.hashes.size,
    repeats.get(tool) ?? 0,
    // Unrounded: the report rounds the same share, summed in another order, so a sum at .5 may go either way.
    figures.tokens,
    latency(tool).p95,
    latency(tool).failures,
    latency(tool).average,
  ]);
}

/** The SQL that reads each rollup back in the shape of {@link expectedRollups} (both stores run it as is). */
const rollupQueries = {
  calls: 'SELECT day, task_type, agent_name, model, currency, calls, tokens, cost_pico FROM daily_calls',
  trips: 'SELECT day, task_type, agent_name, model, currency, code, trips FROM daily_trips',
  runs: 'SELECT task_id, run_id, largest_prompt, models FROM run_calls',
};

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Rows in the order of their first `keyLength` values (labels may be null or '', which a plain sort mixes up). */
function byKey(rows: unknown[][], keyLength: number): unknown[][] {
  const order = (row: unknown[]) => JSON.stringify(row.slice(0, keyLength));
  return [...rows].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/**
 * The tools report's filters checked: the whole store, each day alone, a label (absent, empty or named), and
 * all at once. A model is not a tool filter: it is ignored.
 */
const toolFilters: readonly (ToolFilter & { model?: string })[] = [
  {},
  { since: '2026-12-02' },
  { until: '2026-12-01' },
  { agentName: 'a' },
  { taskType: '' },
  { since: '2026-12-01', until: '2026-12-01', agentName: 'b', taskType: 'x' },
  { agentName: 'a', model: 'm1' },
];

/**
 * Every rollup of a store against its definition, and the tools report under each of {@link toolFilters};
 * costs to within a picounit a call.
 */
async function checkRollups(query: Query, tools: (filter: ToolFilter) => Promise<ToolRow[]>) {
  const expected = expectedRollups((await query('SELECT * FROM events ORDER BY id')) as unknown as Row[]);
  const calls = byKey(
    (await query(rollupQueries.calls)).map((row) => {
      const values = Object.values(row);
      return [...values.slice(0, 7), Number(values[7]) / 1e12];
    }),
    5,
  );
  const expectedCalls = byKey(expected.calls, 5);
  expect(calls.map((values) => values.slice(0, 7))).toEqual(
    expectedCalls.map((values) => values.slice(0, 7)),
  );
  calls.forEach((values, index) => {
    expect(values[7] as number).toBeCloseTo(expectedCalls[index]?.[7] as number, 9);
  });
  expect(byKey((await query(rollupQueries.trips)).map(Object.values), 6)).toEqual(byKey(expected.trips, 6));
  expect(byKey((await query(rollupQueries.runs)).map(Object.values), 2)).toEqual(byKey(expected.runs, 2));
  const rows = (await query('SELECT * FROM events ORDER BY id')) as unknown as Row[];
  const totalCalls = new Map<ToolFilter, number>();
  for (const filter of toolFilters) {
    totalCalls.set(
      filter,
      (await tools(filter)).reduce((sum, row) => sum + row.calls, 0),
    );
    const shown = byKey(
      (await tools(filter)).map((row) => [
        row.tool,
        row.calls,
        row.distinctArguments,
        row.repeatedCalls,
        row.tokens,
        row.p95LatencyMs,
        row.failures,
        row.averageLatencyMs,
      ]),
      1,
    );
    const wanted = byKey(expectedTools(rows, filter), 1);
    const exact = (row: unknown[]) => [...row.slice(0, 4), ...row.slice(5, 7)];
    expect(shown.map(exact), JSON.stringify(filter)).toEqual(wanted.map(exact));
    shown.forEach((row, index) => {
      expect(Math.abs((row[4] as number) - (wanted[index]?.[4] as number))).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(row[7] as number).toBeCloseTo(wanted[index]?.[7] as number, 9);
    });
  }
  // The two halves of the days add up to the whole store.
  const [whole, later, earlier] = toolFilters.map((filter) => totalCalls.get(filter) ?? 0);
  expect(whole).toBeGreaterThan(0);
  expect((later ?? 0) + (earlier ?? 0)).toBe(whole);
  return expected;
}

/**
 * The tools report as schema v3 to v6 read it, from their per-tool rollups (written here so both dialects
 * run it as is): what a store held before migration v7 keyed the rollups by day and labels.
 */
const toolQueriesBeforeV7 = {
  totals: `SELECT tool, calls, repeats, (SELECT COUNT(tool_args_hash) FROM tool_arguments
      WHERE tool_arguments.tool_name = tool_totals.tool) AS distinct_arguments
    FROM tool_totals WHERE calls > 0`,
  shares: 'SELECT tool_name, round_calls, tokens FROM tool_shares ORDER BY tool_name, round_calls',
  latencies: `SELECT tool_name AS tool, SUM(failures) AS failures,
      SUM(CASE WHEN latency_ms IS NULL THEN 0 ELSE results END) AS n, SUM(latency_ms * results) AS latency_sum
    FROM tool_results GROUP BY tool_name`,
  p95s: `SELECT tool_name AS tool, latency_ms AS p95 FROM (
      SELECT tool_name, latency_ms, results,
        SUM(results) OVER (PARTITION BY tool_name ORDER BY latency_ms ROWS UNBOUNDED PRECEDING) AS reached,
        SUM(results) OVER (PARTITION BY tool_name) AS n
      FROM tool_results WHERE latency_ms IS NOT NULL) AS ranked
    WHERE reached >= ceil(0.95 * n) AND reached - results < ceil(0.95 * n)`,
};

/** The tools report of a store before v7, by {@link toolQueriesBeforeV7}. */
async function toolsBeforeV7(query: Query): Promise<ToolRow[]> {
  const [totals, shares, latencies, p95s] = [
    await query(toolQueriesBeforeV7.totals),
    await query(toolQueriesBeforeV7.shares),
    await query(toolQueriesBeforeV7.latencies),
    await query(toolQueriesBeforeV7.p95s),
  ];
  return toToolRows({
    totals: totals as unknown as ToolTotalRow[],
    shares: shares as unknown as ToolShareRow[],
    latencies: latencies as unknown as ToolLatencyRow[],
    p95s: p95s as unknown as ToolP95Row[],
  });
}

/**
 * The daily figures as stored, in key order: the calls and runs as they were, and the trips per day and code
 * (v8 moves a trip written before its run's first priced call to that call's currency, so only its row moves).
 */
async function dailyFigures(query: Query): Promise<unknown[]> {
  return [
    ...(await query(`${rollupQueries.calls} ORDER BY day, labels`)).map((row) => ({
      ...row,
      cost_pico: String(row.cost_pico),
    })),
    ...(
      await query(
        'SELECT day, code, SUM(trips) AS trips FROM daily_trips GROUP BY day, code ORDER BY day, code',
      )
    ).map((row) => ({ ...row, trips: Number(row.trips) })),
    ...(await query(`${rollupQueries.runs} ORDER BY task_id, run_id`)),
  ];
}

/**
 * A v4 store (the last whose triggers keep every tool rollup, tool_shares too) filled with `rows`, its figures
 * read, then migrated to this build's schema: the tools report must give the same figures (the average
 * latency to the last digits a sum's order moves), the daily calls, runs and trips per day and code must be
 * as they were, and every rollup must hold what the events define.
 */
async function checkMigrationKeepsFigures(
  query: Query,
  tools: (filter?: ToolFilter) => Promise<ToolRow[]>,
  migrateToLatest: () => Promise<void>,
) {
  const before = await toolsBeforeV7(query);
  const daily = await dailyFigures(query);
  expect(before.length).toBeGreaterThan(0);
  await migrateToLatest();
  const after = await tools();
  expect(after.map((row) => ({ ...row, averageLatencyMs: null }))).toEqual(
    before.map((row) => ({ ...row, averageLatencyMs: null })),
  );
  after.forEach((row, index) => {
    expect(row.averageLatencyMs as number).toBeCloseTo(before[index]?.averageLatencyMs as number, 9);
  });
  expect(await dailyFigures(query)).toEqual(daily);
  await checkRollups(query, tools);
}

/** The tool rollups as stored, each table in key order: what migration v10 must leave as it found it. */
async function toolRollupTables(query: Query): Promise<unknown[]> {
  const tables = [
    'SELECT day, labels, tool, calls, repeats FROM tool_totals ORDER BY day, labels, tool',
    'SELECT day, labels, tool_name, hash_key FROM tool_arguments ORDER BY day, labels, tool_name, hash_key',
    `SELECT day, labels, tool_name, round_calls, tokens FROM tool_shares
      ORDER BY day, labels, tool_name, round_calls`,
    `SELECT day, labels, tool_name, latency_key, results, failures FROM tool_results
      ORDER BY day, labels, tool_name, latency_key`,
  ];
  const rows: unknown[] = [];
  for (const sql of tables)
    rows.push((await query(sql)).map((row) => Object.values(row).map((value) => String(value))));
  return rows;
}

/**
 * The id after which a v9 store stops and this build's writer goes on: the first tool call past the middle
 * whose round has a later call, so that a round is split across the migration.
 */
const SPLIT_ID = `SELECT MIN(call.id) AS id FROM events AS call
  WHERE call.event = 'tool_call' AND call.id > (SELECT MAX(id) / 2 FROM events) AND EXISTS (
    SELECT 1 FROM events AS later WHERE later.event = 'tool_call' AND later.run_id = call.run_id
      AND later.round = call.round AND later.id > call.id)`;

/** The rows of `rows` (stored events) in the writers' column order, without their ids. */
const asEventRows = (rows: readonly Record<string, unknown>[]): EventRow[] =>
  rows.map((row) => eventColumns.map((column) => row[column] as string | number | null));

/** `items` in pieces of `size`. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let index = 0; index < items.length; index += size) pieces.push(items.slice(index, index + size));
  return pieces;
}

// The contract's hand-made runs (its 20,000 synthetic events add nothing here but time), then random ones.
const events = [...contractEvents().filter((event) => !/^task-\d+$/.test(event.task_id)), ...randomEvents(7)];

describe('report rollups on SQLite', () => {
  const path = join(work, 'rollups.db');

  beforeAll(() => {
    // Small batches, so that a round's tool calls and a run's trip and answer fall into different ones.
    const sink = createSqliteSink({ path, batchSize: 7 });
    for (const event of events) sink.listener(event);
    sink.close();
  });

  it('hold what the events define, written in small batches', async () => {
    const db = new Database(path, { readonly: true });
    const reader = openSqliteEventReader(path);
    try {
      const expected = await checkRollups(
        async (sql) => db.prepare(sql).all() as Record<string, unknown>[],
        (filter) => reader.tools(filter),
      );
      expect(expected.tools.some((tool) => (tool[3] as number) > 0)).toBe(true);
      expect(expected.trips.some((trip) => trip[4] === null)).toBe(true);
    } finally {
      db.close();
      await reader.close();
    }
  });

  it('keep the tool rollups of a v9 store through migration v10, then exact as this writer goes on', async () => {
    const old = join(work, 'v9.db');
    const db = new Database(old);
    migrate(db, 9);
    db.exec(`ATTACH '${path}' AS written`);
    const split = (db.prepare(SPLIT_ID.replaceAll('events', 'written.events')).get() as { id: number }).id;
    // As the v9 writer wrote: its triggers keep the tool rollups but tool_shares, which it kept per batch.
    const insert = db.prepare('INSERT INTO events SELECT * FROM written.events WHERE id >= ? AND id < ?');
    const shares = db.prepare(rollUpToolSharesBeforeV12);
    for (let first = 1; first <= split; first += 7) {
      insert.run(first, Math.min(first + 7, split + 1));
      shares.run({ first });
    }
    const rest = asEventRows(
      db.prepare('SELECT * FROM written.events WHERE id > ? ORDER BY id').all(split) as Record<
        string,
        unknown
      >[],
    );
    db.exec('DETACH written');
    const query: Query = async (sql) => db.prepare(sql).all() as Record<string, unknown>[];
    const before = await toolRollupTables(query);
    expect(migrate(db)).toBe(9);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(await toolRollupTables(query)).toEqual(before);
    const triggers = (await query("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")).map(
      (row) => row.name,
    );
    expect(triggers).toEqual([
      'events_price_trips',
      'events_roll_up_call',
      'events_roll_up_trip',
      'events_run_search',
      'events_run_search_gone',
    ]);
    // The rest, in batches of 7, by this build's writer: the round the migration split is among them.
    const write = createRowWriter(db);
    for (const batch of chunks(rest, 7)) expect(write(batch, Number.POSITIVE_INFINITY)).toBe(batch.length);
    const reader = openSqliteEventReader(old);
    try {
      await checkRollups(query, (filter) => reader.tools(filter));
    } finally {
      await reader.close();
      db.close();
    }
  });

  it('still do after a prune, which drops old days and rebuilds the tool rollups', async () => {
    expect(await pruneEventStore(path, '2026-12-02')).toBeGreaterThan(0);
    const db = new Database(path, { readonly: true });
    const reader = openSqliteEventReader(path);
    try {
      const expected = await checkRollups(
        async (sql) => db.prepare(sql).all() as Record<string, unknown>[],
        (filter) => reader.tools(filter),
      );
      expect(expected.calls.every((group) => (group[0] as string) >= '2026-12-02')).toBe(true);
      expect(expected.tools.length).toBeGreaterThan(0);
    } finally {
      db.close();
      await reader.close();
    }
  });

  it('keep the tools figures of a v4 store migrated to this schema, and its daily figures', async () => {
    const old = join(work, 'v4.db');
    const db = new Database(old);
    migrate(db, 4);
    // Every event of the store above, inserted as rows: the v4 triggers roll each up as it is written.
    db.exec(`ATTACH '${path}' AS written; INSERT INTO events SELECT * FROM written.events ORDER BY id;
      DETACH written`);
    const query: Query = async (sql) => db.prepare(sql).all() as Record<string, unknown>[];
    await checkMigrationKeepsFigures(
      query,
      async (filter) => {
        const reader = openSqliteEventReader(old);
        try {
          return await reader.tools(filter);
        } finally {
          await reader.close();
        }
      },
      async () => {
        expect(migrate(db)).toBe(4);
        expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
      },
    );
    db.close();
  });
});

describe('report rollups on PostgreSQL', () => {
  let server: PostgresServer;
  let url: string;
  let pool: Pg.Pool;

  beforeAll(async () => {
    server = await startPostgres();
    psql(server, 'CREATE DATABASE rollups');
    url = server.url.replace(/\/postgres$/, '/rollups');
    // Two writers at once, each with its own batches: the triggers run per statement, in both.
    const sinks = [13, 5].map((batchSize, index) =>
      createPostgresSink({
        url,
        batchSize,
        flushIntervalMs: 5,
        spillPath: join(work, `spill-${index}.jsonl`),
      }),
    );
    for (const event of events) (sinks[event.run_id.length % 2] as (typeof sinks)[number]).listener(event);
    await Promise.all(sinks.map((sink) => sink.close()));
    pool = openPool(url);
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  const query: Query = async (sql) => (await pool.query(sql)).rows as Record<string, unknown>[];

  it('hold what the events define, written in small batches by two writers', async () => {
    const reader = await openPostgresEventReader(url);
    try {
      await checkRollups(query, (filter) => reader.tools(filter));
    } finally {
      await reader.close();
    }
  });

  it('keep the tool rollups of a v9 store through migration v10, then exact as this writer goes on', async () => {
    psql(server, 'CREATE DATABASE v9');
    const oldUrl = server.url.replace(/\/postgres$/, '/v9');
    const old = openPool(oldUrl);
    try {
      await migratePostgres(old, oldUrl, 9);
      const split = Number((await query(SPLIT_ID))[0]?.id);
      const rows = await query('SELECT * FROM events ORDER BY id');
      // Written in statements of 7 rows, as the v9 sink wrote them: its trigger keeps every tool rollup.
      for (const batch of chunks(
        rows.filter((row) => Number(row.id) <= split),
        7,
      ))
        await old.query('INSERT INTO events SELECT * FROM json_populate_recordset(NULL::events, $1)', [
          JSON.stringify(batch),
        ]);
      await old.query("SELECT setval('events_id_seq', $1)", [split]);
      const oldQuery: Query = async (sql) => (await old.query(sql)).rows as Record<string, unknown>[];
      const before = await toolRollupTables(oldQuery);
      expect(await migratePostgres(old, oldUrl)).toBe(9);
      expect(await toolRollupTables(oldQuery)).toEqual(before);
      // The trigger function keeps the daily rollups and no tool rollup.
      const [trigger] = await oldQuery(
        "SELECT pg_get_functiondef('loopguard_roll_up_daily'::regproc) AS body",
      );
      expect(trigger?.body).toContain('daily_calls');
      expect(trigger?.body).not.toMatch(/tool_/);
      // The rest by this build's batch statement, 7 rows a batch, from two writers at once (each its own runs,
      // as two sinks write them).
      const rest = rows.filter((row) => Number(row.id) > split);
      await Promise.all(
        [0, 1].map(async (writer) => {
          const own = rest.filter((row) => String(row.run_id).length % 2 === writer);
          for (const batch of chunks(asEventRows(own), 7))
            expect(await insertBatch(old, crypto.randomUUID(), batch)).toBe(batch.length);
        }),
      );
      const reader = await openPostgresEventReader(oldUrl);
      try {
        await checkRollups(oldQuery, (filter) => reader.tools(filter));
      } finally {
        await reader.close();
      }
    } finally {
      await old.end();
    }
  });

  it('answer the example query of docs/stores.md as the events do', async () => {
    const docs = readFileSync(join(repoRoot, 'docs/stores.md'), 'utf8');
    const example = /```sql\n([\s\S]*?)```/.exec(docs)?.[1] as string;
    expect(example).toContain('FROM daily_calls');
    // The same question asked of the events themselves.
    const since = "to_char(now() - interval '7 days', 'YYYY-MM-DD')";
    const fromEvents = await query(
      `SELECT agent_name, currency, COUNT(*) AS calls, SUM(cost) AS cost,
         (SELECT COUNT(*) FROM events AS trip WHERE trip.event = 'guard_trigger' AND trip.action = 'halt'
            AND trip.agent_name = calls.agent_name AND trip.day >= ${since}) AS trips
       FROM events AS calls WHERE event = 'llm_response' AND day >= ${since}
       GROUP BY agent_name, currency`,
    );
    const fromRollups = await query(example);
    const byGroup = (rows: Record<string, unknown>[]) =>
      byKey(
        rows.map((row) => [row.agent_name, row.currency, row.calls, row.trips, Number(row.cost ?? 0)]),
        2,
      );
    const expected = byGroup(fromEvents);
    const actual = byGroup(fromRollups);
    expect(actual.map((row) => row.slice(0, 4))).toEqual(expected.map((row) => row.slice(0, 4)));
    actual.forEach((row, index) => {
      expect(row[4] as number).toBeCloseTo(expected[index]?.[4] as number, 9);
    });
  });

  it('still do after a prune, which drops old days and rebuilds the tool rollups', async () => {
    expect(await pruneEventStore(url, '2026-12-02')).toBeGreaterThan(0);
    const reader = await openPostgresEventReader(url);
    try {
      const expected = await checkRollups(query, (filter) => reader.tools(filter));
      expect(expected.tools.length).toBeGreaterThan(0);
    } finally {
      await reader.close();
    }
  });

  it('keep the tools figures of a v4 store migrated to this schema, and its daily figures', async () => {
    psql(server, 'CREATE DATABASE v4');
    const oldUrl = server.url.replace(/\/postgres$/, '/v4');
    const old = openPool(oldUrl);
    try {
      await migratePostgres(old, oldUrl, 4);
      // Every event of the store above, in one statement: the v4 trigger rolls them up as it runs.
      const rows = await query('SELECT * FROM events ORDER BY id');
      await old.query('INSERT INTO events SELECT * FROM json_populate_recordset(NULL::events, $1)', [
        JSON.stringify(rows),
      ]);
      await checkMigrationKeepsFigures(
        async (sql) => (await old.query(sql)).rows as Record<string, unknown>[],
        async (filter) => {
          const reader = await openPostgresEventReader(oldUrl);
          try {
            return await reader.tools(filter);
          } finally {
            await reader.close();
          }
        },
        async () => {
          expect(await migratePostgres(old, oldUrl)).toBe(4);
        },
      );
    } finally {
      await old.end();
    }
  });
});
