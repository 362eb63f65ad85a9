import { describe, expect, it } from 'vitest';
import { createGuard } from '../guard/guard.js';
import { SEEN_RESULTS_LIMIT, SeenResults } from './seen-results.js';

/** A number in letters (`0` → `a`, `27` → `bb`): content that differs from page to page, as real pages do. */
const letters = (value: number) =>
  value.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)));

describe('SeenResults', () => {
  it('tells new results and texts from ones seen before', () => {
    const seen = new SeenResults();
    expect(seen.addResult('abc')).toBe(true);
    expect(seen.addResult('abc')).toBe(false);
    expect(seen.addText('I am done.')).toBe(true);
    expect(seen.addText('I am done.')).toBe(false);
    expect(seen.addResult('abd')).toBe(true);
  });

  it('stays bounded: the oldest are forgotten past the limit', () => {
    const seen = new SeenResults(100);
    for (let index = 0; index < 5_000; index++) seen.addText(`result ${index} ${'x'.repeat(1_000)}`);
    expect(seen.size).toBe(100);
    expect(seen.addText(`result 4999 ${'x'.repeat(1_000)}`)).toBe(false);
    expect(seen.addText(`result 0 ${'x'.repeat(1_000)}`)).toBe(true);
  });

  it('forgets exactly the oldest key, as a list of the keys in order would, over many rounds of its limit', () => {
    const seen = new SeenResults(7);
    const model: string[] = [];
    // Keys that come back now and then, some still remembered and some already forgotten.
    for (let index = 0; index < 500; index++) {
      const key = String((index * 7919) % 23);
      const fresh = !model.includes(key);
      if (fresh) model.push(key);
      if (model.length > 7) model.shift();
      expect(seen.addResult(key)).toBe(fresh);
      expect(seen.snapshot()).toEqual(model);
    }
  });

  it('keeps a 100,000-round guard within a bounded number of remembered results', () => {
    const guard = createGuard({ maxRounds: null, maxTokens: null, maxDurationMs: null });
    for (let round = 0; round < 100_000; round++) {
      guard.beforeCall().end({
        toolCalls: [{ id: `c${round}`, name: 'read_page', arguments: { page: round } }],
        text: `page ${round}`,
      });
      guard.recordToolResult({
        toolCallId: `c${round}`,
        name: 'read_page',
        result: `page ${round}: ${'lorem '.repeat(50)}${letters(round)}`,
      });
    }
    expect(guard.state).not.toBe('failed');
    const seen = (guard as unknown as { steps: { seen: SeenResults } }).steps.seen;
    expect(seen.size).toBeLessThanOrEqual(SEEN_RESULTS_LIMIT);
  });

  it('restores from a snapshot, and reads the prefixed keys that earlier snapshots wrote', () => {
    const seen = new SeenResults(3);
    expect(seen.addResult('a1b2c3d4e5f601')).toBe(true);
    expect(seen.addAction('00000000000001')).toBe(true);
    expect(seen.addText('done')).toBe(true);
    const restored = new SeenResults(3, seen.snapshot());
    expect(restored.snapshot()).toEqual(seen.snapshot());
    expect(restored.addResult('a1b2c3d4e5f601')).toBe(false);
    expect(restored.addAction('00000000000001')).toBe(false);
    expect(restored.addText('done')).toBe(false);
    // The fourth key forgets the oldest one, and only that one.
    expect(restored.addAction('00000000000002')).toBe(true);
    expect(restored.addResult('a1b2c3d4e5f601')).toBe(true);
    expect(restored.addText('done')).toBe(false);

    const earlier = new SeenResults(3, ['a1b2c3d4e5f601', 'a00000000000001', `t${'0'.repeat(14)}`]);
    expect(earlier.snapshot()).toEqual(['a1b2c3d4e5f601', '00000000000001', '0'.repeat(14)]);
    expect(earlier.addAction('00000000000001')).toBe(false);
  });
});
