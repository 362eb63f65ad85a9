import type { DateRange, EventReader, RunTotals } from '../event-reader.js';
import { completedRunsQuery, toRunTotals } from '../report-sql.js';
import { numbered } from '../run-list-sql.js';
import { readObservedTrips, readRunningRuns, readRuns, readSpentOn } from '../run-reads.js';
import { openCheckedPool } from './open-pool.js';
import type * as Pg from './pg-client.js';
import {
  dayBounds,
  postgresCountCompletedRuns,
  postgresDaily,
  postgresLatestEventId,
  postgresRecentTrips,
  postgresSimilarTaskIds,
  postgresTask,
  postgresTools,
  postgresTripCodes,
  postgresTripsAfter,
} from './queries.js';
import { postgresRunSql } from './run-queries.js';
import { postgresRunSummary } from './run-summary.js';
import { checkPostgresVersion } from './schema.js';
import { postgresWouldStop } from './would-stop-query.js';

/** Rows fetched from the server per round trip while streaming the completed runs. */
const FETCH_ROWS = 10_000;

/**
 * Streams the completed runs through a server-side cursor on a client of its own, so a range of millions of
 * runs never sits in memory at once; leaving the loop early closes the cursor and gives the client back.
 */
async function* completedRuns(pool: Pg.Pool, range: DateRange): AsyncGenerator<RunTotals> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`DECLARE runs NO SCROLL CURSOR FOR ${numbered(completedRunsQuery)}`, dayBounds(range));
    for (;;) {
      const batch = await client.query<Record<string, unknown>>(`FETCH ${FETCH_ROWS} FROM runs`);
      for (const row of batch.rows) yield toRunTotals(row);
      if (batch.rows.length < FETCH_ROWS) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A cursor lives in its transaction: ending the transaction closes it, also after a `break`.
    await client.query('ROLLBACK').catch(() => {
      failed = true;
    });
    client.release(failed);
  }
}

/** The {@link EventReader} of a PostgreSQL store on a pool; `close()` ends the pool. */
export function createPostgresEventReader(pool: Pg.Pool): EventReader {
  const run = postgresRunSql(pool);
  return {
    daily: (range, grouping) => postgresDaily(pool, range, grouping),
    tools: (filter) => postgresTools(pool, filter),
    taskEvents: (taskId) => postgresTask(pool, taskId),
    similarTaskIds: (prefix, limit) => postgresSimilarTaskIds(pool, prefix, limit),
    countCompletedRuns: (range) => postgresCountCompletedRuns(pool, range),
    completedRuns: (range) => completedRuns(pool, range),
    summariseCompletedRuns: (request) => postgresRunSummary(pool, request),
    tripCodes: (range) => postgresTripCodes(pool, range),
    recentTrips: (filter, limit) => postgresRecentTrips(pool, filter, limit),
    wouldHaveStopped: (filter) => postgresWouldStop(pool, filter),
    latestEventId: () => postgresLatestEventId(pool),
    tripsAfter: (cursor, limit) => postgresTripsAfter(pool, cursor, limit),
    runs: (query) => readRuns(run, query, 'postgres'),
    runningRuns: (filter, limit, window) => readRunningRuns(run, filter, limit, window),
    observedTrips: (filter, limit, savingsRuns) =>
      readObservedTrips(run, 'postgres', filter, limit, savingsRuns),
    spentOn: (day) => readSpentOn(run, day),
    close: () => pool.end(),
  };
}

/**
 * Connects to a PostgreSQL store and returns its {@link EventReader}. An unreachable server, a database
 * loopguard never wrote, or a schema of another version is a StoreError that names the database (never its
 * password); without pg installed, a StoreError (`LOOPGUARD_STORE_DRIVER_MISSING`) says how to install it.
 *
 * @example
 * ```ts
 * const reader = await openPostgresEventReader('postgres://loopguard@db.internal:5432/loopguard');
 * const rows = await reader.daily({ since: '2026-11-01' });
 * await reader.close();
 * ```
 */
export async function openPostgresEventReader(url: string): Promise<EventReader> {
  const pool = await openCheckedPool(url, { max: 4 }, (opened) => checkPostgresVersion(opened, url));
  return createPostgresEventReader(pool);
}
