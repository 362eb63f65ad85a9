import { base36 } from './hash.js';
import { observationShape } from './observation-shape.js';

/** Lines of a result read for what it says; past them, a result's lines are not compared. */
export const CONTENT_LINES_LIMIT = 128;
/** Lines shorter than this (separators, blank or one-word lines) say too little to count as content. */
const MIN_LINE_LENGTH = 12;
/** Lines a result must have for its lines to be compared: a document, a listing, a log. */
export const MIN_CONTENT_LINES = 4;

/** A 32-bit hash of `text[start, end)` with runs of white space as one space, in base 36. */
function lineHash(text: string, start: number, end: number): string {
  let hash = 0x811c9dc5;
  let space = false;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === 32 || code === 9 || code === 13) {
      space = true;
      continue;
    }
    if (space) hash = Math.imul(hash ^ 32, 0x01000193);
    space = false;
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  return base36(hash >>> 0);
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
  const lineBreak = breaksEnough(text, '\n') ? '\n' : breaksEnough(text, '\\n') ? '\\n' : undefined;
  if (lineBreak === undefined) return undefined;
  const hashes: string[] = [];
  // Where the first and last content lines are, as numbers: a pair made for each line cost more than its hash.
  let firstFrom = -1;
  let firstTo = -1;
  let lastFrom = -1;
  let lastTo = -1;
  let start = 0;
  while (start < text.length && hashes.length < CONTENT_LINES_LIMIT) {
    let end = text.indexOf(lineBreak, start);
    if (end < 0) end = text.length;
    let from = start;
    let to = end;
    while (from < to && text.charCodeAt(from) <= 32) from++;
    while (to > from && text.charCodeAt(to - 1) <= 32) to--;
    if (to - from >= MIN_LINE_LENGTH) {
      hashes.push(lineHash(text, from, to));
      if (firstFrom < 0) {
        firstFrom = from;
        firstTo = to;
      }
      lastFrom = from;
      lastTo = to;
    }
    start = end + lineBreak.length;
  }
  if (hashes.length < MIN_CONTENT_LINES) return undefined;
  // A first or last line that carries a time, an id or a duration is a header or footer: marked, not compared.
  // Inside JSON the first and last hold the envelope around the document (its offset, the keys after it).
  const json = lineBreak !== '\n';
  if (firstFrom >= 0 && (json || isMetadataLine(text.slice(firstFrom, firstTo)))) hashes[0] = `~${hashes[0]}`;
  if (lastFrom >= 0 && (json || isMetadataLine(text.slice(lastFrom, lastTo))))
    hashes[hashes.length - 1] = `~${hashes[hashes.length - 1]}`;
  // A first or last line that says which part of the whole this is (`[lines 53-55 of 55]`, `Showing rows 26-50
  // of 120`) names the window, not the document's content.
  else if (lastFrom >= 0 && windowLine.test(text.slice(lastFrom, lastTo)))
    hashes[hashes.length - 1] = `~${hashes[hashes.length - 1]}`;
  if (firstFrom >= 0 && hashes[0]?.charCodeAt(0) !== 126 && windowLine.test(text.slice(firstFrom, firstTo)))
    hashes[0] = `~${hashes[0]}`;
  return hashes.join(',');
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
