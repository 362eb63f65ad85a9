import { type LongTimer, startLongTimer } from './long-timer.js';

/**
 * Ends a run nobody touches for `idleMs`. Activity only moves a timestamp (a round must stay cheap); the one
 * timer, which never holds the process open, checks it when it fires and re-arms for what is left. The run
 * decides at that moment whether it is really idle (a call in flight is not), through `onIdle`.
 */
export class IdleWatch {
  private lastActivity = 0;
  private timer: LongTimer | undefined;

  constructor(
    private readonly idleMs: number | null,
    private readonly now: () => number,
    /** Called when `idleMs` passed without activity, with how long it was; returns false to keep watching. */
    private readonly onIdle: (idleForMs: number) => boolean,
  ) {}

  /** Notes activity now and starts watching if it was not. */
  touch(): void {
    if (this.idleMs === null) return;
    this.lastActivity = this.now();
    if (!this.timer) this.arm(this.idleMs);
  }

  /** Stops watching (the run ended). */
  stop(): void {
    this.timer?.cancel();
    this.timer = undefined;
  }

  private arm(ms: number): void {
    this.timer = startLongTimer(ms, () => this.check());
  }

  private check(): void {
    this.timer = undefined;
    const idleMs = this.idleMs as number;
    const idleFor = this.now() - this.lastActivity;
    if (idleFor < idleMs) {
      this.arm(idleMs - idleFor);
      return;
    }
    if (!this.onIdle(idleFor)) this.touch();
  }
}
