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

describe('an answer that echoes an ask naming no item', () => {
  /** A hotel's group quote for `specs`, echoing them, behind an HTTP response's status line and headers. */
  const httpQuote = (specs: Record<string, unknown>, price: number, turn: number) =>
    `HTTP/1.1 200 OK\ndate: 2026-12-11T10:5${turn}:13+01:00\nx-request-id: ${(0x5ee31f8a + turn * 7919).toString(16)}\n\n${JSON.stringify(
      {
        quote_id: `q_${(0x3f1a9c1 + turn * 104729).toString(36)}`,
        supplier: 'grand-hotel.rms',
        specs_echo: specs,
        price,
        currency: 'EUR',
        valid_until: `2026-12-1${2 + (turn % 2)}T1${turn}:53:13+01:00`,
      },
    )}`;
  const ask = (specs: Record<string, unknown>, turn: number) =>
    actionSignature({
      name: 'group_quote',
      arguments: { supplier: 'grand-hotel.rms', specs, request_ref: `rq-${turn}k${turn * 31}` },
    });
  const answer = (specs: Record<string, unknown>, price: number, turn: number) =>
    observeResult({ result: httpQuote(specs, price, turn) }).observation;
  const first = { rooms: 19, nights: 5, arrival: '2027-09-26', board: 'BB' };
  const second = { room_count: 19, stay_nights: 5, check_in: '26/09/2027', meal_plan: 'bed & breakfast' };

  it('reads the echo in an HTTP response body: the same price for the same stay respelled is the same answer', () => {
    expect(
      sameBesideAskEcho(ask(first, 0), answer(first, 198, 0), ask(second, 1), answer(second, 198, 1)),
    ).toBe(true);
    expect(
      sameBesideAskEcho(ask(first, 0), answer(first, 198, 0), ask(second, 1), answer(second, 176, 1)),
    ).toBe(false);
  });

  it('keeps another date asked apart, however alike the rest', () => {
    const later = { ...second, check_in: '03/10/2027' };
    expect(
      sameBesideAskEcho(ask(first, 0), answer(first, 198, 0), ask(later, 1), answer(later, 198, 1)),
    ).toBe(false);
  });

  it('keeps batch work apart: each record set and echoed, the rest only the API telemetry', () => {
    const update = (id: string, turn: number) => {
      const action = actionSignature({
        name: 'graphql',
        arguments: { query: 'mutation { articleUpdate }', variables: { id, input: { status: 'IN_REVIEW' } } },
      });
      const result = JSON.stringify({
        data: { articleUpdate: { article: { id, status: 'IN_REVIEW' }, userErrors: [] } },
        extensions: { cost: { requestedQueryCost: 13, actualQueryCost: 10 }, traceId: `9e67${turn}fb31` },
      });
      return { action, observation: observeResult({ result }).observation };
    };
    const a = update('art_6362', 0);
    const b = update('art_6466', 1);
    expect(sameBesideAskEcho(a.action, a.observation, b.action, b.observation)).toBe(false);
  });
});
