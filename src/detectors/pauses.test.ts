import { describe, expect, it } from 'vitest';
import { replayTranscript } from '../replay/replay-transcript.js';
import type { TranscriptMessage } from '../replay/transcript.js';

const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null };

/** The same status call `count` times, `gapSeconds` apart, always the same answer. */
function polls(
  count: number,
  gapSeconds: number,
  start = Date.parse('2026-12-01T08:00:00Z'),
  answer = '{"state":"rolling","healthy":"2/4"}',
): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Watch the deploy.', timestamp: start }];
  for (let index = 0; index < count; index++) {
    const at = start + index * gapSeconds * 1_000;
    messages.push({
      role: 'assistant',
      content: null,
      timestamp: at,
      tool_calls: [
        { id: `c${index}`, type: 'function', function: { name: 'deploy_status', arguments: '{"id":"d-7"}' } },
      ],
    });
    messages.push({
      role: 'tool',
      tool_call_id: `c${index}`,
      content: answer,
      timestamp: at + 200,
    });
  }
  return messages;
}

const verdictOf = (messages: TranscriptMessage[]) =>
  replayTranscript({ id: 'polls', messages, source: 'test' }, unlimited);

describe('pauses between calls', () => {
  it('a tight loop of the same answer trips at the third call', () => {
    expect(verdictOf(polls(10, 1))).toMatchObject({ tripped: true, detector: 'repeated_action', round: 3 });
  });

  it('calls a minute apart whose answer says it is still going are polls that wait: eight times before it trips', () => {
    const pending = (count: number) => polls(count, 60, undefined, '{"state":"pending","healthy":"2/4"}');
    expect(verdictOf(pending(6)).tripped).toBe(false);
    expect(verdictOf(pending(12))).toMatchObject({ tripped: true, detector: 'repeated_action', round: 8 });
  });

  it('a record read again a minute apart, its answer saying nothing is going on, gets a status poll allowance of four', () => {
    expect(verdictOf(polls(3, 60)).tripped).toBe(false);
    expect(verdictOf(polls(12, 60))).toMatchObject({ tripped: true, detector: 'repeated_action', round: 4 });
  });

  it('a person asking again a minute later is no repeat of the model: the wait allowance holds', () => {
    const start = Date.parse('2026-12-01T08:00:00Z');
    const messages: TranscriptMessage[] = [];
    for (let index = 0; index < 5; index++) {
      const at = start + index * 120_000;
      messages.push({
        role: 'user',
        content: 'Look up the Helio Dental account again, please.',
        timestamp: at,
      });
      messages.push({
        role: 'assistant',
        content: null,
        timestamp: at + 60_000,
        tool_calls: [
          { id: `u${index}`, type: 'function', function: { name: 'sf_get', arguments: '{"id":"001qky"}' } },
        ],
      });
      messages.push({
        role: 'tool',
        tool_call_id: `u${index}`,
        content: '{"Name":"Helio Dental","Owner":"R. Ames"}',
      });
      messages.push({
        role: 'assistant',
        content: [
          'Helio Dental is owned by R. Ames.',
          'Unchanged since you asked: the owner is still R. Ames.',
          'Same record as before; nobody has reassigned it.',
          'Still R. Ames on the account, no edits since this morning.',
          'No change yet. I can set a reminder to look again tomorrow.',
        ][index] as string,
        timestamp: at + 61_000,
      });
    }
    expect(verdictOf(messages).tripped).toBe(false);
  });

  it('calls half an hour apart start afresh: a heartbeat never trips', () => {
    expect(verdictOf(polls(20, 1_800)).tripped).toBe(false);
  });

  it('follows the thresholds given as options', () => {
    const verdict = replayTranscript(
      { id: 'polls', messages: polls(20, 1_800), source: 'test' },
      { ...unlimited, loop: { freshGapMs: 3_600_000, waitGapMs: 3_600_000 } },
    );
    expect(verdict).toMatchObject({ tripped: true, round: 3 });
  });
});
