import { CLEAR_TOOL_ROLLUPS, DAILY_ROLLUPS, LOST_RUNS, NOTE_PRUNED_RUNS } from '../prune-sql.js';
import { numbered } from '../run-list-sql.js';
import type * as Pg from './pg-client.js';
import { fillPostgresRunCalls } from './rollup-sql.js';
import { rebuildPostgresRoundCalls } from './round-calls.js';
import { rebuildPostgresToolDayRollups } from './tool-day-rollups.js';

/** Rows deleted per statement: a short transaction each, so writers and readers never wait long behind a prune. */
const CHUNK = 50_000;

/**
 * Deletes the events of UTC days before `before` (`YYYY-MM-DD`), in chunks, with the rollup rows of those
 * days and the batch ids recorded before that day, then rebuilds the tool rollups from the events left;
 * resolves to the events deleted. Space is reused by later writes (autovacuum); it is given
 * back to the file system only by `VACUUM FULL`, which locks the table.
 */
export async function prunePostgres(pool: Pg.Pool, before: string): Promise<number> {
  // One connection throughout: the runs that lose calls are kept in a temporary table of its session.
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query(numbered(NOTE_PRUNED_RUNS), [before]);
    let deleted = 0;
    for (;;) {
      const result = await client.query(
        `DELETE FROM events WHERE id IN (SELECT id FROM events WHERE day < $1 LIMIT ${CHUNK})`,
        [before],
      );
      deleted += result.rowCount ?? 0;
      if ((result.rowCount ?? 0) < CHUNK) break;
    }
    await client.query('BEGIN');
    for (const rollup of DAILY_ROLLUPS) {
      await client.query(`DELETE FROM ${rollup} WHERE day < $1`, [before]);
    }
    // Runs that lost calls get their run_calls row again from the calls they keep.
    await client.query(`DELETE FROM run_calls WHERE ${LOST_RUNS}`);
    await client.query(fillPostgresRunCalls(LOST_RUNS));
    // A tool call's repeats and round share depend on the calls kept: the tool rollups are refilled from the events left, with writers held off meanwhile
    // (the table is locked against writes, not reads), so no call is counted twice or missed.
    if (deleted > 0) {
      await client.query('LOCK TABLE events IN SHARE MODE');
      await client.query(CLEAR_TOOL_ROLLUPS);
      await client.query(rebuildPostgresToolDayRollups);
      await client.query(rebuildPostgresRoundCalls);
    }
    await client.query('COMMIT');
    // Batch ids only guard retries of the last few seconds; those of pruned days are of no more use.
    await client.query(`DELETE FROM loopguard_batches WHERE written_at < $1::date`, [before]);
    await client.query('DROP TABLE pruned_runs');
    return deleted;
  } catch (error) {
    failed = true;
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    // A connection that failed mid-prune may hold the temporary table: it is closed, not reused.
    client.release(failed);
  }
}
