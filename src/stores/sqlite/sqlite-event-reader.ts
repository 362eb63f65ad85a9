import type { DateRange, EventReader, RunTotals } from '../event-reader.js';
import { readObservedTrips, readRunningRuns, readRuns, readSpentOn } from '../run-reads.js';
import { DEFAULT_DB_PATH, openStoreForRead } from './open-store.js';
import {
  countCompletedRuns,
  iterateCompletedRuns,
  queryDaily,
  queryLatestEventId,
  queryRecentTrips,
  queryTask,
  queryTools,
  queryTripCodes,
  queryTripsAfter,
  similarTaskIds,
} from './queries.js';
import { sqliteRunSql } from './run-queries.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { queryWouldStop } from './would-stop-query.js';

async function* completedRuns(db: SqliteDatabase, range: DateRange): AsyncGenerator<RunTotals> {
  // better-sqlite3 answers synchronously: each row is handed on as the statement steps, never all at once.
  yield* iterateCompletedRuns(db, range);
}

/**
 * The {@link EventReader} of a SQLite store, on the query functions of this subpath. It takes `db` over:
 * `close()` closes it.
 */
export function createSqliteEventReader(db: SqliteDatabase): EventReader {
  const run = sqliteRunSql(db);
  return {
    daily: async (range, grouping) => queryDaily(db, range, grouping),
    tools: async (filter) => queryTools(db, filter),
    taskEvents: async (taskId) => queryTask(db, taskId),
    similarTaskIds: async (prefix, limit) => similarTaskIds(db, prefix, limit),
    countCompletedRuns: async (range) => countCompletedRuns(db, range),
    completedRuns: (range) => completedRuns(db, range),
    tripCodes: async (range) => queryTripCodes(db, range),
    recentTrips: async (filter, limit) => queryRecentTrips(db, filter, limit),
    wouldHaveStopped: async (filter) => queryWouldStop(db, filter),
    latestEventId: async () => queryLatestEventId(db),
    tripsAfter: async (cursor, limit) => queryTripsAfter(db, cursor, limit),
    runs: (query) => readRuns(run, query, 'sqlite'),
    runningRuns: (filter, limit, window) => readRunningRuns(run, filter, limit, window),
    observedTrips: (filter, limit, savingsRuns) =>
      readObservedTrips(run, 'sqlite', filter, limit, savingsRuns),
    spentOn: (day) => readSpentOn(run, day),
    close: async () => {
      db.close();
    },
  };
}

/**
 * Opens an existing store read-only ({@link openStoreForRead}: a missing, damaged or outdated store, or a
 * missing driver, is a StoreError) and returns its {@link EventReader}.
 *
 * @example
 * ```ts
 * const reader = openSqliteEventReader('./loopguard.db');
 * const rows = await reader.daily({ since: '2026-11-01' });
 * await reader.close();
 * ```
 */
export function openSqliteEventReader(path = DEFAULT_DB_PATH): EventReader {
  return createSqliteEventReader(openStoreForRead(path));
}
