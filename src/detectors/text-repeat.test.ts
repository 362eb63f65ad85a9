import { describe, expect, it } from 'vitest';
import { detect, times } from '../../test/helpers/steps.js';
import { loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { textRepeat } from './text-repeat.js';

describe('textRepeat', () => {
  it('trips on an agent repeating a near-identical message', () => {
    const turns = times(3, (index) => ({
      text: `I am sorry, I cannot find the configuration file you mentioned in the repository${index === 1 ? '!' : '.'}`,
    }));
    const { detection, step } = detect(textRepeat(), turns);
    expect(step).toBe(3);
    expect(detection?.detector).toBe('text_repeat');
  });

  it('trips on two agents trading pleasantries (the reply repeats too)', () => {
    const turns = times(3, () => ({
      text: "You're welcome! Let me know if you need anything else.",
      reply: 'Thank you! Let me know if there is anything else.',
    }));
    expect(detect(textRepeat(), turns).step).toBe(3);
  });

  it('trips when the same message gets a new answer each time: the model answers nothing it is told', () => {
    const turns = times(4, (index) => ({
      text: "I'm so sorry for the delay. Your order is in transit; please allow a few more days.",
      reply: `customer: question ${'abcd'[index]}, still waiting`,
    }));
    expect(detect(textRepeat(), turns).step).toBe(3);
  });

  it('trips when another message between the repeats got a new answer: the other side talking is no news', () => {
    const thanks = "You're welcome! Let me know if there's anything else I can help with today.";
    const texts = [thanks, 'Happy to help with the launch plan, truly.', thanks, thanks];
    const turns = texts.map((text, index) => ({ text, reply: `Planner: thanks again (${'abcd'[index]})!` }));
    expect(detect(textRepeat(), turns).step).toBe(4);
  });

  it('trips on a canned answer repeated to a person pushing back minutes apart: their time is no wait', () => {
    const canned = 'SUP510052 is on file and looks fine to me, nothing further is needed from your side.';
    const pushback = [
      "That's not what I asked.",
      'You are repeating yourself.',
      'Hello?? The exceptions list.',
    ];
    const quick = pushback.map((reply) => ({ text: canned, reply }));
    const slow = pushback.map((reply) => ({ text: canned, reply, pausedMs: 180_000 }));
    const expected = detect(textRepeat(), quick).step;
    expect(expected).toBe(3);
    expect(detect(textRepeat(), slow).step).toBe(expected);
    // The same message minutes apart with no one answering in between is a wait: it gets the wait allowance.
    const waiting = times(3, () => ({ text: 'Still waiting for the export to finish.', pausedMs: 180_000 }));
    expect(detect(textRepeat(), waiting).detection).toBeUndefined();
  });

  it('does not trip on the same narration before edits that differ', () => {
    const turns = times(3, (index) => [
      { text: 'Let me fix the failing test in the session module now:' },
      {
        tool: 'edit_file',
        args: { path: 'src/session.test.ts', diff: `- old line ${index}\n+ new line ${index}` },
        result: '',
      },
    ]).flat();
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });

  it('trips when the call between the repeats asks nothing new (the same lookup with a switch added)', () => {
    const turns = [
      { tool: 'results_get', args: { sample_id: 'S-1001' }, result: 'S-1001 PASS' },
      { text: 'Here is the current state of S-1001. Let me know if you need anything else.' },
      { tool: 'results_get', args: { sample_id: 'S-1001', raw: false }, result: 'S-1001 PASS' },
      { text: 'Here is the current state of S-1001. Let me know if you need anything else.' },
      { tool: 'results_get', args: { Sample_ID: 's-1001' }, result: 'S-1001 PASS' },
      { text: 'Here is the current state of S-1001. Let me know if you need anything else.' },
    ];
    expect(detect(textRepeat(), turns).step).toBe(6);
  });

  it('does not trip on one template about other items', () => {
    const turns = ['launch date', 'freeze window', 'rollback owner', 'comms plan'].map((item, index) => ({
      text: `For the ${item}: I propose option B because ${'abcdef'[index]}4606 risk is lower.`,
      reply: `agreed on the ${item}; next item`,
    }));
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });

  it('does not trip on a varied conversation', () => {
    const turns = times(6, (index) => ({
      text: `Proposal ${index}: launch in region ${index} with ${index + 2} partners.`,
    }));
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });

  it('ignores messages that no model call produced', () => {
    const turns = times(4, () => ({
      text: 'Your command ran successfully.',
      source: 'message' as const,
      speaker: 'user',
    }));
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });
});

describe('textRepeat on reworded messages', () => {
  const said = (text: string, reply?: string) => ({ text, ...(reply ? { reply } : {}) });
  it('trips on the same conclusion said in other words three times', () => {
    const { detection } = detect(textRepeat(), [
      said(
        "I've finished the analysis. Churn rose from 2.1% to 3.4% in February, driven by the annual-plan price change.",
      ),
      said(
        "I've finished the analysis: churn went up from 2.1% to 3.4% in February, mainly driven by the annual-plan price change.",
      ),
      said(
        "I've completed the analysis. In February churn rose from 2.1% to 3.4%, driven by the annual-plan price change.",
      ),
    ]);
    expect(detection?.detector).toBe('text_repeat');
  });

  it('does not trip on answers to different questions, however alike their form', () => {
    const { detection } = detect(textRepeat(), [
      said('The capital of France is Paris.', 'And Spain?'),
      said('The capital of Spain is Madrid.', 'And Italy?'),
      said('The capital of Italy is Rome.', 'And Portugal?'),
      said('The capital of Portugal is Lisbon.', 'Thanks.'),
    ]);
    expect(detection).toBeUndefined();
  });
});

describe('a file the model writes whole again after each request', () => {
  const lines = Array.from({ length: 60 }, (_, line) => `    value_${line} = normalize(row[${line}])`);
  /** The file with `changed` of its lines rewritten: a version of it. */
  const version = (changed: number) =>
    `backend/db_adapters.py\n<source>\n${lines.map((line, at) => (at < changed ? `${line}  # v${changed}` : line)).join('\n')}\n</source>`;
  const asks = [
    'Unable to open database file',
    'Include the database url in the responses',
    'The url is wrong',
  ];
  /** Each version applied and committed, then a new request, a plan in words, and the next version (an editor's session). */
  const session = (changes: readonly number[]): TranscriptMessage[] =>
    changes.flatMap((changed, at): TranscriptMessage[] => [
      { role: 'assistant', content: version(changed) },
      {
        role: 'user',
        content: `Applied edit to backend/db_adapters.py\nCommit ${(0x8f21586 + at * 977).toString(16)} fix ${at}`,
      },
      { role: 'user', content: asks[at] as string },
      {
        role: 'assistant',
        content: `Plan ${at}: ${asks[at]} needs the path handled another way in the adapter.`,
      },
    ]);

  it('reads each changed version as new work, not a repeated message', () => {
    expect(loopVerdictOf('versions', session([1, 2, 3])).tripped).toBe(false);
  });

  it('still stops the very same version written again and again', () => {
    expect(loopVerdictOf('same version', session([1, 1, 1])).tripped).toBe(true);
  });
});
