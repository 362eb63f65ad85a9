import { describe, expect, it } from 'vitest';
import { loopAvoidanceRules } from './prompt-rules.js';

describe('loopAvoidanceRules', () => {
  it('fills in the round budget in English and Chinese', () => {
    expect(loopAvoidanceRules({ maxRounds: 12 })).toMatch(/^You have at most 12 rounds/);
    expect(loopAvoidanceRules({ maxRounds: 12 })).toContain('is_final: true');
    expect(loopAvoidanceRules({ maxRounds: 12, language: 'zh' })).toMatch(/^你最多有 12 轮/);
  });

  it('rejects a budget that is not a positive integer', () => {
    expect(() => loopAvoidanceRules({ maxRounds: 0 })).toThrow(
      'Expected `maxRounds` to be a positive integer, got 0.',
    );
  });
});
