import { DEFAULT_GUARD_OPTIONS } from '../guard/defaults.js';
import type { GuardOptions } from '../guard/options.js';
import { costAt, createPriceBook, type ModelPrice, type PriceBook } from '../pricing/price-book.js';
import type { CompletedRunsSummary, RunGroupSummary } from '../stores/event-reader.js';

/** Observed spreads of one agent and task type (durations only of runs with a real clock). */
export type CalibrationGroup = RunGroupSummary;

/** What calibration groups suggestions by: all runs together, per agent name, or per task type. */
export type CalibrationGrouping = 'global' | 'agent' | 'task-type';

/** One agent's (or task type's) suggestion, and the runs it rests on. */
export interface GroupSuggestion {
  /** The agent name or task type. */
  readonly name: string;
  /** Completed runs of the group: what the suggestion rests on. */
  readonly runs: number;
  /** The group's spreads. */
  readonly spread: CalibrationGroup;
  /** The group's limits; null when it has fewer runs than `minRuns` (`leftOut` says so). */
  readonly suggested: GuardOptions | null;
  /** As {@link Calibration.callReservation}, over this group's calls. */
  readonly callReservation: number | null;
  /** One sentence per limit left out of `suggested` (or the whole suggestion), saying why. */
  readonly leftOut: readonly string[];
}

/** The result: groups, a suggested policy for all runs, and remarks on the current limits. */
export interface Calibration {
  readonly percentile: number;
  readonly factor: number;
  /** Fewest completed runs a suggestion rests on: a smaller group gets none. */
  readonly minRuns: number;
  /** What `suggestions` are per. */
  readonly by: CalibrationGrouping;
  readonly overall: CalibrationGroup | undefined;
  readonly groups: readonly CalibrationGroup[];
  /**
   * The policy for all runs; empty when there are fewer than `minRuns` of them (`leftOut` says so), and then
   * `enoughRuns` is false.
   */
  readonly suggested: GuardOptions;
  /** Whether all runs together are at least `minRuns`, so `suggested` holds limits. */
  readonly enoughRuns: boolean;
  /** Per agent or task type (empty with `by: 'global'`), in the order of each group's first run. */
  readonly suggestions: readonly GroupSuggestion[];
  /** With `by` an agent or task type: runs that carry no such name, counted in the global figures only. */
  readonly unnamedRuns: number;
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

/** Percentile, factor and minimum of runs a calibration sizes limits with. */
export interface CalibrationSettings {
  readonly percentile: number;
  readonly factor: number;
  readonly minRuns: number;
}

/** A suggestion for one set of runs, with what it rests on. */
export interface Suggestion {
  readonly suggested: GuardOptions | null;
  readonly leftOut: string[];
  readonly callReservation: number | null;
}

const limitCodes: Record<string, string> = {
  maxRounds: 'GUARD_ROUND_LIMIT',
  maxDurationMs: 'GUARD_TIME_LIMIT',
  maxTokens: 'GUARD_TOKEN_LIMIT',
  maxCost: 'GUARD_BUDGET_LIMIT',
};

type LimitName = 'maxRounds' | 'maxDurationMs' | 'maxTokens' | 'maxCost';

/** The sentence that says why a set of runs gets no suggestion. */
export function tooFewRunsSentence(runs: number, settings: CalibrationSettings): string {
  const p = `p${settings.percentile}`;
  // The nearest-rank percentile of so few runs is their largest as soon as its rank reaches the last one.
  const why =
    Math.ceil((settings.percentile / 100) * runs) >= runs
      ? `the ${p} of ${runs} runs is simply the largest of them`
      : `a ${p} of ${runs} runs says little about the runs to come`;
  return `no suggestion from ${runs} completed run${runs === 1 ? '' : 's'}, fewer than the minimum of ${settings.minRuns} (--min-runs): ${why}`;
}

/** Limits one set of runs passes as the guard checks them, with the worst case it reserves before a call. */
export class RunSuggester {
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

  /** The suggestion for the summary's runs, or none (null) below `minRuns`. */
  suggest(summary: CompletedRunsSummary, settings: CalibrationSettings): Suggestion {
    this.#reserve(summary);
    const overall = summary.overall;
    if (!overall) return { suggested: null, leftOut: [], callReservation: this.#reservation };
    if (overall.runs < settings.minRuns)
      return {
        suggested: null,
        leftOut: [tooFewRunsSentence(overall.runs, settings)],
        callReservation: this.#reservation,
      };
    return { ...this.#limits(overall, settings.factor), callReservation: this.#reservation };
  }

  /** Limits every observed run up to the percentile passes as the guard checks them, reservations included. */
  #limits(overall: CalibrationGroup, factor: number): { suggested: GuardOptions; leftOut: string[] } {
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

/**
 * The current limits far wider than the percentile of all runs (saying so when that percentile rests on fewer
 * runs than `minRuns`), and those that never tripped.
 */
export function limitRemarks(
  current: CurrentLimits,
  overall: CalibrationGroup | undefined,
  trips: Readonly<Record<string, number>>,
  settings: CalibrationSettings,
): { tooWide: string[]; neverTripped: string[] } {
  const { percentile, minRuns } = settings;
  const tooWide: string[] = [];
  if (overall) {
    const few = overall.runs < minRuns ? ` (from only ${overall.runs} runs, fewer than ${minRuns})` : '';
    const highs: Record<string, number | undefined> = {
      maxRounds: overall.rounds.high,
      maxDurationMs: overall.durationMs?.high,
      maxTokens: overall.tokens.high,
      maxCost: overall.cost?.high,
    };
    for (const [name, high] of Object.entries(highs)) {
      const limit = current[name as LimitName];
      if (limit !== null && high !== undefined && high > 0 && limit > 3 * high) {
        tooWide.push(`${name} ${limit} is ${(limit / high).toFixed(1)}× the p${percentile} of ${high}${few}`);
      }
    }
  }
  const neverTripped = Object.entries(limitCodes)
    .filter(([name, code]) => current[name as LimitName] !== null && !trips[code])
    .map(([name]) => name);
  return { tooWide, neverTripped };
}
