/** Seeds of the string hash, for hashes computed in one pass elsewhere. */
export const HASH_SEED_1 = 0x9e3779b9;
export const HASH_SEED_2 = 0x85ebca6b;
const SEED_1 = HASH_SEED_1;
const SEED_2 = HASH_SEED_2;

const HEX_DIGITS = '0123456789abcdef';
/** The character code of each hex digit. */
const hexCodes = Array.from({ length: 16 }, (_, digit) => HEX_DIGITS.charCodeAt(digit));
const hex = (value: number, shift: number): number => hexCodes[(value >>> shift) & 15] as number;

// 53 bits as 14 hex digits: 21 of `b`, 32 of `a`. One string made at once from the digits' codes:
// concatenating pieces made six strings to keep one, and Number#toString(16) takes a slow path.
function finish(h1: number, h2: number): string {
  const a = Math.imul(h1 ^ (h1 >>> 16), 0x7feb352d) ^ Math.imul(h2 ^ (h2 >>> 13), 0x846ca68b);
  const b = Math.imul(h2 ^ (h2 >>> 16), 0x7feb352d) ^ Math.imul(a ^ (a >>> 13), 0x846ca68b);
  return String.fromCharCode(
    hexCodes[(b >>> 20) & 1] as number,
    hex(b, 16),
    hex(b, 12),
    hex(b, 8),
    hex(b, 4),
    hex(b, 0),
    hex(a, 28),
    hex(a, 24),
    hex(a, 20),
    hex(a, 16),
    hex(a, 12),
    hex(a, 8),
    hex(a, 4),
    hex(a, 0),
  );
}

/**
 * A fast 53-bit string hash as 14 hex digits. Not cryptographic: it names signatures and observations
 * inside one run, where a collision needs ~10^8 distinct values to become likely.
 *
 * Two UTF-16 code units go into each multiply: a multiply's latency, not the reading of characters, is what
 * a hash of this kind waits on, so taking them in pairs halves its time. The length goes in last, so a text
 * that ends in a lone unit differs from one that ends in that unit and a U+0000.
 */
export function hashString(text: string): string {
  let h1 = SEED_1;
  let h2 = SEED_2;
  const length = text.length;
  const paired = length - (length & 1);
  let index = 0;
  for (; index < paired; index += 2) {
    const word = text.charCodeAt(index) | (text.charCodeAt(index + 1) << 16);
    h1 = Math.imul(h1 ^ word, 0x85ebca77);
    h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
  }
  const last = (index < length ? text.charCodeAt(index) : 0) ^ length;
  return finish(Math.imul(h1 ^ last, 0x85ebca77), Math.imul(h2 ^ last, 0xc2b2ae3d));
}

/**
 * {@link hashString} of `left + '\u0000' + right`, without making that string: a call's key is hashed from its
 * tool's name and its arguments' hash on every call.
 */
export function hashJoined(left: string, right: string): string {
  let h1 = SEED_1;
  let h2 = SEED_2;
  const split = left.length;
  const length = split + 1 + right.length;
  const paired = length - (length & 1);
  const unitAt = (index: number) =>
    index < split ? left.charCodeAt(index) : index === split ? 0 : right.charCodeAt(index - split - 1);
  let index = 0;
  for (; index < paired; index += 2) {
    const word = unitAt(index) | (unitAt(index + 1) << 16);
    h1 = Math.imul(h1 ^ word, 0x85ebca77);
    h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
  }
  const last = (index < length ? unitAt(index) : 0) ^ length;
  return finish(Math.imul(h1 ^ last, 0x85ebca77), Math.imul(h2 ^ last, 0xc2b2ae3d));
}

/** The 14-hex-digit form of a hash's two halves: how `hashString` ends, for one-pass hashes elsewhere. */
export function finishHash(h1: number, h2: number): string {
  return finish(h1, h2);
}

const BASE36_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * `value.toString(36)` for an unsigned 32-bit value, the same digits, written digit by digit: Number#toString
 * with a radix goes through V8's general number printer, which costs more than the hash it spells.
 */
export function base36(value: number): string {
  let rest = Math.floor(value / 36);
  let digits = BASE36_DIGITS[value - rest * 36] as string;
  while (rest > 0) {
    const next = Math.floor(rest / 36);
    digits = (BASE36_DIGITS[rest - next * 36] as string) + digits;
    rest = next;
  }
  return digits;
}

const base36Codes = Uint8Array.from(BASE36_DIGITS, (digit) => digit.charCodeAt(0));
/** Where {@link base36List} writes; grown when a list needs more. */
let listBytes = new Uint8Array(1_024);
const latin1 = new TextDecoder('latin1');

/**
 * `values.map((value, index) => (marked(index) ? '~' : '') + base36(value)).join(',')` for unsigned 32-bit values,
 * written into bytes and made into one string: a string per value, then their join, cost more than the hashes.
 */
export function base36List(
  values: ArrayLike<number>,
  count: number,
  marked: (index: number) => boolean,
): string {
  // Nine bytes a value at most: a mark, seven digits (36^7 > 2^32), a comma.
  if (listBytes.length < count * 9) listBytes = new Uint8Array(count * 9);
  const bytes = listBytes;
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (index > 0) bytes[at++] = 44;
    if (marked(index)) bytes[at++] = 126;
    const value = values[index] as number;
    // Two small integers (below 36^4 and 36^3), whose divisions by a constant V8 turns into multiplies; one
    // division of the whole value stays a floating-point one.
    const high = Math.floor(value / 46_656) | 0;
    let low = (value - high * 46_656) | 0;
    const start = at;
    for (let digit = 0; digit < 3 && (low > 0 || high > 0 || digit === 0); digit++) {
      const next = (low / 36) | 0;
      bytes[at++] = base36Codes[low - next * 36] as number;
      low = next;
    }
    for (let rest = high; rest > 0; ) {
      const next = (rest / 36) | 0;
      bytes[at++] = base36Codes[rest - next * 36] as number;
      rest = next;
    }
    // The digits were written from the lowest up.
    for (let left = start, right = at - 1; left < right; left++, right--) {
      const swap = bytes[left] as number;
      bytes[left] = bytes[right] as number;
      bytes[right] = swap;
    }
  }
  return latin1.decode(bytes.subarray(0, at));
}

const TEXT_M1 = 0x85ebca77;
const TEXT_M2 = 0xc2b2ae3d;

/** A hash of `text[start, end)` as it is, two code units to a multiply: the part of a long result past its kept text. */
export function textHash(text: string, start: number, end: number): string {
  let h1 = HASH_SEED_1;
  let index = start;
  for (; index + 1 < end; index += 2) {
    h1 = Math.imul(h1 ^ (text.charCodeAt(index) | (text.charCodeAt(index + 1) << 16)), TEXT_M1);
  }
  if (index < end) h1 = Math.imul(h1 ^ text.charCodeAt(index), TEXT_M1);
  return finishHash(h1, Math.imul(h1 ^ (end - start), TEXT_M2));
}
