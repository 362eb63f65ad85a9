import { describe, expect, it } from 'vitest';
import { detect } from '../../test/helpers/steps.js';
import { noNewInformation } from './no-new-information.js';
import { repeatedAction } from './repeated-action.js';

/** A channel read back as a chat tool prints it: every message with its author and time. */
const channel = (messages: readonly (readonly [string, string])[], read: number) =>
  JSON.stringify(
    {
      channel: '~wt-ops',
      messages: messages.map(([from, text], at) => ({
        from,
        at: `2026-01-04T13:0${at}:0${read}+03:00`,
        text,
      })),
      request_id: `req_${(91_733 + read * 7_919).toString(36)}x7`,
    },
    null,
    2,
  );

const reminders = [
  '@laptev can R482 move to tomorrow?',
  '@laptev R482: an answer is needed, please.',
  '@laptev reminder about R482.',
  '@laptev R482, still waiting on you.',
];

/**
 * A reminder posted and the channel read after it, for each reminder; `replyAfter` adds the person's answer to the
 * channel from that reminder on (another line each time).
 */
function postsAndReads(replyAfter = Number.POSITIVE_INFINITY) {
  const posted: (readonly [string, string])[] = [['Nikolai Laptev', 'Model M3 on shift B today.']];
  return reminders.flatMap((text, index) => {
    posted.push(['ops-assistant (bot)', text]);
    if (index >= replyAfter)
      posted.push(['Nikolai Laptev', `Yes, move it to Thursday${index > replyAfter ? ' 09:00' : ''}.`]);
    return [
      {
        tool: 'chat_post',
        args: { channel: 'wt-ops', message: text },
        result: `{"ok":true,"ts":"${1790579887 + index * 41}.552725"}`,
      },
      { tool: 'chat_read', args: { channel: 'wt-ops', since_minutes: 120 }, result: channel(posted, index) },
    ];
  });
}

describe('a bot reading its own posts back', () => {
  it('trips on reminders posted and the channel read after each, showing only the bot’s own posts', () => {
    // Each read is the same call again and brings nothing the bot did not write itself.
    const { detection, step } = detect(noNewInformation(), postsAndReads());
    expect(detection?.detector).toBe('no_new_information');
    expect(step).toBe(8);
  });

  it('does not trip when someone else answers in the channel', () => {
    expect(detect(noNewInformation(), postsAndReads(2)).detection).toBeUndefined();
  });

  it('does not take a job polled by its name for an echo: its progress is news', () => {
    const job = 'recalc of workbook Ashbury_FY27.xlsx';
    const turns = [32, 51, 70, 88].map((percent) => ({
      tool: 'workbook_job_status',
      args: { job },
      result: `{"job":"${job}","state":"running","percent":${percent},"checkedAt":"2026-10-17T21:3${percent % 10}:14Z"}`,
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });
});
