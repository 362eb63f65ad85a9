import type { Dialect } from './run-list-sql.js';
import { sqlDialects } from './sql-dialect.js';

// Backfills both stores run in a migration or after a prune, written once against the dialect description
// (sql-dialect.ts). Each is part of the migration that introduced it: a change to what it computes is a new
// migration.

/**
 * Fills run_calls for the runs `runs` (an SQL condition on the events' task_id and run_id) from their calls:
 * the largest prompt and the models in the order first used. By migration v3 for every run, and after a
 * prune for the runs that lost calls.
 */
export function fillRunCallsSql(dialect: Dialect, runs: string): string {
  return `INSERT INTO run_calls
  SELECT task_id, run_id, MAX(largest), COALESCE(${sqlDialects[dialect].joined('model', "','", 'first')}, '')
  FROM (SELECT task_id, run_id, model, MIN(id) AS first, MAX(prompt_tokens) AS largest
    FROM events WHERE event = 'llm_response' AND ${runs} GROUP BY task_id, run_id, model) AS calls
  GROUP BY task_id, run_id`;
}

/**
 * Fills daily_trips and unpriced_trips from the events (they must be empty), schema v8's way: each trip (a
 * halt) in the currency of its run's first priced call, wherever that call is; a trip of a run without one
 * also waits in unpriced_trips for it.
 */
export function rebuildTripsSql(dialect: Dialect): string {
  const { jsonArray, nullText } = sqlDialects[dialect];
  return `INSERT INTO daily_trips
  SELECT day, ${jsonArray('task_type', 'agent_name', 'model', 'currency', 'code')}, task_type, agent_name, model,
    currency, code, COUNT(*)
  FROM (SELECT trip.day, trip.task_type, trip.agent_name, trip.model, trip.code,
      (SELECT response.currency FROM events AS response
       WHERE response.task_id = trip.task_id AND response.run_id = trip.run_id
         AND response.event = 'llm_response' AND response.currency IS NOT NULL
       ORDER BY response.id LIMIT 1) AS currency
    FROM events AS trip WHERE trip.event = 'guard_trigger' AND trip.action = 'halt') AS trips
  GROUP BY day, task_type, agent_name, model, currency, code;
  INSERT INTO unpriced_trips
  SELECT task_id, run_id, day, ${jsonArray('task_type', 'agent_name', 'model', nullText, 'code')}, task_type,
    agent_name, model, code, COUNT(*)
  FROM events AS trip WHERE event = 'guard_trigger' AND action = 'halt' AND NOT EXISTS (
    SELECT 1 FROM events AS response WHERE response.task_id = trip.task_id AND response.run_id = trip.run_id
      AND response.event = 'llm_response' AND response.currency IS NOT NULL)
  GROUP BY task_id, run_id, day, task_type, agent_name, model, code;`;
}

/**
 * Fills the tools report's rollups of schema v3 (per tool, over the whole store) from the events; they must be
 * empty. Part of migration v3 (v7 replaced these tables: tool-day-rollups-sql.ts).
 */
export function rebuildToolRollupsV3Sql(dialect: Dialect): string {
  const { jsonArray, beforeParen } = sqlDialects[dialect];
  return `INSERT INTO tool_arguments
  SELECT DISTINCT tool_name, ${jsonArray('tool_args_hash')}, tool_args_hash FROM events
  WHERE event = 'tool_call' AND tool_name IS NOT NULL;
  INSERT INTO tool_totals
  SELECT tool_name, COUNT(*), 0 FROM events WHERE event = 'tool_call' AND tool_name IS NOT NULL GROUP BY tool_name;
  INSERT INTO tool_totals
  SELECT ${beforeParen('signature')}, 0, SUM(n - 1)
  FROM (SELECT action_signature AS signature, COUNT(*) AS n FROM events
    WHERE event = 'tool_call' AND action_signature IS NOT NULL GROUP BY run_id, action_signature HAVING COUNT(*) > 1)
    AS signatures
  WHERE true GROUP BY 1
  ON CONFLICT (tool) DO UPDATE SET repeats = excluded.repeats;
  INSERT INTO tool_shares
  SELECT tool_name, round_calls, SUM(COALESCE(round_tokens, 0))
  FROM (SELECT tool_name, round_tokens, COUNT(*) OVER (PARTITION BY run_id, round) AS round_calls FROM events
    WHERE event = 'tool_call') AS calls
  WHERE tool_name IS NOT NULL GROUP BY tool_name, round_calls;
  INSERT INTO tool_results
  SELECT tool_name, ${jsonArray('latency_ms')}, latency_ms, COUNT(*), COUNT(*) FILTER (WHERE status = 'failed')
  FROM events WHERE event = 'tool_result' AND tool_name IS NOT NULL GROUP BY tool_name, latency_ms;`;
}
