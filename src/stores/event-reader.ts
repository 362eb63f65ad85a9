/**
 * What the reports read from an event store, and the rows they read. The CLI reports and the dashboard use
 * only this interface, so any store (SQLite today, PostgreSQL next) serves them by implementing it. Every
 * method is asynchronous because a networked store can only answer that way.
 */
import type { ObservedTrips, RunPage, RunQuery, RunRow, SpentToday } from './run-list.js';

/** Which column a daily report groups by, besides the day. */
export type DailyGrouping = 'agent' | 'task_type' | 'model' | 'task_type_agent';

/** A UTC date range, inclusive, as `YYYY-MM-DD`. */
export interface DateRange {
  readonly since?: string | undefined;
  readonly until?: string | undefined;
}

/** A date range narrowed to one agent and/or task type (each exact; absent means any): what the tools report takes. */
export interface ToolFilter extends DateRange {
  readonly agentName?: string | undefined;
  readonly taskType?: string | undefined;
}

/** A date range narrowed to one agent, task type and/or model (each exact; absent means any). */
export interface EventFilter extends ToolFilter {
  readonly model?: string | undefined;
}

/**
 * The part of a filter the tools report reads: a tool call or result names no model (the LLM call that asked
 * for it does), so a model chosen elsewhere does not narrow the tools.
 */
export function toolFilterOf(filter: ToolFilter): ToolFilter {
  return { since: filter.since, until: filter.until, agentName: filter.agentName, taskType: filter.taskType };
}

/** One day, group and currency of the daily report. */
export interface DailyRow {
  readonly date: string;
  readonly taskType: string | null;
  readonly agentName: string | null;
  readonly model: string | null;
  readonly calls: number;
  readonly tokens: number;
  /** Cost of these calls in `currency`; 0 with a `null` currency for calls without a known price. */
  readonly cost: number;
  /** Currencies are never added together: a group that spent in two has a row for each. */
  readonly currency: string | null;
  /** Guard trips (halts) by code, on the row of the currency the tripped run spent in. */
  readonly trips: Readonly<Record<string, number>>;
}

/**
 * Observe-only mode's would-have-stopped runs of one day, group, trip code and currency: each run counted once,
 * at the first trip it observed (where enforcing would have stopped it), with what enforcing would have saved.
 */
export interface WouldStopRow {
  readonly date: string;
  readonly taskType: string | null;
  readonly agentName: string | null;
  /** The code of each run's first observed trip. */
  readonly code: string;
  readonly runs: number;
  /** LLM calls answered after the trip in those runs: the calls a stop there would have saved. */
  readonly savedCalls: number;
  /** The cost of those calls, in `currency`; 0 with a `null` currency when none was priced. */
  readonly savedCost: number;
  readonly currency: string | null;
}

/** One tool's figures over the days and labels a {@link ToolFilter} selects (the whole store by default). */
export interface ToolRow {
  readonly tool: string;
  readonly calls: number;
  readonly distinctArguments: number;
  /** Calls that repeated an identical earlier call (same signature) in the same run. */
  readonly repeatedCalls: number;
  /** Tokens of the LLM calls that asked for this tool, shared among the tools each call asked for. */
  readonly tokens: number;
  readonly averageLatencyMs: number | null;
  readonly p95LatencyMs: number | null;
  readonly failures: number;
}

/** A stored event as read back; snake_case like the event schema it was written from. */
export interface StoredEvent {
  readonly id: number;
  readonly timestamp: number;
  readonly event: string;
  readonly task_id: string;
  readonly run_id: string;
  readonly round: number;
  readonly agent_name: string | null;
  readonly model: string | null;
  readonly prompt_tokens: number | null;
  readonly completion_tokens: number | null;
  readonly total_tokens: number | null;
  readonly cost: number | null;
  readonly currency: string | null;
  readonly latency_ms: number | null;
  readonly tool_name: string | null;
  readonly action_signature: string | null;
  readonly status: string | null;
  readonly error_message: string | null;
  readonly code: string | null;
  readonly detector: string | null;
  readonly action: string | null;
  readonly state: string | null;
}

