import { cycle } from './cycle.js';
import { DEFAULT_LOOP_DETECTION, type ResolvedLoopDetectionOptions } from './defaults.js';
import { dependencyDown } from './dependency-down.js';
import { emptyResults } from './empty-results.js';
import { noNewInformation } from './no-new-information.js';
import { repeatedAction } from './repeated-action.js';
import { retryStorm } from './retry-storm.js';
import { textRepeat } from './text-repeat.js';
import type { Detection, LoopDetector, Step, StepWindow } from './types.js';

/** Thresholds of the built-in detectors. Every field is optional. */
export interface LoopDetectionOptions {
  /** Steps kept for comparison. @default 20 */
  readonly window?: number;
  /** Same action with the same result, nothing new in between. @default 3 */
  readonly maxRepeats?: number;
  /** Longest cycle (in steps) looked for. @default 6 */
  readonly maxCyclePeriod?: number;
  /** Full repetitions that make a cycle. @default 2 */
  readonly cycleRepetitions?: number;
  /** Failures of one dependency with the same error. @default 3 */
  readonly maxFailures?: number;
  /** Failed calls in a row, whatever they ask, with one or two errors naming none of them. @default 5 */
  readonly maxDependencyFailures?: number;
  /** Same "nothing found" in a row for one tool. @default 3 */
  readonly maxEmptyResults?: number;
  /** Near-identical messages of one speaker. @default 3 */
  readonly maxTextRepeats?: number;
  /** Same answer to a poll that waits before it is a loop. @default 8 */
  readonly maxWaitPolls?: number;
  /** Same answer to a poll whose result says it is still going (pending, running, waiting for) before it is a loop. @default 4 */
  readonly maxStatusPolls?: number;
  /** Calls in a row that bring nothing new before it is a loop. @default 3 */
  readonly maxStaleSteps?: number;
  /** A call made this long (ms) after the one before it waited, as a sleep does. @default 60000 */
  readonly waitGapMs?: number;
  /** After this long (ms) a call starts afresh: earlier repeats no longer count. @default 900000 */
  readonly freshGapMs?: number;
  /** Shingle similarity from which long arguments or texts count as the same. @default 0.8 */
  readonly similarity?: number;
  /** Share of words from which two messages say the same thing reworded. @default 0.6 */
  readonly textSimilarity?: number;
}

/** What loop detection remembers: the window of recent steps and each detector's own state, by name. */
export interface LoopDetectionState {
  readonly window: readonly Step[];
  readonly detectors: Readonly<Record<string, unknown>>;
}

/** Runs detectors over a bounded window of steps; the first detection of a step wins. */
export interface LoopDetection {
  observe(step: Step): Detection | undefined;
  readonly steps: readonly Step[];
  /** The whole state, plain JSON; `createLoopDetection(options, detectors, state)` continues from it. */
  snapshot(): LoopDetectionState;
}

/** Thresholds with every default applied; unknown fields are not kept. */
export function resolveLoopDetectionOptions(
  options: LoopDetectionOptions = {},
): ResolvedLoopDetectionOptions {
  const resolved: Record<string, number> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_LOOP_DETECTION)) {
    resolved[key] = (options as Record<string, number | undefined>)[key] ?? fallback;
  }
  return Object.freeze(resolved) as ResolvedLoopDetectionOptions;
}

/** The built-in detectors in priority order (the most specific first). */
export function defaultDetectors(options: LoopDetectionOptions = {}): LoopDetector[] {
  const resolved = resolveLoopDetectionOptions(options);
  return [
    retryStorm({
      maxFailures: resolved.maxFailures,
      maxWaitPolls: resolved.maxWaitPolls,
      maxStatusPolls: resolved.maxStatusPolls,
      maxDependencyFailures: resolved.maxDependencyFailures,
      window: resolved.window,
    }),
    repeatedAction({
      maxRepeats: resolved.maxRepeats,
      maxWaitPolls: resolved.maxWaitPolls,
      maxStatusPolls: resolved.maxStatusPolls,
    }),
    cycle({
      maxPeriod: resolved.maxCyclePeriod,
      repetitions: resolved.cycleRepetitions,
      similarity: resolved.similarity,
      textSimilarity: resolved.textSimilarity,
    }),
    dependencyDown({ maxDependencyFailures: resolved.maxDependencyFailures }),
    emptyResults({ maxEmptyResults: resolved.maxEmptyResults }),
    noNewInformation({ maxStaleSteps: resolved.maxStaleSteps }),
    textRepeat({
      maxTextRepeats: resolved.maxTextRepeats,
      maxWaitPolls: resolved.maxWaitPolls,
      similarity: resolved.similarity,
      textSimilarity: resolved.textSimilarity,
    }),
  ];
}

