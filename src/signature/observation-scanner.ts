import { finishHash, HASH_SEED_1, HASH_SEED_2, hashString } from './hash.js';
import { volatileKeyHashes, volatileKeySpellings } from './volatile-result-keys.js';
import {
  TOKEN_DIGIT as DIGIT,
  TOKEN_HEX_LETTER as HEX_LETTER,
  KEY_SEEN,
  KEY_SEPARATED,
  TOKEN_LETTER as LETTER,
  measureVolatileToken,
  spaceEnd,
  TOKEN_HYPHEN,
} from './volatile-token.js';

const encoder = new TextEncoder();

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

/** Stands in for a masked value in the hash: a byte that UTF-8 never has. */
const PLACEHOLDER = 0xff;
const QUOTE = 34;
const APOSTROPHE = 39;
const COLON = 58;
const EQUALS = 61;
const M1 = 0x85ebca77;
const M2 = 0xc2b2ae3d;

/**
 * What the copying loop does with a byte: 0 skip it (white space), 1 copy it, 2 stop (`TRIGGER`). Only a digit,
 * `:` or `=` can make anything volatile: a token without digits is masked only as the value of a volatile key,
 * and a key has a value only after `:`/`=` or before a number. Text between these bytes is kept as it is.
 */
const TRIGGER = 2;
const copyActions = new Uint8Array(256);
for (let code = 0; code < 256; code++) {
  if (classes[code] === DIGIT || code === COLON || code === EQUALS) copyActions[code] = TRIGGER;
  else copyActions[code] = classes[code] === SPACE ? 0 : 1;
} // NUL stops the copy too: the text is followed by a space and zeros, so the loop needs no bounds check. A NUL
// inside the text is read by the token loop like any other punctuation.
copyActions[0] = TRIGGER;

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

/**
 * The last token was a word without digits, `[wordStart, wordEnd)`: whether it is a volatile key (`KEY_SEEN`)
 * or not (0) is decided only when something after it needs to know, which few words have.
 */
const KEY_PENDING = 3;

/** Bytes past the text that a rule may read: a unit after white space, a clock's seconds. */
const LOOK_AHEAD = 32;
/** Longest quoted value after a key that is masked as one. */
const QUOTED_VALUE_LIMIT = 256;

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
 * Start of the token that holds the word character at `index`, not before `floor`: back over word characters
 * and over a hyphen with a word character on both sides, as the forward scan joins them.
 */
function tokenStart(units: Uint8Array, index: number, floor: number): number {
  let start = index;
  while (start > floor) {
    const type = classes[units[start - 1] as number] as number;
    if ((type & WORD) !== 0) start--;
    else if (
      type === HYPHEN &&
      start - 1 > floor &&
      ((classes[units[start - 2] as number] as number) & WORD) !== 0
    ) {
      start -= 2;
    } else break;
  }
  return start;
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

/** Characters of a long text hashed at a time: three bytes each at most, within the buffers. */
const WINDOW_CHARS = 64 * 1024;

/**
 * A text too long for the buffers, hashed in windows that end at a line break where one is near, the windows'
 * hashes then hashed together: the buffers stay the constants the loops are fast with (replacing them for one
 * long result slowed every later call by half). The same text always hashes the same way.
 */
function hashLongText(text: string): string {
  const parts: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + WINDOW_CHARS);
    if (end < text.length) {
      const lineEnd = text.indexOf('\n', end - 4_096);
      if (lineEnd >= 0 && lineEnd < end) end = lineEnd + 1;
    }
    parts.push(hashObservationText(text.slice(start, end)));
    start = end;
  }
  return hashString(parts.join(''));
}

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
const buffers = newBuffers(256 * 1024);

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
  const units = buffers.units;
  const hashed = buffers.hashed;
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

/** Where `copySpan` left the write position: in a typed array, so the number stays untagged. */
const copiedTo = new Int32Array(1);

