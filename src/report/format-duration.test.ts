import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.js';

describe('formatDuration', () => {
  it.each([
    [0, '0 ms'],
    [850, '850 ms'],
    [1_000, '1.0 s'],
    [1_249, '1.2 s'],
    [9_999, '9.9 s'],
    [42_700, '42 s'],
    [60_000, '1 min'],
    [184_000, '3 min 4 s'],
    [3_600_000, '1 h'],
    [7_500_000, '2 h 5 min'],
    [86_400_000 + 3 * 3_600_000 + 59_000, '1 d 3 h'],
    [-1_500, '-1.5 s'],
  ])('reads %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
