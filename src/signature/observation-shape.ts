import { hashString } from './hash.js';

/** Numbers of a result compared one by one; the rest are compared as one hash. */
export const SHAPE_NUMBERS = 32;

/**
 * A result as loop detection compares it when it is not byte for byte the same: its `shape` (the text with every
 * number and every id-like token replaced by its class, white space collapsed) and its `numbers` in order. Two
 * results of one shape whose numbers differ in a few places are the same answer with churning fields (a pid, an
 * elapsed time, an execution counter, a generated pod name); a number that says how far something got (`40%`,
 * `3 of 4`, `2 failed`, `progress: 61`) is never churn.
 */
export interface ObservationShape {
  /** Hash of the text with numbers as `#`, id-like tokens as `@`, time units as `t`. */
  readonly shape: string;
  /**
   * The first {@link SHAPE_NUMBERS} numbers, space-separated; a number that reports progress starts with `+`.
   * After them, `|` and a hash of the rest.
   */
  readonly numbers: string;
  /** Words of the text (tokens without digits, and short ones with): what stays when the values churn. */
  readonly words: number;
}

// Words that make the number beside them a measure of progress, not an incidental value.
const progressAfter = new Set([
  'of',
  'failed',
  'failing',
  'failures',
  'failure',
  'fail',
  'passed',
  'passing',
  'pass',
  'errors',
  'error',
  'warnings',
  'warning',
  'tests',
  'test',
  'skipped',
  'remaining',
  'left',
  'done',
  'completed',
  'complete',
  'processed',
  'rows',
  'items',
  'records',
  'files',
  'updated',
  'available',
  'ready',
  'succeeded',
  'successful',
  'pending',
  'running',
  'queued',
  'matches',
  'results',
  'hits',
  'found',
  'changed',
  'issues',
  'problems',
]);
const progressBefore = new Set([
  'progress',
  'percent',
  'percentage',
  'pct',
  'epoch',
  'step',
  'iteration',
  'round',
  // Where a failure stands (`line 30`, `column 4`): when it moves, the failure is another one.
  'line',
  'lines',
  'column',
  'col',
  'completed',
  'done',
  'processed',
  'remaining',
  'failed',
  'passed',
  'errors',
  'failures',
  'count',
  'total',
  'rows',
  'matches',
  'results',
  'hits',
]);
const timeUnits = new Set(['ms', 's', 'sec', 'secs', 'm', 'min', 'mins', 'h', 'hr', 'd', 'us', 'ns']);

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || code >= 128;
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);

const isGlue = (code: number) => code === 45 || code === 95 || code === 46 || code === 47;

/** `page-` or `app.py:` before a number: a letter, then `-`, `_`, `.`, `/` or `:`. */
function gluedBefore(text: string, start: number): boolean {
  if (start < 2 || !isLetter(text.charCodeAt(start - 2))) return false;
  const glue = text.charCodeAt(start - 1);
  return isGlue(glue) || glue === 58;
}

/** `.tsx` after a number: `-`, `_`, `.` or `/`, then a letter. */
function gluedAfter(text: string, end: number): boolean {
  return end + 1 < text.length && isGlue(text.charCodeAt(end)) && isLetter(text.charCodeAt(end + 1));
}

/**
 * Reads a result's shape and numbers in one pass. Never throws; linear in the text.
 * @example observationShape('[pid 2731] exit=0 elapsed=2.45s').numbers // '2731 0 2.45'
 */
