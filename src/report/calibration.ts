import type {
  CompletedRunsSummary,
  DateRange,
  EventReader,
  RunTotals,
  Spread,
} from '../stores/event-reader.js';
import { GroupCollectors } from './calibration-groups.js';
import {
  type Calibration,
  type CalibrationGrouping,
  type CalibrationSettings,
  type CurrentLimits,
  limitRemarks,
  RunSuggester,
} from './calibration-result.js';
import { CalibrationCollector } from './run-summary-collector.js';

export type {
  Calibration,
  CalibrationGroup,
  CalibrationGrouping,
  CurrentLimits,
  GroupSuggestion,
} from './calibration-result.js';
export { percentileOf } from './run-summary-collector.js';
export type { Spread };

/**
 * Fewest completed runs a suggestion rests on. With fewer, the nearest-rank p95 is one of the largest runs
 * (with under 20 it is the largest), so a limit sized on it says nothing about the runs still to come.
 */
export const DEFAULT_MIN_RUNS = 20;

/** Options of {@link calibrate}. */
export interface CalibrationOptions {
  /** @default 95 */
  readonly percentile?: number;
  /** Suggested limit = percentile × factor (the 1.5–2× rule). @default 1.5 */
  readonly factor?: number;
  /** Fewest completed runs a suggestion (global or a group's) rests on; fewer get none. @default 20 */
  readonly minRuns?: number;
  /** Suggestions per agent or per task type as well as for all runs. @default 'global' */
  readonly by?: CalibrationGrouping;
}

/** Settings, grouping and currency, with their defaults. */
function settingsOf(current: CurrentLimits, options: CalibrationOptions) {
  const settings: CalibrationSettings = {
    percentile: options.percentile ?? 95,
    factor: options.factor ?? 1.5,
    minRuns: options.minRuns ?? DEFAULT_MIN_RUNS,
  };
  return { settings, by: options.by ?? 'global', currency: current.currency ?? 'USD' };
}

/** Everything calibration gathers from the runs of a period, as they stream past. */
class Gathering {
  readonly all: CalibrationCollector;
  readonly groups: GroupCollectors | undefined;

  constructor(
    by: CalibrationGrouping,
    currency: string,
    private readonly onRow?: () => void,
  ) {
    this.all = new CalibrationCollector(currency);
    this.groups = by === 'global' ? undefined : new GroupCollectors(by, currency);
  }

  add(run: RunTotals): void {
    this.all.add(run);
    this.groups?.add(run);
    this.onRow?.();
  }
}

function resultOf(
  summary: CompletedRunsSummary,
  groups: GroupCollectors | undefined,
  current: CurrentLimits,
  trips: Readonly<Record<string, number>>,
  options: CalibrationOptions,
): Calibration {
  const { settings, by, currency } = settingsOf(current, options);
  const { suggested, leftOut, callReservation } = new RunSuggester(current, currency).suggest(
    summary,
    settings,
  );
  return {
    ...settings,
    by,
    overall: summary.overall,
    groups: summary.groups,
    suggested: suggested ?? {},
    enoughRuns: suggested !== null,
    suggestions: groups?.suggestions(current, settings) ?? [],
    unnamedRuns: groups?.unnamedRuns ?? 0,
    ...limitRemarks(current, summary.overall, trips, settings),
    currency,
    otherCurrencies: summary.otherCurrencies,
    callReservation,
    runsWithoutClock: summary.runsWithoutClock,
    leftOut,
  };
}

/**
 * Observed p50 / percentile / max of rounds, duration, tokens and cost of completed runs per agent and task
 * type, and a suggested policy (percentile × factor, rounded up) that the observed runs pass as the guard
 * checks them: `maxCost` adds the worst case the guard reserves for one call, `maxDurationMs` comes only from
 * runs with a real clock, and a limit that cannot be sized is left out with a sentence in `leftOut`. Fewer
 * runs than `minRuns` get no suggestion, with a sentence saying so. With `by`, each agent (or task type) also
 * gets its own suggestion, on its own runs. `onRow` is called per run (progress).
 */
export function calibrate(
  runs: Iterable<RunTotals>,
  current: CurrentLimits,
  trips: Readonly<Record<string, number>>,
  options: CalibrationOptions = {},
  onRow?: () => void,
): Calibration {
  const { settings, by, currency } = settingsOf(current, options);
  const gathering = new Gathering(by, currency, onRow);
  for (const run of runs) gathering.add(run);
  return resultOf(gathering.all.summary(settings.percentile), gathering.groups, current, trips, options);
}

/**
 * {@link calibrate} on the completed runs and guard trips of a range, read from any {@link EventReader}:
 * streamed, so a store of millions of runs is never loaded at once, or summarised by the store itself when it
 * can (`summariseCompletedRuns`, for all runs together only; `onRow` is then never called).
 *
 * @example
 * ```ts
 * const result = await calibrateFromReader(reader, { since: '2026-11-01' }, resolveGuardOptions({}), {
 *   by: 'agent',
 * });
 * for (const group of result.suggestions) console.log(group.name, group.runs, group.suggested);
 * ```
 */
export async function calibrateFromReader(
  reader: EventReader,
  range: DateRange,
  current: CurrentLimits,
  options: CalibrationOptions = {},
  onRow?: () => void,
): Promise<Calibration> {
  const { settings, by, currency } = settingsOf(current, options);
  // Trips first: a store may serve one query at a time while the runs' cursor is open.
  const trips = await reader.tripCodes(range);
  if (reader.summariseCompletedRuns && by === 'global') {
    // A store across a network summarises the runs itself: a few rows instead of every run.
    const summary = await reader.summariseCompletedRuns({
      range,
      percentile: settings.percentile / 100,
      currency,
    });
    return resultOf(summary, undefined, current, trips, options);
  }
  const gathering = new Gathering(by, currency, onRow);
  for await (const run of reader.completedRuns(range)) gathering.add(run);
  return resultOf(gathering.all.summary(settings.percentile), gathering.groups, current, trips, options);
}
