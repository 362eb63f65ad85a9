import { describe, expect, it } from 'vitest';
import { hashString, withoutWhitespace } from './hash.js';
import { collapseWhitespace } from './normalize-text.js';
import { hashObservation } from './observation.js';
import { maskVolatileText } from './volatile.js';

/** The definition: the collapsed text, volatile values masked, hashed without white space. */
const byDefinition = (text: string) =>
  hashString(withoutWhitespace(maskVolatileText(collapseWhitespace(text))));

const pieces = [
  'done in 35 ms',
  'done in 35\n  ms',
  'took 1.5s',
  'took 1.5 \t seconds',
  'at 2026-11-30T10:00:00Z',
  'at 2026-11-30  10:00',
  'at 2026-11-30\n10:00:05.123+01:00',
  'id 3f2b8c1e-9a7d-4e2f-b1c3-5d6e7f8a9b0c',
  'epoch 1764531600 and 1764531600123',
  'token deadbeefdeadbeefdeadbeef00',
  'at 0x7ffd5e8a1c20',
  'rows: 980 kept, 3 dropped',
  '  leading and trailing  ',
  'tabs\tand\r\nnewlines',
  'Ω unicode  spaces\u00a0and\u2003em',
];

describe('hashObservation on plain text', () => {
  it('equals its definition on the collapsed text, for every volatile form and white space', () => {
    for (const first of pieces) {
      for (const second of pieces) {
        const text = `${first} ${second}`;
        expect(hashObservation(text), text).toBe(byDefinition(text));
      }
    }
  });

  it('treats results that differ only in volatile values or spacing as one, and real changes as two', () => {
    expect(hashObservation('done in 35 ms at 2026-11-30T10:00:00Z')).toBe(
      hashObservation('done  in 41ms at 2026-11-30T10:09:12Z'),
    );
    expect(hashObservation('3 failed')).not.toBe(hashObservation('2 failed'));
  });
});

describe('hashObservation against its definition on generated text', () => {
  it('agrees on 5,000 texts built from volatile forms, numbers, hex, units and white space', () => {
    // A small deterministic generator: the same texts on every run.
    let state = 42;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) >>> 0;
      return (state >>> 8) % n;
    };
    const parts = [
      ...pieces,
      'deadbeef',
      'DEADBEEF00112233445566778899',
      '0x1f2e3d4c5b',
      '0X1F2E3D4C5B',
      '1764531600',
      '17645316001',
      '1764531600123',
      '35',
      '3.25',
      'ms',
      'µs',
      'sec',
      'seconds',
      's',
      'T',
      '-',
      ':',
      '.',
      'Z',
      '+01:00',
      '2026',
      '2026-11-30',
      '10:00',
      'abc',
      '_',
      'x',
      ' ',
      '  ',
      '\n',
      '\t',
      '=',
      '"',
    ];
    for (let sample = 0; sample < 5_000; sample++) {
      let text = '';
      const count = sample % 2 === 0 ? 2 + next(10) : 12 + next(30);
      for (let part = 0; part < count; part++)
        text += (parts[next(parts.length)] as string) + (next(3) === 0 ? ' ' : '');
      expect(hashObservation(text), JSON.stringify(text)).toBe(byDefinition(text));
    }
  });
});
