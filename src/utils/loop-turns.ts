import { setImmediate as onNextTurn } from 'node:timers';

interface Waiter {
  /** What runs on the waiter's turn; cleared when it has run or was cancelled. */
  run: (() => void) | undefined;
}

// The waiters, oldest first, from `head` on: one array reused, not one shifted per turn.
const waiters: Waiter[] = [];
let head = 0;
let armed = false;

function arm(): void {
  if (armed) return;
  armed = true;
  // `node:timers`' own function, not the global one: a test's fake timers must not hold every slice of work.
  onNextTurn(turn);
}

/**
 * One turn of the loop: the oldest waiter runs, and the next is left to the next turn. Re-armed before the
 * waiter runs, from inside the loop's immediates, so that the next waiter runs on the next turn (an immediate
 * queued by an immediate waits for the loop to turn), and so that a waiter that throws stops no other.
 */
function turn(): void {
  armed = false;
  let next: (() => void) | undefined;
  while (next === undefined && head < waiters.length) {
    const waiter = waiters[head++] as Waiter;
    next = waiter.run;
    waiter.run = undefined;
  }
  if (head < waiters.length) arm();
  else {
    waiters.length = 0;
    head = 0;
  }
  next?.();
}

/**
 * Runs `run` on a later turn of the event loop, one waiter per turn, in the order they asked. Heavy work split
 * into slices (a long history replayed, a large body parsed, a store's backlog written) waits here between its
 * slices: each slice then has a turn to itself, with sockets, timers and other clients' requests served
 * between two, where slices of several pieces of work waiting on the same turn would hold it together.
 * Returns a function that cancels the wait (a cancelled waiter takes no turn).
 */
export function takeTurn(run: () => void): () => void {
  const waiter: Waiter = { run };
  waiters.push(waiter);
  arm();
  return () => {
    waiter.run = undefined;
  };
}

/** Resolves on the turn of the loop {@link takeTurn} gives the caller. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    takeTurn(resolve);
  });
}

/** A turn-taker on the global `setImmediate`: the next turn, whatever else waits for one. */
export function immediateTurn(run: () => void): () => void {
  const immediate = setImmediate(run);
  return () => clearImmediate(immediate);
}
