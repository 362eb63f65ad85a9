// The statements of a prune both stores run (sqlite/prune.ts in one transaction, postgres/prune.ts in chunks),
// with `?` placeholders (PostgreSQL's numbered with `numbered`).

/** Notes the runs that lose calls (before the day `?`) in a temporary table, for {@link LOST_RUNS}. */
export const NOTE_PRUNED_RUNS = `CREATE TEMP TABLE pruned_runs AS SELECT DISTINCT task_id, run_id FROM events
  WHERE event = 'llm_response' AND day < ?`;

/** The condition on task_id and run_id of the runs that lost calls: their run_calls row is filled again. */
export const LOST_RUNS = '(task_id, run_id) IN (SELECT task_id, run_id FROM pruned_runs)';

/** The rollups kept per UTC day: their rows of pruned days go with the events. */
export const DAILY_ROLLUPS = ['daily_calls', 'daily_trips', 'unpriced_trips'] as const;

/**
 * Empties the tool rollups and the rounds' calls (schema v12), which are then rebuilt from the events left (a
 * repeat depends on the calls kept, a round's size on its calls kept).
 */
export const CLEAR_TOOL_ROLLUPS =
  'DELETE FROM tool_arguments; DELETE FROM tool_totals; DELETE FROM tool_shares; DELETE FROM tool_results; ' +
  'DELETE FROM round_calls; DELETE FROM round_shares';
