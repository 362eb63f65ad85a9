import { clockAfter } from './clock-value.js';
import { finishHash, HASH_SEED_1, HASH_SEED_2 } from './hash.js';
import * as characters from './shape-characters.js';
import * as values from './shape-values.js';
import { type Incidental, KeptShape, type ObservationShape, type Rest } from './shape-values.js';
import { gaugeBefore, progressAfter, progressBefore } from './shape-words.js';
import * as forms from './value-forms.js';

// The character rules as constants of this module: V8 inlines a module's own constant functions into the loop, and
// reads an imported binding through its cell on every use.
const {
  isDigit,
  isLetter,
  isSpace,
  gluedBefore,
  gluedAfter,
  wordIn,
  keyKindBefore,
  valueEnd,
  spacedTimeUnit,
  signs,
  spacedAfter,
  rateObjectKey,
  rateUnitAfter,
} = characters;
const { numericTime, clockTime, progressKey, httpHeadersEnd, numberWithSuffix } = forms;
const { NO_KEY, INCIDENTAL_KEY, HANDLE_KEY, handleLike } = characters;

/** Numbers of a result compared one by one; the rest are compared as one hash. */
export { type ObservationShape, SHAPE_NUMBERS } from './shape-values.js';

/** True when the shape's kept value at `index` is incidental by its form ({@link ObservationShape.incidental}). */
export function isIncidental(shape: ObservationShape, index: number): boolean {
  return (shape.incidental & (1 << index)) !== 0;
}

const { M1, M2, markLast, keepRange, progressValues, INCIDENTAL, CHURN, PLUS, MINUS, CLOCK, SHAPE_NUMBERS } =
  values;

/** `h1` with the characters of `text[start, end)` hashed in, as the scanner hashes a word. */
function hashRange(h1: number, text: string, start: number, end: number): number {
  let hash = h1;
  for (let at = start; at < end; at++) hash = Math.imul(hash ^ text.charCodeAt(at), M1);
  return hash;
}

/**
 * Reads a result's shape and numbers in one pass, hashing as it reads: no copy of the text is made, only the
 * numbers it keeps are cut out of it. Never throws; linear in the text.
 * @example observationShape('[pid 2731] exit=0 elapsed=2.45s').numbers // '2731 0 2.45'
 */
