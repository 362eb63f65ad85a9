import { nextTurn } from './loop-turns.js';

/** How long heavy per-request work runs before it lets other clients' requests in, in milliseconds. */
export const SLICE_MS = 1;

/**
 * A clock for work split into slices: `due()` is true once the current slice has run `sliceMs`, and
 * `pause()` lets the event loop turn (timers, sockets, other requests) before the next slice begins. Checked
 * every call, so callers ask it every few dozen items, not per item.
 */
export class SliceClock {
  private started = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** True when the current slice has used its time. */
  due(): boolean {
    return performance.now() - this.started >= this.sliceMs;
  }

  /** Yields to the event loop until its turn for the next slice ({@link nextTurn}), then starts that slice. */
  async pause(): Promise<void> {
    await nextTurn();
    this.started = performance.now();
  }
}
