import { fillRunCallsSql, rebuildToolRollupsV3Sql } from '../backfill-sql.js';
import { runRangeMigration } from '../run-range-index.js';
import { runSearchMigration } from '../run-search-sql.js';
import { createTable } from '../schema-tables.js';
import { rollUpTripInDailyTrips } from './rollup-sql.js';
import { rollUpRoundCalls, roundCallsMigration } from './round-calls.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { rollUpToolTables, toolBatchRollupsMigration } from './tool-batch-rollups.js';
import { toolDayRollupsMigration } from './tool-day-rollups.js';
import { tripCurrencyMigration } from './trip-currency.js';

export { rebuildRoundCalls, rollUpToolShares } from './round-calls.js';
export { rollUpToolTables } from './tool-batch-rollups.js';
export { rebuildToolDayRollups, rollUpToolSharesBeforeV12 } from './tool-day-rollups.js';

/**
 * The statements that keep tool_totals, tool_arguments, tool_results (tool-batch-rollups.ts), round_calls and
 * round_shares (round-calls.ts) for the events written from id `@first` on: a writer runs them after its
 * inserts, in their transaction, then {@link rollUpToolShares}, which reads the rounds as they now are.
 */
export const rollUpToolBatch: readonly string[] = [...rollUpToolTables, ...rollUpRoundCalls];

/**
 * Fills the v3 tools report's rollups from the events (they must be empty): both stores' statements
 * (backfill-sql.ts). Part of migration v3 (v7 replaced these tables: see tool-day-rollups.ts).
 */
const rebuildToolRollups = rebuildToolRollupsV3Sql('sqlite');

/**
 * Fills run_calls for the runs `runs` (an SQL condition on the events' task_id and run_id) from their
 * calls: by migration v3 for every run, and after a prune for the runs that lost calls (backfill-sql.ts).
 */
export const fillRunCalls = (runs: string): string => fillRunCallsSql('sqlite', runs);

