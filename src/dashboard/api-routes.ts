import { type CurrentLimits, calibrateFromReader } from '../report/calibration.js';
import { currencyTotals, dailyTable } from '../report/daily-report.js';
import { renderCsv } from '../report/render.js';
import type { EventReader } from '../stores/event-reader.js';
import { type ApiAnswer, json } from './api-answer.js';
import { dailySeries, filterChoices, groupTotals } from './daily-series.js';
import { DashboardError } from './dashboard-error.js';
import { type DashboardQuery, filterOf } from './dashboard-query.js';
import type { LiveBudgets } from './ledger-watch.js';
import type { RunContents } from './run-content.js';
import { choicesOf, type RunRouteContext, runRoutes } from './run-routes.js';
import { taskTimeline } from './task-timeline.js';

export type { ApiAnswer } from './api-answer.js';

/** What the API routes read from. */
export interface ApiContext extends RunRouteContext {
  readonly reader: EventReader;
  /** Recorded calls by run id: a {@link RunContents} map, or a followed transcript file. */
  readonly runContents?: Pick<RunContents, 'get'> | undefined;
  readonly limits: CurrentLimits;
  readonly pollIntervalMs: number;
  /** The gateway's budget ledger: its changes count is part of `latest`, for the budgets view to follow. */
  readonly live?: LiveBudgets | undefined;
}

type Route = (context: ApiContext, query: DashboardQuery) => Promise<ApiAnswer>;

/** The daily rows and what is drawn from them: totals per currency, per-day series, the filter menus. */
const daily: Route = async ({ reader }, query) => {
  const range = { since: query.since, until: query.until };
  const filter = filterOf(query);
  const filtered = query.agent || query.taskType || query.model;
  // Reads one at a time: a store may serve one query per connection.
  const rows = await reader.daily(filter);
  const unfiltered = filtered ? await reader.daily(range) : rows;
  const modelRows = await reader.daily(range, 'model');
  return json({
    rows,
    totals: currencyTotals(rows),
    series: dailySeries(rows),
    choices: filterChoices(unfiltered, modelRows),
    byAgent: groupTotals(rows, 'agentName'),
    // The model rows are of the whole range: narrowed here to the agent and task type chosen.
    byModel: groupTotals(filtered ? await reader.daily(filter, 'model') : modelRows, 'model'),
  });
};

/** `loopguard report daily --csv` of the same filter. */
const dailyCsv: Route = async ({ reader }, query) => {
  const rows = await reader.daily(filterOf(query));
  const span = [query.since ?? 'start', query.until ?? 'now'].join('-to-');
  return {
    kind: 'text',
    text: `${renderCsv(dailyTable(rows, 'task_type_agent'))}\n`,
    contentType: 'text/csv; charset=utf-8',
    filename: `loopguard-daily-${span}.csv`,
  };
};

/**
 * `loopguard report tools` of the page's days, agent and task type, with the filter menus' choices. A tool
 * call names no model (the LLM call that asked for it does), so a chosen model does not narrow the tools:
 * `modelIgnored` says so, for the page to tell; `empty`, that the store holds no event at all.
 */
const tools: Route = async ({ reader }, query) => {
  const rows = await reader.tools(filterOf(query));
  return json({
    rows,
    modelIgnored: query.model !== undefined,
    choices: await choicesOf(reader, query),
    empty: rows.length === 0 && (await storeIsEmpty(reader)),
  });
};

/** The latest trips; `empty` says the store holds no event at all, for the page to show how to send some. */
const trips: Route = async ({ reader }, query) => {
  const found = await reader.recentTrips(filterOf(query), query.limit ?? 50);
  return json({ trips: found, empty: found.length === 0 && (await storeIsEmpty(reader)) });
};

/** True for a store without any event: one `MAX(id)`. */
const storeIsEmpty = async (reader: EventReader) => (await reader.latestEventId()) === 0;

const trace: Route = async ({ reader, runContents }, query) => {
  if (!query.task)
    throw new DashboardError(
      'LOOPGUARD_DASHBOARD_BAD_QUERY',
      'query parameter `task` is required: the task id',
      {
        parameter: 'task',
      },
    );
  const events = await reader.taskEvents(query.task);
  if (events.length === 0) {
    const similar = await reader.similarTaskIds(query.task);
    throw new DashboardError('LOOPGUARD_DASHBOARD_NOT_FOUND', `no events for task "${query.task}"`, {
      similar,
    });
  }
  const timeline = taskTimeline(events);
  // Each run's recorded calls, when a transcript file holds it.
  const contents = Object.fromEntries(
    timeline.runs.flatMap((run) => {
      const calls = runContents?.get(run.runId);
      return calls ? [[run.runId, calls]] : [];
    }),
  );
  return json({ ...timeline, contents });
};

const calibration: Route = async ({ reader, limits }, query) =>
  json(
    await calibrateFromReader(reader, { since: query.since, until: query.until }, limits, {
      ...(query.percentile ? { percentile: query.percentile } : {}),
      ...(query.factor ? { factor: query.factor } : {}),
    }),
  );

/**
 * What the page polls: the latest event id, and with a fleet's shared ledger its changes count, which moves
 * when another gateway's calls reserve or spend (no event reaches this gateway's store then).
 */
const latest: Route = async ({ reader, pollIntervalMs, live }) =>
  json({
    latestEventId: await reader.latestEventId(),
    ledgerChanges: live?.changes ? await live.changes() : null,
    pollIntervalMs,
  });

/** The API routes by path under `api/`. */
export const apiRoutes: Readonly<Record<string, Route>> = {
  latest,
  daily,
  'daily.csv': dailyCsv,
  tools,
  trips,
  trace,
  calibration,
  ...runRoutes,
};
