/**
 * The observation hash of a tool result in one pass over its UTF-8: the token loop that decides, with the rules of
 * `volatile-token.ts`, which values are volatile and masks them in the copy.
 */

import { hashString } from './hash.js';
import * as bufferLoops from './observation-buffers.js';
import * as bytes from './observation-bytes.js';
import * as keys from './volatile-key-lookup.js';
import * as tokens from './volatile-token.js';

/**
 * The scanner, made once: what its loops use are constants of this function's scope, which V8 folds into them (a
 * module's top-level constants too, but the published bundle turns those into variables; see `bufferLoops`).
 */
function scanner(): (text: string) => string {
  const { APOSTROPHE, byteClasses: classes, COLON, copyActions: actions, EQUALS, HYPHEN } = bytes;
  const { PLACEHOLDER, QUOTE, SPACE, tokenStart, TRIGGER, WORD } = bytes;
  const { LOOK_AHEAD } = bufferLoops;
  const { hashCopy, plainNumberEnd, scanBuffers: buffers } = bufferLoops.bufferLoops();
  const { keyBefore, keyOfWord } = keys.keyLookup();
  const KEY_PENDING = keys.KEY_PENDING;
  const { TOKEN_DIGIT: DIGIT, TOKEN_HEX_LETTER: HEX_LETTER, TOKEN_LETTER: LETTER, KEY_SEPARATED } = tokens;
  const { measureVolatileToken, spaceEnd } = tokens;

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
      const firstAction = actions[first] as number;
      if (firstAction === TRIGGER) break;
      hashed[to] = first;
      to += firstAction;
      const second = units[at + 1] as number;
      const secondAction = actions[second] as number;
      if (secondAction === TRIGGER) {
        at += 1;
        break;
      }
      hashed[to] = second;
      to += secondAction;
      const third = units[at + 2] as number;
      const thirdAction = actions[third] as number;
      if (thirdAction === TRIGGER) {
        at += 2;
        break;
      }
      hashed[to] = third;
      to += thirdAction;
      const fourth = units[at + 3] as number;
      const fourthAction = actions[fourth] as number;
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

  const encoder = new TextEncoder();

  /** Longest quoted value after a key that is masked as one. */
  const QUOTED_VALUE_LIMIT = 256;

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

  function hashObservationText(text: string): string {
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

  return hashObservationText;
}

/**
 * The observation hash of a text in one pass: white space ignored, volatile values (times, durations,
 * ids, hex tokens, addresses, ports, values of keys such as `request_id` or `pid`) replaced by one placeholder.
 * The bytes to hash are copied without white space in a tight loop up to the next digit, `:` or `=`; from there
 * tokens (runs of letters, digits and `_`) are read one by one, the rules in `measureVolatileToken` decide, and a
 * token that turns out volatile is taken back and replaced. The copy is then hashed four bytes to a word. Linear.
 */
export const hashObservationText: (text: string) => string = scanner();
