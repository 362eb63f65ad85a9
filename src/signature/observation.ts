import { canonicalizeArguments } from './canonicalize.js';
import { hashIgnoringWhitespace, hashTextIgnoringWhitespace } from './hash.js';
import { hashTextObservation } from './hash-text-observation.js';
import { collapseWhitespace } from './normalize-text.js';
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
 * Hash of a tool result after canonicalisation, white space ignored: equal for results that differ only in
 * volatile values or spacing (a result that echoes `"/srv/sales.csv  "` back is the same result).
 */
export function hashObservation(content: unknown): string {
  if (typeof content === 'string') {
    const first = content.trimStart().charCodeAt(0);
    if (first !== 123 && first !== 91) {
      // Masking matches white space as runs, so the raw text needs no collapsing before it: the same hash as
      // the canonical form, in a third of the time.
      const fast = hashTextIgnoringWhitespace(content);
      if (fast !== undefined) return fast;
      // Short texts go the regular-expression way: masking starts at 10 characters of collapsed text.
      if (content.length < 64) return hashIgnoringWhitespace(maskVolatileText(collapseWhitespace(content)));
      return hashTextObservation(content);
    }
  }
  return hashIgnoringWhitespace(canonicalizeObservation(content));
}

const emptyResultPattern =
  /^(?:"|')?(?:\[\]|\{\}|no (?:search )?(?:results?|matches?|items?|records?|rows?|hits?|documents?|entries)(?: (?:were |was )?found)?|0 (?:results?|matches?|items?|records?|rows?|hits?|documents?|entries)(?: found)?|nothing found|\{"(?:results|items|data|hits|rows|records|documents|matches)":\[\](?:,"(?:total|count)":0)?\})[.!]?(?:"|')?$/i;

/**
 * True when a canonical observation says "nothing found": `[]`, "no results", "0 matches". An empty
 * string or "None" is not counted: many tools answer that on success.
 */
export function isEmptyObservation(canonical: string): boolean {
  return canonical.length <= 64 && emptyResultPattern.test(canonical.trim());
}
