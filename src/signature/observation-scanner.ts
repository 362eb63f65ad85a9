import { finishHash, HASH_SEED_1, HASH_SEED_2 } from './hash.js';
import {
  TOKEN_DIGIT as DIGIT,
  TOKEN_HEX_LETTER as HEX_LETTER,
  KEY_SEEN,
  KEY_SEPARATED,
  TOKEN_LETTER as LETTER,
  measureVolatileToken,
  spaceEnd,
  TOKEN_HYPHEN,
  volatileKeyHashes,
} from './volatile-token.js';

// Character classes as bits, so a token's mix of classes is one OR per character.
const WORD = DIGIT | HEX_LETTER | LETTER;
const SPACE = 8;
/** `-`: inside a token when a word character follows it. */
const HYPHEN = TOKEN_HYPHEN;
// One entry per byte of UTF-8: every byte of a character past ASCII is a letter.
const classes = new Uint8Array(256);
for (let code = 0; code < 256; code++) {
  const character = String.fromCharCode(code);
  if (code >= 128) classes[code] = LETTER;
  else if (/\s/.test(character)) classes[code] = SPACE;
  else if (/\d/.test(character)) classes[code] = DIGIT;
  else if (/[a-f]/i.test(character)) classes[code] = HEX_LETTER;
  else if (/[a-z_]/i.test(character)) classes[code] = LETTER;
  else if (character === '-') classes[code] = HYPHEN;
}

const KEY_FILTER_MASK = 1023;
const keyFilter = new Uint8Array(KEY_FILTER_MASK + 1);
for (const hash of volatileKeyHashes) keyFilter[hash & KEY_FILTER_MASK] = 1;

/** Stands in for a masked value in the hash: a byte that UTF-8 never has. */
const PLACEHOLDER = 0xff;
const QUOTE = 34;
const APOSTROPHE = 39;
const COLON = 58;
const EQUALS = 61;
const M1 = 0x85ebca77;
const M2 = 0xc2b2ae3d;

const encoder = new TextEncoder();
let byteBuffer = new Uint8Array(64 * 1024);
/** Bytes past the text that a rule may read: a unit after white space, a clock's seconds. */
const LOOK_AHEAD = 32;

/**
 * The text as UTF-8 bytes in a reused buffer, one space after them so the last token ends without a bounds
 * check: the native encoder is several times faster than reading `charCodeAt`. Returns the byte count.
 */
function encode(text: string): number {
  // UTF-8 needs at most three bytes per UTF-16 unit; the rules look a few bytes past a token.
  const needed = text.length * 3 + 1 + LOOK_AHEAD;
  if (needed > byteBuffer.length) byteBuffer = new Uint8Array(Math.max(needed, byteBuffer.length * 2));
  const { written } = encoder.encodeInto(text, byteBuffer.subarray(0, byteBuffer.length - 1 - LOOK_AHEAD));
  byteBuffer[written] = 32;
  // What follows is no text: zeros, never a word or a space, so no rule reads the previous text's bytes.
  byteBuffer.fill(0, written + 1, written + 1 + LOOK_AHEAD);
  return written;
}

/** A volatile key, not a file extension or a path part (`date.ts`, `/pid/`). */
function isKeyAt(units: Uint8Array, start: number, keyHash: number): boolean {
  const before = units[start - 1];
  return before !== 46 && before !== 47 && volatileKeyHashes.has(keyHash);
}

/**
 * The observation hash of a text in one pass: white space ignored, volatile values (times, durations, sizes,
 * ids, hex tokens, addresses, ports, values of keys such as `request_id` or `pid`) replaced by one placeholder.
 * Code units are packed four bytes to a word as they are read, a token (a run of letters, digits and `_`) in
 * a tight inner loop; a token that turns out volatile rewinds the hash to where it began. Linear in the text;
 * the rules live in `measureVolatileToken`.
 */
