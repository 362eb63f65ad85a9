import { createGuardWith, type Guard, parkGuard, restoreGuardWith } from '../guard/guard.js';
import type { GuardSnapshot } from '../guard/guard-snapshot.js';
import { attachRelay, EventRelay } from './event-relay.js';
import type { RunLabels } from './gateway-policy.js';
import type { RunAccess } from './run-access.js';
import { type RunGuardSettings, runGuardOptions } from './run-guard-options.js';

/** How often runs are looked at at most, and how long a failed run keeps refusing its calls by default. */
const sweepEveryMs = 60_000;
const defaultKeepEndedMs = 1_800_000;
/**
 * Runs parked or ended (an end restores the run first) between two turns of the event loop, so a sweep of
 * many never holds other requests.
 */
const SWEEP_BATCH = 256;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** What {@link createMemoryRuns} needs beyond a run's guard settings. */
export interface MemoryRunSettings extends RunGuardSettings {
  /** A run without a call for this long is kept as its snapshot until it is called again; `null`: never. */
  readonly parkIdleRunsAfterMs: number | null;
  /** What went wrong in a sweep (parking or ending one run); the sweep goes on with the others. */
  readonly onError: (error: unknown) => void;
}

/** A run held as a live guard: one that was called lately. */
interface LiveRun {
  readonly guard: Guard;
  readonly labels: RunLabels;
  endedAt: number | undefined;
  lastUsed: number;
}

/**
 * A run idle past the parking limit, held as its snapshot's JSON: one string for the garbage collector to
 * step over instead of a guard's few hundred objects, and a fraction of a live guard's heap (docs/performance.md
 * has the bench's figures).
 */
interface ParkedRun {
  readonly snapshot: string;
  readonly labels: RunLabels;
  readonly endedAt: number | undefined;
  readonly lastUsed: number;
  /** The run's own idle limit (its options'), `null` for none. */
  readonly idleTimeoutMs: number | null;
}

/**
 * Runs held in this process, by run id: the fast path (no store round trip). A run called lately is a live
 * guard; one idle past `parkIdleRunsAfterMs` is parked as its snapshot and restored when it is called again
 * (an agent waiting on a slow tool, a user who walked away), so a gateway holding many idle runs keeps little
 * per run. A run idle past its limit ends `abandoned` with its `run_end` (by its guard's idle watch while live,
 * by the sweep, at most one sweep late, while parked) and is dropped; a failed run is kept for the idle limit,
 * so an agent that retries after a trip keeps getting the trip instead of a fresh run; an abandoned run that
 * is called again starts afresh.
 */
