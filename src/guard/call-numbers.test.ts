import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors.js';
import type { GuardEvent } from '../events/types.js';
import { MAX_CALL_TOKENS } from './call-numbers.js';
import { createGuard } from './guard.js';

const messages = [{ role: 'user', content: 'clean the rows again' }];

function invalidRequest(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (ConfigError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('the call was let through');
}

describe('a call with numbers that would switch the gates off', () => {
  it.each([
    ['maxOutputTokens', Number.NaN, 'must be a whole number of tokens, got NaN'],
    ['maxOutputTokens', -1e9, 'from 0 to 10000000, got -1000000000'],
    ['maxOutputTokens', Number.POSITIVE_INFINITY, 'got Infinity'],
    ['maxOutputTokens', -1, 'from 0 to 10000000, got -1'],
    ['maxOutputTokens', 12.5, 'got 12.5'],
    ['maxOutputTokens', 1e12, 'got 1000000000000'],
    ['promptTokens', Number.NaN, 'got NaN'],
    ['promptTokens', -5, 'from 0 to 10000000, got -5'],
    ['promptTokens', '900', 'got string'],
  ])('refuses %s = %s with an error naming the field', (field, value, words) => {
    const guard = createGuard({ runId: 'r-1', maxCost: 0.01, model: 'gpt-4o-mini' });
    const error = invalidRequest(() =>
      guard.beforeCall({ model: 'gpt-4o-mini', messages, [field]: value } as never),
    );
    expect(error.code).toBe('LOOPGUARD_INVALID_REQUEST');
    expect(error.issues).toEqual([{ path: field, message: expect.stringContaining(words) }]);
    expect(error.message).toMatch(new RegExp(`^run r-1: beforeCall: \`${field}\``));
    // The call only: the run neither started a round nor failed, and a sound call goes through.
    expect(guard.rounds).toBe(0);
    expect(guard.state).not.toBe('failed');
    guard.beforeCall({ model: 'gpt-4o-mini', messages, maxOutputTokens: 100 }).end({ text: 'ok' });
    expect(guard.rounds).toBe(1);
  });

  it('keeps the money gate on: 50 calls with a NaN output cap are all refused, none reserved', () => {
    const guard = createGuard({ maxCost: 0.001, model: 'gpt-4o-mini' });
    let through = 0;
    for (let call = 0; call < 50; call++) {
      try {
        guard.beforeCall({ model: 'gpt-4o-mini', messages, maxOutputTokens: Number.NaN });
        through++;
      } catch (error) {
        expect(ConfigError.isInstance(error)).toBe(true);
      }
    }
    expect(through).toBe(0);
    expect(guard.usage.reservedCost).toBe(0);
  });
});

describe('usage a provider reports', () => {
  it('clamps an absurd count to what one call can bill, says so, and learns nothing from it', () => {
    const events: GuardEvent[] = [];
    const guard = createGuard({ maxCost: 100, model: 'gpt-4o-mini', onEvent: (event) => events.push(event) });
    guard.beforeCall({ model: 'gpt-4o-mini', messages, maxOutputTokens: 100 }).end({
      text: 'done',
      usage: { promptTokens: 1e308, completionTokens: 1e300, cachedPromptTokens: 1e308 },
    });
    expect(guard.usage.promptTokens).toBe(MAX_CALL_TOKENS);
    expect(guard.usage.completionTokens).toBe(MAX_CALL_TOKENS);
    expect(Number.isFinite(guard.cost)).toBe(true);
    const response = events.find((event) => event.event === 'llm_response');
    expect(response?.token_usage).toEqual({
      prompt: MAX_CALL_TOKENS,
      completion: MAX_CALL_TOKENS,
      cached: MAX_CALL_TOKENS,
      total: 2 * MAX_CALL_TOKENS,
    });
    expect(response?.error_message).toBe(
      'usage clamped: the provider reported 1e+308 prompt tokens, counted as 10000000; the provider reported 1e+300 output tokens, counted as 10000000',
    );
    // The estimator did not learn a ratio of 1e308 from it: the next call's reservation is still sane.
    expect(guard.snapshot().prompts).toEqual({ ratio: 1, gap: 0, samples: 0 });
  });

  it('keeps figures within bounds as they came', () => {
    const events: GuardEvent[] = [];
    const guard = createGuard({ onEvent: (event) => events.push(event) });
    guard.beforeCall({ messages }).end({ text: 'done', usage: { promptTokens: 812, completionTokens: 9 } });
    expect(guard.usage.promptTokens).toBe(812);
    expect(events.find((event) => event.event === 'llm_response')?.error_message).toBeUndefined();
  });
});

describe('prices', () => {
  it('refuses an absurd or negative price naming it', () => {
    expect(() => createGuard({ prices: { mine: { inputPerMTok: 1e308, outputPerMTok: 1 } } })).toThrow(
      '`prices.mine.inputPerMTok` must be a number of US dollars per million tokens from 0 to 10000',
    );
    expect(() => createGuard({ prices: { mine: { inputPerMTok: 1, outputPerMTok: -2 } } })).toThrow(
      '`prices.mine.outputPerMTok` must be a number of US dollars per million tokens from 0 to 10000',
    );
  });
});

describe('what a model produced', () => {
  it('never throws out of end(), whatever its tool arguments hold', () => {
    const circular: Record<string, unknown> = { path: 'a.csv' };
    circular.self = circular;
    const guard = createGuard({ maxTokens: 10_000 });
    for (const value of [circular, { big: 10n }]) {
      expect(() =>
        guard
          .beforeCall({ messages })
          .end({ toolCalls: [{ id: `c-${guard.rounds}`, name: 'clean', arguments: value }] }),
      ).not.toThrow();
    }
    expect(guard.usage.completionTokens).toBeGreaterThan(0);
  });
});
