import type { Dialect, SqlQuery } from './run-list-sql.js';

// The runs view's search on task and run ids (schema v9). A search first asks a trigram index which runs
// match: SQLite's built-in FTS5 with its trigram tokenizer, kept by triggers beside the events; PostgreSQL's
// pg_trgm on the same text (when the extension can be created; else the same query reads every run_end).
// Few matches are then read by id, filtered and sorted; a search matching many runs reads the order's index
// instead and stops at the page's last row, as a page without a search does.

/** A search matching more runs than this reads the order's index instead of the runs by id. */
export const SEARCH_IDS = 2_000;

/** The searched text of a run: its task id and run id, lower-cased, a newline between them. */
const SEARCHED = {
  sqlite: 'lower(task_id) || char(10) || lower(run_id)',
  postgres: 'lower(task_id || chr(10) || run_id)',
} as const;

/** Migration v9 of each store: the trigram index of the runs' ids, filled from the events already stored. */
export const runSearchMigration: Readonly<Record<Dialect, string>> = {
  // detail=none: the index says which runs hold each trigram, not where; GLOB then checks the text itself.
  sqlite: `CREATE VIRTUAL TABLE run_search USING fts5(ids, tokenize = 'trigram', detail = 'none');
  INSERT INTO run_search (rowid, ids) SELECT id, ${SEARCHED.sqlite} FROM events WHERE event = 'run_end';
  CREATE TRIGGER events_run_search AFTER INSERT ON events WHEN NEW.event = 'run_end' BEGIN
    INSERT INTO run_search (rowid, ids)
    VALUES (NEW.id, lower(NEW.task_id) || char(10) || lower(NEW.run_id));
  END;
  CREATE TRIGGER events_run_search_gone AFTER DELETE ON events WHEN OLD.event = 'run_end' BEGIN
    DELETE FROM run_search WHERE rowid = OLD.id;
  END;`,
  // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: a database owner may create it. Where
  // it cannot be, the store still migrates, and a search reads every run_end as before.
  postgres: `DO $run_search$
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX events_runs_search ON events USING gin ((${SEARCHED.postgres}) gin_trgm_ops)
      WHERE event = 'run_end';
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'loopguard: no pg_trgm (%), the runs search reads every run', SQLERRM;
  END
  $run_search$;`,
};

/** A search text as a GLOB pattern matching it anywhere, its own `*`, `?` and `[` taken literally. */
function containsGlob(text: string): string {
  return `*${text.toLowerCase().replace(/[*?[]/g, '[$&]')}*`;
}

/** A search text as a `LIKE` pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
}

/** The ids of the `run_end` events whose task or run id contains `text`, up to one more than {@link SEARCH_IDS}. */
export function runSearchQuery(text: string, dialect: Dialect): SqlQuery {
  if (dialect === 'sqlite')
    return {
      sql: 'SELECT rowid AS id FROM run_search WHERE ids GLOB ? LIMIT ?',
      values: [containsGlob(text), SEARCH_IDS + 1],
    };
  return {
    sql: `SELECT id FROM events WHERE event = 'run_end' AND ${SEARCHED.postgres} LIKE ? ESCAPE '\\' LIMIT ?`,
    values: [containsPattern(text), SEARCH_IDS + 1],
  };
}

/**
 * What a search's matches ({@link runSearchQuery}'s rows) leave the page query: the runs to read by id when
 * they are few (none: an empty page), `undefined` when they are many.
 */
export function matchedRuns(rows: readonly Record<string, unknown>[]): number[] | undefined {
  return rows.length > SEARCH_IDS ? undefined : rows.map((row) => Number(row.id));
}
