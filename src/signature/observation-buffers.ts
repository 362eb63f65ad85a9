/**
 * The observation scanner's reused buffers and the byte loops over them that need no token rules: a plain number
 * copied as it is, and the copy hashed four bytes to a word.
 */

import * as hash from './hash.js';
import * as bytes from './observation-bytes.js';
import * as tokens from './volatile-token.js';

/** Bytes past the text that a rule may read: a unit after white space, a clock's seconds. */
export const LOOK_AHEAD = 32;

/**
 * The buffers and their loops, made once by the scanner. Every table, constant and function the loops use is a
 * constant of this function's scope: V8 folds such constants into the compiled loops (direct memory accesses,
 * immediate compares, direct calls). A module's top-level constants it would fold too, but the published bundle
 * turns those into variables, which it reads again on every use.
 */
export function bufferLoops() {
  const { byteClasses: classes, COLON, SPACE, WORD } = bytes;
  const { finishHash, HASH_SEED_1, HASH_SEED_2 } = hash;
  const { TOKEN_DIGIT: DIGIT, TOKEN_HEX_LETTER: HEX_LETTER, TOKEN_LETTER: LETTER, spaceEnd } = tokens;

  const M1 = 0x85ebca77;
  const M2 = 0xc2b2ae3d;

  /**
   * The reused buffers. `units`: the text as UTF-8, then a space so the last token ends without a bounds check, then
   * `LOOK_AHEAD` zeros (never a word or a space) so that no rule reads the previous text; the native encoder is
   * several times faster than reading `charCodeAt`. `hashed`: the bytes that are hashed, the text's bytes without
   * white space and a masked value as one placeholder; never longer than the text, and a value that turns out
   * volatile is taken back by moving the write position.
   *
   * They live in the fields of a constant object that are set once: V8 then treats them as constants and compiles
   * the byte loops to direct memory accesses, about twice as fast as through a variable. They are never replaced: a
   * longer text is hashed in windows (`hashLongText`).
   */
  const scanBuffers = newBuffers(256 * 1024);

  function newBuffers(capacity: number) {
    const units = new Uint8Array(capacity + 1 + LOOK_AHEAD);
    const hashed = new Uint8Array(capacity);
    return {
      units,
      encodeTarget: units.subarray(0, capacity),
      hashed,
      hashedWords: new DataView(hashed.buffer),
    };
  }

  /**
   * End of the number at `start` with no key before it when the token rules keep it as it is: digits with their
   * fraction (`42`, `1.5`), or digit groups joined by hyphens (`2026-11-30`, `10-20`). -1 when the rules must look at
   * it: a word joined to it, a unit or a word after it, `:` after it, an epoch's length, four digits or more after
   * `word:` (a port). The number is copied to `hashed` from `written` as it is read; on -1 the copy is overwritten
   * later. The same decisions as `readValue`, taken for the common JSON, list and log numbers without its loop.
   */
  function plainNumberEnd(start: number, written: number): number {
    const units = scanBuffers.units;
    const hashed = scanBuffers.hashed;
    let end = start;
    let to = written;
    let code = units[end] as number;
    let joined = false;
    while (true) {
      do {
        hashed[to++] = code;
        code = units[++end] as number;
      } while (classes[code] === DIGIT);
      if (code !== 45) break;
      const joins = classes[units[end + 1] as number] as number;
      if (joins !== DIGIT) {
        if ((joins & WORD) !== 0) return -1;
        break;
      }
      joined = true;
      hashed[to++] = code;
      code = units[++end] as number;
    }
    if (((classes[code] as number) & WORD) !== 0) return -1;
    if (joined) return end;
    const digits = end - start;
    if (code === COLON || digits === 10 || digits === 13) return -1;
    if (
      start >= 2 &&
      units[start - 1] === COLON &&
      digits >= 4 &&
      (((classes[units[start - 2] as number] as number) & WORD) !== 0 || units[start - 2] === 93)
    )
      return -1;
    let after = end;
    if (code === 46) {
      after++;
      while (classes[units[after] as number] === DIGIT) after++;
    }
    const following = classes[units[after] as number] as number;
    if (
      (following & (HEX_LETTER | LETTER)) !== 0 ||
      (following === SPACE &&
        ((classes[units[spaceEnd(units, after)] as number] as number) & (HEX_LETTER | LETTER)) !== 0)
    )
      return -1;
    // The fraction goes with it unless something after it could make it a value of its own (an epoch's length, a
    // version's next part, `:`, a hyphen that joins a word).
    const fraction = after - end - 1;
    const next = units[after] as number;
    if (
      fraction <= 0 ||
      fraction === 10 ||
      fraction === 13 ||
      next === 46 ||
      next === COLON ||
      (next === 45 && ((classes[units[after + 1] as number] as number) & WORD) !== 0)
    )
      return end;
    while (end < after) hashed[to++] = units[end++] as number;
    return after;
  }

  /** The hash of the first `written` bytes of the copy: four bytes to a word as they came, the first in the high byte. */
  function hashCopy(written: number): string {
    const hashed = scanBuffers.hashed;
    const words = scanBuffers.hashedWords;
    const whole = written & ~3;
    let h1 = HASH_SEED_1;
    let h2 = HASH_SEED_2;
    for (let at = 0; at < whole; at += 4) {
      const word = words.getInt32(at);
      h1 = Math.imul(h1 ^ word, M1);
      h2 = Math.imul(h2 ^ word, M2);
    }
    // The bytes of the last part word and how many there are.
    let word = 0;
    for (let at = whole; at < written; at++) word = (word << 8) | (hashed[at] as number);
    const tail = word ^ ((written - whole) << 24) ^ 0x5bd1e995;
    return finishHash(Math.imul(h1 ^ tail, M1), Math.imul(h2 ^ tail, M2));
  }

  return { scanBuffers, plainNumberEnd, hashCopy };
}
