import { observationShape } from './observation-shape.js';
import { isDigit, isLetter } from './shape-characters.js';
import { tailShape } from './tail-shape.js';

/** True for the characters of a token the observation scanner reads as one (a number, an id, a time). */
function inToken(code: number): boolean {
  return isDigit(code) || isLetter(code) || code === 46 || code === 58 || code === 45;
}

/**
 * Where a long result's kept text ends: at `limit`, or before the token `limit` falls in (a time cut in two would
 * read as another number each time), unless that token is longer than half the kept text.
 */
export function keptEnd(text: string, limit: number): number {
  let end = limit;
  if (!inToken(text.charCodeAt(end)) || !inToken(text.charCodeAt(end - 1))) return end;
  while (end > 0 && inToken(text.charCodeAt(end - 1))) end--;
  return end >= limit / 2 ? end : limit;
}

/**
 * What stands for the rest of a long result (from `start`, past the kept text) in comparisons: its shape (numbers
 * and ids as their class) and its values in order, with times, durations and keyed incidental values as their
 * class. A metric series re-read with its stamps moved on, or a log whose lines came again at later times, has
 * the digest it had; any other value changed (a sample, an id, a count) gives another. It starts after the token
 * that `start` may cut: the part of a time left of the kept text would read as another number.
 * @example tailDigest('[1769339535,"0.0030"]', 0) === tailDigest('[1769339610,"0.0030"]', 0) // true
 */
export function tailDigest(text: string, start: number): string {
  let from = start;
  if (from > 0 && inToken(text.charCodeAt(from - 1)))
    while (from < text.length && inToken(text.charCodeAt(from))) from++;
  const end = footerStart(text, from);
  return tailShape(from === 0 && end === text.length ? text : text.slice(from, end));
}

/** Characters a footer line has at most: a request's id, its time and what it cost, not a line of the answer. */
const FOOTER_LIMIT = 160;

/**
 * Where a result's footer starts (its last line, when that is a short line holding an id, a time or a duration and
 * shaped unlike the line before it: `-- request 4b0e… · 496 ms`, `(latency 708 ms, quota units 45)`), else the
 * text's end. A client prints such a line after every answer, its values new each time: the rest of a long answer
 * is compared without it, as the kept text's footer is. A last line shaped like the lines before it (a log's
 * newest line, a table's last row) is the answer's own.
 */
export function footerStart(text: string, from: number): number {
  let end = text.length;
  while (end > from && text.charCodeAt(end - 1) <= 32) end--;
  const start = text.lastIndexOf('\n', end - 1) + 1;
  if (start <= from || end - start > FOOTER_LIMIT) return text.length;
  const footer = observationShape(text.slice(start, end));
  if (footer.incidental === 0) return text.length;
  let before = start - 1;
  while (before > from && text.charCodeAt(before - 1) <= 32) before--;
  const previous = text.slice(text.lastIndexOf('\n', before - 1) + 1, before);
  return previous.trim() !== '' && observationShape(previous).shape === footer.shape ? text.length : start;
}
