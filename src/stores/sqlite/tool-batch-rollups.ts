// Schema v10: the tool rollups leave SQLite's per-row triggers. Each tool call and tool result written ran a
// trigger of two or three upserts; a huge round (1,000 parallel calls and their results) ran thousands of
// them inside one write. The writer now keeps tool_totals, tool_arguments and tool_results with one statement
// each per batch, over the batch's rows (a rowid range: the batch's rows are the last written), in the
// batch's transaction, as it keeps tool_shares since v5. The sums are those of the triggers, so a store
// migrated from v9 keeps its rollups as they are; a writer of its own runs these after its inserts, or
// rebuilds with `loopguard store prune`.

/** The labels key of a tool rollup row, from an event's columns under `table`. */
const labelsOf = (table: string) => `json_array(${table}task_type, ${table}agent_name)`;

/** Migration v10: the tool rollup triggers go; the rollups they kept are exact as they are. */
export const toolBatchRollupsMigration = `DROP TRIGGER events_roll_up_tool_result;
  DROP TRIGGER events_roll_up_tool_call;`;

/**
 * The tool_totals of the events written from id `@first` on: each call under its tool, and each call that
 * repeats an earlier signature of its run (an earlier id: before the batch, or earlier in it) under the
 * signature's name, in one upsert. A repeat is an index probe of events_signatures per new call with a
 * signature.
 */
const rollUpToolTotals = `INSERT INTO tool_totals
  SELECT day, ${labelsOf('')}, task_type, agent_name, tool, SUM(calls), SUM(repeats) FROM (
    SELECT day, task_type, agent_name, tool_name AS tool, 1 AS calls, 0 AS repeats
    FROM events NOT INDEXED WHERE id >= @first AND event = 'tool_call' AND tool_name IS NOT NULL
    UNION ALL
    SELECT call.day, call.task_type, call.agent_name,
      substr(call.action_signature, 1, max(instr(call.action_signature, '(') - 1, 0)), 0, 1
    FROM events AS call NOT INDEXED
    WHERE call.id >= @first AND call.event = 'tool_call' AND call.action_signature IS NOT NULL
      AND EXISTS (SELECT 1 FROM events AS earlier INDEXED BY events_signatures
        WHERE earlier.run_id = call.run_id AND earlier.action_signature = call.action_signature
          AND earlier.event = 'tool_call' AND earlier.id < call.id))
  WHERE true GROUP BY day, task_type, agent_name, tool
  ON CONFLICT (day, labels, tool) DO UPDATE SET calls = calls + excluded.calls,
    repeats = repeats + excluded.repeats`;

/** The argument hashes of the calls written from id `@first` on: a hash seen before is left as it is. */
const rollUpToolArguments = `INSERT INTO tool_arguments
  SELECT DISTINCT day, ${labelsOf('')}, task_type, agent_name, tool_name, json_array(tool_args_hash), tool_args_hash
  FROM events NOT INDEXED WHERE id >= @first AND event = 'tool_call' AND tool_name IS NOT NULL
  ON CONFLICT DO NOTHING`;

/** The tool_results histogram rows of the results written from id `@first` on. */
const rollUpToolResults = `INSERT INTO tool_results
  SELECT day, ${labelsOf('')}, task_type, agent_name, tool_name, json_array(latency_ms), latency_ms, COUNT(*),
    SUM(status IS 'failed')
  FROM events NOT INDEXED WHERE id >= @first AND event = 'tool_result' AND tool_name IS NOT NULL
  GROUP BY day, task_type, agent_name, tool_name, latency_ms
  ON CONFLICT (day, labels, tool_name, latency_key) DO UPDATE SET results = results + excluded.results,
    failures = failures + excluded.failures`;

/**
 * The statements that keep tool_totals, tool_arguments and tool_results for the events written from id
 * `@first` on, run by the writer in the transaction that wrote them: the writer's statements of v10 and v11
 * (v12 adds round_calls and round_shares: see schema.ts's rollUpToolBatch; tool_shares has its own: rollUpToolShares).
 */
export const rollUpToolTables: readonly string[] = [rollUpToolTotals, rollUpToolArguments, rollUpToolResults];
