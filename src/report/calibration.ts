import type { GuardOptions } from '../guard/options.js';
import type { DateRange, EventReader, RunTotals } from '../stores/event-reader.js';

/** p50, the chosen percentile and max of one metric. */
export interface Spread {
  readonly p50: number;
  readonly high: number;
  readonly max: number;
}

/** Observed spreads of one agent and task type. */
export interface CalibrationGroup {
  readonly agentName: string | null;
  readonly taskType: string | null;
  readonly runs: number;
  readonly rounds: Spread;
  readonly durationMs: Spread;
  readonly tokens: Spread;
  readonly cost: Spread | null;
}

/** Options of {@link calibrate}. */
export interface CalibrationOptions {
  /** @default 95 */
  readonly percentile?: number;
  /** Suggested limit = percentile × factor (the 1.5–2× rule). @default 1.5 */
  readonly factor?: number;
}

/** The result: groups, a suggested policy for all runs, and remarks on the current limits. */
export interface Calibration {
  readonly percentile: number;
  readonly factor: number;
  readonly overall: CalibrationGroup | undefined;
  readonly groups: readonly CalibrationGroup[];
  readonly suggested: GuardOptions;
  readonly tooWide: readonly string[];
  readonly neverTripped: readonly string[];
  /** The currency the cost spreads and `maxCost` are in: the policy's. */
  readonly currency: string;
  /** Runs whose cost was in another currency, left out of the cost spreads (never added to them), by currency. */
  readonly otherCurrencies: Readonly<Record<string, number>>;
}

