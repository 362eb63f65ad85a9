import { runRangeMigration } from '../run-range-index.js';
import { runSearchMigration } from '../run-search-sql.js';
import { createTable } from '../schema-tables.js';
import { SCHEMA_VERSION as SQLITE_SCHEMA_VERSION } from '../sqlite/schema.js';
import { StoreError } from '../sqlite/store-error.js';
import type * as Pg from './pg-client.js';
import { redactUrl } from './postgres-url.js';
import {
  dailyCallsOf,
  dailyTripsOf,
  fillPostgresRunCalls,
  rebuildPostgresToolRollups,
  rollUpDailyAndRunCalls,
} from './rollup-sql.js';
import { postgresRoundCallsMigration } from './round-calls.js';
import { postgresToolBatchRollupsMigration } from './tool-batch-rollups.js';
import { postgresToolDayRollupsMigration } from './tool-day-rollups.js';
import { postgresTripCurrencyMigration } from './trip-currency.js';

/**
 * Forward migrations; index + 1 is the schema version each one produces, the same numbers as the SQLite
 * store's (`stores/sqlite/schema.ts`): v1 the table, v2 the report indexes, v3 the rollups, v4 drops the
 * report indexes that the rollups replaced, v5 moves SQLite's tool_shares to the writer, v6 adds the runs
 * view's indexes, v7 keys the tool rollups by day and labels, v8 prices a trip written before its run's first priced call, v9 adds the runs search's index, v10
 * moves the tool rollups from the trigger to the writer, v11 adds the runs view's range indexes, v12 the rounds' calls (round_calls). Never
 * edit a released one.
 */
