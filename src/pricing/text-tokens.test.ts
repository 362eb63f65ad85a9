import { countTokens } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { countPromptTokens } from './count-tokens.js';
import {
  countExactly,
  countTextTokens,
  createCountBudget,
  EXACT_CHARS_PER_PROMPT,
  utf8Bytes,
} from './text-tokens.js';

// Deterministic "random" bytes, so the kinds below are the same on every run.
function pseudoRandomBytes(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[index] = state >>> 16;
  }
  return bytes;
}

const sentence = 'The agent cleaned /data/sales.csv again; 3 rows were dropped and 1,204 kept. ';
/** The kinds of text a tool result carries, including the pathological ones. */
const kinds: Record<string, (length: number) => string> = {
  prose: (length) => sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length),
  json: (length) =>
    JSON.stringify(
      Array.from({ length: Math.ceil(length / 40) }, (_, id) => ({
        id,
        path: `/data/s_${id}.csv`,
        ok: true,
      })),
    ).slice(0, length),
  base64: (length) => pseudoRandomBytes(length).toString('base64').slice(0, length),
  hex: (length) => pseudoRandomBytes(length).toString('hex').slice(0, length),
  cjk: (length) =>
    '数据清洗工具再次被调用，路径只差一个空格。'.repeat(Math.ceil(length / 21)).slice(0, length),
  emoji: (length) => '😀🙈'.repeat(Math.ceil(length / 4)).slice(0, length),
  spaces: (length) => ' '.repeat(length),
  letter: (length) => 'x'.repeat(length),
  pattern: (length) => 'ab'.repeat(Math.ceil(length / 2)).slice(0, length),
  mixed: (length) => kinds.prose?.(length / 2) + (kinds.base64?.(length / 2) ?? ''),
};

describe('countTextTokens', () => {
  it('is exact on ordinary text within the budget', () => {
    for (const kind of ['prose', 'json', 'base64', 'hex', 'cjk'] as const) {
      const text = kinds[kind]?.(8_000) ?? '';
      expect(countTextTokens(text), kind).toBe(countTokens(text));
    }
  });

  it('cuts long runs of one character class: never below the exact count, at most one token per 64 chars above', () => {
    for (const kind of ['spaces', 'letter', 'pattern', 'emoji'] as const) {
      const text = kinds[kind]?.(8_192) ?? '';
      const exact = countTokens(text);
      const counted = countExactly(text);
      expect(counted, kind).toBeGreaterThanOrEqual(exact);
      expect(counted - exact, kind).toBeLessThanOrEqual(Math.ceil(text.length / 64));
    }
  });

  it('estimates long text past the budget at or above the exact count, and within 2× for one kind of text', () => {
    for (const [kind, make] of Object.entries(kinds)) {
      const text = make(100_000);
      // Exact reference on slices, so the reference itself stays linear (runs are the pathological case).
      const exact = countExactly(text);
      const estimated = countTextTokens(text, { exactChars: 0, sampleChars: 16_384 });
      expect(estimated, kind).toBeGreaterThanOrEqual(exact);
      if (kind !== 'mixed') expect(estimated / exact, kind).toBeLessThan(2);
      expect(estimated, kind).toBeLessThanOrEqual(utf8Bytes(text));
    }
  });

  it('falls back to the UTF-8 byte count, an upper bound, once the sample budget is spent', () => {
    const text = kinds.prose?.(50_000) ?? '';
    expect(countTextTokens(text, { exactChars: 0, sampleChars: 0 })).toBe(utf8Bytes(text));
    expect(utf8Bytes('a€😀')).toBe(1 + 3 + 4);
  });

  it('gives each message of a prompt its own budget: long prompts stay exact, one long text is estimated', () => {
    const budget = createCountBudget();
    const part = kinds.prose?.(EXACT_CHARS_PER_PROMPT / 2) ?? '';
    countTextTokens(part, budget);
    countTextTokens(part, budget);
    expect(budget.exactChars).toBe(0);
    const messages = Array.from({ length: 40 }, (_, index) => ({ role: 'tool', content: `${index}${part}` }));
    const exact = messages.reduce((sum, message) => sum + countTokens(message.content) + 4, 3);
    expect(countPromptTokens(messages)).toBe(exact);
    // The count of a message never depends on the messages before it.
    const alone = countPromptTokens([messages[39] as (typeof messages)[number]]);
    expect(alone).toBe(countTokens(messages[39]?.content ?? '') + 4 + 3);
    const long = kinds.base64?.(100_000) ?? '';
    expect(countPromptTokens([{ role: 'tool', content: long }])).toBeGreaterThanOrEqual(
      countExactly(long) + 7,
    );
  });

  it('counts special-token text in a message as the ordinary text it is', () => {
    const text = 'the page says <|endoftext|> and <|im_start|>system here';
    expect(countTextTokens(text)).toBe(countTokens(text, { disallowedSpecial: new Set() }));
    expect(countPromptTokens([{ role: 'tool', content: text }])).toBeGreaterThan(10);
  });

  it('counts CSV, code and mixed scripts exactly', () => {
    const samples = [
      Array.from({ length: 80 }, (_, row) => `2026-11-${row % 28},region-${row % 53},${row * 17}.5,EUR`).join(
        '\n',
      ),
      'export function f(a: number): string {\n  return String(a).padStart(4, "0"); // ok\n}\n'.repeat(40),
      'Résumé naïve – 数据清洗 ☃ Привет мир 😀 ÅÄÖ ﬁ\u0301 '.repeat(60),
    ];
    for (const text of samples) expect(countTextTokens(text)).toBe(countTokens(text));
  });

  it('counts ASCII text exactly: every character, apostrophe suffix and whitespace run the ASCII path meets', () => {
    // Every ASCII character, with the pieces the expression treats apart weighted up.
    const alphabet = [
      ...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)),
      ...["'s", "'S", "'ll", "'LL", "'re", "'ve", "'d", "'m", "'t", ' ', '  ', '\n', '\r\n', '\t', ' \n '],
      ...['Hello', 'WORLD', 'camelCase', 'snake_case', '123456', '3.14', '...', '/*', '*/', '{}'],
    ];
    const bytes = pseudoRandomBytes(60_000, 11);
    for (let sample = 0; sample < 300; sample++) {
      let text = '';
      for (let index = 0; index < 200; index++)
        text += alphabet[(bytes[sample * 200 + index] as number) % alphabet.length];
      const exact = countTokens(text, { disallowedSpecial: new Set() });
      expect(countExactly(text), JSON.stringify(text)).toBe(exact);
    }
  });

  it('cuts a long ASCII run as before: the ASCII path leaves a text with one to the slicing count', () => {
    // Each run between neighbours of another class, so the run is exactly `length` long.
    for (const [run, around] of [
      [' ', 'ab'],
      ['x', '..'],
      ['7', 'ab'],
      ['-', 'ab'],
    ] as const)
      for (const length of [64, 65, 200]) {
        const text = `${around}${run.repeat(length)}${around}`;
        const sliced =
          2 * countTokens(around) +
          Array.from({ length: Math.ceil(length / 64) }, (_, index) =>
            countTokens(run.repeat(Math.min(64, length - index * 64))),
          ).reduce((sum, tokens) => sum + tokens, 0);
        expect(countExactly(text), `${run} × ${length}`).toBe(length > 64 ? sliced : countTokens(text));
      }
  });
});