/** Nearest-rank percentile of sorted values. */
export function percentileOf(sorted: readonly number[], percentile: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((percentile / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

function spread(values: number[], percentile: number): Spread {
  values.sort((a, b) => a - b);
  return { p50: percentileOf(values, 50), high: percentileOf(values, percentile), max: values.at(-1) ?? 0 };
}

interface Collector {
  agentName: string | null;
  taskType: string | null;
  rounds: number[];
  durationMs: number[];
  tokens: number[];
  cost: number[];
}

function summarise(collector: Collector, percentile: number): CalibrationGroup {
  return {
    agentName: collector.agentName,
    taskType: collector.taskType,
    runs: collector.rounds.length,
    rounds: spread(collector.rounds, percentile),
    durationMs: spread(collector.durationMs, percentile),
    tokens: spread(collector.tokens, percentile),
    cost: collector.cost.length > 0 ? spread(collector.cost, percentile) : null,
  };
}

const limitCodes: Record<string, string> = {
  maxRounds: 'GUARD_ROUND_LIMIT',
  maxDurationMs: 'GUARD_TIME_LIMIT',
  maxTokens: 'GUARD_TOKEN_LIMIT',
  maxCost: 'GUARD_BUDGET_LIMIT',
};

/** The current limits calibration compares with (a resolved policy fits). */
export interface CurrentLimits {
  readonly maxRounds: number | null;
  readonly maxDurationMs: number | null;
  readonly maxTokens: number | null;
  readonly maxCost: number | null;
  /** @default 'USD' */
  readonly currency?: string;
}

function emptyCollector(agentName: string | null, taskType: string | null): Collector {
  return { agentName, taskType, rounds: [], durationMs: [], tokens: [], cost: [] };
}

/** Gathers runs one at a time, so any number of them can be calibrated without holding them as objects. */
class CalibrationCollector {
  readonly #groups = new Map<string, Collector>();
  readonly #all = emptyCollector(null, null);
  readonly #otherCurrencies: Record<string, number> = {};

  constructor(readonly currency: string) {}

  add(run: RunTotals): void {
    const key = `${run.agentName ?? ''}\u0000${run.taskType ?? ''}`;
    let group = this.#groups.get(key);
    if (!group) {
      group = emptyCollector(run.agentName, run.taskType);
      this.#groups.set(key, group);
    }
    for (const target of [group, this.#all]) {
      target.rounds.push(run.rounds);
      target.durationMs.push(run.durationMs);
      target.tokens.push(run.tokens);
      // A cost in another currency is not comparable with maxCost: counted, never added in.
      if (run.cost !== null && (run.currency ?? this.currency) === this.currency) target.cost.push(run.cost);
    }
    if (run.cost !== null && run.currency !== null && run.currency !== this.currency)
      this.#otherCurrencies[run.currency] = (this.#otherCurrencies[run.currency] ?? 0) + 1;
  }

  result(
    current: CurrentLimits,
    trips: Readonly<Record<string, number>>,
    options: CalibrationOptions,
  ): Calibration {
    const percentile = options.percentile ?? 95;
    const factor = options.factor ?? 1.5;
    const overall = this.#all.rounds.length > 0 ? summarise(this.#all, percentile) : undefined;
    const suggested: Record<string, number> = {};
    if (overall) {
      suggested.maxRounds = Math.max(1, Math.ceil(overall.rounds.high * factor));
      suggested.maxDurationMs = Math.max(1, Math.ceil(overall.durationMs.high * factor));
      suggested.maxTokens = Math.max(1, Math.ceil(overall.tokens.high * factor));
      if (overall.cost && overall.cost.high > 0)
        suggested.maxCost = Math.ceil(overall.cost.high * factor * 10_000) / 10_000;
    }
    const tooWide: string[] = [];
    if (overall) {
      const highs: Record<string, number | undefined> = {
        maxRounds: overall.rounds.high,
        maxDurationMs: overall.durationMs.high,
        maxTokens: overall.tokens.high,
        maxCost: overall.cost?.high,
      };
      for (const [name, high] of Object.entries(highs)) {
        const limit = current[name as LimitName];
        if (limit !== null && high !== undefined && high > 0 && limit > 3 * high) {
          tooWide.push(`${name} ${limit} is ${(limit / high).toFixed(1)}× the p${percentile} of ${high}`);
        }
      }
    }
    const neverTripped = Object.entries(limitCodes)
      .filter(([name, code]) => current[name as LimitName] !== null && !trips[code])
      .map(([name]) => name);
    return {
      percentile,
      factor,
      overall,
      groups: [...this.#groups.values()].map((group) => summarise(group, percentile)),
      suggested,
      tooWide,
      neverTripped,
      currency: this.currency,
      otherCurrencies: this.#otherCurrencies,
    };
  }
}

type LimitName = 'maxRounds' | 'maxDurationMs' | 'maxTokens' | 'maxCost';

/**
 * Observed p50 / percentile / max of rounds, duration, tokens and cost of completed runs per agent and task
 * type, and a suggested policy (percentile × factor, rounded up). `onRow` is called per run (progress).
 */
export function calibrate(
  runs: Iterable<RunTotals>,
  current: CurrentLimits,
  trips: Readonly<Record<string, number>>,
  options: CalibrationOptions = {},
  onRow?: () => void,
): Calibration {
  const collector = new CalibrationCollector(current.currency ?? 'USD');
  for (const run of runs) {
    collector.add(run);
    onRow?.();
  }
  return collector.result(current, trips, options);
}

/**
 * {@link calibrate} on the completed runs and guard trips of a range, read from any {@link EventReader}
 * and streamed, so a store of millions of runs is never loaded at once.
 *
 * @example
 * ```ts
 * const result = await calibrateFromReader(reader, { since: '2026-11-01' }, resolveGuardOptions({}));
 * console.log(result.suggested);
 * ```
 */
export async function calibrateFromReader(
  reader: EventReader,
  range: DateRange,
  current: CurrentLimits,
  options: CalibrationOptions = {},
  onRow?: () => void,
): Promise<Calibration> {
  // Trips first: a store may serve one query at a time while the runs' cursor is open.
  const trips = await reader.tripCodes(range);
  const collector = new CalibrationCollector(current.currency ?? 'USD');
  for await (const run of reader.completedRuns(range)) {
    collector.add(run);
    onRow?.();
  }
  return collector.result(current, trips, options);
}
