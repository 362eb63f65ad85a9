import { describe, expect, it } from 'vitest';
import { observationShape } from '../signature/observation-shape.js';
import { sortedRows, sortRows } from './sorted-rows.js';

/** The lines as the first version sorted them: split, blank ones out, ranks off, sorted. */
function splitSorted(text: string): string | null {
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.replace(/^\s*(?:\d{1,3}[.)]|#\d{1,3}|\[\d{1,3}\])\s+/, ''));
  return lines.length < 3 ? null : lines.sort().join('\n');
}

describe('sortRows', () => {
  it('sorts lines, leaving blank ones out', () => {
    expect(sortRows('b\n\na\n   \nc\n')).toBe('a\nb\nc');
  });

  it('takes a ranked list’s places off', () => {
    expect(sortRows('1. beta\n2) alpha\n#3 gamma\n[4] delta')).toBe('alpha\nbeta\ndelta\ngamma');
    expect(sortRows('  10. beta\n\u00a02. alpha\n3.5 kg\n')).toBe('3.5 kg\nalpha\nbeta');
  });

  it('keeps a number that is no rank', () => {
    expect(sortRows('2026-11-02,x\n2026-11-01,y\n12 items')).toBe('12 items\n2026-11-01,y\n2026-11-02,x');
  });

  it('is null under three rows', () => {
    expect(sortRows('a\n\nb\n')).toBeNull();
    expect(sortRows('')).toBeNull();
  });

  it('sorts the objects of a JSON array in place', () => {
    expect(sortRows('HTTP 200\n{"hits":[{"id":"b"},{"id":"c"},{"id":"a"}]}')).toBe(
      'HTTP 200\n{"hits":[{"id":"a"},{"id":"b"},{"id":"c"}]}',
    );
  });

  it('sorts lines when a JSON array has too few objects', () => {
    expect(sortRows('z [{"a":1}]\ny\nx')).toBe('x\ny\nz [{"a":1}]');
  });

  it('sorts as splitting the text into lines did', () => {
    const texts = [
      'page 2 of the export\ndate,region\n2026-11-01,r-1\n\n2026-10-31,r-2\n',
      '\r\n1. a\r\n 2. b \r\n\t3) c',
      '\n\n\nx\n#12 y\n[999] z\n[1000] w\n\ufeff4. v',
    ];
    for (const text of texts) expect(sortRows(text)).toBe(splitSorted(text));
  });

  it('sorts fuzzed lines as splitting the text into lines did: ranks, white space, digits', () => {
    const pieces = [
      '1. ',
      '12) ',
      '1234. ',
      '#7 ',
      '[42] ',
      ' ',
      '\t',
      '\r',
      '\u00a0',
      '\u3000',
      'a',
      'B',
      '9',
      '-',
      '.',
      'é',
    ];
    let state = 7;
    const next = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 4_294_967_296;
    };
    for (let text = 0; text < 20_000; text++) {
      const lines: string[] = [];
      for (let line = Math.floor(next() * 8); line > 0; line--) {
        let row = '';
        for (let piece = Math.floor(next() * 5); piece > 0; piece--)
          row += pieces[Math.floor(next() * pieces.length)] as string;
        lines.push(row);
      }
      const joined = lines.join('\n');
      expect(sortRows(joined), JSON.stringify(joined)).toBe(splitSorted(joined));
    }
  });

  it('tells rows that are the lines as they stand, whose sorted shape hashes the same symbols', () => {
    const plain = [
      'page 2 of the export\ndate,region\n2026-11-01,r-1\n\n2026-10-31,r-2\n',
      'took 5 ms\r\n-3 left\nrequest_id=abc x\n\t\nHTTP/1.1 200',
    ];
    for (const text of plain) {
      const sorted = sortedRows(text);
      expect(sorted?.plain).toBe(true);
      expect(observationShape(sorted?.text ?? '').symbols).toBe(observationShape(text).symbols);
    }
    expect(sortedRows('1. a\n2. b\n3. c')?.plain).toBe(false);
    expect(sortedRows('a\n\u3000\nb\nc')?.plain).toBe(false);
    expect(sortedRows('{"hits":[{"id":"b"},{"id":"c"},{"id":"a"}]}')?.plain).toBe(false);
  });
});
