// The runs view's rows and queries (the dashboard's runs, would-have-stopped and budgets pages), apart from
// the reports' rows in event-reader.ts.
import type { EventFilter } from './event-reader.js';

/** How {@link EventReader.runs} orders the runs: newest end first, or the dearest or longest first. */
export type RunSort = 'newest' | 'cost' | 'duration';

/** Where a page of runs starts: after the last row of the page before, by its sort value and event id. */
export interface RunCursor {
  /** The previous page's last sort value: its end time (epoch ms), cost or duration. */
  readonly value: number;
  readonly id: number;
}

/** Bounds of a run's figure, each inclusive and optional: `{ min: 2 }` is "2 or more". */
export interface RunRange {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

/**
 * The runs view's range filters, one per figure of a run as {@link RunRow} gives it; a run is listed when
 * every range given holds its figure. A run without a priced call, tokens or a duration counts as 0.
 */
export interface RunRanges {
  /** LLM calls started (a whole number). */
  readonly calls?: RunRange | undefined;
  /** Tokens of all its calls, prompt and completion (a whole number). */
  readonly tokens?: RunRange | undefined;
  /** Cost in the run's currency (runs of different currencies are compared by the number alone). */
  readonly cost?: RunRange | undefined;
  /** Halting trips (a whole number); would-have-stopped trips do not count. */
  readonly trips?: RunRange | undefined;
  /** Duration in ms. */
  readonly duration?: RunRange | undefined;
}

/** The figures a run can be filtered by, by range. */
export type RunRangeField = keyof RunRanges;

/** Every {@link RunRangeField}, in the order of the runs view's columns. */
export const RUN_RANGE_FIELDS: readonly RunRangeField[] = ['calls', 'tokens', 'cost', 'trips', 'duration'];

/** A run's figure that a {@link RunRanges} field bounds. */
export function runFigure(row: RunRow, field: RunRangeField): number {
  if (field === 'cost') return row.cost ?? 0;
  if (field === 'duration') return row.durationMs;
  return row[field];
}

/** Whether every range given holds the run's figure (running runs are filtered with this, ended ones in SQL). */
export function inRanges(row: RunRow, ranges: RunRanges | undefined): boolean {
  return RUN_RANGE_FIELDS.every((field) => {
    const range = ranges?.[field];
    const value = runFigure(row, field);
    return (
      (range?.min === undefined || value >= range.min) && (range?.max === undefined || value <= range.max)
    );
  });
}

/** Which ended runs {@link EventReader.runs} lists, in what order, one page at a time. */
export interface RunQuery extends EventFilter {
  /** The state the run ended in (`completed`, `failed`, `abandoned`). */
  readonly state?: string | undefined;
  /** Only runs that tripped (`true`) or that did not (`false`). */
  readonly tripped?: boolean | undefined;
  /** Part of the task id or run id, any case. */
  readonly search?: string | undefined;
  /** Ranges of calls, tokens, cost (the run's currency), halting trips and duration (ms). */
  readonly ranges?: RunRanges | undefined;
  readonly sort: RunSort;
  readonly limit: number;
  readonly after?: RunCursor | undefined;
}

/** One run as the runs view lists it. */
export interface RunRow {
  /** The event id of its `run_end` (of its `run_start` while it runs): the key a page is cut at. */
  readonly id: number;
  readonly taskId: string;
  readonly runId: string;
  readonly agentName: string | null;
  readonly taskType: string | null;
  /** The model of its last call. */
  readonly model: string | null;
  /** The state it ended in; `running` while it has no `run_end`. */
  readonly state: string;
  /** LLM calls started. */
  readonly calls: number;
  readonly tokens: number;
  readonly cost: number | null;
  readonly currency: string | null;
  /** The code it was stopped with, if it was. */
  readonly code: string | null;
  /** Halting trips, and would-have-stopped (observe-only) trips. */
  readonly trips: number;
  readonly observedTrips: number;
  /** Epoch ms. */
  readonly startedAt: number;
  /** Epoch ms of its `run_end`; null while it runs. */
  readonly endedAt: number | null;
  readonly durationMs: number;
}

/** A page of runs, and the cursor of the next one when there is more. */
export interface RunPage {
  readonly rows: readonly RunRow[];
  readonly next: RunCursor | null;
}

/**
 * A would-have-stopped trip of observe-only mode, with what enforcing would have saved: the calls of its run
 * after the trip's round, and their cost.
 */
export interface ObservedTrip {
  readonly id: number;
  /** Epoch ms. */
  readonly at: number;
  readonly taskId: string;
  readonly runId: string;
  readonly round: number;
  readonly agentName: string | null;
  readonly model: string | null;
  readonly code: string | null;
  readonly detector: string | null;
  readonly message: string | null;
  readonly savedCalls: number;
  readonly savedCost: number;
  readonly currency: string | null;
}

/** The would-have-stopped trips a filter selects: the latest, and the totals of all of them. */
export interface ObservedTrips {
  readonly trips: readonly ObservedTrip[];
  /** Runs with at least one. */
  readonly runs: number;
  /** The latest runs the savings are summed over: all of them, or the latest `savingsRuns` when there are more. */
  readonly savedOver: number;
  /** Per currency, the calls and cost that stopping each of those runs at its first one would have saved. */
  readonly saved: readonly { currency: string | null; calls: number; cost: number }[];
}

/** What was spent in the scopes of a budget today, from the stored events. */
export interface SpentToday {
  /** `YYYY-MM-DD`, UTC. */
  readonly day: string;
  /** Per currency, over all agents. */
  readonly global: readonly { currency: string | null; cost: number; calls: number }[];
  /** Per agent and currency. */
  readonly agents: readonly {
    agentName: string | null;
    currency: string | null;
    cost: number;
    calls: number;
  }[];
}
