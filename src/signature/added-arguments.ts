import type { ActionKey } from './action-signature.js';
import { parsedArgumentsOf } from './parsed-arguments.js';

/** Arguments only one of two calls gives, at most, for the two to be compared as one ask. */
const MAX_ADDED = 2;

type Record = { readonly [key: string]: unknown };

const isRecord = (value: unknown): value is Record =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * True when two calls of one tool ask the same but for one or two arguments that only one of them gives, every
 * argument both give the same (`{"customer":"C4382919"}` and the same with `"refresh":true` or `"page":1`;
 * `{"box":"E39-0157","raw":false}` and `{"box":"E39-0157","fields":"all"}`): whether the arguments only one
 * gives changed anything is for their answers to say, compared without churn by the caller.
 */
export function addedArgumentsOnly(a: ActionKey, b: ActionKey): boolean {
  if (a.tool !== b.tool || a.arguments === b.arguments) return false;
  const left = parsedArgumentsOf(a);
  const right = parsedArgumentsOf(b);
  if (!isRecord(left) || !isRecord(right)) return false;
  let shared = 0;
  let added = 0;
  for (const key of Object.keys(left)) {
    if (!(key in right)) added++;
    else if (JSON.stringify(left[key]) !== JSON.stringify(right[key])) return false;
    else shared++;
  }
  for (const key of Object.keys(right)) if (!(key in left)) added++;
  return shared > 0 && added >= 1 && added <= MAX_ADDED;
}
