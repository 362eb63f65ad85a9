import { canonicalizeArguments } from './canonicalize.js';
import { collapseWhitespace } from './normalize-text.js';
import { hashObservationText } from './observation-scanner.js';
import { safeStringify } from './raw-text.js';
import { maskVolatileText } from './volatile.js';

/** Canonical text of a tool result: JSON canonicalised like arguments, other text with volatile parts masked. */
export function canonicalizeObservation(content: unknown): string {
  if (typeof content === 'string') {
    const trimmed = content.trim();
    if (trimmed === '') return '';
    const first = trimmed.charCodeAt(0);
    if (first !== 123 && first !== 91) return maskVolatileText(collapseWhitespace(content));
  }
  return canonicalizeArguments(content ?? null, { maxValueLength: 4096 });
}

/**
 * Hash of a tool result, white space ignored and incidental values masked (times, durations, process
 * ids, ports, request ids, hex tokens): equal for results that differ only in those or in spacing (a result
 * that echoes `"/srv/sales.csv  "` back is the same result), different for any real change (`3 failed` →
 * `2 failed`, `40%` → `60%`). JSON is read as text, so a key such as `"request_id"` masks its value wherever
 * it is nested; other values are written as JSON first.
 */
export function hashObservation(content: unknown): string {
  if (typeof content === 'string') return hashObservationText(content);
  return hashObservationText(safeStringify(content ?? null));
}

const emptyResultPattern =
  /^(?:"|')?(?:\[\]|no (?:search )?(?:results?|matches?|items?|records?|rows?|hits?|documents?|entries)(?: (?:were |was )?found)?|0 (?:results?|matches?|items?|records?|rows?|hits?|documents?|entries)(?: found)?|nothing found|\{"(?:results|items|data|hits|rows|records|documents|matches)":\[\](?:,"(?:total|count)":0)?\})[.!]?(?:"|')?$/i;

/**
 * True when a canonical observation says "nothing found": `[]`, "no results", "0 matches". An empty
 * string, `{}` or "None" is not counted: many tools answer that on success (a modify call, a delete).
 */
export function isEmptyObservation(canonical: string): boolean {
  return canonical.length <= 64 && emptyResultPattern.test(canonical.trim());
}
