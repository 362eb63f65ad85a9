import { objectMemo } from '../utils/object-memo.js';
import { contentShapeOf, partsOf } from './content-shape.js';
import { metadataChurn } from './metadata-churn.js';
import { mintedIdsOnly } from './minted-ids.js';
import { isIncidental, type ObservationShape, observationShape } from './observation-shape.js';
import { ShapeField } from './shape-field.js';
import { clockMoved } from './shape-values.js';
import { jitter, noise, scientific } from './value-noise.js';

/**
 * How two results' values compare: the same, or how many differ (`-1`: progress, or other data). An environment's
 * clock may have moved by the `ticks` (actions) made between them.
 */
function differing(a: ObservationShape, b: ObservationShape, ticks: number): number {
  if (a.numbers === b.numbers) return 0;
  if (a.restHash !== b.restHash) return -1;
  const x = a.values;
  const y = b.values;
  if (x.length !== y.length) return -1;
  let count = 0;
  let plain = 0;
  for (let index = 0; index < x.length; index++) {
    const left = x[index] as string;
    const right = y[index] as string;
    if (left === right) continue;
    if (clockMoved(left, right, ticks)) {
      count++;
      continue;
    }
    if (left.charCodeAt(0) === 43 || right.charCodeAt(0) === 43) return -1;
    count++;
    if (jitter(left, right) || noise(left, right)) continue;
    // An instrument's reading that moved past its noise is the answer itself: another answer.
    if (scientific(left) || scientific(right)) return -1;
    if (!(isIncidental(a, index) && isIncidental(b, index))) plain++;
    // An id is churn when it is new; one that moved from another place is a listing whose rows changed. A time
    // that moved is a window moved on (`end=now`): what the answer says is in its other values.
    else if ((a.churn & b.churn & (1 << index)) === 0 && (x.includes(right) || y.includes(left))) return -1;
  }
  // A few churning fields in a text that says something else make the same answer; many changed values, or
  // values that are most of what the result says (`(integer) 42` → `(integer) 38`), are other data. Ids, times
  // and durations churn by their nature: only changed plain numbers are held to "a few". What the result says
  // is its words and the values that stayed (a series' samples, its stamps moved on).
  const words = Math.min(a.words, b.words);
  if (plain > Math.max(3, Math.floor(x.length / 4))) return -1;
  return words >= 2 * plain && words + x.length - count >= count ? count : -1;
}

/**
 * True when results of one call, oldest first, report a value that trends: a plain number (not an id, a time, a
 * duration or a counter such as `seq`) that moves one way through at least three values, flat steps allowed
 * (`61 → 60 → 60 → 59`). That is progress, however alike the results look pair by pair; churn has no direction.
 */
export function trends(results: readonly ShapedResult[]): boolean {
  if (results.length < 3) return false;
  // Values are compared place by place: only results of one shape line up (a listing in another order does not),
  // whole or, when their metadata lines differ, in their content.
  const all = sameShapes(results.map(shapeOf)) ?? sameShapes(results.map(contentShapeOf));
  if (all === null) return false;
  const count = (all[0] as ObservationShape).values.length;
  for (let index = 0; index < count; index++) {
    // An environment's clock (`~14`) rises whatever the actions do: it is no trend.
    if (all.some((shape) => isIncidental(shape, index) || clockAt(shape, index))) continue;
    let previous = numberAt(all[0] as ObservationShape, index);
    let direction = 0;
    let distinct = 1;
    for (let at = 1; at < all.length && distinct > 0; at++) {
      const value = numberAt(all[at] as ObservationShape, index);
      if (Number.isNaN(value)) distinct = 0;
      else if (value !== previous) {
        const sign = Math.sign(value - previous);
        if (direction !== 0 && sign !== direction) distinct = 0;
        else {
          direction = sign;
          distinct++;
          previous = value;
        }
      }
    }
    if (distinct >= 3) return true;
  }
  return false;
}

/** The shapes when all are present and of one shape with as many values, else `null`. */
function sameShapes(shapes: readonly (ObservationShape | null)[]): readonly ObservationShape[] | null {
  const first = shapes[0];
  if (!first) return null;
  for (const shape of shapes)
    if (!shape || shape.shape !== first.shape || shape.values.length !== first.values.length) return null;
  return shapes as readonly ObservationShape[];
}

