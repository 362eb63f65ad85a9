import { describe, expect, it } from 'vitest';
import { carriesUncountedContent } from './uncounted-content.js';

describe('content a local count cannot estimate', () => {
  it('finds an image, audio or a file among the messages since the model last spoke', () => {
    for (const type of ['image_url', 'input_image', 'input_audio', 'file', 'image', 'document']) {
      expect(
        carriesUncountedContent([
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'hello' },
          { role: 'user', content: [{ type: 'text', text: 'what is this?' }, { type }] },
        ]),
        type,
      ).toBe(true);
    }
  });

  it('leaves text alone, and images the model has answered since (their bill is known)', () => {
    expect(carriesUncountedContent([{ role: 'user', content: [{ type: 'text', text: 'plain' }] }])).toBe(
      false,
    );
    expect(
      carriesUncountedContent([
        { role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:…' } }] },
        { role: 'assistant', content: 'a cat' },
        { role: 'user', content: 'and now?' },
      ]),
    ).toBe(false);
    expect(carriesUncountedContent(undefined)).toBe(false);
  });
});
