import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMemorySink } from '../src/events/memory-sink.js';
import type { GuardEvent } from '../src/events/types.js';
import { type Guard, restoreGuard } from '../src/guard/guard.js';
import type { GuardOptions } from '../src/guard/options.js';
import { replayTranscript } from '../src/replay/replay-transcript.js';
import { parseTranscripts, type Transcript, type TranscriptMessage } from '../src/replay/transcript.js';
import { corpus } from './corpus/cases.js';
import { familyCorpus } from './corpus/families/index.js';
import { holdoutCorpus } from './corpus/holdout/index.js';
import { peerScenarios } from './corpus/peers.js';
import { fixture } from './helpers/cli.js';

const examples = parseTranscripts(readFileSync(fixture('examples.jsonl'), 'utf8'), 'examples.jsonl').runs;
const asTranscript = (run: { id: string; messages: readonly Record<string, unknown>[] }): Transcript => ({
  id: run.id,
  messages: run.messages as unknown as TranscriptMessage[],
  source: run.id,
});
const corpusRuns: Transcript[] = corpus.map(asTranscript);
/** The family, peer and held-out corpora exercise every detector's state: held to it with detection alone. */
const detectionRuns: Transcript[] = [...familyCorpus, ...peerScenarios, ...holdoutCorpus].map(asTranscript);

/** Replays a run, returning its verdict and every event, with a fixed clock so both passes see one time. */
function replayWithEvents(run: Transcript, options: GuardOptions, throughJson: boolean) {
  const sink = createMemorySink();
  let clock = Date.UTC(2026, 10, 30, 8);
  const now = () => clock;
  const guardOptions: GuardOptions = { ...options, onEvent: sink.listener };
  const verdict = replayTranscript(
    { ...run, messages: run.messages.map((message) => ({ ...message, timestamp: (clock += 1_000) })) },
    guardOptions,
    throughJson
      ? {
          // Every single input passes through snapshot → JSON text → parse → a new guard.
          between: (guard: Guard) =>
            restoreGuard(JSON.parse(JSON.stringify(guard.snapshot())), {
              ...guardOptions,
              now: guard.options.now,
            }),
        }
      : {},
  );
  void now;
  return { verdict, events: sink.events.map((event: GuardEvent) => JSON.stringify(event)) };
}

const policies: Record<string, GuardOptions> = {
  'default policy': {},
  'no limits, detection only': { maxRounds: null, maxTokens: null, maxDurationMs: null },
  'nudge first, money gate': { loop: { escalation: 'nudge' }, maxCost: 0.05, maxRounds: null },
};

describe('a run snapshotted between every input behaves exactly like one that never was', () => {
  const runs = [...examples, ...corpusRuns];

  it('covers the labelled corpus and the shared examples', () => {
    expect(runs.length).toBeGreaterThanOrEqual(38);
  });

  for (const [name, options] of Object.entries(policies)) {
    it.each(runs.map((run) => [run.id, run] as const))(`${name}: %s`, (_id, run) => {
      const straight = replayWithEvents(run, options, false);
      const restored = replayWithEvents(run, options, true);
      expect(restored.verdict).toEqual(straight.verdict);
      expect(restored.events).toEqual(straight.events);
      expect(straight.events.length).toBeGreaterThan(0);
    });
  }
});

describe('the family and peer corpora snapshotted between every input, detection alone', () => {
  const options = policies['no limits, detection only'] as GuardOptions;
  it.each(detectionRuns.map((run) => [run.id, run] as const))('%s', (_id, run) => {
    const straight = replayWithEvents(run, options, false);
    const restored = replayWithEvents(run, options, true);
    expect(restored.verdict).toEqual(straight.verdict);
    expect(restored.events).toEqual(straight.events);
  });
});
