import { finishHash, HASH_SEED_1, HASH_SEED_2 } from './hash.js';
import { isSpace } from './normalize-text.js';

// Character classes by code, for the scan below: word characters (`\w`), digits, hex digits.
const WORD = 1;
const DIGIT = 2;
const HEX = 4;
const SPACE = 8;
const classes = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const character = String.fromCharCode(code);
  if (/\s/.test(character)) classes[code] |= SPACE;
  if (/\w/.test(character)) classes[code] |= WORD;
  if (/\d/.test(character)) classes[code] |= DIGIT;
  if (/[0-9a-f]/i.test(character)) classes[code] |= HEX;
}

const isWord = (code: number) => code < 128 && ((classes[code] as number) & WORD) !== 0;
const isDigit = (code: number) => code >= 48 && code <= 57;
const isHex = (code: number) => code < 128 && ((classes[code] as number) & HEX) !== 0;

// One run function per class, so each stays monomorphic (a callback made the scan slower than the regexes).
function hexEnd(text: string, start: number, max: number): number {
  const limit = Math.min(text.length, start + max);
  let end = start;
  while (end < limit && isHex(text.charCodeAt(end))) end++;
  return end;
}

function digitEnd(text: string, start: number, max: number): number {
  const limit = Math.min(text.length, start + max);
  let end = start;
  while (end < limit) {
    const code = text.charCodeAt(end);
    if (code < 48 || code > 57) break;
    end++;
  }
  return end;
}

function spaceEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isSpace(text.charCodeAt(end))) end++;
  return end;
}

const ANY = 0x7fffffff;

/** True when `end` is a word boundary after a word character (`\b` there). */
function boundaryAt(text: string, end: number): boolean {
  return end >= text.length || !isWord(text.charCodeAt(end));
}

function digits(text: string, start: number, count: number): number {
  if (start < 0) return -1;
  const end = digitEnd(text, start, count);
  return end - start === count ? end : -1;
}

function hexGroup(text: string, at: number, length: number): number {
  if (at < 0) return -1;
  const end = hexEnd(text, at, length);
  return end - at === length ? end : -1;
}

/** `8-4-4-4-12` hex digits, then a boundary. */
function matchUuid(text: string, start: number): number {
  let at = hexGroup(text, start, 8);
  if (at < 0 || text.charCodeAt(at) !== 45) return -1;
  at = hexGroup(text, at + 1, 4);
  if (at < 0 || text.charCodeAt(at) !== 45) return -1;
  at = hexGroup(text, at + 1, 4);
  if (at < 0 || text.charCodeAt(at) !== 45) return -1;
  at = hexGroup(text, at + 1, 4);
  if (at < 0 || text.charCodeAt(at) !== 45) return -1;
  at = hexGroup(text, at + 1, 12);
  return at >= 0 && boundaryAt(text, at) ? at : -1;
}

/** The end of a zone `Z`, `±HH:MM` or `±HHMM` at `from`, or -1. */
function zoneEnd(text: string, from: number): number {
  const code = text.charCodeAt(from);
  if (code === 90) return from + 1;
  if (code !== 43 && code !== 45) return -1;
  const hours = digits(text, from + 1, 2);
  if (hours < 0) return -1;
  if (text.charCodeAt(hours) === 58) {
    const minutes = digits(text, hours + 1, 2);
    if (minutes >= 0) return minutes;
  }
  return digits(text, hours, 2);
}

/** The first of two ends at which a boundary holds: the regex's greedy choice, then its fallback. */
function firstBounded(text: string, preferred: number, fallback: number): number {
  if (preferred >= 0 && boundaryAt(text, preferred)) return preferred;
  return fallback >= 0 && boundaryAt(text, fallback) ? fallback : -1;
}

/** An ISO time `YYYY-MM-DD[T ]HH:MM[:SS[.fff]][Z|±HH[:]MM]`, the regex's greedy-then-backtrack order kept. */
function matchIsoTime(text: string, start: number): number {
  let at = digits(text, start, 4);
  if (at < 0 || text.charCodeAt(at) !== 45) return -1;
  at = digits(text, at + 1, 2);
  if (at < 0 || text.charCodeAt(at) !== 45) return -1;
  at = digits(text, at + 1, 2);
  if (at < 0) return -1;
  if (text.charCodeAt(at) === 84) at++;
  else {
    const spaces = spaceEnd(text, at);
    if (spaces === at) return -1;
    at = spaces;
  }
  at = digits(text, at, 2);
  if (at < 0 || text.charCodeAt(at) !== 58) return -1;
  at = digits(text, at + 1, 2);
  if (at < 0) return -1;
  const seconds = text.charCodeAt(at) === 58 ? digits(text, at + 1, 2) : -1;
  if (seconds >= 0) {
    if (text.charCodeAt(seconds) === 46 && isDigit(text.charCodeAt(seconds + 1))) {
      const fraction = digitEnd(text, seconds + 1, ANY);
      const end = firstBounded(text, zoneEnd(text, fraction), fraction);
      if (end >= 0) return end;
    }
    const end = firstBounded(text, zoneEnd(text, seconds), seconds);
    if (end >= 0) return end;
  }
  return firstBounded(text, zoneEnd(text, at), at);
}