/** Forward migrations; index + 1 is the schema version each one produces. Never edit a released one. */
export const migrations: readonly string[] = [
  `${createTable('events', 'sqlite')};
  CREATE INDEX events_task ON events (task_id, id);`,
  // Partial indexes, one per report query, keep ingest fast: each holds only the rows its query reads.
  `CREATE INDEX events_day ON events (day, task_type, agent_name, model, total_tokens, cost, currency)
    WHERE event = 'llm_response';
  CREATE INDEX events_trips ON events (day, code, task_type, agent_name, model) WHERE event = 'guard_trigger';
  CREATE INDEX events_tool_results ON events (tool_name, latency_ms, status) WHERE event = 'tool_result';
  CREATE INDEX events_tool_calls ON events (tool_name, tool_args_hash) WHERE event = 'tool_call';
  CREATE INDEX events_rounds ON events (run_id, round, tool_name, round_tokens) WHERE event = 'tool_call';
  CREATE INDEX events_signatures ON events (run_id, action_signature) WHERE event = 'tool_call';
  CREATE INDEX events_run_ends ON events (day, state) WHERE event = 'run_end';`,
  // v3: rollups kept by triggers, so every writer (a sink, replay, a user's own INSERT) keeps them exact and
  // the reports read a few rows per day or per run instead of every event.
  // - daily_calls and daily_trips: the daily report, per UTC day and labels. `labels` is the key: a JSON
  //   array of the labels, which keeps a NULL label apart from ''. Cost is summed in integer picounits
  //   (10^-12 of the currency), so the sum is exact in any order and PostgreSQL's rollup gives the same
  //   figure to the last digit. A trip takes the currency of its run's first priced call before it, found
  //   once, when the trip is written, instead of once per trip on every report.
  // - run_calls: per run, its largest prompt and the models of its calls (distinct, first use first), which
  //   calibration sizes a worst-case call from. A prune refills the runs it took calls from.
  // - tool_totals, tool_arguments, tool_shares: the tools report's calls and repeated signatures per tool,
  //   the distinct argument hashes (one row each, written once), and tokens. A tool call's share of its round's tokens is round_tokens / calls in the round,
  //   and a round can gain calls after its first is written, so tool_shares keeps integer token sums per tool
  //   and round size: a round that grows moves its calls' tokens to the next size, and the report divides
  //   each sum by its size. Exact in any order of writes, as the other sums.
  // - tool_results: per tool and latency, the results and failures: a histogram from which the report takes
  //   the average and the exact p95 (the guard's clock gives whole milliseconds, so a tool has few distinct
  //   latencies). The tool rollups cover the whole store, so prune rebuilds them.
  `-- Calibration reads each completed run's end from this index alone, as PostgreSQL's does.
  DROP INDEX events_run_ends;
  CREATE INDEX events_run_ends ON events (day, state, task_id, run_id, agent_name, task_type, round, latency_ms,
    total_tokens, cost, currency) WHERE event = 'run_end';
  ${createTable('daily_calls', 'sqlite')};
  ${createTable('daily_trips', 'sqlite')};
  ${createTable('run_calls', 'sqlite')};
  CREATE TABLE tool_totals (tool TEXT PRIMARY KEY, calls INTEGER NOT NULL, repeats INTEGER NOT NULL)
  WITHOUT ROWID;
  ${createTable('tool_arguments_v3', 'sqlite')};
  ${createTable('tool_shares_v3', 'sqlite')};
  ${createTable('tool_results_v3', 'sqlite')};
  CREATE TRIGGER events_roll_up_tool_result AFTER INSERT ON events
  WHEN NEW.event = 'tool_result' AND NEW.tool_name IS NOT NULL BEGIN
    INSERT INTO tool_results VALUES (NEW.tool_name, json_array(NEW.latency_ms), NEW.latency_ms, 1,
      NEW.status IS 'failed')
    ON CONFLICT (tool_name, latency_key) DO UPDATE SET results = results + 1,
      failures = failures + excluded.failures;
  END;
  CREATE TRIGGER events_roll_up_tool_call AFTER INSERT ON events WHEN NEW.event = 'tool_call' BEGIN
    INSERT INTO tool_totals SELECT NEW.tool_name, 1, 0 WHERE NEW.tool_name IS NOT NULL
    ON CONFLICT (tool) DO UPDATE SET calls = calls + 1;
    INSERT INTO tool_arguments SELECT NEW.tool_name, json_array(NEW.tool_args_hash), NEW.tool_args_hash
    WHERE NEW.tool_name IS NOT NULL ON CONFLICT DO NOTHING;
    INSERT INTO tool_totals
    SELECT substr(NEW.action_signature, 1, max(instr(NEW.action_signature, '(') - 1, 0)), 0, 1
    WHERE NEW.action_signature IS NOT NULL AND EXISTS (SELECT 1 FROM events WHERE run_id = NEW.run_id
      AND action_signature = NEW.action_signature AND event = 'tool_call' AND id <> NEW.id)
    ON CONFLICT (tool) DO UPDATE SET repeats = repeats + 1;
    INSERT INTO tool_shares
    SELECT tool_name, round_calls, SUM(tokens) FROM (
      SELECT call.tool_name, size.calls AS round_calls, coalesce(call.round_tokens, 0) AS tokens
      FROM events AS call, (SELECT COUNT(*) AS calls FROM events WHERE run_id = NEW.run_id AND round = NEW.round
        AND event = 'tool_call') AS size
      WHERE call.run_id = NEW.run_id AND call.round = NEW.round AND call.event = 'tool_call'
      UNION ALL
      SELECT call.tool_name, size.calls - 1, -coalesce(call.round_tokens, 0)
      FROM events AS call, (SELECT COUNT(*) AS calls FROM events WHERE run_id = NEW.run_id AND round = NEW.round
        AND event = 'tool_call') AS size
      WHERE call.run_id = NEW.run_id AND call.round = NEW.round AND call.event = 'tool_call' AND call.id <> NEW.id)
    WHERE tool_name IS NOT NULL GROUP BY tool_name, round_calls
    ON CONFLICT (tool_name, round_calls) DO UPDATE SET tokens = tokens + excluded.tokens;
  END;
  CREATE TRIGGER events_roll_up_call AFTER INSERT ON events WHEN NEW.event = 'llm_response' BEGIN
    INSERT INTO daily_calls VALUES (NEW.day, json_array(NEW.task_type, NEW.agent_name, NEW.model, NEW.currency),
      NEW.task_type, NEW.agent_name, NEW.model, NEW.currency, 1, coalesce(NEW.total_tokens, 0),
      CAST(coalesce(NEW.cost, 0) * 1e12 + 0.5 AS INTEGER))
    ON CONFLICT (day, labels) DO UPDATE SET calls = calls + 1, tokens = tokens + excluded.tokens,
      cost_pico = cost_pico + excluded.cost_pico;
    INSERT INTO run_calls VALUES (NEW.task_id, NEW.run_id, NEW.prompt_tokens, coalesce(NEW.model, ''))
    ON CONFLICT (task_id, run_id) DO UPDATE SET
      largest_prompt = coalesce(max(largest_prompt, excluded.largest_prompt), largest_prompt, excluded.largest_prompt),
      models = CASE
        WHEN excluded.models = '' OR instr(',' || models || ',', ',' || excluded.models || ',') > 0 THEN models
        WHEN models = '' THEN excluded.models
        ELSE models || ',' || excluded.models END;
  END;
  CREATE TRIGGER events_roll_up_trip AFTER INSERT ON events
  WHEN NEW.event = 'guard_trigger' AND NEW.action = 'halt' BEGIN
${rollUpTripInDailyTrips}  END;
  INSERT INTO daily_calls
  SELECT day, json_array(task_type, agent_name, model, currency), task_type, agent_name, model, currency,
    COUNT(*), coalesce(SUM(total_tokens), 0), coalesce(SUM(CAST(coalesce(cost, 0) * 1e12 + 0.5 AS INTEGER)), 0)
  FROM events WHERE event = 'llm_response' GROUP BY day, task_type, agent_name, model, currency;
  INSERT INTO daily_trips
  SELECT day, json_array(task_type, agent_name, model, currency, code), task_type, agent_name, model, currency,
    code, COUNT(*)
  FROM (SELECT day, task_type, agent_name, model, code, (SELECT response.currency FROM events AS response
      WHERE response.task_id = trip.task_id AND response.run_id = trip.run_id AND response.event = 'llm_response'
        AND response.currency IS NOT NULL AND response.id < trip.id ORDER BY response.id LIMIT 1) AS currency
    FROM events AS trip WHERE event = 'guard_trigger' AND action = 'halt')
  GROUP BY day, task_type, agent_name, model, currency, code;
  ${fillRunCalls('true')};
  ${rebuildToolRollups}`,
  // v4: the daily and tools reports read the rollups, so the indexes only they read go: three fewer indexes
  // to keep on every LLM call, tool call and tool result written.
  `DROP INDEX events_day;
  DROP INDEX events_tool_results;
  DROP INDEX events_tool_calls;`,
  // v5: tool_shares leaves the per-row trigger: each call added to a round moved every earlier call of that
  // round, so a round of n parallel calls cost n² row reads (a round of 1,000 calls, seconds). The writer now
  // moves a round's calls once per batch (rollUpToolSharesBeforeV12); the other rollups stay in triggers.
  `DROP TRIGGER events_roll_up_tool_call;
  CREATE TRIGGER events_roll_up_tool_call AFTER INSERT ON events WHEN NEW.event = 'tool_call' BEGIN
    INSERT INTO tool_totals SELECT NEW.tool_name, 1, 0 WHERE NEW.tool_name IS NOT NULL
    ON CONFLICT (tool) DO UPDATE SET calls = calls + 1;
    INSERT INTO tool_arguments SELECT NEW.tool_name, json_array(NEW.tool_args_hash), NEW.tool_args_hash
    WHERE NEW.tool_name IS NOT NULL ON CONFLICT DO NOTHING;
    INSERT INTO tool_totals
    SELECT substr(NEW.action_signature, 1, max(instr(NEW.action_signature, '(') - 1, 0)), 0, 1
    WHERE NEW.action_signature IS NOT NULL AND EXISTS (SELECT 1 FROM events WHERE run_id = NEW.run_id
      AND action_signature = NEW.action_signature AND event = 'tool_call' AND id <> NEW.id)
    ON CONFLICT (tool) DO UPDATE SET repeats = repeats + 1;
  END;`,
  // v6: the dashboard's runs view lists ended runs by end time, cost or duration, a page at a time. One index
  // per order holds the filtered columns, so a page reads its rows' index entries in order and stops, instead
  // of sorting every run_end of the range; only the end-time index holds the ids a search reads. The
  // would-have-stopped trips of observe-only mode get their own index, apart from the halts.
  `CREATE INDEX events_runs_newest ON events (timestamp, id, day, agent_name, task_type, model, state, code, task_id,
    run_id) WHERE event = 'run_end';
  CREATE INDEX events_runs_cost ON events (COALESCE(cost, 0), id, day, agent_name, task_type, model, state, code)
    WHERE event = 'run_end';
  CREATE INDEX events_runs_duration ON events (COALESCE(latency_ms, 0), id, day, agent_name, task_type, model,
    state, code) WHERE event = 'run_end';
  CREATE INDEX events_observed ON events (day, agent_name, task_type, model, task_id, run_id, round)
    WHERE event = 'guard_trigger' AND action = 'observe';`,
  // v7: the tool rollups per UTC day, task type and agent, so the tools report takes the date and label
  // filters of the other reports (see tool-day-rollups.ts); the v3 tables are rebuilt from the events.
  toolDayRollupsMigration,
  // v8: a trip takes its run's first priced call's currency also when that call is written after it (a trip
  // made mid-stream is written before its call's answer): see trip-currency.ts.
  tripCurrencyMigration,
  // v9: the runs view's search on ids reads a trigram index (FTS5) of the runs' ids: see run-search-sql.ts.
  runSearchMigration.sqlite,
  // v10: the tool rollups leave their per-row triggers for one statement each per batch, run by the writer
  // as tool_shares is since v5 (see tool-batch-rollups.ts).
  toolBatchRollupsMigration,
  // v11: the runs view's order indexes hold every figure and the run's ids, and the halts get an index by
  // run, so a range few or no runs match is an index range or one scan of an index, never a read of every
  // run's row (see run-range-index.ts).
  runRangeMigration.sqlite,
  // v12: each round's calls and their tokens per tool in round_calls and round_shares, kept by the writer per
  // batch, so a batch that adds calls to a round moves its tool_shares without reading the round's calls;
  // events_rounds goes (see round-calls.ts). And the trip trigger finds its run's first priced call by an
  // index of the priced calls by run: through events_task it read every earlier event of the task, so a halt
  // cost the whole history of a task id that many runs share.
  `${roundCallsMigration}
  CREATE INDEX events_priced_calls ON events (task_id, run_id, id)
    WHERE event = 'llm_response' AND currency IS NOT NULL;`,
];

/** The schema version this build writes and reads. */
export const SCHEMA_VERSION = migrations.length;

/** The store's schema version (0 for an empty database). */
export function schemaVersion(db: SqliteDatabase): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Applies the migrations a store lacks, each in its own `BEGIN IMMEDIATE` transaction that re-reads the
 * version inside it. Several processes opening a new store at once then queue on the write lock and each
 * finds the work done by the first, instead of all reading version 0 and racing to `CREATE TABLE`.
 */
export function migrate(db: SqliteDatabase, target = SCHEMA_VERSION): number {
  const from = schemaVersion(db);
  for (let version = from; version < target; version++) {
    db.transaction(() => {
      if (schemaVersion(db) > version) return;
      db.exec(migrations[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
  // Another process may have migrated the store after this connection read its schema, and a statement
  // prepared against the schema it remembers can fail (a table with other columns). A statement that reads
  // the schema table makes SQLite check the schema's version and read it again, before the caller prepares.
  db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
  return from;
}
