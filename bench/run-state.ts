import { createHash } from 'node:crypto';
import type { Guard } from '../src/guard/guard.js';
import type { TranscriptMessage } from '../src/replay/transcript.js';
import { built } from './built.js';

// The build users run (see built.ts).
const { createGuard, restoreGuard } = await built<typeof import('../src/guard/guard.js')>('guard/guard.js');
const { observeResult } =
  await built<typeof import('../src/guard/observe-result.js')>('guard/observe-result.js');
const { replayTranscript } = await built<typeof import('../src/replay/replay-transcript.js')>(
  'replay/replay-transcript.js',
);
const { hashObservation } =
  await built<typeof import('../src/signature/observation.js')>('signature/observation.js');

const policy = { maxRounds: null, maxTokens: null, maxDurationMs: null, callTimeoutMs: null } as const;

const names = [
  'alder',
  'birch',
  'cedar',
  'elm',
  'fir',
  'hazel',
  'larch',
  'maple',
  'oak',
  'pine',
  'rowan',
  'yew',
];

/** A number written in tree names (base 12): a batch's own word, which no other round's rows hold. */
function spelled(value: number): string {
  let text = names[value % names.length] as string;
  for (let rest = Math.floor(value / names.length); rest > 0; rest = Math.floor(rest / names.length))
    text = `${names[rest % names.length]}-${text}`;
  return text;
}

/**
 * A 4 KB tool result that differs per round, as a page of a listing would: other rows on every page (a page whose
 * rows were all read before is a pager going round, which loop detection stops).
 */
function result(round: number): string {
  const batch = spelled(round);
  const rows = Array.from(
    { length: 70 },
    (_, row) =>
      `2026-11-30 10:00 INFO worker done: ${batch} ${names[row % names.length]} kept, none dropped.`,
  );
  return `page ${round}\n${rows.join('\n')}`.slice(0, 4_096);
}

function round(guard: Guard, index: number): void {
  guard
    .beforeCall({ model: 'gpt-4o-mini' })
    .end({ toolCalls: [{ id: `c${index}`, name: 'read_page', arguments: { page: index } }] });
  guard.recordToolResult({ toolCallId: `c${index}`, result: result(index) });
}

/** Cost of a round with and without `snapshot → JSON → restore` after it, and the snapshot's size. */
export function measureSnapshotCost(rounds = 5_000) {
  const plain = createGuard(policy);
  let start = performance.now();
  for (let index = 0; index < rounds; index++) round(plain, index);
  const plainMicros = ((performance.now() - start) * 1_000) / rounds;
  let moved = createGuard(policy);
  let bytes = 0;
  start = performance.now();
  for (let index = 0; index < rounds; index++) {
    round(moved, index);
    const text = JSON.stringify(moved.snapshot());
    bytes = text.length;
    moved = restoreGuard(JSON.parse(text), policy);
  }
  const movedMicros = ((performance.now() - start) * 1_000) / rounds;
  return { rounds, plainMicros, movedMicros, snapshotMicros: movedMicros - plainMicros, bytes };
}

/** Heap held by `runs` live guards, each with a full 20-step window of 4 KB results. */
export function measureConcurrentRuns(runs = 10_000) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const guards: Guard[] = [];
  for (let run = 0; run < runs; run++) {
    const guard = createGuard(policy);
    for (let index = 0; index < 20; index++) round(guard, run * 20 + index);
    guards.push(guard);
  }
  gc?.();
  const heapMiB = (process.memoryUsage().heapUsed - before) / 2 ** 20;
  if (guards.length !== runs) throw new Error('unreachable');
  return { runs, heapMiB, exact: gc !== undefined };
}

/** 4 KB results of three kinds, each differing per sample as real outputs do; flat strings, as JSON.parse gives. */
function resultKinds(samples: number): Record<string, string[]> {
  const flat = (text: string) => JSON.parse(JSON.stringify(text)) as string;
  const make = (build: (index: number) => string) =>
    Array.from({ length: samples }, (_, index) => flat(build(index).slice(0, 4_096)));
  return {
    logs: make(result),
    prose: make(
      (index) =>
        `page ${index}\n${'The worker read the sales file, kept the rows that matched and wrote a short summary. '.repeat(60)}`,
    ),
    json: make((index) =>
      JSON.stringify({
        page: index,
        meta: { request_id: `req_${index}x9k`, took_ms: index % 50 },
        items: Array.from({ length: 60 }, (_, item) => ({
          id: index + item,
          name: `item ${item}`,
          price: item * 1.5,
        })),
      }),
    ),
  };
}

/**
 * Canonicalising a 4 KB result (its observation hash: white space skipped, incidental values masked) and all
 * of observing it (the hash, failure reading, the evidence cut), against sha256 of the same bytes, per kind of
 * text. The three are timed in turns, best of several passes, so a noisy neighbour slows all alike.
 */
export function measureResultCanonicalisation(samples = 2_000, passes = 9) {
  return Object.entries(resultKinds(samples)).map(([kind, texts]) => {
    let hashMicros = Number.POSITIVE_INFINITY;
    let observeMicros = Number.POSITIVE_INFINITY;
    let shaMicros = Number.POSITIVE_INFINITY;
    const time = (run: (text: string) => unknown) => {
      const start = performance.now();
      for (const text of texts) run(text);
      return ((performance.now() - start) * 1_000) / samples;
    };
    for (let pass = 0; pass < passes; pass++) {
      hashMicros = Math.min(
        hashMicros,
        time((text) => hashObservation(text)),
      );
      observeMicros = Math.min(
        observeMicros,
        time((text) => observeResult({ result: text })),
      );
      shaMicros = Math.min(
        shaMicros,
        time((text) => createHash('sha256').update(text).digest('hex')),
      );
    }
    return {
      kind,
      hashMicros,
      observeMicros,
      shaMicros,
      ratio: hashMicros / shaMicros,
      observeRatio: observeMicros / shaMicros,
    };
  });
}

/** Replay cost per round of one long run, from 10 to 10,000 rounds, each round counting its prompt locally. */
export function measureReplayPerRound(lengths: readonly number[] = [10, 100, 1_000, 10_000]) {
  return lengths.map((length) => {
    const messages: TranscriptMessage[] = [{ role: 'user', content: 'Read every page.' }];
    for (let index = 0; index < length; index++) {
      messages.push({
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `c${index}`,
            type: 'function',
            function: { name: 'read_page', arguments: `{"page":${index}}` },
          },
        ],
      });
      messages.push({ role: 'tool', tool_call_id: `c${index}`, content: `page ${index}: 980 rows` });
    }
    const repeats = Math.max(1, Math.floor(20_000 / length));
    // Warm up on the same run first, so the shortest length is not the one that pays for compilation.
    replayTranscript({ id: 'warm-up', messages, source: 'bench' }, { ...policy, maxTokens: 100_000_000 });
    const start = performance.now();
    for (let repeat = 0; repeat < repeats; repeat++) {
      replayTranscript(
        { id: `long-${length}`, messages, source: 'bench' },
        { ...policy, maxTokens: 100_000_000 },
      );
    }
    return { length, microsPerRound: ((performance.now() - start) * 1_000) / (repeats * length) };
  });
}
