import { setMaxListeners } from 'node:events';

/** Calls of one run that share an abort controller before the next is made. */
export const CALLS_PER_SHARED_SIGNAL = 32;

/**
 * The abort controller that the calls of one run share when neither the run nor the call has a signal of its
 * own to follow. Making an `AbortSignal` costs about 4 µs on Node 20 in a tight loop and 13-18 µs measured
 * inside a guarded SDK call, a fifth of what the adapter adds to a call. The guard then aborts a call's
 * signal only with a trip that fails the run (a deadline, a content loop), which ends every call of the run
 * anyway, so one controller serves up to {@link CALLS_PER_SHARED_SIGNAL} calls. HTTP clients leave a listener
 * on the signal of every request (the OpenAI and Anthropic SDKs never remove theirs): the next controller
 * starts with none, so a long run's signals hold at most that many each.
 */
export class SharedCallSignal {
  private controller: AbortController | undefined;
  private uses = 0;

  /** The controller for the next call: the current one, or a new one after 32 calls or once it aborted. */
  take(): AbortController {
    const current = this.controller;
    if (current && !current.signal.aborted && this.uses < CALLS_PER_SHARED_SIGNAL) {
      this.uses++;
      return current;
    }
    const controller = new AbortController();
    // Each call of the share may leave one listener; more than that is a leak worth Node's warning.
    setMaxListeners(CALLS_PER_SHARED_SIGNAL + 8, controller.signal);
    this.controller = controller;
    this.uses = 1;
    return controller;
  }
}
