import { nearestDeadline } from './deadline.js';
import { timeLimitTrip } from './gates.js';
import { type LongTimer, startLongTimer } from './long-timer.js';
import type { ResolvedGuardOptions } from './options.js';
import type { Trip } from './trip.js';

/**
 * The timers that cut work in flight: one per call signal (the nearer of call timeout and run deadline) and
 * one for the run signal. At a deadline `trip` is called (it fails the run and returns the error), and the
 * controller is aborted with that error.
 */
export class RunTimers {
  private runController: AbortController | undefined;
  private runTimer: LongTimer | undefined;

  constructor(
    private readonly options: ResolvedGuardOptions,
    private readonly runId: string,
    private readonly trip: (trip: Trip) => unknown,
  ) {}

  /** Arms the deadline of one call; `undefined` when no time limit applies. */
  armCall(
    call: { readonly startedAt: number; readonly round: number },
    runStartedAt: number,
    controller: AbortController,
  ): LongTimer | undefined {
    const deadline = nearestDeadline(this.options, this.options.now(), call.startedAt, runStartedAt);
    if (!deadline) return undefined;
    const since = deadline.limit === 'callTimeoutMs' ? call.startedAt : runStartedAt;
    return this.abortAt(controller, deadline.ms, () =>
      timeLimitTrip(this.runId, deadline.limit, deadline.limitValue, this.options.now() - since, call.round),
    );
  }

  /** The run signal, created on first use: aborts at the run deadline or with the outside signal. */
  runSignal(runStartedAt: number): AbortSignal {
    if (this.runController) return this.runController.signal;
    const controller = new AbortController();
    this.runController = controller;
    const parent = this.options.signal;
    if (parent?.aborted) controller.abort(parent.reason);
    else parent?.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
    const maxDurationMs = this.options.maxDurationMs;
    if (maxDurationMs !== null && !controller.signal.aborted) {
      this.runTimer = this.abortAt(controller, maxDurationMs - (this.options.now() - runStartedAt), () =>
        timeLimitTrip(this.runId, 'maxDurationMs', maxDurationMs, this.options.now() - runStartedAt),
      );
    }
    return controller.signal;
  }

  /** Stops the run timer (the run ended). */
  clear(): void {
    this.runTimer?.cancel();
  }

  private abortAt(controller: AbortController, ms: number, trip: () => Trip): LongTimer {
    return startLongTimer(ms, () => controller.abort(this.trip(trip())));
  }
}
