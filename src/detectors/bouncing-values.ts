import { meaningOf } from '../signature/action-meaning.js';
import type { ActionKey } from '../signature/action-signature.js';
import { nudgedPoint } from '../signature/nudged-point.js';
import { numberAt, shapeOf } from '../signature/observation-compare.js';
import { isIncidental, type ObservationShape } from '../signature/observation-shape.js';
import type { Step, StepObservation } from './types.js';

/** Results of one call this many or more show whether a value has a direction: two only show that it moved. */
const LEAST_READINGS = 3;

/** True when the value at `index` went both up and down through `shapes` (oldest first): churn, not a trend. */
function bounces(shapes: readonly ObservationShape[], index: number): boolean {
  let rose = false;
  let fell = false;
  let previous = numberAt(shapes[0] as ObservationShape, index);
  for (let at = 1; at < shapes.length; at++) {
    const value = numberAt(shapes[at] as ObservationShape, index);
    if (Number.isNaN(value) || Number.isNaN(previous)) return false;
    if (value > previous) rose = true;
    else if (value < previous) fell = true;
    previous = value;
  }
  return rose && fell;
}

/**
 * True when `now` says what `before` said but for values that have no direction: each value that differs between
 * them is incidental by form (an id, a time) or, through the same call's answers of one shape in `history`
 * (oldest first, ending with `now`), went both up and down (`rl_bucket=45/100`, `91/100`, `13/100`; `workers 3/4`,
 * `4/4`, `3/4`; `Processed 543.29 million rows`, `862.82`, `521.11`). A value that only rose or only fell is a
 * trend, and news. Three readings at least: two only show that a value moved.
 */
export function bouncingAlike(
  before: StepObservation,
  now: StepObservation,
  history: readonly StepObservation[],
): boolean {
  if (before.tail !== now.tail) return false;
  const left = shapeOf(before);
  const right = shapeOf(now);
  if (left.shape !== right.shape || left.restHash !== right.restHash) return false;
  const count = right.values.length;
  if (left.values.length !== count) return false;
  const shapes: ObservationShape[] = [];
  for (const result of history) {
    const shape = shapeOf(result);
    if (shape.shape === right.shape && shape.values.length === count && shape.restHash === right.restHash)
      shapes.push(shape);
  }
  if (shapes.length < LEAST_READINGS) return false;
  let differ = 0;
  for (let index = 0; index < count; index++) {
    if (left.values[index] === right.values[index]) continue;
    differ++;
    // An id or a time churns by its form; progress (`+3`) churns only when it bounces.
    const progress = (right.values[index] as string).charCodeAt(0) === 43;
    if (!progress && isIncidental(left, index) && isIncidental(right, index)) continue;
    if (!bounces(shapes, index)) return false;
  }
  return differ > 0;
}

/**
 * The answers of the calls in `steps[from, to]` (inclusive) that ask what `step` asks, one call a turn, oldest
 * first: the readings {@link bouncingAlike} looks through.
 */
export function readingsOf(steps: readonly Step[], step: Step, to: number): StepObservation[] {
  const readings: StepObservation[] = [];
  if (step.actions.length !== 1) return readings;
  const meaning = meaningOf(step);
  for (let index = 0; index <= to; index++) {
    const earlier = steps[index] as Step;
    if (earlier.actions.length !== 1) continue;
    const result = earlier.observations[0];
    if (!result) continue;
    if (
      earlier.actionKey !== step.actionKey &&
      meaningOf(earlier) !== meaning &&
      !nudgedPoint(step.actions[0] as ActionKey, earlier.actions[0] as ActionKey)
    )
      continue;
    readings.push(result);
  }
  return readings;
}

/**
 * True when the last answer to the same call (`actions`, one call) in the window said what `observation` says, but
 * for values that went up and down through that call's answers ({@link bouncingAlike}): a heartbeat's bucket, a
 * worker count, a footer's rows. The turn is not built yet: its calls stand for it.
 */
export function bouncedBefore(
  observation: StepObservation,
  actions: readonly ActionKey[],
  recent: readonly Step[],
): boolean {
  const history = readingsOf(recent, { actions } as Step, recent.length - 1);
  const before = history.at(-1);
  if (before === undefined) return false;
  history.push(observation);
  return bouncingAlike(before, observation, history);
}
