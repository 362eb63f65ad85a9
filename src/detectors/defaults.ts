import { deepFreeze } from '../utils/deep-freeze.js';

/** Every detector threshold with its default: the one place they are written. */
export const DEFAULT_LOOP_DETECTION = deepFreeze({
  /** Steps kept for comparison. */
  window: 20,
  /** Same action with the same result, nothing new in between. */
  maxRepeats: 3,
  /** Longest cycle (in steps) looked for. */
  maxCyclePeriod: 4,
  /** Full repetitions that make a cycle. */
  cycleRepetitions: 2,
  /** Failures of one dependency with the same error. */
  maxFailures: 3,
  /** Same "nothing found" in a row for one tool. */
  maxEmptyResults: 3,
  /** Near-identical messages of one speaker. */
  maxTextRepeats: 3,
  /** Shingle similarity from which long arguments or texts count as the same. */
  similarity: 0.8,
});

/** Detector thresholds with every default applied. */
export type ResolvedLoopDetectionOptions = { readonly [Key in keyof typeof DEFAULT_LOOP_DETECTION]: number };
