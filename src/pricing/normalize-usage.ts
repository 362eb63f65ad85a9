import type { TokenUsage } from './price-book.js';

function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Reads provider usage into {@link TokenUsage}: OpenAI `prompt_tokens` already include cached tokens;
 * Anthropic `input_tokens` exclude cache reads and writes, which are added. Ours passes through.
 */
export function normalizeUsage(usage: unknown): TokenUsage | undefined {
  if (typeof usage !== 'object' || usage === null) return undefined;
  const record = usage as Record<string, unknown>;
  const ours = number(record.promptTokens);
  if (ours !== undefined) return record as unknown as TokenUsage;
  const prompt = number(record.prompt_tokens);
  if (prompt !== undefined) {
    const details = record.prompt_tokens_details as Record<string, unknown> | undefined;
    return {
      promptTokens: prompt,
      completionTokens: number(record.completion_tokens) ?? 0,
      cachedPromptTokens: number(details?.cached_tokens) ?? 0,
    };
  }
  const input = number(record.input_tokens);
  if (input === undefined) return undefined;
  const read = number(record.cache_read_input_tokens) ?? 0;
  const written = number(record.cache_creation_input_tokens) ?? 0;
  return {
    promptTokens: input + read + written,
    completionTokens: number(record.output_tokens) ?? 0,
    cachedPromptTokens: read,
    cacheWritePromptTokens: written,
  };
}
