import { describe, expect, it } from 'vitest';
import { openclawRule } from './openclaw-rule.js';
import { openclawScenarios } from './openclaw-scenarios.js';

describe('OpenClaw reference rule', () => {
  it.each(openclawScenarios.map((scenario) => [scenario.peerTest, scenario] as const))(
    'reproduces %s',
    (_test, scenario) => {
      expect(openclawRule(scenario.messages)).toEqual(scenario.peerExpects);
    },
  );
});
