import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * The child's side of the bench's IPC: a bench process answers `{ memory: true }` with its memory after a
 * full GC, `{ stats: true }` with its own counts, and `{ profile: 'start' }` / `{ profile: 'stop', file }` by recording a V8 CPU profile of just
 * that phase (no start-up, no warm-up) and writing it to `file`.
 */

type Query = {
  readonly memory?: true;
  readonly stats?: true;
  readonly profile?: 'start' | 'stop';
  readonly file?: string;
};

/**
 * Answers the bench's queries; call once the child serves. SIGTERM then ends it through `process.exit`.
 * `stats`, when given, answers `{ stats: true }` with what the child counts of itself.
 */
export function answerBenchQueries(stats?: () => Record<string, unknown>): void {
  let session: Session | undefined;
  process.on('message', async (query: Query) => {
    if (query.stats) process.send?.({ stats: stats?.() ?? {} });
    else if (query.memory) {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      process.send?.({ memory: process.memoryUsage() });
    } else if (query.profile === 'start') {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
      process.send?.({ profiling: true });
    } else if (query.profile === 'stop' && session && query.file) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(query.file), JSON.stringify(profile));
      session.disconnect();
      session = undefined;
      process.send?.({ profiled: query.file });
    }
  });
  process.once('SIGTERM', () => process.exit(0));
}
