import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { mintedIdsOnly } from './minted-ids.js';

describe('mintedIdsOnly', () => {
  it('reads an acknowledgement with a new id minted for it as the same answer', () => {
    expect(
      mintedIdsOnly(
        'task T-66118 assigned to ops-jes; status=accepted',
        'task T-22866 assigned to ops-jes; status=accepted',
      ),
    ).toBe(true);
    expect(
      mintedIdsOnly(
        '* SEARCH\nA0666 OK SEARCH completed (0.674 secs)',
        '* SEARCH\nA9659 OK SEARCH completed (0.902 secs)',
      ),
    ).toBe(true);
    // A time of day is one token, not three counts.
    expect(
      mintedIdsOnly("1 ticket: #4411 'pause' (open) · 08:45:45", "1 ticket: #4411 'pause' (open) · 08:45:49"),
    ).toBe(true);
  });

  it('keeps a changed count, a changed word and too many new ids apart', () => {
    expect(
      mintedIdsOnly('malicious: 12 of 61 engines, status ok', 'malicious: 9 of 61 engines, status ok'),
    ).toBe(false);
    expect(mintedIdsOnly('task T-66118 assigned to ops-jes', 'task T-66118 assigned to ops-vsam')).toBe(
      false,
    );
    expect(mintedIdsOnly('ids A1 B2 C3 were all created today', 'ids A7 B8 C9 were all created today')).toBe(
      false,
    );
    // An answer that is only its id says nothing beside it.
    expect(mintedIdsOnly('T-66118', 'T-22866')).toBe(false);
  });
});

/** An orchestrator handing one task to two workers in turn, each declining it, the attempt counted in the call. */
function handOffs(count: number): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Record 2080337848 fails validation. Fix it.' },
  ];
  let task = 66118;
  for (let attempt = 1; attempt <= count; attempt++) {
    const worker = attempt % 2 === 1 ? 'ops-jes' : 'ops-vsam';
    const other = attempt % 2 === 1 ? 'ops-vsam' : 'ops-jes';
    task = (task * 7919) % 99991;
    messages.push(
      ...callTurn({
        id: `d${attempt}`,
        name: 'delegate_task',
        args: JSON.stringify({ worker, task: 'resolve 2080337848', attempt }),
        result: `task T-${task} assigned to ${worker}; status=accepted`,
      }),
      {
        role: 'user',
        name: worker,
        content: `${worker}: 2080337848 is outside my scope; ${other} owns this record. No changes made.`,
      },
    );
  }
  return messages;
}

describe('a task handed back and forth, each hand-off acknowledged with a new task id', () => {
  it('is a cycle: the attempt counter and the minted task id are no news', () => {
    expect(loopVerdictOf('handoffs', handOffs(8))).toMatchObject({ tripped: true });
  });

  it('is not stopped while each worker answers something new', () => {
    const messages = handOffs(8).map((message, index) =>
      message.role === 'user' && 'name' in message
        ? { ...message, content: `${message.content} Checked ledger page ${index}.` }
        : message,
    );
    expect(loopVerdictOf('handoffs', messages).tripped).toBe(false);
  });
});

