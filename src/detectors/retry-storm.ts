import { parseArguments } from '../signature/canonicalize.js';
import { shingles } from '../signature/similarity.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import type { Detection, LoopDetector } from './types.js';

/** Options for {@link retryStorm}. */
export interface RetryStormOptions {
  /** Failures of one dependency with the same error, no success in between, that make a storm. @default 3 */
  readonly maxFailures?: number;
  /** Steps after which an old failure no longer counts. @default 20 */
  readonly window?: number;
}

/** One recent failure of a tool, as the retry-storm state keeps it. */
export interface RetryFailure {
  /** Tool name and error hash: failures of one dependency with the same error. */
  readonly group: string;
  readonly tool: string;
  readonly round: number;
  /** Step count at which it happened, for the window. */
  readonly step: number;
  readonly signature: string;
  /** Key-value pairs of the arguments, to tell a tweaked retry from a real alternative. */
  readonly pairs: readonly string[];
}

/** What {@link retryStorm} remembers: recent failures within the window. */
export interface RetryStormState {
  readonly steps: number;
  readonly failures: readonly RetryFailure[];
}

/** Key-value pairs of the arguments; a long string value contributes its word pairs, so an edited command still overlaps. */
function argumentPairs(canonical: string): Set<string> {
  const parsed = parseArguments(canonical);
  const pairs = new Set<string>();
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' && value.length > 40) {
        for (const shingle of shingles(value)) pairs.add(`${key}~${shingle}`);
      } else {
        pairs.add(`${key}=${JSON.stringify(value)}`);
      }
    }
    return pairs;
  }
  for (const shingle of shingles(typeof parsed === 'string' ? parsed : canonical)) pairs.add(shingle);
  return pairs;
}

/** Same arguments, or arguments that keep at least half of their key-value pairs (a tweaked retry). */
function isTweak(earlier: readonly string[], current: ReadonlySet<string>): boolean {
  if (earlier.length === 0 || current.size === 0) return earlier.length === current.size;
  let shared = 0;
  for (const pair of earlier) if (current.has(pair)) shared++;
  return shared / Math.min(earlier.length, current.size) >= 0.5;
}

/**
 * A failing dependency hit again and again: the same tool failing with the same error, with the same or
 * tweaked arguments, with no success of that tool and nothing new learned in between.
 */
export function retryStorm(options: RetryStormOptions = {}): LoopDetector<RetryStormState> {
  const maxFailures = options.maxFailures ?? DEFAULT_LOOP_DETECTION.maxFailures;
  const window = options.window ?? DEFAULT_LOOP_DETECTION.window;
  return {
    name: 'retry_storm',
    initialState: () => ({ steps: 0, failures: [] }),
    observe(state, step) {
      const steps = state.steps + 1;
      // Nothing remembered and nothing failed: the common step costs no allocation beyond the count.
      if (state.failures.length === 0 && !step.observations.some((observation) => observation?.failed)) {
        return { state: { steps, failures: state.failures } };
      }
      let failures = state.failures.filter((failure) => steps - failure.step < window);
      if (step.novel && step.observations.some((observation) => observation && !observation.failed)) {
        failures = [];
      }
      let detection: Detection | undefined;
      step.actions.forEach((action, index) => {
        const observation = step.observations[index];
        if (!observation) return;
        if (!observation.failed) {
          failures = failures.filter((failure) => failure.tool !== action.tool);
          return;
        }
        const group = `${action.tool}\u0000${observation.hash}`;
        const pairs = argumentPairs(action.arguments);
        const current: RetryFailure = {
          group,
          tool: action.tool,
          round: step.round,
          step: steps,
          signature: action.text,
          pairs: [...pairs],
        };
        failures = [...failures, current];
        if (detection) return;
        const related = failures.filter(
          (failure) => failure.group === group && isTweak(failure.pairs, pairs),
        );
        if (related.length < maxFailures) return;
        detection = {
          detector: 'retry_storm',
          code: 'GUARD_RETRY_STORM',
          message: `${action.tool} failed ${related.length} times in a row with the same error: ${observation.text.slice(0, 120)}`,
          rounds: related.map((failure) => failure.round),
          signatures: [...new Set(related.map((failure) => failure.signature))],
          previousResult: observation.text,
        };
      });
      return { state: { steps, failures }, detection };
    },
  };
}
