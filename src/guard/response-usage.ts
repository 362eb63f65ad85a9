import type { EventTokenUsage } from '../events/types.js';
import type { TokenUsage } from '../pricing/price-book.js';
import { countTextTokens, createCountBudget } from '../pricing/text-tokens.js';
import type { LlmResponse } from './call-ticket.js';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

// What a model produced must never throw out of `end()`: circular or BigInt arguments are counted by their names.
function toolCallsText(toolCalls: NonNullable<LlmResponse['toolCalls']>): string {
  try {
    return JSON.stringify(toolCalls);
  } catch {
    return toolCalls
      .map((call) => `${call.name}(${typeof call.arguments === 'string' ? call.arguments : '…'})`)
      .join('');
  }
}

function countedOutput(response: LlmResponse): number {
  const budget = createCountBudget();
  const toolCalls = response.toolCalls ?? [];
  return (
    (response.text ? countTextTokens(response.text, budget) : 0) +
    (toolCalls.length > 0 ? countTextTokens(toolCallsText(toolCalls), budget) : 0)
  );
}

/**
 * The response's usage with every field a provider got wrong replaced: a missing, non-finite or negative
 * count is unknown, never zero, so prompt tokens fall back to the estimate and completion tokens to a local
 * count of the output. A bad figure must not switch the budget gates off for the rest of the run.
 */
export function responseUsage(
  response: LlmResponse,
  estimatedPromptTokens: number | (() => number),
): TokenUsage {
  const usage = response.usage;
  if (
    usage &&
    isCount(usage.promptTokens) &&
    isCount(usage.completionTokens) &&
    (usage.cachedPromptTokens === undefined || isCount(usage.cachedPromptTokens)) &&
    (usage.cacheWritePromptTokens === undefined || isCount(usage.cacheWritePromptTokens))
  ) {
    return usage;
  }
  const promptTokens = isCount(usage?.promptTokens)
    ? usage.promptTokens
    : typeof estimatedPromptTokens === 'function'
      ? estimatedPromptTokens()
      : estimatedPromptTokens;
  const completionTokens = isCount(usage?.completionTokens)
    ? usage.completionTokens
    : countedOutput(response);
  const cached = usage?.cachedPromptTokens;
  const cacheWrite = usage?.cacheWritePromptTokens;
  return {
    promptTokens,
    completionTokens,
    ...(isCount(cached) ? { cachedPromptTokens: Math.min(cached, promptTokens) } : {}),
    ...(isCount(cacheWrite) ? { cacheWritePromptTokens: Math.min(cacheWrite, promptTokens) } : {}),
  };
}

/** Whether the provider's usage could be used as it came (the prompt estimator learns only from those). */
export function usageIsValid(response: LlmResponse): boolean {
  const usage = response.usage;
  return usage !== undefined && isCount(usage.promptTokens) && isCount(usage.completionTokens);
}

/** Token usage in the event schema's shape. */
export function eventUsage(usage: TokenUsage): EventTokenUsage {
  return {
    prompt: usage.promptTokens,
    completion: usage.completionTokens,
    cached: usage.cachedPromptTokens ?? 0,
    total: usage.promptTokens + usage.completionTokens,
  };
}
