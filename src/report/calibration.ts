import { DEFAULT_GUARD_OPTIONS } from '../guard/defaults.js';
import type { GuardOptions } from '../guard/options.js';
import { costAt, createPriceBook, type ModelPrice, type PriceBook } from '../pricing/price-book.js';
import type {
  CompletedRunsSummary,
  DateRange,
  EventReader,
  RunGroupSummary,
  RunTotals,
  Spread,
} from '../stores/event-reader.js';
import { CalibrationCollector } from './run-summary-collector.js';

export { percentileOf } from './run-summary-collector.js';
export type { Spread };

/** Observed spreads of one agent and task type (durations only of runs with a real clock). */
export type CalibrationGroup = RunGroupSummary;

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
  /**
   * The largest worst-case reservation of one LLM call seen (its model's price, its billed prompt, and the
   * policy's `defaultMaxOutputTokens`), in the policy's currency: the guard holds it back before every call,
   * so `maxCost` is suggested as the observed cost × factor plus this. Null when no call could be priced.
   */
  readonly callReservation: number | null;
  /** Completed runs that took 0 ms: replayed without message timestamps, they say nothing about time. */
  readonly runsWithoutClock: number;
  /** One sentence per limit left out of `suggested`, saying why. */
  readonly leftOut: readonly string[];
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
  /** USD → `currency` rate. @default 1 */
  readonly usdRate?: number;
  /** Price overrides, as in the policy; other models are priced from the catalogue. @default {} */
  readonly prices?: Readonly<Record<string, ModelPrice>>;
  /** Output tokens the guard reserves for a call that sets no maximum. @default 4096 */
  readonly defaultMaxOutputTokens?: number;
}

/** Turns a summary of the completed runs into the calibration: reservation, suggestions and remarks. */
class CalibrationResult {
  readonly #prices: PriceBook;
  readonly #unpriced = new Set<string>();
  #reservation: number | null = null;

  constructor(
    private readonly current: CurrentLimits,
    private readonly currency: string,
  ) {
    this.#prices = createPriceBook(current.prices);
  }

