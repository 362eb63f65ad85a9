import { describe, expect, it } from 'vitest';
import { GuardError, guardErrorCodes, guardErrorHttpStatus, isGuardError, retryAdviceFor } from './errors.js';

describe('GuardError', () => {
  it('is recognised across package copies by its brand', () => {
    const foreign = Object.assign(new Error('x'), {
      [Symbol.for('loopguard.GuardError')]: true,
      code: 'GUARD_ROUND_LIMIT',
    });
    expect(isGuardError(foreign)).toBe(true);
    expect(isGuardError(new Error('x'))).toBe(false);
    expect(new GuardError('GUARD_LOOP_DETECTED', 'loop') instanceof Error).toBe(true);
  });

  it('serialises code, evidence and advice', () => {
    const error = new GuardError('GUARD_ROUND_LIMIT', 'run r-42 exceeded maxRounds (11 > 10)', {
      runId: 'r-42',
      round: 10,
      evidence: { limit: 'maxRounds', limitValue: 10, observed: 11 },
    });
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      code: 'GUARD_ROUND_LIMIT',
      runId: 'r-42',
      evidence: { limit: 'maxRounds' },
      advice: { retryable: false },
    });
  });
});

describe('retry advice', () => {
  it('forbids retrying loops, round and budget limits', () => {
    for (const code of ['GUARD_ROUND_LIMIT', 'GUARD_LOOP_DETECTED', 'GUARD_BUDGET_LIMIT'] as const) {
      expect(retryAdviceFor(code).retryable).toBe(false);
    }
  });

  it('allows one fresh retry of time and token limits, and a retry storm after a cool-down', () => {
    expect(retryAdviceFor('GUARD_TIME_LIMIT')).toMatchObject({
      retryable: true,
      maxRetries: 1,
      resetGuard: true,
      clearContext: true,
    });
    expect(retryAdviceFor('GUARD_TOKEN_LIMIT')).toMatchObject({
      retryable: true,
      maxRetries: 1,
      cooldownMs: 0,
    });
    expect(retryAdviceFor('GUARD_RETRY_STORM', 5_000)).toMatchObject({ retryable: true, cooldownMs: 5_000 });
  });

  it('never maps a trip to a status SDKs retry', () => {
    for (const code of guardErrorCodes) {
      const status = guardErrorHttpStatus[code];
      expect([408, 409, 429].includes(status) || status >= 500).toBe(false);
    }
  });
});

describe('GuardError secrets', () => {
  it('scrubs keys and passwords from a trip message and its evidence, from a guard loop too', async () => {
    const { createGuard } = await import('./guard/guard.js');
    const key = `sk-proj-${'a1B2c3D4'.repeat(4)}`;
    const password = 'correct horse battery staple';
    const guard = createGuard();
    let trip: unknown;
    try {
      for (let round = 1; round <= 5; round++) {
        guard.beforeCall().end({
          toolCalls: [{ id: `c${round}`, name: 'login', arguments: { api_key: key, password } }],
        });
        guard.recordToolResult({ toolCallId: `c${round}`, result: `401: key ${key} rejected` });
      }
    } catch (error) {
      trip = error;
    }
    expect(isGuardError(trip) && trip.code).toBe('GUARD_LOOP_DETECTED');
    const text = JSON.stringify((trip as GuardError).toJSON());
    expect(text).not.toContain(key);
    expect(text).not.toContain('horse battery');
    expect(text).toContain('[redacted]');
    expect((trip as GuardError).message).not.toContain(key);
  });
});
