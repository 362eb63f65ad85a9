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
  return tailShape(from === 0 ? text : text.slice(from));
}