/**
 * Copies the text's bytes from `index` on, white space left out, up to the next digit, `:`, `=` or the end, and
 * returns where it stopped; the write position, `written` at the start, is left in `copiedTo[0]`.
 *
 * The byte loops live in small functions like this one that read the buffers themselves. V8 may run a long call
 * of the scanner in code compiled from the middle of a loop (on-stack replacement), and keep doing so; such code
 * gets the buffers from the interrupted frame, as unknown arrays, where a small function reads constants.
 */
function copySpan(index: number, written: number): number {
  const units = buffers.units;
  const hashed = buffers.hashed;
  let at = index;
  let to = written;
  // Four bytes a turn: the loop's own work (the index, the back edge and its interrupt check) once per four.
  while (true) {
    const first = units[at] as number;
    const firstAction = copyActions[first] as number;
    if (firstAction === TRIGGER) break;
    hashed[to] = first;
    to += firstAction;
    const second = units[at + 1] as number;
    const secondAction = copyActions[second] as number;
    if (secondAction === TRIGGER) {
      at += 1;
      break;
    }
    hashed[to] = second;
    to += secondAction;
    const third = units[at + 2] as number;
    const thirdAction = copyActions[third] as number;
    if (thirdAction === TRIGGER) {
      at += 2;
      break;
    }
    hashed[to] = third;
    to += thirdAction;
    const fourth = units[at + 3] as number;
    const fourthAction = copyActions[fourth] as number;
    if (fourthAction === TRIGGER) {
      at += 3;
      break;
    }
    hashed[to] = fourth;
    to += fourthAction;
    at += 4;
  }
  copiedTo[0] = to;
  return at;
}

