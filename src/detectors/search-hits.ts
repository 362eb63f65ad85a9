import { searchWordsOf } from '../signature/action-meaning.js';
import type { ActionKey } from '../signature/action-signature.js';
import { metadataChurn } from '../signature/metadata-churn.js';
import { sameContent } from '../signature/observation-compare.js';
import { SEARCH_TEXT_KEYS } from '../signature/search-keys.js';
import type { Step, StepObservation } from './types.js';

/** Results this long or longer can be a search's hits; a shorter one may be an acknowledgement any call gets. */
export const HITS_MIN_LENGTH = 80;

/**
 * A search's result with the search words it echoes taken out: what its hits are, whatever it was asked;
 * `null` for a call with no search text, or a result that is short, failed, "nothing found" or cut.
 */
export function hitsOf(action: ActionKey, result: StepObservation | null | undefined): string | null {
  if (!result || result.empty || result.failed || result.tail !== undefined) return null;
  if (result.text.length < HITS_MIN_LENGTH) return null;
  const words = searchWordsOf(action);
  if (words === null) return null;
  let text = result.text;
  // Canonical arguments hold a search text lower-cased: the echo is found whatever its case.
  for (const word of words)
    if (word.trim().length > 0)
      text = text.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '');
  return text;
}

const searchKeys: ReadonlySet<string> = new Set(SEARCH_TEXT_KEYS);

function argumentsOf(action: ActionKey): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(action.arguments);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * True when two searches differ, beside their words, only in options one of them adds (`sort`, `page_size`):
 * an option both give with other values (`shelf: S1` → `shelf: S2`) is a sweep, whose same hits are an answer.
 */
function noSweep(a: ActionKey, b: ActionKey): boolean {
  const left = argumentsOf(a);
  const right = argumentsOf(b);
  if (left === null || right === null) return false;
  for (const key of Object.keys(left)) {
    if (searchKeys.has(key.toLowerCase()) || !(key in right)) continue;
    if (JSON.stringify(left[key]) !== JSON.stringify(right[key])) return false;
  }
  return true;
}

/**
 * True when an earlier turn searched the same tool, however worded and filtered, and came back with the very
 * same hits: only a metadata line beside them (the time it took, the server, a query id), values incidental by
 * form, or scores recomputed to within a jitter may differ.
 */
export function sameHits(earlier: Step, action: ActionKey, hits: string): boolean {
  if (earlier.actions.length !== 1 || earlier.actions[0]?.tool !== action.tool) return false;
  if (!noSweep(earlier.actions[0] as ActionKey, action)) return false;
  const before = hitsOf(earlier.actions[0] as ActionKey, earlier.observations[0]);
  if (before === null) return false;
  if (alikeHits(before, hits)) return true;
  // The same rows served in another order (a ranking that reshuffles ties): a listing compared row by row.
  const left = rowsInOrder(before);
  const right = left === null ? null : rowsInOrder(hits);
  return left !== null && right !== null && alikeHits(left, right);
}

/** The same hits: word for word, or with only a metadata line, incidental values or jittering scores changed. */
function alikeHits(before: string, hits: string): boolean {
  return before === hits || metadataChurn(before, hits, 1) || sameContent(before, hits);
}

/** Rows a listing has at least, for its rows to be compared whatever their order. */
const MIN_ROWS = 3;

/** A listing's lines sorted, blank ones left out; `null` for a text of fewer than {@link MIN_ROWS} lines. */
function rowsInOrder(text: string): string | null {
  const rows = text.split('\n').filter((line) => line.trim() !== '');
  return rows.length < MIN_ROWS ? null : rows.sort().join('\n');
}
