/**
 * How a call is let through: the gates and the loop detection decided, a trip recorded or thrown, a nudge
 * given, its prompt and output reserved, its ticket made; and the same questions asked without a call
 * (`admission`, `peek`).
 */

import type { GuardError } from '../errors.js';
import { callReservation } from './call-cost.js';
import { checkCallNumbers } from './call-numbers.js';
import {
  type Admission,
  type BeforeCallOptions,
  type CallTicket,
  GuardCallTicket,
  type LlmRequest,
  type OpenCall,
} from './call-ticket.js';
import { nearestDeadline } from './deadline.js';
import { RESERVATION_TTL_MS } from './defaults.js';
import { enforces, tripKind } from './enforcement.js';
import { checkBudgetGates, type GateState } from './gates.js';
import { decideNextCall, type NextCall } from './next-call.js';
import { nudgeFor } from './nudge.js';
import { callOnlyBudgetError, outputTokensThatFit } from './output-fit.js';
import type { RunGuard } from './run-guard.js';
import { buildError, completedError, refusedOnly, tripCall, tripContext } from './run-outcomes.js';
import { isTerminal, transition } from './run-state.js';

/** Decides and opens the next call; see `Guard.beforeCall`. */
export function beforeCall(guard: RunGuard, request: LlmRequest, callOptions: BeforeCallOptions): CallTicket {
  checkCallNumbers(request, `run ${guard.runId}: beforeCall`);
  refuseIfClosed(guard);
  guard.start();
  guard.idle.touch();
  guard.steps.flush();
  let reservation: ReturnType<typeof callReservation> | undefined;
  const priced = callOptions.priced === true;
  // The cheap bound first; only when it does not fit a budget is the prompt counted exactly (the
  // budget gates come last, so a trip with a bounded reservation is theirs).
  const decide = (): NextCall => {
    const facts = nextCallFacts(guard);
    const first = decideNextCall(
      guard.options,
      facts,
      () => {
        reservation = callReservation(guard.options, guard.priceBook, guard.prompts, request, false, priced);
        return reservation;
      },
      guard.passed,
    );
    if (first.kind !== 'trip' || !reservation?.estimate.bound) return first;
    return decideNextCall(
      guard.options,
      facts,
      () => {
        reservation = callReservation(guard.options, guard.priceBook, guard.prompts, request, true, priced);
        return reservation;
      },
      guard.passed,
    );
  };
  let decision = decide();
  // A trip enforced throws; one observed is recorded and the gates after it are checked too.
  while (decision.kind === 'trip') {
    if (callOptions.budgetPerCall && reservation && enforces(guard.options.enforce, decision.trip.code)) {
      const fit = outputTokensThatFit(
        guard.options,
        guard.priceBook,
        gateState(guard),
        request,
        reservation,
        decision.trip,
      );
      if (fit !== undefined) throw callOnlyBudgetError(decision.trip, tripContext(guard), fit);
    }
    tripCall(guard, decision.trip);
    if (decision.detection) guard.steps.takeDetection();
    else if (!guard.observedKinds.has(tripKind(decision.trip))) break;
    decision = decide();
  }
  const detection = decision.kind === 'go' ? decision.nudge : undefined;
  let nudge: string | undefined;
  if (detection) {
    guard.steps.takeDetection();
    guard.nudges++;
    guard.emit('guard_trigger', {
      code: detection.code,
      detector: detection.detector,
      action: 'nudge',
      error_message: detection.message,
      model: guard.lastModel,
    });
    nudge = nudgeFor(detection);
  }
  let reserved =
    reservation ?? callReservation(guard.options, guard.priceBook, guard.prompts, request, false, priced);
  const worstCase = reserved.cost;
  if (callOptions.holdRest) reserved = withRest(guard, reserved);
  guard.roundCount++;
  const now = guard.options.now();
  const runStartedAt = guard.startedAt ?? now;
  const nearest = nearestDeadline(guard.options, now, now, runStartedAt);
  const call: OpenCall = {
    id: `call-${guard.roundCount}`,
    round: guard.roundCount,
    startedAt: now,
    deadline: now + (nearest ? Math.max(0, nearest.ms) : RESERVATION_TTL_MS),
    model: request.model ?? null,
    estimate: reserved.estimate,
    nudge: nudge ?? null,
    outputTokens: request.maxOutputTokens ?? guard.options.defaultMaxOutputTokens,
    worstCase,
  };
  guard.meter.reserve({
    id: call.id,
    tokens: reserved.tokens,
    cost: reserved.cost,
    deadline: call.deadline,
  });
  guard.calls.set(call.id, call);
  if (reserved.estimate.bound) guard.boundRequests.set(call.id, request);
  guard.currentState = transition(guard.currentState, 'processing');
  if (guard.listening) {
    guard.emit('llm_request', {
      model: request.model,
      token_usage: {
        prompt: reserved.promptTokens,
        completion: 0,
        cached: 0,
        total: reserved.promptTokens,
      },
    });
  }
  const ticket = new GuardCallTicket(guard, call, callOptions.signal);
  guard.tickets.set(call.id, ticket);
  return ticket;
}