/** One finished run's totals, for calibration. */
export interface RunTotals {
  readonly agentName: string | null;
  readonly taskType: string | null;
  readonly rounds: number;
  readonly durationMs: number;
  readonly tokens: number;
  readonly cost: number | null;
  readonly currency: string | null;
  /** The largest prompt one LLM call of the run was billed for; null when no call recorded usage. */
  readonly largestPromptTokens?: number | null;
  /** The models the run's LLM calls answered with, for the worst-case price of one call. */
  readonly models?: readonly string[];
}

/** p50, a chosen percentile and max of one metric (nearest rank: the value at position ⌈p·n⌉ in order). */
export interface Spread {
  readonly p50: number;
  readonly high: number;
  readonly max: number;
}

/** The spreads of the completed runs of one agent and task type (or of all runs). */
export interface RunGroupSummary {
  readonly agentName: string | null;
  readonly taskType: string | null;
  readonly runs: number;
  readonly rounds: Spread;
  /** Over the runs with a real clock (duration > 0); null when none had one. */
  readonly durationMs: Spread | null;
  readonly tokens: Spread;
  /** Over the runs with a cost in the request's currency (or none named); null when none had one. */
  readonly cost: Spread | null;
}

/** What calibration reads of the completed runs of a range: see {@link EventReader.summariseCompletedRuns}. */
export interface RunSummaryRequest {
  readonly range: DateRange;
  /** The high percentile as a fraction, `0.95` for p95. */
  readonly percentile: number;
  /** The policy's currency: costs in it are spread, costs in others counted per currency. */
  readonly currency: string;
}

/** The completed runs of a range, summarised as calibration reads them. */
export interface CompletedRunsSummary {
  /**
   * Per agent and task type (an absent label and an empty one are one group, named as its first run names
   * it), in the order of each group's first run (by day, then insertion).
   */
  readonly groups: readonly RunGroupSummary[];
  /** All runs together; undefined when there are none. */
  readonly overall: RunGroupSummary | undefined;
  /** Runs that took 0 ms (replayed without timestamps). */
  readonly runsWithoutClock: number;
  /** Runs whose cost is in another currency than the request's, by currency. */
  readonly otherCurrencies: Readonly<Record<string, number>>;
  /**
   * Each model the runs in the request's currency (or in none) answered with, and the largest prompt of a
   * run that used it (0 when none recorded usage): the worst case the guard reserves for one call.
   */
  readonly largestPrompts: readonly { readonly model: string; readonly promptTokens: number }[];
}

/** Which trips {@link EventReader.tripsAfter} reads: event ids in `(afterId, untilId]`, on or after a UTC day. */
export interface TripCursor {
  readonly afterId: number;
  readonly untilId: number;
  /** `YYYY-MM-DD`. */
  readonly since: string;
  /** Also read observe-only mode's would-have-stopped trips (`guard_trigger` with action `observe`). @default false */
  readonly observed?: boolean | undefined;
}

/** A trip as `loopguard alert` reads it, with the event id it keeps as its cursor. */
export interface TripRow {
  readonly id: number;
  /** Event time, epoch ms. */
  readonly at: number;
  readonly agent: string | null;
  readonly code: string;
  readonly taskId: string;
  readonly runId: string;
  readonly message: string | undefined;
  /** A would-have-stopped trip of observe-only mode: nothing was refused. */
  readonly observed: boolean;
}

/** A trip row as either store's query gives it (snake_case columns), as a {@link TripRow}. */
export function toTripRow(row: Record<string, unknown>): TripRow {
  return {
    id: Number(row.id),
    at: Number(row.timestamp),
    agent: (row.agent_name as string | null) ?? null,
    code: row.code as string,
    taskId: row.task_id as string,
    runId: row.run_id as string,
    message: (row.error_message as string | null) ?? undefined,
    observed: row.action === 'observe',
  };
}

