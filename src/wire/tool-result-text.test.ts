import { describe, expect, it } from 'vitest';
import { contentDigest } from './content-digest.js';
import { toolResultText } from './tool-result-text.js';

const pixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('toolResultText', () => {
  it('keeps a string as it is', () => {
    expect(toolResultText('  4\n')).toBe('  4\n');
  });

  it('reads null and undefined as empty and other values as JSON', () => {
    expect(toolResultText(null)).toBe('');
    expect(toolResultText(undefined)).toBe('');
    expect(toolResultText({ rows: 0 })).toBe('{"rows":0}');
  });

  it('joins text parts with newlines', () => {
    expect(
      toolResultText([
        { type: 'text', text: 'first' },
        { type: 'text', text: 'second' },
      ]),
    ).toBe('first\nsecond');
  });

  it('turns an Anthropic image block into a marker with its media type and a digest of its data', () => {
    const text = toolResultText([
      { type: 'text', text: 'Screenshot taken' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: pixel } },
    ]);
    expect(text).toBe(`Screenshot taken\n<image image/png ${contentDigest(pixel)}>`);
    expect(text.length).toBeLessThan(50);
  });

  it('gives the same text for the same image and a different text for a different one', () => {
    const result = (data: string) =>
      toolResultText([
        { type: 'text', text: 'Screenshot taken' },
        { type: 'image', source: { type: 'base64', media_type: 'image/png', data } },
      ]);
    expect(result(pixel)).toBe(result(pixel));
    expect(result(pixel)).not.toBe(result(`${pixel.slice(0, 40)}B${pixel.slice(41)}`));
  });

  it('names URL, file and OpenAI data-URL images without their bytes', () => {
    expect(
      toolResultText([{ type: 'image', source: { type: 'url', url: 'https://example.com/a.png' } }]),
    ).toBe('<image https://example.com/a.png>');
    expect(toolResultText([{ type: 'image', source: { type: 'file', file_id: 'file_011' } }])).toBe(
      '<image file file_011>',
    );
    const url = `data:image/png;base64,${pixel}`;
    expect(toolResultText([{ type: 'image_url', image_url: { url } }])).toBe(
      `<image image/png ${contentDigest(url)}>`,
    );
  });

  it('reads Responses API input parts: the same markers as chat for images, files by id or digest', () => {
    const url = `data:image/png;base64,${pixel}`;
    expect(
      toolResultText([
        { type: 'input_text', text: 'Screenshot taken' },
        { type: 'input_image', image_url: url, detail: 'auto' },
      ]),
    ).toBe(`Screenshot taken\n<image image/png ${contentDigest(url)}>`);
    expect(toolResultText([{ type: 'input_image', image_url: 'https://example.com/a.png' }])).toBe(
      '<image https://example.com/a.png>',
    );
    expect(toolResultText([{ type: 'input_image', file_id: 'file-1' }])).toBe('<image file file-1>');
    expect(toolResultText([{ type: 'input_file', file_id: 'file-2' }])).toBe('<file file-2>');
    expect(toolResultText([{ type: 'input_file', filename: 'a.pdf', file_data: 'JVBERi0=' }])).toBe(
      `<file a.pdf ${contentDigest('JVBERi0=')}>`,
    );
  });

  it('reads a text document as its text', () => {
    expect(
      toolResultText([
        { type: 'document', source: { type: 'text', media_type: 'text/plain', data: 'row 1' } },
      ]),
    ).toBe('row 1');
  });

  it('marks an unknown part by its type and a digest of its JSON', () => {
    const part = { type: 'search_result', source: 'https://example.com', title: 'x' };
    expect(toolResultText([part])).toBe(`<search_result ${contentDigest(JSON.stringify(part))}>`);
  });
});
