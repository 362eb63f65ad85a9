import { describe, expect, it } from 'vitest';
import { corpusResults } from '../../test/helpers/corpus-results.js';
import { observeResult } from '../guard/observe-result.js';
import { contentLines, linesSeenIn } from '../signature/content-lines.js';
import { listHasLine, readBefore } from './read-before.js';
import type { Step, StepObservation } from './types.js';

/** `readBefore` as it was before the first lines were looked up in the lists: every earlier list made a set first. */
function readBeforeBySets(observation: StepObservation, tool: string, recent: readonly Step[]): boolean {
  const linesOf = (result: StepObservation) =>
    result.lines !== undefined || result.tail !== undefined ? result.lines : contentLines(result.text);
  const lines = linesOf(observation);
  if (lines === undefined) return false;
  const earlier: ReadonlySet<string>[] = [];
  for (const step of recent) {
    if (step.actions.length !== 1 || step.actions[0]?.tool !== tool) continue;
    const result = step.observations[0];
    const list = result ? linesOf(result) : undefined;
    if (list !== undefined)
      earlier.push(
        new Set(list.split(',').map((hash) => (hash.charCodeAt(0) === 126 ? hash.slice(1) : hash))),
      );
  }
  return earlier.length > 0 && linesSeenIn(lines, earlier);
}

/** A step of one call of `tool` answered with `result` (all `readBefore` reads of a step). */
const stepOf = (tool: string, result: StepObservation | undefined) =>
  ({ actions: [{ tool }], observations: [result] }) as unknown as Step;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
}

/** Lines of a document read through windows that move by a few lines, some framed by a header with a time. */
function windowsOf(next: () => number): string[] {
  const document = Array.from(
    { length: 40 },
    (_, line) => `line ${Math.floor(next() * 12)} of the document, ${['ok', 'warn', 'done'][line % 3]}`,
  );
  const results: string[] = [];
  let start = 0;
  for (let read = 0; read < 12; read++) {
    start = Math.max(0, Math.min(34, start + Math.floor(next() * 7) - 2));
    const lines = document.slice(start, start + 4 + Math.floor(next() * 6));
    if (next() < 0.3) lines.unshift(`fetched at 2026-11-0${read % 9} 12:0${read % 10}:00`);
    if (next() < 0.2) lines.push(`took ${Math.floor(next() * 900)} ms`);
    if (next() < 0.2) lines.splice(1, 1, `an edited line ${read}`);
    results.push(next() < 0.1 ? lines.join('\n').repeat(40) : lines.join('\n'));
  }
  return results;
}

describe('readBefore', () => {
  it('finds a line in a list as the list’s set does, marked or not', () => {
    const next = random(5);
    const hashes = Array.from({ length: 30 }, () => Math.floor(next() * 1_000_000).toString(36));
    for (let list = 0; list < 5_000; list++) {
      const tokens = Array.from(
        { length: 1 + Math.floor(next() * 8) },
        () => `${next() < 0.2 ? '~' : ''}${hashes[Math.floor(next() * hashes.length)]}`,
      );
      const joined = tokens.join(',');
      const set = new Set(tokens.map((token) => token.replace(/^~/, '')));
      for (const hash of hashes) expect(listHasLine(joined, hash)).toBe(set.has(hash));
    }
    expect(listHasLine('ab,~cd,ef', 'cd')).toBe(true);
    expect(listHasLine('xab,cdx,abc', 'ab')).toBe(false);
  });

  it('tells what sets of every earlier list told: corpus runs and windows moved over documents', () => {
    const next = random(11);
    const runs = [...corpusResults(), ...Array.from({ length: 300 }, () => windowsOf(next))];
    let read = 0;
    let compared = 0;
    for (const results of runs) {
      const steps: Step[] = [];
      for (const text of results) {
        const observation = observeResult({ result: text }).observation;
        const tool = next() < 0.9 ? 'read' : 'other';
        const recent = steps.slice(-20);
        const before = readBeforeBySets(observation, tool, recent);
        expect(readBefore(observation, tool, recent)).toBe(before);
        compared++;
        if (before) read++;
        steps.push(stepOf(tool, next() < 0.05 ? undefined : observation));
      }
    }
    expect(compared).toBeGreaterThan(5_000);
    expect(read).toBeGreaterThan(300);
  });
});
