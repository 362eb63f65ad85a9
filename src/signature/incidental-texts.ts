import { isIncidental, observationShape } from './observation-shape.js';

/**
 * True when two texts have one shape and differ only in values incidental by form (ids, times, durations): the
 * same words and figures, whatever was minted or timed for each.
 */
export function incidentalTextsOnly(a: string, b: string): boolean {
  const x = observationShape(a);
  const y = observationShape(b);
  if (x.shape !== y.shape || x.restHash !== y.restHash || x.values.length !== y.values.length) return false;
  for (let index = 0; index < x.values.length; index++)
    if (x.values[index] !== y.values[index] && !(isIncidental(x, index) && isIncidental(y, index)))
      return false;
  return true;
}
