import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { actionSignature } from './action-signature.js';
import { addedArgumentsOnly, topLevelEntries } from './added-arguments.js';
import { canonicalizeArguments } from './canonicalize.js';

const action = (name: string, args: object) => actionSignature({ name, arguments: JSON.stringify(args) });

describe('addedArgumentsOnly', () => {
  it('reads a call that adds one or two arguments to another of the same tool as the same ask', () => {
    const base = action('notice_pdf', { customer: 'C4382919', notice: 'last' });
    expect(
      addedArgumentsOnly(base, action('notice_pdf', { customer: 'C4382919', notice: 'last', refresh: true })),
    ).toBe(true);
    expect(
      addedArgumentsOnly(
        action('callbox_status', { box: 'E39-0157', raw: false, fields: 'all' }),
        action('callbox_status', { box: 'E39-0157' }),
      ),
    ).toBe(true);
  });

  it('keeps apart a changed value, another tool, three arguments only one gives and no argument shared', () => {
    const base = action('notice_pdf', { customer: 'C4382919' });
    expect(addedArgumentsOnly(base, action('notice_pdf', { customer: 'C4382920', refresh: true }))).toBe(
      false,
    );
    expect(addedArgumentsOnly(base, action('notice_text', { customer: 'C4382919', refresh: true }))).toBe(
      false,
    );
    expect(addedArgumentsOnly(base, action('notice_pdf', { customer: 'C4382919', a: 1, b: 2, c: 3 }))).toBe(
      false,
    );
    expect(addedArgumentsOnly(action('now', {}), action('now', { tz: 'UTC' }))).toBe(false);
  });
});

/** A dunning letter read through three views, then through the same views again with an argument added to each. */
function views(
  again: (view: number) => object,
  answer: (pass: number, view: number) => string,
): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Why was customer C4382919 sent a level 2 letter?' },
  ];
  const calls = [
    ['notice_pdf', { customer: 'C4382919', notice: 'last' }],
    ['notice_letter_text', { customer: 'C4382919' }],
    ['customer_correspondence', { customer: 'C4382919', type: 'dunning' }],
  ] as const;
  for (let pass = 0; pass < 2; pass++)
    calls.forEach(([name, args], view) => {
      messages.push(
        ...callTurn({
          id: `v${pass}${view}`,
          name,
          args: JSON.stringify(pass === 0 ? args : { ...args, ...again(view) }),
          result: answer(pass, view),
        }),
      );
    });
  return messages;
}

const letter = (_pass: number, view: number) =>
  [
    'CARTA DE COBRANZA Nivel 2, Saldo vencido: S/ 170,495.86',
    'Nivel 2 | S/ 170,495.86 | 2026-11-09',
    '2026-11-09 OUT letter level 2, no replies recorded',
  ][view] as string;

describe('the same views read again with an argument added that changes nothing', () => {
  it('is a cycle: `refresh` and `page: 1` added, the same answers back', () => {
    const verdict = loopVerdictOf(
      'views',
      views((view) => (view === 1 ? { page: 1 } : { refresh: true }), letter),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'cycle' });
  });

  it('is no cycle when the added argument brings another answer', () => {
    const moved = (pass: number, view: number) =>
      pass === 1 ? `${letter(pass, view)} (as of 2026-12-01: S/ 12,000.00 paid)` : letter(pass, view);
    expect(
      loopVerdictOf(
        'views',
        views(() => ({ as_of: '2026-12-01' }), moved),
      ).tripped,
    ).toBe(false);
  });
});

describe('one read re-issued with a default option added each time', () => {
  const reads = (extras: readonly object[], answer: (index: number) => string) => {
    const messages: TranscriptMessage[] = [{ role: 'user', content: 'Is call box E39-0157 healthy?' }];
    extras.forEach((extra, index) => {
      messages.push(
        ...callTurn({
          id: `r${index}`,
          name: 'callbox_status',
          args: JSON.stringify({ box: 'E39-0157', ...extra }),
          result: answer(index),
        }),
      );
    });
    return messages;
  };
  const same = () => '{"id":"E39-0157","state":"IDLE","batt_V":12.66,"vol_step":5}';

  it('repeats the read: the same answer to `raw: false`, `fields: "all"`, `timeout_ms`', () => {
    const verdict = loopVerdictOf(
      'reads',
      reads([{}, { raw: false }, { fields: 'all' }, { timeout_ms: 3000 }], same),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
  });

  it('lets an added argument whose answer says more through', () => {
    const more = (index: number) =>
      `{"id":"E39-0157","state":"IDLE","batt_V":12.66,"vol_step":5,"log_lines":${index * 40}}`;
    expect(loopVerdictOf('reads', reads([{}, { log: 40 }, { log: 80 }, { log: 120 }], more)).tripped).toBe(
      false,
    );
  });
});

describe('topLevelEntries', () => {
  it('reads canonical arguments as JSON.parse does, on generated objects with quotes, commas and braces in them', () => {
    let seed = 20_261_206;
    const next = (range: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed % range;
    };
    const value = (depth: number): unknown => {
      if (depth > 3) return next(100);
      switch (next(7)) {
        case 0:
          return next(1_000);
        case 1:
          return 'a"b\\c,d:e{f}[g]'.slice(0, next(16));
        case 2:
          return [value(depth + 1), value(depth + 1)];
        case 3:
          return { x: value(depth + 1), 'y,"z': value(depth + 1) };
        case 4:
          return true;
        case 5:
          return null;
        default:
          return `s${next(50)}`;
      }
    };
    for (let round = 0; round < 5_000; round++) {
      const record: Record<string, unknown> = {};
      for (let key = 0, keys = next(5); key < keys; key++)
        record[['a', 'b:c', 'd"e', 'f,g', 'h{'][key] as string] = value(0);
      const canonical = canonicalizeArguments(record);
      const entries = topLevelEntries(canonical);
      const parsed = JSON.parse(canonical) as Record<string, unknown>;
      const expected = Object.entries(parsed).map(([key, item]) => [key, JSON.stringify(item)]);
      const read = [...(entries ?? [])].map(([key, item]) => [
        JSON.parse(`"${key}"`),
        JSON.stringify(JSON.parse(item)),
      ]);
      expect(read).toEqual(expected);
    }
    expect(topLevelEntries('[1,2]')).toBeNull();
    expect(topLevelEntries('"text"')).toBeNull();
    expect(topLevelEntries('{}')).toEqual(new Map());
  });
});
