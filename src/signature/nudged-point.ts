import type { ActionKey } from './action-signature.js';
import { onlyArgumentsMoved } from './moved-arguments.js';

/**
 * Pixels a point may move and still name the same place on a screen: less than the smallest control (a button, a
 * field, a checkbox row) a click lands on, more than a screen agent's correction by a hair.
 */
export const NUDGE_PIXELS = 8;

/** An argument that is a point on the screen (`"coordinate": [998, 702]`, `"position"`, a drag's ends). */
const pointKey =
  /^(?:coordinates?|coords?|point|position|pos|xy|location|start_?coordinates?|end_?coordinates?|target_?coordinates?)$/i;

/** An argument that is one axis of a point (`"x": 998`, `"y": 702`). */
const axisKey = /^(?:x|y)$/i;

/** Arguments that hold a point at all, by their text: most calls are passed over without parsing them. */
const pointText = /"(?:coordinates?|coords?|point|position|pos|xy|location|x|y|[a-z_]*coordinates?)"\s*:/i;

function near(value: unknown, was: unknown): boolean {
  return typeof value === 'number' && typeof was === 'number' && Math.abs(value - was) <= NUDGE_PIXELS;
}

function movedBit(key: string, value: unknown, was: unknown): boolean {
  if (axisKey.test(key)) return near(value, was);
  if (!pointKey.test(key) || !Array.isArray(value) || !Array.isArray(was)) return false;
  if (value.length !== was.length || value.length < 2 || value.length > 3) return false;
  return value.every((axis, at) => near(axis, was[at]));
}

/**
 * True when two calls of one tool ask the same but for a point on the screen moved by a few pixels
 * ({@link NUDGE_PIXELS}): a click nudged onto the control it already hit (`[998,702]` → `[1000,701]`), the same
 * click. A point moved further is another place.
 */
export function nudgedPoint(action: ActionKey, earlier: ActionKey): boolean {
  if (action.tool !== earlier.tool || action.arguments === earlier.arguments) return false;
  // A nudge changes a digit or two of each axis: the arguments' lengths stay within a few characters.
  if (Math.abs(action.arguments.length - earlier.arguments.length) > 4) return false;
  if (!holdsPoint(action.arguments)) return false;
  return onlyArgumentsMoved(action, earlier, movedBit);
}

/** The arguments last read by {@link holdsPoint}, and what it found: one call is compared with a window of others. */
let lastArguments = '';
let lastHeld = false;

function holdsPoint(text: string): boolean {
  if (text !== lastArguments) {
    lastArguments = text;
    lastHeld = pointText.test(text);
  }
  return lastHeld;
}