export const postgresMigrations: readonly string[] = [
  `${createTable('events', 'postgres')};
  CREATE INDEX events_task ON events (task_id, id);
  -- One row per batch a sink committed: a batch retried after a connection died mid-commit is not written twice.
  CREATE TABLE loopguard_batches (id UUID PRIMARY KEY, written_at TIMESTAMPTZ NOT NULL DEFAULT now());`,
  // Partial indexes, one per report query, as in SQLite; each holds only the rows its query reads, and
  // holds every column it reads, so the reports are index-only scans.
  `CREATE INDEX events_day ON events (day, task_type, agent_name, model, currency, total_tokens, cost)
    WHERE event = 'llm_response';
  CREATE INDEX events_trips ON events (day, code, task_type, agent_name, model) WHERE event = 'guard_trigger';
  CREATE INDEX events_tool_results ON events (tool_name, latency_ms, status) WHERE event = 'tool_result';
  CREATE INDEX events_tool_calls ON events (tool_name, tool_args_hash) WHERE event = 'tool_call';
  CREATE INDEX events_rounds ON events (run_id, round, tool_name, round_tokens) WHERE event = 'tool_call';
  CREATE INDEX events_signatures ON events (run_id, action_signature) WHERE event = 'tool_call';
  CREATE INDEX events_run_ends ON events (day, state, id)
    INCLUDE (task_id, run_id, agent_name, task_type, round, latency_ms, total_tokens, cost, currency)
    WHERE event = 'run_end';
  CREATE INDEX events_run_calls ON events (task_id, run_id, id, prompt_tokens, model) WHERE event = 'llm_response';`,
  // v3: the daily report's calls and trips, rolled up per UTC day and labels, and each run's largest prompt
  // and models for calibration, as in SQLite (see its migration for what each holds). One trigger per
  // statement reads the statement's new rows (a transition table), so a sink's batch costs two upserts of a
  // few rows, and every writer keeps the rollups exact. `labels` (a JSON array of the labels) is the key and
  // keeps a NULL label apart from ''. Cost is summed in integer picounits (10^-12 of the currency), rounded
  // from the double as SQLite rounds it, so both stores give the same sums to the last digit. Rows are
  // upserted in key order, so two writers lock shared rows in the same order and never deadlock.
  `${createTable('daily_calls', 'postgres')};
  ${createTable('daily_trips', 'postgres')};
  ${createTable('run_calls', 'postgres')};
  CREATE TABLE tool_totals (tool TEXT PRIMARY KEY, calls BIGINT NOT NULL, repeats BIGINT NOT NULL);
  ${createTable('tool_arguments_v3', 'postgres')};
  ${createTable('tool_shares_v3', 'postgres')};
  ${createTable('tool_results_v3', 'postgres')};
  -- Every lookup of earlier events goes through a LATERAL subquery that the planner cannot flatten (LIMIT,
  -- OFFSET 0), so it is an index probe per new row: a join would be planned from the table's statistics,
  -- which lag behind a fast-growing table (or are absent on a new one), and plpgsql keeps the plan; one such
  -- plan read the whole table on every batch (6,000 events/s instead of 50,000).
  CREATE FUNCTION loopguard_roll_up_daily() RETURNS trigger LANGUAGE plpgsql AS $roll_up$
  BEGIN
${rollUpDailyAndRunCalls}    INSERT INTO tool_totals
    SELECT tool_name, COUNT(*), 0 FROM new_events WHERE event = 'tool_call' AND tool_name IS NOT NULL
    GROUP BY tool_name ORDER BY 1
    ON CONFLICT (tool) DO UPDATE SET calls = tool_totals.calls + excluded.calls;
    -- A hash seen before costs an index probe, not a row update: the table only says which were seen.
    INSERT INTO tool_arguments
    SELECT DISTINCT tool_name, json_build_array(tool_args_hash)::text, tool_args_hash FROM new_events
    WHERE event = 'tool_call' AND tool_name IS NOT NULL ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
    -- A call repeats when its run has the same signature already: earlier in this statement, or from before it.
    INSERT INTO tool_totals
    SELECT left(call.action_signature, greatest(strpos(call.action_signature, '(') - 1, 0)), 0, COUNT(*)
    FROM new_events AS call CROSS JOIN LATERAL (
      SELECT 1 FROM events AS earlier WHERE earlier.run_id = call.run_id
        AND earlier.action_signature = call.action_signature AND earlier.event = 'tool_call'
        AND (earlier.id < call.id OR earlier.id NOT IN (SELECT id FROM new_events)) LIMIT 1) AS repeated
    WHERE call.event = 'tool_call' AND call.action_signature IS NOT NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (tool) DO UPDATE SET repeats = tool_totals.repeats + excluded.repeats;
    -- Each round this statement added calls to: its new calls' tokens go to the round's size now, and calls it
    -- had before (rare: a round's calls are written together) move from its old size to its new one.
    WITH touched AS (
      SELECT run_id, round, COUNT(*) AS added FROM new_events WHERE event = 'tool_call' GROUP BY run_id, round
    ), sized AS (
      SELECT touched.*, (SELECT COUNT(*) FROM events WHERE events.run_id = touched.run_id
        AND events.round = touched.round AND events.event = 'tool_call') AS calls
      FROM touched
    ), earlier AS (
      SELECT sized.calls, sized.added, call.tool_name, call.round_tokens
      FROM sized CROSS JOIN LATERAL (SELECT events.tool_name, events.round_tokens FROM events
        WHERE events.run_id = sized.run_id AND events.round = sized.round AND events.event = 'tool_call'
          AND events.id NOT IN (SELECT id FROM new_events) OFFSET 0) AS call
      WHERE sized.calls > sized.added
    ), moves AS (
      SELECT call.tool_name, sized.calls AS round_calls, COALESCE(call.round_tokens, 0) AS tokens
      FROM sized JOIN new_events AS call ON call.run_id = sized.run_id AND call.round = sized.round
        AND call.event = 'tool_call'
      UNION ALL
      SELECT tool_name, calls, COALESCE(round_tokens, 0) FROM earlier
      UNION ALL
      SELECT tool_name, calls - added, -COALESCE(round_tokens, 0) FROM earlier)
    INSERT INTO tool_shares
    SELECT tool_name, round_calls, SUM(tokens) FROM moves WHERE tool_name IS NOT NULL
    GROUP BY tool_name, round_calls HAVING SUM(tokens) <> 0 ORDER BY 1, 2
    ON CONFLICT (tool_name, round_calls) DO UPDATE SET tokens = tool_shares.tokens + excluded.tokens;
    INSERT INTO tool_results
    SELECT tool_name, json_build_array(latency_ms)::text, latency_ms, COUNT(*),
      COUNT(*) FILTER (WHERE status = 'failed')
    FROM new_events WHERE event = 'tool_result' AND tool_name IS NOT NULL
    GROUP BY tool_name, latency_ms ORDER BY 1, 2
    ON CONFLICT (tool_name, latency_key) DO UPDATE SET results = tool_results.results + excluded.results,
      failures = tool_results.failures + excluded.failures;
    RETURN NULL;
  END
  $roll_up$;
  CREATE TRIGGER events_roll_up_daily AFTER INSERT ON events REFERENCING NEW TABLE AS new_events
    FOR EACH STATEMENT EXECUTE FUNCTION loopguard_roll_up_daily();
  INSERT INTO daily_calls ${dailyCallsOf('events')};
  INSERT INTO daily_trips ${dailyTripsOf('events')};
  ${fillPostgresRunCalls('true')};
  ${rebuildPostgresToolRollups}`,
  // v4: the daily and tools reports read the rollups, so the indexes only they read go, as in SQLite.
  `DROP INDEX events_day;
  DROP INDEX events_tool_results;
  DROP INDEX events_tool_calls;`,
  // v5: SQLite's tool_shares left its per-row trigger for a per-batch statement; PostgreSQL's trigger already
  // runs once per statement, so nothing changes here but the number that names both schemas.
  'SELECT 1;',
  // v6: the dashboard's runs view and would-have-stopped trips, as in SQLite (see its migration).
  `CREATE INDEX events_runs_newest ON events (timestamp, id)
    INCLUDE (day, agent_name, task_type, model, state, code, task_id, run_id) WHERE event = 'run_end';
  CREATE INDEX events_runs_cost ON events ((COALESCE(cost, 0)), id)
    INCLUDE (day, agent_name, task_type, model, state, code) WHERE event = 'run_end';
  CREATE INDEX events_runs_duration ON events ((COALESCE(latency_ms, 0)), id)
    INCLUDE (day, agent_name, task_type, model, state, code) WHERE event = 'run_end';
  CREATE INDEX events_observed ON events (day, agent_name, task_type, model, task_id, run_id, round)
    WHERE event = 'guard_trigger' AND action = 'observe';`,
  // v7: the tool rollups per UTC day, task type and agent, as in SQLite (see tool-day-rollups.ts).
  postgresToolDayRollupsMigration,
  // v8: a trip takes its run's first priced call's currency also when that call is written after it, as in
  // SQLite (see trip-currency.ts).
  postgresTripCurrencyMigration,
  // v9: the runs view's search on ids reads a trigram index (pg_trgm) of the runs' ids, as SQLite's FTS5.
  runSearchMigration.postgres,
  // v10: the tool rollups leave the trigger for the sink's batch statement, as SQLite's leave its per-row
  // triggers for the writer (see tool-batch-rollups.ts).
  postgresToolBatchRollupsMigration,
  // v11: the runs view's range filters read indexes, as in SQLite (see run-range-index.ts).
  runRangeMigration.postgres,
  // v12: each round's calls in round_calls and round_shares, kept by the batch statement, as in SQLite (see
  // round-calls.ts).
  postgresRoundCallsMigration,
];

