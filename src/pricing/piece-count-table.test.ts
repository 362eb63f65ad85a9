import { describe, expect, it } from 'vitest';
import { PieceCountTable, TABLE_PIECE_LENGTH } from './piece-count-table.js';
import { countAsciiTokens, countTokens } from './tokenizer.js';

/** A seeded generator: the same pieces on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function asciiPiece(next: () => number): string {
  const length = 1 + Math.floor(next() * TABLE_PIECE_LENGTH);
  let piece = '';
  // Every ASCII code, NUL and DEL included: a key must tell `a` from `\0a`.
  for (let index = 0; index < length; index++) piece += String.fromCharCode(Math.floor(next() * 128));
  return piece;
}

describe('PieceCountTable', () => {
  it('finds what it remembered, by piece, in place inside a longer text', () => {
    const table = new PieceCountTable();
    const text = 'xx,region-12;EUR\n';
    expect(table.find(text, 2, 9)).toBe(-1);
    table.remember(2);
    expect(table.find(',region', 0, 7)).toBe(2);
    expect(table.find(text, 2, 9)).toBe(2);
    // The same codes cut otherwise are other pieces.
    expect(table.find(text, 2, 8)).toBe(-1);
    expect(table.find(text, 3, 9)).toBe(-1);
  });

  it('keeps pieces apart that differ only by a leading NUL or by where four characters end', () => {
    const table = new PieceCountTable();
    const pieces = ['a', '\0a', '\0\0a', '\0\0\0a', '\0\0\0\0a', 'abcd', 'abcde', '\0abcd', 'abcd\0', '\0'];
    pieces.forEach((piece, index) => {
      expect(table.find(piece, 0, piece.length)).toBe(-1);
      table.remember(index);
    });
    for (const [index, piece] of pieces.entries()) expect(table.find(piece, 0, piece.length)).toBe(index);
  });

  it('answers as a map of the pieces would, past the point where it empties itself', () => {
    const table = new PieceCountTable();
    const next = random(7);
    const reference = new Map<string, number>();
    const recent: string[] = [];
    let found = 0;
    for (let round = 0; round < 120_000; round++) {
      // Half the look-ups are of pieces seen before, as in a tool result.
      const seen = recent.length > 0 && next() < 0.5;
      const piece = seen
        ? (recent[recent.length - 1 - Math.floor(next() * Math.min(recent.length, 64))] as string)
        : asciiPiece(next);
      const count = table.find(piece, 0, piece.length);
      if (count >= 0) {
        // Anything the table answers is what was remembered for that very piece.
        expect(count).toBe(reference.get(piece));
        found++;
        continue;
      }
      const tokens = piece.length % 5;
      reference.set(piece, tokens);
      recent.push(piece);
      table.remember(tokens);
    }
    expect(found).toBeGreaterThan(10_000);
  });

  it('leaves every ASCII count as the tokenizer counts it', () => {
    const next = random(11);
    const texts = [
      'page 3 of the sales export\ndate,region,amount,currency\n2026-11-01,region-21,93.0,EUR\n',
      '{"id":"T-66118","status":"accepted","rows":[1,22,333,4444,55555]}',
    ];
    for (let index = 0; index < 200; index++) {
      let text = '';
      for (let piece = 0; piece < 40; piece++) text += asciiPiece(next);
      texts.push(text);
    }
    // Twice: the second pass reads the table's counts.
    for (const _ of [1, 2]) for (const text of texts) expect(countAsciiTokens(text)).toBe(countTokens(text));
  });
});
