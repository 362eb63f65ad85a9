import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayTranscript } from '../src/replay/replay-transcript.js';
import { parseTranscripts, type TranscriptMessage } from '../src/replay/transcript.js';
import { corpus } from './corpus/cases.js';
import { fixture } from './helpers/cli.js';

interface Label {
  readonly id: string;
  readonly label: 'loop' | 'legit';
  readonly loop_from: number | null;
}

const examples = parseTranscripts(readFileSync(fixture('examples.jsonl'), 'utf8'), 'examples.jsonl').runs;
const labels = new Map(
  readFileSync(fixture('examples.labels.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Label)
    .map((label) => [label.id, label]),
);
const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null };

/** The waste goal: at most this many LLM calls after the round a loop starts before the guard stops it. */
const maxLateRounds = 2;
describe('replay of the shared example transcripts', () => {
  it.each(examples.map((run) => [run.id, run] as const))('%s gets the labelled verdict', (_id, run) => {
    const label = labels.get(run.id) as Label;
    const verdict = replayTranscript(run);
    expect(verdict.tripped).toBe(label.label === 'loop');
    if (label.loop_from !== null) {
      expect(verdict.round).toBeGreaterThanOrEqual(label.loop_from - 1);
      expect(verdict.round).toBeLessThanOrEqual(label.loop_from + 1);
    }
  });

  it('reports the final-tool run as completed with no code', () => {
    const run = examples.find((item) => item.id === 'final-tool');
    expect(run && replayTranscript(run)).toMatchObject({
      tripped: true,
      state: 'completed',
      code: null,
      round: 2,
      rounds: 3,
    });
  });

  it('reports the retry storm with its own code', () => {
    const run = examples.find((item) => item.id === 'retry-storm');
    expect(run && replayTranscript(run)).toMatchObject({
      code: 'GUARD_RETRY_STORM',
      detector: 'retry_storm',
      round: 3,
    });
  });
});

describe('replay of the labelled corpus (limits off)', () => {
  it.each(corpus.map((run) => [run.id, run] as const))('%s', (_id, run) => {
    const verdict = replayTranscript(
      { id: run.id, messages: run.messages as unknown as TranscriptMessage[], source: run.id },
      unlimited,
    );
    expect(verdict.tripped, verdict.reason ?? 'not tripped').toBe(run.label === 'loop');
    if (run.loopFrom !== null) {
      expect(verdict.round).toBeGreaterThanOrEqual(run.loopFrom - 1);
      expect(verdict.round).toBeLessThanOrEqual(run.loopFrom + maxLateRounds);
    }
  });
});

describe('replay under the default policy', () => {
  it('stops a long legitimate run at the default round limit, not as a loop', () => {
    const run = corpus.find((item) => item.id === 'long-varied-session');
    const verdict =
      run &&
      replayTranscript({
        id: run.id,
        messages: run.messages as unknown as TranscriptMessage[],
        source: run.id,
      });
    expect(verdict).toMatchObject({ tripped: true, code: 'GUARD_ROUND_LIMIT', detector: null, round: 10 });
  });
});
