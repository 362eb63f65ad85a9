import { countTokens } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { SliceClock } from '../utils/time-slices.js';
import { countMessageTokens, longExactTexts } from './count-tokens.js';
import {
  countExactly,
  countExactlySliced,
  EXACT_CHARS_PER_PROMPT,
  keptCount,
  SLICED_COUNT_CHARS,
} from './text-tokens.js';

// Deterministic "random" bytes, so the texts below are the same on every run.
function pseudoRandomBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[index] = state >>> 16;
  }
  return bytes;
}

/** A clock that counts its pauses and always says the slice is used. */
function countingPause(): { due(): boolean; pause(): Promise<void>; pauses: number } {
  const clock = {
    pauses: 0,
    due: () => true,
    pause: async () => {
      clock.pauses++;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  return clock;
}

describe('countExactlySliced', () => {
  const texts = {
    base64: pseudoRandomBytes(24_000, 3).toString('base64'),
    hex: pseudoRandomBytes(12_000, 5).toString('hex'),
    prose: 'The quarterly report shows growth in every region, and the north grew most. '.repeat(300),
    runs: `${' '.repeat(5_000)}${'a'.repeat(3_000)}${'7'.repeat(2_000)}${'-'.repeat(1_000)} end`,
    mixed: `日本語のテキスト 🙂 Ünïcödé ${'{"id":1,"v":"x"},'.repeat(400)}`,
  };

  it('gives the count countExactly gives, pausing as it goes', async () => {
    for (const [kind, text] of Object.entries(texts)) {
      // Counted whole first: the whole count keeps nothing, so this is the count of the text itself.
      const whole = countExactly(text);
      const pause = countingPause();
      expect(await countExactlySliced(text, pause), kind).toBe(whole);
      expect(pause.pauses, kind).toBeGreaterThan(0);
    }
  });

  it('counts long ASCII text as the tokenizer does, in slices', async () => {
    const csv = Array.from(
      { length: 400 },
      (_, row) => `2026-11-${row % 28},region-${row % 53},${row * 17}.5,EUR`,
    );
    // Texts no other test counted, so no count is kept for them yet.
    for (const text of [`${texts.prose}!`, `${texts.hex}.`, csv.join('\n'), `${csv.join("\n  don't ")}\n`]) {
      const pause = countingPause();
      expect(await countExactlySliced(text, pause)).toBe(countTokens(text));
      expect(pause.pauses).toBeGreaterThan(0);
    }
  });

  it('keeps the count of a long text, so the synchronous count reads it back', async () => {
    const text = pseudoRandomBytes(9_000, 11).toString('base64');
    expect(keptCount(text)).toBeUndefined();
    const counted = await countExactlySliced(text, new SliceClock());
    expect(keptCount(text)).toBe(counted);
    expect(countExactly(text)).toBe(counted);
  });
});

describe('longExactTexts', () => {
  it('names the long texts a message counts exactly, in its budget, in order', () => {
    const long = 'x '.repeat(SLICED_COUNT_CHARS);
    const past = 'y '.repeat(EXACT_CHARS_PER_PROMPT);
    const message = {
      role: 'user',
      content: [
        { type: 'text', text: 'short' },
        { type: 'text', text: long },
        { type: 'text', text: past },
      ],
      name: 'n',
    };
    expect(longExactTexts(message)).toEqual([long]);
    const calls = [{ id: 'c1', type: 'function', function: { name: 'f', arguments: 'z'.repeat(3_000) } }];
    expect(longExactTexts({ role: 'assistant', content: null, tool_calls: calls })).toEqual([
      JSON.stringify(calls),
    ]);
  });

  it('leaves the count of a message as it was once its long texts were counted ahead', async () => {
    const content = pseudoRandomBytes(20_000, 13).toString('base64');
    const expected = countMessageTokens({ role: 'tool', tool_call_id: 'a', content: `${content} ` });
    const message = { role: 'tool', tool_call_id: 'a', content: `${content} ` };
    for (const text of longExactTexts(message)) await countExactlySliced(text, new SliceClock());
    expect(countMessageTokens(message)).toBe(expected);
  });
});