/** The schema version this build writes and reads: always the SQLite store's, so one number names both. */
export const POSTGRES_SCHEMA_VERSION = postgresMigrations.length;
if (POSTGRES_SCHEMA_VERSION !== SQLITE_SCHEMA_VERSION) {
  throw new Error(
    `schema versions differ: PostgreSQL v${POSTGRES_SCHEMA_VERSION}, SQLite v${SQLITE_SCHEMA_VERSION}`,
  );
}

// Any fixed number: every loopguard process migrating the same database takes the same lock.
const MIGRATION_LOCK = 7_310_457_202;

/** The database's schema version: 0 for a database loopguard never wrote to. */
export async function postgresSchemaVersion(client: Pg.ClientBase | Pg.Pool): Promise<number> {
  const table = await client.query<{ name: string | null }>(
    "SELECT to_regclass('loopguard_schema')::text AS name",
  );
  if (!table.rows[0]?.name) return 0;
  const result = await client.query<{ version: number }>('SELECT version FROM loopguard_schema');
  return result.rows[0]?.version ?? 0;
}

/**
 * Applies the migrations the database lacks, in one transaction under an advisory lock: several processes
 * opening a new database at once queue on the lock and each finds the work done by the first (PostgreSQL
 * runs DDL inside transactions, so a failed migration leaves nothing half made). Returns the version found.
 * A database whose schema is newer than this build is a StoreError (`LOOPGUARD_STORE_VERSION`).
 */
export async function migratePostgres(
  pool: Pg.Pool,
  url: string,
  target = POSTGRES_SCHEMA_VERSION,
): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const from = await postgresSchemaVersion(client);
    if (from > POSTGRES_SCHEMA_VERSION) throw newerSchemaError(url, from);
    if (from === 0) await client.query('CREATE TABLE loopguard_schema (version INTEGER NOT NULL)');
    if (from === 0) await client.query('INSERT INTO loopguard_schema (version) VALUES (0)');
    for (let version = from; version < target; version++) {
      await client.query(postgresMigrations[version] as string);
    }
    if (target > from) await client.query('UPDATE loopguard_schema SET version = $1', [target]);
    await client.query('COMMIT');
    return from;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The StoreError for a database written by a newer loopguard. */
export function newerSchemaError(url: string, version: number): StoreError {
  return new StoreError(
    'LOOPGUARD_STORE_VERSION',
    `${redactUrl(url)} has schema v${version}, newer than this loopguard (v${POSTGRES_SCHEMA_VERSION}); upgrade loopguard`,
  );
}

/**
 * Refuses a database a reader cannot use: one loopguard never wrote (`LOOPGUARD_STORE_MISSING`), one of a
 * newer or an older schema (`LOOPGUARD_STORE_VERSION`, the older one naming the command that upgrades it).
 */
export async function checkPostgresVersion(pool: Pg.Pool, url: string): Promise<void> {
  const version = await postgresSchemaVersion(pool);
  const where = redactUrl(url);
  if (version === 0) {
    throw new StoreError(
      'LOOPGUARD_STORE_MISSING',
      `no loopguard store in ${where} (write one with a sink or replay --db, or create it with \`loopguard store migrate --db ${where}\`)`,
    );
  }
  if (version > POSTGRES_SCHEMA_VERSION) throw newerSchemaError(url, version);
  if (version < POSTGRES_SCHEMA_VERSION) {
    throw new StoreError(
      'LOOPGUARD_STORE_VERSION',
      `${where} has schema v${version}; upgrade it to v${POSTGRES_SCHEMA_VERSION} with \`loopguard store migrate --db ${where}\` (or by opening a sink on it)`,
    );
  }
}
