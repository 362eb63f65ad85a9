import { rollUpDailyAndRunCalls } from './rollup-sql.js';
import { moveWaitingTrips } from './trip-currency.js';

// Schema v10: the tool rollups leave the rollup trigger, as SQLite's leave its per-row triggers. The sink's
// batch statement keeps them itself, in data-modifying CTEs over the rows its INSERT returns (`written`): one
// upsert per rollup table per batch, in the same statement, so a batch is still one round trip and one
// commit. The statement's snapshot is taken before its insert, so `events` read here holds exactly the events
// before the batch: a repeat or an earlier call of a round is found there by an index probe (a scalar
// subquery or a LATERAL with OFFSET 0, never a join planned from a young table's statistics), or in the
// batch itself. Rows are upserted in key order, so two writers never deadlock. The sums are the trigger's, so
// a store migrated from v9 keeps its rollups as they are.

/** The labels key of a tool rollup row, from an event's columns under `table`. */
const labelsOf = (table: string) => `json_build_array(${table}task_type, ${table}agent_name)::text`;

/** The columns of the written rows that the tool rollups read (the INSERT's RETURNING list). */
export const toolRollupColumns =
  'id, day, event, run_id, round, task_type, agent_name, tool_name, tool_args_hash, action_signature, ' +
  'round_tokens, latency_ms, status';

/**
 * The CTEs (each starting with `, name AS`) that roll up the tool events of `written` (the rows the batch
 * inserted, with {@link toolRollupColumns}) into tool_totals, tool_arguments, tool_shares and tool_results,
 * and since schema v12 round_calls and round_shares, from which a round's earlier calls are moved.
 */
export const rollUpWrittenTools = `, tool_calls AS (
    SELECT * FROM written WHERE event = 'tool_call'
  ), totals AS (
    INSERT INTO tool_totals
    SELECT day, ${labelsOf('')}, task_type, agent_name, tool, SUM(calls), SUM(repeats) FROM (
      SELECT day, task_type, agent_name, tool_name AS tool, 1 AS calls, 0 AS repeats FROM tool_calls
      WHERE tool_name IS NOT NULL
      UNION ALL
      -- A call repeats when its run has the same signature earlier in the batch, or before it.
      SELECT day, task_type, agent_name, left(action_signature, greatest(strpos(action_signature, '(') - 1, 0)),
        0, 1
      FROM (SELECT tool_calls.*,
          ROW_NUMBER() OVER (PARTITION BY run_id, action_signature ORDER BY id) AS nth
        FROM tool_calls WHERE action_signature IS NOT NULL) AS call
      WHERE nth > 1 OR COALESCE((SELECT true FROM events AS earlier WHERE earlier.run_id = call.run_id
        AND earlier.action_signature = call.action_signature AND earlier.event = 'tool_call' LIMIT 1), false)
    ) AS counted
    GROUP BY day, task_type, agent_name, tool ORDER BY 1, 2, 5
    ON CONFLICT (day, labels, tool) DO UPDATE SET calls = tool_totals.calls + excluded.calls,
      repeats = tool_totals.repeats + excluded.repeats
  ), hashes AS (
    -- A hash seen before costs an index probe, not a row update: the table only says which were seen.
    INSERT INTO tool_arguments
    SELECT DISTINCT day, ${labelsOf('')}, task_type, agent_name, tool_name, json_build_array(tool_args_hash)::text,
      tool_args_hash
    FROM tool_calls WHERE tool_name IS NOT NULL ORDER BY 1, 2, 5, 6
    ON CONFLICT DO NOTHING
  ), touched AS (
    -- Each round the batch added calls to, with its size before the batch (schema v12: a key probe of
    -- round_calls, not a count of the round's calls).
    SELECT run_id, round, COUNT(*) AS added, COALESCE((SELECT calls FROM round_calls
      WHERE round_calls.run_id = tool_calls.run_id AND round_calls.round = tool_calls.round), 0) AS before
    FROM tool_calls GROUP BY run_id, round
  ), earlier AS (
    -- The calls a round had before the batch, as round_shares sums them per day, labels and tool (rare: a
    -- round's calls come together), never the calls themselves.
    SELECT touched.added + touched.before AS calls, touched.before, share.*
    FROM touched CROSS JOIN LATERAL (SELECT round_shares.day, round_shares.task_type, round_shares.agent_name,
        round_shares.tool_name, round_shares.tokens AS round_tokens FROM round_shares
      WHERE round_shares.run_id = touched.run_id AND round_shares.round = touched.round OFFSET 0) AS share
    WHERE touched.before > 0
  ), moves AS (
    -- The batch's calls go to their round's size now; the round's earlier calls move from its old size.
    SELECT call.day, call.task_type, call.agent_name, call.tool_name, touched.added + touched.before AS round_calls,
      COALESCE(call.round_tokens, 0) AS tokens
    FROM touched JOIN tool_calls AS call ON call.run_id = touched.run_id AND call.round = touched.round
    UNION ALL
    SELECT day, task_type, agent_name, tool_name, calls, COALESCE(round_tokens, 0) FROM earlier
    UNION ALL
    SELECT day, task_type, agent_name, tool_name, before, -COALESCE(round_tokens, 0) FROM earlier
  ), shares AS (
    INSERT INTO tool_shares
    SELECT day, ${labelsOf('')}, task_type, agent_name, tool_name, round_calls, SUM(tokens) FROM moves
    WHERE tool_name IS NOT NULL
    GROUP BY day, task_type, agent_name, tool_name, round_calls HAVING SUM(tokens) <> 0 ORDER BY 1, 2, 5, 6
    ON CONFLICT (day, labels, tool_name, round_calls) DO UPDATE SET tokens = tool_shares.tokens + excluded.tokens
  ), rounds AS (
    INSERT INTO round_calls SELECT run_id, round, added FROM touched ORDER BY 1, 2
    ON CONFLICT (run_id, round) DO UPDATE SET calls = round_calls.calls + excluded.calls
  ), round_groups AS (
    INSERT INTO round_shares
    SELECT run_id, round, day, ${labelsOf('')}, task_type, agent_name, tool_name, SUM(COALESCE(round_tokens, 0))
    FROM tool_calls WHERE tool_name IS NOT NULL
    GROUP BY run_id, round, day, task_type, agent_name, tool_name ORDER BY 1, 2, 3, 4, 7
    ON CONFLICT (run_id, round, day, labels, tool_name) DO UPDATE SET tokens = round_shares.tokens + excluded.tokens
  ), results AS (
    INSERT INTO tool_results
    SELECT day, ${labelsOf('')}, task_type, agent_name, tool_name, json_build_array(latency_ms)::text, latency_ms,
      COUNT(*), COUNT(*) FILTER (WHERE status = 'failed')
    FROM written WHERE event = 'tool_result' AND tool_name IS NOT NULL
    GROUP BY day, task_type, agent_name, tool_name, latency_ms ORDER BY 1, 2, 5, 6
    ON CONFLICT (day, labels, tool_name, latency_key) DO UPDATE SET
      results = tool_results.results + excluded.results, failures = tool_results.failures + excluded.failures
  )`;

