/**
 * How the observation shape reads characters: their classes, the glue that joins a number to a word, the end of a
 * keyed value, a time unit after a number, an incidental key before a value.
 */

import { durationKey, shortUnitKey } from './duration-keys.js';
import { clockBefore, gaugeBefore, progressAfter, progressBefore, timeUnits } from './shape-words.js';
import { elementHandleKeyHashes, volatileKeyHashes } from './volatile-result-keys.js';

// Character classes of the first 128 codes; every code past them is a letter but the no-break spaces that French,
// Czech or Intl.NumberFormat put between a number and its unit (`45\u202f%`, `1\u00a0234`).
const SPACE = 1;
const DIGIT = 2;
const LETTER = 4;
const classes = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const character = String.fromCharCode(code);
  if (/\s/.test(character)) classes[code] = SPACE;
  else if (/\d/.test(character)) classes[code] = DIGIT;
  else if (/[a-z_]/i.test(character)) classes[code] = LETTER;
}
const classOf = (code: number) =>
  code < 128
    ? (classes[code] as number)
    : code === 0xa0 || code === 0x202f || code === 0x2009
      ? SPACE
      : LETTER;
/** An ASCII digit. */
export const isDigit = (code: number) => code >= 48 && code <= 57;
/** A letter or `_`; every code past ASCII counts as one. */
export const isLetter = (code: number) => classOf(code) === LETTER;
/** White space. */
export const isSpace = (code: number) => classOf(code) === SPACE;

const isGlue = (code: number) => code === 45 || code === 95 || code === 46 || code === 47;

/** `page-` or `app.py:` before a number: a letter, then `-`, `_`, `.`, `/` or `:`. */
export function gluedBefore(text: string, start: number): boolean {
  if (start < 2 || !isLetter(text.charCodeAt(start - 2))) return false;
  const glue = text.charCodeAt(start - 1);
  return isGlue(glue) || glue === 58;
}

/** `.tsx` after a number: `-`, `_`, `.` or `/`, then a letter; not a rate's unit (`22/min`). */
export function gluedAfter(text: string, end: number): boolean {
  return (
    end + 1 < text.length &&
    isGlue(text.charCodeAt(end)) &&
    isLetter(text.charCodeAt(end + 1)) &&
    !rateUnitAfter(text, end)
  );
}

/** Letters a rate's time unit has at most (`sec`, `mins`). */
const RATE_UNIT_LENGTH = 4;

/**
 * True when `/` and a time unit follow a number (`22/min`, `3/s`, `40/h`): a rate, a measurement like any other,
 * neither a path's part nor a count of a total.
 */
export function rateUnitAfter(text: string, end: number): boolean {
  if (text.charCodeAt(end) !== 47) return false;
  let unitEnd = end + 1;
  while (unitEnd < text.length && isLetter(text.charCodeAt(unitEnd))) {
    if (++unitEnd - end > RATE_UNIT_LENGTH + 1) return false;
  }
  return unitEnd > end + 1 && wordIn(text, end + 1, unitEnd, timeUnits);
}

/**
 * For each word set read by {@link wordIn}: for each ASCII code a word of it starts with, a bit per length such a word
 * has. A lower-cased word is as long as the word unless it holds a `\u0130`, which no ASCII word matches then.
 */
const firstCodes = new Map<ReadonlySet<string>, Uint16Array>();

// The scanner's own sets, told by identity before the map is asked: a map look-up per word cost more than the test.
const ownSets = [progressAfter, progressBefore, gaugeBefore, timeUnits, clockBefore];
const ownCodes = ownSets.map((set) => firstCodesOf(set));

function ownCodesOf(set: ReadonlySet<string>): Uint16Array {
  for (let index = 0; index < ownSets.length; index++)
    if (ownSets[index] === set) return ownCodes[index] as Uint16Array;
  return firstCodesOf(set);
}

