import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/**
 * A webhook replay polled `count` times: `delivered(poll)` of 120 delivered, and a rate-limit bucket that moves
 * up and down with other traffic (`bucket(poll)` of 100), a fresh clock on every answer.
 */
function replayPolls(
  count: number,
  delivered: (poll: number) => number,
  bucket: (poll: number) => number,
): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Replay yesterday’s webhooks and tell me when done.' },
  ];
  for (let poll = 0; poll < count; poll++) {
    const clock = `2026-11-18T10:0${Math.floor(poll / 6)}:${String(10 + (poll % 6) * 8).padStart(2, '0')}.088Z`;
    messages.push(
      ...callTurn({
        id: `p${poll}`,
        name: 'webhook_replay_status',
        args: '{"batch":"rb_44051c792b79ab"}',
        result: `batch rb_44051c792b79ab state=running delivered=${delivered(poll)}/120 failed=0 checked_at=${clock} rl_bucket=${bucket(poll)}/100`,
      }),
    );
  }
  return messages;
}

const buckets = [45, 91, 13, 56, 24, 79, 62, 60, 76, 73, 49, 69];
const verdictOf = (messages: TranscriptMessage[]) => loopVerdictOf('replay', messages);

describe('values that go up and down through one call’s answers', () => {
  it('are no news: a delivery count stuck at 85 while the rate-limit bucket bounces trips', () => {
    const verdict = verdictOf(
      replayPolls(
        12,
        (poll) => (poll === 0 ? 38 : 85),
        (poll) => buckets[poll] as number,
      ),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
  });

  it('leave a count that keeps moving one way alone, however the bucket bounces', () => {
    const verdict = verdictOf(
      replayPolls(
        12,
        (poll) => 10 * (poll + 1),
        (poll) => buckets[poll] as number,
      ),
    );
    expect(verdict.tripped).toBe(false);
  });

  it('need three readings: a bucket that moved once is news', () => {
    // Two answers that differ in one bounce-free value: no direction is known yet.
    const verdict = verdictOf(
      replayPolls(
        2,
        () => 85,
        (poll) => buckets[poll] as number,
      ),
    );
    expect(verdict.tripped).toBe(false);
  });

  it('include a value that only rose through the readings: a trend is news', () => {
    // The bucket only fills (45, 50, 55, …) while the count stays: each answer says something new.
    const verdict = verdictOf(
      replayPolls(
        6,
        () => 85,
        (poll) => 45 + 5 * poll,
      ),
    );
    expect(verdict.tripped).toBe(false);
  });
});
