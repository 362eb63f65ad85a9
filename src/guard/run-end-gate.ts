import type { GuardErrorCode } from '../errors.js';
import type { PendingRunEnd } from './guard-snapshot.js';
import { type LongTimer, startLongTimer } from './long-timer.js';

/**
 * When a run's `run_end` goes out: at once, or, with calls still in flight, when the last of them reports (a
 * run span must end after its children), or at a deadline if one never does. After it, nothing is emitted.
 */
export class RunEndGate {
  private pending: PendingRunEnd | undefined;
  private timer: LongTimer | undefined;
  private sent: boolean;

  constructor(state: { readonly emitted: boolean; readonly pending: PendingRunEnd | null } | undefined) {
    this.sent = state?.emitted ?? false;
    this.pending = state?.pending ?? undefined;
  }

  /** True once `run_end` went out: every later event is dropped. */
  get emitted(): boolean {
    return this.sent;
  }

  /** Marks `run_end` sent. */
  markEmitted(): void {
    this.sent = true;
  }

  /** Holds `run_end` back until `release` or the deadline; `fire` is called at the deadline. */
  hold(pending: PendingRunEnd, now: number, fire: () => void): void {
    this.pending = pending;
    this.timer?.cancel();
    this.timer = startLongTimer(pending.deadline - now, fire);
  }

  /** Re-arms a held `run_end` after a restore. */
  resume(now: number, fire: () => void): void {
    if (this.pending) this.hold(this.pending, now, fire);
  }

  /** The held `run_end` to send now, if any (and the deadline timer stopped). */
  release(): { reason: string; code: GuardErrorCode | undefined } | undefined {
    const pending = this.pending;
    if (!pending) return undefined;
    this.timer?.cancel();
    this.timer = undefined;
    this.pending = undefined;
    return { reason: pending.reason, code: pending.code ?? undefined };
  }

  get holding(): boolean {
    return this.pending !== undefined;
  }

  snapshot(): { emitted: boolean; pending: PendingRunEnd | null } {
    return { emitted: this.sent, pending: this.pending ?? null };
  }
}