/** The hash of the first `written` bytes of the copy: four bytes to a word as they came, the first in the high byte. */
function hashCopy(written: number): string {
  const hashed = buffers.hashed;
  const words = buffers.hashedWords;
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

/**
 * The observation hash of a text in one pass: white space ignored, volatile values (times, durations,
 * ids, hex tokens, addresses, ports, values of keys such as `request_id` or `pid`) replaced by one placeholder.
 * The bytes to hash are copied without white space in a tight loop up to the next digit, `:` or `=`; from there
 * tokens (runs of letters, digits and `_`) are read one by one, the rules in `measureVolatileToken` decide, and a
 * token that turns out volatile is taken back and replaced. The copy is then hashed four bytes to a word.
 * Linear in the text.
 */
export function hashObservationText(text: string): string {
  const encoded = encoder.encodeInto(text, buffers.encodeTarget);
  if (encoded.read < text.length) return hashLongText(text);
  const length = encoded.written;
  buffers.units[length] = 32;
  buffers.units.fill(0, length + 1, length + 1 + LOOK_AHEAD);
  let written = 0;
  let key = 0;
  let wordStart = 0;
  let wordEnd = 0;
  let index = 0;
  while (index < length) {
    // Copy up to the next digit, `:` or `=`. Nothing in between is volatile, whatever the key state.
    const spanStart = index;
    index = copySpan(index, written);
    written = copiedTo[0] as number;
    if (index >= length) break;
    // The buffers as locals, read here and not once before the loop (see `copySpan`).
    const units = buffers.units;
    const hashed = buffers.hashed;
    let code = units[index] as number;
    let start = index;
    if (code === COLON || code === EQUALS) {
      // `:` or `=` after a key starts its value; after anything else it is copied like the rest.
      key = keyBefore(units, index, spanStart, key, wordStart, wordEnd);
      hashed[written++] = code;
      index++;
      start = index;
      if (key !== 0) key = KEY_SEPARATED;
      else {
        // A number right after (`"id":42`) is read at once, without going through the copy loop for nothing.
        if (classes[units[index] as number] !== DIGIT) continue;
        const end = plainNumberEnd(index, written);
        if (end >= 0) {
          written += end - index;
          index = end;
          continue;
        }
      }
    } else if (classes[code] === DIGIT) {
      // Never a read before the buffer (see `isKeyAt`): `index > spanStart` first.
      const before = index > spanStart ? (units[index - 1] as number) : QUOTE;
      if (classes[before] === 0 && before !== QUOTE && before !== APOSTROPHE) {
        // A number after punctuation (`[1,2]`, `(3)`): no key before it, nothing it starts; copied as it is.
        const end = plainNumberEnd(index, written);
        if (end >= 0) {
          written += end - index;
          index = end;
          key = 0;
          continue;
        }
      }
      // A digit is read with the whole token it is part of: take back what was copied of it.
      start = tokenStart(units, index, spanStart);
      key = keyBefore(units, start, spanStart, key, wordStart, wordEnd);
      if (start === index && key === 0) {
        // A number after a word that is no key (`item 3`, `page 2`): the same.
        const end = plainNumberEnd(index, written);
        if (end >= 0) {
          written += end - index;
          index = end;
          continue;
        }
      }
      written -= index - start;
    }
    index = start;
    // Read token by token while a value may follow: until the next step leaves no `key:` before it.
    do {
      code = units[index] as number;
      let type = classes[code] as number;
      if ((type & WORD) !== 0) {
        const start = index;
        const tokenWritten = written;
        let bits = 0;
        // A token runs over letters, digits and `_`, and over a hyphen between them (`x-request-id`, a UUID).
        do {
          bits |= type;
          hashed[written++] = code;
          code = units[++index] as number;
          type = classes[code] as number;
        } while (
          (type & WORD) !== 0 ||
          (type === HYPHEN && ((classes[units[index + 1] as number] as number) & WORD) !== 0)
        );
        if ((bits & DIGIT) === 0 && key !== KEY_SEPARATED) {
          // A word without digits is kept; it may be a key.
          key = KEY_PENDING;
          wordStart = start;
          wordEnd = index;
          continue;
        }
        if (key === KEY_PENDING) key = keyOfWord(units, wordStart, wordEnd);
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
            // After `:` only a port can be volatile: four digits or more after an address (`127.0.0.1:8080`,
            // `localhost:3000`, `[::1]:9000`), not a JSON value (`"id":1234`).
            (start === 0 ||
              units[start - 1] !== COLON ||
              index - start < 4 ||
              start < 2 ||
              (((classes[units[start - 2] as number] as number) & WORD) === 0 && units[start - 2] !== 93))
          ) {
            key = 0;
            // The fraction goes with it unless something after it could make it a value of its own (an epoch's
            // length, a version's next part, `:`, a hyphen that joins a word): one step instead of two.
            const fraction = after - index - 1;
            if (
              fraction > 0 &&
              fraction !== 10 &&
              fraction !== 13 &&
              units[after] !== 46 &&
              units[after] !== COLON &&
              !(following === HYPHEN && ((classes[units[after + 1] as number] as number) & WORD) !== 0)
            ) {
              while (index < after) hashed[written++] = units[index++] as number;
            }
            continue;
          }
        }
        // Keep the token, or take it back and put the placeholder in its place.
        const end = measureVolatileToken(units, length, start, index, bits, key);
        if (end < 0) {
          if ((bits & DIGIT) === 0) {
            key = KEY_PENDING;
            wordStart = start;
            wordEnd = index;
          } else key = 0;
          continue;
        }
        written = tokenWritten;
        hashed[written++] = PLACEHOLDER;
        key = 0;
        // The value may run past the token (`0.53s`, `10:00:07`, a quoted id): go on after it.
        index = end;
        continue;
      }
      index++;
      if (type === SPACE) continue;
      if (key !== 0) {
        if (code === COLON || code === EQUALS) {
          if (key === KEY_PENDING) key = keyOfWord(units, wordStart, wordEnd);
          if (key !== 0) key = KEY_SEPARATED;
        } else if ((code === QUOTE || code === APOSTROPHE) && key === KEY_SEPARATED) {
          // A quoted value after `key:`: the whole string is the value.
          let close = index;
          const limit = Math.min(length, index + QUOTED_VALUE_LIMIT);
          while (close < limit && units[close] !== code) close++;
          key = 0;
          if (close < limit) {
            hashed[written++] = PLACEHOLDER;
            index = close + 1;
            continue;
          }
        } else if (code !== QUOTE && code !== APOSTROPHE) key = 0;
      }
      hashed[written++] = code;
    } while (key === KEY_SEPARATED && index < length);
  }
  return hashCopy(written);
}
