import { describe, expect, it } from 'vitest';
import { rooCodeRule } from './roo-code-rule.js';
import { rooCodeScenarios } from './roo-code-scenarios.js';

describe('Roo Code reference rule', () => {
  it.each(rooCodeScenarios.map((scenario) => [scenario.peerTest, scenario] as const))(
    'reproduces %s',
    (_test, scenario) => {
      expect(rooCodeRule(scenario.messages)).toEqual(scenario.peerExpects);
    },
  );

  it('refuses the 2nd identical call with limit 1 and the 6th with limit 5', () => {
    const run = rooCodeScenarios.find((item) => item.id === 'roo-code-same-file-read')?.messages ?? [];
    expect(rooCodeRule(run, { limit: 1 })).toEqual({ tripped: true, round: 2 });
    expect(rooCodeRule(run, { limit: 5 })).toEqual({ tripped: false, round: null });
  });

  it('never refuses with limit 0 (unlimited)', () => {
    const run = rooCodeScenarios.find((item) => item.id === 'roo-code-same-file-read')?.messages ?? [];
    expect(rooCodeRule(run, { limit: 0 })).toEqual({ tripped: false, round: null });
  });
});
