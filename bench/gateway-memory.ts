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

/**
 * Starts a fresh loopguard (memory run state) and warms it up; then opens `runs` runs, one call each that the
 * upstream answers with a tool call (so each stays open, waiting for its tool result), then `runs` runs of
 * one call answered with a final answer (each stays open too: the proxy ends runs by trip or idle limit), 32 at a time. The process's RSS and heap
 * after a full GC are taken before, between and after.
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
    const opened = await runBlock(contender.concurrent, openRun, runs, 32);
    const afterOpen = await served.memory();
    const answered = await runBlock(contender.concurrent, () => chatRequest(contender, false), runs, 32);
    const afterEnded = await served.memory();
    return {
      runs,
      open: delta(before, afterOpen, runs),
      ended: delta(afterOpen, afterEnded, runs),
      failures: opened.failures + answered.failures,
      firstProblem: opened.firstProblem ?? answered.firstProblem,
    };
  } finally {
    await stopContender(contender);
  }
}
