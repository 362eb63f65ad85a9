import { describe, expect, it } from 'vitest';
import { replayTranscript } from '../replay/replay-transcript.js';
import type { TranscriptMessage } from '../replay/transcript.js';

const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null };

/** A write failing `failures` times with one upstream timeout, then going through; a sleep of `waits[i]` s before retry i. */
function retries(failures: number, waits: readonly number[]): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Attach the census record to person I734.' },
  ];
  const call = (id: string, name: string, args: string) =>
    messages.push({
      role: 'assistant',
      content: null,
      tool_calls: [{ id, type: 'function', function: { name, arguments: args } }],
    });
  for (let attempt = 0; attempt <= failures; attempt++) {
    const wait = waits[attempt - 1];
    if (attempt > 0 && wait !== undefined) {
      call(`s${attempt}`, 'sleep', `{"seconds":${wait}}`);
      messages.push({ role: 'tool', tool_call_id: `s${attempt}`, content: `slept ${wait}s` });
    }
    call(`u${attempt}`, 'update_person', '{"person_id":"I734","source":"rec-PR-19063"}');
    const error = `{"jsonrpc":"2.0","id":${190 + 2 * attempt},"error":{"code":-32001,"message":"archives upstream timeout"}}`;
    messages.push({
      role: 'tool',
      tool_call_id: `u${attempt}`,
      content: attempt < failures ? error : '{"person_id":"I734","revision":7}',
    });
  }
  return messages;
}

const verdictOf = (messages: TranscriptMessage[]) =>
  replayTranscript({ id: 'retries', messages, source: 'test' }, unlimited);

describe('retries that wait first', () => {
  it('lets a write retried after growing waits go through: a back-off is a poll of the dependency', () => {
    expect(verdictOf(retries(4, [5, 10, 20, 40])).tripped).toBe(false);
  });

  it('still stops the same write retried with no wait at the third failure', () => {
    expect(verdictOf(retries(4, []))).toMatchObject({ tripped: true, detector: 'retry_storm', round: 3 });
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
      messages.push({
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `t${attempt}`,
            type: 'function',
            function: { name: 'endpoint_test', arguments: '{"hook":"wh-7"}' },
          },
        ],
      });
      messages.push({
        role: 'tool',
        tool_call_id: `t${attempt}`,
        content: `{"ok":false,"error":"test ping: ${errors[attempt % errors.length]}"}`,
      });
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
