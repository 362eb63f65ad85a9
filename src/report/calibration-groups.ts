import type { RunTotals } from '../stores/event-reader.js';
import {
  type CalibrationGrouping,
  type CalibrationSettings,
  type CurrentLimits,
  type GroupSuggestion,
  RunSuggester,
} from './calibration-result.js';
import { CalibrationCollector } from './run-summary-collector.js';

/** The run's agent name or task type, as `by` groups it; undefined for a run without one. */
function nameOf(run: RunTotals, by: Exclude<CalibrationGrouping, 'global'>): string | undefined {
  const name = by === 'agent' ? run.agentName : run.taskType;
  return name === null || name === '' ? undefined : name;
}

/**
 * Completed runs gathered per agent or per task type, each group on its own collector, so each gets its own
 * spreads and its own worst-case call reservation (a cheap agent's limit is not sized on a dear one's calls).
 */
export class GroupCollectors {
  readonly #groups = new Map<string, CalibrationCollector>();
  #unnamed = 0;

  constructor(
    private readonly by: Exclude<CalibrationGrouping, 'global'>,
    private readonly currency: string,
  ) {}

  add(run: RunTotals): void {
    const name = nameOf(run, this.by);
    if (name === undefined) {
      this.#unnamed++;
      return;
    }
    let group = this.#groups.get(name);
    if (!group) {
      group = new CalibrationCollector(this.currency);
      this.#groups.set(name, group);
    }
    group.add(run);
  }

  /** Runs that carry no name to group them by. */
  get unnamedRuns(): number {
    return this.#unnamed;
  }

  /** One suggestion per group, in the order of each group's first run; none for a group under `minRuns`. */
  suggestions(current: CurrentLimits, settings: CalibrationSettings): GroupSuggestion[] {
    const result: GroupSuggestion[] = [];
    for (const [name, collector] of this.#groups) {
      const summary = collector.summary(settings.percentile);
      const spread = summary.overall;
      if (!spread) continue;
      const labels =
        this.by === 'agent' ? { agentName: name, taskType: null } : { agentName: null, taskType: name };
      const { suggested, leftOut, callReservation } = new RunSuggester(current, this.currency).suggest(
        summary,
        settings,
      );
      result.push({
        name,
        runs: spread.runs,
        spread: { ...spread, ...labels },
        suggested,
        callReservation,
        leftOut,
      });
    }
    return result;
  }
}
