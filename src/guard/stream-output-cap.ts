import { GuardError } from '../errors.js';
import type { CallReservation } from './call-ticket.js';
import type { Guard } from './guard-api.js';
import { priceBookOf } from './price-book-of.js';

/**
 * The trip of a stream that outgrew its reservation: the request set no output cap, the guard reserved its
 * default, and the model kept writing. Money when the run has a budget, else tokens.
 */
export function reservationOverrun(guard: Guard, round: number, streamed: number, cap: number): GuardError {
  const code = guard.options.maxCost === null ? 'GUARD_TOKEN_LIMIT' : 'GUARD_BUDGET_LIMIT';
  return new GuardError(
    code,
    `run ${guard.runId}: the streamed answer outgrew its reservation and what the run has left (${cap} output tokens; about ${streamed} streamed, no max_tokens set); the stream was cut`,
    {
      runId: guard.runId,
      taskId: guard.taskId,
      round,
      evidence: { limit: 'streamedOutputTokens', limitValue: cap, observed: streamed },
    },
  );
}

/**
 * How many output tokens a stream without its own cap may produce before the run's limits are at risk: the
 * default cap the guard reserved, plus what the call holds beyond its own worst case (a call that holds the
 * rest of the run's budgets), plus what the run's token and money limits still have beyond every
 * reservation. `undefined` when the run has neither limit.
 */
export function streamOutputCap(
  guard: Guard,
  reservation: CallReservation,
  model: string | undefined,
): number | undefined {
  const { maxCost, maxTokens, defaultMaxOutputTokens, usdRate } = guard.options;
  const usage = guard.usage;
  let headroom = Number.POSITIVE_INFINITY;
  if (maxTokens !== null)
    headroom =
      Math.max(0, reservation.tokens - reservation.promptTokens - defaultMaxOutputTokens) +
      maxTokens -
      usage.totalTokens -
      usage.reservedTokens;
  const price =
    maxCost === null || model === undefined ? undefined : priceBookOf(guard.options.prices).priceOf(model);
  if (maxCost !== null && price && price.outputPerMTok > 0)
    headroom = Math.min(
      headroom,
      (((maxCost - usage.cost - usage.reservedCost) / usdRate +
        Math.max(0, reservation.cost / usdRate - reservation.worstCaseUsd)) *
        1_000_000) /
        price.outputPerMTok,
    );
  return Number.isFinite(headroom) ? defaultMaxOutputTokens + Math.max(0, Math.floor(headroom)) : undefined;
}
