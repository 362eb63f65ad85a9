import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/**
 * A job polled `count` times, every other check made beside a 30-second wait in one turn (`get_job` + `wait`),
 * the job at `progress(poll)` (`null`: no figure), with a heartbeat unless `beat` is false.
 */
function polls(count: number, progress: (poll: number) => number | null, beat = true): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Wait for the rebalance job, then report.' },
  ];
  for (let poll = 0; poll < count; poll++) {
    const figure = progress(poll);
    const heartbeat = beat ? `,"heartbeat":"2026-11-22T06:2${poll % 10}:39.674Z"` : '';
    const job = `{"job_id":"job-81e2cbc2","state":"waiting for van check-in"${figure === null ? '' : `,"pages_done":${figure}`}${heartbeat}}`;
    const check = { id: `j${poll}`, name: 'get_job', args: '{"job_id":"job-81e2cbc2"}', result: job };
    const wait = { id: `w${poll}`, name: 'wait', args: '{"seconds":30}', result: 'waited 30s' };
    messages.push(...(poll % 2 === 1 ? callTurn(check, wait) : callTurn(check)));
  }
  return messages;
}

const verdictOf = (messages: TranscriptMessage[]) => loopVerdictOf('polls', messages);

describe('a status checked beside a wait', () => {
  it('is the same poll as the check alone: a job still waiting trips at the wait allowance', () => {
    // The eighth answer alike (maxWaitPolls): the wait's own `waited 30s` is no news that restarts the count.
    expect(verdictOf(polls(14, () => null))).toMatchObject({
      tripped: true,
      detector: 'repeated_action',
      round: 8,
    });
  });

  it('lets a job whose figure moves be polled as long as it moves', () => {
    expect(verdictOf(polls(14, (poll) => 5 + poll * 6)).tripped).toBe(false);
  });
});

describe('a figure that moved and then stayed', () => {
  const climbs = (poll: number) => (poll < 7 ? 45 + 50 * poll : 345);

  it('counts the first answer where it stayed as news: a crawl at 345 pages twice is no repeat of its climb', () => {
    expect(verdictOf(polls(9, climbs)).tripped).toBe(false);
    expect(verdictOf(polls(9, climbs, false)).tripped).toBe(false);
  });

  it('still stops a figure that stays put, counting the polls from its last move', () => {
    const verdict = verdictOf(polls(24, climbs));
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
    // `pages_done` is progress: the job moved and then stopped, so its fourth answer at 345 (round 10, the status
    // poll's allowance from its last move at round 7) trips, waits or not.
    expect('round' in verdict && verdict.round).toBe(10);
  });
});

/** A reading watched `count` times, a `wait 60` turn before each read, the reading at `reading(poll)`. */
function watch(count: number, reading: (poll: number) => number): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Tell me when affected customers fall under 100.' },
  ];
  for (let poll = 0; poll < count; poll++) {
    const status = `customers_affected: ${reading(poll)}`;
    messages.push(
      ...callTurn({
        id: `r${poll}`,
        name: 'noc_status',
        args: '{"metric":"customers_affected"}',
        result: status,
      }),
    );
    messages.push(
      ...callTurn({ id: `w${poll}`, name: 'wait', args: '{"seconds":60}', result: 'waited 60s' }),
    );
  }
  return messages;
}

describe('waits between readings', () => {
  it('are no repeats while the reading between them moves, however often it stays a while', () => {
    const reading = (poll: number) => 4000 - 300 * Math.floor(poll / 3);
    expect(verdictOf(watch(14, reading)).tripped).toBe(false);
  });

  it('still stop when nothing moves at all', () => {
    expect(verdictOf(watch(14, () => 4000)).tripped).toBe(true);
  });
});
