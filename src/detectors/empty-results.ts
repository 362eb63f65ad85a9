import { type ActionKey, signatureText } from '../signature/action-signature.js';
import { observationShape } from '../signature/observation-shape.js';
import { isSearchTool } from '../signature/search-text.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { askedStrings, sameVerdict, searchVerdict } from './search-answer.js';
import type { Detection, LoopDetector, StepObservation } from './types.js';

/**
 * One "nothing found" whatever query it echoes and whatever churns in it: `No results found for "a"` and
 * `No results found for "b"`, `{"articles":[],"request_id":"req_1"}` and the same with `req_2`.
 */
function emptyKey(action: ActionKey, observation: StepObservation): string {
  let text = observation.text.toLowerCase();
  for (const asked of askedStrings(action)) text = text.split(asked).join('');
  const shape = observationShape(text);
  const progress = shape.numbers.split(' ').filter((value) => value.startsWith('+'));
  return `${shape.shape}${progress.join(' ')}`;
}

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
  /**
   * The rounds of the tool's "nothing found" in a row in any words, each saying no more than that (its query
   * aside): `No automations found matching "…"`, then `0 results for '…'`, then `[]`.
   */
  readonly bare?: readonly number[] | undefined;
  /**
   * For a search tool's short answers not known to be empty, each saying what the first said (its query aside):
   * that first answer, lower-cased ({@link searchVerdict}).
   */
  readonly verdict?: string | undefined;
}

/** Words (its query aside) a "nothing found" says at most to be only that, in whatever words. */
const BARE_EMPTY_WORDS = 12;

/** True when an empty result says nothing but "nothing found", the query it echoes taken out. */
function bareEmpty(action: ActionKey, observation: StepObservation): boolean {
  let text = observation.text.toLowerCase();
  for (const asked of askedStrings(action)) text = text.split(asked).join('');
  return (text.match(/[a-z]{2,}/g) ?? []).length <= BARE_EMPTY_WORDS;
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
      // No streak going and nothing found empty: nothing to start, grow or end.
      if (
        state.streaks.length === 0 &&
        !step.observations.some((observation) => observation?.empty) &&
        !step.actions.some((action) => isSearchTool(action.tool))
      )
        return { state };
      let streaks = state.streaks;
      let detection: Detection | undefined;
      // Parallel calls of one tool in one turn are a sweep over items planned in advance (six routes, three dates
      // searched at once), not rephrased retries, which come one at a time after each empty answer: a sweep ends
      // its tool's streak whatever it finds, and so does any call that finds something.
      const ends = new Set<string>();
      const calls = new Set<string>();
      const swept = new Set<string>();
      step.actions.forEach((action, index) => {
        const observation = step.observations[index];
        if (calls.has(action.tool)) swept.add(action.tool);
        if ((observation && !observation.empty) || calls.has(action.tool)) ends.add(action.tool);
        calls.add(action.tool);
      });
      step.actions.forEach((action, index) => {
        const observation = step.observations[index];
        if (!observation) return;
        const streak = streaks.find((item) => item.tool === action.tool);
        const others = streak ? streaks.filter((item) => item !== streak) : streaks;
        if (!observation.empty || ends.has(action.tool)) {
          // A search answered in words not known to mean "nothing found" (`* SEARCH`, `AAA 75 = Not Found`), the
          // same words for each rephrased query: no more found than the first time.
          const verdict =
            observation.empty || swept.has(action.tool) ? null : searchVerdict(action, observation);
          if (verdict !== null) {
            const signature = signatureText(action);
            // The same call made again is a repeat, which the repeat's own allowances judge (a person asking for
            // it again, a poll): only rephrased searches grow the streak.
            if (streak?.verdict !== undefined && streak.signatures.includes(signature)) return;
            const same = streak?.verdict !== undefined && sameVerdict(streak.verdict, verdict);
            const rounds = same ? [...(streak?.rounds ?? []), step.round] : [step.round];
            const signatures = same ? [...(streak?.signatures ?? []), signature] : [signature];
            streaks = [
              ...others,
              { tool: action.tool, hash: '', rounds, signatures, verdict: same ? streak?.verdict : verdict },
            ];
            // Unknown words trip one call later than a known "nothing found", as rephrased empties do.
            if (!detection && rounds.length >= maxEmpty + 1)
              detection = {
                detector: 'empty_results',
                code: 'GUARD_LOOP_DETECTED',
                message: `${action.tool} answered the same ${rounds.length} times in a row for rephrased searches: "${observation.text}"`,
                rounds,
                signatures,
                previousResult: observation.text,
              };
            return;
          }
          // Most results are neither empty nor part of a streak: nothing to copy then.
          if (streak) streaks = others;
          return;
        }
        const key = emptyKey(action, observation);
        const bare = bareEmpty(action, observation) ? [...(streak?.bare ?? []), step.round] : undefined;
        if (!streak || streak.hash !== key) {
          const started: EmptyStreak = {
            tool: action.tool,
            hash: key,
            rounds: [step.round],
            signatures: [signatureText(action)],
            bare,
          };
          streaks = [...others, started];
          // Rephrased searches answered "nothing found" in other words each time: one more than the same words.
          if (!detection && bare !== undefined && bare.length >= maxEmpty + 1)
            detection = {
              detector: 'empty_results',
              code: 'GUARD_LOOP_DETECTED',
              message: `${action.tool} found nothing ${bare.length} times in a row for rephrased calls, the last: "${observation.text}"`,
              rounds: [...bare],
              signatures: [signatureText(action)],
              previousResult: observation.text,
            };
          return;
        }
        const grown: EmptyStreak = {
          ...streak,
          rounds: [...streak.rounds, step.round],
          signatures: [...streak.signatures, signatureText(action)],
          bare,
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
