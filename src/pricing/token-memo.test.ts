import { describe, expect, it } from 'vitest';
import { contentHash } from './content-hash.js';
import { TOKEN_MEMO_MAX_ENTRIES, TokenMemo } from './token-memo.js';

describe('contentHash', () => {
  it('is the same for the same texts and tells where one text ends', () => {
    expect(contentHash(['s', 'abc', ''])).toBe(contentHash(['s', 'abc', '']));
    expect(contentHash(['ab', 'c'])).not.toBe(contentHash(['a', 'bc']));
    expect(contentHash(['abc'])).not.toBe(contentHash(['abd']));
    expect(contentHash([''])).not.toBe(contentHash([]));
  });

  it('gives 100,000 near-identical texts 100,000 hashes of at most 53 bits, none 0', () => {
    const seen = new Set<number>();
    for (let index = 0; index < 100_000; index++) {
      const hash = contentHash(['s', `result ${index} of the same tool`]);
      expect(Number.isSafeInteger(hash) && hash > 0).toBe(true);
      seen.add(hash);
    }
    expect(seen.size).toBe(100_000);
  });
});

describe('TokenMemo', () => {
  it('keeps counts by hash as it grows', () => {
    const memo = new TokenMemo();
    for (let index = 1; index <= 500; index++) memo.set(contentHash([String(index)]), index);
    expect(memo.size).toBe(500);
    for (let index = 1; index <= 500; index++) expect(memo.get(contentHash([String(index)]))).toBe(index);
    expect(memo.get(contentHash(['not there']))).toBeUndefined();
    memo.set(contentHash(['1']), 7);
    expect(memo.get(contentHash(['1']))).toBe(7);
    expect(memo.size).toBe(500);
  });

  it('starts again empty past its bound instead of growing', () => {
    const memo = new TokenMemo();
    for (let index = 0; index < TOKEN_MEMO_MAX_ENTRIES; index++)
      memo.set(contentHash([String(index)]), index);
    expect(memo.size).toBe(TOKEN_MEMO_MAX_ENTRIES);
    memo.set(contentHash(['one more']), 1);
    expect(memo.size).toBe(1);
    expect(memo.get(contentHash(['one more']))).toBe(1);
    expect(memo.get(contentHash(['0']))).toBeUndefined();
  });
});
