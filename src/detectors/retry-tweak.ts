import type { ActionKey } from '../signature/action-signature.js';
import { parseArguments } from '../signature/canonicalize.js';
import type { StepWindow } from './types.js';

/** Arguments a retry tunes without asking for something else: how long, how often, how much per page. */
export const incidentalKeyPattern =
  /^(?:timeout|timeout_?(?:ms|s|seconds)?|request_?timeout|connect_?timeout|read_?timeout|max_?time|retries|max_?retries|retry(?:_\w+)?|attempts?|max_?attempts|backoff(?:_\w+)?|delay(?:_\w+)?|wait(?:_\w+)?|page_?size|per_?page|limit|first|last|batch_?size|chunk_?size|verbose|verbosity|headers|user_?agent|force|no_?cache|concurrency|workers|temperature|top_?p|top_?k|max_?tokens|max_?output_?tokens|max_?completion_?tokens|presence_?penalty|frequency_?penalty|seed)$/i;

/**
 * A tweaked retry, not a real alternative: every argument that changed is incidental, or a long text that
 * keeps at least half of its word pairs (an edited command). A changed account, method or mirror is another
 * request, however alike it fails.
 */
export function isTweak(
  earlier: readonly string[],
  current: ReadonlySet<string>,
  reminted: ReadonlySet<string> = NONE,
): boolean {
  const keyOf = (pair: string) => {
    const cut = pair.search(/[=~]/);
    return cut < 0 ? '' : pair.slice(0, cut);
  };
  const changed = new Set<string>();
  const earlierSet = new Set(earlier);
  for (const pair of earlier) if (!current.has(pair)) changed.add(keyOf(pair));
  for (const pair of current) if (!earlierSet.has(pair)) changed.add(keyOf(pair));
  for (const key of changed) {
    if (key !== '' && (incidentalKeyPattern.test(key) || reminted.has(key))) continue;
    const before = earlier.filter((pair) => keyOf(pair) === key);
    if (!before.some((pair) => pair.startsWith(`${key}~`)) && key !== '') return false;
    const after = [...current].filter((pair) => keyOf(pair) === key);
    let shared = 0;
    for (const pair of before) if (current.has(pair)) shared++;
    if (before.length === 0 || after.length === 0 || shared / Math.min(before.length, after.length) < 0.5)
      return false;
  }
  return true;
}

const NONE: ReadonlySet<string> = new Set();

/** Handles this short or shorter name too little to be told apart from other words a result holds. */
const HANDLE_MIN_LENGTH = 8;

/**
 * The arguments of a failing call whose values the run was handed after an earlier failure of it, in a result
 * between the two: a handle minted for each attempt (a hold, a session, an upload slot) and passed on to the
 * call that fails again. Such a retry re-mints its handle and asks the same; a value the run held before that
 * failure (a second card, another account read from a listing) is a real alternative.
 */
export function remintedKeys(
  action: ActionKey,
  failedAt: number,
  round: number,
  window: StepWindow,
): ReadonlySet<string> {
  const parsed = parseArguments(action.arguments);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return NONE;
  let keys: Set<string> | undefined;
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' || value.length < HANDLE_MIN_LENGTH || incidentalKeyPattern.test(key))
      continue;
    let before = false;
    let since = false;
    for (const step of window.steps) {
      if (step.round >= round) continue;
      for (const observation of step.observations) {
        if (!observation?.text.includes(value)) continue;
        if (step.round > failedAt) since = true;
        else before = true;
      }
    }
    if (!since || before) continue;
    keys ??= new Set();
    keys.add(key);
  }
  return keys ?? NONE;
}
