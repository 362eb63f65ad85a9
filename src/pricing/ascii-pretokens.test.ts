import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { asciiPieceEnd } from './ascii-pretokens.js';
import { asciiCutInUse } from './tokenizer.js';

// The pinned tokenizer's own o200k expression: the reference the loop must cut exactly as.
const tokenizer = createRequire(import.meta.url)('gpt-tokenizer') as {
  default: { bytePairEncodingCoreProcessor: { tokenSplitRegex: RegExp } };
};
const expression = tokenizer.default.bytePairEncodingCoreProcessor.tokenSplitRegex;

function expressionPieces(text: string): string[] {
  return [...text.matchAll(new RegExp(expression.source, expression.flags))].map((match) => match[0]);
}

function loopPieces(text: string): string[] {
  const pieces: string[] = [];
  for (let at = 0, end = 0; at < text.length; at = end) {
    end = asciiPieceEnd(text, at);
    pieces.push(text.slice(at, end));
  }
  return pieces;
}

/** Every string of `alphabet`'s characters up to `length` long. */
function* allStrings(alphabet: readonly string[], length: number): Generator<string> {
  let level = [''];
  for (let size = 1; size <= length; size++) {
    const next: string[] = [];
    for (const head of level) for (const character of alphabet) next.push(head + character);
    yield* next;
    level = next;
  }
}

describe('asciiPieceEnd', () => {
  it("stands in for the loaded tokenizer's expression, which is the one it was written after", () => {
    expect(asciiCutInUse()).toBe(true);
  });

  it('cuts every short string of the characters the expression tells apart as the expression does', () => {
    // A character of each class (small, capital, digit, newline, space, tab, other, slash, apostrophe) and
    // the letters of the suffixes, in both cases.
    const alphabet = [
      'a',
      'B',
      '7',
      '\n',
      '\r',
      ' ',
      '\t',
      '.',
      '/',
      "'",
      's',
      'L',
      'l',
      'v',
      'E',
      'r',
      '\f',
    ];
    let compared = 0;
    for (const text of allStrings(alphabet, 4)) {
      expect(loopPieces(text), JSON.stringify(text)).toEqual(expressionPieces(text));
      compared++;
    }
    expect(compared).toBe(17 + 17 ** 2 + 17 ** 3 + 17 ** 4);
    for (const text of allStrings(['x', 'Y', '1', '\n', ' ', '-', "'", 't'], 5))
      expect(loopPieces(text), JSON.stringify(text)).toEqual(expressionPieces(text));
  });

  it('cuts long strings of any ASCII characters as the expression does', () => {
    let state = 5;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) >>> 0;
      return state >>> 16;
    };
    const words = ["'s", "'LL", "'ve", "'Re", ' \n ', '\r\n', '  ', 'ABC', 'abc', 'AbC', '2026', '//', ' /'];
    for (let sample = 0; sample < 500; sample++) {
      let text = '';
      for (let index = 0; index < 300; index++)
        text += next() % 3 === 0 ? words[next() % words.length] : String.fromCharCode(next() % 128);
      expect(loopPieces(text), JSON.stringify(text)).toEqual(expressionPieces(text));
    }
  });
});
