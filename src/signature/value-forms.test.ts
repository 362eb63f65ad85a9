import { describe, expect, it } from 'vitest';
import { clockTime } from './value-forms.js';

const clockPattern = /^\d\d:\d\d:\d\d(?:\.\d+)?$/;

describe('clockTime', () => {
  it('reads a time of day with or without its fraction, in place inside a longer text', () => {
    const text = 'at 16:13:11 and 20:22:37.118 then';
    expect(clockTime(text, 3, 11)).toBe(true);
    expect(clockTime(text, 16, 28)).toBe(true);
  });

  it('leaves elapsed times, dates and broken fractions alone', () => {
    for (const token of [
      '0:42',
      '1:12',
      '10:00',
      '2026-11-30',
      '16:13:11.',
      '16:13:1a',
      '16-13-11',
      '116:13:11',
    ])
      expect(clockTime(token, 0, token.length)).toBe(false);
  });

  it('agrees with the pattern it stands for on every short mix of digits, colons and dots', () => {
    const alphabet = ['1', ':', '.', 'a'];
    let checked = 0;
    const walk = (prefix: string) => {
      if (prefix.length >= 6)
        for (const tail of ['', '1', '.5', '1:22', ':33:44', ':33:44.9']) {
          const token = prefix + tail;
          expect(clockTime(token, 0, token.length)).toBe(clockPattern.test(token));
          checked++;
        }
      if (prefix.length < 8) for (const character of alphabet) walk(prefix + character);
    };
    walk('');
    expect(checked).toBeGreaterThan(1_000);
  });
});
