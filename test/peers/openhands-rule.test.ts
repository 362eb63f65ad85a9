import { describe, expect, it } from 'vitest';
import { openhandsRule } from './openhands-rule.js';
import { openhandsScenarios } from './openhands-scenarios.js';

describe('OpenHands reference rule', () => {
  it.each(openhandsScenarios.map((scenario) => [scenario.peerTest, scenario] as const))(
    'reproduces %s',
    (_test, scenario) => {
      expect(openhandsRule(scenario.messages)).toEqual(scenario.peerExpects);
    },
  );

  it('leaves a run alone while only three identical steps have been taken', () => {
    const scenario = openhandsScenarios.find((item) => item.id === 'openhands-repeat-then-user-then-repeat');
    const firstThree = scenario?.messages.slice(0, 2 + 3 * 2) ?? [];
    expect(openhandsRule(firstThree)).toEqual({ tripped: false, round: null });
  });
});
