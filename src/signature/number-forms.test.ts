import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { hashString } from './hash.js';
import { hashObservation } from './observation.js';
import { shapesAlike } from './observation-compare.js';
import { observationShape } from './observation-shape.js';

const reading = (value: string, ms: number) =>
  `[TCPIP0::10.20.4.30::inst0::INSTR] 17:06:33.904 <- ${value} (${ms} ms)`;

/** A thermocouple read again and again through SCPI, answering `values[n]` in scientific notation. */
function soak(values: readonly string[]): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Log the heatsink temperature until it settles.' },
  ];
  values.forEach((value, read) => {
    messages.push(
      ...callTurn({
        id: `r${read}`,
        name: 'scpi_query',
        args: '{"inst":"dmm","cmd":"READ?"}',
        result: reading(value, 60 + read * 17),
      }),
    );
  });
  return messages;
}

describe('a number in scientific notation', () => {
  it('is a value, not an id: readings that differ hash apart, as a hex id that looks alike does not', () => {
    expect(hashObservation(reading('2.787500E+01', 72))).not.toBe(
      hashObservation(reading('3.408600E+01', 72)),
    );
    expect(hashObservation('job mt-773243e484 done')).toBe(hashObservation('job mt-9c0417da46 done'));
    expect(observationShape('loss 1e-05 at 2.5E+01').values).toEqual(['1e-05', '2.5E+01']);
  });

  it('lets a temperature that climbs through scientific readings be logged until it settles', () => {
    const rising = [
      '2.787500E+01',
      '3.408600E+01',
      '3.898600E+01',
      '4.216500E+01',
      '4.400200E+01',
      '4.482100E+01',
    ];
    expect(loopVerdictOf('soak', soak(rising)).tripped).toBe(false);
  });

  it('still stops a reading that never moves', () => {
    expect(loopVerdictOf('stuck', soak(Array(6).fill('2.787500E+01'))).tripped).toBe(true);
  });
});

/** A router polled while its violations stay at 7, its iteration at `iteration(poll)`. */
function router(iteration: (poll: number) => number): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: "The router is on RUN_0460; tell me when it's through." },
  ];
  for (let poll = 0; poll < 6; poll++)
    messages.push(
      ...callTurn({
        id: `s${poll}`,
        name: 'openlane_status',
        args: '{"tag":"RUN_0460"}',
        result: `RUN_0460: 'OpenROAD.DetailedRouting' [INFO DRT-0195] Start ${iteration(poll)}th optimization iteration. ... Number of violations = 7. elapsed ${9 + poll * 4}m`,
      }),
    );
  return messages;
}

describe('an ordinal (`12th`)', () => {
  it('is a number', () => {
    expect(observationShape('Start 12th optimization iteration').values).toEqual(['12']);
  });

  it('that climbs poll after poll is a job at work, its other counts stalled or not', () => {
    expect(
      loopVerdictOf(
        'router',
        router((poll) => 4 + poll * 3),
      ).tripped,
    ).toBe(false);
  });

  it('that stays where it was is a job stuck', () => {
    expect(
      loopVerdictOf(
        'stuck',
        router(() => 12),
      ).tripped,
    ).toBe(true);
  });
});

describe('a reading in scientific notation, compared', () => {
  const answer = (value: string, ms: number) => {
    const text = reading(value, ms);
    return { hash: hashString(text), text };
  };

  it('is the answer itself: moved past its noise, another answer, whatever else stayed', () => {
    expect(shapesAlike(answer('3.297690E+00', 194), answer('1.802700E+00', 109))).toBe(false);
  });

  it('within its noise, the same answer read again', () => {
    expect(shapesAlike(answer('3.297690E+00', 194), answer('3.298110E+00', 109))).toBe(true);
  });
});
