import { GuardError } from '../errors.js';
import type { PriceBook } from '../pricing/price-book.js';
import type { LlmRequest } from './call-ticket.js';
import { type GateReservation, type GateState, worstCaseCost } from './gates.js';
import type { ResolvedGuardOptions } from './options.js';
import type { Trip } from './trip.js';
import type { TripContext } from './trip-errors.js';

/**
 * The largest output cap with which a call the run's token or money budget refused would fit, below the cap
 * it asked for; `undefined` when a smaller cap would not help (the prompt alone does not fit, or the trip is
 * not about those budgets).
 */
export function outputTokensThatFit(
  options: ResolvedGuardOptions,
  priceBook: PriceBook,
  state: GateState,
  request: LlmRequest,
  reservation: GateReservation,
  trip: Trip,
): number | undefined {
  const limit = trip.evidence.limit;
  if (limit !== 'maxCost' && limit !== 'maxTokens') return undefined;
  const meter = state.meter;
  let fit = Number.POSITIVE_INFINITY;
  if (options.maxTokens !== null && request.maxOutputTokens !== undefined)
    fit = options.maxTokens - meter.totalTokens - meter.reservedTokens - reservation.promptTokens;
  if (options.maxCost !== null) {
    const price = request.model === undefined ? undefined : priceBook.priceOf(request.model);
    if (!price || price.outputPerMTok <= 0) return undefined;
    const left = options.maxCost - meter.cost - meter.reservedCost;
    const promptCost = worstCaseCost(
      options,
      priceBook,
      { ...request, maxOutputTokens: 0 },
      reservation.promptTokens,
    );
    const perToken = (price.outputPerMTok / 1_000_000) * options.usdRate;
    let affordable = Math.floor((left - promptCost) / perToken);
    // Rounding must never admit a cap the gate then refuses.
    const costOf = (output: number) =>
      worstCaseCost(options, priceBook, { ...request, maxOutputTokens: output }, reservation.promptTokens);
    while (affordable > 0 && costOf(affordable) > left) affordable--;
    fit = Math.min(fit, affordable);
  }
  const wanted = request.maxOutputTokens ?? options.defaultMaxOutputTokens;
  if (!Number.isFinite(fit) || fit < 1 || fit >= wanted) return undefined;
  return fit;
}

/** True for a refusal of one call only ({@link callOnlyBudgetError}): the run was not stopped by it. */
export function isCallOnlyRefusal(error: GuardError): boolean {
  return typeof error.evidence.maxOutputTokensFit === 'number';
}

/**
 * A budget refusal of one call only: the run goes on, and the same call with `max_tokens` at most `fit` is
 * admitted. Its evidence carries `maxOutputTokensFit`.
 */
export function callOnlyBudgetError(trip: Trip, context: TripContext, fit: number): GuardError {
  return new GuardError(
    trip.code,
    `${trip.message}; refused for this call only: max_tokens ${fit} or less fits what the run has left`,
    {
      runId: context.runId,
      taskId: context.taskId,
      round: context.round,
      evidence: { ...trip.evidence, maxOutputTokensFit: fit },
      advice: {
        retryable: true,
        maxRetries: 1,
        resetGuard: false,
        clearContext: false,
        cooldownMs: 0,
        reason: `send the call again with max_tokens ${fit} or less`,
      },
    },
  );
}
