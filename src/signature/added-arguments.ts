import { objectMemo } from '../utils/object-memo.js';
import type { ActionKey } from './action-signature.js';

/** Arguments only one of two calls gives, at most, for the two to be compared as one ask. */
const MAX_ADDED = 2;

const entries = objectMemo<ActionKey, ReadonlyMap<string, string> | null>('argumentEntries');

/**
 * A call's top-level arguments as key → value as written in its canonical arguments (keys sorted, no white
 * space), made once a call (each is compared with the window's other calls on every round it stays there), read
 * in one pass over the text rather than parsed; `null` for arguments that are no JSON object.
 */
export function entriesOf(action: ActionKey): ReadonlyMap<string, string> | null {
  let known = entries.get(action);
  if (known === undefined) {
    known = topLevelEntries(action.arguments);
    entries.set(action, known);
  }
  return known;
}

/** True when the quote at `quote` follows an odd run of backslashes that starts after `opening`: it is escaped. */
function escapedAt(text: string, quote: number, opening: number): boolean {
  let before = quote - 1;
  while (before > opening && text.charCodeAt(before) === 92) before--;
  return ((quote - 1 - before) & 1) === 1;
}

/**
 * The top-level entries of canonical JSON text (`{"a":1,"b":[2,3]}` → a → `1`, b → `[2,3]`), keys and values as
 * written, or `null` for text that is no JSON object.
 */
export function topLevelEntries(text: string): Map<string, string> | null {
  if (text.charCodeAt(0) !== 123 || text.charCodeAt(text.length - 1) !== 125) return null;
  const map = new Map<string, string>();
  let depth = 0;
  let keyStart = -1;
  let keyEnd = -1;
  let valueStart = -1;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 34) {
      // Most of the text is strings: each one's end (the first quote no backslash escapes) is searched for, not
      // read unit by unit. One that never ends runs to the end of the text.
      if (depth === 1 && valueStart < 0) keyStart = index + 1;
      let end = text.indexOf('"', index + 1);
      while (end >= 0 && escapedAt(text, end, index)) end = text.indexOf('"', end + 1);
      if (end < 0) break;
      if (depth === 1 && valueStart < 0) keyEnd = end;
      index = end;
    } else if (code === 58) {
      if (depth === 1 && valueStart < 0) valueStart = index + 1;
    } else if (code === 123 || code === 91) depth++;
    else if (code === 125 || code === 93 || code === 44) {
      if (code !== 44) depth--;
      // An entry ends at a comma between two of them, or at the object's closing brace.
      if ((code === 44 && depth === 1) || (code === 125 && depth === 0)) {
        if (valueStart < 0) {
          if (keyStart >= 0 || map.size > 0) return null;
          continue;
        }
        map.set(text.slice(keyStart, keyEnd), text.slice(valueStart, index));
        keyStart = keyEnd = valueStart = -1;
      }
    }
  }
  return depth === 0 ? map : null;
}

/**
 * True when two calls of one tool ask the same but for one or two arguments that only one of them gives, every
 * argument both give the same (`{"customer":"C4382919"}` and the same with `"refresh":true` or `"page":1`;
 * `{"box":"E39-0157","raw":false}` and `{"box":"E39-0157","fields":"all"}`): whether the arguments only one
 * gives changed anything is for their answers to say, compared without churn by the caller.
 */
export function addedArgumentsOnly(a: ActionKey, b: ActionKey): boolean {
  if (a.tool !== b.tool || a.arguments === b.arguments) return false;
  const left = entriesOf(a);
  const right = entriesOf(b);
  if (left === null || right === null || Math.abs(left.size - right.size) > MAX_ADDED) return false;
  // The keys first, by lookup alone: most pairs a window compares give the same keys, and are then no such pair.
  let only = 0;
  for (const key of left.keys()) if (!right.has(key) && ++only > MAX_ADDED) return false;
  for (const key of right.keys()) if (!left.has(key) && ++only > MAX_ADDED) return false;
  if (only === 0) return false;
  let shared = 0;
  for (const [key, value] of left) {
    const other = right.get(key);
    if (other === undefined) continue;
    if (other !== value) return false;
    shared++;
  }
  return shared > 0;
}
