import { objectMemo, ReturnsOwner } from '../utils/object-memo.js';
import type { ActionKey } from './action-signature.js';
import { base36, hashString } from './hash.js';
import { meaningKeyOf } from './meaning-key.js';
import { parsedArgumentsOf } from './parsed-arguments.js';

export { equivalentSpelling } from './equivalent-spelling.js';
export { meaningKeyOf } from './meaning-key.js';

/**
 * An action's meaning in a private field of its own, not in the memo pairs every derived value shares: meanings are
 * read for every earlier step a turn is compared with, and a field only actions carry is read by code that sees
 * actions alone, where the shared memo's code sees every kind of object. A frozen action keeps it in a `WeakMap`.
 */
class MeaningField extends ReturnsOwner {
  #meaning: string;

  private constructor(owner: ActionKey, meaning: string) {
    super(owner);
    this.#meaning = meaning;
  }

  /** The meaning kept with `action`, if any. */
  static get(action: ActionKey): string | undefined {
    if (#meaning in action) return (action as unknown as MeaningField).#meaning;
    return Object.isExtensible(action) ? undefined : frozenMeanings.get(action);
  }

  /** Keeps `meaning` with `action` (once: an action that has one already must not get another). */
  static set(action: ActionKey, meaning: string): void {
    if (Object.isExtensible(action)) new MeaningField(action, meaning);
    else frozenMeanings.set(action, meaning);
  }
}

const frozenMeanings = new WeakMap<ActionKey, string>();

/**
 * What an action asks for, as a key: the tool and its canonical arguments with case and all white space set aside (sets such
 * as `paths` or `tags` are already sorted by canonicalisation); ids and numbers are kept, they name the item. Two calls with one meaning ask the same thing
 * spelled another way (`src/lib/dateRange.ts` and `src/lib/DateRange.TS`, tags in another order, a snippet
 * re-run with other spacing, a URL with other tracking parameters: {@link equivalentSpelling}). Loop detection only
 * ever compares it together with results that say the same.
 */
export function actionMeaning(action: ActionKey): string {
  const known = MeaningField.get(action);
  if (known !== undefined) return known;
  const meaning = meaningKeyOf(action.tool, action.arguments);
  MeaningField.set(action, meaning);
  return meaning;
}

const valueMeanings = objectMemo<ActionKey, string | null>('valueMeanings');

/** `,`, `]`, `}` or white space: where a number or `true` ends. */
const valueEnds = (code: number) => code === 44 || code === 93 || code === 125 || code <= 32;

/**
 * Folds `text[start, end)` into an order-free digest of values: the value is hashed lower-cased with its white
 * space trimmed, and values are combined by sum and xor, so the same values in any order give the same digest.
 */
function foldValue(
  text: string,
  start: number,
  end: number,
  digest: { sum: number; xor: number; count: number },
) {
  let from = start;
  let to = end;
  while (from < to && text.charCodeAt(from) <= 32) from++;
  while (to > from && text.charCodeAt(to - 1) <= 32) to--;
  if (from === to) return;
  let hash = 0x811c9dc5;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    hash = Math.imul(hash ^ (code >= 65 && code <= 90 ? code | 32 : code), 0x01000193);
  }
  const mixed = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  digest.sum = (digest.sum + hash) | 0;
  digest.xor ^= mixed;
  digest.count++;
}

/**
 * The values of canonical JSON arguments as an order-free digest, read in one pass without parsing or copying:
 * every string that is not a key, every number and `true`; `null`, `false` and empty strings are no value.
 */
function argumentValuesDigest(text: string): string | null {
  const digest = { sum: 0, xor: 0, count: 0 };
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 34) {
      let end = index + 1;
      while (end < text.length && text.charCodeAt(end) !== 34) end += text.charCodeAt(end) === 92 ? 2 : 1;
      let after = end + 1;
      while (after < text.length && text.charCodeAt(after) <= 32) after++;
      if (text.charCodeAt(after) !== 58) foldValue(text, index + 1, end, digest);
      index = end + 1;
    } else if ((code >= 48 && code <= 57) || code === 45 || code === 116) {
      let end = index + 1;
      while (end < text.length && !valueEnds(text.charCodeAt(end))) end++;
      foldValue(text, index, end, digest);
      index = end;
    } else index++;
  }
  return digest.count === 0
    ? null
    : `${digest.count}.${base36(digest.sum >>> 0)}.${base36(digest.xor >>> 0)}`;
}

