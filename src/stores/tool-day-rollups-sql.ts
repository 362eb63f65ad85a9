import type { Dialect } from './run-list-sql.js';
import { sqlDialects } from './sql-dialect.js';

/**
 * Fills the tool rollups of schema v7 (per UTC day, task type and agent) from the events; they must be empty.
 * Run by migration v7 and again after a prune, on both stores (see sqlite/tool-day-rollups.ts for what each
 * row holds). Part of migration v7: a change to what it computes is a new migration.
 */
export function rebuildToolDaysSql(dialect: Dialect): string {
  const { jsonArray, beforeParen } = sqlDialects[dialect];
  const labels = jsonArray('task_type', 'agent_name');
  return `INSERT INTO tool_arguments
  SELECT DISTINCT day, ${labels}, task_type, agent_name, tool_name, ${jsonArray('tool_args_hash')}, tool_args_hash
  FROM events WHERE event = 'tool_call' AND tool_name IS NOT NULL;
  INSERT INTO tool_totals
  SELECT day, ${labels}, task_type, agent_name, tool_name, COUNT(*), 0 FROM events
  WHERE event = 'tool_call' AND tool_name IS NOT NULL GROUP BY day, task_type, agent_name, tool_name;
  INSERT INTO tool_totals
  SELECT day, ${labels}, task_type, agent_name, ${beforeParen('signature')}, 0, COUNT(*)
  FROM (SELECT day, task_type, agent_name, action_signature AS signature,
      ROW_NUMBER() OVER (PARTITION BY run_id, action_signature ORDER BY id) AS nth
    FROM events WHERE event = 'tool_call' AND action_signature IS NOT NULL) AS calls
  WHERE nth > 1 GROUP BY day, task_type, agent_name, 5
  ON CONFLICT (day, labels, tool) DO UPDATE SET repeats = excluded.repeats;
  INSERT INTO tool_shares
  SELECT day, ${labels}, task_type, agent_name, tool_name, round_calls, SUM(COALESCE(round_tokens, 0))
  FROM (SELECT day, task_type, agent_name, tool_name, round_tokens,
      COUNT(*) OVER (PARTITION BY run_id, round) AS round_calls
    FROM events WHERE event = 'tool_call') AS calls
  WHERE tool_name IS NOT NULL GROUP BY day, task_type, agent_name, tool_name, round_calls;
  INSERT INTO tool_results
  SELECT day, ${labels}, task_type, agent_name, tool_name, ${jsonArray('latency_ms')}, latency_ms, COUNT(*),
    COUNT(*) FILTER (WHERE status = 'failed')
  FROM events WHERE event = 'tool_result' AND tool_name IS NOT NULL
  GROUP BY day, task_type, agent_name, tool_name, latency_ms;`;
}
