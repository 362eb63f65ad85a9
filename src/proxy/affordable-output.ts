import type { Guard } from '../guard/guard.js';
import { priceBookOf } from '../guard/price-book-of.js';
import { countPromptTokens } from '../pricing/count-tokens.js';
import { costAt } from '../pricing/price-book.js';
import type { WireRequestFacts } from '../wire/index.js';

/**
 * The output cap the run's money budget still affords for this request, when that is below what the
 * request asks (or the default cap); `undefined` when the request fits as it is, or when nothing is
 * affordable (the guard then refuses the call itself). The prompt is counted with a margin, since the
 * guard reserves its own, learned estimate.
 */
export function affordableOutputTokens(guard: Guard, facts: WireRequestFacts): number | undefined {
  const { maxCost, usdRate, defaultMaxOutputTokens } = guard.options;
  if (maxCost === null || facts.model === undefined) return undefined;
  const price = priceBookOf(guard.options.prices).priceOf(facts.model);
  if (!price || price.outputPerMTok <= 0) return undefined;
  const usage = guard.usage;
  const leftUsd = (maxCost - usage.cost - usage.reservedCost) / usdRate;
  const counted = countPromptTokens(facts.messages, facts.tools);
  const promptUsd = costAt(price, { promptTokens: Math.ceil(counted * 1.1) + 16, completionTokens: 0 });
  const affordable = Math.floor(((leftUsd - promptUsd) * 1_000_000) / price.outputPerMTok);
  const wanted = facts.maxOutputTokens ?? defaultMaxOutputTokens;
  if (affordable >= wanted || affordable < 1) return undefined;
  return affordable;
}
