import { objectMemo } from '../utils/object-memo.js';
import type { ActionKey } from './action-signature.js';
import { isoDates } from './date-spelling.js';
import { base36, finishHash, HASH_SEED_1, HASH_SEED_2, hashString } from './hash.js';
import { parsedArgumentsOf } from './parsed-arguments.js';

const meanings = objectMemo<ActionKey, string>('meanings');

/** The key of `tool` and `text` as meaning spells it, the slow way: lower-cased, then `\n`-like escapes and white space cut. */
function meaningKey(tool: string, text: string): string {
  return hashString(`${tool}\u0000${text.toLowerCase().replace(/\\[nrt]|\s+/g, '')}`);
}

/**
 * {@link meaningKey} in one pass for arguments in ASCII: the same hash, as {@link hashString} takes the same text
 * two code units at a time, with no lower-cased copy and no regex. Any other character takes the slow way, where
 * lower case and white space are Unicode's.
 */
function fastMeaningKey(tool: string, text: string): string {
  let h1 = HASH_SEED_1;
  let h2 = HASH_SEED_2;
  // Units are hashed in pairs: `low` holds the first of a pair until its second comes (-1: none).
  let low = -1;
  let length = tool.length + 1;
  // The tool's name as it is, then U+0000: a whole pair at a time while both halves are here.
  const paired = tool.length - (tool.length & 1);
  for (let at = 0; at < paired; at += 2) {
    const word = tool.charCodeAt(at) | (tool.charCodeAt(at + 1) << 16);
    h1 = Math.imul(h1 ^ word, 0x85ebca77);
    h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
  }
  if (paired < tool.length) {
    // The name's last unit pairs with the U+0000 after it.
    const word = tool.charCodeAt(paired);
    h1 = Math.imul(h1 ^ word, 0x85ebca77);
    h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
  } else low = 0;
  const end = text.length;
  for (let index = 0; index < end; index++) {
    let code = text.charCodeAt(index);
    if (code >= 128) return meaningKey(tool, text);
    if (code <= 32) {
      if (code === 32 || (code >= 9 && code <= 13)) continue;
    } else if (code === 92 && index + 1 < end) {
      const next = text.charCodeAt(index + 1) | 32;
      if (next === 110 || next === 114 || next === 116) {
        index++;
        continue;
      }
    } else if (code >= 65 && code <= 90) code |= 32;
    length++;
    if (low < 0) low = code;
    else {
      const word = low | (code << 16);
      h1 = Math.imul(h1 ^ word, 0x85ebca77);
      h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
      low = -1;
    }
  }
  const last = Math.max(low, 0) ^ length;
  return finishHash(Math.imul(h1 ^ last, 0x85ebca77), Math.imul(h2 ^ last, 0xc2b2ae3d));
}

/** Query parameters that only say where a link was found (campaign tags, click ids), never what it names. */
const trackingParameter =
  /([?&])(?:utm_[a-z_]*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|ref|ref_src|ref_url|spm)=[^&"#\s]*/gi;
/** A URL's scheme and `www.`, and its fragment (`#details`), which the browser never sends: the same page. */
const urlScheme = /"https?:\/\/(?:www\.)?/gi;
const urlFragment = /(?<="https?:\/\/[^"\s#]*)#[^"\s]*(?=")/gi;
/** A SQL block comment, anywhere in the arguments. */
const blockComment = /\/\*(?!\*)(?:[^*]|\*(?!\/))*\*\//g;
/** `./`, `//` and `/./` inside a path, and a `/` that ends one: the same file or document. */
const pathNoise = /(?<![:/])\/(?:\.?\/)+|(?<=")\.\/|\/(?=")/g;
/** What a piece of {@link pathNoise} stands for: one `/` inside a path, nothing at its start or end. */
const pathPart = (match: string) => (match.length > 1 && match !== './' ? '/' : '');
/** An argument set to `false` or `null`: the default spelled out (`"verbose":false`), asking for nothing. */
const unsetArgument = /,"[^"\\]*":(?:false|null)(?=[,}])|(?<=\{)"[^"\\]*":(?:false|null)(?:,|(?=\}))/g;

/**
 * The canonical arguments with what never changes a request's meaning set aside: tracking parameters in a URL, its
 * scheme, `www.` and fragment, SQL block comments, `./` and `//` and a trailing `/` in a path, flags spelled out as
 * `false` or `null`, a date's spelling. Only what a text holds is looked for: most arguments come back as they are.
 */
export function equivalentSpelling(text: string): string {
  let out = text;
  if (out.includes('=') && (out.includes('?') || out.includes('&'))) {
    out = out
      .replace(trackingParameter, '$1')
      .replace(/\?&+/g, '?')
      .replace(/&&+/g, '&')
      .replace(/[?&]+(?=["#])/g, '');
  }
  if (out.includes('://')) out = out.replace(urlFragment, '').replace(urlScheme, '"https://');
  if (out.includes('/*')) out = out.replace(blockComment, ' ');
  if (out.includes('//') || out.includes('./') || out.includes('/"')) out = out.replace(pathNoise, pathPart);
  if (out.includes(':false') || out.includes(':null')) out = out.replace(unsetArgument, '');
  if (out.includes('.') || out.includes('/')) out = isoDates(out);
  return out;
}

/** The meaning key of a tool and arguments text ({@link actionMeaning} without the memo). */
export function meaningKeyOf(tool: string, text: string): string {
  return fastMeaningKey(tool, equivalentSpelling(text));
}

/**
 * What an action asks for, as a key: the tool and its canonical arguments with case and all white space set aside (sets such
 * as `paths` or `tags` are already sorted by canonicalisation); ids and numbers are kept, they name the item. Two calls with one meaning ask the same thing
 * spelled another way (`src/lib/dateRange.ts` and `src/lib/DateRange.TS`, tags in another order, a snippet
 * re-run with other spacing, a URL with other tracking parameters: {@link equivalentSpelling}). Loop detection only
 * ever compares it together with results that say the same.
 */
export function actionMeaning(action: ActionKey): string {
  const known = meanings.get(action);
  if (known !== undefined) return known;
  const meaning = meaningKeyOf(action.tool, action.arguments);
  meanings.set(action, meaning);
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
