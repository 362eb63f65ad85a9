import type { GuardEvent, GuardEventListener } from './types.js';

/** An in-memory event collector: `listener` goes into `onEvent`, `events` holds what arrived. */
export interface MemorySink {
  readonly events: GuardEvent[];
  readonly listener: GuardEventListener;
}

/** Collects events in an array (tests, demos, short scripts). */
export function createMemorySink(): MemorySink {
  const events: GuardEvent[] = [];
  return { events, listener: (event) => events.push(event) };
}
