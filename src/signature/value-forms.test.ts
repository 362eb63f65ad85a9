import { describe, expect, it } from 'vitest';
import { clockTime, compactTime, numericTime, progressKey } from './value-forms.js';

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

describe('compactTime', () => {
  const read = (token: string) => compactTime(token, 0, token.length, token.length);

  it('reads a date-time written as 12 or 14 digits (HL7, EDI, log stamps) as a time', () => {
    expect(read('20261202080922')).toBe(true);
    expect(read('202612020809')).toBe(true);
    expect(numericTime('1796400766', 0, 10, 10)).toBe(true);
    expect(numericTime('20261202080922', 0, 14, 14)).toBe(true);
  });

  it('leaves other long numbers alone: out-of-range fields, other lengths, letters', () => {
    expect(read('20261302080922')).toBe(false);
    expect(read('20261232080922')).toBe(false);
    expect(read('20261202250922')).toBe(false);
    expect(read('20261202086022')).toBe(false);
    expect(read('19991202080922')).toBe(false);
    expect(read('2026120208092')).toBe(false);
    expect(compactTime('2026120208092x', 0, 14, 13)).toBe(false);
  });
});

describe('progressKey', () => {
  const read = (key: string) => progressKey(key, 0, key.length);

  it("reads a compound key that counts a job's items through as progress", () => {
    for (const key of [
      'contracts_processed',
      'pages_done',
      'emailsSent',
      'docs_indexed',
      'rows_written',
      'upload-progress',
    ])
      expect(read(key)).toBe(true);
  });

  it('leaves other keys alone', () => {
    for (const key of [
      'contracts_total',
      'rl_remaining',
      'abandoned',
      'started_at',
      'done',
      'processed_by_user',
    ])
      expect(read(key)).toBe(false);
  });
});
