import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './normalize-text.js';
import { NEEDS_COLLAPSE, NEEDS_ESCAPE, SCANNED_KINDS, scanString } from './string-scan.js';
import { HEX, volatileKinds } from './volatile.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what JSON must escape
const needsEscape = /["\\\u0000-\u001f\u2028\u2029]/;

describe('scanString', () => {
  it('tells what collapsing, escaping and the volatile kinds tell, on generated values', () => {
    // A seeded walk over the characters each test turns on: blanks of every kind, digits and what ends a run of
    // them (a dash, a point, a unit letter, a blank), quotes, backslashes and control characters.
    let seed = 5;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 8;
    };
    const units = [...'0123456789  -.:msunµxa"\\\t\n\u000b\u0001\u001f\u00a0\u2028\u2029\u3000\ufeffZ'];
    const pieces = ['2026-12-05T10:00:00Z', '1733400000', '1733400000123', '12 ms', '3.5 s', '250us', 'v1.2'];
    let collapsedOnes = 0;
    for (let sample = 0; sample < 5000; sample++) {
      let text = '';
      const size = next() % 24;
      for (let unit = 0; unit < size; unit++)
        text +=
          next() % 6 === 0
            ? (pieces[next() % pieces.length] as string)
            : (units[next() % units.length] as string);
      const scanned = scanString(text);
      const unchanged = collapseWhitespace(text) === text;
      expect((scanned & NEEDS_COLLAPSE) === 0).toBe(unchanged);
      if (!unchanged) {
        collapsedOnes++;
        continue;
      }
      expect(scanned & SCANNED_KINDS).toBe(volatileKinds(text) & ~HEX);
      expect((scanned & NEEDS_ESCAPE) !== 0).toBe(needsEscape.test(text));
    }
    // Both ways were walked.
    expect(collapsedOnes).toBeGreaterThan(100);
    expect(collapsedOnes).toBeLessThan(4900);
  });
});
