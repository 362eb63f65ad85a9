/**
 * Values incidental or telling by their form, read by the observation scanner (`observationShape`): Unix times,
 * times of day, compound keys that name progress, and an HTTP response's envelope.
 */

import { timeUnits } from './shape-words.js';

/** Unix seconds of 2015-01-01 and 2036-01-01: a 10-digit number between them reads as a time of these years. */
const EPOCH_FROM = 1_420_070_400;
const EPOCH_TO = 2_082_758_400;

/**
 * True when `text[start, end)` is a Unix time of these years by its form: 10 digits (seconds) or 13
 * (milliseconds), `1796400766`, `/Date(1796400766203)/`. A time, incidental like a written one; a counter or a
 * revision of ten digits (`1017466025`) is not read as one.
 */
export function epochTime(text: string, start: number, end: number, digits: number): boolean {
  const length = end - start;
  if ((length !== 10 && length !== 13) || digits !== length) return false;
  const seconds = Number(text.slice(start, start + 10));
  return seconds >= EPOCH_FROM && seconds < EPOCH_TO;
}

/** `digits` two-digit field of `text` at `at` as a number. */
const twoDigits = (text: string, at: number) =>
  (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;

/**
 * True when `text[start, end)` is a date-time written without separators, 12 digits (`202612020809`) or 14
 * (`20261202080922`), as HL7, EDI and log files stamp their messages: a year of these, a month, a day, an hour, a
 * minute (and a second) in range. A time, incidental like a written one.
 */
export function compactTime(text: string, start: number, end: number, digits: number): boolean {
  const length = end - start;
  if ((length !== 12 && length !== 14) || digits !== length) return false;
  const year = twoDigits(text, start) * 100 + twoDigits(text, start + 2);
  const month = twoDigits(text, start + 4);
  const day = twoDigits(text, start + 6);
  return (
    year >= 2015 &&
    year < 2036 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    twoDigits(text, start + 8) < 24 &&
    twoDigits(text, start + 10) < 60 &&
    (length === 12 || twoDigits(text, start + 12) < 60)
  );
}

/** True when `text[start, end)` is a time written as digits alone: a Unix time ({@link epochTime}) or {@link compactTime}. */
export function numericTime(text: string, start: number, end: number, digits: number): boolean {
  return epochTime(text, start, end, digits) || compactTime(text, start, end, digits);
}

const digitAt = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
};

/**
 * True when `text[start, end)` is a time of day, `hh:mm:ss` with an optional fraction (`16:13:11`,
 * `20:22:37.118`); `0:42` or `1:12` may be a running job's elapsed time, which is news. Read in place: most tokens
 * fail at their third character.
 */
export function clockTime(text: string, start: number, end: number): boolean {
  if (end - start < 8 || end - start === 9) return false;
  if (text.charCodeAt(start + 2) !== 58 || text.charCodeAt(start + 5) !== 58) return false;
  if (!digitAt(text, start) || !digitAt(text, start + 1) || !digitAt(text, start + 3)) return false;
  if (!digitAt(text, start + 4) || !digitAt(text, start + 6) || !digitAt(text, start + 7)) return false;
  if (end - start === 8) return true;
  if (text.charCodeAt(start + 8) !== 46) return false;
  for (let at = start + 9; at < end; at++) if (!digitAt(text, at)) return false;
  return true;
}

// `2026-11-05T10:22:33Z`, `2026-11-05`: a written date, with or without its time.
const isoPattern = /^\d{4}-\d\d-\d\d(?:[T_]\d\d[:\d.]*(?:z|utc)?)?$/i;

/** True when the token `text[start, end)` is a written date or date-time (`2026-11-05T10:22:33.120Z`). */
export function isoTime(text: string, start: number, end: number): boolean {
  const length = end - start;
  return (
    length >= 10 &&
    length <= 32 &&
    text.charCodeAt(start + 4) === 45 &&
    isoPattern.test(text.slice(start, end))
  );
}

/** A compound key's ending that names progress: how far, or how many of the job's items are through. */
const progressKeyEnd =
  /(?:progress|percent_?complete|percent|processed|done|completed|complete|finished|succeeded|indexed|imported|exported|migrated|synced|uploaded|downloaded|sent|delivered|posted|matched|written|loaded|scanned)$/;

/**
 * True when the word before a value is a compound key that names progress (`doneProgress`, `percent_complete`,
 * `upload-progress`, `contracts_processed`, `pages_done`, `emailsSent`): the value is how far something got.
 */
export function progressKey(text: string, start: number, end: number): boolean {
  if (end - start < 9 || end - start > 40) return false;
  const last = text.charCodeAt(end - 1) | 32;
  // progress, complete, percent, processed, written: the endings' last letters.
  if (last !== 115 && last !== 101 && last !== 116 && last !== 100 && last !== 110) return false;
  return progressKeyEnd.test(text.slice(start, end).toLowerCase());
}

/** Where an HTTP response's headers end (its first blank line), or -1 for any other text. */
export function httpHeadersEnd(text: string): number {
  if (text.charCodeAt(0) !== 72 || !text.startsWith('HTTP/')) return -1;
  return text.search(/\r?\n\r?\n/);
}

/** A number in scientific notation (`2.787500E+01`, `1e-05`; not `773243e484`, a hex id): a reading, not an id. */
const exponentPattern = /^\d+(?:\.\d+[eE][+-]?|[eE][+-])\d{1,3}$/;

/** An ordinal's ending (`12th`, `3rd`): the number before it counts, as in `Start 12th optimization iteration`. */
const ordinalPattern = /^(?:st|nd|rd|th)$/i;

/** True when the token's letters after its last digit, up to `end`, are an ordinal's ending: a plain number. */
export function ordinal(text: string, lastDigit: number, end: number): boolean {
  return end - lastDigit === 3 && ordinalPattern.test(text.slice(lastDigit + 1, end));
}

/**
 * True when the token `text[start, end)`, digits first then letters from `firstLetter` on, is still a number: in
 * scientific notation ({@link exponentPattern}), an ordinal (`12th`), or a duration whose unit follows its last
 * digit (`2.45s`, `60ms`).
 */
export function numberWithSuffix(
  text: string,
  start: number,
  end: number,
  firstLetter: number,
  lastDigit: number,
) {
  if (end - start <= 24 && exponentPattern.test(text.slice(start, end))) return true;
  if (firstLetter > lastDigit && ordinal(text, lastDigit, end)) return true;
  return (
    firstLetter > lastDigit &&
    end - lastDigit - 1 <= 4 &&
    timeUnits.has(text.slice(lastDigit + 1, end).toLowerCase())
  );
}
