/**
 * The rules that say which tokens of a tool result are incidental: values that change on every identical
 * call (times, durations, process ids, ports, request ids, hex tokens, addresses). Real progress is
 * never matched: a bare count (`3 failed`), a percentage (`40%`), a status word, a date without a time.
 */

import { keyHashOf } from './volatile-result-keys.js';

/** Token class bits, as the observation scanner ORs them over a token's characters. */
export const TOKEN_DIGIT = 1;
export const TOKEN_HEX_LETTER = 2;
export const TOKEN_LETTER = 4;
/** A hyphen inside a token. */
export const TOKEN_HYPHEN = 16;

/** A volatile key was the last token; `KEY_SEPARATED`: and a `:` or `=` came after it. */
export const KEY_SEEN = 1;
export const KEY_SEPARATED = 2;

const units = new Set([
  'ns',
  'us',
  'µs',
  'ms',
  's',
  'sec',
  'secs',
  'second',
  'seconds',
  'm',
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'd',
  'day',
  'days',
  // A byte count spelled out (`HTTP 200 (88014 bytes)`) is response noise; `32MB` in a config is a setting.
  'byte',
  'bytes',
]);

/** The units a number may carry, by the key hash of their letters. */
const unitHashes: ReadonlySet<number> = new Set([...units].map(keyHashOf));
/** Units written onto the number (`35ms`, `5m12s`, `1h30m`); sizes are not masked: a config value (`work_mem = 32MB`) is content. */
const compactUnitHashes: ReadonlySet<number> = new Set(
  ['ns', 'us', 'µs', 'ms', 's', 'm', 'h', 'd'].map(keyHashOf),
);
/** The text as UTF-8 bytes, read with byte indices. */
export type CodeUnits = Uint8Array;

/** True when the bytes before `end` are an IPv4 address, `localhost` or `]` (the end of an IPv6 address). */
function isAddressBefore(units: CodeUnits, end: number): boolean {
  // Never a read before the buffer: out of bounds reads of a typed array cost a slow path every time.
  if (end > 0 && units[end - 1] === 93) return true;
  let index = end;
  let lower = '';
  while (
    index > 0 &&
    end - index < 9 &&
    ((units[index - 1] as number) | 32) >= 97 &&
    ((units[index - 1] as number) | 32) <= 122
  ) {
    index--;
    lower = String.fromCharCode((units[index] as number) | 32) + lower;
  }
  if (lower.endsWith('localhost')) return true;
  let groups = 0;
  index = end;
  while (groups < 4) {
    let digits = 0;
    while (index > 0 && digits < 4 && isDigitAt(units, index - 1)) {
      index--;
      digits++;
    }
    if (digits === 0 || digits > 3) return false;
    groups++;
    if (groups < 4) {
      if (index === 0 || units[index - 1] !== 46) return false;
      index--;
    }
  }
  return index === 0 || (units[index - 1] !== 46 && !isDigitAt(units, index - 1));
}

const isDigitAt = (units: CodeUnits, index: number) => {
  const code = units[index] as number;
  return code >= 48 && code <= 57;
};

/** A letter of a unit or a word: ASCII letters, `_`, and any byte of a character past ASCII (`µ`). */
function isLetterAt(units: CodeUnits, index: number): boolean {
  const code = units[index] as number;
  return ((code | 32) >= 97 && (code | 32) <= 122) || code === 95 || code >= 128;
}

function isWordAt(units: CodeUnits, index: number): boolean {
  return isDigitAt(units, index) || isLetterAt(units, index);
}

/** End of the ASCII white space from `index` (the scanner skips the same), at most 16 bytes. */
export function spaceEnd(units: CodeUnits, index: number): number {
  let end = index;
  while (end < index + 16) {
    const code = units[end] as number;
    if (code !== 32 && (code < 9 || code > 13)) break;
    end++;
  }
  return end;
}

function digitsEnd(units: CodeUnits, index: number): number {
  let end = index;
  while (isDigitAt(units, end)) end++;
  return end;
}

/** End of the letters from `index`, at most `max` of them. */
function lettersEnd(units: CodeUnits, index: number, max: number): number {
  let end = index;
  while (end < index + max && isLetterAt(units, end)) end++;
  return end;
}

function lettersHash(units: CodeUnits, start: number, end: number): number {
  let hash = 0;
  for (let index = start; index < end; index++)
    hash = ((hash << 5) - hash + ((units[index] as number) | 32)) | 0;
  return hash;
}

/** End of a clock time `hh:mm[:ss][.fff][Z]` whose hour digits end at `end`, or -1. */
function clockEnd(units: CodeUnits, end: number): number {
  if (units[end] !== 58 || !isDigitAt(units, end + 1) || !isDigitAt(units, end + 2)) return -1;
  if (isDigitAt(units, end + 3)) return -1;
  let after = end + 3;
  if (units[after] === 58 && isDigitAt(units, after + 1) && isDigitAt(units, after + 2)) after += 3;
  if (units[after] === 46 && isDigitAt(units, after + 1)) after = digitsEnd(units, after + 1);
  if (units[after] === 90 && !isWordAt(units, after + 1)) after++;
  return after;
}

/** End of the value after a volatile key: one run of id-like characters, at most 128. */
function valueEnd(units: CodeUnits, length: number, start: number, end: number): number {
  const limit = Math.min(length, start + 128);
  let index = end;
  while (index < limit) {
    const code = units[index] as number;
    if (!(isWordAt(units, index) || code === 46 || code === 45 || code === 58 || code === 43 || code === 47))
      break;
    index++;
  }
  // `took 0.98 seconds`: the unit goes with the value, as it does in `took 1.5s`.
  const unit = spaceEnd(units, index);
  const unitEnd = lettersEnd(units, unit, 8);
  if (unitEnd > unit && !isWordAt(units, unitEnd) && unitHashes.has(lettersHash(units, unit, unitEnd)))
    return unitEnd;
  return index;
}

