import { parseArguments } from '../signature/canonicalize.js';
import { shingles } from '../signature/similarity.js';
import { incidentalKeyPattern } from './retry-tweak.js';

/** True when a value is an object, or a list holding one: a record or table, not a list of values. */
function isRecordOrTable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return !Array.isArray(value) || value.some((item) => typeof item === 'object' && item !== null);
}

/**
 * Key-value pairs of the arguments; a long string value, or a table or record, contributes its word pairs, so an
 * edited command still overlaps.
 */
export function argumentPairs(canonical: string): Set<string> {
  const parsed = parseArguments(canonical);
  const pairs = new Set<string>();
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed)) {
      // A table or a record sent whole (`stations: [{…}, …]`) is compared as a long text is: one field of it
      // rewritten keeps most of its word pairs. A flat list of values (`batch: ["SP-D1-01", …]`) names its items:
      // one left out is another request.
      const long = typeof value === 'string' ? value : isRecordOrTable(value) ? JSON.stringify(value) : '';
      if (long.length > 40) {
        for (const shingle of shingles(long)) pairs.add(`${key}~${shingle}`);
      } else {
        pairs.add(`${key}=${JSON.stringify(value)}`);
      }
    }
    return pairs;
  }
  for (const shingle of shingles(typeof parsed === 'string' ? parsed : canonical)) pairs.add(shingle);
  return pairs;
}

// `--timeout 60`, `-v=6`, `--retries=5`, `-m 30`: a numeric flag value in a command line.
const numericFlagPattern = /(^|\s)(--?[a-z][\w-]*)(?:=|\s+)\d[\w.]*/gi;
const verbosityFlagPattern = /(^|\s)-v+(?=\s|$)/g;

/** An argument vector: `["get", "nodes", "--request-timeout=10s"]`. */
function isWords(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The request a failing call makes, incidental arguments and numeric flag values left out. */
export function requestOf(canonical: string, tool: string): string {
  const parsed = parseArguments(canonical);
  const reduce = (text: string) =>
    text
      .replace(numericFlagPattern, '$1$2=<n>')
      .replace(verbosityFlagPattern, '$1')
      .replace(/\s+/g, ' ')
      .trim();
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const kept = Object.entries(parsed)
      .filter(([key]) => !incidentalKeyPattern.test(key))
      .map(([key, value]) => [
        key,
        typeof value === 'string' ? reduce(value) : isWords(value) ? reduce(value.join(' ')) : value,
      ]);
    return `${tool}\u0000${JSON.stringify(kept)}`;
  }
  return `${tool}\u0000${typeof parsed === 'string' ? reduce(parsed) : canonical}`;
}