/** An epoch time `1[5-9]` and 8 more digits, 3 more for milliseconds, then a boundary. */
function matchEpoch(text: string, start: number): number {
  if (text.charCodeAt(start) !== 49) return -1;
  const second = text.charCodeAt(start + 1);
  if (second < 53 || second > 57) return -1;
  const end = digitEnd(text, start, ANY);
  return (end - start === 10 || end - start === 13) && boundaryAt(text, end) ? end : -1;
}

/** The end of `ms`, `µs`, `us` or `ns` at `at` followed by a boundary, or -1. */
function smallUnitEnd(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if ((first === 109 || first === 181 || first === 117 || first === 110) && text.charCodeAt(at + 1) === 115) {
    return boundaryAt(text, at + 2) ? at + 2 : -1;
  }
  return -1;
}

/** The end of `s`, `sec`, `secs`, `second` or `seconds` at `at` (longest first) followed by a boundary, or -1. */
function secondsEnd(text: string, at: number): number {
  if (text.charCodeAt(at) !== 115) return -1;
  if (text.startsWith('ec', at + 1)) {
    if (text.startsWith('ond', at + 3)) {
      if (text.charCodeAt(at + 6) === 115 && boundaryAt(text, at + 7)) return at + 7;
      if (boundaryAt(text, at + 6)) return at + 6;
    }
    if (text.charCodeAt(at + 3) === 115 && boundaryAt(text, at + 4)) return at + 4;
    if (boundaryAt(text, at + 3)) return at + 3;
  }
  return boundaryAt(text, at + 1) ? at + 1 : -1;
}

/** A duration: `35 ms`, `1.5µs`, `0.42 s`, `2.5 seconds` (white space of any length between). */
function matchDuration(text: string, start: number): number {
  const whole = digitEnd(text, start, ANY);
  const fraction =
    text.charCodeAt(whole) === 46 && isDigit(text.charCodeAt(whole + 1))
      ? digitEnd(text, whole + 1, ANY)
      : -1;
  if (fraction >= 0) {
    const end = smallUnitEnd(text, spaceEnd(text, fraction));
    if (end >= 0) return end;
  }
  const end = smallUnitEnd(text, spaceEnd(text, whole));
  if (end >= 0) return end;
  return fraction >= 0 ? secondsEnd(text, spaceEnd(text, fraction)) : -1;
}

/** 24 or more hex digits, then a boundary. */
function matchLongHex(text: string, start: number): number {
  const end = hexEnd(text, start, ANY);
  return end - start >= 24 && boundaryAt(text, end) ? end : -1;
}

/** A memory address `0x` and 6 to 16 hex digits, then a boundary. */
function matchAddress(text: string, start: number): number {
  if (text.charCodeAt(start) !== 48 || (text.charCodeAt(start + 1) | 32) !== 120) return -1;
  const end = hexEnd(text, start + 2, ANY);
  const length = end - start - 2;
  return length >= 6 && length <= 16 && boundaryAt(text, end) ? end : -1;
}

const placeholders = ['<uuid>', '<time>', '<epoch>', '<duration>', '<hex>', '<address>'];

/** The volatile form starting at a word start, as `[kind, end]` packed in one number (kind * 2^32 + end), or -1. */
function volatileAt(text: string, start: number, code: number): number {
  if (isDigit(code)) {
    let end = matchUuid(text, start);
    if (end >= 0) return end;
    end = matchIsoTime(text, start);
    if (end >= 0) return 1 * 2 ** 32 + end;
    end = matchEpoch(text, start);
    if (end >= 0) return 2 * 2 ** 32 + end;
    end = matchDuration(text, start);
    if (end >= 0) return 3 * 2 ** 32 + end;
  } else {
    const end = matchUuid(text, start);
    if (end >= 0) return end;
  }
  let end = matchLongHex(text, start);
  if (end >= 0) return 4 * 2 ** 32 + end;
  end = matchAddress(text, start);
  return end >= 0 ? 5 * 2 ** 32 + end : -1;
}

/**
 * The hash of a plain-text tool result as `maskVolatileText` and a hash without white space would give it, in
 * one pass with no copies: at each word that starts with a digit or hex letter the volatile forms are tried in
 * the same order (UUID, ISO time, epoch, duration, long hex, address), and a match is hashed as its placeholder.
 * Five times faster than the regular expressions on 4 KB of log text.
 */
export function hashTextObservation(text: string): string {
  let h1 = HASH_SEED_1;
  let h2 = HASH_SEED_2;
  let previousIsWord = false;
  const length = text.length;
  for (let index = 0; index < length; ) {
    const code = text.charCodeAt(index);
    const kind = code < 128 ? (classes[code] as number) : 0;
    if (!previousIsWord && (kind & HEX) !== 0) {
      const found = volatileAt(text, index, code);
      if (found >= 0) {
        const placeholder = placeholders[Math.floor(found / 2 ** 32)] as string;
        for (let at = 0; at < placeholder.length; at++) {
          const mark = placeholder.charCodeAt(at);
          h1 = Math.imul(h1 ^ mark, 0x85ebca77);
          h2 = Math.imul(h2 ^ mark, 0xc2b2ae3d);
        }
        index = found % 2 ** 32;
        previousIsWord = false;
        continue;
      }
    }
    previousIsWord = (kind & WORD) !== 0;
    index++;
    if ((kind & SPACE) !== 0 || (code >= 160 && isSpace(code))) continue;
    h1 = Math.imul(h1 ^ code, 0x85ebca77);
    h2 = Math.imul(h2 ^ code, 0xc2b2ae3d);
  }
  return finishHash(h1, h2);
}