/** The value at `index` of a shape as a number (`+85` → 85, a clock's `~14` → 14), `NaN` when it is none. */
export function numberAt(shape: ObservationShape, index: number): number {
  const value = shape.values[index] as string;
  let at = value.charCodeAt(0) === 43 ? 1 : 0;
  if (value.charCodeAt(at) === 126) at++;
  return Number.parseFloat(at === 0 ? value : value.slice(at));
}

/** True when the value at `index` of a shape is an environment's clock (`~14`, `+~14`). */
function clockAt(shape: ObservationShape, index: number): boolean {
  const value = shape.values[index] as string;
  return value.charCodeAt(0) === 126 || value.charCodeAt(1) === 126;
}

/**
 * Two results whose values differ only where they are incidental by form (request ids, times, durations, keyed
 * counters): the same content served again, whatever was asked. Any other value changed is another answer.
 */
function incidentalOnly(a: ObservationShape, b: ObservationShape, noiseToo = false): boolean {
  if (a.numbers === b.numbers) return true;
  if (a.restHash !== b.restHash || a.values.length !== b.values.length) return false;
  for (let index = 0; index < a.values.length; index++) {
    const left = a.values[index] as string;
    const right = b.values[index] as string;
    if (left === right || jitter(left, right) || (noiseToo && noise(left, right))) continue;
    if (!(isIncidental(a, index) && isIncidental(b, index))) return false;
    if (a.values.includes(b.values[index] as string) || b.values.includes(a.values[index] as string))
      return false;
  }
  return true;
}

/**
 * True when two texts say the same, values incidental by form or jittering aside: a search's hits served again
 * with other request ids and recomputed scores.
 */
export function sameContentOf(a: TextOwner, b: TextOwner): boolean {
  if (a.text === b.text) return true;
  const left = shapeOf(a);
  const right = shapeOf(b);
  return left.shape === right.shape && incidentalOnly(left, right);
}

/** A text as the shape memo keeps it: with the object that holds it. */
interface TextOwner {
  readonly text: string;
}

/** What {@link shapesAlike} reads of a result: its hash, its kept text and the hash of the rest. */
export interface ShapedResult {
  readonly hash: string;
  readonly text: string;
  readonly tail?: string | undefined;
}

/** Texts whose shapes are kept by text: the window of one run, or a few runs at a time. */
const RECENT_SHAPES = 64;
/**
 * The shapes of the texts shaped last, by text: a result that comes back word for word (to another call, or in
 * another run) is not read again. Cleared when full, so it holds at most {@link RECENT_SHAPES} kept texts.
 */
const recentShapes = new Map<string, ObservationShape>();
const bags = objectMemo<ShapedResult, string>('bags');

const wordSums = objectMemo<ShapedResult, number>('wordSums');
const wordCharacter = /[\p{L}\p{N}]/u;

/**
 * The sum of a result's word characters (those {@link bagOf} keeps), made in one pass without a copy: two results
 * with other sums have other bags, and most pairs are told apart without sorting either's words.
 */
function wordSumOf(result: ShapedResult): number {
  let sum = wordSums.get(result);
  if (sum === undefined) {
    sum = 0;
    const { text } = result;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      const word =
        code < 128
          ? (code >= 48 && code <= 57) ||
            (code >= 65 && code <= 90) ||
            (code >= 97 && code <= 122) ||
            code === 95
          : wordCharacter.test(text[index] as string);
      if (word) sum = (sum + code) | 0;
    }
    wordSums.set(result, sum);
  }
  return sum;
}

/** The words and values of a result's kept text in sorted order: its parts, whatever order they came in. */
function bagOf(result: ShapedResult): string {
  let bag = bags.get(result);
  if (bag === undefined) {
    bag = (result.text.match(/[\p{L}\p{N}_]+/gu) ?? []).sort().join(' ');
    bags.set(result, bag);
  }
  return bag;
}

/**
 * The shape of a result's kept text, worked out when first compared and remembered with the result: most results
 * are never compared with one of their own kind, so reading them costs nothing.
 */
