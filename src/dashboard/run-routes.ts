import { renderCsv } from '../report/render.js';
import type { EventReader } from '../stores/event-reader.js';
import { inRanges, type RunRow } from '../stores/run-list.js';
import { type ApiAnswer, json } from './api-answer.js';
import { type BudgetRouteContext, budgetsNow } from './budget-route.js';
import { filterChoices } from './daily-series.js';
import { cursorText, type DashboardQuery, filterOf, rangesOf, runQueryOf } from './dashboard-query.js';

/** What the run routes read from. */
export interface RunRouteContext extends BudgetRouteContext {
  readonly reader: EventReader;
}

type Route = (context: RunRouteContext, query: DashboardQuery) => Promise<ApiAnswer>;

/** How many running runs the runs view shows above the ended ones. */
export const RUNNING_SHOWN = 50;

/**
 * Ended runs one page at a time (a cursor in `next` for the page after), and on the first page the runs
 * still going, which have no `run_end` to list them by.
 */
const runs: Route = async ({ reader }, query) => {
  const filter = filterOf(query);
  const choices = await choicesOf(reader, query);
  if (query.state === 'running') {
    const running = await reader.runningRuns(filter, RUNNING_SHOWN);
    return json({ rows: [], next: null, running: running.filter(matches(query)), choices });
  }
  const page = await reader.runs(runQueryOf(query));
  const first = !query.after && query.state === undefined && query.tripped !== 'yes';
  const running = first ? (await reader.runningRuns(filter, RUNNING_SHOWN)).filter(matches(query)) : [];
  return json({ rows: page.rows, next: cursorText(page.next), running, choices });
};

/** The filter menus' agents, task types and models of the date range, from the daily rollup. */
export async function choicesOf(reader: EventReader, query: DashboardQuery) {
  const range = { since: query.since, until: query.until };
  // Read one at a time: a store may serve one query per connection.
  const rows = await reader.daily(range);
  return filterChoices(rows, await reader.daily(range, 'model'));
}

/** The search, trip and range filters on running runs (their figures so far), which are few and read whole. */
function matches(query: DashboardQuery): (row: RunRow) => boolean {
  const text = query.search?.toLowerCase();
  const ranges = rangesOf(query);
  return (row) =>
    inRanges(row, ranges) &&
    (text === undefined ||
      row.taskId.toLowerCase().includes(text) ||
      row.runId.toLowerCase().includes(text)) &&
    (query.tripped !== 'yes' || row.trips > 0);
}

/** Would-have-stopped trips of observe-only mode, newest first, and what enforcing would have saved. */
const observed: Route = async ({ reader }, query) =>
  json({
    ...(await reader.observedTrips(filterOf(query), query.limit ?? 100)),
    choices: await choicesOf(reader, query),
  });

/** The trips the Trips view lists, as CSV: the same filter, oldest first. */
const tripsCsv: Route = async ({ reader }, query) => {
  const trips = await reader.recentTrips(filterOf(query), query.limit ?? 500);
  const rows = [...trips].sort((a, b) => a.timestamp - b.timestamp || a.id - b.id);
  const span = [query.since ?? 'start', query.until ?? 'now'].join('-to-');
  return {
    kind: 'text',
    text: `${renderCsv({
      head: ['time_utc', 'code', 'agent', 'model', 'task_id', 'run_id', 'round', 'detector', 'message'],
      rows: rows.map((trip) => [
        new Date(trip.timestamp).toISOString(),
        trip.code ?? '',
        trip.agent_name ?? '',
        trip.model ?? '',
        trip.task_id,
        trip.run_id,
        String(trip.round),
        trip.detector ?? '',
        trip.error_message ?? '',
      ]),
    })}\n`,
    contentType: 'text/csv; charset=utf-8',
    filename: `loopguard-trips-${span}.csv`,
  };
};

/** The routes of the runs, would-have-stopped and budgets views, and the trips CSV, by path under `api/`. */
export const runRoutes: Readonly<Record<string, Route>> = {
  runs,
  observed,
  budgets: budgetsNow,
  'trips.csv': tripsCsv,
};
