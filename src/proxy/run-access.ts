import type { GuardError } from '../errors.js';
import type { CallTicket, LlmResponse } from '../guard/call-ticket.js';
import type { Guard } from '../guard/guard.js';
import type { RunLabels } from './gateway-policy.js';

/**
 * How a forwarded call ended, as plain data: fleet mode applies it again to the run restored from the
 * store. `trip` is a trip found while the call ran (a content loop, the deadline, a shared budget refusal):
 * the run fails with it first.
 */
export type CallOutcome = { readonly trip?: GuardError | undefined } & (
  | {
      readonly kind: 'settled';
      readonly response: LlmResponse;
      /** The answer was final and the run, named by its conversation, is complete with it. */
      readonly complete?: boolean | undefined;
    }
  | { readonly kind: 'failed'; readonly error: unknown }
);

/** Why a run named by its conversation ended: the model gave a final answer. */
export const FINAL_ANSWER = 'the model gave a final answer (no tool call, a stop reason)';

/** Applies an outcome to a run and the call's ticket. */
export function applyOutcome(guard: Guard, ticket: CallTicket, outcome: CallOutcome): void {
  if (outcome.trip) guard.fail(outcome.trip);
  if (outcome.kind === 'settled') {
    ticket.end(outcome.response);
    if (outcome.complete) guard.complete(FINAL_ANSWER);
  } else ticket.fail(outcome.trip ?? outcome.error);
}

/**
 * What a `start` returns when its call must wait for the calls in flight to settle: nothing is written for
 * it where the run is kept unless the guard recorded something meanwhile (tool results, a replayed history).
 */
export const WAIT_FOR_CALLS_IN_FLIGHT = 'wait' as const;

/** A call begun on a run: the guard it runs on, what `start` returned, and how its end is kept. */
export interface BegunCall<T> {
  readonly guard: Guard;
  readonly value: T;
  /** Keeps the call's end with the run (memory mode: already on the live guard; fleet mode: written to the store). */
  finish(ticketId: string, outcome: CallOutcome): Promise<void>;
}

/** Where runs live: live guards in memory, or snapshots in a `RunStore` (fleet mode). */
export interface RunAccess {
  /**
   * Finds or makes the run and runs `start` on its guard (`fresh`: a run this instance starts, whose
   * history must be replayed). A GuardError `start` throws (a trip before forwarding) is kept with the run,
   * then thrown. `start` may yield (a long history is replayed in slices); a run's starts never overlap.
   */
  begin<T>(labels: RunLabels, start: (guard: Guard, fresh: boolean) => Promise<T>): Promise<BegunCall<T>>;
  /**
   * Runs live in this process only (memory mode): nothing outside it can see a run before this process
   * reads its next request, so a call may be settled just after its reply is out. `false` on a shared store,
   * where the settling is written before the reply.
   */
  readonly inProcess: boolean;
  /** Runs currently held (memory mode) or `undefined` (fleet mode: the store knows). */
  readonly openRuns: number | undefined;
  /** Of the runs held, those kept as snapshots while idle (memory mode), or `undefined` (fleet mode). */
  readonly parkedRuns: number | undefined;
  /**
   * Money held by each live run's calls in flight, by run id, in the run's currency (memory mode), or `undefined`
   * (fleet mode: a shared ledger holds it).
   */
  reservedByRun(): ReadonlyMap<string, number> | undefined;
  close(): Promise<void>;
}
