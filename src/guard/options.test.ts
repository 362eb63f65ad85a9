import { describe, expect, it } from 'vitest';
import { configError } from '../../test/helpers/config-error.js';
import { parsePolicy } from './load-policy.js';
import { type GuardOptions, resolveGuardOptions } from './options.js';

describe('resolveGuardOptions', () => {
  it('applies the documented defaults', () => {
    expect(resolveGuardOptions()).toMatchObject({
      maxRounds: 10,
      maxDurationMs: 120_000,
      callTimeoutMs: 60_000,
      maxTokens: 80_000,
      maxPromptTokens: null,
      maxCost: null,
      currency: 'USD',
      defaultMaxOutputTokens: 4096,
      loop: { escalation: 'halt', maxCallFailures: 3 },
    });
  });

  it('names an unknown option', () => {
    const error = configError(() => resolveGuardOptions({ maxRound: 5 } as GuardOptions));
    expect(error.code).toBe('LOOPGUARD_INVALID_OPTIONS');
    expect(error.message).toBe('`maxRound` is not a known option');
  });

  it('says what is wrong with a value and what it got', () => {
    const error = configError(() => resolveGuardOptions({ maxRounds: -1, loop: { window: 2 } }));
    expect(error.issues).toEqual([
      { path: 'maxRounds', message: 'must be a positive integer, got -1' },
      { path: 'loop.window', message: 'must be an integer of at least 4, got 2' },
    ]);
  });

  it('asks for usdRate when the currency is not USD', () => {
    expect(configError(() => resolveGuardOptions({ currency: 'EUR' })).message).toContain(
      '`usdRate` is required',
    );
  });

  it('rejects a non-function listener', () => {
    expect(configError(() => resolveGuardOptions({ onEvent: 'log' as never })).issues[0]?.path).toBe(
      'onEvent',
    );
  });
});

describe('parsePolicy', () => {
  it('reads a policy with limits turned off', () => {
    expect(parsePolicy('{"maxRounds": null, "maxCost": 0.5, "loop": {"escalation": "nudge"}}')).toEqual({
      maxRounds: null,
      maxCost: 0.5,
      loop: { escalation: 'nudge' },
    });
  });

  it('reports malformed JSON with file, line and column', () => {
    const error = configError(() => parsePolicy('{\n  "maxRounds": 3,\n}', 'policy.json'));
    expect(error.message).toMatch(/^policy\.json:3:1: invalid JSON/);
  });

  it('names nested options inside tools', () => {
    const error = configError(() => parsePolicy('{"tools": {"clean_csv": {"coreArgs": "path"}}}', 'p.json'));
    expect(error.message).toBe(
      'p.json:1:26: `tools.clean_csv.coreArgs` must be an array of argument names, got "path"',
    );
  });
});

describe('resolved options', () => {
  it('resolve every detector threshold and freeze the data deep, copying what the caller gave', async () => {
    const { DEFAULT_GUARD_OPTIONS } = await import('./defaults.js');
    const prices = { 'my-model': { inputPerMTok: 1, outputPerMTok: 2 } };
    const resolved = resolveGuardOptions({ prices, loop: { maxRepeats: 4 } });
    expect(resolved.loop).toEqual({ ...DEFAULT_GUARD_OPTIONS.loop, maxRepeats: 4 });
    expect(Object.isFrozen(resolved)).toBe(true);
    expect(Object.isFrozen(resolved.loop)).toBe(true);
    expect(Object.isFrozen(resolved.prices['my-model'])).toBe(true);
    expect(Object.isFrozen(prices)).toBe(false);
    prices['my-model'].inputPerMTok = 99;
    expect(resolved.prices['my-model']?.inputPerMTok).toBe(1);
    expect(Object.isFrozen(DEFAULT_GUARD_OPTIONS.loop)).toBe(true);
  });
});
