import type Database from 'better-sqlite3';

/** Forward migrations; index + 1 is the schema version each one produces. Never edit a released one. */
export const migrations: readonly string[] = [
  `CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    timestamp INTEGER NOT NULL,
    day TEXT NOT NULL,
    event TEXT NOT NULL,
    task_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    agent_name TEXT,
    task_type TEXT,
    model TEXT,
    prompt_tokens INTEGER,
    completion_tokens INTEGER,
    cached_tokens INTEGER,
    total_tokens INTEGER,
    cost REAL,
    currency TEXT,
    latency_ms REAL,
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
    round_tokens INTEGER
  );
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
];

/** The schema version this build writes and reads. */
export const SCHEMA_VERSION = migrations.length;

/** The store's schema version (0 for an empty database). */
export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Applies the migrations a store lacks, each in its own `BEGIN IMMEDIATE` transaction that re-reads the
 * version inside it. Several processes opening a new store at once then queue on the write lock and each
 * finds the work done by the first, instead of all reading version 0 and racing to `CREATE TABLE`.
 */
export function migrate(db: Database.Database, target = SCHEMA_VERSION): number {
  const from = schemaVersion(db);
  for (let version = from; version < target; version++) {
    db.transaction(() => {
      if (schemaVersion(db) > version) return;
      db.exec(migrations[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
  return from;
}
