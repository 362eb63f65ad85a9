import { createGuardWith, type Guard } from '../guard/guard.js';
import type { RunAccess } from './run-access.js';
import { type RunGuardSettings, runGuardOptions } from './run-guard-options.js';

/** How often ended runs are looked for, and how long a failed run keeps refusing its calls. */
const sweepEveryMs = 60_000;
const defaultKeepEndedMs = 1_800_000;

interface Held {
  readonly guard: Guard;
  endedAt: number | undefined;
}

/**
 * Runs as live guards in this process, by run id: the fast path (no snapshot, no store round trip). A run
 * idle past its limit is ended by the guard's own idle watch (`abandoned`, with its `run_end`) and
 * dropped; a failed run is kept for the idle limit, so an agent that retries after a trip keeps getting the
 * trip instead of a fresh run; an abandoned run that is called again starts afresh.
 */
export function createMemoryRuns(settings: RunGuardSettings): RunAccess {
  const runs = new Map<string, Held>();
  const keepEndedMs = settings.idleTimeoutMs ?? defaultKeepEndedMs;
  const sweep = setInterval(
    () => {
      const before = settings.now() - keepEndedMs;
      for (const [runId, held] of runs)
        if (held.endedAt !== undefined && held.endedAt < before) runs.delete(runId);
    },
    Math.min(sweepEveryMs, keepEndedMs),
  );
  sweep.unref();

  const open = (runId: string, labels: Parameters<RunAccess['begin']>[0]): Held => {
    let held: Held | undefined;
    const onEnd = (event: { event: string; state?: string | undefined; timestamp: number }) => {
      if (event.event !== 'run_end' || !held) return;
      if (event.state === 'abandoned') {
        if (runs.get(runId) === held) runs.delete(runId);
      } else held.endedAt = event.timestamp;
    };
    held = { guard: createGuardWith(runGuardOptions(settings, labels, [onEnd])), endedAt: undefined };
    runs.set(runId, held);
    return held;
  };

  return {
    async begin(labels, start) {
      let held = runs.get(labels.runId);
      let fresh = false;
      if (!held || held.guard.state === 'abandoned') {
        held = open(labels.runId, labels);
        fresh = true;
      }
      const guard = held.guard;
      return { guard, value: start(guard, fresh), finish: async () => {} };
    },
    inProcess: true,
    get openRuns() {
      return runs.size;
    },
    async close() {
      clearInterval(sweep);
      for (const held of runs.values()) held.guard.abandon('the proxy closed');
      runs.clear();
    },
  };
}
