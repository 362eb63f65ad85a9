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
function lineSetOf(observation: StepObservation): ReadonlySet<string> | undefined {
  let set = lineSets.get(observation);
  if (set === undefined) {
    const lines = linesOf(observation);
    if (lines === undefined) return undefined;
    // A first or last line marked as a header is still a line of the document another window may show.
    set = new Set(lines.split(',').map((hash) => (hash.charCodeAt(0) === 126 ? hash.slice(1) : hash)));
    lineSets.set(observation, set);
  }
  return set;
}

/**
 * True when every content line of a result is among the lines the same tool's results in the window showed: a
 * shifted window over a document read before, a page served again. One call's result, four lines or more.
 */
export function readBefore(observation: StepObservation, tool: string, recent: readonly Step[]): boolean {
  const lines = linesOf(observation);
  if (lines === undefined) return false;
  const earlier: ReadonlySet<string>[] = [];
  for (const step of recent) {
    if (step.actions.length !== 1 || step.actions[0]?.tool !== tool) continue;
    const result = step.observations[0];
    const set = result ? lineSetOf(result) : undefined;
    if (set !== undefined) earlier.push(set);
  }
  return earlier.length > 0 && linesSeenIn(lines, earlier);
}
