import { pagerValues } from './action-meaning.js';
import type { ActionKey } from './action-signature.js';
import { type ShapedResult, shapeOf } from './observation-compare.js';
import { isIncidental } from './observation-shape.js';
import { jitter } from './value-noise.js';

/**
 * True when two answers of a pager that moved are the same content served again: one shape, the same rest, and
 * values that differ only where incidental by form or where each echoes the position its own call (`callA`,
 * `callB`) asked for (`"page":3` for page 3, `"page":4` for page 4). A page of other rows differs in them.
 */
export function servedAgainAlike(
  a: ShapedResult,
  b: ShapedResult,
  callA: ActionKey,
  callB: ActionKey,
): boolean {
  if (a.tail !== b.tail) return false;
  const left = shapeOf(a);
  const right = shapeOf(b);
  if (
    left.shape !== right.shape ||
    left.restHash !== right.restHash ||
    left.values.length !== right.values.length
  )
    return false;
  // One plain value may move beside content of many words: a live gauge the page carries (`queue_depth_now`).
  let gauges = Math.min(left.words, right.words) >= GAUGE_CONTENT_WORDS ? 1 : 0;
  // The positions each call asked for, read only for a pair of one shape whose values differ.
  let askedA: readonly string[] | undefined;
  let askedB: readonly string[] | undefined;
  for (let index = 0; index < left.values.length; index++) {
    const x = left.values[index] as string;
    const y = right.values[index] as string;
    if (x === y || jitter(x, y)) continue;
    askedA ??= pagerValues(callA);
    askedB ??= pagerValues(callB);
    if (askedA.includes(x) && askedB.includes(y)) continue;
    if (!(isIncidental(left, index) && isIncidental(right, index))) {
      if (gauges === 0 || x.charCodeAt(0) === 43 || y.charCodeAt(0) === 43) return false;
      gauges--;
      continue;
    }
    if (left.values.includes(y) || right.values.includes(x)) return false;
  }
  return true;
}

/** Words a served page must say for one plain value of it to move without making it another page. */
const GAUGE_CONTENT_WORDS = 20;