export function observationShape(text: string, kept = values.SHAPE_NUMBERS): ObservationShape {
  const numbers: string[] = [];
  const incidental: Incidental = { mask: 0, churn: 0 };
  let h1 = HASH_SEED_1;
  const rest: Rest = { r1: HASH_SEED_1, r2: HASH_SEED_2, count: 0, limit: kept };
  let lastWordStart = -1;
  let lastWordEnd = -1;
  /** Characters since the last word ended, only punctuation between. */
  let gap = 0;
  let pendingProgress = false;
  let words = 0;
  /** The last token was a number without a unit, maybe a count (`2 failed`); a duration (`2.45s`) is none. */
  let lastWasCount = false;
  let emitted = false;
  const length = text.length;
  // An HTTP response's status line and headers are its envelope: their values (dates, ids, costs, rate limits,
  // the links to other pages) churn with every request whatever the body says.
  const headersEnd = httpHeadersEnd(text);
  let index = 0;
  let space = false;
  let signed = false; // a minus sign read just before this token
  /** Braces open inside a rate limit's object (`"ratelimit":{…}`), whose values all churn; 0 outside one. */
  let rate = 0;
  // Values on the line read, and those incidental by form, counted as a shape of the line alone would count them.
  let lineValues = 0;
  let lineIncidental = 0;
  let metadataLines = 0;
  // The square of each symbol hashed into the shape, summed: the same whatever order the text's lines come in.
  let symbols = 0;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (isSpace(code)) {
      space = true;
      index++;
      // A word on the next line says nothing about the number that ended this one.
      if (code === 10) {
        gap += 8;
        lineValues = 0;
        lineIncidental = 0;
      } else gap++;
      continue;
    }
    if (space && emitted) {
      h1 = Math.imul(h1 ^ 32, M1);
      symbols = (symbols + 1024) | 0;
    }
    space = false;
    emitted = true;
    if (!isDigit(code) && !isLetter(code)) {
      // A minus before a number after no word or number (`: -3.29`, not `x-3` or `2026-11`) is the number's sign:
      // a value that goes below zero keeps its result's shape.
      if (code === 45 && !signed && signs(text, index)) {
        signed = true;
        index++;
        continue;
      }
      h1 = Math.imul(h1 ^ code, M1);
      symbols = (symbols + Math.imul(code, code)) | 0;
      if (code === 123 && (rate > 0 || (gap <= 3 && rateObjectKey(text, lastWordStart, lastWordEnd)))) rate++;
      else if (code === 125 && rate > 0) rate--;
      // `40%`, and `40 %` as French, German or Czech write it: the number before is progress.
      if (code === 37 && lastWasCount && (gap === 0 || (gap === 1 && isSpace(text.charCodeAt(index - 1)))))
        markLast(numbers);
      // Dot leaders (`ELAPSED_S......: 32`) count as one character between a key and its value.
      if (code !== 46 || text.charCodeAt(index - 1) !== 46) gap++;
      index++;
      continue;
    }
    // The value of a key such as `request_id` or `trace_id`, whatever its form (`rv-NWCCXVEZC`), up to the next
    // space, quote or separator: incidental. A number there is read below as a number, and marked incidental
    // there. An element's handle (`ref=e703`) is left out: renumbered on every snapshot, it is noise.
    const valueKey =
      !isDigit(code) && gap <= 3 && lastWordStart >= 0
        ? keyKindBefore(text, lastWordStart, lastWordEnd)
        : NO_KEY;
    let valueEndAt = index;
    if (valueKey !== NO_KEY)
      while (valueEndAt < length && !valueEnd(text.charCodeAt(valueEndAt))) valueEndAt++;
    if (valueKey === INCIDENTAL_KEY || (valueKey === HANDLE_KEY && handleLike(text, index, valueEndAt))) {
      const start = index;
      index = valueEndAt;
      h1 = Math.imul(h1 ^ 64, M1);
      symbols = (symbols + 4096) | 0;
      if (valueKey !== HANDLE_KEY) {
        keepRange(numbers, rest, text, start, index, 0, incidental, CHURN);
        if (lineValues++ < SHAPE_NUMBERS && ++lineIncidental === 2) metadataLines++;
      }
      lastWordStart = lastWordEnd = -1;
      lastWasCount = false;
      gap = 0;
      continue;
    }
    // A token: letters, digits and `_`, with `.`, `:` (and an exponent's `+`) before a digit and `-` before a letter
    // or digit once it has a digit (times, versions, ids whatever letters their random parts start with).
    const start = index;
    let digits = 0;
    let firstLetter = -1;
    let lastDigit = -1;
    let tokenHash = h1; // hashed as it is read: a word is hashed as it stands, with no second pass over it
    let tokenSymbols = 0;
    while (index < length) {
      const inner = text.charCodeAt(index);
      if (isDigit(inner)) {
        digits++;
        lastDigit = index;
      } else if (isLetter(inner)) {
        if (firstLetter < 0) firstLetter = index;
      } else if (digits === 0 || index + 1 >= length) break;
      else {
        const next = text.charCodeAt(index + 1);
        if (
          !(
            ((inner === 46 || inner === 58 || (inner === 43 && (text.charCodeAt(index - 1) | 32) === 101)) &&
              isDigit(next)) ||
            (inner === 45 && (isDigit(next) || isLetter(next)))
          )
        )
          break;
      }
      tokenHash = Math.imul(tokenHash ^ inner, M1);
      tokenSymbols = (tokenSymbols + Math.imul(inner, inner)) | 0;
      index++;
    }
    if (digits === 0) {
      h1 = tokenHash;
      symbols = (symbols + tokenSymbols) | 0;
      words++;
      // `3 of 4`, `2 failed`: the number just before this word reports progress.
      if (gap <= 2 && lastWasCount && numbers.length > 0 && rest.count === 0 && spacedAfter(text, start)) {
        lastWordStart = start;
        lastWordEnd = index;
        if (wordIn(text, start, index, progressAfter)) {
          markLast(numbers);
          // `3 of 4`: the number after `of` is progress too.
          if (index - start === 2 && (text.charCodeAt(start) | 32) === 111) pendingProgress = true;
        }
      }
      lastWordStart = start;
      lastWordEnd = index;
      lastWasCount = false;
      gap = 0;
      continue;
    }
    // A number, maybe with a unit (`2.45s`, `60s`, `2m`), or an id-like mix of letters and digits.
    const unitLength = forms.ordinal(text, lastDigit, index) ? 0 : index - lastDigit - 1;
    const sign = signed;
    signed = false;
    const numeric =
      isDigit(code) && (firstLetter < 0 || numberWithSuffix(text, start, index, firstLetter, lastDigit));
    if (!numeric) {
      if (sign) {
        h1 = Math.imul(h1 ^ 45, M1);
        symbols = (symbols + 2025) | 0;
      }
      // `6ef072b1348ec2a1`, `req_8Fh2KdP9x`, `x86`, `v2`: long mixes are ids, short ones words; a short mix that
      // starts with its digits after a name and a dash (`ems-7b`, `web-2c`) is a generated suffix, an id too.
      const suffix = index - start <= 3 && firstLetter > start && gluedBefore(text, start);
      if ((index - start >= 5 && digits >= 2) || (index - start >= 8 && digits >= 1) || suffix) {
        h1 = Math.imul(h1 ^ 64, M1);
        symbols = (symbols + 4096) | 0;
        // Incidental by form: a generated suffix, a time, or a long random id; a short id (`ghi56`, `pod-7c9d`)
        // may name the thing a listing is about, and its change is news.
        const timeLike = suffix || start < headersEnd || forms.isoTime(text, start, index);
        const kind = timeLike ? CHURN : index - start >= 8 ? INCIDENTAL : 0;
        keepRange(numbers, rest, text, start, index, 0, incidental, kind);
        if (lineValues++ < SHAPE_NUMBERS && kind !== 0 && ++lineIncidental === 2) metadataLines++;
      } else {
        h1 = sign ? hashRange(h1, text, start, index) : tokenHash;
        symbols = (symbols + tokenSymbols) | 0;
        words++;
      }
      lastWordStart = start;
      lastWordEnd = index;
      lastWasCount = false;
      gap = 0;
      continue;
    }
    // A number glued into a name (`page-3.tsx`, `shard_12`, `part-00012.parquet`) names an item: it is text.
    if (unitLength === 0 && (gluedBefore(text, start) || gluedAfter(text, index))) {
      h1 = sign ? hashRange(Math.imul(h1 ^ 45, M1), text, start, index) : tokenHash;
      symbols = (symbols + tokenSymbols + (sign ? 2025 : 0)) | 0;
      words++;
      lastWasCount = false;
      lastWordStart = lastWordEnd = -1;
      gap = 0;
      continue;
    }
    h1 = Math.imul(h1 ^ 35, M1);
    symbols = (symbols + (unitLength > 0 ? 1225 + 13456 : 1225)) | 0;
    if (unitLength > 0) h1 = Math.imul(h1 ^ 116, M1);
    const slash = index < length && text.charCodeAt(index) === 47 && !rateUnitAfter(text, index);
    const numberKey =
      gap <= 3 && lastWordStart >= 0 ? keyKindBefore(text, lastWordStart, lastWordEnd) : NO_KEY;
    if (numberKey === HANDLE_KEY) {
      lastWasCount = false;
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
            progressKey(text, lastWordStart, lastWordEnd))) ||
        (unitLength === 0 && slash));
    pendingProgress = !keyed && slash && index + 1 < length && isDigit(text.charCodeAt(index + 1));
    const kind =
      unitLength > 0 ||
      keyed ||
      spacedTimeUnit(text, index) ||
      numericTime(text, start, index, digits) ||
      clockTime(text, start, index) ||
      start < headersEnd
        ? CHURN
        : 0;
    const clock =
      !(keyed || sign) && unitLength === 0 && clockAfter(text, gap, lastWordStart, lastWordEnd, slash, index);
    const prefixes = (progress ? PLUS : 0) | (sign ? MINUS : 0) | (clock ? CLOCK : 0);
    const kept = keepRange(numbers, rest, text, start, lastDigit + 1, prefixes, incidental, kind);
    if (lineValues++ < SHAPE_NUMBERS && kind !== 0 && ++lineIncidental === 2) metadataLines++;
    // `CPU 14%`: a gauge's reading, which a page shows whatever was asked, is neither a count nor progress.
    lastWasCount =
      unitLength === 0 &&
      kept &&
      !(gap <= 3 && lastWordStart >= 0 && wordIn(text, lastWordStart, lastWordEnd, gaugeBefore));
    lastWordStart = lastWordEnd = -1;
    gap = 0;
  }
  const joined = numbers.join(' ');
  const restHash = rest.count === 0 ? '' : finishHash(rest.r1, rest.r2);
  return new KeptShape(
    finishHash(h1, Math.imul(h1 ^ (h1 >>> 15), M2)),
    restHash === '' ? joined : `${joined}|${restHash}`,
    words,
    numbers.length,
    restHash,
    progressValues(numbers),
    incidental.mask,
    incidental.churn,
    metadataLines,
    symbols,
  );
}
