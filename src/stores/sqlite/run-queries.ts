import type { EventFilter } from '../event-reader.js';
import type { ObservedTrips, RunPage, RunQuery, RunRow, SpentToday } from '../run-list.js';
import {
  observedSavingsQuery,
  observedTripsQuery,
  pageOf,
  runningRunsQuery,
  runPageQuery,
  SPENT_ON_DAY,
  type SqlQuery,
  spentOf,
  toObservedTrip,
  toRunRow,
} from '../run-list-sql.js';
import { matchedRuns, runSearchQuery } from '../run-search-sql.js';

/** What the queries need of a database: prepared statements that return all rows (better-sqlite3's API). */
export interface QueryableSqlite {
  prepare(sql: string): { all(...values: unknown[]): unknown[] };
}

const all = (db: QueryableSqlite, { sql, values }: SqlQuery) =>
  db.prepare(sql).all(...values) as Record<string, unknown>[];

/** A page of ended runs and the next page's cursor (see {@link EventReader.runs}). */
export function queryRuns(db: QueryableSqlite, query: RunQuery): RunPage {
  const matched =
    query.search === undefined ? undefined : matchedRuns(all(db, runSearchQuery(query.search, 'sqlite')));
  if (matched?.length === 0) return { rows: [], next: null };
  return pageOf(all(db, runPageQuery(query, 'sqlite', matched)).map(toRunRow), query);
}

/** Runs started among the latest `window` events without an end (see {@link EventReader.runningRuns}). */
export function queryRunningRuns(
  db: QueryableSqlite,
  filter: EventFilter,
  limit: number,
  window = 50_000,
): RunRow[] {
  return all(db, runningRunsQuery(filter, limit, window)).map(toRunRow);
}

/** The latest would-have-stopped trips and the savings of all of them (see {@link EventReader.observedTrips}). */
export function queryObservedTrips(
  db: QueryableSqlite,
  filter: EventFilter,
  limit: number,
  savingsRuns = 10_000,
): ObservedTrips {
  const trips = all(db, observedTripsQuery(filter, limit, 'sqlite')).map(toObservedTrip);
  const savings = all(db, observedSavingsQuery(filter, savingsRuns, 'sqlite'));
  return {
    trips,
    runs: Number(savings[0]?.all_runs ?? 0),
    savedOver: savings.reduce((sum, row) => sum + Number(row.runs), 0),
    saved: savings
      .filter((row) => Number(row.calls) > 0)
      .map((row) => ({
        currency: (row.currency as string | null) ?? null,
        calls: Number(row.calls ?? 0),
        cost: Number(row.cost ?? 0),
      })),
  };
}

/** Calls and cost of one UTC day, over all agents and per agent, from the daily rollup. */
export function querySpentOn(db: QueryableSqlite, day: string): SpentToday {
  return spentOf(day, all(db, { sql: SPENT_ON_DAY, values: [day] }));
}
