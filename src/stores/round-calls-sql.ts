import type { Dialect } from './run-list-sql.js';
import { sqlDialects } from './sql-dialect.js';

// Schema v12 (both stores): `round_calls` holds each round's tool calls (named or not: the round's size), and
// `round_shares` its named calls' tokens per day, labels and tool, the groups tool_shares sums them under.
// A batch that adds calls to a round reads these few rows to move the round's earlier calls to its new size,
// instead of counting and reading every earlier call of the round: a batch costs its own rows, not its
// rounds' nor the store's. Part of migration v12: a change to what these compute is a new migration.

/**
 * Fills round_calls and round_shares from the events (they must be empty): by migration v12 on both stores,
 * and again after a prune, which rebuilds every tool rollup from the events left.
 */
export function rebuildRoundCallsSql(dialect: Dialect): string {
  const labels = sqlDialects[dialect].jsonArray('task_type', 'agent_name');
  return `INSERT INTO round_calls
  SELECT run_id, round, COUNT(*) FROM events WHERE event = 'tool_call' GROUP BY run_id, round;
  INSERT INTO round_shares
  SELECT run_id, round, day, ${labels}, task_type, agent_name, tool_name, SUM(COALESCE(round_tokens, 0))
  FROM events WHERE event = 'tool_call' AND tool_name IS NOT NULL
  GROUP BY run_id, round, day, task_type, agent_name, tool_name;`;
}
