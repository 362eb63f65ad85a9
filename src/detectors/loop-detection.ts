import { cycle } from './cycle.js';
import { emptyResults } from './empty-results.js';
import { repeatedAction } from './repeated-action.js';
import { retryStorm } from './retry-storm.js';
import { textRepeat } from './text-repeat.js';
import type { Detection, LoopDetector, Step } from './types.js';

/** Thresholds of the built-in detectors. Every field is optional. */
export interface LoopDetectionOptions {
  /** Steps kept for comparison. @default 20 */
  readonly window?: number;
  /** Same action with the same result, nothing new in between. @default 3 */
  readonly maxRepeats?: number;
  /** Longest cycle (in steps) looked for. @default 4 */
  readonly maxCyclePeriod?: number;
  /** Full repetitions that make a cycle. @default 2 */
  readonly cycleRepetitions?: number;
  /** Failures of one dependency with the same error. @default 3 */
  readonly maxFailures?: number;
  /** Same "nothing found" in a row for one tool. @default 3 */
  readonly maxEmptyResults?: number;
  /** Near-identical messages of one speaker. @default 3 */
  readonly maxTextRepeats?: number;
  /** Shingle similarity from which long arguments or texts count as the same. @default 0.8 */
  readonly similarity?: number;
}

/** Runs detectors over a bounded window of steps; the first detection of a step wins. */
export interface LoopDetection {
  observe(step: Step): Detection | undefined;
  readonly steps: readonly Step[];
}

/** The built-in detectors in priority order (the most specific first). */
export function defaultDetectors(options: LoopDetectionOptions = {}): LoopDetector[] {
  const similarity = options.similarity ?? 0.8;
  return [
    retryStorm({ maxFailures: options.maxFailures ?? 3, window: options.window ?? 20 }),
    repeatedAction({ maxRepeats: options.maxRepeats ?? 3 }),
    cycle({
      maxPeriod: options.maxCyclePeriod ?? 4,
      repetitions: options.cycleRepetitions ?? 2,
      similarity,
    }),
    emptyResults({ maxEmptyResults: options.maxEmptyResults ?? 3 }),
    textRepeat({ maxTextRepeats: options.maxTextRepeats ?? 3, similarity }),
  ];
}

/**
 * Incremental loop detection: O(window) work per step, no model calls.
 * @example const detection = createLoopDetection(); const found = detection.observe(step);
 */
export function createLoopDetection(
  options: LoopDetectionOptions = {},
  detectors: readonly LoopDetector[] = defaultDetectors(options),
): LoopDetection {
  const size = options.window ?? 20;
  const steps: Step[] = [];
  return {
    steps,
    observe(step) {
      steps.push(step);
      if (steps.length > size) steps.shift();
      let found: Detection | undefined;
      for (const detector of detectors) {
        const detection = detector.observe(step, { steps });
        if (detection && !found) found = detection;
      }
      return found;
    },
  };
}
