import { trends } from '../signature/observation-compare.js';
import { pollPart } from './poll-part.js';
import type { Step, StepObservation } from './types.js';

/** Results of the same poll before a trended one that tell which way it moved. */
const TREND_CONTEXT = 3;

/**
 * True when the answer of `step` keeps the trend that `steps[index]` (a turn whose news was a value moving one
 * way) was part of: the value stayed where it got to or moved on the same way (`45 → 107 → 330`, then `330`).
 * Such a turn was progress, and the repeats after it count from it; a value that went back
 * (`10 → 6 → 3`, then `7`) shows it was churn all along.
 */
export function trendHolds(steps: readonly Step[], index: number, step: Step): boolean {
  const earlier = pollPart(steps[index] as Step);
  const now = step.observations[0];
  const then = earlier.observations[0];
  if (step.observations.length !== 1 || !now || !then) return false;
  const results: StepObservation[] = [then, now];
  for (let at = index - 1; at >= 0 && results.length < TREND_CONTEXT + 2; at--) {
    const before = pollPart(steps[at] as Step);
    const result = before.observations[0];
    if (before.actionKey === earlier.actionKey && before.observations.length === 1 && result)
      results.unshift(result);
  }
  return trends(results);
}