/**
 * v10's statement that makes a trip with no priced call before it wait in unpriced_trips: v8's, with the
 * lookup of that call written as a scalar subquery, an index probe per trip. v8's NOT EXISTS was planned (and
 * kept by plpgsql) as an anti join from the young table's statistics, which read every LLM call of the store
 * for each trip of each batch.
 */
const waitUnpricedTrips = `    INSERT INTO unpriced_trips
    SELECT trip.task_id, trip.run_id, trip.day,
      json_build_array(trip.task_type, trip.agent_name, trip.model, NULL::text, trip.code)::text, trip.task_type,
      trip.agent_name, trip.model, trip.code, COUNT(*)
    FROM new_events AS trip
    WHERE trip.event = 'guard_trigger' AND trip.action = 'halt' AND NOT COALESCE((
      SELECT true FROM events AS response WHERE response.task_id = trip.task_id AND response.run_id = trip.run_id
        AND response.event = 'llm_response' AND response.currency IS NOT NULL AND response.id < trip.id
      LIMIT 1), false)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4
    ON CONFLICT (task_id, run_id, day, labels) DO UPDATE SET trips = unpriced_trips.trips + excluded.trips;
`;

/**
 * Migration v10: the rollup trigger function keeps the daily rollups, run_calls and the trips' currency
 * (v8's statements, the first as an index probe), and no longer the tool rollups, which the sink's batch
 * statement keeps.
 */
export const postgresToolBatchRollupsMigration = `CREATE OR REPLACE FUNCTION loopguard_roll_up_daily()
  RETURNS trigger LANGUAGE plpgsql AS $roll_up$
  BEGIN
${rollUpDailyAndRunCalls}${waitUnpricedTrips}${moveWaitingTrips}    RETURN NULL;
  END
  $roll_up$;`;