/** A reservation grown to all the run's budgets have left (never below its estimate). */
function withRest<T extends { tokens: number; cost: number }>(guard: RunGuard, reserved: T): T {
  const { maxTokens, maxCost } = guard.options;
  const meter = guard.meter;
  const tokens =
    maxTokens === null
      ? reserved.tokens
      : Math.max(reserved.tokens, maxTokens - meter.totalTokens - meter.reservedTokens);
  const cost =
    maxCost === null ? reserved.cost : Math.max(reserved.cost, maxCost - meter.cost - meter.reservedCost);
  return { ...reserved, tokens, cost };
}

/** Whether a call would be refused only for the holds of calls in flight (`wait`); see `Guard.admission`. */
export function admissionOf(guard: RunGuard, request: LlmRequest, callOptions: BeforeCallOptions): Admission {
  if (guard.failure || isTerminal(guard.currentState) || guard.calls.size === 0) return 'go';
  const { maxTokens, maxCost } = guard.options;
  if (maxTokens === null && maxCost === null) return 'go';
  checkCallNumbers(request, `run ${guard.runId}: admission`);
  const reservation = callReservation(
    guard.options,
    guard.priceBook,
    guard.prompts,
    request,
    true,
    callOptions.priced === true,
  );
  const state = gateState(guard);
  // Only a trip that refuses is worth waiting for.
  const passed = refusedOnly(guard);
  if (!checkBudgetGates(guard.options, state, reservation, passed)) return 'go';
  // Refused with the holds of calls in flight, admitted without them: those calls settle first.
  const spentOnly = { ...state, meter: { ...guard.usage, reservedTokens: 0, reservedCost: 0 } };
  return checkBudgetGates(guard.options, spentOnly, reservation, passed) ? 'go' : 'wait';
}

/** The error the next call would be refused with, without opening one; see `Guard.peek`. */
export function peekTrip(guard: RunGuard): GuardError | undefined {
  if (guard.failure) return guard.failure;
  if (guard.currentState === 'completed') return completedError(guard);
  guard.steps.flush();
  const facts = nextCallFacts(guard);
  // Observe-only mode refuses no loop and looks past every gate it does not enforce.
  const decision = decideNextCall(
    guard.options,
    refusedOnly(guard) ? { ...facts, detection: undefined } : facts,
    { promptTokens: 0, tokens: 0, cost: 0 },
    refusedOnly(guard),
  );
  return decision.kind === 'trip' ? buildError(guard, decision.trip) : undefined;
}

function refuseIfClosed(guard: RunGuard): void {
  if (guard.failure) throw guard.failure;
  if (guard.currentState === 'completed') throw completedError(guard);
  const signal = guard.options.signal;
  if (signal?.aborted) {
    guard.fail(signal.reason);
    throw guard.failure;
  }
}

function nextCallFacts(guard: RunGuard) {
  return {
    gates: gateState(guard),
    callFailures: guard.callFailures,
    detection: guard.steps.peekDetection(),
    nudges: guard.nudges,
  };
}

function gateState(guard: RunGuard): GateState {
  const elapsedMs = guard.startedAt === undefined ? 0 : guard.options.now() - guard.startedAt;
  return { runId: guard.runId, rounds: guard.roundCount, elapsedMs, meter: guard.meter };
}
