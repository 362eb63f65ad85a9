import type { ActionKey } from '../signature/action-signature.js';
import { isoDates } from '../signature/date-spelling.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';
import { objectMemo } from '../utils/object-memo.js';
import type { Step } from './types.js';

const valueCache = objectMemo<ActionKey, readonly string[]>('valueCache');

function collect(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    const text = value.toLowerCase().replace(/\s+/g, ' ').trim();
    if (text !== '') into.push(text);
  } else if (typeof value === 'number') into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collect(item, into);
  // Booleans and nulls are switches (`raw: false`, `verbose: true`): they name nothing the call is about.
}

/** The strings and numbers a call asks with (case and white space aside), not its keys or switches. */
function valuesOf(action: ActionKey): readonly string[] {
  let values = valueCache.get(action);
  if (values === undefined) {
    const found: string[] = [];
    const parsed = parsedArgumentsOf(action);
    if (parsed === NOT_JSON) found.push(action.arguments.toLowerCase().replace(/\s+/g, ' ').trim());
    else collect(parsed, found);
    values = found;
    valueCache.set(action, values);
  }
  return values;
}

/**
 * True when a turn's calls name nothing that an earlier call of the same tool in `earlier` did not: the same
 * lookup again with a switch added, keys reordered or text re-cased. A call with a value of its own (another id,
 * another edit) asks something new.
 */
export function asksNothingNew(step: Step, earlier: readonly Step[], before: number): boolean {
  for (const action of step.actions) {
    const known = new Set<string>();
    for (let index = 0; index < before; index++) {
      for (const other of (earlier[index] as Step).actions) {
        if (other.tool === action.tool) for (const value of valuesOf(other)) known.add(value);
      }
    }
    for (const value of valuesOf(action)) if (!known.has(value)) return false;
  }
  return true;
}

/** Values this long can be told in a result that echoes them; a shorter one turns up by chance. */
const ECHO_MIN_LENGTH = 3;

/** True when the quote at `quote` follows an odd run of backslashes that starts after `start`. */
function escapedAt(text: string, quote: number, start: number): boolean {
  let before = quote - 1;
  while (before > start && text.charCodeAt(before) === 92) before--;
  return ((quote - 1 - before) & 1) === 1;
}

/** An id as calls name an item: four characters or more, a digit among them (`30403`, `ORD-1183`, `pod-7c9d`). */
const itemId = (value: string) => value.length >= 4 && /\d/.test(value);

/** A string value of a call's canonical arguments, as {@link literalsOf} reads it. */
interface Literal {
  /** The value, escapes read. */
  readonly value: string;
  /** Its literal as the arguments spell it, quotes included. */
  readonly literal: string;
  /** It names an item ({@link itemId}). */
  readonly item: boolean;
  /** Its {@link looseId}, worked out when first asked for. */
  loose?: string;
}

/**
 * The string values of canonical arguments (escapes read, keys skipped) of at least {@link ECHO_MIN_LENGTH}
 * characters, in order. A hand scan: canonical JSON has no white space, so a literal is a key exactly when `:`
 * follows it.
 */
function readLiterals(text: string): Literal[] {
  const found: Literal[] = [];
  let at = text.indexOf('"');
  // Where the next backslash stands (-1: none left): a literal holds escapes only when one comes before its end.
  let slash = text.indexOf('\\');
  while (at >= 0) {
    let end = text.indexOf('"', at + 1);
    if (slash >= 0 && slash < at) slash = text.indexOf('\\', at + 1);
    const escaped = slash >= 0 && end > slash;
    // A quote after an odd run of backslashes is inside the literal.
    while (escaped && end >= 0 && escapedAt(text, end, at)) end = text.indexOf('"', end + 1);
    if (end < 0) return found;
    if (text.charCodeAt(end + 1) !== 58 && end - at - 1 >= ECHO_MIN_LENGTH) {
      let value: string;
      if (escaped) {
        try {
          value = JSON.parse(text.slice(at, end + 1)) as string;
        } catch {
          value = '';
        }
      } else value = text.slice(at + 1, end);
      if (value.length >= ECHO_MIN_LENGTH)
        found.push({ value, literal: text.slice(at, end + 1), item: itemId(value) });
    }
    at = text.indexOf('"', end + 1);
  }
  return found;
}

