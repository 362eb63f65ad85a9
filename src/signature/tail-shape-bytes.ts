/**
 * The byte loops of `tail-shape.ts`: the buffer a rest's ASCII is read from, its character classes, and the tests
 * the scanner makes on the bytes around a token (glue, units, the key before it).
 */

import * as characters from './shape-characters.js';
import * as values from './shape-values.js';
import { timeUnits } from './shape-words.js';

/**
 * The buffer and its loops, made once for the scanner, whose scope holds what this returns as constants (see
 * `tailShapeReader`): this scope's constants are folded into these loops the same way.
 */
export function tailShapeBytes() {
  const { isDigit, isLetter, isSpace, wordIn, keyKindOfWord } = characters;
  const { keyHashListed, plainWord, shortUnitKey, NO_KEY } = characters;
  const { M1 } = values;

  /** The longest rest read from bytes; a longer one is read by `observationShape`. */
  const BYTES_LIMIT = 256 * 1024;
  const units = new Uint8Array(BYTES_LIMIT);
  const encoder = new TextEncoder();

  // The character classes of `shape-characters.ts`, for the ASCII codes a byte can hold here.
  const SPACE = 1;
  const DIGIT = 2;
  const LETTER = 4;
  const classes = new Uint8Array(256);
  for (let code = 0; code < 128; code++)
    classes[code] = isSpace(code) ? SPACE : isDigit(code) ? DIGIT : isLetter(code) ? LETTER : 0;

  /** `h1` with the bytes `[start, end)` hashed in, as the shape hashes a word. */
  function hashBytes(h1: number, start: number, end: number): number {
    let hash = h1;
    for (let at = start; at < end; at++) hash = Math.imul(hash ^ (units[at] as number), M1);
    return hash;
  }

  /** `spacedTimeUnit` on the bytes: one space at `end`, then a word of letters that is a time unit (`8.5 ms`). */
  function spacedUnitAt(text: string, end: number, length: number): boolean {
    if (end + 1 >= length || units[end] !== 32 || classes[units[end + 1] as number] !== LETTER) return false;
    let after = end + 1;
    while (after < length && after - end <= 5 && classes[units[after] as number] === LETTER) after++;
    if (after < length && classes[units[after] as number] === LETTER) return false;
    return wordIn(text, end + 1, after, timeUnits);
  }

  /** `gluedBefore` on the bytes: a letter, then `-`, `_`, `.`, `/` or `:` before `start`. */
  function gluedBeforeAt(start: number): boolean {
    if (start < 2 || classes[units[start - 2] as number] !== LETTER) return false;
    const glue = units[start - 1] as number;
    return glue === 45 || glue === 95 || glue === 46 || glue === 47 || glue === 58;
  }

  /** `gluedAfter` on the bytes: `-`, `_`, `.` or `/`, then a letter, at `end`; not a rate's unit. */
  function gluedAfterAt(text: string, end: number, length: number): boolean {
    if (end + 1 >= length || classes[units[end + 1] as number] !== LETTER) return false;
    const glue = units[end] as number;
    return glue === 45 || glue === 95 || glue === 46 || (glue === 47 && !rateUnitAt(text, end, length));
  }

  /** `rateUnitAfter` on the bytes: `/` at `end`, then a time unit of at most four letters (`22/min`). */
  function rateUnitAt(text: string, end: number, length: number): boolean {
    if (units[end] !== 47) return false;
    let after = end + 1;
    while (after < length && classes[units[after] as number] === LETTER) if (++after - end > 5) return false;
    return after > end + 1 && wordIn(text, end + 1, after, timeUnits);
  }

  /**
   * `keyKindBefore` of the word `[start, end)`, its walk back and key hash read from the bytes; `wordHash` is the
   * key hash of the word alone, worked out as it was scanned, which is the key's unless words joined by `-` precede.
   */
  function keyKindAt(text: string, start: number, end: number, wordHash: number): number {
    let from = start;
    while (from > 0 && end - from < 40) {
      const code = units[from - 1] as number;
      if (classes[code] !== DIGIT && classes[code] !== LETTER && code !== 45) break;
      from--;
    }
    if (end - from > 40) return NO_KEY;
    let hash = wordHash;
    if (from < start) {
      hash = 0;
      for (let at = from; at < end; at++) hash = ((hash << 5) - hash + ((units[at] as number) | 32)) | 0;
    }
    // Most words are settled here, without a call that reads the text.
    if (plainWord(end - from, units[from] as number, keyHashListed(hash)) && !shortUnitKey(text, from, end))
      return NO_KEY;
    return keyKindOfWord(text, from, end, hash >>> 16, hash & 0xffff);
  }

  return {
    BYTES_LIMIT,
    units,
    encoder,
    SPACE,
    DIGIT,
    LETTER,
    classes,
    hashBytes,
    spacedUnitAt,
    gluedBeforeAt,
    gluedAfterAt,
    rateUnitAt,
    keyKindAt,
  };
}
