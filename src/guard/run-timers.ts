import { type Deadline, nearestDeadline } from './deadline.js';
import { timeLimitTrip } from './gates.js';
import { type LongTimer, MAX_TIMER_MS, startLongTimer } from './long-timer.js';
import type { ResolvedGuardOptions } from './options.js';
import type { Trip } from './trip.js';

/** What the trip callback returns when the trip is only observed (observe-only mode): nothing is aborted. */
export const KEEP_RUNNING = Symbol('keep running');

/**
 * The timers that cut work in flight: one per call signal (the nearer of call timeout and run deadline) and
 * one for the run signal. At a deadline `trip` is called (it fails the run and returns the error), and the
 * controller is aborted with that error (unless it returns {@link KEEP_RUNNING}).
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
    return new CallDeadline(this, controller, deadline, since, call.round);
  }

  /** A call's deadline passed: the run fails with the time-limit trip and the call's signal aborts with it. */
  cutCall(controller: AbortController, deadline: Deadline, since: number, round: number): void {
    const elapsed = this.options.now() - since;
    const reason = this.trip(timeLimitTrip(this.runId, deadline.limit, deadline.limitValue, elapsed, round));
    if (reason !== KEEP_RUNNING) controller.abort(reason);
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
    return startLongTimer(ms, () => {
      const reason = this.trip(trip());
      if (reason !== KEEP_RUNNING) controller.abort(reason);
    });
  }
}

function fireCallDeadline(deadline: CallDeadline): void {
  deadline.fire();
}

/**
 * One call's deadline, armed on every call: a single `setTimeout` that gets the deadline as its argument, so
 * arming allocates no closures. Like {@link startLongTimer} it re-arms in steps past {@link MAX_TIMER_MS} and
 * when it wakes before the due time, and never holds the process open.
 */
class CallDeadline implements LongTimer {
  private handle: ReturnType<typeof setTimeout> | undefined;
  private readonly dueAt: number;

  constructor(
    private readonly timers: RunTimers,
    private readonly controller: AbortController,
    private readonly deadline: Deadline,
    private readonly since: number,
    private readonly round: number,
  ) {
    this.dueAt = Date.now() + Math.max(0, deadline.ms);
    this.arm(deadline.ms);
  }

  fire(): void {
    const left = this.dueAt - Date.now();
    if (left > 0) this.arm(left);
    else {
      this.handle = undefined;
      this.timers.cutCall(this.controller, this.deadline, this.since, this.round);
    }
  }

  cancel(): void {
    if (this.handle !== undefined) clearTimeout(this.handle);
    this.handle = undefined;
  }

  private arm(delay: number): void {
    this.handle = setTimeout(fireCallDeadline, Math.min(Math.max(0, delay), MAX_TIMER_MS), this);
    this.handle.unref?.();
  }
}