const literalMemo = objectMemo<ActionKey, readonly Literal[]>('literals');

/**
 * A call's {@link readLiterals}, read once a call: a result is compared with the calls of a whole window, and
 * cutting every value out of both calls' arguments again for each pair cost more than the comparisons.
 */
function literalsOf(action: ActionKey): readonly Literal[] {
  let literals = literalMemo.get(action);
  if (literals === undefined) {
    literals = readLiterals(action.arguments);
    literalMemo.set(action, literals);
  }
  return literals;
}

/**
 * True when `text` names `value`: as asked, or upper-cased, since canonical arguments hold a search text
 * lower-cased (`sup510975` asks for the `SUP510975` the answer names).
 */
function names(text: string, value: string): boolean {
  if (text.includes(value)) return true;
  return value.length <= 24 && lowerCasedId.test(value) && text.includes(value.toUpperCase());
}

/** An id as canonical search text holds it: one lower-cased token with a digit (`sup510975`, `kh-115`). */
const lowerCasedId = /^(?=\S*\d)[a-z][a-z\d_.:-]*$/;

/**
 * True when a result echoes a value its call asked that `other` did not ask (`OK chart … += US11473520B2`,
 * `"name":"cdn-4.example"`): it answers about another item, whatever its form says of that value.
 */
export function echoesOwnAsk(
  action: ActionKey,
  other: ActionKey,
  result: { readonly text: string },
): boolean {
  for (const literal of literalsOf(action))
    if (
      names(result.text, literal.value) &&
      !other.arguments.includes(literal.literal) &&
      !(literal.item && otherSpelling(other, literal) !== null)
    )
      return true;
  return false;
}

/**
 * The values a call asked that its result echoes, joined (`''` for none): a result that names what it was asked
 * about is another answer for another item, whatever its form says of that name (an id masked as incidental).
 */
export function echoedValues(action: ActionKey, result: { readonly text: string }): string {
  let echoed = '';
  for (const { value } of literalsOf(action)) if (result.text.includes(value)) echoed += `\u0000${value}`;
  return echoed;
}

/**
 * True when two calls ask about one item, an id both name, and both their results name it too (`inputs.id:
 * "30403"` twice, each report on 30403): whatever else they asked differently, they are about the same thing.
 */
export function sameItemAsked(
  action: ActionKey,
  other: ActionKey,
  result: { readonly text: string },
  otherResult: { readonly text: string },
): boolean {
  for (const literal of literalsOf(action)) {
    if (!literal.item) continue;
    const { value } = literal;
    if (other.arguments.includes(literal.literal)) {
      if (names(result.text, value) && names(otherResult.text, value)) return true;
      continue;
    }
    // The same id spelled otherwise (`TB_299-RF` for `TB-299-RF`), both answers naming it in either spelling.
    const spelled = otherSpelling(other, literal);
    if (
      spelled !== null &&
      (names(result.text, value) || names(result.text, spelled)) &&
      (names(otherResult.text, value) || names(otherResult.text, spelled))
    )
      return true;
  }
  return false;
}

/**
 * The items ({@link itemId}) a call asked about that its answer names, each with its case, separators and date
 * spelling set aside (`26/09/2027` and `2027-09-26` are one), joined in order: two calls with the same are about
 * the same things. A reference the call minted for itself (`"request_ref": "rq-qswkh2"`), which the answer does
 * not name, is none.
 */
