import { replayTranscript } from '../src/replay/replay-transcript.js';
import type { Transcript, TranscriptMessage } from '../src/replay/transcript.js';
import { buildMessages } from '../test/corpus/build-run.js';
import { corpus, variedSession } from '../test/corpus/cases.js';

export interface ThroughputResult {
  readonly runs: number;
  readonly rounds: number;
  readonly seconds: number;
  readonly roundsPerSecond: number;
  readonly tripped: number;
}

/** A corpus of `count` runs: varied sessions of 5–40 rounds mixed with the labelled loop cases. */
export function generateCorpus(count: number): Transcript[] {
  const runs: Transcript[] = [];
  for (let index = 0; index < count; index++) {
    const labelled = corpus[index % corpus.length];
    const messages =
      index % 4 === 0 && labelled
        ? labelled.messages
        : buildMessages('Make the tests pass.', variedSession(5 + (index % 36), index + 1));
    runs.push({
      id: `run-${index}`,
      messages: messages as unknown as TranscriptMessage[],
      source: 'generated',
    });
  }
  return runs;
}

/** Replays every run with the default policy and reports rounds (LLM calls) per second. */
export function measureReplayThroughput(count = 10_000): ThroughputResult {
  const runs = generateCorpus(count);
  const rounds = runs.reduce(
    (sum, run) => sum + run.messages.filter((message) => message.role === 'assistant').length,
    0,
  );
  const start = process.hrtime.bigint();
  let tripped = 0;
  for (const run of runs) if (replayTranscript(run).tripped) tripped++;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { runs: runs.length, rounds, seconds, roundsPerSecond: rounds / seconds, tripped };
}
