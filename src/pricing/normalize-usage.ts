import { readAnthropicUsage } from '../wire/anthropic-messages-response.js';
import { readOpenAIChatUsage } from '../wire/openai-chat-response.js';
import { readOpenAIResponsesUsage } from '../wire/openai-responses-response.js';
import type { TokenUsage } from './price-book.js';

/**
 * Reads provider usage into {@link TokenUsage}, whichever API it came from: OpenAI chat `prompt_tokens` and
 * Responses `input_tokens` (told apart from Anthropic's by `total_tokens` or `input_tokens_details`, which
 * Anthropic's usage has not) already include cached tokens; Anthropic `input_tokens` exclude cache reads
 * and writes, which are added (the wire layer's readers, one rule for every path). Ours passes through.
 */
export function normalizeUsage(usage: unknown): TokenUsage | undefined {
  if (typeof usage !== 'object' || usage === null) return undefined;
  const record = usage as Record<string, unknown>;
  if (typeof record.promptTokens === 'number' && Number.isFinite(record.promptTokens)) {
    return record as unknown as TokenUsage;
  }
  if ('prompt_tokens' in record) return readOpenAIChatUsage(record as never);
  if ('total_tokens' in record || 'input_tokens_details' in record)
    return readOpenAIResponsesUsage(record as never);
  return readAnthropicUsage(record as never);
}