export function answeredItems(action: ActionKey, result: { readonly text: string }): string {
  const items: string[] = [];
  for (const literal of literalsOf(action))
    if (literal.item && names(result.text, literal.value))
      items.push(looseId(isoDates(`"${literal.value}"`)));
  return items.sort().join('\u0000');
}

/** An id with its case and the separators inside it set aside (`TB_299-RF`, `tb-299 rf` → `tb299rf`). */
const looseId = (value: string) => value.toLowerCase().replace(/[-_.\s/]/g, '');

const looseValueSets = objectMemo<ActionKey, ReadonlySet<string>>('looseValueSets');

/** A call's values with ids' case and separators set aside, as a set, made once a call. */
function looseValues(action: ActionKey): ReadonlySet<string> {
  let values = looseValueSets.get(action);
  if (values === undefined) {
    values = new Set(valuesOf(action).map(looseId));
    looseValueSets.set(action, values);
  }
  return values;
}

/** The value `other` asked that is an item's `literal` spelled otherwise (case and separators aside), or `null`. */
function otherSpelling(other: ActionKey, literal: Literal): string | null {
  literal.loose ??= looseId(literal.value);
  const wanted = literal.loose;
  for (const candidate of literalsOf(other)) {
    if (candidate.value === literal.value || !candidate.item) continue;
    candidate.loose ??= looseId(candidate.value);
    // Most values have no other spelling among the other call's ids, each kept loose once: the other call's values
    // are made into a set only for one that has, which cost more, made for every call, than all these comparisons.
    if (candidate.loose === wanted) return looseValues(other).has(wanted) ? candidate.value : null;
  }
  return null;
}

/**
 * The ids a call asked with that its result names (`record SP-D1-01: FOS_TAC missing` for a batch that held
 * SP-D1-01), in the call's order: what an error is about among all the call asked.
 */
export function namedItems(action: ActionKey, result: { readonly text: string }): string[] {
  const found: string[] = [];
  for (const { value, item } of literalsOf(action))
    if (item && names(result.text, value) && !found.includes(value)) found.push(value);
  return found;
}

/**
 * The ids a call names (`ORD-1183`, `pod-7c9d`, or within its words: `Cannot push LT-2412-16`), each once, sorted:
 * what it is about, whatever else it asked and however it worded it.
 */
function idsAsked(action: ActionKey): string {
  let ids = idsAskedOf.get(action);
  if (ids === undefined) {
    const found: string[] = [];
    for (const { value } of literalsOf(action))
      for (const word of value.split(idSeparator)) {
        // An id that ends a sentence (`Can you take CT-S51?`) is the id without the sentence's mark.
        const token = word.replace(sentenceEnd, '');
        if (itemId(token) && !found.includes(token)) found.push(token);
      }
    ids = found.sort().join('\u0000');
    idsAskedOf.set(action, ids);
  }
  return ids;
}
const idsAskedOf = objectMemo<ActionKey, string>('idsAskedOf');

/** What parts an id from the words around it: white space and the punctuation of a sentence. */
const idSeparator = /[\s,;:()[\]]+/;
/** The marks that end a sentence, after its last word. */
const sentenceEnd = /[.?!]+$/;

/**
 * True when two calls name the same ids, in any order and under any keys (a plan's jobs permuted, `jobs` renamed
 * `orders`): asked about the same items, not one item after another.
 */
export function sameIdsAsked(action: ActionKey, other: ActionKey): boolean {
  return idsAsked(action) === idsAsked(other);
}

/**
 * True when one call asks everything the other asks and perhaps more (an option added, `timeout_ms: 3000`; an id
 * spelled otherwise): no value of either was changed for another. Writes of other values (`60`, then `30`) are not.
 */
export function asksNothingElse(action: ActionKey, other: ActionKey): boolean {
  const mine = looseValues(action);
  const theirs = looseValues(other);
  const [fewer, more] = mine.size <= theirs.size ? [mine, theirs] : [theirs, mine];
  for (const value of fewer) if (!more.has(value)) return false;
  return true;
}
