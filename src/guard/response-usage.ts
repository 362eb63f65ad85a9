import { countTokens } from 'gpt-tokenizer';
import type { EventTokenUsage } from '../events/types.js';
import type { TokenUsage } from '../pricing/price-book.js';
import type { LlmResponse } from './call-ticket.js';

/** The response's usage, or, when the provider reported none, the prompt estimate plus the counted output. */
export function responseUsage(response: LlmResponse, estimatedPromptTokens: number): TokenUsage {
  if (response.usage) return response.usage;
  const toolCalls = response.toolCalls ?? [];
  return {
    promptTokens: estimatedPromptTokens,
    completionTokens:
      (response.text ? countTokens(response.text) : 0) +
      (toolCalls.length > 0 ? countTokens(JSON.stringify(toolCalls)) : 0),
  };
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
