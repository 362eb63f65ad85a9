import type { CompletedRunsSummary, RunGroupSummary, RunSummaryRequest, Spread } from '../event-reader.js';
import type * as Pg from './pg-client.js';
import { dayBounds } from './queries.js';

/**
 * The completed runs of a range ($1, $2), each with its place in SQLite's order (day, then insertion, the
 * order of the `events_run_ends` index) and its duration (0 without a clock). `calls` adds each run's largest
 * prompt and models from the run_calls rollup.
 */
const completedRuns = (calls = false) => `runs AS (
  SELECT e.agent_name, e.task_type, e.round AS rounds, COALESCE(e.latency_ms, 0) AS duration,
    COALESCE(e.total_tokens, 0) AS tokens, e.cost, e.currency,
    ${calls ? 'calls.largest_prompt, calls.models,' : ''} row_number() OVER (ORDER BY e.day, e.id) AS position
  FROM events AS e
  ${calls ? 'LEFT JOIN run_calls AS calls ON calls.task_id = e.task_id AND calls.run_id = e.run_id' : ''}
  WHERE e.event = 'run_end' AND e.state = 'completed' AND e.day >= $1 AND e.day <= $2)`;

/** p50, high ($3) and max of a column over the runs a condition keeps, as three values. */
const spread = (column: string, keep = 'true') =>
  `percentile_disc(ARRAY[0.5, $3::float8]) WITHIN GROUP (ORDER BY ${column}) FILTER (WHERE ${keep}) AS ${column}_spread,
   MAX(${column}) FILTER (WHERE ${keep}) AS ${column}_max, COUNT(*) FILTER (WHERE ${keep})::int AS ${column}_n`;

// percentile_disc(f) is the value at position ⌈f·n⌉ in order, the nearest rank calibration's own percentile
// takes: both compute f·n in doubles from the same f, so they pick the same run.
const clocked = 'duration > 0';
const priced = 'cost IS NOT NULL AND COALESCE(currency, $4::text) = $4';

/**
 * Spreads per agent and task type, and over all runs (the grouping set `()`, marked by `overall`), at the
 * high percentile $3 (a fraction) with costs in currency $4.
 */
const groupsQuery = `WITH ${completedRuns()}
  SELECT (array_agg(agent_name ORDER BY position))[1] AS agent_name,
    (array_agg(task_type ORDER BY position))[1] AS task_type,
    GROUPING(COALESCE(agent_name, ''), COALESCE(task_type, '')) > 0 AS overall, COUNT(*)::int AS runs,
    COUNT(*) FILTER (WHERE NOT ${clocked})::int AS without_clock,
    ${spread('rounds')}, ${spread('duration', clocked)}, ${spread('tokens')}, ${spread('cost', priced)}
  FROM runs GROUP BY GROUPING SETS ((COALESCE(agent_name, ''), COALESCE(task_type, '')), ())
  ORDER BY overall, MIN(position)`;

/** Runs priced in another currency than the request's ($3), by currency. */
const otherCurrenciesQuery = `WITH ${completedRuns()}
  SELECT currency, COUNT(*)::int AS runs FROM runs
  WHERE cost IS NOT NULL AND currency IS NOT NULL AND currency <> $3
  GROUP BY currency ORDER BY MIN(position)`;

/** Each model of the runs in the request's currency ($3) or none, with the largest prompt of a run using it. */
const largestPromptsQuery = `WITH ${completedRuns(true)}
  SELECT model, MAX(COALESCE(largest_prompt, 0)) AS prompt_tokens FROM runs,
    unnest(string_to_array(models, ',')) WITH ORDINALITY AS listed(model, place)
  WHERE (currency IS NULL OR currency = $3) AND model <> ''
  GROUP BY model ORDER BY MIN(position * 1000000 + place)`;

function spreadOf(row: Record<string, unknown>, column: string): Spread | null {
  if ((row[`${column}_n`] as number) === 0) return null;
  const [p50, high] = row[`${column}_spread`] as [number, number];
  return { p50: Number(p50), high: Number(high), max: Number(row[`${column}_max`]) };
}

function groupOf(row: Record<string, unknown>): RunGroupSummary {
  return {
    agentName: row.overall ? null : (row.agent_name as string | null),
    taskType: row.overall ? null : (row.task_type as string | null),
    runs: row.runs as number,
    rounds: spreadOf(row, 'rounds') as Spread,
    durationMs: spreadOf(row, 'duration'),
    tokens: spreadOf(row, 'tokens') as Spread,
    cost: spreadOf(row, 'cost'),
  };
}

/**
 * Calibration's summary of the completed runs of a range, computed by the server: three queries of a few
 * rows each, at once on the pool, instead of every run sent over the network and parsed (a cost that grows
 * with the range).
 */
export async function postgresRunSummary(
  db: Pg.Pool,
  request: RunSummaryRequest,
): Promise<CompletedRunsSummary> {
  const bounds = dayBounds(request.range);
  const [groups, currencies, prompts] = await Promise.all([
    db.query<Record<string, unknown>>(groupsQuery, [...bounds, request.percentile, request.currency]),
    db.query<{ currency: string; runs: number }>(otherCurrenciesQuery, [...bounds, request.currency]),
    db.query<{ model: string; prompt_tokens: number }>(largestPromptsQuery, [...bounds, request.currency]),
  ]);
  const overall = groups.rows.find((row) => row.overall);
  return {
    groups: groups.rows.filter((row) => !row.overall).map(groupOf),
    overall: overall ? groupOf(overall) : undefined,
    runsWithoutClock: (overall?.without_clock as number | undefined) ?? 0,
    otherCurrencies: Object.fromEntries(currencies.rows.map((row) => [row.currency, row.runs])),
    largestPrompts: prompts.rows.map((row) => ({
      model: row.model,
      promptTokens: Number(row.prompt_tokens),
    })),
  };
}
