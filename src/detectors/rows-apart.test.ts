import { describe, expect, it } from 'vitest';
import { corpusResults } from '../../test/helpers/corpus-results.js';
import { seededRandom } from '../../test/helpers/replies.js';
import { metadataChurn } from '../signature/metadata-churn.js';
import { sameContentOf, shapeOf } from '../signature/observation-compare.js';
import { rowsApart, sortedRows } from './sorted-rows.js';

/**
 * What `sameAnswer` asked of two whole results' rows before `rowsApart` came first: both sorted, then the same
 * text, churn in a header or footer, or (unless both are plain and their symbols differ) one shape.
 */
function sortedAlike(a: string, b: string): boolean {
  const left = sortedRows(a);
  const right = left === null ? null : sortedRows(b);
  if (left === null || right === null || left.text === a) return false;
  const oneShape = !(
    left.plain &&
    right.plain &&
    shapeOf({ text: a }).symbols !== shapeOf({ text: b }).symbols
  );
  return (
    left.text === right.text ||
    metadataChurn(left.text, right.text, 1) ||
    (oneShape && sameContentOf(left, right))
  );
}

/** How `sameAnswer` asks now: told apart unsorted when their symbols differ and `rowsApart` says so. */
function toldApart(a: string, b: string): boolean {
  return shapeOf({ text: a }).symbols !== shapeOf({ text: b }).symbols && rowsApart({ text: a }, { text: b });
}

/** Page `page` of a CSV export, 1 KB, as the gateway bench's 50-round conversation reads them. */
function csvPage(page: number): string {
  let text = `page ${page} of the sales export\ndate,region,amount,currency\n`;
  for (let row = 0; text.length < 1_024; row++)
    text += `2026-11-${String((row % 28) + 1).padStart(2, '0')},region-${(page * 7 + row) % 53},${(page * 31 + row * 17) % 9973}.${row % 100},EUR\n`;
  return text.slice(0, 1_024);
}

/** The same lines in another order, some of their digits changed (an id minted anew, a time moved). */
function variant(text: string, next: () => number): string {
  const lines = text.split('\n');
  for (let index = lines.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [lines[index], lines[other]] = [lines[other] as string, lines[index] as string];
  }
  const changes = Math.floor(next() * 3);
  for (let change = 0; change < changes; change++) {
    const at = Math.floor(next() * lines.length);
    lines[at] = (lines[at] as string).replace(/\d/g, (digit) =>
      next() < 0.5 ? String((Number(digit) + 1) % 10) : digit,
    );
  }
  if (next() < 0.1) lines.push(lines[0] as string);
  if (next() < 0.1) lines.pop();
  return lines.join('\n');
}

const pieces = [
  'alpha',
  'beta',
  'gamma',
  'region-7',
  '2026-11-0',
  '12:04:5',
  'req_ab12cd',
  'took 12ms',
  'EUR',
  '42',
  '3.5 kg',
  'status=ok',
  '',
  ' ',
  '\t',
  '\u00a0',
  '1. ',
  '#2 ',
  '[3] ',
  '\r',
  '{"id":1}',
  '[{"a":1},{"a":2},{"a":3}]',
  ',',
  ':',
];

/** Pieces of rows that leave them plain lines, the rows `rowsApart` reads: no rank, object or carriage return. */
const plainPieces = pieces.slice(0, 12);

/**
 * A text of a few lines drawn from {@link pieces} (ranks, blank and white lines, JSON, carriage returns, values),
 * or with `plain` of four to twelve lines from {@link plainPieces}.
 */
function fuzzText(next: () => number, plain = next() < 0.5): string {
  const drawn = plain ? plainPieces : pieces;
  const lines: string[] = [];
  const count = plain ? 4 + Math.floor(next() * 9) : 1 + Math.floor(next() * 9);
  for (let line = 0; line < count; line++) {
    let text = '';
    const parts = Math.floor(next() * 4);
    for (let part = 0; part < parts; part++) {
      text += drawn[Math.floor(next() * drawn.length)] as string;
      if (next() < 0.3) text += String(Math.floor(next() * 10));
      if (next() < 0.5) text += ' ';
    }
    lines.push(text);
  }
  return lines.join('\n');
}

describe('rowsApart', () => {
  it('tells the bench conversation’s pages apart without sorting them', () => {
    const pages = Array.from({ length: 50 }, (_, page) => csvPage(page + 1));
    for (let page = 1; page < pages.length; page++) {
      const [before, now] = [pages[page - 1] as string, pages[page] as string];
      expect(toldApart(before, now)).toBe(true);
      expect(sortedAlike(before, now)).toBe(false);
    }
  });

  it('tells rows as many apart by their second rows, and counts apart', () => {
    expect(rowsApart({ text: 'b 1\na 1\nc 1\nd 1' }, { text: 'b 1\na 2\nc 1\nd 1' })).toBe(false);
    expect(rowsApart({ text: 'b 1\na 1\nc 1\nd 1' }, { text: 'b 3\na 1\nc 1\nd 1' })).toBe(true);
    expect(rowsApart({ text: 'a\nb\nc\nd' }, { text: 'a\nb\nc' })).toBe(true);
    expect(rowsApart({ text: 'a\nb' }, { text: 'x\ny\nz' })).toBe(true);
    // Three rows: the second may be a footer's; JSON, ranks and carriage returns are sorted and compared.
    expect(rowsApart({ text: 'a\nb\nc' }, { text: 'a\nx\ny' })).toBe(false);
    expect(rowsApart({ text: 'a {x}\nb\nc\nd' }, { text: 'a {x}\nz\nc\nd' })).toBe(false);
    expect(rowsApart({ text: '1. a\n2. b\n3. c\n4. d' }, { text: '1. a\n2. z\n3. c\n4. d' })).toBe(false);
    expect(rowsApart({ text: 'a\r\nb\r\nc\r\nd' }, { text: 'a\r\nz\r\nc\r\nd' })).toBe(false);
  });

  it('never tells apart what sorting finds alike: corpus results, their variants and fuzzed texts', () => {
    const next = seededRandom(33);
    let apart = 0;
    let alike = 0;
    const check = (a: string, b: string) => {
      const told = toldApart(a, b);
      const same = sortedAlike(a, b);
      if (told) apart++;
      if (same) alike++;
      if (told && same) expect.fail(`told apart, yet alike sorted:\n${a}\n---\n${b}`);
    };
    for (const results of corpusResults()) {
      for (let index = 0; index < results.length; index++) {
        const text = results[index] as string;
        for (const back of [1, 2, 4]) if (index >= back) check(results[index - back] as string, text);
        check(text, variant(text, next));
      }
    }
    for (let pair = 0; pair < 40_000; pair++) {
      const a = fuzzText(next);
      check(a, next() < 0.5 ? fuzzText(next) : variant(a, next));
      const plain = fuzzText(next, true);
      check(plain, variant(plain, next));
    }
    // Both answers are reached often: the check is not vacuous.
    expect(apart).toBeGreaterThan(15_000);
    expect(alike).toBeGreaterThan(10_000);
  });
});
