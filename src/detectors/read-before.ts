import { contentLines, linesSeenIn } from '../signature/content-lines.js';
import { objectMemo } from '../utils/object-memo.js';
import type { Step, StepObservation } from './types.js';

const derivedLines = objectMemo<StepObservation, string | null>('derivedLines');

/** A result's content lines: kept with a long one, read from the text of a short one (remembered). */
function linesOf(observation: StepObservation): string | undefined {
  if (observation.lines !== undefined || observation.tail !== undefined) return observation.lines;
  let lines = derivedLines.get(observation);
  if (lines === undefined) {
    lines = contentLines(observation.text) ?? null;
    derivedLines.set(observation, lines);
  }
  return lines ?? undefined;
}

const lineSets = objectMemo<StepObservation, ReadonlySet<string>>('lineSets');

/** A result's content lines as a set, made once for the result: every later read of the window looks into it. */
function lineSetOf(observation: StepObservation, lines: string): ReadonlySet<string> {
  let set = lineSets.get(observation);
  if (set === undefined) {
    // A first or last line marked as a header is still a line of the document another window may show.
    set = new Set(lines.split(',').map((hash) => (hash.charCodeAt(0) === 126 ? hash.slice(1) : hash)));
    lineSets.set(observation, set);
  }
  return set;
}

/** Lines of a result looked up in the earlier results' line lists as they are, before their sets are made. */
const LINES_LOOKED_UP = 2;

/**
 * True when `hash` is one of the lines of `lines` (hashes joined by `,`, a marked one with `~` before it), as the
 * list's {@link lineSetOf} would tell: a hash's characters are letters and digits, so one found between two marks
 * or ends of the list is a whole line's.
 */
export function listHasLine(lines: string, hash: string): boolean {
  for (let at = lines.indexOf(hash); at >= 0; at = lines.indexOf(hash, at + 1)) {
    const before = at === 0 ? 44 : lines.charCodeAt(at - 1);
    const end = at + hash.length;
    if ((before === 44 || before === 126) && (end === lines.length || lines.charCodeAt(end) === 44))
      return true;
  }
  return false;
}

/**
 * True when every content line of a result is among the lines the same tool's results in the window showed: a
 * shifted window over a document read before, a page served again. One call's result, four lines or more.
 *
 * Most results show a line no earlier one did among their first: those are looked up in the earlier results'
 * line lists as they stand, and the sets of those lines are made only for a result whose first lines were all read
 * before (the answer is the same: a line is in a list exactly when it is in the list's set).
 */
export function readBefore(observation: StepObservation, tool: string, recent: readonly Step[]): boolean {
  const lines = linesOf(observation);
  if (lines === undefined) return false;
  const earlier: StepObservation[] = [];
  const lists: string[] = [];
  for (const step of recent) {
    if (step.actions.length !== 1 || step.actions[0]?.tool !== tool) continue;
    const result = step.observations[0];
    const list = result ? linesOf(result) : undefined;
    if (list === undefined) continue;
    earlier.push(result as StepObservation);
    lists.push(list);
  }
  if (earlier.length === 0) return false;
  let looked = 0;
  for (let start = 0; start < lines.length && looked < LINES_LOOKED_UP; ) {
    let end = lines.indexOf(',', start);
    if (end < 0) end = lines.length;
    // A marked header or footer is not compared.
    if (lines.charCodeAt(start) !== 126) {
      const hash = lines.slice(start, end);
      if (!lists.some((list) => listHasLine(list, hash))) return false;
      looked++;
    }
    start = end + 1;
  }
  return linesSeenIn(
    lines,
    earlier.map((result, index) => lineSetOf(result, lists[index] as string)),
  );
}
