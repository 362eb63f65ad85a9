import { describe, expect, it } from 'vitest';
import { progressValues } from './shape-values.js';

describe('progressValues', () => {
  it('joins the values marked as progress, in order', () => {
    expect(progressValues(['3', '+40', '7', '+2'])).toBe('+40 +2');
    expect(progressValues(['+1'])).toBe('+1');
  });

  it('is empty when no value reports progress', () => {
    expect(progressValues(['3', '-4', '2026-11-02'])).toBe('');
    expect(progressValues([])).toBe('');
  });
});
