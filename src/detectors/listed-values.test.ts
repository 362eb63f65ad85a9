import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { listedValues } from './listed-values.js';

/** A bounded model check run at each of `depths`, every one passing with the same long log. */
function ladder(request: string, depths: readonly number[]): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: request }];
  const log = (depth: number) =>
    [
      "SBY 12:13:55 [axi2apb_bmc] Copy 'rtl/axi2apb.sv' to 'axi2apb_bmc/src/axi2apb.sv'.",
      'SBY 12:13:55 [axi2apb_bmc] engine_0: smtbmc yices',
      'SBY 12:13:56 [axi2apb_bmc] base: finished (returncode=0)',
      `SBY 12:14:08 [axi2apb_bmc] engine_0: ##   0:00:${10 + (depth % 7)}  Status: passed`,
      'SBY 12:14:08 [axi2apb_bmc] summary: engine_0 (smtbmc yices) returned pass',
      'SBY 12:14:08 [axi2apb_bmc] DONE (PASS, rc=0)',
    ].join('\n');
  depths.forEach((depth, run) => {
    messages.push(
      ...callTurn({
        id: `b${run}`,
        name: 'sby_run',
        args: JSON.stringify({ task: 'axi2apb_bmc', depth }),
        result: log(depth),
      }),
    );
  });
  return messages;
}

describe('values a person lists', () => {
  it('are the numbers standing alone in the message, three or more of them', () => {
    expect(listedValues('for the review I need BMC bounds 30, 45, 60, 75, 90 on axi2apb_bmc')).toBe(
      '30 45 60 75 90',
    );
    expect(listedValues('run it between 10 and 20')).toBe('');
    expect(listedValues('ticket ORD-2231 from 2026-12-07 at 14:30')).toBe('');
  });

  it('make calls that each ask another of them the series asked for, however alike their answers', () => {
    const request = 'For the review I need BMC bounds 30, 45, 60, 75, 90 on axi2apb_bmc, each one logged.';
    expect(loopVerdictOf('ladder', ladder(request, [30, 45, 60, 75, 90])).tripped).toBe(false);
  });

  it('leave one of them asked again and again a repeat', () => {
    const request = 'For the review I need BMC bounds 30, 45, 60, 75, 90 on axi2apb_bmc, each one logged.';
    expect(loopVerdictOf('again', ladder(request, [30, 45, 45, 45, 45])).tripped).toBe(true);
  });
});
