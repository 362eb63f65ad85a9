import { createTable } from '../schema-tables.js';
import { rebuildToolDaysSql } from '../tool-day-rollups-sql.js';
import { rollUpDailyAndRunCalls } from './rollup-sql.js';

// The tools report's rollups per UTC day, task type and agent (schema v7), as SQLite's (see
// stores/sqlite/tool-day-rollups.ts for what each row holds). Part of migration v7: a change to any of it is
// a new migration.

/** The labels key of a tool rollup row, from an event's columns under `table`. */
const labelsOf = (table: string) => `json_build_array(${table}task_type, ${table}agent_name)::text`;

/** Fills the tool rollups of v7 from the events (they must be empty), as SQLite's: tool-day-rollups-sql.ts. */
export const rebuildPostgresToolDayRollups = rebuildToolDaysSql('postgres');

/**
 * The tool statements of the rollup trigger function, over a statement's new rows (`new_events`), as v3's
 * with the day and labels added to each key. Rows are upserted in key order, so writers never deadlock.
 */
export const rollUpToolDays = `    INSERT INTO tool_totals
    SELECT day, ${labelsOf('')}, task_type, agent_name, tool_name, COUNT(*), 0 FROM new_events
    WHERE event = 'tool_call' AND tool_name IS NOT NULL
    GROUP BY day, task_type, agent_name, tool_name ORDER BY 1, 2, 5
    ON CONFLICT (day, labels, tool) DO UPDATE SET calls = tool_totals.calls + excluded.calls;
    -- A hash seen before costs an index probe, not a row update: the table only says which were seen.
    INSERT INTO tool_arguments
    SELECT DISTINCT day, ${labelsOf('')}, task_type, agent_name, tool_name,
      json_build_array(tool_args_hash)::text, tool_args_hash FROM new_events
    WHERE event = 'tool_call' AND tool_name IS NOT NULL ORDER BY 1, 2, 5, 6
    ON CONFLICT DO NOTHING;
    -- A call repeats when its run has the same signature already: earlier in this statement, or from before it.
    INSERT INTO tool_totals
    SELECT call.day, ${labelsOf('call.')}, call.task_type, call.agent_name,
      left(call.action_signature, greatest(strpos(call.action_signature, '(') - 1, 0)), 0, COUNT(*)
    FROM new_events AS call CROSS JOIN LATERAL (
      SELECT 1 FROM events AS earlier WHERE earlier.run_id = call.run_id
        AND earlier.action_signature = call.action_signature AND earlier.event = 'tool_call'
        AND (earlier.id < call.id OR earlier.id NOT IN (SELECT id FROM new_events)) LIMIT 1) AS repeated
    WHERE call.event = 'tool_call' AND call.action_signature IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 5
    ON CONFLICT (day, labels, tool) DO UPDATE SET repeats = tool_totals.repeats + excluded.repeats;
    -- Each round this statement added calls to: its new calls' tokens go to the round's size now, and calls it
    -- had before (rare: a round's calls are written together) move from its old size to its new one.
    WITH touched AS (
      SELECT run_id, round, COUNT(*) AS added FROM new_events WHERE event = 'tool_call' GROUP BY run_id, round
    ), sized AS (
      SELECT touched.*, (SELECT COUNT(*) FROM events WHERE events.run_id = touched.run_id
        AND events.round = touched.round AND events.event = 'tool_call') AS calls
      FROM touched
    ), earlier AS (
      SELECT sized.calls, sized.added, call.day, call.task_type, call.agent_name, call.tool_name, call.round_tokens
      FROM sized CROSS JOIN LATERAL (SELECT events.day, events.task_type, events.agent_name, events.tool_name,
          events.round_tokens FROM events
        WHERE events.run_id = sized.run_id AND events.round = sized.round AND events.event = 'tool_call'
          AND events.id NOT IN (SELECT id FROM new_events) OFFSET 0) AS call
      WHERE sized.calls > sized.added
    ), moves AS (
      SELECT call.day, call.task_type, call.agent_name, call.tool_name, sized.calls AS round_calls,
        COALESCE(call.round_tokens, 0) AS tokens
      FROM sized JOIN new_events AS call ON call.run_id = sized.run_id AND call.round = sized.round
        AND call.event = 'tool_call'
      UNION ALL
      SELECT day, task_type, agent_name, tool_name, calls, COALESCE(round_tokens, 0) FROM earlier
      UNION ALL
      SELECT day, task_type, agent_name, tool_name, calls - added, -COALESCE(round_tokens, 0) FROM earlier)
    INSERT INTO tool_shares
    SELECT day, ${labelsOf('')}, task_type, agent_name, tool_name, round_calls, SUM(tokens) FROM moves
    WHERE tool_name IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING SUM(tokens) <> 0 ORDER BY 1, 2, 5, 6
    ON CONFLICT (day, labels, tool_name, round_calls) DO UPDATE SET tokens = tool_shares.tokens + excluded.tokens;
    INSERT INTO tool_results
    SELECT day, ${labelsOf('')}, task_type, agent_name, tool_name, json_build_array(latency_ms)::text, latency_ms,
      COUNT(*), COUNT(*) FILTER (WHERE status = 'failed')
    FROM new_events WHERE event = 'tool_result' AND tool_name IS NOT NULL
    GROUP BY day, task_type, agent_name, tool_name, latency_ms ORDER BY 1, 2, 5, 6
    ON CONFLICT (day, labels, tool_name, latency_key) DO UPDATE SET results = tool_results.results + excluded.results,
      failures = tool_results.failures + excluded.failures;
`;

/**
 * Migration v7: the tool rollups again, per day and labels, rebuilt from the events; the trigger function is
 * replaced by one whose daily and run statements are v3's and whose tool statements write the new keys.
 */
export const postgresToolDayRollupsMigration = `DROP TABLE tool_totals;
  DROP TABLE tool_arguments;
  DROP TABLE tool_shares;
  DROP TABLE tool_results;
  ${createTable('tool_totals', 'postgres')};
  ${createTable('tool_arguments', 'postgres')};
  ${createTable('tool_shares', 'postgres')};
  ${createTable('tool_results', 'postgres')};
  CREATE OR REPLACE FUNCTION loopguard_roll_up_daily() RETURNS trigger LANGUAGE plpgsql AS $roll_up$
  BEGIN
${rollUpDailyAndRunCalls}${rollUpToolDays}    RETURN NULL;
  END
  $roll_up$;
  ${rebuildPostgresToolDayRollups}`;
