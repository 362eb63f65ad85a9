import { describe, expect, it } from 'vitest';
import { geminiCliRule } from './gemini-cli-rule.js';
import { geminiCliScenarios } from './gemini-cli-scenarios.js';

describe('Gemini CLI reference rule', () => {
  it.each(geminiCliScenarios.map((scenario) => [scenario.peerTest, scenario] as const))(
    'reproduces %s',
    (_test, scenario) => {
      const confidence = scenario.peerJudgeConfidence;
      const verdict = geminiCliRule(
        scenario.messages,
        confidence === undefined ? {} : { judge: () => confidence },
      );
      expect(verdict).toEqual(scenario.peerExpects);
    },
  );

  it('asks the judge first at the 30th turn and not before', () => {
    const scenario = geminiCliScenarios.find((item) => item.id === 'gemini-cli-edit-build-no-progress');
    const asked: number[] = [];
    geminiCliRule(scenario?.messages ?? [], {
      judge: (messages) => {
        asked.push(messages.filter((message) => message.role === 'assistant').length);
        return 0.5;
      },
    });
    // 29 calls made when turn 30 starts; confidence 0.5 sets the next check 10 turns later.
    expect(asked).toEqual([29]);
  });

  it('without a judge leaves a run alone that only the judge would stop', () => {
    const scenario = geminiCliScenarios.find((item) => item.id === 'gemini-cli-edit-build-no-progress');
    expect(geminiCliRule(scenario?.messages ?? [])).toEqual({ tripped: false, round: null });
  });
});

describe('Gemini CLI content threshold', () => {
  const reply = (times: number) => [
    { role: 'user', content: 'Say it.' },
    { role: 'assistant', content: 'This is a unique sentence, id=1. This is a unique '.repeat(times) },
  ];

  it('calls a 50-character chunk streamed 10 times in a row a loop', () => {
    expect(geminiCliRule(reply(10))).toEqual({ tripped: true, round: 1 });
  });

  it('leaves the same chunk streamed 9 times alone', () => {
    expect(geminiCliRule(reply(9))).toEqual({ tripped: false, round: null });
  });
});
