import { describe, expect, it } from 'vitest';
import { actionMeaning } from './action-meaning.js';
import { actionKey } from './action-signature.js';
import { isoDates } from './date-spelling.js';

const meaningOf = (date: string) =>
  actionMeaning(actionKey({ name: 'fleet_availability', arguments: { date, limit: 3 } }));

describe('isoDates', () => {
  it('writes a dotted or slashed date as YYYY-MM-DD', () => {
    expect(isoDates('{"date":"12.12.2026"}')).toBe('{"date":"2026-12-12"}');
    expect(isoDates('{"date":"2026/12/5"}')).toBe('{"date":"2026-12-05"}');
    expect(isoDates('{"date":"23/12/2026"}')).toBe('{"date":"2026-12-23"}');
    expect(isoDates('{"date":"12/23/2026"}')).toBe('{"date":"2026-12-23"}');
  });

  it('leaves a slashed date that may be either day or month, and what is no date, as written', () => {
    expect(isoDates('{"date":"03/04/2026"}')).toBe('{"date":"03/04/2026"}');
    expect(isoDates('{"version":"1.2.3"}')).toBe('{"version":"1.2.3"}');
    expect(isoDates('{"date":"40.13.2026"}')).toBe('{"date":"40.13.2026"}');
  });
});

describe('one date spelled otherwise', () => {
  it('is one meaning, and another day another', () => {
    const iso = meaningOf('2026-12-12');
    expect(['12.12.2026', '2026/12/12', '12/12/2026'].map(meaningOf)).toEqual([iso, iso, iso]);
    expect(meaningOf('13.12.2026')).not.toBe(iso);
  });
});
