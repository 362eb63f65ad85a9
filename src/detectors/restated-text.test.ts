import { describe, expect, it } from 'vitest';
import { detect } from '../../test/helpers/steps.js';
import { textRepeat } from './text-repeat.js';

const task = {
  source: 'message' as const,
  speaker: 'user',
  text: 'Move every overdue invoice of the Northwind account to the collections queue and tag it Q3-review.',
};

describe('restatements (text_repeat)', () => {
  it('trips on a plan announced again in other words after each nudge, never acted on', () => {
    const turns = [
      task,
      {
        tool: 'invoices_list',
        args: { account: 'Northwind', status: 'overdue' },
        result: 'INV-1 INV-2 INV-3',
      },
      {
        text: 'I am going to move the overdue Northwind invoices to the collections queue and tag them Q3-review.',
        reply: 'Proceed.',
      },
      {
        text: 'I will move every overdue invoice of Northwind to collections and tag it Q3-review.',
        reply: 'go on',
      },
      {
        text: 'Next step: move the overdue Northwind invoices into the collections queue, tag Q3-review.',
        reply: 'keep going',
      },
      { text: 'Now moving each overdue Northwind invoice to the collections queue with the Q3-review tag.' },
    ];
    const { detection, step } = detect(textRepeat(), turns);
    // The plan stated once, then said again three times.
    expect(step).toBe(6);
    expect(detection?.message).toContain('said the same again in other words 3 times');
  });

  it('goes on through a plan said in synonyms, when only nudges answer it and no new number comes', () => {
    const plan = [
      'Plan: 1) confirm Lena Haddad data, 2) compare with the second source, 3) apply the change, 4) report back.',
      'My plan remains: confirm Lena Haddad, compare with the second source, apply the change and report.',
      'Steps: verify Lena Haddad, cross-check, update, report.',
      "I'll (1) verify Lena Haddad, (2) cross-check it, (3) update it and (4) report.",
    ];
    const nudges = [
      'Continue with the task.',
      '[harness] Turn ended without action. Continue.',
      'keep going',
    ];
    const turns = [
      {
        source: 'message' as const,
        speaker: 'user',
        text: 'Grade Lena Haddad lab 4 submission (user 40562).',
      },
      ...plan.map((text, index) => (index < nudges.length ? { text, reply: nudges[index] } : { text })),
    ];
    expect(detect(textRepeat(), turns).step).toBe(5);
    // A new number in the answer (another item, a count) is news; so is a message from the other side with content.
    const counted = turns.map((turn, index) =>
      index === 3
        ? { text: 'Steps: verify the 14 submissions, cross-check, update, report.', reply: 'keep going' }
        : turn,
    );
    expect(detect(textRepeat(), counted).detection).toBeUndefined();
    const answered = turns.map((turn, index) =>
      index === 2
        ? { ...turn, reply: 'Her second source is the lab notebook scan uploaded on Tuesday.' }
        : turn,
    );
    expect(detect(textRepeat(), answered).detection).toBeUndefined();
  });

  it('counts a status said again word for word as said twice, so one more in other words makes three', () => {
    const turns = [
      { source: 'message' as const, speaker: 'user', text: 'Please check lot LOT-MSK-2611-12 again.' },
      {
        text: 'Status for LOT-MSK-2611-12: MC-1 still open, turn_interval_min=120. I am monitoring and will update you.',
        reply: 'OK, carry on.',
      },
      {
        text: 'Status for LOT-MSK-2611-12: MC-1 still open, turn_interval_min=120. I am monitoring and will update you.',
        reply: 'Please check lot LOT-MSK-2611-12 again.',
      },
      {
        text: 'Still the same on LOT-MSK-2611-12: MC-1 remains open (turn_interval_min=120). Monitoring continues.',
      },
    ];
    const { detection, step } = detect(textRepeat(), turns);
    expect(step).toBe(4);
    expect(detection?.rounds).toEqual([2, 3, 4]);
    // Said once, then once in other words: a status given and rephrased, not yet a loop.
    const once = [turns[0], turns[1], { ...turns[3] }] as typeof turns;
    expect(detect(textRepeat(), once).detection).toBeUndefined();
  });

  it('trips on two sides restating their positions, the numbers unchanged', () => {
    const turns = [
      { source: 'message' as const, speaker: 'user', text: 'Split the 400 node-hours evenly: 200 and 200.' },
      {
        text: 'An even split leaves Project A short: it needs 260 node-hours for its production runs.',
        reply: 'Policy says 200 each, an even split.',
      },
      {
        text: 'Project A still needs 260 node-hours for production runs; 200 will not cover it.',
        reply: 'The rule is an even split of the 400 node-hours, 200 each.',
      },
      {
        text: 'As I said, the production runs of Project A need 260 node-hours, not 200.',
        reply: 'Even split, 200 each, is the rule for the 400 node-hours.',
      },
      { text: 'I cannot accept 200: Project A production runs need 260 node-hours.' },
    ];
    expect(detect(textRepeat(), turns).step).toBe(5);
  });

  it('does not trip when the other side brings something new (a counter-offer with new numbers)', () => {
    const turns = [
      { source: 'message' as const, speaker: 'user', text: 'Split the 400 node-hours evenly: 200 and 200.' },
      {
        text: 'An even split leaves Project A short: it needs 260 node-hours for its production runs.',
        reply: 'Could Project A live with 230 if Project B gives up its test queue?',
      },
      {
        text: 'Project A still needs 260 node-hours for production runs; 230 will not cover it.',
        reply: 'Then 250 for A and 150 for B, with B moving its tests to the weekend cluster.',
      },
      { text: 'Project A could run with 250 node-hours if its production runs go first.' },
    ];
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });

  it('does not trip when the plan is acted on between the announcements', () => {
    const turns = [
      task,
      { text: 'I will move the overdue Northwind invoices to the collections queue and tag them Q3-review.' },
      { tool: 'invoice_move', args: { id: 'INV-1', queue: 'collections' }, result: 'moved INV-1' },
      { text: 'I will move the next overdue Northwind invoice to the collections queue, tagged Q3-review.' },
      { tool: 'invoice_move', args: { id: 'INV-2', queue: 'collections' }, result: 'moved INV-2' },
      {
        text: 'I will move the last overdue Northwind invoice to the collections queue and tag it Q3-review.',
      },
    ];
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });

  it('trips on short stalls in other words to a nudge said again, the model never calling', () => {
    const asks = { source: 'message' as const, speaker: 'user', text: 'قانداق بولدى؟ (CB-07-04)' };
    const again = { source: 'message' as const, speaker: 'user', text: 'قانداق بولدى؟' };
    const turns = [
      task,
      {
        tool: 'string_iv_check',
        args: { id: 'CB-07-04' },
        result: 'entity CB-07-04 result FAIL finding string current low',
      },
      asks,
      { text: "CB-07-04 is still being checked; I'll report when I have the result." },
      again,
      { text: 'Still working on CB-07-04; the check is in progress.' },
      asks,
      { text: "No result for CB-07-04 yet, I'm on it." },
      again,
      { text: 'Checking CB-07-04, will get back shortly.' },
    ];
    const { detection, step } = detect(textRepeat(), turns);
    expect(detection?.message).toContain('said the same again in other words 3 times');
    expect(step).toBe(10);
  });

  it('does not count short answers to new questions, or replies after a call, as stalls', () => {
    const turns = [
      task,
      { source: 'message' as const, speaker: 'user', text: 'How is CB-07-04?' },
      { text: 'Still checking CB-07-04.' },
      { source: 'message' as const, speaker: 'user', text: 'And the inverter?' },
      { text: 'Checking the inverter now.' },
      { tool: 'inverter_read', args: { id: 'INV-07' }, result: 'INV-07 output nominal' },
      { source: 'message' as const, speaker: 'user', text: 'And the inverter?' },
      { text: 'The inverter output is nominal.' },
      { source: 'message' as const, speaker: 'user', text: 'And the tracker?' },
      { text: 'Looking at the tracker next.' },
    ];
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });

  it('does not trip on a summary asked for part by part: each part says other things than the last', () => {
    const turns = [
      {
        source: 'message' as const,
        speaker: 'user',
        text: 'We changed the exporter to batch pages, kept a local image store, moved graph building to a queue and pinned the tokenizer. Write the handover in parts.',
      },
      {
        text: 'Design choices: batch the exporter pages and keep the local image store.',
        reply: 'Next part.',
      },
      { text: 'Changed parts: graph building moved to a queue worker.', reply: 'Next part.' },
      { text: 'Constraints: the tokenizer stays pinned, pages exported in batches.' },
    ];
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });

  it('does not count one message written in parts (messages back to back) as restatements', () => {
    const turns = [
      task,
      { text: 'I am going to move the overdue Northwind invoices to the collections queue and tag them.' },
      { text: 'I will move the overdue Northwind invoices to the collections queue, tagged Q3-review.' },
      { text: 'Moving the overdue Northwind invoices to the collections queue and tagging them Q3-review.' },
    ];
    expect(detect(textRepeat(), turns).detection).toBeUndefined();
  });
});
