import type { Detection } from '../detectors/types.js';
import {
  checkBudgetGates,
  checkRunGates,
  type GateReservation,
  type GateState,
  type PassedTrip,
} from './gates.js';
import type { ResolvedGuardOptions } from './options.js';
import type { Trip } from './trip.js';
import { callFailuresTrip, detectionTrip } from './trip-errors.js';

/** What the next LLM call gets: refused with a trip, or let through (with a nudge on a first detection). */
export type NextCall =
  | {
      readonly kind: 'trip';
      readonly trip: Trip;
      /** The trip is the run's pending loop detection (observe-only mode takes it once recorded). */
      readonly detection?: true;
    }
  | { readonly kind: 'go'; readonly nudge: Detection | undefined };

/** The run facts the decision reads. */
export interface NextCallFacts {
  readonly gates: GateState;
  readonly callFailures: number;
  readonly detection: Detection | undefined;
  readonly nudges: number;
}

/**
 * Whether the next call may go, in one order for `beforeCall` and `peek` alike: provider failures, then
 * a loop (the first one only nudges with `escalation: 'nudge'`), then time and rounds, then the budgets
 * with this call's reservation (`peek` asks with none). Gate trips `passed` accepts are looked past (observe-only
 * mode: kinds already recorded).
 */
export function decideNextCall(
  options: ResolvedGuardOptions,
  facts: NextCallFacts,
  call: GateReservation | (() => GateReservation),
  passed?: PassedTrip,
): NextCall {
  const { maxCallFailures, escalation } = options.loop;
  if (facts.callFailures >= maxCallFailures) {
    const trip = callFailuresTrip(facts.callFailures, maxCallFailures);
    if (!passed?.(trip)) return { kind: 'trip', trip };
  }
  let nudge: Detection | undefined;
  if (facts.detection) {
    if (escalation === 'nudge' && facts.nudges === 0) nudge = facts.detection;
    else return { kind: 'trip', trip: detectionTrip(facts.gates.runId, facts.detection), detection: true };
  }
  const runTrip = checkRunGates(options, facts.gates, passed);
  if (runTrip) return { kind: 'trip', trip: runTrip };
  const budgetTrip = checkBudgetGates(
    options,
    facts.gates,
    typeof call === 'function' ? call() : call,
    passed,
  );
  if (budgetTrip) return { kind: 'trip', trip: budgetTrip };
  return { kind: 'go', nudge };
}
