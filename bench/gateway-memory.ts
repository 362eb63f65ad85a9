import { type Contender, chatRequest, loopguardContender, stopContender } from './gateway-contenders.js';
import { runBlock } from './gateway-load.js';
import type { BenchProcess } from './gateway-processes.js';

/** What `runs` open runs cost a loopguard process (memory run state). */
export interface RunMemory {
  readonly runs: number;
  readonly rssDeltaMiB: number;
  readonly heapDeltaMiB: number;
  /** Heap after GC per run. */
  readonly heapPerRunKiB: number;
  readonly failures: number;
  readonly firstProblem: string | undefined;
}

const mib = (bytes: number) => bytes / 2 ** 20;

/**
 * Starts a fresh loopguard (memory run state), warms it up, then opens `runs` runs, one call each that the
 * upstream answers with a tool call (so every run stays open, waiting for its tool result), 32 at a time; the
 * process's RSS and heap after a full GC, before and after.
 */
export async function measureRunMemory(upstream: BenchProcess, runs: number): Promise<RunMemory> {
  const contender: Contender = await loopguardContender(upstream, 'loopguard (memory, runs held)', 'memory');
  try {
    const served = contender.process;
    if (!served) throw new Error('the loopguard contender has no process');
    await runBlock(contender.concurrent, () => chatRequest(contender, false), 1_000, 32);
    const before = await served.memory();
    const openRun = () => {
      const request = chatRequest(contender, false);
      return { ...request, headers: { ...request.headers, 'x-bench-reply': 'tool' } };
    };
    const block = await runBlock(contender.concurrent, openRun, runs, 32);
    const after = await served.memory();
    return {
      runs,
      rssDeltaMiB: mib(after.rss - before.rss),
      heapDeltaMiB: mib(after.heapUsed - before.heapUsed),
      heapPerRunKiB: (after.heapUsed - before.heapUsed) / 1024 / runs,
      failures: block.failures,
      firstProblem: block.firstProblem,
    };
  } finally {
    await stopContender(contender);
  }
}
