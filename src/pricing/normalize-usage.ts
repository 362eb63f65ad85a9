import { readAnthropicUsage } from '../wire/anthropic-messages-response.js';
import { readOpenAIChatUsage } from '../wire/openai-chat-response.js';
import type { TokenUsage } from './price-book.js';

/**
 * Reads provider usage into {@link TokenUsage}, whichever API it came from: OpenAI `prompt_tokens` already
 * include cached tokens; Anthropic `input_tokens` exclude cache reads and writes, which are added (the wire
 * layer's readers, one rule for every path). Ours passes through.
 */
export function normalizeUsage(usage: unknown): TokenUsage | undefined {
  if (typeof usage !== 'object' || usage === null) return undefined;
  const record = usage as Record<string, unknown>;
  if (typeof record.promptTokens === 'number' && Number.isFinite(record.promptTokens)) {
    return record as unknown as TokenUsage;
  }
  if ('prompt_tokens' in record) return readOpenAIChatUsage(record as never);
  return readAnthropicUsage(record as never);
}