/**
 * What an action asks for by its values alone: the tool and its arguments' values in any order, keys, empty
 * lists and unset flags set aside (`{"wtg":"HRW-T20"}`, `{"id":"HRW-T20"}`, `{"wtg_id":"HRW-T20","expand":[]}`);
 * `null` when it has no value. Two calls alike by it ask the same thing under other names only if their
 * answers say the same: loop detection compares it only with long results that do.
 */
export function valuesMeaning(action: ActionKey): string | null {
  let known = valueMeanings.get(action);
  if (known === undefined) {
    const digest = argumentValuesDigest(action.arguments);
    known = digest === null ? null : `${action.tool}\u0000${digest}`;
    valueMeanings.set(action, known);
  }
  return known;
}

/** What a set of parallel calls asks for, in any order. */
export function meaningOfActions(actions: readonly ActionKey[]): string {
  if (actions.length === 0) return '';
  if (actions.length === 1) return actionMeaning(actions[0] as ActionKey);
  return hashString(actions.map(actionMeaning).sort().join(','));
}

const stepMeanings = objectMemo<object, string>('stepMeanings');

/** What a turn's calls ask for (see {@link actionMeaning}), worked out when first compared. */
export function meaningOf(step: { readonly actions: readonly ActionKey[] }): string {
  if (step.actions.length === 1) return actionMeaning(step.actions[0] as ActionKey); // kept with the action
  let meaning = stepMeanings.get(step);
  if (meaning === undefined) {
    meaning = meaningOfActions(step.actions);
    stepMeanings.set(step, meaning);
  }
  return meaning;
}

/**
 * Keeps what a step's calls ask for, worked out by {@link meaningOfActions} over the very actions it holds while
 * the step was built, so {@link meaningOf} does not work it out again when the next turn is compared with it.
 */
export function rememberMeaning(step: { readonly actions: readonly ActionKey[] }, meaning: string): void {
  if (step.actions.length > 1) stepMeanings.set(step, meaning);
}

/**
 * An argument that moves a pager or a window: what a call with new arguments can ask for content already read. The
 * page in the languages back offices are written in too (`pagina`, `página`, `Seite`).
 */
const pagingArgument =
  /"(?:cursor|page|page_?(?:token|number|no)|pagina|página|seite|numero_?pagina|número_?página|offset|skip|start|start_?(?:line|row|index)|from|from_?(?:line|row|index)|after|next_?(?:token|page|cursor)|continuation(?:_?token)?|marker|resumption_?token|line|lines|range|window)"\s*:/i;

/** True when a call moves a pager or a window (a cursor, page, offset, line…): it can be served content already read. */
export function movesPager(action: ActionKey): boolean {
  return pagingArgument.test(action.arguments);
}

const pagingKey =
  /^(?:cursor|page|page_?(?:token|number|no)|pagina|página|seite|numero_?pagina|número_?página|offset|skip|start|start_?(?:line|row|index)|from|from_?(?:line|row|index)|after|next_?(?:token|page|cursor)|continuation(?:_?token)?|marker|resumption_?token|line|lines|range|window)$/i;

const pagers = objectMemo<ActionKey, readonly string[]>('pagers');

/**
 * The values a call moves its pager or window with (`{"page": 4}` → `["4"]`), as a result may echo them back
 * (`"pagination":{"page":4}`); empty for a call that moves none. Read once a call: a result is compared with
 * each earlier page in the window.
 */
export function pagerValues(action: ActionKey): readonly string[] {
  let known = pagers.get(action);
  if (known === undefined) {
    known = readPagerValues(action);
    pagers.set(action, known);
  }
  return known;
}

function readPagerValues(action: ActionKey): string[] {
  const values: string[] = [];
  const parsed = parsedArgumentsOf(action);
  // Arguments that are no JSON object move no pager this reads.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return values;
  for (const [key, value] of Object.entries(parsed)) {
    if (pagingKey.test(key) && (typeof value === 'number' || typeof value === 'string'))
      values.push(String(value));
  }
  return values;
}
