import { pathToFileURL } from 'node:url';
import { measureConversations } from './gateway-bench.js';
import {
  type Contender,
  directContender,
  FLOOR_NAME,
  floorContender,
  loopguardContender,
  startUpstream,
  stopContender,
} from './gateway-contenders.js';
import { profiledPhase } from './gateway-profiled-phase.js';

/**
 * The 50-round conversation alone (issue 33 point 8), bounded: direct, the floor relay and loopguard (memory)
 * in front of one fixed upstream, `LOOPGUARD_BENCH_RATIO_REPEATS` repeats (default 5) of
 * `LOOPGUARD_BENCH_GATEWAY_CONVERSATIONS` conversations each (default 8; 2 is a quick look), the contenders'
 * order rotated within each repeat. Prints each repeat's added p50 of the floor and of loopguard and their
 * ratio, then the median ratio; beside them each relay's CPU per request (all its threads), whose ratio moves
 * less with the machine's load than the wall times do. Needs the build (`npm run build`). Usage:
 * `LOOPGUARD_BENCH_GATEWAY_CONVERSATIONS=2 node --expose-gc --import tsx bench/gateway-conversation-ratio.ts`.
 * With `LOOPGUARD_BENCH_BASELINE=DIR` (the root of another built checkout, e.g. a worktree of main), that
 * checkout's loopguard runs too, in the same rotation, and its ratio is printed beside this one's. With
 * `LOOPGUARD_BENCH_HEADERLESS=1` the conversations carry no run header (see `measureConversations`).
 */

const repeats = Number(process.env.LOOPGUARD_BENCH_RATIO_REPEATS ?? 5);
const baselineTree = process.env.LOOPGUARD_BENCH_BASELINE;
const GUARD_NAME = 'loopguard (memory)';
const BASELINE_NAME = 'loopguard (memory, baseline)';

const middle = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Measures and prints the ratio; resolves with each repeat's loopguard / floor ratio of added p50. */
export async function measureConversationRatio(): Promise<number[]> {
  const upstream = await startUpstream();
  const started: Contender[] = [];
  try {
    started.push(
      directContender(upstream),
      await floorContender(upstream),
      await loopguardContender(upstream, GUARD_NAME, 'memory'),
    );
    if (baselineTree) started.push(await loopguardContender(upstream, BASELINE_NAME, 'memory', baselineTree));
    // Warm-up: one conversation each, not counted.
    await measureConversations(started);
    const ratios: number[] = [];
    const floors: number[] = [];
    const guards: number[] = [];
    const baselineRatios: number[] = [];
    const cpuRatios: number[] = [];
    const baselineCpuRatios: number[] = [];
    const profiled = started[2]?.process;
    for (let repeat = 0; repeat < repeats; repeat++) {
      const figures = await profiledPhase(profiled, `conversation-${repeat}`, () =>
        measureConversations(started),
      );
      const floor = figures.find((row) => row.name === FLOOR_NAME);
      const guard = figures.find((row) => row.name === GUARD_NAME);
      const baseline = figures.find((row) => row.name === BASELINE_NAME);
      if (!floor || !guard) throw new Error('a contender gave no figures');
      if (guard.failures > 0 || floor.failures > 0)
        throw new Error(`failures: ${guard.firstProblem ?? floor.firstProblem}`);
      const ratio = guard.addedP50Ms / floor.addedP50Ms;
      ratios.push(ratio);
      floors.push(floor.addedP50Ms);
      guards.push(guard.addedP50Ms);
      if (baseline && baseline.failures > 0) throw new Error(`baseline failures: ${baseline.firstProblem}`);
      const baselineRatio = baseline ? baseline.addedP50Ms / floor.addedP50Ms : undefined;
      if (baselineRatio !== undefined) baselineRatios.push(baselineRatio);
      const cpuRatio = guard.cpuMicrosPerRequest / floor.cpuMicrosPerRequest;
      cpuRatios.push(cpuRatio);
      if (baseline) baselineCpuRatios.push(baseline.cpuMicrosPerRequest / floor.cpuMicrosPerRequest);
      const cpus = `CPU/request floor ${floor.cpuMicrosPerRequest.toFixed(0)} µs, loopguard ${guard.cpuMicrosPerRequest.toFixed(0)} (${cpuRatio.toFixed(2)}×)${baseline ? `, baseline ${baseline.cpuMicrosPerRequest.toFixed(0)} (${(baseline.cpuMicrosPerRequest / floor.cpuMicrosPerRequest).toFixed(2)}×)` : ''}`;
      const besides = baseline
        ? `; baseline +${baseline.addedP50Ms.toFixed(3)} ms (last 10 +${baseline.lastRoundsAddedP50Ms.toFixed(3)}), ratio ${baselineRatio?.toFixed(2)}`
        : '';
      console.log(
        `repeat ${repeat + 1}: floor +${floor.addedP50Ms.toFixed(3)} ms (last 10 +${floor.lastRoundsAddedP50Ms.toFixed(3)}), loopguard +${guard.addedP50Ms.toFixed(3)} ms (last 10 +${guard.lastRoundsAddedP50Ms.toFixed(3)}), ratio ${ratio.toFixed(2)}${besides}; ${cpus}`,
      );
    }
    console.log(
      `median: floor +${middle(floors).toFixed(3)} ms, loopguard +${middle(guards).toFixed(3)} ms, ratio ${middle(ratios).toFixed(2)} (target <= 1.5)`,
    );
    if (baselineRatios.length > 0)
      console.log(
        `baseline: median ratio ${middle(baselineRatios).toFixed(2)}, range ${Math.min(...baselineRatios).toFixed(2)}-${Math.max(...baselineRatios).toFixed(2)}; this tree: range ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`,
      );
    const range = (values: readonly number[]) =>
      `${middle(values).toFixed(2)} (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;
    console.log(
      `CPU per request ÷ the floor's: this tree ${range(cpuRatios)}${baselineCpuRatios.length > 0 ? `, baseline ${range(baselineCpuRatios)}` : ''}`,
    );
    return ratios;
  } finally {
    for (const contender of started) await stopContender(contender);
    await upstream.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureConversationRatio();
