/** An environment's clock, or a record's write counter, read beside the number after it (observationShape). */
import { isDigit, wordIn } from './shape-characters.js';
import { clockBefore } from './shape-words.js';

/** A key that counts a record's writes (`version`, `attempted_version`, `revision`, `docRevision`). */
const versionKeyPattern = /(?:^|[_-]|[a-z](?=[A-Z]))(?:version|revision)$/i;

/** True when `text[start, end)` names a record's write counter: it moves with every save, whatever was saved. */
function versionKey(text: string, start: number, end: number): boolean {
  if (end - start < 7 || end - start > 32) return false;
  const last = text.charCodeAt(end - 1) | 32;
  return last === 110 && versionKeyPattern.test(text.slice(start, end));
}

/** Most steps a workflow counts (`step 3/5`); an episode's budget of steps (`Step 14/128`) is more. */
const WORKFLOW_STEPS = 20;

/**
 * True when the number ending at `end` reads an environment's clock: the word `text[start, wordEnd)`, `gap`
 * characters before it, names one (`Step 14/128`, `moves 3`), and a count after a slash, if any, is an episode's
 * budget, not a workflow's few steps.
 */
export function clockAfter(
  text: string,
  gap: number,
  start: number,
  wordEnd: number,
  slash: boolean,
  end: number,
): boolean {
  if (
    gap > 3 ||
    start < 0 ||
    !(wordIn(text, start, wordEnd, clockBefore) || versionKey(text, start, wordEnd))
  )
    return false;
  if (!slash) return true;
  let steps = 0;
  let at = end + 1;
  while (at < text.length && at - end <= 4 && isDigit(text.charCodeAt(at)))
    steps = steps * 10 + text.charCodeAt(at++) - 48;
  return steps > WORKFLOW_STEPS;
}
