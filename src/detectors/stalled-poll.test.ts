import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/**
 * A solver polled `count` times, each check made beside a 30-second sleep in one turn, at `progress(poll)`
 * percent in `state`; the log line's clock moves on every answer, and the sleep answers `slept` (`slept 30s`, or
 * nothing).
 */
function solverPolls(
  count: number,
  progress: (poll: number) => number,
  slept: (poll: number) => string = () => 'slept 30s',
  state = 'running',
): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Run the timetable solver and report.' }];
  for (let poll = 0; poll < count; poll++) {
    const clock = `2026-08-04T21:0${Math.floor(poll / 3)}:${String(10 + (poll % 3) * 17).padStart(2, '0')}.751Z`;
    const status = `\u001b[2m${clock}\u001b[0m \u001b[32mINFO\u001b[0m solve-5be105 state=\u001b[1m${state}\u001b[0m progress=${progress(poll)}%\n${clock} DEBUG heartbeat worker=w-4 poll_ms=${200 + poll * 37}`;
    messages.push(
      ...callTurn(
        { id: `s${poll}`, name: 'sleep', args: '{"seconds":30}', result: slept(poll) },
        { id: `c${poll}`, name: 'solver_status', args: '{"solve_id":"solve-5be105"}', result: status },
      ),
    );
  }
  return messages;
}

const verdictOf = (messages: TranscriptMessage[]) => loopVerdictOf('solver', messages);

describe('a poll that moved and then stopped', () => {
  it('gets a status poll’s allowance, waits or not: 15%, 32%, then 32% four times trips', () => {
    const verdict = verdictOf(solverPolls(9, (poll) => (poll === 0 ? 15 : 32)));
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
    // The fourth answer at 32% (maxStatusPolls), not the eighth (maxWaitPolls).
    expect('round' in verdict && verdict.round).toBe(5);
  });

  it('lets a job still queued stay where it is for the whole wait allowance', () => {
    expect(verdictOf(solverPolls(7, () => 5, undefined, 'queued')).tripped).toBe(false);
  });

  it('reads a job at work whose progress never moved as stopped at the fifth alike answer', () => {
    const verdict = verdictOf(solverPolls(9, () => 88));
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
    expect('round' in verdict && verdict.round).toBe(5);
  });

  it('lets a step of a job at work take four polls’ time, then move on', () => {
    expect(verdictOf(solverPolls(9, (poll) => (poll < 4 ? 60 : 60 + poll * 5))).tripped).toBe(false);
  });

  it('lets a job that keeps moving be polled as long as it moves', () => {
    expect(verdictOf(solverPolls(12, (poll) => 3 + poll * 8)).tripped).toBe(false);
  });

  it('reads the sleep beside the check as no news, whatever it printed (slept 30s, then nothing)', () => {
    const verdict = verdictOf(
      solverPolls(
        9,
        (poll) => (poll === 0 ? 15 : 32),
        (poll) => (poll < 3 ? 'slept 30s' : ''),
      ),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
    expect('round' in verdict && verdict.round).toBe(5);
  });
});

describe('a job whose progress is counted under a compound key', () => {
  /** A period-close job polled `count` times, `processed(poll)` contracts of 1,154 through, errors 0. */
  const closePolls = (
    count: number,
    processed: (poll: number) => number,
    phase = (_poll: number) => 'PROCESSING',
  ) => {
    const messages: TranscriptMessage[] = [{ role: 'user', content: 'Close the lease period and report.' }];
    for (let poll = 0; poll < count; poll++)
      messages.push(
        ...callTurn({
          id: `p${poll}`,
          name: 'lease_period_close_status',
          args: '{"run_id":"42031894"}',
          result: JSON.stringify({
            job: 'LEASE_CLOSE',
            status: 'RUNNING',
            phase: phase(poll),
            contracts_processed: processed(poll),
            contracts_total: 1154,
            errors: 0,
            checked_at: `2026-12-06T09:${String(48 + poll).padStart(2, '0')}:37.700Z`,
            _meta: { request_id: `6e30${poll}fad-a8e0`, latency_ms: 300 + ((poll * 137) % 500) },
          }),
        }),
      );
    return messages;
  };

  it('reads `contracts_processed` climbing as progress: eleven polls, a phase changing on the way, are not stopped', () => {
    const verdict = loopVerdictOf(
      'close',
      closePolls(
        11,
        (poll) => 94 + poll * 97,
        (poll) => (poll < 8 ? 'PROCESSING' : 'POSTING'),
      ),
    );
    expect(verdict.tripped).toBe(false);
  });

  it('still stops the job when that count stands still', () => {
    expect(
      loopVerdictOf(
        'close',
        closePolls(11, () => 581),
      ).tripped,
    ).toBe(true);
  });
});

describe('a job whose own last-change time stands still', () => {
  /**
   * A tensile batch polled `count` times beside a 60-second sleep, pending with `done(poll)` of 65 through (no word
   * says it is at work), or queued with no progress when that is `null`; its `updated_at` is
   * `updated(poll)` while the poll's own time, the worker that answered and the ETA churn on every answer.
   */
  function batchPolls(
    count: number,
    done: (poll: number) => number | null,
    updated: (poll: number) => string,
  ): TranscriptMessage[] {
    const messages: TranscriptMessage[] = [{ role: 'user', content: 'Run the tensile batch and report.' }];
    for (let poll = 0; poll < count; poll++) {
      const progress = done(poll);
      const status = JSON.stringify({
        job_id: 'job_GVDUZBWxO8',
        status: progress === null ? 'queued' : 'pending',
        ...(progress === null ? {} : { progress: { done: progress, total: 65 } }),
        updated_at: updated(poll),
        polled_at: `2026-11-11T14:0${poll}:${String(10 + ((poll * 17) % 49)).padStart(2, '0')}.034+08:00`,
        worker: `w-${(poll * 7) % 10}`,
        eta_s: 300 + ((poll * 251) % 500),
        request_id: `req_${(0x1ba6f26b + poll * 0x9e3779b1).toString(16)}`,
      });
      messages.push(
        ...callTurn({ id: `s${poll}`, name: 'sleep', args: '{"seconds":60}', result: 'slept 60s' }),
        ...callTurn({
          id: `c${poll}`,
          name: 'batch_status',
          args: '{"job_id":"job_GVDUZBWxO8"}',
          result: status,
        }),
      );
    }
    return messages;
  }
  const frozen = () => '2026-11-11T14:00:09.109+08:00';
  const batchVerdict = (messages: TranscriptMessage[]) => loopVerdictOf('batch', messages);

  it('gets a status poll’s allowance once progress and its clock stood through three polls', () => {
    const verdict = batchVerdict(batchPolls(7, () => 49, frozen));
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
  });

  it('keeps the wait allowance while the job’s clock moves, its count standing or not', () => {
    const moving = (poll: number) => `2026-11-11T14:0${poll}:02.000+08:00`;
    expect(batchVerdict(batchPolls(7, () => 49, moving)).tripped).toBe(false);
  });

  it('keeps the wait allowance for a job still queued: no progress has stood yet', () => {
    expect(batchVerdict(batchPolls(7, () => null, frozen)).tripped).toBe(false);
  });
});
