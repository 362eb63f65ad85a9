import { describe, expect, it } from 'vitest';
import { replayTranscript } from '../src/replay/replay-transcript.js';
import type { TranscriptMessage } from '../src/replay/transcript.js';
import { holdoutCorpus } from './corpus/holdout/index.js';
import { verdictFits } from './corpus/verdict-fits.js';

const rounds = (messages: readonly Record<string, unknown>[]) =>
  messages.filter((message) => message.role === 'assistant').length;

describe('the held-out corpus', () => {
  it('has unique ids, 50 legitimate runs and 30 loops', () => {
    const ids = holdoutCorpus.map((run) => run.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(holdoutCorpus.filter((run) => run.label === 'legit').length).toBe(50);
    expect(holdoutCorpus.filter((run) => run.label === 'loop').length).toBe(30);
  });

  it('labels every loop inside the run', () => {
    for (const run of holdoutCorpus) {
      if (run.label === 'legit') expect(run.loopFrom, run.id).toBeNull();
      else {
        expect(run.loopFrom, run.id).not.toBeNull();
        expect(run.loopFrom as number, run.id).toBeGreaterThanOrEqual(1);
        expect(run.loopFrom as number, run.id).toBeLessThanOrEqual(rounds(run.messages));
      }
    }
  });

  for (const run of holdoutCorpus) {
    it(`${run.label} ${run.id}`, () => {
      const verdict = replayTranscript(
        { id: run.id, messages: run.messages as unknown as TranscriptMessage[], source: run.id },
        { maxRounds: null, maxTokens: null, maxDurationMs: null },
      );
      const seen = {
        tripped: verdict.tripped,
        round: verdict.round,
        detector: verdict.detector,
        reason: verdict.reason,
      };
      expect(
        verdictFits(run, verdict),
        `${run.id} (${run.label}, loopFrom ${run.loopFrom}): ${JSON.stringify(seen)}`,
      ).toBe(true);
    });
  }
});