export function shapeOf(result: TextOwner): ObservationShape {
  let shape = ShapeField.get(result);
  if (shape === undefined) {
    shape = shapeOfText(result.text);
    ShapeField.set(result, shape);
  }
  return shape;
}

/** The shape of a text, kept by text among the {@link RECENT_SHAPES} shaped last (a search's hits, compared again). */
function shapeOfText(text: string): ObservationShape {
  let shape = recentShapes.get(text);
  if (shape === undefined) {
    shape = observationShape(text);
    if (recentShapes.size >= RECENT_SHAPES) recentShapes.clear();
    recentShapes.set(text, shape);
  }
  return shape;
}

/** The values of a result that report progress, in order. */
export function progressOf(result: ShapedResult): string {
  return shapeOf(result).progress;
}

/**
 * Two results whose content says the same once their metadata lines (a header or footer naming the host that served
 * them and when) are set aside: their content parts have one shape and their values differ only as churn.
 */
function contentAlike(a: ShapedResult, b: ShapedResult, churn: boolean, ticks: number): boolean {
  const left = contentShapeOf(a);
  const right = left === null ? null : contentShapeOf(b);
  if (left === null || right === null || left.shape !== right.shape) return false;
  return churn ? differing(left, right, ticks) >= 0 : incidentalOnly(left, right);
}

/**
 * True when a text is one line: an acknowledgement whose minted id is its only change (a text of lines is compared
 * part by part by {@link metadataChurn}, where a changed middle line is news).
 */
const oneLine = (text: string) => !text.includes('\n');

/**
 * Two results that say the same, churning fields aside: one shape, no progress, a few incidental values changed
 * in a text that says more than them. Churn is only a repeat's: the results of two different calls (`churn`
 * false) must have the same values, since another page, id or offset is expected to answer with other values.
 * A long result is compared by its shape at its kept head, and by its rest as it is. An environment's clock
 * (`Step 14`) may have moved by the `ticks` (actions) made between the two answers.
 */
export function shapesAlike(a: ShapedResult, b: ShapedResult, churn = true, ticks = 0): boolean {
  if (a.hash === b.hash) return true;
  if (a.tail !== b.tail) return false;
  const left = shapeOf(a);
  const right = shapeOf(b);
  // The same call answered with the same parts in another order (files listed in the order asked, a set as JSON).
  if (left.shape !== right.shape)
    return (
      (churn && a.text.length === b.text.length && wordSumOf(a) === wordSumOf(b) && bagOf(a) === bagOf(b)) ||
      metadataChurn(partsOf(a), partsOf(b)) ||
      (churn && metadataChurn(partsOf(a), partsOf(b), 1)) ||
      contentAlike(a, b, churn, ticks) ||
      (churn && (oneLine(a.text) || oneLine(b.text) || true) && mintedIdsOnly(a.text, b.text))
    );
  return churn ? differing(left, right, ticks) >= 0 : incidentalOnly(left, right);
}

/**
 * True when two readings of one thing over other spans of time (a level averaged over one span, then a longer
 * one) say the same: one shape, their values the same but for incidental ones and decimals within measurement
 * noise. A value that moved further is news.
 */
export function readingsAlike(a: ShapedResult, b: ShapedResult): boolean {
  if (a.hash === b.hash) return true;
  if (a.tail !== b.tail) return false;
  const left = shapeOf(a);
  const right = shapeOf(b);
  return left.shape === right.shape && incidentalOnly(left, right, true);
}

/** A result as {@link stuckAlike} reads it: its text, and whether it says the thing asked about is still going. */
export interface PolledResult extends ShapedResult {
  readonly pending?: boolean | undefined;
  readonly failed?: boolean | undefined;
}

/**
 * True when two answers to one poll both say it is still going and report the same progress
 * (`"state":"PENDING","progress":0.39` twice), whatever else in them churns (the worker that answered, a
 * heartbeat's age): a job stuck where it was. Progress that moved is news.
 */
export function stuckAlike(a: PolledResult, b: PolledResult): boolean {
  if (!a.pending || !b.pending || a.failed || b.failed) return false;
  const progress = progressOf(b);
  return progress !== '' && progressOf(a) === progress;
}
