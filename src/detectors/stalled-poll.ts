import { progressOf } from '../signature/observation-compare.js';
import { pollPart } from './poll-part.js';
import type { Step } from './types.js';

/**
 * True when a poll says the job is still going at the progress it stood at before, and the same poll saw that
 * progress move earlier in the window (`15%`, `32%`, then `32%` again): a job that moved and then stopped. Waiting
 * longer between such polls does not make them a watch going on; they get a status poll's allowance.
 */
export function stalledAfterMoving(steps: readonly Step[], step: Step): boolean {
  const now = step.observations[0];
  if (step.observations.length !== 1 || !now || !now.pending || now.failed) return false;
  const progress = progressOf(now);
  if (progress === '') return false;
  for (let index = steps.length - 2; index >= 0; index--) {
    const earlier = pollPart(steps[index] as Step);
    const then = earlier.observations[0];
    if (earlier.actionKey !== step.actionKey || earlier.observations.length !== 1 || !then) continue;
    if (!then.pending || then.failed) return false;
    const before = progressOf(then);
    if (before !== '' && before !== progress) return true;
  }
  return false;
}