/** Digit-letter changes inside a token, `-` and `_` aside: ids and temp names change class often, words do not. */
function transitions(units: CodeUnits, start: number, end: number): number {
  let count = 0;
  let digit = isDigitAt(units, start);
  for (let index = start + 1; index < end; index++) {
    const code = units[index] as number;
    if (code === 45 || code === 95) continue;
    const now = code >= 48 && code <= 57;
    if (now !== digit) count++;
    digit = now;
  }
  return count;
}

/**
 * True when a token is built of pieces cut at `-` that each are a letter or two then digits (`B1-R04`, rack 4
 * of block 1; `A3-S12`, aisle 3, shelf 12): a name of a place in a layout, whose class changes are at the cuts,
 * not an id minted at random.
 */
function numberedPieces(units: CodeUnits, start: number, end: number): boolean {
  let piece = start;
  while (piece < end) {
    const letters = lettersEnd(units, piece, 2);
    const digits = digitsEnd(units, letters);
    if (letters === piece || digits === letters) return false;
    if (digits === end) return piece > start;
    if (units[digits] !== 45) return false;
    piece = digits + 1;
  }
  return false;
}

/**
 * True when a token is a number in scientific notation, its signed exponent in it or after it (`2.787500E` before
 * `+01`, `1e-05`): an instrument's reading, kept as a value.
 */
function exponentNumber(units: CodeUnits, start: number, end: number): boolean {
  let index = digitsEnd(units, start);
  if (units[index] === 46) index = digitsEnd(units, index + 1);
  if (index >= end || ((units[index] as number) | 32) !== 101) return false;
  index++;
  if (index === end) return (units[end] === 43 || units[end] === 45) && isDigitAt(units, end + 1);
  // Without a decimal point or a sign, digits either side of an `e` (`773243e484`) are a hex id.
  if (units[index] !== 45 && units[index] !== 43) return false;
  return index + 1 < end && digitsEnd(units, index + 1) === end && end - index <= 4;
}

/** `35ms`, `5m12s`, `1h30m`: digits and units only, alternating. */
function isCompactQuantity(units: CodeUnits, start: number, end: number): boolean {
  let index = start;
  while (index < end) {
    const digits = digitsEnd(units, index);
    if (digits === index || digits >= end) return false;
    const letters = lettersEnd(units, digits, 4);
    if (letters === digits || !compactUnitHashes.has(lettersHash(units, digits, letters))) return false;
    index = letters;
  }
  return true;
}

/** A token of digits only: a clock, a quantity with its unit, an epoch time, a port after an address. */
function numberEnd(units: CodeUnits, start: number, end: number): number {
  const length = end - start;
  const before = start > 0 ? (units[start - 1] as number) : 0;
  if (length <= 2 && before !== 58 && before !== 46) {
    const clock = clockEnd(units, end);
    if (clock >= 0) return clock;
  }
  let after = end;
  if (units[after] === 46 && isDigitAt(units, after + 1)) after = digitsEnd(units, after + 1);
  const unit = spaceEnd(units, after);
  const unitEnd = lettersEnd(units, unit, 8);
  if (unitEnd > unit && !isWordAt(units, unitEnd) && unitHashes.has(lettersHash(units, unit, unitEnd))) {
    return unitEnd;
  }
  if (after === end && (length === 10 || length === 13) && units[start] === 49) {
    const second = units[start + 1] as number;
    if (second >= 53 && second <= 57) return end;
  }
  if (before === 58 && length >= 4 && isAddressBefore(units, start - 1)) return end;
  return -1;
}

/**
 * Where the volatile value that starts with the token `[start, end)` ends (at or after `end`), or -1 when the
 * token is kept. `bits` are the token's class bits; `key` says whether a volatile key came just before.
 */
export function measureVolatileToken(
  units: CodeUnits,
  length: number,
  start: number,
  end: number,
  bits: number,
  key: number,
): number {
  const digitLed = isDigitAt(units, start);
  if (key === KEY_SEPARATED || (key === KEY_SEEN && digitLed)) return valueEnd(units, length, start, end);
  if ((bits & TOKEN_DIGIT) === 0) return -1;
  if (bits === TOKEN_DIGIT) return numberEnd(units, start, end);
  if (digitLed && exponentNumber(units, start, end)) return -1;
  const size = end - start;
  if ((bits & TOKEN_LETTER) === 0) return size >= 7 && (bits & TOKEN_HEX_LETTER) !== 0 ? end : -1;
  if (digitLed) {
    if (units[start] === 48 && ((units[start + 1] as number) | 32) === 120 && size >= 6) return end;
    if (isCompactQuantity(units, start, end)) return end;
    // `2026-11-30T10:00:07`: an ISO time, from the date to the clock.
    if (
      size <= 13 &&
      end >= 3 &&
      units[end - 3] === 84 &&
      isDigitAt(units, end - 1) &&
      isDigitAt(units, end - 2)
    ) {
      const clock = clockEnd(units, end);
      if (clock >= 0) return clock;
    }
  }
  const changes = transitions(units, start, end);
  if (changes < 2 || numberedPieces(units, start, end)) return -1;
  return (changes >= 3 && size >= 6) || (changes >= 2 && size >= 8) ? end : -1;
}
