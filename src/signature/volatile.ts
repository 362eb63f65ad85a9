import { isSpace } from './normalize-text.js';

const volatileKeyPattern =
  /^(timestamp|ts|time_?stamp|now|nonce|request_?id|req_?id|trace_?id|span_?id|correlation_?id|idempotency_?key|client_?request_?id|cache_?buster|cb|_t|_ts|rand|random|uuid|guid|sent_?at|created_?at|updated_?at|elapsed(_?ms)?|duration(_?ms)?|latency(_?ms)?|attempt(_?(no|num|number|count|index))?|retry_?(attempt|count|no|num|number|index)|try_?(no|num|number|count))$/i;

const uuidPattern = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// White space is matched as runs (`\s+`, `\s*`), so raw text masks as its collapsed form would.
const isoTimestampPattern =
  /\b\d{4}-\d{2}-\d{2}(?:T|\s+)\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?\b/g;
const epochPattern = /\b1[5-9]\d{8}(?:\d{3})?\b/g;
const durationPattern = /\b(?:\d+(?:\.\d+)?\s*(?:ms|µs|us|ns)|\d+\.\d+\s*s(?:ec(?:ond)?s?)?)\b/g;
const longHexPattern = /\b[0-9a-f]{24,}\b/gi;
const addressPattern = /\b0x[0-9a-f]{6,16}\b/gi;

/** Kinds of volatile fragment {@link volatileKinds} reports, one bit each. */
export const HEX = 1;
const TIME = 2;
const EPOCH = 4;
const DURATION = 8;

function isUnitLetter(code: number): boolean {
  return code === 109 || code === 117 || code === 181 || code === 110 || code === 115;
}

/** One cheap pass that says which volatile forms the text could hold (0: none), so only those patterns run. */
export function volatileKinds(text: string): number {
  let kinds = 0;
  let hexRun = 0;
  let digitRun = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const isDigit = code >= 48 && code <= 57;
    if (!isDigit && digitRun > 0) {
      if (digitRun >= 4 && code === 45) kinds |= TIME;
      if (isUnitLetter(code)) kinds |= DURATION;
      const next = text.charCodeAt(index + 1);
      if (code === 46 && next >= 48 && next <= 57) kinds |= DURATION;
      if (isSpace(code)) {
        let after = index + 1;
        while (after < text.length && isSpace(text.charCodeAt(after))) after++;
        if (isUnitLetter(text.charCodeAt(after))) kinds |= DURATION;
      }
    }
    hexRun = isDigit || (code >= 97 && code <= 102) || (code >= 65 && code <= 70) ? hexRun + 1 : 0;
    digitRun = isDigit ? digitRun + 1 : 0;
    if (hexRun >= 8 || (hexRun >= 6 && (text.charCodeAt(index - hexRun) | 32) === 120)) kinds |= HEX;
    if (digitRun >= 10) kinds |= EPOCH;
  }
  return kinds;
}

/** True when a key names a value that changes on every call (timestamps, nonces, request ids). */
export function isVolatileKey(key: string): boolean {
  return volatileKeyPattern.test(key);
}

/** True when a whole value is a timestamp, an epoch time, a UUID or a long hex token. */
export function isVolatileValue(value: string | number): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1.5e9 && value < 2e12;
  if (value.length < 10 || value.length > 40) return false;
  return (
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ||
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) ||
    /^1[5-9]\d{8}(\d{3})?$/.test(value) ||
    /^[0-9a-f]{24,}$/i.test(value)
  );
}

/** Replaces volatile fragments inside free text (a command line, a tool result) with placeholders. */
export function maskVolatileText(text: string, kinds = text.length < 10 ? 0 : volatileKinds(text)): string {
  if (kinds === 0) return text;
  let out = text;
  if (kinds & HEX) out = out.replace(uuidPattern, '<uuid>');
  if (kinds & TIME) out = out.replace(isoTimestampPattern, '<time>');
  if (kinds & EPOCH) out = out.replace(epochPattern, '<epoch>');
  if (kinds & DURATION) out = out.replace(durationPattern, '<duration>');
  if (kinds & HEX) out = out.replace(longHexPattern, '<hex>').replace(addressPattern, '<address>');
  return out;
}