export function createMemoryRuns(settings: MemoryRunSettings): RunAccess {
  const live = new Map<string, LiveRun>();
  const parked = new Map<string, ParkedRun>();
  const keepEndedMs = settings.idleTimeoutMs ?? defaultKeepEndedMs;
  const parkAfterMs = settings.parkIdleRunsAfterMs;

  // Its run_end marks a live run ended, or drops it when it ended abandoned (idle, or the proxy closing).
  const watch = (runId: string, run: () => LiveRun | undefined) => {
    return (event: { event: string; state?: string | undefined; timestamp: number }) => {
      const held = run();
      if (event.event !== 'run_end' || !held) return;
      if (event.state === 'abandoned') {
        if (live.get(runId) === held) live.delete(runId);
      } else held.endedAt = event.timestamp;
    };
  };

  // A new run's listeners are behind a relay: the replay of its history hands them its events in slices.
  const open = (runId: string, labels: RunLabels): LiveRun => {
    let held: LiveRun | undefined;
    const relay = new EventRelay(settings.listeners);
    const options = runGuardOptions({ ...settings, listeners: [relay.listener] }, labels, [
      watch(runId, () => held),
    ]);
    const guard = createGuardWith(options);
    attachRelay(guard, relay);
    held = { guard, labels, endedAt: undefined, lastUsed: settings.now() };
    live.set(runId, held);
    return held;
  };

  const restore = (runId: string, run: ParkedRun): LiveRun => {
    let held: LiveRun | undefined;
    const options = runGuardOptions(settings, run.labels, [watch(runId, () => held)]);
    const guard = restoreGuardWith(JSON.parse(run.snapshot) as GuardSnapshot, options);
    held = { guard, labels: run.labels, endedAt: run.endedAt, lastUsed: run.lastUsed };
    return held;
  };

  const park = (runId: string, run: LiveRun): void => {
    const snapshot = parkGuard(run.guard);
    if (snapshot === undefined) return;
    const text = JSON.stringify(snapshot);
    parked.set(runId, {
      snapshot: text,
      labels: run.labels,
      endedAt: run.endedAt,
      lastUsed: run.lastUsed,
      idleTimeoutMs: run.guard.options.idleTimeoutMs,
    });
    live.delete(runId);
  };

  /** A parked run not ended whose own idle limit has passed: it ends, as a live one would have. */
  const pastIdleLimit = (run: ParkedRun, now: number): boolean =>
    run.endedAt === undefined && run.idleTimeoutMs !== null && now - run.lastUsed >= run.idleTimeoutMs;

  // Ends a parked run past its idle limit: restored only to end, so its run_end carries the run's own totals.
  const endParked = (runId: string, run: ParkedRun, now: number): void => {
    const { guard } = restore(runId, run);
    parked.delete(runId);
    guard.abandon(
      `no call, result or message for ${now - run.lastUsed} ms (idleTimeoutMs ${run.idleTimeoutMs})`,
    );
  };

  const starting = new Map<string, Promise<void>>();
  const noop = () => undefined;
  let closed = false;
  let sweeping = false;
  // One pass: runs idle past the limits are parked or ended a batch at a time, the event loop served between
  // batches (parking takes a snapshot, ending restores one), so thousands of runs going idle together do not
  // hold up the requests of the others.
  const sweepRuns = async (): Promise<void> => {
    const now = settings.now();
    const toPark: string[] = [];
    for (const [runId, run] of live) {
      if (run.endedAt !== undefined && run.endedAt < now - keepEndedMs) live.delete(runId);
      else if (parkAfterMs !== null && now - run.lastUsed >= parkAfterMs) toPark.push(runId);
    }
    const toEnd: string[] = [];
    for (const [runId, run] of parked) {
      if (run.endedAt !== undefined) {
        if (run.endedAt < now - keepEndedMs) parked.delete(runId);
      } else if (pastIdleLimit(run, now)) toEnd.push(runId);
    }
    let done = 0;
    for (const runId of toPark) {
      if (done > 0 && done % SWEEP_BATCH === 0) await nextTurn();
      done++;
      const run = live.get(runId);
      // Called again meanwhile: it is not idle any more.
      if (closed || run === undefined || settings.now() - run.lastUsed < (parkAfterMs as number)) continue;
      try {
        park(runId, run);
      } catch (error) {
        settings.onError(error);
      }
    }
    for (const runId of toEnd) {
      if (done > 0 && done % SWEEP_BATCH === 0) await nextTurn();
      done++;
      const run = parked.get(runId);
      if (closed || run === undefined) continue;
      try {
        endParked(runId, run, settings.now());
      } catch (error) {
        settings.onError(error);
      }
    }
  };

  const sweep = setInterval(
    () => {
      if (sweeping) return;
      sweeping = true;
      sweepRuns()
        .catch(settings.onError)
        .finally(() => {
          sweeping = false;
        });
    },
    // Parking is looked for at most once a second, however short the limit.
    Math.min(sweepEveryMs, keepEndedMs, Math.max(parkAfterMs ?? sweepEveryMs, 1_000)),
  );
  sweep.unref();

  return {
    async begin(labels, start) {
      const { runId } = labels;
      // A start that yields (a long history replayed in slices) finishes before the run's next one begins.
      for (let pending = starting.get(runId); pending; pending = starting.get(runId)) await pending;
      let held = live.get(runId);
      if (held === undefined) {
        const waiting = parked.get(runId);
        const now = settings.now();
        // Past its idle limit before the sweep came to it: it ends now, and this call starts a new run.
        if (waiting !== undefined && pastIdleLimit(waiting, now)) endParked(runId, waiting, now);
        else if (waiting !== undefined) {
          held = restore(runId, waiting);
          parked.delete(runId);
          live.set(runId, held);
        }
      }
      let fresh = false;
      if (!held || held.guard.state === 'abandoned') {
        held = open(runId, labels);
        fresh = true;
      }
      const run = held;
      run.lastUsed = settings.now();
      const started = start(run.guard, fresh);
      // A start may yield (a new run's history replayed in slices, a long tail recorded in slices, a heavy
      // turn checked on its own): the run's next start waits for it, so a run's starts never overlap.
      const settled = started.then(noop, noop);
      starting.set(runId, settled);
      let value: Awaited<typeof started>;
      try {
        value = await started;
      } finally {
        if (starting.get(runId) === settled) starting.delete(runId);
      }
      return {
        guard: run.guard,
        value,
        finish: async () => {
          run.lastUsed = settings.now();
        },
      };
    },
    inProcess: true,
    get openRuns() {
      return live.size + parked.size;
    },
    get parkedRuns() {
      return parked.size;
    },
    reservedByRun() {
      const held = new Map<string, number>();
      // A parked run has no call in flight: only live runs can hold money.
      for (const [runId, run] of live) {
        const reserved = run.guard.usage.reservedCost;
        if (reserved > 0) held.set(runId, reserved);
      }
      return held;
    },
    async close() {
      closed = true;
      clearInterval(sweep);
      for (const run of live.values()) run.guard.abandon('the proxy closed');
      for (const [runId, run] of parked)
        if (run.endedAt === undefined) restore(runId, run).guard.abandon('the proxy closed');
      live.clear();
      parked.clear();
    },
  };
}
