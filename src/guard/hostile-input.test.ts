import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GuardError, isGuardError } from '../errors.js';
import type { GuardEvent } from '../events/types.js';
import { countExactly } from '../pricing/text-tokens.js';
import { createGuard } from './guard.js';
import { MAX_TIMER_MS } from './long-timer.js';

function refusal(run: () => unknown): GuardError | undefined {
  try {
    run();
  } catch (error) {
    if (isGuardError(error)) return error;
    throw error;
  }
  return undefined;
}

// About 900 prompt and 100 completion tokens by the local count: what the provider's usage says below.
const prompt = 'clean the rows again '.repeat(225);
const answer = 'cleaned '.repeat(100);

/** Calls until the guard refuses; returns how many calls it let through. */
function callsUntilRefused(
  guard: ReturnType<typeof createGuard>,
  usage: () => Record<string, unknown>,
): { calls: number; code: string | undefined } {
  for (let calls = 0; calls < 50; calls++) {
    const trip = refusal(() =>
      guard
        .beforeCall({
          model: 'gpt-4o-mini',
          messages: [{ role: 'user', content: prompt }],
          maxOutputTokens: 100,
        })
        .end({ text: answer, usage: usage() as never }),
    );
    if (trip) return { calls, code: trip.code };
  }
  return { calls: 50, code: undefined };
}

describe('usage a provider got wrong', () => {
  const options = { maxRounds: null, maxTokens: 5_000, loop: false } as const;
  const good = () => ({ promptTokens: 900, completionTokens: 100 });
  const cases: Record<string, () => Record<string, unknown>> = {
    NaN: () => ({ promptTokens: Number.NaN, completionTokens: Number.NaN }),
    'missing completionTokens': () => ({ promptTokens: 900 }),
    negative: () => ({ promptTokens: -900, completionTokens: -100 }),
    Infinity: () => ({ promptTokens: 900, completionTokens: Number.POSITIVE_INFINITY }),
    'a string': () => ({ promptTokens: '900', completionTokens: '100' }),
  };

  it.each(Object.entries(cases))('keeps the token gate working when usage is %s', (_name, usage) => {
    const baseline = callsUntilRefused(createGuard(options), good);
    const guard = createGuard(options);
    const result = callsUntilRefused(guard, usage);
    expect(result.code).toBe('GUARD_TOKEN_LIMIT');
    // The local count stands in for what is unknown, so the gate trips where it does with good usage.
    expect(Math.abs(result.calls - baseline.calls)).toBeLessThanOrEqual(1);
    expect(Number.isFinite(guard.usage.totalTokens)).toBe(true);
    expect(guard.usage.totalTokens).toBeGreaterThan(0);
  });

  it.each(Object.entries(cases))('keeps the money gate working when usage is %s', (_name, usage) => {
    const moneyOptions = { maxRounds: null, maxTokens: null, maxCost: 0.003, loop: false } as const;
    const baseline = callsUntilRefused(createGuard(moneyOptions), good);
    const guard = createGuard(moneyOptions);
    const result = callsUntilRefused(guard, usage);
    expect(result.code).toBe('GUARD_BUDGET_LIMIT');
    expect(Math.abs(result.calls - baseline.calls)).toBeLessThanOrEqual(1);
    expect(Number.isFinite(guard.cost)).toBe(true);
    expect(guard.cost).toBeGreaterThan(0);
  });

  it('keeps the valid fields of a partly wrong usage', () => {
    const guard = createGuard({ maxRounds: null, loop: false });
    guard
      .beforeCall({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'go' }] })
      .end({ text: 'done', usage: { promptTokens: 1_234, completionTokens: Number.NaN } });
    expect(guard.usage.promptTokens).toBe(1_234);
    expect(guard.usage.completionTokens).toBe(1);
  });
});

describe('hostile text in the prompt', () => {
  const pathological: Record<string, string> = {
    'whitespace padding': `result: ok${' '.repeat(100_000)}end`,
    'one letter': 'x'.repeat(256_000),
    emoji: '😀'.repeat(32_000),
  };

  it.each(Object.entries(pathological))(
    'counts a %s tool result at or above its exact count',
    (_name, text) => {
      const guard = createGuard({
        maxRounds: null,
        maxTokens: null,
        maxPromptTokens: 10_000_000,
        loop: false,
      });
      const ticket = guard.beforeCall({
        model: 'gpt-4o-mini',
        messages: [
          { role: 'user', content: 'clean the file' },
          { role: 'tool', content: text },
        ],
      });
      ticket.end({ text: 'ok', usage: { promptTokens: 10, completionTokens: 1 } });
      const events: GuardEvent[] = [];
      const observed = createGuard({
        maxRounds: null,
        maxTokens: null,
        maxPromptTokens: 10_000_000,
        loop: false,
        onEvent: (event) => events.push(event),
      });
      observed.beforeCall({ messages: [{ role: 'tool', content: text }] }).end({ text: 'ok' });
      expect(events.find((event) => 'token_usage' in event)?.token_usage?.prompt).toBeGreaterThanOrEqual(
        countExactly(text),
      );
    },
  );
});

describe('time limits past what setTimeout holds', () => {
  afterEach(() => vi.useRealTimers());

  it('does not fire a 3e9 ms call timeout early', async () => {
    const guard = createGuard({ callTimeoutMs: 3e9, maxDurationMs: null });
    const ticket = guard.beforeCall();
    const signal = ticket.signal;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(signal.aborted).toBe(false);
    ticket.end({ text: 'fine' });
    expect(guard.state).not.toBe('failed');
  });

  it('fires a call timeout past 24.8 days at its real time', () => {
    vi.useFakeTimers();
    const limit = MAX_TIMER_MS + 5_000_000;
    const guard = createGuard({ callTimeoutMs: limit, maxDurationMs: null, now: () => Date.now() });
    const signal = guard.beforeCall().signal;
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(limit - MAX_TIMER_MS - 1);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as GuardError).code).toBe('GUARD_TIME_LIMIT');
  });

  it('fires a run deadline past 24.8 days at its real time', () => {
    vi.useFakeTimers();
    const limit = 40 * 24 * 3_600_000;
    const guard = createGuard({
      maxDurationMs: limit,
      callTimeoutMs: null,
      idleTimeoutMs: null,
      now: () => Date.now(),
    });
    const signal = guard.runSignal;
    vi.advanceTimersByTime(limit - 1);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
  });
});
