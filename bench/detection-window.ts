import { pathToFileURL } from 'node:url';
import type { Step, StepObservation } from '../src/detectors/types.js';
import type { ActionKey } from '../src/signature/action-signature.js';
import { built } from './built.js';
import { CONVERSATION_ROUNDS, toolResult } from './gateway-conversation.js';

const { buildStep } = await built<typeof import('../src/detectors/build-step.js')>('detectors/build-step.js');
const { SeenResults } =
  await built<typeof import('../src/detectors/seen-results.js')>('detectors/seen-results.js');
const { observeResult } =
  await built<typeof import('../src/guard/observe-result.js')>('guard/observe-result.js');
const { actionSignature } = await built<typeof import('../src/signature/action-signature.js')>(
  'signature/action-signature.js',
);

/**
 * Whether detection's work on a turn grows with the window it is compared with (issue 33 point 8): `buildStep` of
 * the 50-round conversation's turns (one `read_page` call, its 1 KB page), timed one by one and read by how many
 * earlier steps each was compared with (the window holds 20). Fresh calls and results every conversation, built
 * as the gateway builds them. With `LOOPGUARD_BENCH_FLUSH_MB=8`, that many megabytes are written between two
 * turns, as a gateway's other work between two requests leaves the caches: the code and the window's memos are
 * then read cold. `LOOPGUARD_BENCH_DISTINCT=1` gives every conversation pages of its own (the bench's
 * conversations repeat theirs, which a cache of shapes by text remembers). Needs the build. Usage:
 * `node --expose-gc --import tsx bench/detection-window.ts`.
 */

const conversations = Number(process.env.LOOPGUARD_BENCH_CONVERSATIONS ?? 200);
const flush = new Uint8Array(Number(process.env.LOOPGUARD_BENCH_FLUSH_MB ?? 0) * 1_048_576);
const distinct = process.env.LOOPGUARD_BENCH_DISTINCT === '1';
const WINDOW = 20;
const WARM_UP = 20;

let conversation = 0;

function turns(): Parameters<typeof buildStep>[0][] {
  const first = distinct ? conversation * CONVERSATION_ROUNDS : 0;
  conversation++;
  return Array.from({ length: CONVERSATION_ROUNDS }, (_, index) => {
    const page = first + index + 1;
    const action: ActionKey = actionSignature({ name: 'read_page', arguments: `{"page":${page}}` });
    // A fresh string, as a parsed request body gives.
    const result = JSON.parse(JSON.stringify(toolResult(page))) as string;
    const observation: StepObservation = observeResult({ result }).observation;
    return { round: index + 1, speaker: 'assistant', actions: [action], observations: [observation] };
  });
}

let sink = 0;

/** Median µs of `buildStep` by the window's length (0 to 20 earlier steps). */
export function measureDetectionWindow(): number[] {
  const byWindow: number[][] = Array.from({ length: WINDOW + 1 }, () => []);
  for (let run = 0; run < conversations + WARM_UP; run++) {
    const seen = new SeenResults();
    const steps: Step[] = [];
    for (const input of turns()) {
      const recent = steps.slice(-WINDOW);
      for (let at = 0; at < flush.length; at += 64) flush[at] = (flush[at] as number) + 1;
      sink += flush[0] ?? 0;
      const start = process.hrtime.bigint();
      steps.push(buildStep(input, seen, undefined, recent));
      if (run >= WARM_UP) byWindow[recent.length]?.push(Number(process.hrtime.bigint() - start) / 1e3);
    }
  }
  if (sink === 0.5) throw new Error('unreachable');
  return byWindow.map((times) => {
    const sorted = times.sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const medians = measureDetectionWindow();
  const shown = [1, 2, 3, 5, 10, 15, 20].map((size) => `${size}: ${medians[size]?.toFixed(1)}`);
  console.log(
    `buildStep p50 µs by earlier steps compared (${flush.length > 0 ? `caches flushed, ${flush.length >> 20} MB` : 'warm'}${distinct ? ', distinct pages' : ''}): ${shown.join('  ')}`,
  );
}
