import type { GuardEvent, GuardEventListener } from '../events/types.js';
import type { Guard } from '../guard/guard.js';
import type { SliceClock } from '../utils/time-slices.js';

/** Events a relay hands on between two looks at the slice clock. */
const BETWEEN_CHECKS = 32;

/**
 * The gateway's listeners (its sink, its transcripts) behind one run's guard. An event goes straight through,
 * as the guard would deliver it, except while a replay of the run's history holds the relay: then the events
 * wait, in order, and are handed on in slices with the event loop turning between them, between two slices of
 * the replay ({@link handOn}) and when it releases them, before the replay is done. A history of thousands of calls makes thousands of events in
 * each of its synchronous steps (a turn's settlement, its results), and each one's delivery (a row made, at
 * times a batch written) would otherwise be done inside that step. The events, their order and their times
 * are the guard's; only the moment a listener receives one moves.
 */
export class EventRelay {
  private readonly queue: (GuardEvent | undefined)[] = [];
  private head = 0;
  private holds = 0;
  private releasing = false;
  /** Receives what a listener throws: the run's guard's own `onError`, once the guard is made. */
  onError: (error: unknown) => void = () => undefined;

  constructor(private readonly listeners: readonly GuardEventListener[]) {}

  /** Goes into the run's guard options in place of the listeners it relays. */
  readonly listener: GuardEventListener = (event) => {
    if (this.holds > 0 || this.head < this.queue.length) this.queue.push(event);
    else this.deliver(event);
  };

  /** Events waiting to be handed on. */
  get waiting(): number {
    return this.queue.length - this.head;
  }

  /** Keeps the events from now on until {@link release}. */
  hold(): void {
    this.holds++;
  }

  /**
   * Ends a {@link hold} and, when no other holds the relay, hands every waiting event on, letting the loop turn
   * whenever `clock` says the slice is used; resolves once none waits (events made meanwhile included).
   */
  async release(clock: Pick<SliceClock, 'due' | 'pause'>): Promise<void> {
    this.holds = Math.max(0, this.holds - 1);
    await this.handOnWaiting(clock, false);
  }

  /**
   * Hands the events waiting so far on while the relay stays held, in slices as {@link release} does: a replay
   * calls it between two of its slices, so that a long history's events do not all wait for its end (kept
   * until then, every one of them outlived several young-generation collections and was copied by each).
   */
  async handOn(clock: Pick<SliceClock, 'due' | 'pause'>): Promise<void> {
    await this.handOnWaiting(clock, true);
  }

  private async handOnWaiting(clock: Pick<SliceClock, 'due' | 'pause'>, whileHeld: boolean): Promise<void> {
    if (this.releasing) return;
    this.releasing = true;
    try {
      while ((whileHeld || this.holds === 0) && this.head < this.queue.length) {
        this.deliver(this.queue[this.head] as GuardEvent);
        // Delivered events leave the queue at once: the queue must not keep them alive until it is empty.
        this.queue[this.head++] = undefined;
        if (this.head % BETWEEN_CHECKS === 0 && clock.due()) await clock.pause();
      }
    } finally {
      this.releasing = false;
      if (this.head >= this.queue.length) {
        this.queue.length = 0;
        this.head = 0;
      }
    }
  }

  private deliver(event: GuardEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

const relays = new WeakMap<Guard, EventRelay>();

/** Makes `relay` the one {@link relayOf} answers for `guard`, and reports its listeners' errors as the guard does. */
export function attachRelay(guard: Guard, relay: EventRelay): void {
  relay.onError = guard.options.onError;
  relays.set(guard, relay);
}

/** The relay in front of `guard`'s gateway listeners; `undefined` for a guard the gateway did not give one. */
export function relayOf(guard: Guard): EventRelay | undefined {
  return relays.get(guard);
}
