import { describe, expect, it } from 'vitest';
import { configError } from '../../test/helpers/config-error.js';
import { createGuard } from './guard.js';
import { parsePolicy } from './load-policy.js';

describe('createGuard with a budget and a model', () => {
  it('refuses an unpriced model at createGuard, naming it and how to give a price', () => {
    const error = configError(() => createGuard({ maxCost: 0.5, model: 'my-private-model' }));
    expect(error.code).toBe('LOOPGUARD_UNKNOWN_PRICE');
    expect(error.issues).toEqual([{ path: 'model', message: expect.stringContaining('"my-private-model"') }]);
    expect(error.message).toContain('prices: { "my-private-model": { inputPerMTok:');
    expect(error.message).toContain('maxCost: null');
  });

  it('names every unpriced model of a list, and none that has a price', () => {
    const error = configError(() =>
      createGuard({ maxCost: 1, model: ['gpt-4o-mini', 'router-a', 'router-b'] }),
    );
    expect(error.issues.map((issue) => issue.message.match(/"([^"]+)"/)?.[1])).toEqual([
      'router-a',
      'router-b',
    ]);
  });

  it('accepts a catalogue model, a price override, and an unpriced model without a budget', () => {
    expect(() => createGuard({ maxCost: 1, model: 'gpt-4o-mini' })).not.toThrow();
    const prices = { 'my-private-model': { inputPerMTok: 1, outputPerMTok: 2 } };
    const guard = createGuard({ maxCost: 1, model: 'my-private-model', prices });
    guard
      .beforeCall({ model: 'my-private-model', maxOutputTokens: 10 })
      .end({ usage: { promptTokens: 1_000, completionTokens: 10 } });
    expect(guard.cost).toBeCloseTo(0.00102);
    expect(() => createGuard({ maxCost: null, model: 'my-private-model' })).not.toThrow();
    expect(() => createGuard({ model: 'my-private-model' })).not.toThrow();
  });

  it('still checks a model named only on the call, at that call', () => {
    const guard = createGuard({ maxCost: 1, model: 'gpt-4o-mini' });
    const error = configError(() => guard.beforeCall({ model: 'my-private-model' }));
    expect(error.code).toBe('LOOPGUARD_UNKNOWN_PRICE');
  });

  it('takes the model from a policy file and rejects a bad one by name', () => {
    expect(parsePolicy('{"maxCost": 1, "model": "gpt-4o-mini"}', 'policy.json')).toEqual({
      maxCost: 1,
      model: 'gpt-4o-mini',
    });
    expect(() => parsePolicy('{"model": 3}', 'policy.json')).toThrow(
      /`model` must be a model name or an array of model names, got 3/,
    );
  });
});
