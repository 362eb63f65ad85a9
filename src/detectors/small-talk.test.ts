import { describe, expect, it } from 'vitest';
import { detect, type Turn } from '../../test/helpers/steps.js';
import { smallTalkStreak } from './small-talk.js';
import { textRepeat } from './text-repeat.js';

const status: Turn = {
  text: 'Status for lot LOT-25-0928: check fails with PH_HIGH (dyebath pH 6.2, recipe needs 4.5-5.5).',
  speaker: 'executor',
};
const thanks = [
  'Thanks, that is clear. Good work.',
  'Thanks! Let me know if you need anything else.',
  'Thanks for confirming!',
  'You are welcome, happy to help further.',
  'Thank you, noted.',
  'Thank you too. Standing by.',
];
const exchange = (count: number): Turn[] =>
  thanks.slice(0, count).map((text, index) => ({ text, speaker: index % 2 === 0 ? 'planner' : 'executor' }));

describe('small talk between agents', () => {
  it('is stopped at the fifth message of thanks traded in varied words after the report, whoever speaks', () => {
    const turns: Turn[] = [
      { tool: 'shade_qc_check', args: { lot: 'LOT-25-0928' }, result: 'FAIL PH_HIGH' },
      status,
    ];
    const { detection, step } = detect(textRepeat(), [...turns, ...exchange(6)]);
    expect(step).toBe(7);
    expect(detection?.rounds).toEqual([3, 4, 5, 6, 7]);
    expect(detection?.message).toContain('small talk');
    const asOne = exchange(6).map((turn) => ({ ...turn, speaker: 'assistant' }));
    expect(detect(textRepeat(), [...turns, ...asOne]).step).toBe(7);
  });

  it('is not four messages, nor talk that names numbers or ids', () => {
    expect(detect(textRepeat(), [status, ...exchange(4)]).detection).toBeUndefined();
    const planning = exchange(6).map((turn, index) => ({ ...turn, text: `Take batch ${index + 1} next.` }));
    expect(detect(textRepeat(), [status, ...planning]).detection).toBeUndefined();
  });

  it('is stopped when two agents ask and confirm a sign-off on a record both already named, in varied words', () => {
    const turns: Turn[] = [
      {
        tool: 'dop_lab_check',
        args: { id: 'TINA-23' },
        result: 'TINA-23 PASS rule set DOP-7 read 2026-11-26T19:11:56Z',
      },
      { text: 'TINA-23 passes the rule set. Ready for sign-off.', speaker: 'dispatcher' },
    ];
    const asks = [
      ['reviewer', 'Before I sign off TINA-23, please confirm the reading is current.'],
      ['dispatcher', 'Confirmed: TINA-23 was read at the time above and passed. Please sign off.'],
      ['reviewer', "I still need confirmation that TINA-23's values are current before signing."],
      ['dispatcher', 'Yes, TINA-23 is current as of the last read; it passed. Please sign.'],
      ['reviewer', 'Can you confirm TINA-23 is up to date? Then I sign.'],
      ['dispatcher', 'TINA-23 is current, same read, PASS. Sign-off please.'],
    ] as const;
    const { detection, step } = detect(textRepeat(), [
      ...turns,
      ...asks.map(([speaker, text]) => ({ text, speaker })),
    ]);
    expect(detection?.message).toContain('small talk');
    // The dispatcher's report names only what the check said, so it opens the five.
    expect(step).toBe(6);
    // Each message naming another record is work handed on, not small talk.
    const handing = asks.map(([speaker, text], index) => ({
      speaker,
      text: text.replace('TINA-23', `TINA-${30 + index}`),
    }));
    expect(detect(textRepeat(), [...turns, ...handing]).detection).toBeUndefined();
  });

  it('does not count what people or tools said between: commands typed at an editor are no small talk of the model', () => {
    const turns: Turn[] = [status];
    const answers = ['Understood.', 'Sure, go ahead.', 'Noted, waiting for your request.'];
    for (const [index, text] of ['/drop', '/clear', '/git'].entries()) {
      turns.push(
        { text, speaker: 'human', source: 'message' },
        { text: answers[index] as string, speaker: 'assistant' },
      );
    }
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
    expect(smallTalkStreak([])).toEqual([]);
  });
});