export function hashObservationText(text: string): string {
  const length = encode(text);
  const units = byteBuffer;
  let h1 = HASH_SEED_1;
  let h2 = HASH_SEED_2;
  let word = 0;
  let count = 0;
  let key = 0;
  let index = 0;
  while (index < length) {
    let code = units[index] as number;
    let type = classes[code] as number;
    if ((type & WORD) !== 0) {
      const start = index;
      const saved1 = h1;
      const saved2 = h2;
      const savedWord = word;
      const savedCount = count;
      let bits = 0;
      let keyHash = 0;
      // A token runs over letters, digits and `_`, and over a hyphen between them (`x-request-id`, a UUID).
      do {
        bits |= type;
        keyHash = ((keyHash << 5) - keyHash + (code | 32)) | 0;
        word = (word << 8) | code;
        if (++count === 4) {
          h1 = Math.imul(h1 ^ word, M1);
          h2 = Math.imul(h2 ^ word, M2);
          count = 0;
        }
        code = units[++index] as number;
        type = classes[code] as number;
      } while (
        (type & WORD) !== 0 ||
        (type === HYPHEN && ((classes[units[index + 1] as number] as number) & WORD) !== 0)
      );
      if ((bits & DIGIT) === 0 && key === 0) {
        // A word without digits is kept. It may be a volatile key: a table look-up first, the set on a hit.
        key = keyFilter[keyHash & KEY_FILTER_MASK] === 1 && isKeyAt(units, start, keyHash) ? KEY_SEEN : 0;
        continue;
      }
      // Most numbers are kept (`2026-11-30`, `3 failed`, `[1,`): only a number with a context that can make it
      // volatile (a unit, `:`, a fraction, an epoch's length, a port, a key before it) is measured.
      // A number joined by hyphens (a date, a range) is kept unless a key came before it.
      if (bits === (DIGIT | HYPHEN) && key === 0) continue;
      if (bits === DIGIT && key === 0) {
        const next = units[index] as number;
        // `1.5,` in JSON: a fraction with no unit after it is kept as well.
        let after = index;
        if (next === 46) {
          after++;
          while ((classes[units[after] as number] as number) === DIGIT) after++;
        }
        const following = classes[units[after] as number] as number;
        if (
          next !== COLON &&
          (following & (HEX_LETTER | LETTER)) === 0 &&
          !(
            following === SPACE &&
            ((classes[units[spaceEnd(units, after)] as number] as number) & (HEX_LETTER | LETTER)) !== 0
          ) &&
          index - start !== 10 &&
          index - start !== 13 &&
          units[start - 1] !== COLON
        ) {
          continue;
        }
      }
      // Keep the token, or rewind and put the placeholder in its place.
      const end = measureVolatileToken(units, length, start, index, bits, key);
      if (end < 0) {
        key = (bits & DIGIT) === 0 && isKeyAt(units, start, keyHash) ? KEY_SEEN : 0;
        continue;
      }
      h1 = saved1;
      h2 = saved2;
      word = (savedWord << 8) | PLACEHOLDER;
      count = savedCount + 1;
      if (count === 4) {
        h1 = Math.imul(h1 ^ word, M1);
        h2 = Math.imul(h2 ^ word, M2);
        count = 0;
      }
      key = 0;
      // The value may run past the token (`0.53s`, `10:00:07`, a quoted id): go on after it.
      index = end;
      continue;
    }
    index++;
    if (type === SPACE) continue;
    if (key !== 0) {
      if (code === COLON || code === EQUALS) key = KEY_SEPARATED;
      else if ((code === QUOTE || code === APOSTROPHE) && key === KEY_SEPARATED) {
        // A quoted value after `key:`: the whole string is the value.
        const close = units.indexOf(code, index);
        key = 0;
        if (close >= index && close < length && close - index < 256) {
          word = (word << 8) | PLACEHOLDER;
          if (++count === 4) {
            h1 = Math.imul(h1 ^ word, M1);
            h2 = Math.imul(h2 ^ word, M2);
            count = 0;
          }
          index = close + 1;
          continue;
        }
      } else if (code !== QUOTE && code !== APOSTROPHE) key = 0;
    }
    word = (word << 8) | code;
    if (++count === 4) {
      h1 = Math.imul(h1 ^ word, M1);
      h2 = Math.imul(h2 ^ word, M2);
      count = 0;
    }
  }
  // The bytes of the last part word and how many there are. Always run: a branch here that the loop's
  // optimised code had not seen yet cost a deoptimisation on every call.
  const tail = (word & ((1 << (8 * count)) - 1)) ^ (count << 24) ^ 0x5bd1e995;
  return finishHash(Math.imul(h1 ^ tail, M1), Math.imul(h2 ^ tail, M2));
}
