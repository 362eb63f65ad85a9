import { objectMemo } from '../utils/object-memo.js';
import type { ActionKey } from './action-signature.js';

/** What {@link parsedArgumentsOf} gives for canonical arguments that are no JSON. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

const parsed = objectMemo<ActionKey, unknown>('parsedArguments');

/**
 * A call's canonical arguments parsed, once a call, for every reader that looks at their values (the values a
 * call asks, its short values, its pager, a search's options): {@link NOT_JSON} when they are no JSON. Readers
 * must not change what they get.
 */
export function parsedArgumentsOf(action: ActionKey): unknown {
  let value = parsed.get(action);
  if (value === undefined) {
    try {
      value = JSON.parse(action.arguments) as unknown;
    } catch {
      value = NOT_JSON;
    }
    // `null` arguments are kept as they are; only a missing memo reads as undefined.
    parsed.set(action, value);
  }
  return value;
}
