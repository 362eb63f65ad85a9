import type Pg from 'pg';
import type { EventFilter } from '../event-reader.js';
import type { ObservedTrips, RunPage, RunQuery, RunRow, SpentToday } from '../run-list.js';
import {
  numbered,
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

/** What the queries run on: the pool, or one client of it. */
type Queryable = Pg.Pool | Pg.ClientBase;

const all = async (db: Queryable, { sql, values }: SqlQuery) =>
  (await db.query<Record<string, unknown>>(numbered(sql), values)).rows;

/** A page of ended runs and the next page's cursor: the page SQLite's `queryRuns` gives. */
export async function postgresRuns(db: Queryable, query: RunQuery): Promise<RunPage> {
  const matched =
    query.search === undefined
      ? undefined
      : matchedRuns(await all(db, runSearchQuery(query.search, 'postgres')));
  if (matched?.length === 0) return { rows: [], next: null };
  return pageOf((await all(db, runPageQuery(query, 'postgres', matched))).map(toRunRow), query);
}

/** Runs started among the latest `window` events without an end, newest first. */
export async function postgresRunningRuns(
  db: Queryable,
  filter: EventFilter,
  limit: number,
  window = 50_000,
): Promise<RunRow[]> {
  return (await all(db, runningRunsQuery(filter, limit, window))).map(toRunRow);
}

/** The latest would-have-stopped trips and the savings of all of them. */
export async function postgresObservedTrips(
  db: Queryable,
  filter: EventFilter,
  limit: number,
  savingsRuns = 10_000,
): Promise<ObservedTrips> {
  const trips = (await all(db, observedTripsQuery(filter, limit, 'postgres'))).map(toObservedTrip);
  const savings = await all(db, observedSavingsQuery(filter, savingsRuns, 'postgres'));
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
export async function postgresSpentOn(db: Queryable, day: string): Promise<SpentToday> {
  return spentOf(day, await all(db, { sql: SPENT_ON_DAY, values: [day] }));
}
