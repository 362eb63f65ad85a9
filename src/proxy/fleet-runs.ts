import { ConfigError, isGuardError } from '../errors.js';
import type { GuardEvent, GuardEventListener } from '../events/types.js';
import { endIdleRuns } from '../guard/end-idle-runs.js';
import { createGuardWith, type Guard, restoreGuardWith } from '../guard/guard.js';
import type { GuardSnapshot } from '../guard/guard-snapshot.js';
import type { RunStore } from '../guard/run-store.js';
import { RunStoreError } from '../guard/run-store.js';
import { updateRun } from '../guard/update-run.js';
import { SliceClock } from '../utils/time-slices.js';
import type { RunLabels } from './gateway-policy.js';
import { applyOutcome, type RunAccess, WAIT_FOR_CALLS_IN_FLIGHT } from './run-access.js';
import { type RunGuardSettings, runGuardOptions } from './run-guard-options.js';

/** Events sent between two looks at the slice clock. */
const BETWEEN_CHECKS = 32;

/**
 * Events of one attempt at an update: `updateRun` may run an update again when another writer won, so
 * events go out only once the write that made them went through.
 */
class EventBuffer {
  readonly events: GuardEvent[] = [];
  private open = true;
  readonly listener: GuardEventListener = (event) => {
    if (this.open) this.events.push(event);
  };

  /**
   * Sends the events to the listeners and drops every later one (the copy's work is done). Thousands of them
   * (a long history replayed) are sent in slices, with the event loop turning between them.
   */
  async flush(listeners: readonly GuardEventListener[], onError: (error: unknown) => void): Promise<void> {
    this.open = false;
    const clock = new SliceClock();
    const events = this.events;
    for (let index = 0; index < events.length; index++) {
      if (index % BETWEEN_CHECKS === BETWEEN_CHECKS - 1 && clock.due()) await clock.pause();
      for (const listener of listeners) {
        try {
          listener(events[index] as GuardEvent);
        } catch (error) {
          onError(error);
        }
      }
    }
    events.length = 0;
  }
}

function storeError(error: unknown): unknown {
  if (isGuardError(error) || RunStoreError.isInstance(error)) return error;
  if (ConfigError.isInstance(error)) return error;
  return new RunStoreError(
    'LOOPGUARD_RUN_STORE_UNAVAILABLE',
    `the run store failed: ${error instanceof Error ? error.message : String(error)}`,
    error,
  );
}

/**
 * Runs kept in a `RunStore` (fleet mode): every request restores its run from the snapshot, takes the call's
 * ticket and writes the run back with compare-and-set before forwarding; the call's end is written in a
 * second update, on the ticket's id, by whichever instance holds the call. Any instance serves any request
 * of a run. The restored copies never start idle timers (a copy must not end a run another instance goes
 * on with); a sweep with {@link endIdleRuns} ends runs idle past the limit instead.
 */
export function createFleetRuns(
  store: RunStore<GuardSnapshot>,
  settings: RunGuardSettings & { readonly onError: (error: unknown) => void },
): RunAccess {
  const idleMs = settings.idleTimeoutMs ?? 1_800_000;
  const fleetSettings: RunGuardSettings = { ...settings, listeners: [], idleTimeoutMs: null };
  const sweep = setInterval(
    () => {
      endIdleRuns(store, {
        idleMs,
        now: settings.now,
        guard: { onEvent: [...settings.listeners], idleTimeoutMs: null },
      }).catch(settings.onError);
    },
    Math.min(idleMs, 60_000),
  );
  sweep.unref();

  const copy = (labels: RunLabels, snapshot: GuardSnapshot | undefined, buffer: EventBuffer): Guard => {
    const options = runGuardOptions(fleetSettings, labels, [buffer.listener]);
    return snapshot ? restoreGuardWith(snapshot, options) : createGuardWith(options);
  };
  // One update's events after another's, each whole, though a long one is sent in slices.
  let delivering: Promise<void> = Promise.resolve();
  const flush = (buffer: EventBuffer): Promise<void> => {
    delivering = delivering.then(
      () => buffer.flush(settings.listeners, settings.onError),
      () => buffer.flush(settings.listeners, settings.onError),
    );
    return delivering;
  };

  return {
    async begin(labels, start) {
      type Attempt = {
        guard: Guard;
        value?: Awaited<ReturnType<typeof start>>;
        trip?: unknown;
        buffer: EventBuffer;
      };
      let attempt: Attempt;
      try {
        attempt = await updateRun(
          store,
          labels.runId,
          async (current) => {
            const buffer = new EventBuffer();
            // An abandoned run that is called again starts afresh, as in memory mode.
            const snapshot = current?.snapshot.state === 'abandoned' ? undefined : current?.snapshot;
            const guard = copy(labels, snapshot, buffer);
            const result: Attempt = { guard, buffer };
            try {
              result.value = await start(guard, snapshot === undefined);
            } catch (error) {
              if (!isGuardError(error)) throw error;
              result.trip = error;
            }
            // A call that waits and left no trace (no event) changed nothing: writing would only make the
            // writers it waits for lose their compare-and-set.
            if (result.value === WAIT_FOR_CALLS_IN_FLIGHT && current && buffer.events.length === 0)
              return { snapshot: undefined, result };
            return { snapshot: guard.snapshot(), result };
          },
          { now: settings.now },
        );
      } catch (error) {
        throw storeError(error);
      }
      await flush(attempt.buffer);
      if (attempt.trip) throw attempt.trip;
      return {
        guard: attempt.guard,
        value: attempt.value as Awaited<ReturnType<typeof start>>,
        async finish(ticketId, outcome) {
          let buffer: EventBuffer | undefined;
          try {
            buffer = await updateRun(
              store,
              labels.runId,
              (current) => {
                if (!current) return { snapshot: undefined, result: undefined };
                const next = new EventBuffer();
                const guard = copy(labels, current.snapshot, next);
                // Gone when its reservation expired meanwhile (restoring released it as a failed call).
                const ticket = guard.ticket(ticketId);
                if (ticket) applyOutcome(guard, ticket, outcome);
                return { snapshot: guard.snapshot(), result: next };
              },
              { now: settings.now },
            );
          } catch (error) {
            throw storeError(error);
          }
          if (buffer) await flush(buffer);
        },
      };
    },
    inProcess: false,
    openRuns: undefined,
    parkedRuns: undefined,
    reservedByRun: () => undefined,
    async close() {
      clearInterval(sweep);
    },
  };
}
