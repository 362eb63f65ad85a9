import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import { observeResult } from '../guard/observe-result.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { actionSignature } from '../signature/action-signature.js';
import { sameBesideAskEcho } from './ask-echo.js';

/** A broker's quote for `specs`, echoing them, at `price`, with its own ids and times. */
const quote = (specs: Record<string, string>, price: number, turn: number) =>
  JSON.stringify({
    quote_id: `q_${(0x5f3a9c1 + turn * 7919).toString(36)}`,
    supplier: 'rheinmach/sales-agent',
    specs_echo: specs,
    price,
    currency: 'EUR',
    valid_until: `2026-12-0${2 + (turn % 2)}T0${turn}:33:17+03:00`,
    matched_sku: 'MP-44817',
    _meta: { request_id: (0x562d9531 + turn * 104729).toString(16), latency_ms: 300 + turn * 211 },
  });

/** The same machine's specs worded four ways. */
const wordings: Record<string, string>[] = [
  { listing: 'MP-44817', tooling: 'included', delivery: 'EXW Kocaeli' },
  { listing_ref: 'MP-44817', tooling_package: 'with tooling', incoterm: 'EXW', place: 'Kocaeli' },
  { listing: 'MP-44817', tooling: 'yes', delivery: 'EXW' },
  { listing: 'MP-44817', extras: 'turret tooling incl.', delivery_terms: 'ex works' },
];

/** Quotes asked for `specs` in turn, each priced as `price(turn)`. */
function quotes(
  specs: readonly Record<string, string>[],
  price: (turn: number) => number,
): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Get a quote for listing MP-44817 under 89,652 EUR.' },
  ];
  for (const [turn, spec] of specs.entries()) {
    const args = JSON.stringify({
      supplier: 'rheinmach/sales-agent',
      specs: spec,
      request_ref: `rq-${turn}x${turn * 37}`,
    });
    messages.push(
      ...callTurn({ id: `q${turn}`, name: 'broker_quote', args, result: quote(spec, price(turn), turn) }),
    );
  }
  return messages;
}

describe('an answer that echoes its ask', () => {
  const ask = (specs: Record<string, string>) =>
    actionSignature({ name: 'broker_quote', arguments: { specs } });
  const answer = (specs: Record<string, string>, price: number, turn: number) =>
    observeResult({ result: quote(specs, price, turn) }).observation;

  it('says the same as another once each is read without the ask it echoes', () => {
    const [first, second] = wordings as [Record<string, string>, Record<string, string>];
    expect(
      sameBesideAskEcho(ask(first), answer(first, 96400, 0), ask(second), answer(second, 96400, 1)),
    ).toBe(true);
  });

  it('says something else when the rest differs (another price)', () => {
    const [first, second] = wordings as [Record<string, string>, Record<string, string>];
    expect(
      sameBesideAskEcho(ask(first), answer(first, 96400, 0), ask(second), answer(second, 91200, 1)),
    ).toBe(false);
  });

  it('stops a quote asked again under reworded specs, the price the same each time', () => {
    const verdict = loopVerdictOf(
      'quote',
      quotes([...wordings, ...wordings], () => 96400),
    );
    expect(verdict).toMatchObject({ tripped: true });
  });

  it('lets quotes through whose price follows the specs', () => {
    expect(
      loopVerdictOf(
        'quote',
        quotes(wordings, (turn) => 96400 - turn * 2300),
      ).tripped,
    ).toBe(false);
  });
});
