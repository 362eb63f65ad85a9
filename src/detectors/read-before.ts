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

/** A line list's filter: 256 bits, the {@link lineBit} of each of its lines set (marked ones as unmarked). */
const lineFilters = objectMemo<StepObservation, Int32Array>('lineFilters');

/** The filter bit of the line hash written at `lines[start, end)`. */
function lineBit(lines: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let at = start; at < end; at++) hash = Math.imul(hash ^ lines.charCodeAt(at), 0x01000193);
  return (hash ^ (hash >>> 16)) & 255;
}

/** The filter of a result's line list, made once for the result: a line whose bit is not set is not in the list. */
function filterOf(result: StepObservation, lines: string): Int32Array {
  let filter = lineFilters.get(result);
  if (filter === undefined) {
    filter = new Int32Array(8);
    for (let start = 0; start < lines.length; ) {
      let end = lines.indexOf(',', start);
      if (end < 0) end = lines.length;
      const bit = lineBit(lines, lines.charCodeAt(start) === 126 ? start + 1 : start, end);
      filter[bit >> 5] |= 1 << (bit & 31);
      start = end + 1;
    }
    lineFilters.set(result, filter);
  }
  return filter;
}

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
 * line lists as they stand (only in lists whose filter has the line's bit), and the sets of those lines are made
 * only for a result whose first lines were all read before (the answer is the same: a line is in a list exactly
 * when it is in the list's set, and a line in a list has its bit set in the list's filter).
 */
export function readBefore(observation: StepObservation, tool: string, recent: readonly Step[]): boolean {
  const lines = linesOf(observation);
  if (lines === undefined) return false;
  const earlier: StepObservation[] = [];
  const lists: string[] = [];
  const filters: Int32Array[] = [];
  for (const step of recent) {
    if (step.actions.length !== 1 || step.actions[0]?.tool !== tool) continue;
    const result = step.observations[0];
    const list = result ? linesOf(result) : undefined;
    if (list === undefined) continue;
    earlier.push(result as StepObservation);
    lists.push(list);
    filters.push(filterOf(result as StepObservation, list));
  }
  if (earlier.length === 0) return false;
  let looked = 0;
  for (let start = 0; start < lines.length && looked < LINES_LOOKED_UP; ) {
    let end = lines.indexOf(',', start);
    if (end < 0) end = lines.length;
    // A marked header or footer is not compared.
    if (lines.charCodeAt(start) !== 126) {
      const bit = lineBit(lines, start, end);
      const word = bit >> 5;
      const mask = 1 << (bit & 31);
      let hash: string | undefined;
      let found = false;
      for (let index = 0; index < lists.length && !found; index++) {
        if ((((filters[index] as Int32Array)[word] as number) & mask) === 0) continue;
        hash ??= lines.slice(start, end);
        found = listHasLine(lists[index] as string, hash);
      }
      if (!found) return false;
      looked++;
    }
    start = end + 1;
  }
  return linesSeenIn(
    lines,
    earlier.map((result, index) => lineSetOf(result, lists[index] as string)),
  );
}
