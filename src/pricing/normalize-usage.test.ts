import { describe, expect, it } from 'vitest';
import { normalizeUsage } from './normalize-usage.js';

describe('normalizeUsage', () => {
  it('reads chat, Responses and Anthropic usage, each with its own rule for cached tokens', () => {
    // Chat: prompt_tokens already include the cached ones.
    expect(
      normalizeUsage({
        prompt_tokens: 1_200,
        completion_tokens: 80,
        prompt_tokens_details: { cached_tokens: 1_024 },
      }),
    ).toMatchObject({ promptTokens: 1_200, completionTokens: 80, cachedPromptTokens: 1_024 });
    // Responses (as a recorded `response.completed` carries it): input_tokens include the cached ones too.
    expect(
      normalizeUsage({
        input_tokens: 1_200,
        input_tokens_details: { cached_tokens: 1_024 },
        output_tokens: 80,
        output_tokens_details: { reasoning_tokens: 64 },
        total_tokens: 1_280,
      }),
    ).toEqual({
      promptTokens: 1_200,
      completionTokens: 80,
      cachedPromptTokens: 1_024,
      cacheWritePromptTokens: 0,
    });
    // Anthropic: input_tokens leave out cache reads and writes, which are added.
    expect(
      normalizeUsage({
        input_tokens: 176,
        cache_read_input_tokens: 1_024,
        cache_creation_input_tokens: 0,
        output_tokens: 80,
      }),
    ).toMatchObject({ promptTokens: 1_200, completionTokens: 80, cachedPromptTokens: 1_024 });
    expect(normalizeUsage({ promptTokens: 5, completionTokens: 1 })).toEqual({
      promptTokens: 5,
      completionTokens: 1,
    });
    expect(normalizeUsage('none')).toBeUndefined();
  });
});
