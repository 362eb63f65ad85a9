import { createPostgresSink, migratePostgres, openCheckedPool } from '../stores/postgres/index.js';
import type { ReplayBackend } from './replay-store.js';

/**
 * Connects to a PostgreSQL store for `replay --db postgres://…` and brings its schema up to date (as a
 * sink's first write would), so a replay into a new database works as one into a new file does. Resolves to
 * the backend's maker once the database answered: an unreachable server, a schema newer than this code or
 * a missing driver is a StoreError before any run is judged.
 */
export async function openPostgresReplayBackend(
  url: string,
): Promise<(remember: (error: unknown) => void) => ReplayBackend> {
  const pool = await openCheckedPool(url, { max: 2 }, (opened) => migratePostgres(opened, url));
  return (remember) => {
    const sink = createPostgresSink({ url, pool, batchSize: 2_000, onError: remember });
    return {
      listener: sink.listener,
      get written() {
        return sink.written;
      },
      get lost() {
        return sink.dropped + sink.buffered + sink.spilled;
      },
      holds: async (taskId, runId) => {
        const found = await pool.query('SELECT 1 FROM events WHERE task_id = $1 AND run_id = $2 LIMIT 1', [
          taskId,
          runId,
        ]);
        return (found.rowCount ?? 0) > 0;
      },
      close: async () => {
        // The sink writes what is left (or leaves it in its spill file, reported), then the pool ends.
        await sink.close();
        await pool.end();
      },
    };
  };
}
