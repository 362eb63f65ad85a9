import type { ActionKey } from '../signature/action-signature.js';
import { parseArguments } from '../signature/canonicalize.js';
import { mintedIdsOnly } from '../signature/minted-ids.js';
import { isSearchTool } from '../signature/search-text.js';
import type { StepObservation } from './types.js';

/** A search's answer this long or shorter is a verdict (`* SEARCH`, `Not Found`), not a page of hits to compare. */
const SHORT_ANSWER = 400;

/** The strings a call asked with, longest first, lower-cased: what its result may echo. */
export function askedStrings(action: ActionKey): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (value.length >= 2) found.push(value.toLowerCase());
    } else if (depth < 8 && value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  visit(parseArguments(action.arguments), 0);
  return found.sort((a, b) => b.length - a.length);
}

/** A result's text lower-cased with what its call asked taken out: what it says beside echoing the ask. */
export function withoutEcho(action: ActionKey, observation: StepObservation): string {
  let text = observation.text.toLowerCase();
  for (const asked of askedStrings(action)) text = text.split(asked).join('');
  return text;
}

/**
 * What a search tool's short answer says beside echoing its query, lower-cased, or `null` when the call is no
 * search, failed, or its answer is long (hits are compared elsewhere) or was cut.
 */
export function searchVerdict(action: ActionKey, observation: StepObservation): string | null {
  if (observation.failed || observation.tail !== undefined || observation.text.length > SHORT_ANSWER)
    return null;
  if (!isSearchTool(action.tool)) return null;
  // A lookup of one id answered with that id (`record cheap-00/1: found`) is about that item: lookups of other ids
  // answered alike are batch work, not one search reworded.
  const text = observation.text.toLowerCase();
  for (const asked of askedStrings(action)) if (askedId.test(asked) && text.includes(asked)) return null;
  return withoutEcho(action, observation);
}

/**
 * An asked value that is one id: a single token of four characters or more with a digit in it, or a number written
 * in groups (`+34 680048213`, `(555) 010-4477`).
 */
const askedId = /^(?=\S*\d)\S{4,}$|^\+?\(?\d[\d\s().-]{5,}$/;

/** Tokens minted anew that two verdicts may differ in: a command's tag, a query id, a time stamp, a duration. */
const VERDICT_MINTED = 4;

/**
 * True when two searches' verdicts ({@link searchVerdict}) say the same: to the byte, or but for a few tokens
 * minted anew (the server's tag for the command, a query id, when it answered, the time it took).
 */
export function sameVerdict(a: string, b: string): boolean {
  return a === b || mintedIdsOnly(a, b, VERDICT_MINTED);
}
