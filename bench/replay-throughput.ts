import type { Transcript, TranscriptMessage } from '../src/replay/transcript.js';
import { buildMessages } from '../test/corpus/build-run.js';
import { corpus, variedSession } from '../test/corpus/cases.js';
import { built } from './built.js';

// The build users run (see built.ts).
const { JsonLinesSplitter } = await built<typeof import('../src/replay/json-lines-splitter.js')>(
  'replay/json-lines-splitter.js',
);
const { recordToTranscript } = await built<typeof import('../src/replay/record-to-transcript.js')>(
  'replay/record-to-transcript.js',
);
const { replayTranscript } = await built<typeof import('../src/replay/replay-transcript.js')>(
  'replay/replay-transcript.js',
);

export interface ThroughputResult {
  readonly runs: number;
  readonly rounds: number;
  readonly seconds: number;
  readonly roundsPerSecond: number;
  readonly tripped: number;
  /** The same runs as JSON lines through what `replay FILE` does: split, parse, check, judge. */
  readonly pipelineSeconds: number;
  /** The floor: `JSON.parse` of every line of that text, nothing else. */
  readonly parseFloorSeconds: number;
  /** `pipelineSeconds / parseFloorSeconds`. */
  readonly ratioToParseFloor: number;
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
  const text = Buffer.from(
    runs.map((run) => `${JSON.stringify({ id: run.id, messages: run.messages })}\n`).join(''),
  );
  const floorStart = process.hrtime.bigint();
  for (let from = 0; from < text.length; ) {
    const newline = text.indexOf(0x0a, from);
    JSON.parse(text.toString('utf8', from, newline));
    from = newline + 1;
  }
  const parseFloorSeconds = Number(process.hrtime.bigint() - floorStart) / 1e9;
  const pipelineStart = process.hrtime.bigint();
  const splitter = new JsonLinesSplitter();
  for (let from = 0; from < text.length; from += 1 << 20) {
    for (const record of splitter.push(text.subarray(from, from + (1 << 20)))) {
      const run = recordToTranscript(record, 'bench.jsonl');
      if ('messages' in run) replayTranscript(run);
    }
  }
  const pipelineSeconds = Number(process.hrtime.bigint() - pipelineStart) / 1e9;
  return {
    runs: runs.length,
    rounds,
    seconds,
    roundsPerSecond: rounds / seconds,
    tripped,
    pipelineSeconds,
    parseFloorSeconds,
    ratioToParseFloor: pipelineSeconds / parseFloorSeconds,
  };
}
