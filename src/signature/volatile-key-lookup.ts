/**
 * Which words of a tool result are volatile keys (`request_id`, `pid`, `took_ms`), whose values the observation
 * scanner masks: two bit tables answer most words without the set of keys, a word's hash is read only past them.
 */

import * as bytes from './observation-bytes.js';
import { volatileKeyHashes, volatileKeySpellings } from './volatile-result-keys.js';
import * as tokens from './volatile-token.js';

/**
 * The last token was a word without digits, `[wordStart, wordEnd)`: whether it is a volatile key (`KEY_SEEN`)
 * or not (0) is decided only when something after it needs to know, which few words have.
 */
export const KEY_PENDING = 3;

/**
 * The look-ups, made once by the scanner: their tables and helpers are constants of this function's scope, which V8
 * folds into the compiled loops (a module's top-level constants too, but the published bundle turns those into
 * variables).
 */
export function keyLookup() {
  const { APOSTROPHE, byteClasses: classes, HYPHEN, QUOTE, SPACE, WORD } = bytes;
  const { KEY_SEEN } = tokens;

  const encoder = new TextEncoder();

  // One bit per value of a key hash's low 16 bits: with some 150 keys, a word that is no key passes this about 1 time
  // in 400, and only then is the set asked.
  const keyFilter = new Int32Array(2048);
  for (const hash of volatileKeyHashes) keyFilter[(hash >>> 5) & 2047] |= 1 << (hash & 31);

  /**
   * A key's last three bytes, lower-cased, each as one of 31 classes (a letter, any digit, `_`, `-`, any byte past
   * ASCII; 0 for anything else and for before the word): a word whose last bytes no key ends with is no key, found
   * without reading the whole word. Most words stop here (`"id":`, `"name":`, `done:`, `2026-11-30 10`).
   */
  const suffixClasses = new Uint8Array(256);
  for (let code = 0; code < 256; code++) {
    const lower = code | 32;
    if (lower >= 97 && lower <= 122) suffixClasses[code] = lower - 96;
    else if (code >= 48 && code <= 57) suffixClasses[code] = 27;
    else if (code === 95) suffixClasses[code] = 28;
    else if (code === 45) suffixClasses[code] = 29;
    else if (code >= 128) suffixClasses[code] = 30;
  }
  const suffixFilter = new Int32Array(1024);
  function addSuffix(third: number, second: number, last: number): void {
    const slot = (third << 10) | (second << 5) | last;
    suffixFilter[slot >>> 5] |= 1 << (slot & 31);
  }
  for (const key of volatileKeySpellings) {
    const bytes = [...encoder.encode(key)].map((code) => suffixClasses[code] as number);
    const [third, second, last] = [0, 0, ...bytes].slice(-3) as [number, number, number];
    addSuffix(third, second, last);
    // Before a key of two bytes may be a hyphen that does not join it (`--ts`): the suffix then starts with it.
    if (bytes.length < 3) addSuffix(29, second, last);
  }

  /** False when no key ends with the bytes `third`, `second`, `last` (0 for a byte before the word). */
  function mayBeKey(third: number, second: number, last: number): boolean {
    const slot =
      ((suffixClasses[third] as number) << 10) |
      ((suffixClasses[second] as number) << 5) |
      (suffixClasses[last] as number);
    return ((suffixFilter[slot >>> 5] as number) & (1 << (slot & 31))) !== 0;
  }

  /** A volatile key, not a file extension or a path part (`date.ts`, `/pid/`). */
  function isKeyAt(units: Uint8Array, start: number, keyHash: number): boolean {
    // Never read before the buffer: one such read and V8 compiles every read at that place for it.
    const before = start > 0 ? units[start - 1] : 0;
    return before !== 46 && before !== 47 && volatileKeyHashes.has(keyHash);
  }

  /** `KEY_SEEN` when the word at `start` whose key hash is `keyHash` is a volatile key, else 0. */
  function keyState(units: Uint8Array, start: number, keyHash: number): number {
    // A table look-up first, the set on a hit.
    return ((keyFilter[(keyHash >>> 5) & 2047] as number) & (1 << (keyHash & 31))) !== 0 &&
      isKeyAt(units, start, keyHash)
      ? KEY_SEEN
      : 0;
  }

  /** `KEY_SEEN` when the word `[start, end)` is a volatile key, else 0. */
  function keyOfWord(units: Uint8Array, start: number, end: number): number {
    if (
      !mayBeKey(
        end - 3 >= start ? (units[end - 3] as number) : 0,
        end - 2 >= start ? (units[end - 2] as number) : 0,
        units[end - 1] as number,
      )
    )
      return 0;
    let keyHash = 0;
    for (let index = start; index < end; index++) {
      keyHash = ((keyHash << 5) - keyHash + ((units[index] as number) | 32)) | 0;
    }
    return keyState(units, start, keyHash);
  }

  /**
   * The key state at `at` when the copying loop stopped there, having started at `floor` in state `key`: what the
   * last word before says, if only white space and quotes come after it (`pid 42`, `"took_ms": 3`). Never
   * `KEY_PENDING`: `KEY_SEEN` or 0.
   */
  function keyBefore(
    units: Uint8Array,
    at: number,
    floor: number,
    key: number,
    wordStart: number,
    wordEnd: number,
  ): number {
    let last = at - 1;
    while (last >= floor) {
      const before = units[last] as number;
      if (classes[before] !== SPACE && before !== QUOTE && before !== APOSTROPHE) break;
      last--;
    }
    if (last < floor) return key === KEY_PENDING ? keyOfWord(units, wordStart, wordEnd) : key;
    // Punctuation ends a key's reach; a word there has no digits (a digit would have stopped the copy).
    if (((classes[units[last] as number] as number) & WORD) === 0) return 0;
    if (
      !mayBeKey(
        last - 2 >= floor ? (units[last - 2] as number) : 0,
        last - 1 >= floor ? (units[last - 1] as number) : 0,
        units[last] as number,
      )
    )
      return 0;
    // The word's key hash, read backwards as far as its start: each byte weighs 31 times more than the next.
    let keyHash = 0;
    let weight = 1;
    let start = last + 1;
    while (start > floor) {
      const code = units[start - 1] as number;
      const type = classes[code] as number;
      if (
        (type & WORD) === 0 &&
        (type !== HYPHEN ||
          start - 1 === floor ||
          ((classes[units[start - 2] as number] as number) & WORD) === 0)
      )
        break;
      keyHash = (keyHash + Math.imul(code | 32, weight)) | 0;
      weight = Math.imul(weight, 31);
      start--;
    }
    return keyState(units, start, keyHash);
  }

  return { keyOfWord, keyBefore };
}
