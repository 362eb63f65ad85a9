import type { CompletedRunsSummary, RunGroupSummary, RunTotals, Spread } from '../stores/event-reader.js';

// Calibration's summary of the completed runs, made in this process from the runs a store streams: what a
// store that summarises them itself (PostgreSQL) returns instead.

/** Nearest-rank percentile of sorted values. */
export function percentileOf(sorted: ArrayLike<number>, percentile: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((percentile / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

function spread(values: number[], percentile: number): Spread {
  // A typed array sorts numbers natively, without a comparator call per comparison.
  const sorted = Float64Array.from(values).sort();
  return {
    p50: percentileOf(sorted, 50),
    high: percentileOf(sorted, percentile),
    max: sorted.length === 0 ? 0 : (sorted[sorted.length - 1] as number),
  };
}

interface Collector {
  agentName: string | null;
  taskType: string | null;
  runs: number;
  rounds: number[];
  durationMs: number[];
  tokens: number[];
  cost: number[];
}

function summarise(collector: Collector, percentile: number): RunGroupSummary {
  return {
    agentName: collector.agentName,
    taskType: collector.taskType,
    runs: collector.runs,
    rounds: spread(collector.rounds, percentile),
    durationMs: collector.durationMs.length > 0 ? spread(collector.durationMs, percentile) : null,
    tokens: spread(collector.tokens, percentile),
    cost: collector.cost.length > 0 ? spread(collector.cost, percentile) : null,
  };
}

function emptyCollector(agentName: string | null, taskType: string | null): Collector {
  return { agentName, taskType, runs: 0, rounds: [], durationMs: [], tokens: [], cost: [] };
}

/** Gathers runs one at a time, so any number of them can be calibrated without holding them as objects. */
export class CalibrationCollector {
  readonly #groups = new Map<string, Collector>();
  readonly #all = emptyCollector(null, null);
  readonly #otherCurrencies: Record<string, number> = {};
  readonly #largestPrompts = new Map<string, number>();
  #withoutClock = 0;

  constructor(private readonly currency: string) {}

  add(run: RunTotals): void {
    // A run replayed without timestamps took 0 ms on replay's standing clock: no duration to learn from.
    const clocked = run.durationMs > 0;
    if (!clocked) this.#withoutClock++;
    if (run.currency === null || run.currency === this.currency) {
      for (const model of run.models ?? []) {
        const prompt = run.largestPromptTokens ?? 0;
        if (prompt >= (this.#largestPrompts.get(model) ?? 0)) this.#largestPrompts.set(model, prompt);
      }
    }
    const key = `${run.agentName ?? ''}\u0000${run.taskType ?? ''}`;
    let group = this.#groups.get(key);
    if (!group) {
      group = emptyCollector(run.agentName, run.taskType);
      this.#groups.set(key, group);
    }
    for (const target of [group, this.#all]) {
      target.runs++;
      target.rounds.push(run.rounds);
      if (clocked) target.durationMs.push(run.durationMs);
      target.tokens.push(run.tokens);
      // A cost in another currency is not comparable with maxCost: counted, never added in.
      if (run.cost !== null && (run.currency ?? this.currency) === this.currency) target.cost.push(run.cost);
    }
    if (run.cost !== null && run.currency !== null && run.currency !== this.currency)
      this.#otherCurrencies[run.currency] = (this.#otherCurrencies[run.currency] ?? 0) + 1;
  }

  /** The runs gathered, summarised as a store that summarises them itself gives them. */
  summary(percentile: number): CompletedRunsSummary {
    return {
      groups: [...this.#groups.values()].map((group) => summarise(group, percentile)),
      overall: this.#all.runs > 0 ? summarise(this.#all, percentile) : undefined,
      runsWithoutClock: this.#withoutClock,
      otherCurrencies: this.#otherCurrencies,
      largestPrompts: [...this.#largestPrompts].map(([model, promptTokens]) => ({ model, promptTokens })),
    };
  }
}
