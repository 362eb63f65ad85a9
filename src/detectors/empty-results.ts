import { signatureText } from '../signature/action-signature.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import type { Detection, LoopDetector } from './types.js';

/** Options for {@link emptyResults}. */
export interface EmptyResultsOptions {
  /** Calls of one tool in a row that all return the same "nothing found". @default 3 */
  readonly maxEmptyResults?: number;
}

/** One tool's run of identical "nothing found" results. */
export interface EmptyStreak {
  readonly tool: string;
  readonly hash: string;
  readonly rounds: readonly number[];
  readonly signatures: readonly string[];
}

/** What {@link emptyResults} remembers: the current streak per tool. */
export interface EmptyResultsState {
  readonly streaks: readonly EmptyStreak[];
}

/** No progress: one tool called with rephrased arguments that all come back empty ("no results", `[]`). */
export function emptyResults(options: EmptyResultsOptions = {}): LoopDetector<EmptyResultsState> {
  const maxEmpty = options.maxEmptyResults ?? DEFAULT_LOOP_DETECTION.maxEmptyResults;
  return {
    name: 'empty_results',
    initialState: () => ({ streaks: [] }),
    observe(state, step) {
      let streaks = state.streaks;
      let detection: Detection | undefined;
      step.actions.forEach((action, index) => {
        const observation = step.observations[index];
        if (!observation) return;
        const streak = streaks.find((item) => item.tool === action.tool);
        if (!observation.empty || observation.failed) {
          // Most results are neither empty nor part of a streak: nothing to copy then.
          if (streak) streaks = streaks.filter((item) => item !== streak);
          return;
        }
        const others = streak ? streaks.filter((item) => item !== streak) : streaks;
        if (!streak || streak.hash !== observation.hash) {
          streaks = [
            ...others,
            {
              tool: action.tool,
              hash: observation.hash,
              rounds: [step.round],
              signatures: [signatureText(action)],
            },
          ];
          return;
        }
        const grown: EmptyStreak = {
          ...streak,
          rounds: [...streak.rounds, step.round],
          signatures: [...streak.signatures, signatureText(action)],
        };
        streaks = [...others, grown];
        if (detection || grown.rounds.length < maxEmpty) return;
        detection = {
          detector: 'empty_results',
          code: 'GUARD_LOOP_DETECTED',
          message: `${action.tool} returned "${observation.text}" ${grown.rounds.length} times in a row for rephrased calls`,
          rounds: [...grown.rounds],
          signatures: [...grown.signatures],
          previousResult: observation.text,
        };
      });
      return { state: streaks === state.streaks ? state : { streaks }, detection };
    },
  };
}
