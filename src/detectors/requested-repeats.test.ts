import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { answeredOffer, requestedRepeats } from './requested-repeats.js';

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
