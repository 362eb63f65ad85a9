import { type ObservationShape, observationShape } from './observation-shape.js';
import { nextPart, type PartWalk, partWalk } from './part-walk.js';

/** Where a metadata part is cut into pieces: white space and punctuation. */
const chunkPattern = /[\s"',;=:{}[\]()<>|]+/;
const digitPattern = /\d/;

/** True when a text has more than one part: a line break, or a JSON object in it. */
function hasParts(text: string): boolean {
  return text.includes('\n') || text.includes('{');
}

/** True when a part of a result carries at least two values incidental by form: a metadata line or envelope. */
export function isMetadata(shape: ObservationShape, least = 2): boolean {
  let count = 0;
  for (let bits = shape.incidental; bits !== 0; bits &= bits - 1) if (++count >= least) return true;
  return false;
}

/**
 * A text cut into its parts as {@link metadataChurn} walks them, with each part's shape read when first needed:
 * made once for a result, it serves every comparison of that result (a window compares each result with a
 * dozen others, on every round it stays in the window). Parts are cut only as far as a walk reads.
 */
export interface TextParts {
  readonly text: string;
  /** True when the text has more than one part ({@link hasParts}). */
  readonly parted: boolean;
  /** The parts cut so far. */
  readonly parts: string[];
  /** Their shapes, by part, for those read. */
  readonly shapes: (ObservationShape | undefined)[];
  /** Where the cutting stands: past the last part once `done`. */
  readonly walk: PartWalk;
  done: boolean;
}

/** A text's parts, cut lazily (see {@link TextParts}). */
export function textParts(text: string): TextParts {
  return {
    text,
    parted: hasParts(text),
    parts: [],
    shapes: [],
    walk: partWalk(text),
    done: false,
  };
}

/** Part `index` of a text, cut now if it was not yet; `undefined` past the last. */
export function partAt(text: TextParts, index: number): string | undefined {
  const { parts, walk } = text;
  while (parts.length <= index && !text.done) {
    if (nextPart(walk)) parts.push(walk.text.slice(walk.start, walk.end));
    else text.done = true;
  }
  return parts[index];
}

/** The shape of part `index` (cut already), read once. */
export function shapeAt(text: TextParts, index: number): ObservationShape {
  let shape = text.shapes[index];
  if (shape === undefined) {
    shape = observationShape(text.parts[index] as string);
    text.shapes[index] = shape;
  }
  return shape;
}

/**
 * The same answer whose metadata churns in words as well as values: the parts that differ are lines (or JSON
 * objects) of metadata, each with at least two incidental values, where only pieces with a digit in them
 * changed (`-- broker-db-4 764ms seq=199072` → `-- abi-2-3 34ms seq=199094`: the host that served it). The
 * rest of the result is the same to the byte, and at least one part of it is not metadata; a changed word
 * without a digit (`RUNNING` → `SUCCEEDED`) or a changed progress value is news wherever it is. `least`: the
 * incidental values that make a part metadata; with fewer than two, only a first part or a run of last parts can
 * be. Texts compared more than once are passed as their {@link textParts}, so that each is cut and shaped once.
 */
export function metadataChurn(a: string | TextParts, b: string | TextParts, least = 2): boolean {
  const left = typeof a === 'string' ? textParts(a) : a;
  const right = typeof b === 'string' ? textParts(b) : b;
  // One line with no object in it is one part: nothing to set apart, and nothing to split.
  if (!left.parted || !right.parted) return false;
  // The parts are walked side by side and the walk stops at the first that rules the pair out: most pairs
  // compared differ in a part of content near their start, and splitting both whole cost more than the rest.
  let parts = 0;
  let changed = 0;
  let lastChanged = -1;
  /** Where the footer's run of changed parts starts (read with fewer than two incidental values a part). */
  let runStart = -1;
  /** The last changed part was metadata. */
  let afterMetadata = false;
  // Where the parts alike in both are: whether one of them is content is read only for a pair that gets that far.
  const same: number[] = [];
  let x = partAt(left, 0);
  let y = partAt(right, 0);
  while (x !== undefined && y !== undefined) {
    if (x === y) {
      same.push(parts);
    } else {
      // With one incidental value a part is metadata only as the result's header (its first part) or in its footer
      // (its last part, or a run of lines that ends it: `_meta.host: …`, then `_meta.date: …`). A changed part
      // after the footer's run was broken rules the pair out; whether the run ends the text is known once the walk
      // ends.
      if (
        least < 2 &&
        parts !== 0 &&
        !(runStart > 0 && parts === lastChanged + 1 && linesOnly(left, right))
      ) {
        if (runStart > 0) return false;
        runStart = parts;
      }
      // Inside a footer, right after a part of metadata that churned, a line with a generated name alone churns
      // with it (the node that served it, `_meta.node=api-gw-98a7a`, after its request id).
      const churn = partsChurn(
        left,
        right,
        parts,
        least,
        least < 2 && afterMetadata && parts === lastChanged + 1,
      );
      if (churn === NO_CHURN) return false;
      afterMetadata = churn === METADATA;
      changed++;
      lastChanged = parts;
    }
    parts++;
    x = partAt(left, parts);
    y = partAt(right, parts);
  }
  if ((x === undefined) !== (y === undefined) || parts < 2) return false;
  if (least < 2 && runStart > 0 && lastChanged !== parts - 1) return false;
  if (changed === 0 || changed > Math.max(2, Math.floor(parts / 4))) return false;
  for (const index of same) {
    const part = left.parts[index] as string;
    if (part.trim().length > 0 && !isMetadata(shapeAt(left, index))) return true;
  }
  return false;
}

/**
 * A footer of several parts is one of lines (`_meta.took_ms: 12`); the objects of a listing (one hit, then the time
 * it took) are its content, however few. Read only for a footer's second part, which most pairs never reach.
 */
function linesOnly(left: TextParts, right: TextParts): boolean {
  return !left.text.includes('{') && !right.text.includes('{');
}

/** How two differing parts compare: no churn, both metadata churning, or neither metadata yet churning alike. */
const NO_CHURN = 0;
const METADATA = 1;
const BARE = 2;

/**
 * Two differing parts (part `index` of each): both metadata ({@link METADATA}), or, when `bare` allows it, both
 * without an incidental value ({@link BARE}: `_meta.node=api-gw-98a7a`), the same but for pieces with a digit in them.
 */
function partsChurn(left: TextParts, right: TextParts, index: number, least: number, bare = false): number {
  // The shapes first: each is read once for its text, while the pieces are cut for this pair alone.
  const xs = shapeAt(left, index);
  const kind = isMetadata(xs, least) ? METADATA : bare && xs.incidental === 0 ? BARE : NO_CHURN;
  if (kind === NO_CHURN) return NO_CHURN;
  const ys = shapeAt(right, index);
  if ((kind === METADATA ? !isMetadata(ys, least) : ys.incidental !== 0) || xs.progress !== ys.progress)
    return NO_CHURN;
  const xChunks = (left.parts[index] as string).split(chunkPattern);
  const yChunks = (right.parts[index] as string).split(chunkPattern);
  if (xChunks.length !== yChunks.length) return NO_CHURN;
  for (let at = 0; at < xChunks.length; at++) {
    const chunk = xChunks[at] as string;
    if (chunk !== yChunks[at] && !(digitPattern.test(chunk) && digitPattern.test(yChunks[at] as string)))
      return NO_CHURN;
  }
  return kind;
}