export function observationShape(text: string): ObservationShape {
  const shape: string[] = [];
  const numbers: string[] = [];
  let rest = '';
  let lastWord = '';
  /** Characters since the last word ended, only punctuation between. */
  let gap = 0;
  let pendingProgress = false;
  let words = 0;
  /** The last token was a number without a unit, maybe a count (`2 failed`); a duration (`2.45s`) is none. */
  let lastWasCount = false;
  const length = text.length;
  let index = 0;
  let space = false;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (isSpace(code)) {
      space = true;
      index++;
      // A word on the next line says nothing about the number that ended this one.
      gap += code === 10 ? 8 : 1;
      continue;
    }
    if (space && shape.length > 0) shape.push(' ');
    space = false;
    if (!isDigit(code) && !isLetter(code)) {
      shape.push(text[index] as string);
      if (code === 37 && numbers.length > 0 && numbers.length <= SHAPE_NUMBERS) {
        // `40%`: the number before is progress.
        const last = numbers[numbers.length - 1] as string;
        if (!last.startsWith('+')) numbers[numbers.length - 1] = `+${last}`;
      }
      index++;
      gap++;
      continue;
    }
    // A token: letters, digits and `_`, with `.`, `:`, `-` inside it when a digit follows them (times, versions).
    const start = index;
    let digits = 0;
    while (index < length) {
      const inner = text.charCodeAt(index);
      const next = index + 1 < length ? text.charCodeAt(index + 1) : 0;
      if (isDigit(inner)) digits++;
      else if (isLetter(inner)) {
        // Part of the token.
      } else if ((inner === 46 || inner === 58) && digits > 0 && isDigit(next)) {
        // `2.45`, `13:08:58`: one value.
      } else if (inner === 45 && digits > 0 && (isDigit(next) || isLetter(next))) {
        // `2025-07-19`, `01bcc56b-0000-4e24`, `7f9c8d-x2k4q`: one value, whatever letters its random parts start with.
      } else break;
      index++;
    }
    const token = text.slice(start, index);
    if (digits === 0) {
      shape.push(token);
      words++;
      const word = token.toLowerCase();
      // `3 of 4`, `2 failed`: the number just before this word reports progress.
      if (gap <= 2 && lastWasCount && numbers.length <= SHAPE_NUMBERS && progressAfter.has(word)) {
        const last = numbers[numbers.length - 1] as string;
        if (!last.startsWith('+')) numbers[numbers.length - 1] = `+${last}`;
        if (word === 'of') pendingProgress = true;
      }
      lastWord = word;
      lastWasCount = false;
      gap = 0;
      continue;
    }
    // A number, maybe with a unit (`2.45s`, `60s`, `2m`), or an id-like mix of letters and digits.
    let end = token.length;
    while (end > 0 && !isDigit(token.charCodeAt(end - 1))) end--;
    const leadingDigit = isDigit(token.charCodeAt(0));
    const value = token.slice(0, end);
    const unit = token.slice(end).toLowerCase();
    const numeric = leadingDigit && /^[\d.:-]+$/.test(value) && (unit === '' || timeUnits.has(unit));
    if (!numeric) {
      // `6ef072b1348ec2a1`, `req_8Fh2KdP9x`, `x86`, `v2`: long mixes are ids, short ones words.
      if (token.length >= 5 && digits >= 2) {
        shape.push('@');
        if (numbers.length < SHAPE_NUMBERS) numbers.push(token);
        else rest += ` ${token}`;
      } else {
        shape.push(token);
        words++;
      }
      lastWord = token.toLowerCase();
      lastWasCount = false;
      gap = 0;
      continue;
    }
    // A number glued into a name (`page-3.tsx`, `shard_12`, `part-00012.parquet`) names an item: it is text.
    if (unit === '' && (gluedBefore(text, start) || gluedAfter(text, index))) {
      shape.push(token);
      words++;
      lastWasCount = false;
      lastWord = '';
      gap = 0;
      continue;
    }
    shape.push(unit === '' ? '#' : '#t');
    const progress =
      pendingProgress || (gap <= 3 && progressBefore.has(lastWord)) || (unit === '' && text[index] === '/');
    pendingProgress = text[index] === '/' && isDigit(text.charCodeAt(index + 1));
    if (numbers.length < SHAPE_NUMBERS) numbers.push(progress ? `+${value}` : value);
    else rest += ` ${value}`;
    lastWasCount = unit === '' && numbers.length <= SHAPE_NUMBERS && rest === '';
    lastWord = '';
    gap = 0;
  }
  const joined = numbers.join(' ');
  return {
    shape: hashString(shape.join('')),
    numbers: rest === '' ? joined : `${joined}|${hashString(rest)}`,
    words,
  };
}

/** How two results' values compare: the same, or how many differ (`-1`: progress, or other data). */
function differing(a: string, b: string, words: number): number {
  if (a === b) return 0;
  const left = a.split('|');
  const right = b.split('|');
  if (left[1] !== right[1]) return -1;
  const x = (left[0] as string).split(' ');
  const y = (right[0] as string).split(' ');
  if (x.length !== y.length) return -1;
  let count = 0;
  for (let index = 0; index < x.length; index++) {
    if (x[index] === y[index]) continue;
    if ((x[index] as string).startsWith('+') || (y[index] as string).startsWith('+')) return -1;
    count++;
  }
  // A few churning fields in a text that says something else make the same answer; many changed values, or
  // values that are most of what the result says (`(integer) 42` → `(integer) 38`), are other data.
  return count <= Math.max(3, Math.floor(x.length / 4)) && words >= 2 * count ? count : -1;
}

/** What {@link shapesAlike} reads of a result. */
export interface ShapedResult {
  readonly hash: string;
  readonly shape?: string | undefined;
  readonly numbers?: string | undefined;
  readonly words?: number | undefined;
}

/**
 * Two results that say the same, churning fields aside: one shape, no progress, a few incidental values changed
 * in a text that says more than them. Churn is only a repeat's: the results of two different calls (`churn`
 * false) must have the same values, since another page, id or offset is expected to answer with other values.
 */
export function shapesAlike(a: ShapedResult, b: ShapedResult, churn = true): boolean {
  if (a.hash === b.hash) return true;
  if (a.shape === undefined || a.shape !== b.shape) return false;
  if (!churn) return a.numbers === b.numbers;
  return differing(a.numbers ?? '', b.numbers ?? '', Math.min(a.words ?? 0, b.words ?? 0)) >= 0;
}
