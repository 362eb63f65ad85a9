import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familyCorpus } from './corpus/families/index.js';
import { MAX_LATE_ROUNDS, scoreRun } from './corpus/families/score-run.js';
import { knownGaps } from './corpus/known-gaps.js';
import { verdictFits } from './corpus/verdict-fits.js';

const rounds = (messages: readonly Record<string, unknown>[]) =>
  messages.filter((message) => message.role === 'assistant').length;

describe('the family corpus', () => {
  it('has unique ids', () => {
    const ids = familyCorpus.map((run) => run.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('has at least 60 loops and 60 legitimate runs', () => {
    expect(familyCorpus.filter((run) => run.label === 'loop').length).toBeGreaterThanOrEqual(60);
    expect(familyCorpus.filter((run) => run.label === 'legit').length).toBeGreaterThanOrEqual(60);
  });

  it('has loops and near-misses in every family', () => {
    const families = new Set(familyCorpus.map((run) => run.family));
    for (const family of families) {
      const runs = familyCorpus.filter((run) => run.family === family);
      expect(
        runs.some((run) => run.label === 'loop'),
        family,
      ).toBe(true);
      expect(
        runs.some((run) => run.label === 'legit'),
        family,
      ).toBe(true);
    }
  });

  it('lets every loop go on for three LLM calls after loopFrom', () => {
    const short = familyCorpus.filter(
      (run) => run.loopFrom !== null && rounds(run.messages) < run.loopFrom + MAX_LATE_ROUNDS + 1,
    );
    expect(short.map((run) => run.id)).toEqual([]);
  });
  it('is exported as JSONL exactly as it is written (npx tsx test/corpus/families/write-jsonl.ts)', () => {
    const read = (name: string) =>
      readFileSync(new URL(`./corpus/${name}`, import.meta.url), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(read('families.labels.jsonl')).toEqual(
      familyCorpus.map((run) => ({
        id: run.id,
        label: run.label,
        loop_from: run.loopFrom,
        note: `[${run.family}] ${run.note}`,
      })),
    );
    expect(read('families.jsonl')).toEqual(
      familyCorpus.map((run) => ({ id: run.id, messages: run.messages })),
    );
  });
});

describe('replay of the family corpus (limits off)', () => {
  it.each(familyCorpus.map((run) => [`${run.family} / ${run.id}`, run] as const))('%s', (_title, run) => {
    const { verdict } = scoreRun(run);
    const gap = knownGaps.get(run.id);
    if (gap !== undefined) {
      expect(verdictFits(run, verdict), `fixed; remove it from known-gaps.ts: ${gap}`).toBe(false);
      return;
    }
    expect(verdict.tripped, verdict.reason ?? 'not tripped').toBe(run.label === 'loop');
    if (run.loopFrom !== null) {
      expect(verdict.round).toBeGreaterThanOrEqual(run.loopFrom - 1);
      expect(verdict.round).toBeLessThanOrEqual(run.loopFrom + MAX_LATE_ROUNDS);
    }
  });
});
