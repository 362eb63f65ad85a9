import type { PriceBook, TokenUsage } from '../pricing/price-book.js';
import type { LlmRequest, OpenCall, PromptEstimate } from './call-ticket.js';
import { type GateReservation, worstCaseCost } from './gates.js';
import type { ResolvedGuardOptions } from './options.js';
import type { PromptEstimator } from './prompt-estimator.js';

/**
 * What a call holds back before it is sent: its estimated prompt, its tokens and its worst-case cost. With
 * `exactly: false` the prompt of new long messages is bounded by their bytes instead of counted.
 */
export function callReservation(
  options: ResolvedGuardOptions,
  priceBook: PriceBook,
  prompts: PromptEstimator,
  request: LlmRequest,
  exactly = true,
  priced = false,
): GateReservation & { readonly estimate: PromptEstimate } {
  const estimate = prompts.estimate(request, exactly, priced);
  const { promptTokens } = estimate;
  const tokens = promptTokens + (request.maxOutputTokens ?? 0);
  const cost =
    options.maxCost === null && !priced ? 0 : worstCaseCost(options, priceBook, request, promptTokens);
  return { promptTokens, tokens, cost, estimate };
}

/**
 * What a call cost: at the response model's price, else at the price its reservation was made at (a
 * response may name a model the catalogue lacks), else, with a budget, the reserved worst case: a call that
 * produced tokens never settles at 0 while `maxCost` is set.
 */
export function settledCost(
  options: ResolvedGuardOptions,
  priceBook: PriceBook,
  model: string | undefined,
  call: OpenCall,
  usage: TokenUsage,
  reservedCost: number | undefined,
): number | undefined {
  const usd =
    (model === undefined ? undefined : priceBook.costOf(model, usage)) ??
    (call.model === null ? undefined : priceBook.costOf(call.model, usage));
  if (usd !== undefined) return usd * options.usdRate;
  return options.maxCost === null ? undefined : reservedCost;
}
