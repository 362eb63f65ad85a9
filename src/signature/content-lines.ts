import { base36List } from './hash.js';
import { observationShape } from './observation-shape.js';

/** Lines of a result read for what it says; past them, a result's lines are not compared. */
export const CONTENT_LINES_LIMIT = 128;
/** Lines shorter than this (separators, blank or one-word lines) say too little to count as content. */
const MIN_LINE_LENGTH = 12;
/** Lines a result must have for its lines to be compared: a document, a listing, a log. */
export const MIN_CONTENT_LINES = 4;

const FNV_SEED = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const isBlank = (code: number) => code === 32 || code === 9 || code === 13;

/**
 * `hash` with the characters of `text[start, end)` hashed on, runs of white space as one space (`space`: a run
 * is open where it starts).
 */
function hashOn(hash: number, text: string, start: number, end: number, space = false): number {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (isBlank(code)) {
      space = true;
      continue;
    }
    if (space) hash = Math.imul(hash ^ 32, FNV_PRIME);
    space = false;
    hash = Math.imul(hash ^ code, FNV_PRIME);
  }
  return hash;
}

/** The line hashes of the result being read: the lines are at most {@link CONTENT_LINES_LIMIT}. */
const hashes = new Uint32Array(CONTENT_LINES_LIMIT);
/** The bytes of an ASCII result's lines; a result whose lines reach past them is read as a string. */
const units = new Uint8Array(64 * 1_024);
const encoder = new TextEncoder();

/** `hash` with the bytes of `units[start, end)` hashed on, as {@link hashOn} hashes characters. */
function hashBytesOn(hash: number, start: number, end: number, space: boolean): number {
  for (let index = start; index < end; index++) {
    const code = units[index] as number;
    if (code === 32 || code === 9 || code === 13) {
      space = true;
      continue;
    }
    if (space) hash = Math.imul(hash ^ 32, FNV_PRIME);
    space = false;
    hash = Math.imul(hash ^ code, FNV_PRIME);
  }
  return hash;
}

/** True when the first `end` characters of `text` are ASCII, now in {@link units} at the same indices. */
function asciiBytes(text: string, end: number): boolean {
  if (end > units.length) return false;
  const { read, written } = encoder.encodeInto(text, text.length > end ? units.subarray(0, end) : units);
  return read >= end && written === read;
}

/**
 * 32-bit hashes of the lines `[ranges[2i], ranges[2i + 1])` of `text` with runs of white space as one space, into
 * {@link hashes}. An ASCII text's lines are read from its bytes, which V8 reads faster than a string's characters,
 * four side by side: each hash waits on its last multiply, and four chains of them run in the time of one.
 */
function lineHashes(text: string, ranges: readonly number[]): void {
  if (!asciiBytes(text, ranges[ranges.length - 1] as number)) {
    for (let line = 0; line < ranges.length; line += 2)
      hashes[line >> 1] = hashOn(FNV_SEED, text, ranges[line] as number, ranges[line + 1] as number);
    return;
  }
  let line = 0;
  for (; line + 7 < ranges.length; line += 8) {
    let a = ranges[line] as number;
    const aEnd = ranges[line + 1] as number;
    let b = ranges[line + 2] as number;
    const bEnd = ranges[line + 3] as number;
    let c = ranges[line + 4] as number;
    const cEnd = ranges[line + 5] as number;
    let d = ranges[line + 6] as number;
    const dEnd = ranges[line + 7] as number;
    let w = FNV_SEED;
    let x = FNV_SEED;
    let y = FNV_SEED;
    let z = FNV_SEED;
    let wSpace = false;
    let xSpace = false;
    let ySpace = false;
    let zSpace = false;
    for (; a < aEnd && b < bEnd && c < cEnd && d < dEnd; a++, b++, c++, d++) {
      let code = units[a] as number;
      if (code > 32 || !isBlank(code)) {
        if (wSpace) w = Math.imul(w ^ 32, FNV_PRIME);
        wSpace = false;
        w = Math.imul(w ^ code, FNV_PRIME);
      } else wSpace = true;
      code = units[b] as number;
      if (code > 32 || !isBlank(code)) {
        if (xSpace) x = Math.imul(x ^ 32, FNV_PRIME);
        xSpace = false;
        x = Math.imul(x ^ code, FNV_PRIME);
      } else xSpace = true;
      code = units[c] as number;
      if (code > 32 || !isBlank(code)) {
        if (ySpace) y = Math.imul(y ^ 32, FNV_PRIME);
        ySpace = false;
        y = Math.imul(y ^ code, FNV_PRIME);
      } else ySpace = true;
      code = units[d] as number;
      if (code > 32 || !isBlank(code)) {
        if (zSpace) z = Math.imul(z ^ 32, FNV_PRIME);
        zSpace = false;
        z = Math.imul(z ^ code, FNV_PRIME);
      } else zSpace = true;
    }
    // The longer lines' rests, hashed on alone.
    const at = line >> 1;
    hashes[at] = hashBytesOn(w, a, aEnd, wSpace);
    hashes[at + 1] = hashBytesOn(x, b, bEnd, xSpace);
    hashes[at + 2] = hashBytesOn(y, c, cEnd, ySpace);
    hashes[at + 3] = hashBytesOn(z, d, dEnd, zSpace);
  }
  for (; line < ranges.length; line += 2)
    hashes[line >> 1] = hashBytesOn(FNV_SEED, ranges[line] as number, ranges[line + 1] as number, false);
}

