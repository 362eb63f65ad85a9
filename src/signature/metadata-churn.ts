import { type ObservationShape, observationShape } from './observation-shape.js';

/** Where a metadata part is cut into pieces: white space and punctuation. */
const chunkPattern = /[\s"',;=:{}[\]()<>|]+/;
const digitPattern = /\d/;

/** True when a text has more than one part: a line break, or a JSON object in it. */
function hasParts(text: string): boolean {
  return text.includes('\n') || text.includes('{');
}

/** True when a part of a result carries at least two values incidental by form: a metadata line or envelope. */
function isMetadata(shape: ObservationShape, least = 2): boolean {
  let count = 0;
  for (let bits = shape.incidental; bits !== 0; bits &= bits - 1) if (++count >= least) return true;
  return false;
}

/**
 * The same answer whose metadata churns in words as well as values: the parts that differ are lines (or JSON
 * objects) of metadata, each with at least two incidental values, where only pieces with a digit in them
 * changed (`-- broker-db-4 764ms seq=199072` → `-- abi-2-3 34ms seq=199094`: the host that served it). The
 * rest of the result is the same to the byte, and at least one part of it is not metadata; a changed word
 * without a digit (`RUNNING` → `SUCCEEDED`) or a changed progress value is news wherever it is. `least`: the
 * incidental values that make a part metadata; with fewer than two, only a first or last part can be.
 */
export function metadataChurn(a: string, b: string, least = 2): boolean {
  // One line with no object in it is one part: nothing to set apart, and nothing to split.
  if (!hasParts(a) || !hasParts(b)) return false;
  // The parts are walked side by side and the walk stops at the first that rules the pair out: most pairs
  // compared differ in a part of content near their start, and splitting both whole cost more than the rest.
  const left = { text: a, start: 0, end: 0, next: 0 };
  const right = { text: b, start: 0, end: 0, next: 0 };
  let parts = 0;
  let changed = 0;
  let lastChanged = -1;
  // Where the parts alike in both are: whether one of them is content is read only for a pair that gets that far.
  const same: number[] = [];
  let leftMore = nextPart(left);
  let rightMore = nextPart(right);
  while (leftMore && rightMore) {
    const x = a.slice(left.start, left.end);
    const y = b.slice(right.start, right.end);
    if (x === y) {
      same.push(left.start, left.end);
    } else {
      // With one incidental value a part is metadata only as the result's header or footer: a changed part that
      // is neither first nor last rules the pair out, and whether it is last is known once the walk ends.
      if (least < 2 && parts !== 0 && lastChanged > 0) return false;
      if (!partsChurn(x, y, least)) return false;
      changed++;
      lastChanged = parts;
    }
    parts++;
    leftMore = nextPart(left);
    rightMore = nextPart(right);
  }
  if (leftMore !== rightMore || parts < 2) return false;
  if (least < 2 && lastChanged > 0 && lastChanged !== parts - 1) return false;
  if (changed === 0 || changed > Math.max(2, Math.floor(parts / 4))) return false;
  for (let at = 0; at < same.length; at += 2) {
    const part = a.slice(same[at], same[at + 1]);
    if (part.trim().length > 0 && !isMetadata(observationShape(part))) return true;
  }
  return false;
}

/** Two differing parts that are both metadata, the same but for pieces with a digit in them. */
function partsChurn(x: string, y: string, least: number): boolean {
  // The pieces first: a part of content that changed in words is ruled out without reading its shape.
  const xChunks = x.split(chunkPattern);
  const yChunks = y.split(chunkPattern);
  if (xChunks.length !== yChunks.length) return false;
  for (let at = 0; at < xChunks.length; at++) {
    const chunk = xChunks[at] as string;
    if (chunk !== yChunks[at] && !(digitPattern.test(chunk) && digitPattern.test(yChunks[at] as string)))
      return false;
  }
  const xs = observationShape(x);
  const ys = observationShape(y);
  return isMetadata(xs, least) && isMetadata(ys, least) && xs.progress === ys.progress;
}

/** Where a walk over a text's parts stands: the part found last is `[start, end)`, the next starts at `next`. */
interface PartWalk {
  readonly text: string;
  start: number;
  end: number;
  next: number;
}

/**
 * Moves `walk` to the next part of its text, as `text.split(/\r?\n|(?=\{)|(?<=\})/)` cuts it: lines (`\n` or
 * `\r\n` ends one), and JSON objects within a line (a part starts at each `{` and after each `}`). False past the
 * last part.
 */
function nextPart(walk: PartWalk): boolean {
  const { text } = walk;
  const start = walk.next;
  if (start > text.length) return false;
  for (let at = start; at < text.length; at++) {
    const code = text.charCodeAt(at);
    let next = -1;
    if (code === 10) next = at + 1;
    else if (code === 13 && text.charCodeAt(at + 1) === 10) next = at + 2;
    else if (code === 123 || (at > 0 && text.charCodeAt(at - 1) === 125)) next = at;
    // A boundary that would leave an empty part before an object or after one is none.
    if (next < 0 || next === start) continue;
    walk.start = start;
    walk.end = at;
    walk.next = next;
    return true;
  }
  walk.start = start;
  walk.end = text.length;
  walk.next = text.length + 1;
  return true;
}