function firstCodesOf(set: ReadonlySet<string>): Uint16Array {
  let codes = firstCodes.get(set);
  if (codes === undefined) {
    codes = new Uint16Array(128);
    for (const word of set) {
      const code = word.charCodeAt(0);
      // A word past ASCII may match words of other lengths: every length is let through.
      if (code < 128)
        codes[code] |=
          [...word].every((character) => character.charCodeAt(0) < 128) && word.length <= 12
            ? 1 << word.length
            : 0xffff;
    }
    firstCodes.set(set, codes);
  }
  return codes;
}

/** True when `text[start, end)`, lower-cased, is in `set`. */
export function wordIn(text: string, start: number, end: number, set: ReadonlySet<string>): boolean {
  if (end - start > 12) return false;
  // Most words start with a letter, or have a length, no word of the set has: told apart without a lower-cased copy.
  if (end > start) {
    const code = text.charCodeAt(start);
    if (
      code < 128 &&
      (((ownCodesOf(set)[code >= 65 && code <= 90 ? code | 32 : code] as number) >>> (end - start)) & 1) === 0
    )
      return false;
  }
  return set.has(text.slice(start, end).toLowerCase());
}

/**
 * True when the word at `text[start, end)`, with the words joined to it by `-` or `_` before it
 * (`X-RateLimit-Remaining`), is a key whose value is incidental.
 */
export function keyBefore(text: string, start: number, end: number): boolean {
  return keyKindBefore(text, start, end) !== NO_KEY;
}

/** What {@link keyKindBefore} found: no incidental key, one whose value is incidental, an element's handle. */
export const NO_KEY = 0;
export const INCIDENTAL_KEY = 1;
export const HANDLE_KEY = 2;

/** True when `text[start, end)` reads as an element handle: up to three letters, then digits (`e703`, `412`). */
export function handleLike(text: string, start: number, end: number): boolean {
  let at = start;
  while (at < end && at - start < 3 && isLetter(text.charCodeAt(at))) at++;
  if (at === end || end - at > 9) return false;
  for (; at < end; at++) if (!isDigit(text.charCodeAt(at))) return false;
  return true;
}

// One bit per value of a key hash's low 16 bits, set for the hashes of both sets of keys.
const keyFilter = new Int32Array(2048);
for (const hash of [...volatileKeyHashes, ...elementHandleKeyHashes])
  keyFilter[(hash >>> 5) & 2047] |= 1 << (hash & 31);

/** True when the key hash may be one of a listed key (an incidental key's or an element handle's). */
export function keyHashListed(hash: number): boolean {
  // The sets are asked only past the filter: most words are no key, and a hash passed to a set is boxed first.
  return ((keyFilter[(hash >>> 5) & 2047] as number) & (1 << (hash & 31))) !== 0;
}

/**
 * True when {@link keyKindOfWord} reads a word of this length and first character no further, and it is no key: not
 * listed, no prompt (`In`, `Out`), too short for a rate limit's or a duration's key.
 */
export function plainWord(length: number, first: number, listed: boolean): boolean {
  return !listed && length < 7 && !(length === 3 && first === 79) && !(length === 2 && first === 73);
}

/** Like {@link keyBefore}, telling an element handle's key (`ref`), whose value says nothing at all, apart. */
export function keyKindBefore(text: string, start: number, end: number): number {
  let from = start;
  while (from > 0 && end - from < 40) {
    const code = text.charCodeAt(from - 1);
    if (!(isLetter(code) || isDigit(code) || code === 45)) break;
    from--;
  }
  if (end - from > 40) return NO_KEY;
  // The scanner's key hash, read in place: no copy of the text for a key that is not one.
  let hash = 0;
  for (let index = from; index < end; index++)
    hash = ((hash << 5) - hash + (text.charCodeAt(index) | 32)) | 0;
  return keyKindOfWord(text, from, end, hash >>> 16, hash & 0xffff);
}

/**
 * {@link keyKindBefore} of the word `text[from, end)` once its start is found, given its key hash as two 16-bit
 * halves: a hash passed whole is boxed whenever it leaves the small integers.
 */
