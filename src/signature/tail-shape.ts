/**
 * The shape a long result's rest is compared by (`observationShape(text, 0)`: its shape hash, then the hash of all
 * its values), read from the text's bytes when it is ASCII. Every value goes to the hash there, so nothing is cut
 * out, counted or marked; the character loops read a byte array, which V8 reads several times faster than a
 * string's characters, and the rarer tests (keys, units, times) read the text itself at the same indices.
 */

import { finishHash, HASH_SEED_1, HASH_SEED_2 } from './hash.js';
import { observationShape } from './observation-shape.js';
import * as characters from './shape-characters.js';
import * as values from './shape-values.js';
import { progressBefore } from './shape-words.js';
import { tailShapeBytes } from './tail-shape-bytes.js';
import * as forms from './value-forms.js';

/**
 * The scanner, made once: its tables, rules and helpers are constants of this function's scope. The published
 * bundle turns a module's top-level constants into variables, which V8 does not fold into an optimised loop; a
 * function's constants it does, so the loop reads its tables and calls its helpers directly.
 */
function tailShapeReader(): (text: string) => string {
  const { wordIn, valueEnd } = characters;
  const { signs, handleLike, rateObjectKey, NO_KEY, INCIDENTAL_KEY, HANDLE_KEY } = characters;
  const { numericTime, clockTime, progressKey, httpHeadersEnd, isoTime, numberWithSuffix } = forms;
  const { M1, M2 } = values;

  const { BYTES_LIMIT, units, encoder, SPACE, DIGIT, LETTER, classes, ...loops } = tailShapeBytes();
  const { hashBytes, spacedUnitAt, gluedBeforeAt, gluedAfterAt, rateUnitAt, keyKindAt } = loops;

  /** Where the scanner's two value hashes stand, in a typed array so they stay untagged numbers. */
  const rest = new Int32Array(2);

  /** Hashes one value into {@link rest}: `@` for a value of kind churn, else its prefixes and bytes; then a space. */
  function hashValue(churn: boolean, plus: boolean, minus: boolean, start: number, end: number): void {
    let r1 = rest[0] as number;
    let r2 = rest[1] as number;
    if (churn) {
      r1 = Math.imul(r1 ^ 64, M1);
      r2 = Math.imul(r2 ^ 64, M2);
    } else {
      if (plus) {
        r1 = Math.imul(r1 ^ 43, M1);
        r2 = Math.imul(r2 ^ 43, M2);
      }
      if (minus) {
        r1 = Math.imul(r1 ^ 45, M1);
        r2 = Math.imul(r2 ^ 45, M2);
      }
      for (let at = start; at < end; at++) {
        const code = units[at] as number;
        r1 = Math.imul(r1 ^ code, M1);
        r2 = Math.imul(r2 ^ code, M2);
      }
    }
    rest[0] = Math.imul(r1 ^ 32, M1);
    rest[1] = Math.imul(r2 ^ 32, M2);
  }

  function tailShape(text: string): string {
    const length = text.length;
    const encoded = length <= BYTES_LIMIT ? encoder.encodeInto(text, units) : undefined;
    if (encoded === undefined || encoded.read !== length || encoded.written !== length) {
      const shape = observationShape(text, 0);
      return `${shape.shape}${shape.restHash}`;
    }
    rest[0] = HASH_SEED_1;
    rest[1] = HASH_SEED_2;
    let count = 0;
    let h1 = HASH_SEED_1;
    let lastWordStart = -1;
    let lastWordEnd = -1;
    /** The key hash of the last word (see `keyKindAt`). */
    let lastWordHash = 0;
    /** Characters since the last word ended, only punctuation between. */
    let gap = 0;
    let pendingProgress = false;
    let emitted = false;
    const headersEnd = httpHeadersEnd(text);
    let index = 0;
    let space = false;
    let signed = false;
    /** Braces open inside a rate limit's object, as `observationShape` counts them. */
    let rate = 0;
    while (index < length) {
      const code = units[index] as number;
      const type = classes[code] as number;
      if (type === SPACE) {
        space = true;
        index++;
        gap += code === 10 ? 8 : 1;
        continue;
      }
      if (space && emitted) h1 = Math.imul(h1 ^ 32, M1);
      space = false;
      emitted = true;
      if (type === 0) {
        if (code === 45 && !signed && signs(text, index)) {
          signed = true;
          index++;
          continue;
        }
        h1 = Math.imul(h1 ^ code, M1);
        if (code === 123 && (rate > 0 || (gap <= 3 && rateObjectKey(text, lastWordStart, lastWordEnd))))
          rate++;
        else if (code === 125 && rate > 0) rate--;
        // No value is kept here, so a `%` marks nothing.
        if (code !== 46 || index === 0 || units[index - 1] !== 46) gap++;
        index++;
        continue;
      }
      const valueKey =
        type !== DIGIT && gap <= 3 && lastWordStart >= 0
          ? keyKindAt(text, lastWordStart, lastWordEnd, lastWordHash)
          : NO_KEY;
      let valueEndAt = index;
      if (valueKey !== NO_KEY)
        while (valueEndAt < length && !valueEnd(units[valueEndAt] as number)) valueEndAt++;
      if (valueKey === INCIDENTAL_KEY || (valueKey === HANDLE_KEY && handleLike(text, index, valueEndAt))) {
        index = valueEndAt;
        h1 = Math.imul(h1 ^ 64, M1);
        if (valueKey !== HANDLE_KEY) {
          hashValue(true, false, false, 0, 0);
          count++;
        }
        lastWordStart = lastWordEnd = -1;
        gap = 0;
        continue;
      }
      const start = index;
      let digits = 0;
      let firstLetter = -1;
      let lastDigit = -1;
      // The token's key hash and its shape hash on from `h1`, worked out as it is scanned: most tokens are a word,
      // hashed into the shape as it is, and a second loop over its bytes cost as much as the scan.
      let wordHash = 0;
      let wordShape = h1;
      while (index < length) {
        const inner = units[index] as number;
        const innerType = classes[inner] as number;
        if (innerType === DIGIT) {
          digits++;
          lastDigit = index;
        } else if (innerType === LETTER) {
          if (firstLetter < 0) firstLetter = index;
        } else if (digits === 0 || index + 1 >= length) break;
        else {
          const next = classes[units[index + 1] as number] as number;
          if (
            !(
              ((inner === 46 ||
                inner === 58 ||
                (inner === 43 && ((units[index - 1] as number) | 32) === 101)) &&
                next === DIGIT) ||
              (inner === 45 && (next === DIGIT || next === LETTER))
            )
          )
            break;
        }
        wordHash = ((wordHash << 5) - wordHash + (inner | 32)) | 0;
        wordShape = Math.imul(wordShape ^ inner, M1);
        index++;
      }
      if (digits === 0) {
        // No number is kept here, so the word after one marks no progress.
        h1 = wordShape;
        lastWordStart = start;
        lastWordEnd = index;
        lastWordHash = wordHash;
        gap = 0;
        continue;
      }
      const unitLength = forms.ordinal(text, lastDigit, index) ? 0 : index - lastDigit - 1;
      const sign = signed;
      signed = false;
      const numeric =
        type === DIGIT && (firstLetter < 0 || numberWithSuffix(text, start, index, firstLetter, lastDigit));
      if (!numeric) {
        if (sign) h1 = Math.imul(h1 ^ 45, M1);
        const suffix = index - start <= 3 && firstLetter > start && gluedBeforeAt(start);
        if ((index - start >= 5 && digits >= 2) || (index - start >= 8 && digits >= 1) || suffix) {
          h1 = Math.imul(h1 ^ 64, M1);
          hashValue(suffix || start < headersEnd || isoTime(text, start, index), false, false, start, index);
          count++;
        } else h1 = sign ? hashBytes(h1, start, index) : wordShape;
        lastWordStart = start;
        lastWordEnd = index;
        lastWordHash = wordHash;
        gap = 0;
        continue;
      }
      if (unitLength === 0 && (gluedBeforeAt(start) || gluedAfterAt(text, index, length))) {
        if (sign) h1 = Math.imul(h1 ^ 45, M1);
        h1 = hashBytes(h1, start, index);
        lastWordStart = lastWordEnd = -1;
        gap = 0;
        continue;
      }
      h1 = Math.imul(h1 ^ 35, M1);
      if (unitLength > 0) h1 = Math.imul(h1 ^ 116, M1);
      const slash = index < length && units[index] === 47 && !rateUnitAt(text, index, length);
      const numberKey =
        gap <= 3 && lastWordStart >= 0 ? keyKindAt(text, lastWordStart, lastWordEnd, lastWordHash) : NO_KEY;
      if (numberKey === HANDLE_KEY) {
        lastWordStart = lastWordEnd = -1;
        gap = 0;
        continue;
      }
      const keyed = numberKey !== NO_KEY || rate > 0;
      const progress =
        !keyed &&
        (pendingProgress ||
          (gap <= 3 &&
            lastWordStart >= 0 &&
            (wordIn(text, lastWordStart, lastWordEnd, progressBefore) ||
              (lastWordEnd - lastWordStart >= 9 && progressKey(text, lastWordStart, lastWordEnd)))) ||
          (unitLength === 0 && slash));
      pendingProgress =
        !keyed && slash && index + 1 < length && classes[units[index + 1] as number] === DIGIT;
      const churn =
        unitLength > 0 ||
        keyed ||
        // Each test called only where its first check on the bytes passes.
        spacedUnitAt(text, index, length) ||
        (index - start >= 10 && index - start <= 14 && numericTime(text, start, index, digits)) ||
        (index - start >= 8 && clockTime(text, start, index)) ||
        start < headersEnd;
      hashValue(churn, progress, sign, start, lastDigit + 1);
      count++;
      lastWordStart = lastWordEnd = -1;
      gap = 0;
    }
    const shape = finishHash(h1, Math.imul(h1 ^ (h1 >>> 15), M2));
    return count === 0 ? shape : `${shape}${finishHash(rest[0] as number, rest[1] as number)}`;
  }

  return tailShape;
}

/**
 * `${shape.shape}${shape.restHash}` of `observationShape(text, 0)`, the same characters, read from bytes when the
 * text is ASCII and not longer than the byte buffer.
 */
export const tailShape: (text: string) => string = tailShapeReader();
