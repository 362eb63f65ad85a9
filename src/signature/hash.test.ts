import { describe, expect, it } from 'vitest';
import { base36, hashJoined, hashString } from './hash.js';

describe('hashString', () => {
  it('is stable and 14 hex digits long', () => {
    expect(hashString('clean_csv')).toBe(hashString('clean_csv'));
    expect(hashString('clean_csv')).toMatch(/^[0-9a-f]{14}$/);
  });

  it('has no collisions over 200,000 similar strings', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 200_000; index++) seen.add(hashString(`{"page":${index}}`));
    expect(seen.size).toBe(200_000);
  });

  it('tells apart texts that differ only in their length or their last unit', () => {
    const texts = [
      '',
      '\u0000',
      'a',
      'a\u0000',
      'a\u0001',
      'ab',
      'ab\u0000',
      'ba',
      '\u0001a',
      'a\u0000\u0000',
    ];
    expect(new Set(texts.map(hashString)).size).toBe(texts.length);
  });

  it('has no collisions over 200,000 random texts of 1 to 40 characters', () => {
    let state = 12345;
    const next = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state;
    };
    const texts = new Set<string>();
    while (texts.size < 200_000) {
      const length = 1 + (next() % 40);
      texts.add(String.fromCharCode(...Array.from({ length }, () => next() % 0xd800)));
    }
    expect(new Set([...texts].map(hashString)).size).toBe(texts.size);
  });
});

describe('base36', () => {
  it('spells every unsigned 32-bit value as Number#toString(36) does', () => {
    const values = [0, 1, 35, 36, 1295, 1296, 0x3fffffff, 0x40000000, 0x7fffffff, 0x80000000, 0xffffffff];
    for (let step = 0; step < 2_000; step++) values.push(Math.imul(step + 1, 0x9e3779b1) >>> 0);
    for (const value of values) expect(base36(value)).toBe(value.toString(36));
  });
});

describe('hashJoined', () => {
  it('is hashString of the two texts joined by U+0000, at every parity of their lengths', () => {
    const texts = [
      '',
      'a',
      'ab',
      'clean_csv',
      'read_file',
      '\u00e9t\u00e9',
      '\ud83d\ude00x',
      '0123456789abcd',
    ];
    for (const left of texts)
      for (const right of texts) expect(hashJoined(left, right)).toBe(hashString(`${left}\u0000${right}`));
  });
});
