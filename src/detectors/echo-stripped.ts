import type { ActionKey } from '../signature/action-signature.js';
import { hashString } from '../signature/hash.js';
import type { ShapedResult } from '../signature/observation-compare.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';

/** JSON answers longer than this are not parsed to set their echo aside: they are compared as they are. */
const MAX_PARSED = 16_384;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A JSON answer without what echoes its own call: an entry holding the value the call gave under that key
 * (`"target_lang":"tr-TR"`), or an object whose every entry the call gave (`"options":{"formality":"more"}`, and
 * `"options":{}` for a call that gave none), at any depth. `null` when the answer is no JSON object or echoes nothing.
 */
export function echoStripped(action: ActionKey, result: ShapedResult): ShapedResult | null {
  const text = result.text;
  if (text.charCodeAt(0) !== 123 || text.length > MAX_PARSED || result.tail !== undefined) return null;
  const asked = parsedArgumentsOf(action);
  if (asked === NOT_JSON || !isObject(asked)) return null;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  let stripped = 0;
  const echoes = (key: string, value: unknown): boolean =>
    (key in asked && same(asked[key], value)) ||
    (isObject(value) &&
      Object.entries(value).every(([inner, given]) => inner in asked && same(asked[inner], given)));
  const walk = (value: unknown, depth: number): unknown => {
    if (depth > 8) return value;
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
    if (!isObject(value)) return value;
    const kept: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (echoes(key, inner)) stripped++;
      else kept[key] = walk(inner, depth + 1);
    }
    return kept;
  };
  const rest = JSON.stringify(walk(answer, 0));
  return stripped === 0 ? null : { hash: hashString(rest), text: rest };
}
