import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { stepsMatch } from './steps-match.js';
import type { Detection, LoopDetector, Step, StepWindow } from './types.js';

/** Options for {@link cycle}. */
export interface CycleOptions {
  /** Longest cycle looked for; the shortest is 2. @default 4 */
  readonly maxPeriod?: number;
  /** Full repetitions of the cycle that make a loop. @default 2 */
  readonly repetitions?: number;
  /** Shingle similarity from which long arguments or texts count as the same. @default 0.8 */
  readonly similarity?: number;
}

/**
 * Ping-pong and longer cycles: A→B→A→B or A→B→C→A→B→C with unchanged results, also when one side's
 * arguments drift slightly.
 */
export function cycle(options: CycleOptions = {}): LoopDetector<null> {
  const maxPeriod = options.maxPeriod ?? DEFAULT_LOOP_DETECTION.maxCyclePeriod;
  const repetitions = options.repetitions ?? DEFAULT_LOOP_DETECTION.cycleRepetitions;
  const similarity = options.similarity ?? DEFAULT_LOOP_DETECTION.similarity;
  return {
    name: 'cycle',
    initialState: () => null,
    observe(_state, _step, window) {
      return { state: null, detection: detect(window) };
    },
  };
  function detect(window: StepWindow): Detection | undefined {
    const steps = window.steps;
    for (let period = 2; period <= maxPeriod; period++) {
      const span = period * repetitions;
      if (steps.length < span) break;
      const start = steps.length - span;
      let repeats = true;
      for (let index = start + period; index < steps.length && repeats; index++) {
        repeats = stepsMatch(steps[index] as Step, steps[index - period] as Step, similarity);
      }
      if (!repeats) continue;
      const first = steps.slice(start, start + period);
      if (first.every((step) => stepsMatch(step, first[0] as Step, similarity))) continue;
      const signatures = first.map((step) =>
        step.actions.length > 0
          ? step.actions.map((action) => action.text).join(' + ')
          : `text:${step.speaker}`,
      );
      return {
        detector: 'cycle',
        code: 'GUARD_LOOP_DETECTED',
        message: `cycle of ${period} steps repeated ${repetitions} times with unchanged results: ${signatures.join(' → ')}`,
        rounds: steps.slice(start).map((step) => step.round),
        signatures,
        previousResult: first[0]?.observations[0]?.text,
      };
    }
    return undefined;
  }
}
