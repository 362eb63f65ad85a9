export { buildStep, type StepInput } from './build-step.js';
export { type CycleOptions, cycle } from './cycle.js';
export { type EmptyResultsOptions, emptyResults } from './empty-results.js';
export {
  createLoopDetection,
  defaultDetectors,
  type LoopDetection,
  type LoopDetectionOptions,
} from './loop-detection.js';
export { type RepeatedActionOptions, repeatedAction } from './repeated-action.js';
export { type RetryStormOptions, retryStorm } from './retry-storm.js';
export { actionsNearlyEqual, stepsMatch, textsNearlyEqual } from './steps-match.js';
export { type TextRepeatOptions, textRepeat } from './text-repeat.js';
export type { Detection, LoopDetector, Step, StepObservation, StepWindow } from './types.js';
