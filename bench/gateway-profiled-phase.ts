import { join } from 'node:path';
import type { BenchProcess } from './gateway-processes.js';

/**
 * Runs `phase`; with `LOOPGUARD_BENCH_PROFILE=DIR` set, the loopguard process records a CPU profile of just
 * this phase into `DIR/loopguard-<name>.cpuprofile` (read it with `bench/gateway-profile.ts`).
 */
export async function profiledPhase<T>(
  served: BenchProcess | undefined,
  name: string,
  phase: () => Promise<T>,
): Promise<T> {
  const directory = process.env.LOOPGUARD_BENCH_PROFILE;
  if (!directory || !served) return phase();
  await served.startProfile();
  try {
    return await phase();
  } finally {
    await served.stopProfile(join(directory, `loopguard-${name}.cpuprofile`));
  }
}