describe('mintedIdsOnly beside times, durations and drawn codes', () => {
  const check = (run: string, at: string, ms: string) =>
    `check target=BATCH-0412 rule_set=BAKERY-RS-3 result=FAIL finding="dough-to-oven 19:40 exceeds 18:00 limit" evaluated_at=2026-11-07T08:${at}Z run=${run} dur_ms=${ms}`;

  it('lets when it was said and how long it took change beside a minted id, whatever their count', () => {
    expect(mintedIdsOnly(check('ev-903171', '22:32', '887'), check('ev-381955', '22:58', '248'))).toBe(true);
    // A count that moved beside them is still news.
    expect(
      mintedIdsOnly(
        check('ev-903171', '22:32', '887'),
        check('ev-381955', '22:58', '248').replace('19:40', '19:52'),
      ),
    ).toBe(false);
  });

  it('reads a share of parts or a percentage as a reading, never as a minted id', () => {
    const status = (metres: string, temps: string, time: string) =>
      `RUN ST2-4743 RUNNING  metres=${metres}/1850  zone_temps=${temps}C  overfeed=3%  06:${time}`;
    expect(mintedIdsOnly(status('592', '179/185/187', '36:21'), status('706', '179/185/187', '37:29'))).toBe(
      false,
    );
  });

  it('takes codes drawn at random, after a kind prefix both share, for minted ids', () => {
    const pending = (change: string, token: string) =>
      `{\n  "target": "OEC-12",\n  "param": "caustic_flow_lph",\n  "applied": false,\n  "change_id": "CHG-${change}",\n  "status": "PENDING_CONFIRMATION",\n  "confirm_token": "${token}",\n  "hint": "repeat the call with confirm_token to apply"\n}`;
    expect(mintedIdsOnly(pending('289992', 'G4A4ZP'), pending('552748', 'C5DUTW'))).toBe(true);
    expect(
      mintedIdsOnly(
        'plan PLN-1PF86E makespan 348 min status OPTIMAL',
        'plan PLN-FR82SJ makespan 348 min status OPTIMAL',
      ),
    ).toBe(true);
    // Two prefixes are two kinds of thing.
    expect(
      mintedIdsOnly(
        'plan PLN-1PF86E makespan 348 min status OPTIMAL',
        'plan ORD-FR82SJ makespan 348 min status OPTIMAL',
      ),
    ).toBe(false);
    // A plan's length in minutes is what it says, not how long it took.
    expect(
      mintedIdsOnly(
        'plan PLN-1PF86E makespan 348 min status OPTIMAL',
        'plan PLN-FR82SJ makespan 352 min status OPTIMAL',
      ),
    ).toBe(false);
    expect(
      mintedIdsOnly('solve OPTIMAL in (156 ms) plan ok done', 'solve OPTIMAL in (846 ms) plan ok done'),
    ).toBe(true);
  });

  it('in a middle line, takes only an id drawn anew for churn, not a name renumbered', () => {
    const table = (id: string, node: string) => `result\nrequest ${id} served\nleader ${node} elected\nend`;
    expect(mintedIdsOnly(table('ev-903171', 'node-3'), table('ev-381955', 'node-3'))).toBe(true);
    expect(mintedIdsOnly(table('ev-903171', 'node-3'), table('ev-903171', 'node-5'))).toBe(false);
  });
});

/** Stages a batch's timer may fail at: a check that names another each time says something new. */
const STAGES = ['mixing', 'kneading', 'rolling', 'perforating', 'docking', 'loading'];

/** A rule check re-run on one batch between reads of it, each check answered with a new evaluation id. */
function recheckLoop(count: number, moving: boolean): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Look over BATCH-0412 and tell me where it stands.' },
  ];
  for (let round = 1; round <= count; round++) {
    messages.push(
      ...callTurn({
        id: `r${round}`,
        name: 'batch_get',
        args: '{"id":"BATCH-0412"}',
        result: `record id=BATCH-0412 status="in line" place="table 2" baker="S. Weiss"`,
      }),
      ...callTurn({
        id: `c${round}`,
        name: 'timing_rule_check',
        args: '{"id":"BATCH-0412","ruleset":"default"}',
        result: `check target=BATCH-0412 result=FAIL finding="${moving ? STAGES[round] : 'dough'}-to-oven 19:40 exceeds 18:00 limit" evaluated_at=2026-11-07T08:2${round}:32Z run=ev-${(903171 * round) % 999983} dur_ms=${(round * 397) % 900}`,
      }),
    );
  }
  return messages;
}

describe('a read and a rule check in turn, the check answered with a new run id each time', () => {
  it('is a loop: the run id, when and how long are no news', () => {
    expect(loopVerdictOf('recheck', recheckLoop(5, false))).toMatchObject({ tripped: true });
  });

  it('is not stopped while each check finds another stage failing', () => {
    expect(loopVerdictOf('recheck', recheckLoop(5, true)).tripped).toBe(false);
  });
});
