import { type ShapedResult, shapeOf } from './observation-compare.js';
import { isIncidental } from './observation-shape.js';

/** Ids (not times) that may differ between two results of one content: a request id, a trace id. */
const MAX_NEW_IDS = 2;

/**
 * True when two results of one shape name more than {@link MAX_NEW_IDS} ids (not times) the other does not: other
 * rows (a listing's next page), however alike their form. Results of other shapes are not compared here.
 */
export function otherIds(a: ShapedResult, b: ShapedResult): boolean {
  const left = shapeOf(a);
  const right = shapeOf(b);
  if (left.shape !== right.shape || left.values.length !== right.values.length) return false;
  let ids = 0;
  for (let index = 0; index < left.values.length; index++) {
    if (
      left.values[index] === right.values[index] ||
      !isIncidental(left, index) ||
      !isIncidental(right, index)
    )
      continue;
    if ((left.churn & right.churn & (1 << index)) === 0 && ++ids > MAX_NEW_IDS) return true;
  }
  return false;
}
