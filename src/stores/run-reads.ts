import type { EventFilter } from './event-reader.js';
import type { ObservedTrips, RunPage, RunQuery, RunRow, SpentToday } from './run-list.js';
import {
  type Dialect,
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
} from './run-list-sql.js';
import { rangedRuns, rangeIdsQueries } from './run-range-index.js';
import { matchedRuns, runSearchQuery } from './run-search-sql.js';

// The runs, would-have-stopped and budgets views' reads, once for both stores: each store gives the way it
// runs a query (SQLite's prepared statements, PostgreSQL's pool with numbered placeholders) and its dialect.

/** Runs one query on a store and gives its rows as objects. */
export type RunSql = (query: SqlQuery) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;

/**
 * A page of ended runs and the next page's cursor (see `EventReader.runs`): a search first asks the trigram
 * index which runs match, and each range its figure's index (run-range-index.ts); the runs they all allow are
 * read by id when they are few.
 */
export async function readRuns(run: RunSql, query: RunQuery, dialect: Dialect): Promise<RunPage> {
  const empty: RunPage = { rows: [], next: null };
  const searched =
    query.search === undefined ? undefined : matchedRuns(await run(runSearchQuery(query.search, dialect)));
  if (searched?.length === 0) return empty;
  const sets: Record<string, unknown>[][] = [];
  // One after the other: a store may serve one query per connection.
  for (const ids of rangeIdsQueries(query, dialect)) {
    const rows = await run(ids);
    if (rows.length === 0) return empty;
    sets.push(rows);
  }
  const matched = rangedRuns(sets, searched);
  if (matched?.length === 0) return empty;
  const page = runPageQuery(query, dialect, matched, searched !== undefined);
  return pageOf((await run(page)).map(toRunRow), query);
}

/** Runs started among the latest `window` events without an end, newest first (see `EventReader.runningRuns`). */
export async function readRunningRuns(
  run: RunSql,
  filter: EventFilter,
  limit: number,
  window = 50_000,
): Promise<RunRow[]> {
  return (await run(runningRunsQuery(filter, limit, window))).map(toRunRow);
}

/** The latest would-have-stopped trips and the savings of all of them (see `EventReader.observedTrips`). */
export async function readObservedTrips(
  run: RunSql,
  dialect: Dialect,
  filter: EventFilter,
  limit: number,
  savingsRuns = 10_000,
): Promise<ObservedTrips> {
  // One after the other: a store may serve one query per connection.
  const trips = (await run(observedTripsQuery(filter, limit, dialect))).map(toObservedTrip);
  const savings = await run(observedSavingsQuery(filter, savingsRuns, dialect));
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
export async function readSpentOn(run: RunSql, day: string): Promise<SpentToday> {
  return spentOf(day, await run({ sql: SPENT_ON_DAY, values: [day] }));
}
