/**
 * How a call in flight ends: settled with its response (usage, cost, its tool calls recorded, a loop inside the
 * reply or an overlong call tripped), failed, or released when its reservation expired.
 */

import { signatureText } from '../signature/action-signature.js';
import { settledCost } from './call-cost.js';
import { clampUsage } from './call-numbers.js';
import type { CallReservation, CallSettlement, LlmRequest, LlmResponse, OpenCall } from './call-ticket.js';
import { timeLimitTrip } from './gates.js';
import { eventUsage, responseUsage, usageIsValid } from './response-usage.js';
import { emitPendingRunEnd } from './run-ending.js';
import type { RunGuard } from './run-guard.js';
import { buildError, messageOf, recordTrip } from './run-outcomes.js';
import { isTerminal, transition } from './run-state.js';
import { detectionTrip } from './trip-errors.js';

/** Settles the call `id` with its response; `undefined` when no such call is in flight. */
export function settleCall(guard: RunGuard, id: string, response: LlmResponse): CallSettlement | undefined {
  const call = guard.calls.get(id);
  if (!call) return undefined;
  guard.calls.delete(id);
  guard.tickets.delete(id);
  guard.idle.touch();
  const reservation = guard.meter.reservation(id);
  const toolCalls = response.toolCalls ?? [];
  const request = guard.boundRequests.get(id);
  guard.boundRequests.delete(id);
  // A bound reserved enough; what the call used, when the provider does not say, is the exact count.
  const { usage, notes } = clampUsage(
    responseUsage(response, () =>
      request ? guard.prompts.estimate(request).promptTokens : call.estimate.promptTokens,
    ),
  );
  const model = response.model ?? call.model ?? undefined;
  guard.lastModel = model ?? guard.lastModel;
  const cost = settledCost(guard.options, guard.priceBook, model, call, usage, reservation?.cost);
  guard.meter.settle(id, usage, cost ?? 0);
  if (usageIsValid(response) && notes.length === 0) learnOverhead(guard, call, request, usage.promptTokens);
  guard.callFailures = 0;
  const now = guard.options.now();
  if (guard.listening) {
    guard.emit('llm_response', {
      model,
      token_usage: eventUsage(usage),
      cost,
      latency_ms: now - call.startedAt,
      // A provider's absurd figure is kept out of the totals and said here, where a trace shows it.
      ...(notes.length === 0 ? {} : { error_message: `usage clamped: ${notes.join('; ')}` }),
    });
  }
  // A call prepared ahead (a huge turn's keys worked out in slices) is looked up, not worked out again.
  const calls = toolCalls.map((toolCall) => {
    const prepared = guard.prepared.take(toolCall);
    return {
      signature: prepared?.key ?? guard.actionKeyOf(toolCall),
      text: prepared?.text,
      id: toolCall.id,
      name: toolCall.name,
    };
  });
  guard.ledger.rememberCalls(calls.map((toolCall) => toolCall.id));
  guard.steps.addModelTurn(call.round, response.speaker ?? 'assistant', response.text, calls, {
    startedAt: call.startedAt,
    promptTokens: usage.promptTokens,
  });
  if (guard.listening) {
    for (const toolCall of calls) {
      guard.emit('tool_call', {
        tool_name: toolCall.name,
        tool_call_id: toolCall.id,
        tool_args_hash: toolCall.signature.argumentsHash,
        action_signature: toolCall.text ?? signatureText(toolCall.signature),
      });
    }
  }
  if (!isTerminal(guard.currentState) && toolCalls.length > 0) {
    guard.currentState = transition(guard.currentState, 'waiting_tool');
  }
  // A reply that loops inside itself already spent its tokens: the run stops on it, not on the next call.
  const inReply = guard.steps.peekDetection();
  if (inReply?.detector === 'content_loop' && !isTerminal(guard.currentState)) {
    guard.steps.takeDetection();
    recordTrip(guard, buildError(guard, detectionTrip(guard.runId, inReply)));
  }
  // A caller that never read the signal got no timer: the call timeout still holds when it ends.
  const { callTimeoutMs } = guard.options;
  if (callTimeoutMs !== null && now - call.startedAt > callTimeoutMs && !isTerminal(guard.currentState)) {
    recordTrip(
      guard,
      buildError(
        guard,
        timeLimitTrip(guard.runId, 'callTimeoutMs', callTimeoutMs, now - call.startedAt, call.round),
      ),
    );
  }
  emitPendingRunEnd(guard);
  return { usage, cost: cost ?? 0 };
}

/**
 * Learns the provider's overhead from a billed call. A prompt reserved by a bound (its new messages by their
 * bytes) is counted exactly here only when it must be: while no call of the model was billed yet, or when the
 * bill passed the reservation (the bound was not enough); otherwise the bound covered the bill.
 */
function learnOverhead(
  guard: RunGuard,
  call: OpenCall,
  request: LlmRequest | undefined,
  billed: number,
): void {
  const model = call.model ?? undefined;
  if (!call.estimate.bound) {
    guard.prompts.learn(call.estimate.counted, billed, model);
    return;
  }
  if (request === undefined) return;
  if (guard.prompts.known(model) && billed <= call.estimate.promptTokens) return;
  guard.prompts.learn(guard.prompts.estimate(request, true, true).counted, billed, model);
}

/** Ends the call `id` as failed, releasing its reservation; returns the error to throw (the guard's own cut when it cut the call). */
export function failCall(guard: RunGuard, id: string, error: unknown, abortReason: unknown): unknown {
  const call = guard.calls.get(id);
  if (!call) return error;
  guard.calls.delete(id);
  guard.tickets.delete(id);
  guard.boundRequests.delete(id);
  guard.meter.release(id);
  guard.idle.touch();
  const ownCut = guard.failure !== undefined && (error === guard.failure || abortReason === guard.failure);
  if (!ownCut) guard.callFailures++;
  if (guard.listening) {
    guard.emit('llm_response', {
      model: call.model ?? undefined,
      latency_ms: guard.options.now() - call.startedAt,
      error_message: messageOf(ownCut ? guard.failure : error),
    });
  }
  emitPendingRunEnd(guard);
  return ownCut ? guard.failure : error;
}

/** What the call still holds back of the run's budgets. */
export function reservationOf(guard: RunGuard, call: OpenCall): CallReservation {
  const held = guard.meter.reservation(call.id);
  if (!held) return { promptTokens: 0, outputTokens: 0, tokens: 0, cost: 0, worstCaseUsd: 0 };
  return {
    promptTokens: call.estimate.promptTokens,
    outputTokens: call.outputTokens ?? guard.options.defaultMaxOutputTokens,
    tokens: held.tokens,
    cost: held.cost,
    worstCaseUsd: (call.worstCase ?? held.cost) / guard.options.usdRate,
  };
}

/**
 * Releases reservations whose deadline passed while no process held the run (the one serving the call
 * died): each counts as a failed call, so a crashed call cannot hold budget forever.
 */
export function releaseExpired(guard: RunGuard): void {
  const now = guard.options.now();
  for (const reservation of guard.meter.expired(now)) {
    const call = guard.calls.get(reservation.id);
    failCall(
      guard,
      reservation.id,
      new Error(`call ${reservation.id} was never settled; its reservation expired`),
      undefined,
    );
    if (call) guard.tickets.delete(call.id);
  }
}
