import { createTable } from '../schema-tables.js';
import { rebuildToolDaysSql } from '../tool-day-rollups-sql.js';

// The tools report's rollups per UTC day, task type and agent (schema v7), so `report tools --since/--until`
// and the dashboard's filters read a few rows per day instead of every event. Same tables and sums as v3,
// keyed also by `day` and `labels` (a JSON array of task type and agent, which keeps an absent label apart
// from an empty one): every figure of a range is a sum of its days' rows, and distinct argument hashes are
// counted over the range's rows, so a hash seen on two days counts once. A repeated call is counted on the
// day and labels of the call that repeated.

/** The labels key of a rollup row of the tool rollups (v7), from an event's columns under `table`. */
const labelsOf = (table: string) => `json_array(${table}task_type, ${table}agent_name)`;

/**
 * Fills the tool rollups of v7 from the events (they must be empty): by migration v7, and again after a
 * prune. The statements are both stores' (tool-day-rollups-sql.ts).
 */
export const rebuildToolDayRollups = rebuildToolDaysSql('sqlite');

/** Migration v7: the tool rollups again, per day and labels; the v3 tables and their triggers go. */
export const toolDayRollupsMigration = `DROP TRIGGER events_roll_up_tool_result;
  DROP TRIGGER events_roll_up_tool_call;
  DROP TABLE tool_totals;
  DROP TABLE tool_arguments;
  DROP TABLE tool_shares;
  DROP TABLE tool_results;
  -- The writer's per-batch tool_shares statement reads a round's calls with their day and labels from here.
  DROP INDEX events_rounds;
  CREATE INDEX events_rounds ON events (run_id, round, tool_name, round_tokens, day, task_type, agent_name)
    WHERE event = 'tool_call';
  ${createTable('tool_totals', 'sqlite')};
  ${createTable('tool_arguments', 'sqlite')};
  ${createTable('tool_shares', 'sqlite')};
  ${createTable('tool_results', 'sqlite')};
  CREATE TRIGGER events_roll_up_tool_result AFTER INSERT ON events
  WHEN NEW.event = 'tool_result' AND NEW.tool_name IS NOT NULL BEGIN
    INSERT INTO tool_results VALUES (NEW.day, ${labelsOf('NEW.')}, NEW.task_type, NEW.agent_name, NEW.tool_name,
      json_array(NEW.latency_ms), NEW.latency_ms, 1, NEW.status IS 'failed')
    ON CONFLICT (day, labels, tool_name, latency_key) DO UPDATE SET results = results + 1,
      failures = failures + excluded.failures;
  END;
  CREATE TRIGGER events_roll_up_tool_call AFTER INSERT ON events WHEN NEW.event = 'tool_call' BEGIN
    INSERT INTO tool_totals
    SELECT NEW.day, ${labelsOf('NEW.')}, NEW.task_type, NEW.agent_name, NEW.tool_name, 1, 0
    WHERE NEW.tool_name IS NOT NULL
    ON CONFLICT (day, labels, tool) DO UPDATE SET calls = calls + 1;
    INSERT INTO tool_arguments
    SELECT NEW.day, ${labelsOf('NEW.')}, NEW.task_type, NEW.agent_name, NEW.tool_name, json_array(NEW.tool_args_hash),
      NEW.tool_args_hash
    WHERE NEW.tool_name IS NOT NULL ON CONFLICT DO NOTHING;
    INSERT INTO tool_totals
    SELECT NEW.day, ${labelsOf('NEW.')}, NEW.task_type, NEW.agent_name,
      substr(NEW.action_signature, 1, max(instr(NEW.action_signature, '(') - 1, 0)), 0, 1
    WHERE NEW.action_signature IS NOT NULL AND EXISTS (SELECT 1 FROM events WHERE run_id = NEW.run_id
      AND action_signature = NEW.action_signature AND event = 'tool_call' AND id <> NEW.id)
    ON CONFLICT (day, labels, tool) DO UPDATE SET repeats = repeats + 1;
  END;
  ${rebuildToolDayRollups}`;

/**
 * The writer's tool_shares statement of schema v5 to v11 (v12 keeps tool_shares from round_calls: see
 * round-calls.ts; this one stays for the tests and benches that write as those versions did, on a store that
 * still has events_rounds). Keeps tool_shares (tokens per day, labels, tool and round size) for the events
 * written from id `@first` on: run by the writer in the transaction that wrote them. Each round those events added calls to puts all
 * its calls at its size now, and takes the calls it had before off their old size: work in proportion to the
 * rounds touched, once per batch, however the round's calls were split between batches. The plan is pinned
 * (a rowid range for the batch, then each round through `events_rounds`): chosen from a young store's
 * statistics, the planner once scanned every earlier event for each batch.
 */
export const rollUpToolSharesBeforeV12 = `WITH added AS MATERIALIZED (
    SELECT run_id, round, COUNT(*) AS added FROM events NOT INDEXED
    WHERE id >= @first AND event = 'tool_call' GROUP BY run_id, round
  ), sized AS MATERIALIZED (
    SELECT added.*, (SELECT COUNT(*) FROM events WHERE events.run_id = added.run_id
      AND events.round = added.round AND events.event = 'tool_call') AS calls
    FROM added
  ), moves AS (
    SELECT call.day, call.task_type, call.agent_name, call.tool_name, sized.calls AS round_calls,
      coalesce(call.round_tokens, 0) AS tokens
    FROM sized CROSS JOIN events AS call ON call.run_id = sized.run_id AND call.round = sized.round
      AND call.event = 'tool_call'
    UNION ALL
    SELECT call.day, call.task_type, call.agent_name, call.tool_name, sized.calls - sized.added,
      -coalesce(call.round_tokens, 0)
    FROM sized CROSS JOIN events AS call ON call.run_id = sized.run_id AND call.round = sized.round
      AND call.event = 'tool_call' AND +call.id < @first
    WHERE sized.calls > sized.added
  )
  INSERT INTO tool_shares
  SELECT day, ${labelsOf('')}, task_type, agent_name, tool_name, round_calls, SUM(tokens) FROM moves
  WHERE tool_name IS NOT NULL GROUP BY day, task_type, agent_name, tool_name, round_calls
  ON CONFLICT (day, labels, tool_name, round_calls) DO UPDATE SET tokens = tokens + excluded.tokens`;
