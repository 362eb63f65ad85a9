import type { Detection, LoopDetector, Step } from './types.js';

/** Options for {@link emptyResults}. */
export interface EmptyResultsOptions {
  /** Calls of one tool in a row that all return the same "nothing found". @default 3 */
  readonly maxEmptyResults?: number;
}

/** No progress: one tool called with rephrased arguments that all come back empty ("no results", `[]`). */
export function emptyResults(options: EmptyResultsOptions = {}): LoopDetector {
  const maxEmpty = options.maxEmptyResults ?? 3;
  const streaks = new Map<string, { hash: string; rounds: number[]; signatures: string[] }>();
  return {
    name: 'empty_results',
    observe(step: Step): Detection | undefined {
      let found: Detection | undefined;
      step.actions.forEach((action, index) => {
        const observation = step.observations[index];
        if (!observation) return;
        const streak = streaks.get(action.tool);
        if (!observation.empty || observation.failed) {
          streaks.delete(action.tool);
          return;
        }
        if (!streak || streak.hash !== observation.hash) {
          streaks.set(action.tool, {
            hash: observation.hash,
            rounds: [step.round],
            signatures: [action.text],
          });
          return;
        }
        streak.rounds.push(step.round);
        streak.signatures.push(action.text);
        if (found || streak.rounds.length < maxEmpty) return;
        found = {
          detector: 'empty_results',
          code: 'GUARD_LOOP_DETECTED',
          message: `${action.tool} returned "${observation.text}" ${streak.rounds.length} times in a row for rephrased calls`,
          rounds: [...streak.rounds],
          signatures: [...streak.signatures],
          previousResult: observation.text,
        };
      });
      return found;
    },
  };
}
