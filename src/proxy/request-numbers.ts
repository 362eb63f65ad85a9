import { MAX_CALL_TOKENS } from '../guard/call-numbers.js';

type Body = Record<string, unknown>;

/**
 * Why a request's output cap cannot be taken, naming the field (`"max_tokens" must be…`), or `undefined`.
 * A cap that is negative, fractional, not a number or absurd would otherwise be dropped by the wire reader
 * and the call reserved at the default while the upstream is asked for something else.
 */
export function invalidOutputCap(body: Body, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    if (!Object.hasOwn(body, field)) continue;
    const value = body[field];
    if (value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_CALL_TOKENS) {
      const shown = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? typeof value);
      return `"${field}" must be a whole number of tokens from 1 to ${MAX_CALL_TOKENS}, got ${shown.slice(0, 40)}`;
    }
  }
  return undefined;
}
