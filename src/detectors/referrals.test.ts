import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/** The ask sent to an agent in its `n`th wording. */
const asks = [
  'Please handle CT-S51: who should re-deploy it after the burn?',
  'CT-S51 needs action — is this yours?',
  'Can you take CT-S51? It needs an owner.',
  'Who owns the CT-S51 re-deployment?',
];

/** Each agent's refusals, worded otherwise each time, pointing at the other. */
const refusals: Record<string, (other: string) => string[]> = {
  'field-lead': (other) => [
    `Not ours. ${other} owns that decision.`,
    `We can't action CT-S51; that sits with ${other}.`,
    `Outside our remit — ask ${other}.`,
    `Please route to ${other}, they have the authority.`,
  ],
  'data-curator': (other) => [
    `Please route to ${other}, they have the authority.`,
    `That is a call for ${other}.`,
    `Not something we decide; ${other} does.`,
    `Ask ${other}, not us.`,
  ],
};

/** The run asking `agents` in turn, each answer as `answer(agent, turn)` gives it. */
function askAround(
  agents: readonly string[],
  answer: (agent: string, turn: number) => string,
): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Find an owner for camera trap CT-S51.' }];
  for (const [turn, agent] of agents.entries()) {
    const reply = JSON.stringify({
      from: agent,
      reply: answer(agent, turn),
      thread: (0x6768a979 + turn * 104729).toString(16),
    });
    const request = asks[turn % asks.length] as string;
    messages.push(
      ...callTurn({
        id: `a${turn}`,
        name: 'ask_agent',
        args: JSON.stringify({ agent, request }),
        result: reply,
      }),
    );
  }
  return messages;
}

describe('referrals that go round', () => {
  const pair = ['field-lead', 'data-curator', 'field-lead', 'data-curator', 'field-lead', 'data-curator'];
  const other = (agent: string) => (agent === 'field-lead' ? 'data-curator' : 'field-lead');

  it('stop two agents sending the run to each other, however both word the ask and the refusal', () => {
    const verdict = loopVerdictOf(
      'owner',
      askAround(pair, (agent, turn) => refusals[agent]?.(other(agent))[Math.floor(turn / 2)] as string),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'cycle' });
  });

  it('let a referral through that ends with the work taken', () => {
    const verdict = loopVerdictOf(
      'owner',
      askAround(['field-lead', 'data-curator', 'field-lead'], (agent, turn) =>
        turn < 2
          ? (refusals[agent]?.(other(agent))[0] as string)
          : 'Taken: CT-S51 re-deploys on Thursday with the north crew.',
      ),
    );
    expect(verdict.tripped).toBe(false);
  });

  it('let a pipeline through that hands each item on to the next agent', () => {
    const items = ['CT-S51', 'CT-S51', 'CT-S52', 'CT-S52', 'CT-S53', 'CT-S53'];
    const messages: TranscriptMessage[] = [
      { role: 'user', content: 'Check and archive the burnt camera traps.' },
    ];
    for (const [turn, agent] of pair.entries()) {
      const item = items[turn] as string;
      const done =
        agent === 'field-lead'
          ? `checked ${item}; hand it to data-curator`
          : `archived ${item}; next one to field-lead`;
      const reply = JSON.stringify({
        from: agent,
        reply: done,
        thread: (0x5beb1679 + turn * 7919).toString(16),
      });
      const request = `${agent === 'field-lead' ? 'Check' : 'Archive'} ${item}`;
      messages.push(
        ...callTurn({
          id: `p${turn}`,
          name: 'ask_agent',
          args: JSON.stringify({ agent, request }),
          result: reply,
        }),
      );
    }
    expect(loopVerdictOf('pipeline', messages).tripped).toBe(false);
  });
});
