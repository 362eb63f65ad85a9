import { describe, expect, it } from 'vitest';
import { replayTranscript } from '../src/replay/replay-transcript.js';
import { toTranscript } from '../src/replay/to-transcript.js';
import type { Transcript } from '../src/replay/transcript.js';
import { knownGaps } from './corpus/known-gaps.js';
import { type PeerScenario, peerNames, peerScenarios, scenarioFamilies } from './corpus/peers.js';
import { verdictFits } from './corpus/verdict-fits.js';

const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null };
/** The waste goal: at most this many LLM calls after the round a loop starts before the guard stops it. */
const maxLateRounds = 2;

const asTranscript = (scenario: PeerScenario): Transcript | { message: string } =>
  toTranscript({ id: scenario.id, messages: scenario.messages }, scenario.id);
const llmCalls = (scenario: PeerScenario) =>
  scenario.messages.filter((message) => message.role === 'assistant').length;

describe('the peer corpus', () => {
  it('has unique ids, known peers and families, and labels that fit the runs', () => {
    expect(new Set(peerScenarios.map((scenario) => scenario.id)).size).toBe(peerScenarios.length);
    for (const scenario of peerScenarios) {
      expect(peerNames).toContain(scenario.peer);
      expect(scenarioFamilies).toContain(scenario.family);
      if (scenario.label === 'loop') {
        expect(scenario.loopFrom, scenario.id).toBeGreaterThanOrEqual(1);
        expect(scenario.loopFrom, scenario.id).toBeLessThanOrEqual(llmCalls(scenario));
      } else {
        expect(scenario.loopFrom, scenario.id).toBeNull();
      }
    }
  });

  it('covers every peer with loops and legitimate runs', () => {
    for (const peer of peerNames) {
      const labels = new Set(
        peerScenarios.filter((scenario) => scenario.peer === peer).map((item) => item.label),
      );
      expect([...labels].sort(), peer).toEqual(['legit', 'loop']);
    }
  });

  it.each(peerScenarios.map((scenario) => [scenario.id, scenario] as const))(
    '%s is a valid transcript',
    (_id, scenario) => {
      const transcript = asTranscript(scenario);
      expect('messages' in transcript ? null : transcript.message).toBeNull();
    },
  );
});

describe('loopguard on the peer corpus (limits off)', () => {
  it.each(
    peerScenarios.map(
      (scenario) => [`${scenario.id} (${scenario.peer}: ${scenario.peerTest})`, scenario] as const,
    ),
  )('%s', (_name, scenario) => {
    const verdict = replayTranscript(asTranscript(scenario) as Transcript, unlimited);
    const gap = knownGaps.get(scenario.id);
    if (gap !== undefined) {
      expect(verdictFits(scenario, verdict), `fixed; remove it from known-gaps.ts: ${gap}`).toBe(false);
      return;
    }
    expect(verdict.tripped, verdict.reason ?? 'not tripped').toBe(scenario.label === 'loop');
    if (scenario.loopFrom !== null) {
      expect(verdict.round).toBeGreaterThanOrEqual(scenario.loopFrom - 1);
      expect(verdict.round).toBeLessThanOrEqual(scenario.loopFrom + maxLateRounds);
    }
  });
});