/**
 * Read access to stored guard events, as the reports need it.
 *
 * @example
 * ```ts
 * const reader = openSqliteEventReader('./loopguard.db');
 * try {
 *   console.log(renderTable(toolsTable(await reader.tools())));
 * } finally {
 *   await reader.close();
 * }
 * ```
 */
export interface EventReader {
  /**
   * LLM calls, tokens, cost and guard trips per UTC day, group and currency, of the events `range` selects
   * (its agent, task type and model fields narrow it further). @default grouping `'task_type_agent'`
   */
  daily(range: EventFilter, grouping?: DailyGrouping): Promise<DailyRow[]>;
  /**
   * Per tool: calls, distinct argument hashes, repeated signatures, tokens, latency, failures; most called
   * first. `filter` narrows it to UTC days, an agent and a task type (a model in it is ignored: see
   * {@link toolFilterOf}). @default the whole store
   */
  tools(filter?: ToolFilter): Promise<ToolRow[]>;
  /** Every event of one task, in the order they happened; empty for an unknown task. */
  taskEvents(taskId: string): Promise<StoredEvent[]>;
  /** Task ids that start like `prefix`, newest first (for "did you mean"). @default limit 5 */
  similarTaskIds(prefix: string, limit?: number): Promise<string[]>;
  /** Number of completed runs in a range (to size a progress bar). */
  countCompletedRuns(range: DateRange): Promise<number>;
  /**
   * The totals of completed runs in a range, streamed rather than loaded at once. Read it to the end or
   * leave the loop (`break`) before calling another method: a store may hold one cursor per connection.
   */
  completedRuns(range: DateRange): AsyncIterable<RunTotals>;
  /**
   * The completed runs of a range summarised where the store is, for a store across a network: a few rows
   * instead of every run. Optional; calibration streams {@link completedRuns} from a store without it, to
   * the same result.
   */
  summariseCompletedRuns?(request: RunSummaryRequest): Promise<CompletedRunsSummary>;
  /** Guard trips (halts) by code in a range. */
  tripCodes(range: DateRange): Promise<Record<string, number>>;
  /**
   * Observe-only mode: the runs that would have stopped, per UTC day of the trip, agent and task type, code and
   * currency, with the calls and money a stop would have saved. Optional: a store without it shows none.
   */
  wouldHaveStopped?(range: EventFilter): Promise<WouldStopRow[]>;
  /** The latest guard trips (`guard_trigger` halts) `filter` selects, newest first. @default limit 50 */
  recentTrips(filter: EventFilter, limit?: number): Promise<StoredEvent[]>;
  /** The id of the newest stored event, 0 for an empty store: a cheap "anything new?" for live pages. */
  latestEventId(): Promise<number>;
  /**
   * Trips in the cursor's range, oldest first, at most `limit`: each halting `guard_trigger`, and a `run_end`
   * with a code only for a run that has no halt of its own (its halt already counted it). Read by event id
   * from the cursor on, so a cron run of `loopguard alert` costs the events written since the last one.
   */
  tripsAfter(cursor: TripCursor, limit: number): Promise<TripRow[]>;
  /**
   * Ended runs one page at a time, newest, dearest or longest first, read from their `run_end` events; a page
   * costs the index entries of the filtered range, never the whole table.
   */
  runs(query: RunQuery): Promise<RunPage>;
  /** Runs that started among the latest `window` events and have not ended, newest first. @default window 50000 */
  runningRuns(filter: EventFilter, limit: number, window?: number): Promise<RunRow[]>;
  /**
   * Would-have-stopped trips (`guard_trigger` with action `observe`), newest first, and what they would have
   * saved over the latest `savingsRuns` runs that had one. @default savingsRuns 10000
   */
  observedTrips(filter: EventFilter, limit: number, savingsRuns?: number): Promise<ObservedTrips>;
  /** LLM calls and cost of one UTC day, over all agents and per agent (the daily budget scopes). */
  spentOn(day: string): Promise<SpentToday>;
  /** Releases the reader's connection; it answers nothing afterwards. */
  close(): Promise<void>;
}
