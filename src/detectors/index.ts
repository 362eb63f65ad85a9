export { buildStep, type StepInput } from './build-step.js';
export {
  type ContentLoopDetection,
  type ContentLoopResult,
  type ContentLoopState,
  detectContentLoop,
  initialContentLoopState,
  observeContentChunk,
} from './content-loop.js';
export {
  type ContentLoopOptions,
  type ResolvedContentLoopOptions,
  resolveContentLoopOptions,
} from './content-loop-options.js';
export { type CycleOptions, cycle } from './cycle.js';
export {
  type EmptyResultsOptions,
  type EmptyResultsState,
  type EmptyStreak,
  emptyResults,
} from './empty-results.js';
export {
  createLoopDetection,
  defaultDetectors,
  initialLoopDetectionState,
  type LoopDetection,
  type LoopDetectionOptions,
  type LoopDetectionState,
  observeStep,
} from './loop-detection.js';
export { type RepeatedActionOptions, repeatedAction } from './repeated-action.js';
export {
  type RetryFailure,
  type RetryStormOptions,
  type RetryStormState,
  retryStorm,
} from './retry-storm.js';
export { SEEN_RESULTS_LIMIT, SeenResults } from './seen-results.js';
export { actionsNearlyEqual, stepsMatch, textsNearlyEqual } from './steps-match.js';
export { type TextRepeatOptions, textRepeat } from './text-repeat.js';
export type { Detection, DetectorResult, LoopDetector, Step, StepObservation, StepWindow } from './types.js';
