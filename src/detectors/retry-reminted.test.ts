import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/** A hold on a fare, its id minted for this hold. */
const held = (id: string) =>
  JSON.stringify({
    data: { id, offer_id: 'off_0000aC9ZeyeIK8EiMOsUJ4', status: 'held', total_amount: '16583.00' },
  });

/** The booking refused for the card, whatever hold it was made on; the hold echoed in the error. */
const refused = (hold: string, card: string, request: string) =>
  `Error 402: ${JSON.stringify({
    errors: [
      {
        code: 'authentication_required',
        message: `The card ending ${card} requires 3-D Secure by the cardholder.`,
      },
    ],
    meta: { request_id: request, hold_id: hold },
  })}`;

const holds = [
  'hld_0000w9E1u8oLsSlHo0Zh73',
  'hld_0000eE8uZf7JABHwd0GQhi',
  'hld_0000JzlkaCHrjVQGuESCZ2',
  'hld_0000fwdXGZkWkHD1tGFxLs',
];

function attempts(cardOf: (attempt: number) => string, listed: boolean): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Book the 09:40 to Freetown for Isatu Kamara.' },
  ];
  if (listed)
    messages.push(
      ...callTurn({
        id: 'cards',
        name: 'payment_methods_list',
        args: '{}',
        result: JSON.stringify({
          data: ['pm_card_visa_4412', 'pm_card_master_0931', 'pm_card_amex_7710', 'pm_bank_sepa_2201'],
        }),
      }),
    );
  holds.forEach((hold, attempt) => {
    messages.push(
      ...callTurn({
        id: `h${attempt}`,
        name: 'travel_hold_offer',
        args: '{"offer_id":"off_0000aC9ZeyeIK8EiMOsUJ4"}',
        result: held(hold),
      }),
      ...callTurn({
        id: `b${attempt}`,
        name: 'travel_book',
        args: JSON.stringify({ hold_id: hold, payment_method_id: cardOf(attempt) }),
        result: refused(hold, cardOf(attempt).slice(-4), `req_${attempt}f3${attempt * 7}e9a${attempt}`),
      }),
    );
  });
  return messages;
}

describe('a failing call retried on a handle minted again for each attempt', () => {
  it('is a storm: the same booking refused on every new hold of the same fare', () => {
    const verdict = loopVerdictOf(
      'rehold',
      attempts(() => 'pm_card_visa_4412', false),
    );
    expect(verdict.tripped).toBe(true);
    expect(verdict.detector).toBe('retry_storm');
  });

  it('is no storm when each attempt pays with another card the run had listed before', () => {
    const cards = ['pm_card_visa_4412', 'pm_card_master_0931', 'pm_card_amex_7710', 'pm_bank_sepa_2201'];
    const verdict = loopVerdictOf(
      'cards',
      attempts((attempt) => cards[attempt] as string, true),
    );
    expect(verdict.tripped).toBe(false);
  });
});
