import { type Contender, chatRequest, loopguardContender, stopContender } from './gateway-contenders.js';
import { runBlock } from './gateway-load.js';
import type { BenchProcess } from './gateway-processes.js';

/** What a loopguard process (memory run state) holds for runs: open ones, and ones that ended. */
export interface RunMemory {
  readonly runs: number;
  /** `runs` runs waiting for their tool result (the upstream answered a tool call). */
  readonly open: MemoryDelta;
  /** Then `runs` more runs of one call each, answered with a final answer (the proxy ends runs only by trip or idle limit). */
  readonly ended: MemoryDelta;
  /**
   * Every run the process holds (the warm-up's, the open and the answered ones) once idle past the parking
   * limit and held as snapshots, over the process before its first request; `undefined` when they were not all
   * parked in time.
   */
  readonly parked: (MemoryDelta & { readonly runs: number; readonly waitedSeconds: number }) | undefined;
  readonly failures: number;
  readonly firstProblem: string | undefined;
}

/** Growth of the process after a full GC. */
export interface MemoryDelta {
  readonly rssMiB: number;
  readonly heapMiB: number;
  readonly heapPerRunKiB: number;
}

function delta(before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage, runs: number): MemoryDelta {
  return {
    rssMiB: (after.rss - before.rss) / 2 ** 20,
    heapMiB: (after.heapUsed - before.heapUsed) / 2 ** 20,
    heapPerRunKiB: (after.heapUsed - before.heapUsed) / 1024 / runs,
  };
}

const warmUpRuns = 1_000;
/** Longest wait for the runs to be parked: the default limit (30 s) and a sweep after it, with room. */
const parkWaitMs = 90_000;

/** Seconds until the process holds `runs` runs, all parked; `undefined` past {@link parkWaitMs}. */
async function untilParked(served: BenchProcess, runs: number): Promise<number | undefined> {
  const start = Date.now();
  while (Date.now() - start < parkWaitMs) {
    const { openRuns, parkedRuns } = (await served.stats()) as { openRuns?: number; parkedRuns?: number };
    if (openRuns === runs && parkedRuns === runs) return (Date.now() - start) / 1_000;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return undefined;
}

/**
 * Starts a fresh loopguard (memory run state) and warms it up; then opens `runs` runs, one call each that the
 * upstream answers with a tool call (so each stays open, waiting for its tool result), then `runs` runs of
 * one call answered with a final answer (each stays open too: the proxy ends runs by trip or idle limit), 32 at a time. The process's RSS and heap
 * after a full GC are taken before, between and after; then once every run it holds has been idle long enough
 * to be parked (held as its snapshot: `parkIdleRunsAfterMs`, 30 s by default).
 */
export async function measureRunMemory(upstream: BenchProcess, runs: number): Promise<RunMemory> {
  const contender: Contender = await loopguardContender(upstream, 'loopguard (memory, runs held)', 'memory');
  try {
    const served = contender.process;
    if (!served) throw new Error('the loopguard contender has no process');
    const empty = await served.memory();
    await runBlock(contender.concurrent, () => chatRequest(contender, false), warmUpRuns, 32);
    const before = await served.memory();
    const openRun = () => {
      const request = chatRequest(contender, false);
      return { ...request, headers: { ...request.headers, 'x-bench-reply': 'tool' } };
    };
    const opened = await runBlock(contender.concurrent, openRun, runs, 32);
    const afterOpen = await served.memory();
    const answered = await runBlock(contender.concurrent, () => chatRequest(contender, false), runs, 32);
    const afterEnded = await served.memory();
    const held = warmUpRuns + 2 * runs;
    const waitedSeconds = await untilParked(served, held);
    const parked =
      waitedSeconds === undefined
        ? undefined
        : { ...delta(empty, await served.memory(), held), runs: held, waitedSeconds };
    return {
      runs,
      open: delta(before, afterOpen, runs),
      ended: delta(afterOpen, afterEnded, runs),
      parked,
      failures: opened.failures + answered.failures,
      firstProblem: opened.firstProblem ?? answered.firstProblem,
    };
  } finally {
    await stopContender(contender);
  }
}
