import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { answeredOffer, namedCount, requestedRepeats } from './requested-repeats.js';

describe('requestedRepeats', () => {
  it.each([
    ['Run it 5 times locally and tell me whether it ever fails.', 5],
    ['Please try the upload three times before giving up.', 3],
    ['Poll the endpoint 10x and report the latencies.', 10],
    ['Call it twice, I want to see whether it is idempotent.', 2],
    ['Rerun the flaky test 500 times.', 100],
  ])('%s → %s', (text, count) => expect(requestedRepeats(text)).toBe(count));

  it.each([
    'Clean the sales CSV.',
    'The job failed 3 times last night; find out why.',
    'Run the tests.',
    'It is 5 times faster now.',
  ])('%s asks for no reruns', (text) => expect(requestedRepeats(text)).toBeNull());
});

describe('namedCount', () => {
  it.each([
    ['Läs av effekten i anslutningspunkten 9 gånger, ungefär en gång i minuten.', 9],
    ['Basaha ang service level sa BILLING_EN 11 ka beses, matag usa ka minuto.', 11],
    ['Prati protok goriva na glavnom stroju – 8 očitanja, otprilike svake dvije minute.', 8],
    ['Funda CR4.PULP_T izihlandlo 9, rhoqo emva kwemizuzu 15.', 9],
  ])('%s names %s', (text, count) => expect(namedCount(text)).toBe(count));

  it.each([
    'Check rack B3-R12 and tell me what is wrong.',
    'Read it 2 times.',
    'Read it 45 times.',
    'Voltage at 2026-12-05 14:30 was 3.7, reading 40%.',
  ])('%s names no count', (text) => expect(namedCount(text)).toBeNull());
});

/** A person asking, in Swedish, for `asked` readings of a meter; the model takes `taken`, each value `value(i)`. */
function readings(asked: number, taken: number, value: (index: number) => string): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    {
      role: 'user',
      content: `Läs av effekten i anslutningspunkten ${asked} gånger, ungefär en gång i minuten.`,
    },
  ];
  for (let index = 0; index < taken; index++)
    messages.push(
      ...callTurn({
        id: `r${index}`,
        name: 'pcs_meter_read',
        args: '{"point":"POC/MMXU1.TotW.mag.f"}',
        result: `POC/MMXU1.TotW.mag.f = ${value(index)} MW  q=good  t=2026-12-05T15:${10 + index}:02Z  f=50.00 Hz`,
      }),
    );
  messages.push({ role: 'assistant', content: `${taken} readings taken.` });
  return messages;
}

describe('readings a person asked for in their own words', () => {
  const moving = (index: number) =>
    ['18.154', '19.033', '20.020', '19.537', '20.077', '20.085'][index % 6] as string;

  it('are let through up to the count the message names while the reading moves', () => {
    expect(loopVerdictOf('asked 9', readings(9, 9, moving)).tripped).toBe(false);
  });

  it('are stopped past that count, and at the usual repeat when the reading does not move', () => {
    expect(loopVerdictOf('asked 5, took 9', readings(5, 9, moving)).round).toBe(7);
    expect(
      loopVerdictOf(
        'stuck',
        readings(9, 9, () => '18.154'),
      ).round,
    ).toBe(3);
  });
});

describe('answeredOffer', () => {
  const offer = "VAL-112 still fails. Tell me when you have changed something and I'll check again.";

  it("reads a person answering the model's offer to check again, in whatever language, as a request", () => {
    expect(answeredOffer(offer, 'Vahetasin kaabli ära. Palun kontrolli uuesti.')).toBe(true);
  });

  it('does not read a nudge, a message with no offer before it, or an offer of nothing again as one', () => {
    expect(answeredOffer(offer, 'go on')).toBe(false);
    expect(answeredOffer('VAL-112 still fails.', 'Vahetasin kaabli ära. Palun kontrolli uuesti.')).toBe(
      false,
    );
    expect(
      answeredOffer('Done. Let me know if you need anything else.', 'Please proceed with the next step.'),
    ).toBe(false);
  });
});

/** A check failing three times, run again after each of the person's `reply`; the fourth run passes. */
function rechecks(reply: string): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Miks ONT 0/3/12:9 ei tööta?' }];
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) messages.push({ role: 'user', content: reply });
    messages.push(
      ...callTurn({
        id: `v${attempt}`,
        name: 'service_validate',
        args: '{"device":"olt-bsk-01","ont":"0/3/12:9"}',
        result: attempt < 3 ? 'result: FAIL VAL-112 S-VLAN 2201 missing' : 'result: OK',
      }),
      {
        role: 'assistant',
        content:
          attempt < 3
            ? "0/3/12:9 still fails: VAL-112. Tell me when you have changed something and I'll check again."
            : '0/3/12:9 now passes.',
      },
    );
  }
  return messages;
}

describe('a check run again when the person answers the offer to', () => {
  it('lets the re-runs through', () => {
    expect(
      loopVerdictOf('offer answered', rechecks('Vahetasin kaabli ära. Palun kontrolli uuesti.')).tripped,
    ).toBe(false);
  });

  it('still stops them when the answers are nudges', () => {
    expect(loopVerdictOf('nudged', rechecks('go on')).tripped).toBe(true);
  });
});
