import type { ActionKey } from './action-signature.js';
import { hashString } from './hash.js';

const meanings = new WeakMap<ActionKey, string>();

/** Lists of plain values sorted at every depth: a set of paths, tags or tables in another order asks the same. */
function sortLists(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(sortLists);
    if (items.every((item) => item === null || typeof item !== 'object')) {
      return items.map((item) => JSON.stringify(item)).sort();
    }
    return items;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = sortLists(item);
    return out;
  }
  return value;
}

/**
 * What an action asks for, as a key: the tool and its canonical arguments with case, all white space, and the order
 * of plain lists set aside; ids and numbers are kept, they name the item. Two calls with one meaning ask the same thing
 * spelled another way (`src/lib/dateRange.ts` and `src/lib/DateRange.TS`, tags in another order, a snippet
 * re-run with other spacing). Loop detection only ever compares it together with results that say the same.
 */
export function actionMeaning(action: ActionKey): string {
  const known = meanings.get(action);
  if (known !== undefined) return known;
  let text = action.arguments;
  if (text.includes('[')) {
    try {
      text = JSON.stringify(sortLists(JSON.parse(text)));
    } catch {
      // Not JSON (arguments written as raw text): compared as they are.
    }
  }
  const meaning = hashString(`${action.tool}\u0000${text.toLowerCase().replace(/\\[nrt]|\s+/g, '')}`);
  meanings.set(action, meaning);
  return meaning;
}
