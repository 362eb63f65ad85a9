import { describe, expect, it } from 'vitest';
import { contentText, messageText, shownText } from './content-text.js';
import { modelTurnText } from './conversation-steps.js';

describe('contentText', () => {
  it('keeps a string and writes anything else as JSON', () => {
    expect(contentText('ls -la')).toBe('ls -la');
    expect(contentText('')).toBe('');
    expect(contentText({ path: 'a.csv', rows: [1, 2] })).toBe('{"path":"a.csv","rows":[1,2]}');
    expect(contentText(42)).toBe('42');
  });

  it('has no text for null and undefined', () => {
    expect(contentText(null)).toBeNull();
    expect(contentText(undefined)).toBeNull();
  });

  it('falls back to String for a value JSON cannot write', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(contentText(cyclic)).toBe('[object Object]');
    expect(contentText(10n)).toBe('10');
  });
});

describe('messageText', () => {
  it('reads the text parts of each API, joined', () => {
    expect(messageText('hello')).toBe('hello');
    expect(
      messageText([
        { type: 'text', text: 'a' },
        { type: 'image_url', image_url: { url: 'https://x/a.png' } },
        { type: 'text', text: 'b' },
      ]),
    ).toBe('ab');
    expect(messageText([{ type: 'input_text', text: 'task' }])).toBe('task');
    expect(messageText([{ type: 'output_text', text: 'done' }])).toBe('done');
    expect(messageText(['plain', { type: 'text', text: 'part' }], '\n')).toBe('plain\npart');
  });

  it('does not read tool calls and results as text', () => {
    expect(
      messageText([
        { type: 'text', text: 'calling' },
        { type: 'tool_use', id: 'toolu_1', name: 'ls', input: {}, text: 'not said' },
        { type: 'tool_result', tool_use_id: 'toolu_1', content: 'a.csv', text: 'not said' },
      ]),
    ).toBe('calling');
  });

  it('has no text for content without text parts, and keeps empty text as said', () => {
    expect(messageText([{ type: 'image_url', image_url: { url: 'https://x/a.png' } }])).toBeNull();
    expect(messageText([])).toBeNull();
    expect(messageText(null)).toBeNull();
    expect(messageText({ text: 'not a part list' })).toBeNull();
    expect(messageText('')).toBe('');
    expect(messageText([{ type: 'text', text: '' }])).toBe('');
  });

  it('gives a model turn no text when it says nothing', () => {
    expect(modelTurnText('')).toBeNull();
    expect(modelTurnText([{ type: 'text', text: '' }])).toBeNull();
    expect(
      modelTurnText([
        { type: 'text', text: 'a' },
        { type: 'text', text: 'b' },
      ]),
    ).toBe('ab');
  });
});

describe('shownText', () => {
  it('shows each part: its text, or its JSON, one a line', () => {
    expect(
      shownText([
        { type: 'text', text: 'saved' },
        { type: 'image_url', image_url: { url: 'https://x/a.png' } },
      ]),
    ).toBe('saved\n{"type":"image_url","image_url":{"url":"https://x/a.png"}}');
  });

  it('shows a string as it is, other values as JSON, nothing as empty', () => {
    expect(shownText('ok')).toBe('ok');
    expect(shownText({ a: 1 })).toBe('{"a":1}');
    expect(shownText(null)).toBe('');
    expect(shownText(undefined)).toBe('');
  });
});
