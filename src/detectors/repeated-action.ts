import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import type { Detection, LoopDetector, Step, StepWindow } from './types.js';

/** Options for {@link repeatedAction}. */
export interface RepeatedActionOptions {
  /** Occurrences of the same action with the same result that make a loop. @default 3 */
  readonly maxRepeats?: number;
  /** The same for a poll that waits (the turn or the one before it waits). @default 8 */
  readonly maxWaitPolls?: number;
}

/**
 * The same action (or set of parallel actions, in any order) returning the same result again, with nothing
 * new learned in between: a self-repeat, disguised or not.
 */
export function repeatedAction(options: RepeatedActionOptions = {}): LoopDetector<null> {
  const plainRepeats = options.maxRepeats ?? DEFAULT_LOOP_DETECTION.maxRepeats;
  const maxWaitPolls = options.maxWaitPolls ?? DEFAULT_LOOP_DETECTION.maxWaitPolls;
  return {
    name: 'repeated_action',
    initialState: () => null,
    observe(_state, step: Step, window) {
      return { state: null, detection: detect(step, window) };
    },
  };
  function detect(step: Step, window: StepWindow): Detection | undefined {
    if (step.actions.length === 0) return undefined;
    // Waiting is not looping, up to a point: a status polled with waits may stay the same a while.
    const before = window.steps[window.steps.length - 2];
    const maxRepeats = step.waits || before?.waits ? Math.max(plainRepeats, maxWaitPolls) : plainRepeats;
    const rounds: number[] = [];
    let seenNovelty = false;
    for (let index = window.steps.length - 2; index >= 0; index--) {
      const earlier = window.steps[index] as Step;
      if (earlier.actionKey === step.actionKey && earlier.observationKey === step.observationKey) {
        if (rounds.length === 0 && seenNovelty) return undefined;
        rounds.push(earlier.round);
      } else if (rounds.length === 0 && earlier.novel) {
        seenNovelty = true;
      }
      if (rounds.length + 1 >= maxRepeats) break;
    }
    if (rounds.length + 1 < maxRepeats) return undefined;
    const signature = step.actions.map((action) => action.text).join(' + ');
    return {
      detector: 'repeated_action',
      code: 'GUARD_LOOP_DETECTED',
      message: `${signature} repeated ${rounds.length + 1} times with the same result`,
      rounds: [...rounds.reverse(), step.round],
      signatures: [signature],
      previousResult: step.observations[0]?.text,
    };
  }
}
