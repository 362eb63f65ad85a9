import { rebuildRoundCallsSql } from '../round-calls-sql.js';
import { createTable } from '../schema-tables.js';

// Schema v12: until v11 the writer's tool_shares statement counted every tool call of each round a batch
// touched and read every earlier call of that round again to move it to the round's new size; a round of
// thousands of parallel calls written in many batches cost the whole round per batch (quadratic in the round
// over its batches). The writer now keeps round_calls and round_shares (round-calls-sql.ts) per batch, and
// tool_shares reads a touched round's size and its earlier calls' groups there: key probes and a few rows per
// round, whatever its size. events_rounds, which only that statement read, goes: one index fewer to keep on
// every tool call written. tool_shares holds the same sums as before.

/** The labels key of a tool rollup row, from an event's columns under `table`. */
const labelsOf = (table: string) => `json_array(${table}task_type, ${table}agent_name)`;

/** Fills round_calls and round_shares from the events: by migration v12, and after a prune. */
export const rebuildRoundCalls = rebuildRoundCallsSql('sqlite');

/** Migration v12: round_calls and round_shares, filled from the events; events_rounds goes. */
export const roundCallsMigration = `${createTable('round_calls', 'sqlite')};
  ${createTable('round_shares', 'sqlite')};
  ${rebuildRoundCalls}
  DROP INDEX events_rounds;`;

/**
 * The statements that add the tool calls written from id `@first` on to round_calls and round_shares: run by
 * the writer after its inserts, before {@link rollUpToolShares}, which reads the rounds as they are after it.
 */
export const rollUpRoundCalls: readonly string[] = [
  `INSERT INTO round_calls
  SELECT run_id, round, COUNT(*) FROM events NOT INDEXED WHERE id >= @first AND event = 'tool_call'
  GROUP BY run_id, round
  ON CONFLICT (run_id, round) DO UPDATE SET calls = calls + excluded.calls`,
  `INSERT INTO round_shares
  SELECT run_id, round, day, ${labelsOf('')}, task_type, agent_name, tool_name, SUM(coalesce(round_tokens, 0))
  FROM events NOT INDEXED WHERE id >= @first AND event = 'tool_call' AND tool_name IS NOT NULL
  GROUP BY run_id, round, day, task_type, agent_name, tool_name
  ON CONFLICT (run_id, round, day, labels, tool_name) DO UPDATE SET tokens = tokens + excluded.tokens`,
];

/**
 * Keeps tool_shares (tokens per day, labels, tool and round size) for the tool calls written from id
 * `@first` on, once round_calls and round_shares hold them ({@link rollUpRoundCalls}). Each round the batch
 * added calls to puts all its calls at its size now (its round_shares rows); a round that had calls before
 * also takes them off its size before the batch: its rows there, less the batch's own calls, which are added
 * back at that size. Work in proportion to the batch and to the groups (day, labels, tool) of the rounds it
 * touched, never to a round's calls. The plan is pinned: the batch is a rowid range, each round a key probe.
 */
export const rollUpToolShares = `WITH added AS MATERIALIZED (
    SELECT run_id, round, COUNT(*) AS added FROM events NOT INDEXED
    WHERE id >= @first AND event = 'tool_call' GROUP BY run_id, round
  ), sized AS MATERIALIZED (
    SELECT added.run_id, added.round, added.added, size.calls
    FROM added CROSS JOIN round_calls AS size ON size.run_id = added.run_id AND size.round = added.round
  ), moves AS (
    SELECT share.day, share.labels, share.task_type, share.agent_name, share.tool_name, sized.calls AS round_calls,
      share.tokens
    FROM sized CROSS JOIN round_shares AS share ON share.run_id = sized.run_id AND share.round = sized.round
    UNION ALL
    SELECT share.day, share.labels, share.task_type, share.agent_name, share.tool_name, sized.calls - sized.added,
      -share.tokens
    FROM sized CROSS JOIN round_shares AS share ON share.run_id = sized.run_id AND share.round = sized.round
    WHERE sized.calls > sized.added
    UNION ALL
    SELECT call.day, ${labelsOf('call.')}, call.task_type, call.agent_name, call.tool_name,
      sized.calls - sized.added, coalesce(call.round_tokens, 0)
    FROM events AS call NOT INDEXED CROSS JOIN sized ON sized.run_id = call.run_id AND sized.round = call.round
    WHERE call.id >= @first AND call.event = 'tool_call' AND call.tool_name IS NOT NULL
      AND sized.calls > sized.added
  )
  INSERT INTO tool_shares
  SELECT day, labels, task_type, agent_name, tool_name, round_calls, SUM(tokens) FROM moves
  WHERE true GROUP BY day, labels, task_type, agent_name, tool_name, round_calls HAVING SUM(tokens) <> 0
  ON CONFLICT (day, labels, tool_name, round_calls) DO UPDATE SET tokens = tokens + excluded.tokens`;
