import { describe, expect, it } from 'vitest';
import { collapseWhitespace, isSpace } from './normalize-text.js';

describe('isSpace', () => {
  it('agrees with the regular expression class \\s on every UTF-16 code unit', () => {
    const disagreements: number[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (isSpace(code) !== /\s/.test(String.fromCharCode(code))) disagreements.push(code);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('collapseWhitespace', () => {
  it('trims and collapses every run of white space to one space, as a regular expression would', () => {
    const samples = [
      '  a \t b\n\nc  ',
      'x\u00a0\u2003y',
      'plain',
      '',
      ' ',
      'a  ',
      '\u3000a\ufeffb',
      'a\u2028b c',
    ];
    for (const text of samples) expect(collapseWhitespace(text)).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('returns the very same string when nothing changes', () => {
    const text = 'already collapsed text';
    expect(collapseWhitespace(text)).toBe(text);
  });
});