/**
 * The content lines of a result as hashes joined by `,` (its first {@link CONTENT_LINES_LIMIT} lines of at least
 * 12 characters, white space collapsed), or `undefined` for a result with fewer than {@link MIN_CONTENT_LINES}.
 * What "content the run has read" is measured in: a window shifted over a document, a page served again, a
 * log tailed once more show lines already seen, whatever their header says.
 */
export function contentLines(text: string): string | undefined {
  // Most results are a line or two: they are passed over without hashing anything. A document inside a JSON
  // answer (`"content":"11: …\n12: …"`) has its lines broken by the escape, not by a line feed.
  const lineBreak = breaksEnough(text, '\n')
    ? '\n'
    : breaksEnough(text, '\\n')
      ? '\\n'
      : jsonRecords(text) && breaksEnough(text, '},')
        ? '},'
        : undefined;
  if (lineBreak === undefined) return undefined;
  // The content lines' places, found before any is hashed: a result with too few is passed over unhashed.
  const ranges: number[] = [];
  // Where the first and last content lines are, as numbers: a pair made for each line cost more than its hash.
  let firstFrom = -1;
  let firstTo = -1;
  let lastFrom = -1;
  let lastTo = -1;
  let start = 0;
  while (start < text.length && ranges.length < 2 * CONTENT_LINES_LIMIT) {
    let end = text.indexOf(lineBreak, start);
    if (end < 0) end = text.length;
    let from = start;
    let to = end;
    while (from < to && text.charCodeAt(from) <= 32) from++;
    while (to > from && text.charCodeAt(to - 1) <= 32) to--;
    if (to - from >= MIN_LINE_LENGTH) {
      ranges.push(from, to);
      if (firstFrom < 0) {
        firstFrom = from;
        firstTo = to;
      }
      lastFrom = from;
      lastTo = to;
    }
    start = end + lineBreak.length;
  }
  if (ranges.length < 2 * MIN_CONTENT_LINES) return undefined;
  lineHashes(text, ranges);
  const count = ranges.length / 2;
  // A first or last line that carries a time, an id or a duration is a header or footer: marked, not compared.
  // Inside JSON the first and last hold the envelope around the document (its offset, the keys after it).
  const json = lineBreak !== '\n';
  const firstMetadata = json || isMetadataLine(text.slice(firstFrom, firstTo));
  const lastMetadata = json || isMetadataLine(text.slice(lastFrom, lastTo));
  // A first or last line that says which part of the whole this is (`[lines 53-55 of 55]`, `Showing rows 26-50
  // of 120`) names the window, not the document's content.
  const markLast = lastMetadata || windowLine.test(text.slice(lastFrom, lastTo));
  const markFirst = firstMetadata || windowLine.test(text.slice(firstFrom, firstTo));
  return base36List(
    hashes,
    count,
    (index) => (index === 0 && markFirst) || (index === count - 1 && markLast),
  );
}

/**
 * True when `text` is JSON on one line (`{"data":[{…},{…}]…}`): its records, each ended by `},`, are its lines.
 */
function jsonRecords(text: string): boolean {
  let at = 0;
  while (at < text.length && text.charCodeAt(at) <= 32) at++;
  const first = text.charCodeAt(at);
  return first === 123 || first === 91;
}

/** True when `text` holds at least {@link MIN_CONTENT_LINES} lines broken by `lineBreak`. */
function breaksEnough(text: string, lineBreak: string): boolean {
  let breaks = 0;
  for (let at = text.indexOf(lineBreak); at >= 0; at = text.indexOf(lineBreak, at + lineBreak.length))
    if (++breaks >= MIN_CONTENT_LINES - 1) return true;
  return false;
}

/** A line naming a window of a whole: lines, rows or entries from one number to another, of a total. */
const windowLine =
  /^\W{0,4}(?:showing|viewing|displaying)?\s*(?:lines?|rows?|entries|records|items|results)\s*\[?\d+\s*(?:-|–|to|\.\.)\s*\d+\]?\s*(?:of|\/)\s*\d+/i;

function isMetadataLine(line: string): boolean {
  return observationShape(line).incidental !== 0;
}

/**
 * True when every content line in `lines` (a header or footer with an incidental value, marked `~`, aside) is
 * among the lines of one of `seen`: the results read before, each a set of its lines.
 */
export function linesSeenIn(lines: string, seen: readonly ReadonlySet<string>[]): boolean {
  for (const hash of lines.split(',')) {
    if (hash.charCodeAt(0) === 126) continue;
    if (!seen.some((set) => set.has(hash))) return false;
  }
  return true;
}
