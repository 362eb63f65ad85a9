import { describe, expect, it } from 'vitest';
import { detect, stepsFrom, times } from '../../test/helpers/steps.js';
import { repeatedAction } from './repeated-action.js';

/** A sub-agent's report on one task: its run id, time and tool-call count churn, the finding does not. */
const report = (run: number, toolCalls: number) =>
  JSON.stringify({
    agent: 'income-analyst',
    runId: `run_${(0x5f3a9c1 * (run + 3)).toString(36)}Q${run}x`,
    status: 'completed',
    durationMs: 20_000 + ((run * 7_919) % 60_000),
    toolCalls,
    report:
      '2612040008: blocked — Evidence DOC-0008-01 is a 2024 W-2; condition PTD-118 requires tax years 2024 and 2025. I cannot change that from my role.',
  });

/** A gauge read through an edge whose name and timing footer change on every read. */
const gauge = (value: number, read: number) =>
  `EVENT-TICKETING 2026-11-01 20:${String(10 + read * 5).padStart(2, '0')}:54.097\nMETRIC......................: tickets sold per minute\nVALUE.......................: ${value.toFixed(2)}\nUNIT........................: tix/min\nWINDOW.POINTS...............: ${[19, 9, 26, 12, 25, 15][read % 6]}\n-- x-trace-id=${(0x7db7e404 + read * 7_777).toString(16)} x-edge=edge-${['fra-1', 'lhr-4', 'ams-2'][read % 3]} ${[23, 167, 780, 68][read % 4]}ms`;

describe('churn has no direction', () => {
  it('counts a turn whose only news was a trend as a repeat once an alike answer breaks it', () => {
    const delegate = { agent: 'income-analyst', task: { objective: 'Find out why 2612040008 is stuck' } };
    // toolCalls 10 → 6 → 3 reads as a trend at the third answer; 9 at the fourth shows it was churn.
    const turns = [10, 6, 3, 9].map((toolCalls, run) => ({
      tool: 'delegateTask',
      args: delegate,
      result: report(run, toolCalls),
    }));
    const steps = stepsFrom(turns);
    expect(steps[2]?.trended).toBe(true);
    expect(steps[3]?.novel).toBe(false);
    const { detection, step } = detect(repeatedAction(), turns);
    expect(step).toBe(4);
    expect(detection?.rounds).toEqual([2, 3, 4]);
  });

  it('lets a trend that goes on stand as news', () => {
    const delegate = { agent: 'income-analyst', task: { objective: 'Find out why 2612040008 is stuck' } };
    const turns = [10, 8, 6, 4, 2].map((toolCalls, run) => ({
      tool: 'delegateTask',
      args: delegate,
      result: report(run, toolCalls),
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('reads a gauge as trending through footers that name another edge each time, below zero too', () => {
    const values = [388.17, 328.97, 281.61, 221.67, 165.06, 93.28, 16.69, -3.29, -46.21, -81.36];
    const turns = values.flatMap((value, read) => [
      { tool: 'timer.sleep', args: { seconds: 300 }, result: '{"slept":300,"unit":"s"}' },
      { tool: 'sales.velocity', args: { eventId: 'EVT-1207', interval: '1m' }, result: gauge(value, read) },
    ]);
    const steps = stepsFrom(turns);
    const reads = steps.filter((_, index) => index % 2 === 1);
    expect(reads.slice(2).every((read) => read.novel)).toBe(true);
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('still stops a gauge that stays where it is while its footer churns', () => {
    const turns = times(4, (read) => ({
      tool: 'sales.velocity',
      args: { eventId: 'EVT-1207', interval: '1m' },
      result: gauge(246.09, read),
    }));
    expect(detect(repeatedAction(), turns).step).toBe(3);
  });
});

/** An inspection answer whose `_meta` names the front end that served it, which flips between answers. */
const inspection = (url: string, verdict: string, served: number) =>
  JSON.stringify(
    {
      inspectionUrl: url,
      verdict,
      coverage: 'Submitted and indexed',
      _meta: {
        'x-goog-request-id': `${(0x154d138f + served * 7_919).toString(16)}-e2ed-4e0b-b6dc-88ce0ff6cab8`,
        server: (Math.imul(served + 1, 0x9e3779b1) >>> 30) & 1 ? 'ESF' : 'GSE',
        tookMs: 50 + ((served * 37) % 800),
      },
    },
    null,
    2,
  );

describe('a fan-out repeated whole', () => {
  const urls = ['/recipes/miso-ramen-1', '/collections/smoky-gnocchi-2', '/guides/one-pot-dal-4'];
  const verdicts = ['PASS', 'NEUTRAL', 'PASS'];

  it('stops the same parallel calls sent again, though a served-by word flips in their answers', () => {
    let served = 0;
    const turns = Array.from({ length: 6 }, () => ({
      calls: urls.map((url, index) => ({
        tool: 'gsc.urlInspection.inspect',
        args: { inspectionUrl: url },
        result: inspection(url, verdicts[index] as string, served++),
      })),
    }));
    const { detection, step } = detect(repeatedAction(), turns);
    expect(detection?.detector).toBe('repeated_action');
    expect(step).toBeLessThanOrEqual(5);
  });

  it('lets a fan-out over other items each time run', () => {
    let served = 0;
    const turns = Array.from({ length: 6 }, (_, round) => ({
      calls: urls.map((url, index) => ({
        tool: 'gsc.urlInspection.inspect',
        args: { inspectionUrl: `${url}-${round}` },
        result: inspection(`${url}-${round}`, verdicts[index] as string, served++),
      })),
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });
});
