import { describe, expect, it } from 'vitest';
import { clineRule, clineWarnsAt } from './cline-rule.js';
import { clineScenarios } from './cline-scenarios.js';

describe('Cline reference rule', () => {
  it.each(clineScenarios.map((scenario) => [scenario.peerTest, scenario] as const))(
    'reproduces %s',
    (_test, scenario) => {
      expect(clineRule(scenario.messages)).toEqual(scenario.peerExpects);
    },
  );

  it('only warns (lets the call run) at the 3rd identical call', () => {
    const scenario = clineScenarios.find((item) => item.id === 'cline-warned-then-escalated');
    const untilFourth = scenario?.messages.slice(0, 2 + 4 * 2 + 1) ?? [];
    expect(clineWarnsAt).toBe(3);
    expect(clineRule(untilFourth)).toEqual({ tripped: false, round: null });
  });
});
