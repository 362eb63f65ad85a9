/**
 * What canonicalisation knows of an argument's key (dropped as volatile, a search text, an id or position, a
 * command to run), worked out once per key, and the JSON literal of a string.
 */

import { SEARCH_TEXT_KEYS } from './search-keys.js';
import { isVolatileKey } from './volatile.js';

/** Keys whose value is a search text: case and spacing do not make another search. */
const queryKeys: ReadonlySet<string> = new Set([...SEARCH_TEXT_KEYS, 'question']);
const isQueryKey = (key: string) => queryKeys.has(key) || queryKeys.has(key.toLowerCase());

/** Keys whose value is run as a command, a query or a snippet: a comment line before it runs nothing. */
const runKeys: ReadonlySet<string> = new Set([
  'cmd',
  'command',
  'query',
  'sql',
  'statement',
  'script',
  'code',
]);

const idKeyPattern = /(^id$|_id$|Id$|^page|offset|cursor|limit|index|line|start|end)/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what JSON must escape
const needsEscape = /["\\\u0000-\u001f\u2028\u2029]/;

/** JSON string literal; skips JSON.stringify for the common text that needs no escaping. */
export function quote(text: string): string {
  return needsEscape.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** What canonicalisation needs to know of an argument's key: worked out once per key, not per value. */
export interface KeyFacts {
  /** The key's JSON literal; `null` for a volatile key (dropped). */
  readonly literal: string | null;
  /** Its value is a search text: case does not matter. */
  readonly query: boolean;
  /** It names a position or an id (`page`, `offset`, `user_id`): a value that looks volatile is kept. */
  readonly identifier: boolean;
  /** Its value is run (a command, a query): comment lines before it are set aside. */
  readonly run: boolean;
}

/** Keys up to this length are remembered by {@link factsOf}; longer ones are worked out each time. */
const MEMO_KEY_CHARS = 64;
const MEMO_KEYS = 4_096;
/** The facts of each key seen: a tool's keys come again on every call. */
const keyFacts = new Map<string, KeyFacts>();

/** What canonicalisation needs to know of the key `name`, remembered for the keys of recent calls. */
export function factsOf(name: string): KeyFacts {
  let facts = keyFacts.get(name);
  if (facts !== undefined) return facts;
  facts = {
    literal: isVolatileKey(name) ? null : quote(name),
    query: isQueryKey(name),
    identifier: idKeyPattern.test(name),
    run: runKeys.has(name.toLowerCase()),
  };
  if (name.length <= MEMO_KEY_CHARS) {
    // Bounded: a model that invents keys without end starts the memo again, never grows it.
    if (keyFacts.size >= MEMO_KEYS) keyFacts.clear();
    keyFacts.set(name, facts);
  }
  return facts;
}
