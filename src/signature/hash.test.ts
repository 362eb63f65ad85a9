import { describe, expect, it } from 'vitest';
import { hashString } from './hash.js';

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
});
