import { objectMemo } from '../utils/object-memo.js';
import { meaningKeyOf } from './action-meaning.js';
import type { ActionKey } from './action-signature.js';
import { SEARCH_TEXT_KEYS } from './search-keys.js';

/** A statement in a query language is no search text: another statement that answers alike is other work. */
const STATEMENT =
  '(?!\\s*(?:select|insert|update|delete|with|create|alter|drop|merge|upsert|replace|truncate|grant|call|exec|set|begin|explain|show|describe|copy|vacuum|analyze)\\b)';

/** Search texts in canonical arguments under `keys` (`"q":"…"`), and the test for such a key, read first. */
function searchPatterns(keys: readonly string[]): { readonly text: RegExp; readonly key: RegExp } {
  const alternatives = keys.join('|');
  return {
    text: new RegExp(`"(?:${alternatives})":"${STATEMENT}(?:[^"\\\\]|\\\\.)*"`, 'gi'),
    key: new RegExp(`"(?:${alternatives})":"`, 'i'),
  };
}

const searchKeys = searchPatterns(SEARCH_TEXT_KEYS);
// A tool named for searching (`normativa_cerca`, `kb_search`, `buscar_docs`, `vector_search`) asks its search in a text under a
// generic name too: `text`, `testo`, `texto`, `texte`, `tekst`, `input`, `question`, `prompt`.
const searchToolName =
  /search|find|lookup|look_up|query|retriev|near_?text|vector|semantic|similar|knn|cerca|cercare|busca|buscar|pesquis|such|recherch|zoek|szuk|hledat|keres|ara$|cari|tim_?kiem|поиск|искать|検索|搜索|검색/i;
const GENERIC_KEYS: readonly string[] = [
  ...SEARCH_TEXT_KEYS,
  'text',
  'testo',
  'texto',
  'texte',
  'tekst',
  'input',
  'question',
  'prompt',
  // A vector store's words to embed (`weaviate_near_text({"concepts": …})`).
  'concepts',
  'query_text',
  'search_text',
];
const genericKeys = searchPatterns(GENERIC_KEYS);
const genericKeySet: ReadonlySet<string> = new Set(GENERIC_KEYS);
const searchKeySet: ReadonlySet<string> = new Set(SEARCH_TEXT_KEYS);

/** True when `key` holds the words a call of `tool` searches in: a generic name (`text`) only for a search tool. */
export function isSearchTextKey(tool: string, key: string): boolean {
  return (searchToolName.test(tool) ? genericKeySet : searchKeySet).has(key.toLowerCase());
}

// The last tool name read and the last call whose arguments were tested for a search key, with their answers: a
// round reads the same call's (and tool's) several times over, and each reading was a pattern's scan of the text.
// Calls are never changed once made (their derived values are memoised with them too).
let lastTool: string | undefined;
let lastToolSearches = false;
let lastAsker: ActionKey | undefined;
let lastAsks = false;

/** True when a tool is named for searching (`kb_search`, `imap_search`, `buscar_docs`, `lookup_member`). */
export function isSearchTool(tool: string): boolean {
  if (tool !== lastTool) {
    lastToolSearches = searchToolName.test(tool);
    lastTool = tool;
  }
  return lastToolSearches;
}

/** The search-text patterns that apply to a call: the generic names only for a tool named for searching. */
function patternsOf(action: ActionKey) {
  return isSearchTool(action.tool) ? genericKeys : searchKeys;
}

/** True when a call's arguments hold a search text's key (see {@link patternsOf}). */
function asksSearch(action: ActionKey): boolean {
  if (action !== lastAsker) {
    lastAsks = patternsOf(action).key.test(action.arguments);
    lastAsker = action;
  }
  return lastAsks;
}

const asked = objectMemo<ActionKey, string | null>('asked');
/** `"q":"fjell tent"` → `"q":""`. */
const blankSearchText = (match: string) => `${match.slice(0, match.indexOf('":"') + 3)}"`;

/** The words a search is asked in (each search text's value, in order), or `null` for an action with none. */
export function searchWordsOf(action: ActionKey): string[] | null {
  if (!asksSearch(action)) return null;
  const text = action.arguments;
  const patterns = patternsOf(action);
  const words: string[] = [];
  for (const match of text.matchAll(patterns.text)) {
    try {
      words.push(JSON.parse(match[0].slice(match[0].indexOf('":"') + 2)) as string);
    } catch {
      // A value the canonical writer escaped oddly: no echo to strip for it.
    }
  }
  return words.length > 0 ? words : null;
}

/**
 * What a search asks for beside its words: the meaning of the action with each search text blanked, or `null` for
 * an action with no search text (a SQL statement is no search text: another statement that answers alike is other
 * work). Two searches with this key in common are the same search reworded; only the same hits coming back make
 * them a repeat.
 */
export function searchBesideWords(action: ActionKey): string | null {
  // Most actions search for nothing: they are answered without a memo entry.
  if (!asksSearch(action)) return null;
  const text = action.arguments;
  const patterns = patternsOf(action);
  const known = asked.get(action);
  if (known !== undefined) return known;
  const blanked = text.replace(patterns.text, blankSearchText);
  const key = blanked === text ? null : meaningKeyOf(action.tool, blanked);
  asked.set(action, key);
  return key;
}
