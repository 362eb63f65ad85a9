import type Pg from 'pg';
import { SCHEMA_VERSION as SQLITE_SCHEMA_VERSION } from '../sqlite/schema.js';
import { StoreError } from '../sqlite/store-error.js';
import { redactUrl } from './postgres-url.js';

/**
 * Forward migrations; index + 1 is the schema version each one produces, the same numbers as the SQLite
 * store's (`stores/sqlite/schema.ts`): v1 the table, v2 the report indexes. Never edit a released one.
 */
export const postgresMigrations: readonly string[] = [
  `CREATE TABLE events (
    id BIGSERIAL PRIMARY KEY,
    timestamp BIGINT NOT NULL,
    day TEXT NOT NULL,
    event TEXT NOT NULL,
    task_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    agent_name TEXT,
    task_type TEXT,
    model TEXT,
    prompt_tokens BIGINT,
    completion_tokens BIGINT,
    cached_tokens BIGINT,
    total_tokens BIGINT,
    cost DOUBLE PRECISION,
    currency TEXT,
    latency_ms DOUBLE PRECISION,
    tool_name TEXT,
    tool_call_id TEXT,
    tool_args_hash TEXT,
    action_signature TEXT,
    status TEXT,
    error_message TEXT,
    code TEXT,
    detector TEXT,
    action TEXT,
    state TEXT,
    round_tokens BIGINT
  );
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
