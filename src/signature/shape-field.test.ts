import { describe, expect, it } from 'vitest';
import { shapeOf } from './observation-compare.js';

describe('shapeOf', () => {
  it('keeps the shape of a frozen result as of any other, and reads it once', () => {
    const text = 'job 42 running, 17% done after 3.5 s';
    const frozen = Object.freeze({ hash: 'h', text });
    const open = { hash: 'h', text };
    expect(shapeOf(frozen)).toEqual(shapeOf(open));
    expect(shapeOf(frozen)).toBe(shapeOf(frozen));
    expect(shapeOf(open)).toBe(shapeOf(open));
  });
});