  /** The worst case the guard reserves for one call: each model's price on the largest prompt it saw. */
  #reserve(summary: CompletedRunsSummary): void {
    const completionTokens =
      this.current.defaultMaxOutputTokens ?? DEFAULT_GUARD_OPTIONS.defaultMaxOutputTokens;
    for (const { model, promptTokens } of summary.largestPrompts) {
      const price = this.#prices.priceOf(model);
      if (!price) {
        this.#unpriced.add(model);
        continue;
      }
      const cost = costAt(price, { promptTokens, completionTokens }) * (this.current.usdRate ?? 1);
      this.#reservation = Math.max(this.#reservation ?? 0, cost);
    }
  }

  of(
    summary: CompletedRunsSummary,
    trips: Readonly<Record<string, number>>,
    percentile: number,
    factor: number,
  ): Calibration {
    const current = this.current;
    this.#reserve(summary);
    const overall = summary.overall;
    const { suggested, leftOut } = overall ? this.#suggest(overall, factor) : { suggested: {}, leftOut: [] };
    const tooWide: string[] = [];
    if (overall) {
      const highs: Record<string, number | undefined> = {
        maxRounds: overall.rounds.high,
        maxDurationMs: overall.durationMs?.high,
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
      groups: summary.groups,
      suggested,
      tooWide,
      neverTripped,
      currency: this.currency,
      otherCurrencies: summary.otherCurrencies,
      callReservation: this.#reservation,
      runsWithoutClock: summary.runsWithoutClock,
      leftOut,
    };
  }

  /** Limits every observed run up to the percentile passes as the guard checks them, reservations included. */
  #suggest(overall: CalibrationGroup, factor: number): { suggested: GuardOptions; leftOut: string[] } {
    const suggested: Record<string, unknown> = {};
    const leftOut: string[] = [];
    suggested.maxRounds = Math.max(1, Math.ceil(overall.rounds.high * factor));
    if (overall.durationMs)
      suggested.maxDurationMs = Math.max(1, Math.ceil(overall.durationMs.high * factor));
    else
      leftOut.push(
        `maxDurationMs: none of the ${overall.runs} runs has real timestamps (replayed without message timestamps, they took 0 ms), so there is no duration to size it on`,
      );
    suggested.maxTokens = Math.max(1, Math.ceil(overall.tokens.high * factor));
    if (overall.cost && overall.cost.high > 0) {
      if (this.#unpriced.size > 0) {
        const models = [...this.#unpriced].map((model) => `"${model}"`).join(', ');
        leftOut.push(
          `maxCost: no price for ${models}, so the worst case the guard reserves before a call is unknown; give the price in the policy's \`prices\` and pass it with --policy`,
        );
      } else {
        // The guard refuses a call when spent + this call's worst case would pass maxCost: a budget of
        // the observed cost alone stops every run at its first call.
        const budget = overall.cost.high * factor + (this.#reservation ?? 0);
        suggested.maxCost = Math.ceil(budget * 10_000) / 10_000;
        if (Object.keys(this.current.prices ?? {}).length > 0) suggested.prices = this.current.prices;
        if (this.currency !== 'USD') {
          suggested.currency = this.currency;
          suggested.usdRate = this.current.usdRate ?? 1;
        }
        const output = this.current.defaultMaxOutputTokens;
        if (output !== undefined && output !== DEFAULT_GUARD_OPTIONS.defaultMaxOutputTokens)
          suggested.defaultMaxOutputTokens = output;
      }
    }
    return { suggested: suggested as GuardOptions, leftOut };
  }
}

type LimitName = 'maxRounds' | 'maxDurationMs' | 'maxTokens' | 'maxCost';

/**
 * Observed p50 / percentile / max of rounds, duration, tokens and cost of completed runs per agent and task
 * type, and a suggested policy (percentile × factor, rounded up) that the observed runs pass as the guard
 * checks them: `maxCost` adds the worst case the guard reserves for one call, `maxDurationMs` comes only from
 * runs with a real clock, and a limit that cannot be sized is left out with a sentence in `leftOut`. `onRow`
 * is called per run (progress).
 */
export function calibrate(
  runs: Iterable<RunTotals>,
  current: CurrentLimits,
  trips: Readonly<Record<string, number>>,
  options: CalibrationOptions = {},
  onRow?: () => void,
): Calibration {
  const { percentile, factor, currency } = settingsOf(current, options);
  const collector = new CalibrationCollector(currency);
  for (const run of runs) {
    collector.add(run);
    onRow?.();
  }
  return new CalibrationResult(current, currency).of(
    collector.summary(percentile),
    trips,
    percentile,
    factor,
  );
}

/** Percentile, factor and currency, with their defaults. */
function settingsOf(current: CurrentLimits, options: CalibrationOptions) {
  return {
    percentile: options.percentile ?? 95,
    factor: options.factor ?? 1.5,
    currency: current.currency ?? 'USD',
  };
}

/**
 * {@link calibrate} on the completed runs and guard trips of a range, read from any {@link EventReader}:
 * streamed, so a store of millions of runs is never loaded at once, or summarised by the store itself when it
 * can (`summariseCompletedRuns`; `onRow` is then never called).
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
  const { percentile, factor, currency } = settingsOf(current, options);
  // Trips first: a store may serve one query at a time while the runs' cursor is open.
  const trips = await reader.tripCodes(range);
  let summary: CompletedRunsSummary;
  if (reader.summariseCompletedRuns) {
    // A store across a network summarises the runs itself: a few rows instead of every run.
    summary = await reader.summariseCompletedRuns({ range, percentile: percentile / 100, currency });
  } else {
    const collector = new CalibrationCollector(currency);
    for await (const run of reader.completedRuns(range)) {
      collector.add(run);
      onRow?.();
    }
    summary = collector.summary(percentile);
  }
  return new CalibrationResult(current, currency).of(summary, trips, percentile, factor);
}
