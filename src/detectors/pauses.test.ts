import { describe, expect, it } from 'vitest';
import { replayTranscript } from '../replay/replay-transcript.js';
import type { TranscriptMessage } from '../replay/transcript.js';

const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null };

/** The same status call `count` times, `gapSeconds` apart, always the same answer. */
function polls(
  count: number,
  gapSeconds: number,
  start = Date.parse('2026-12-01T08:00:00Z'),
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
      content: '{"state":"rolling","healthy":"2/4"}',
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

  it('calls a minute apart are polls that wait: the same answer eight times before it trips', () => {
    expect(verdictOf(polls(6, 60)).tripped).toBe(false);
    expect(verdictOf(polls(12, 60))).toMatchObject({ tripped: true, detector: 'repeated_action', round: 8 });
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