/** The state before the first step. */
export function initialLoopDetectionState(detectors: readonly LoopDetector[]): LoopDetectionState {
  const states: Record<string, unknown> = {};
  for (const detector of detectors) states[detector.name] = detector.initialState();
  return { window: [], detectors: states };
}

/**
 * One step of loop detection as a pure function: the next state and the first detection. The window
 * keeps the last `windowSize` steps; each detector gets its own state back.
 */
export function observeStep(
  detectors: readonly LoopDetector[],
  state: LoopDetectionState,
  step: Step,
  windowSize: number,
): { state: LoopDetectionState; detection: Detection | undefined } {
  const window =
    state.window.length >= windowSize ? state.window.slice(1 - windowSize) : state.window.slice();
  window.push(step);
  const states: Record<string, unknown> = {};
  let detection: Detection | undefined;
  for (const detector of detectors) {
    const previous =
      detector.name in state.detectors ? state.detectors[detector.name] : detector.initialState();
    const result = detector.observe(previous, step, { steps: window });
    states[detector.name] = result.state;
    if (result.detection && !detection) detection = result.detection;
  }
  return { state: { window, detectors: states }, detection };
}

const apart = new WeakMap<readonly LoopDetector[], boolean>();

/** True when no two detectors share a name (nor one is named `__proto__`), asked once per set of detectors. */
function namedApart(detectors: readonly LoopDetector[]): boolean {
  let known = apart.get(detectors);
  if (known === undefined) {
    const names = new Set(detectors.map((detector) => detector.name));
    known = names.size === detectors.length && !names.has('__proto__');
    apart.set(detectors, known);
  }
  return known;
}

/**
 * Incremental loop detection: O(window) work per step, no model calls. Its state is explicit: `snapshot()`
 * returns it, and passing it back continues exactly where it stopped.
 * @example const detection = createLoopDetection(); const found = detection.observe(step);
 */
export function createLoopDetection(
  options: LoopDetectionOptions = {},
  detectors: readonly LoopDetector[] = defaultDetectors(options),
  initial?: LoopDetectionState,
): LoopDetection {
  const size = options.window ?? DEFAULT_LOOP_DETECTION.window;
  // The window is this object's own, so it is changed in place (a copy per step costs more than the
  // detectors); the detectors' states are replaced, never changed, and snapshot() copies the window.
  // Built without object spreads: a gateway makes a detection per run, and a spread costs V8 11.3 (Node 20)
  // microseconds where the same fields written one by one cost nanoseconds.
  const window: Step[] = initial ? [...initial.window] : [];
  let states: Record<string, unknown> = {};
  for (const detector of detectors)
    states[detector.name] =
      initial && detector.name in initial.detectors
        ? initial.detectors[detector.name]
        : detector.initialState();
  if (initial)
    for (const name in initial.detectors) if (!(name in states)) states[name] = initial.detectors[name];
  // Detectors with names of their own keep their states in a list by position, filled in turn with the one kept
  // aside and swapped after each step: no record keyed by name is built per step. A snapshot writes the record
  // the step would have built.
  const listed = namedApart(detectors);
  let current = listed ? detectors.map((detector) => states[detector.name]) : [];
  let spare = current.slice();
  let observed = false;
  const record = (): Record<string, unknown> => {
    if (!listed || !observed) return { ...states };
    const written: Record<string, unknown> = {};
    for (let index = 0; index < detectors.length; index++)
      written[(detectors[index] as LoopDetector).name] = current[index];
    return written;
  };
  const state = () => ({ window: [...window], detectors: record() });
  // Every detector reads the window through this one view of it: the array is changed in place anyway.
  const view: StepWindow = { steps: window };
  return {
    // A plain property, not a getter: the window array is never replaced. V8 keeps an object literal's own
    // getter in an accessor pair it allocates in the old generation, so that pair held the getter, its closure
    // the window, and a finished run's steps survived every young-generation collection until a full one.
    steps: window,
    observe(step) {
      window.push(step);
      if (window.length > size) window.shift();
      let detection: Detection | undefined;
      if (listed) {
        for (let index = 0; index < detectors.length; index++) {
          const result = (detectors[index] as LoopDetector).observe(current[index], step, view);
          spare[index] = result.state;
          if (result.detection && !detection) detection = result.detection;
        }
        const done = current;
        current = spare;
        spare = done;
        observed = true;
        return detection;
      }
      const next: Record<string, unknown> = {};
      for (const detector of detectors) {
        const result = detector.observe(states[detector.name], step, view);
        next[detector.name] = result.state;
        if (result.detection && !detection) detection = result.detection;
      }
      states = next;
      return detection;
    },
    snapshot: state,
  };
}
