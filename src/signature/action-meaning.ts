import type { ActionKey } from './action-signature.js';
import { hashString } from './hash.js';

const meanings = new WeakMap<ActionKey, string>();

/**
 * What an action asks for, as a key: the tool and its canonical arguments with case and all white space set aside (sets such
 * as `paths` or `tags` are already sorted by canonicalisation); ids and numbers are kept, they name the item. Two calls with one meaning ask the same thing
 * spelled another way (`src/lib/dateRange.ts` and `src/lib/DateRange.TS`, tags in another order, a snippet
 * re-run with other spacing). Loop detection only ever compares it together with results that say the same.
 */
export function actionMeaning(action: ActionKey): string {
  const known = meanings.get(action);
  if (known !== undefined) return known;
  const text = action.arguments;
  const meaning = hashString(`${action.tool}\u0000${text.toLowerCase().replace(/\\[nrt]|\s+/g, '')}`);
  meanings.set(action, meaning);
  return meaning;
}

/** What a set of parallel calls asks for, in any order. */
export function meaningOfActions(actions: readonly ActionKey[]): string {
  if (actions.length === 0) return '';
  if (actions.length === 1) return actionMeaning(actions[0] as ActionKey);
  return hashString(actions.map(actionMeaning).sort().join(','));
}

const stepMeanings = new WeakMap<object, string>();

/** What a turn's calls ask for (see {@link actionMeaning}), worked out when first compared. */
export function meaningOf(step: { readonly actions: readonly ActionKey[] }): string {
  let meaning = stepMeanings.get(step);
  if (meaning === undefined) {
    meaning = meaningOfActions(step.actions);
    stepMeanings.set(step, meaning);
  }
  return meaning;
}
