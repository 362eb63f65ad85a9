import { describe, expect, it } from 'vitest';
import { crewaiRule } from './crewai-rule.js';
import { crewaiScenarios } from './crewai-scenarios.js';

describe('CrewAI reference rule', () => {
  it.each(crewaiScenarios.map((scenario) => [scenario.peerTest, scenario] as const))(
    'reproduces %s',
    (_test, scenario) => {
      expect(crewaiRule(scenario.messages)).toEqual(scenario.peerExpects);
    },
  );
});
