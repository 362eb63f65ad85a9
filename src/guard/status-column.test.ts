import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { statusColumnGoing } from './status-column.js';

const bjobs = (stat: string, host: string, iteration: number, memory: number) =>
  [
    'JOBID   USER     STAT  QUEUE     EXEC_HOST   JOB_NAME          SUBMIT_TIME',
    `676245  mkovac   ${stat}   pnr_long  ${host}     route_opt_ddr     Jul 26 12:26:09`,
    '--- tail route_opt.log ---',
    `[12:26:09] route_opt: iteration ${iteration}/30  DRCs ${3561 - iteration * 70}  WNS -0.0804`,
    `[12:26:09] mem ${memory}G cpu ${1500 + memory * 40}%`,
  ].join('\n');

const squeue =
  '   JOBID PARTITION     NAME     USER ST       TIME  NODES\n    4411       gpu    train      ana PD       0:00      1';
const qstat =
  'Job id            Name    User      Time Use S Queue\n88.pbs01          sim     bo        00:01:10 R workq';

describe('statusColumnGoing', () => {
  it("reads a scheduler's status column: LSF, Slurm and PBS", () => {
    expect(statusColumnGoing(bjobs('RUN', 'farm-n46', 4, 20.7))).toBe(true);
    expect(statusColumnGoing(bjobs('PEND', '-', 0, 0))).toBe(true);
    expect(statusColumnGoing(squeue)).toBe(true);
    expect(statusColumnGoing(qstat)).toBe(true);
  });

  it('reads a job that ended, a table with no status column and a text with no table as no status', () => {
    expect(statusColumnGoing(bjobs('DONE', 'farm-n46', 30, 20.7))).toBe(false);
    expect(statusColumnGoing('NAME  READY  AGE\nweb-1  1/1  3d')).toBe(false);
    expect(statusColumnGoing('route_opt finished')).toBe(false);
  });
});

/**
 * A job polled `polls` times: its iteration climbs to `stopsAt` and stays; the host that answers, its memory and
 * cpu churn throughout, each poll a few minutes after the last.
 */
function polled(polls: number, stopsAt: number): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Run route_opt for u_ddr_phy and tell me when done.' },
  ];
  for (let poll = 0; poll < polls; poll++) {
    const minute = String(26 + poll * 2).padStart(2, '0');
    const result = bjobs(
      'RUN',
      `farm-n${10 + ((poll * 37) % 41)}`,
      Math.min(4 + poll * 3, stopsAt),
      20 + ((poll * 7) % 11),
    ).replaceAll('12:26:09', `12:${minute}:${String((poll * 17) % 60).padStart(2, '0')}`);
    messages.push(...callTurn({ id: `p${poll}`, name: 'pnr_job_status', args: '{"job":"676245"}', result }));
  }
  return messages;
}

describe('a scheduler job polled through its status table', () => {
  it('is stopped once its progress stays put while the host, memory and cpu churn', () => {
    expect(loopVerdictOf('stuck', polled(16, 14)).tripped).toBe(true);
  });

  it('is let through while its iteration climbs', () => {
    expect(loopVerdictOf('climbing', polled(9, 30)).tripped).toBe(false);
  });
});

describe('a readiness column', () => {
  const deploy = (ready: string, age: string) =>
    `NAME             READY   UP-TO-DATE   AVAILABLE   AGE\nroutes-planner   ${ready}     1            2           ${age}`;

  it('reads fewer ready than wanted as a rollout going on, all ready or another column as none', () => {
    expect(statusColumnGoing(deploy('1/3', '44d'))).toBe(true);
    expect(statusColumnGoing(deploy('0/1', '3m'))).toBe(true);
    expect(statusColumnGoing(deploy('3/3', '44d'))).toBe(false);
    expect(statusColumnGoing('NAME   RESTARTS   AGE\nweb-1  1/3        4d')).toBe(false);
  });
});
