import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/** A long message as a mail tool prints it, then the client's line of what the call cost. */
const fetched = (body: string, latency: number, units: number) =>
  `${JSON.stringify({ id: '19a6289d70fbef2d', threadId: '18bf3e05f87f', payload: { body } })}\n\n(latency ${latency} ms, quota units ${units})`;

function reads(bodyOf: (read: number) => string): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'What did Emily say about the contract?' }];
  const latencies = [708, 655, 731, 612, 690];
  const units = [45, 74, 31, 66, 52];
  for (let read = 0; read < 5; read++)
    messages.push(
      ...callTurn({
        id: `g${read}`,
        name: 'gmail_get',
        args: '{"id":"19a6289d70fbef2d","format":"full"}',
        result: fetched(bodyOf(read), latencies[read] as number, units[read] as number),
      }),
    );
  return messages;
}

const thread =
  'On Wed, 11 Mar 2026 Emily Hsu wrote: we can do any morning next week; the draft is attached. '.repeat(30);

describe('a long answer whose client footer is new on every call', () => {
  it('is the same answer: the same message fetched again and again is stopped', () => {
    expect(
      loopVerdictOf(
        'reread',
        reads(() => thread),
      ).tripped,
    ).toBe(true);
  });

  it('is news when the message itself grew: a reply arrived at its end each time', () => {
    expect(
      loopVerdictOf(
        'replies',
        reads((read) => `${thread}Reply ${read}: ${'noted, '.repeat(read + 1)}`),
      ).tripped,
    ).toBe(false);
  });
});
