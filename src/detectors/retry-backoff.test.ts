import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/** A write failing `failures` times with one upstream timeout, then going through; a sleep of `waits[i]` s before retry i. */
function retries(failures: number, waits: readonly number[]): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Attach the census record to person I734.' },
  ];
  for (let attempt = 0; attempt <= failures; attempt++) {
    const wait = waits[attempt - 1];
    if (attempt > 0 && wait !== undefined)
      messages.push(
        ...callTurn({
          id: `s${attempt}`,
          name: 'sleep',
          args: `{"seconds":${wait}}`,
          result: `slept ${wait}s`,
        }),
      );
    const error = `{"jsonrpc":"2.0","id":${190 + 2 * attempt},"error":{"code":-32001,"message":"archives upstream timeout"}}`;
    messages.push(
      ...callTurn({
        id: `u${attempt}`,
        name: 'update_person',
        args: '{"person_id":"I734","source":"rec-PR-19063"}',
        result: attempt < failures ? error : '{"person_id":"I734","revision":7}',
      }),
    );
  }
  return messages;
}

const verdictOf = (messages: TranscriptMessage[]) => loopVerdictOf('retries', messages);

describe('retries that wait first', () => {
  it('lets a write retried after growing waits go through: a back-off is a poll of the dependency', () => {
    expect(verdictOf(retries(4, [5, 10, 20, 40])).tripped).toBe(false);
  });

  it('lets a write through that an upstream timeout failed three times with no wait: a client retries an outage', () => {
    expect(verdictOf(retries(3, [])).tripped).toBe(false);
  });

  it('still stops the same write retried with no wait at the fourth outage', () => {
    expect(verdictOf(retries(5, []))).toMatchObject({ tripped: true, detector: 'retry_storm', round: 4 });
  });

  it('still stops retries that wait past the wait allowance', () => {
    const verdict = verdictOf(
      retries(
        12,
        Array.from({ length: 12 }, () => 5),
      ),
    );
    expect(verdict).toMatchObject({ tripped: true, code: 'GUARD_RETRY_STORM' });
  });
});

describe("a check run again at a person's request", () => {
  /** A check failing each time otherwise, re-run after each of `asks` (a person's reply to the model's report). */
  function reruns(asks: readonly string[]): TranscriptMessage[] {
    const messages: TranscriptMessage[] = [{ role: 'user', content: 'Test the webhook endpoint.' }];
    const errors = ['dns lookup failed', 'tls handshake timeout', 'HTTP 502 from endpoint'];
    for (let attempt = 0; attempt <= asks.length; attempt++) {
      messages.push(
        ...callTurn({
          id: `t${attempt}`,
          name: 'endpoint_test',
          args: '{"hook":"wh-7"}',
          result: `{"ok":false,"error":"test ping: ${errors[attempt % errors.length]}"}`,
        }),
      );
      messages.push({ role: 'assistant', content: 'The test ping failed.' });
      const ask = asks[attempt];
      if (ask !== undefined) messages.push({ role: 'user', content: ask });
    }
    return messages;
  }

  it('starts a new count after each "run it again, I changed something"', () => {
    const asks = [
      'Run it again, I changed the DNS.',
      'Run it again please, fixed the cert.',
      'Once more, I restarted it.',
    ];
    expect(verdictOf(reruns(asks)).tripped).toBe(false);
  });

  it('still counts failures a person only nudges on', () => {
    expect(verdictOf(reruns(['Keep going.', 'Keep going.', 'Keep going.'])).tripped).toBe(true);
  });
});