export function keyKindOfWord(text: string, from: number, end: number, high: number, low: number): number {
  const hash = (high << 16) | low;
  const listed = keyHashListed(hash);
  if (plainWord(end - from, text.charCodeAt(from), listed) && !shortUnitKey(text, from, end)) return NO_KEY;
  if (listed && elementHandleKeyHashes.has(hash)) return HANDLE_KEY;
  if (promptCounter(text, from, end)) return INCIDENTAL_KEY;
  return (listed && volatileKeyHashes.has(hash)) ||
    rateLimitKey(text, from, end) ||
    durationKey(text, from, end)
    ? INCIDENTAL_KEY
    : NO_KEY;
}

// A rate limit's or quota's counter in any vendor's spelling (`X-DayLimit-Remaining`, `x-app-rate-limit-used`,
// `RateLimit-Reset`, `rate_limit_remaining`, `rl_remaining`, `api-usage=41091/100000`): it moves with every call
// whatever was asked.
const rateLimitPattern = /(?:limit|^rl)[-_]?(?:remaining|reset|used)$|(?:api|quota|rate)[-_]?usage$/;

/** True when `text[from, end)` names a rate limit's counter; most words end otherwise and are not sliced. */
function rateLimitKey(text: string, from: number, end: number): boolean {
  if (end - from < 9) return false;
  const last = text.charCodeAt(end - 1) | 32;
  // remaining, reset, used, usage
  if (last !== 103 && last !== 116 && last !== 100 && last !== 101) return false;
  return rateLimitPattern.test(text.slice(from, end).toLowerCase());
}

/** Where a keyed value ends: white space, a quote, `,`, `;`, `}`, `]`, `)`, `<`, `&`. */
export function valueEnd(code: number): boolean {
  return (
    isSpace(code) ||
    code === 34 ||
    code === 39 ||
    code === 44 ||
    code === 59 ||
    code === 125 ||
    code === 93 ||
    code === 41 ||
    code === 60 ||
    code === 38
  );
}

/** `8.5 ms`, `30 s`: a time unit after one space at `end`, a word of its own. */
export function spacedTimeUnit(text: string, end: number): boolean {
  if (text.charCodeAt(end) !== 32 || !isLetter(text.charCodeAt(end + 1))) return false;
  let after = end + 1;
  while (after < text.length && after - end <= 5 && isLetter(text.charCodeAt(after))) after++;
  return (
    (after >= text.length || !isLetter(text.charCodeAt(after))) && wordIn(text, end + 1, after, timeUnits)
  );
}

/** True when the `-` at `index` signs a number: a digit follows, and no word, number or dot comes right before. */
export function signs(text: string, index: number): boolean {
  if (index + 1 >= text.length || !isDigit(text.charCodeAt(index + 1))) return false;
  if (index === 0) return true;
  const before = text.charCodeAt(index - 1);
  return (
    isSpace(before) ||
    before === 58 ||
    before === 61 ||
    before === 40 ||
    before === 91 ||
    before === 123 ||
    before === 44 ||
    before === 34
  );
}

/**
 * True when only spaces stand between the word at `start` and the number or `%` before it (`3 failed`, `40% done`):
 * the word says what the number counts. After a separator (`"done":140,"warnings":0`) it is the next field's key.
 */
export function spacedAfter(text: string, start: number): boolean {
  let at = start - 1;
  while (at >= 0 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at--;
  const code = text.charCodeAt(at);
  return isDigit(code) || code === 37;
}

/**
 * True when `text[from, end)` is an IPython prompt before its counter (`Out[14]:`, `In [14]:`): the counter
 * counts cells run, whatever the cell said.
 */
function promptCounter(text: string, from: number, end: number): boolean {
  const length = end - from;
  if (length === 3 ? !text.startsWith('Out', from) : length !== 2 || !text.startsWith('In', from))
    return false;
  return text.charCodeAt(end) === 91 || (text.charCodeAt(end) === 32 && text.charCodeAt(end + 1) === 91);
}

/** The rate-limit object and short unit-key rules, read with the other key rules. */
export { rateObjectKey, shortUnitKey } from './duration-keys.js';
