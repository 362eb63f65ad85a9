import type { CountableMessage } from '../pricing/count-tokens.js';

// Content parts whose tokens a local count cannot know: images, audio, files and documents are billed by
// what they hold (an image by its size and detail), not by the bytes of their reference.
const uncounted = new Set([
  'image',
  'image_url',
  'input_image',
  'input_audio',
  'audio',
  'file',
  'input_file',
  'document',
]);

/**
 * Whether the messages new since the model last spoke carry content a local count cannot estimate. Older
 * ones were billed already, so the learned overhead covers them; only the tail is read.
 */
export function carriesUncountedContent(messages: readonly CountableMessage[] | undefined): boolean {
  if (!messages) return false;
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index] as { readonly role?: unknown; readonly content?: unknown };
    if (message.role === 'assistant') return false;
    if (!Array.isArray(message.content)) continue;
    for (const part of message.content as readonly unknown[]) {
      const type = typeof part === 'object' && part !== null ? (part as { type?: unknown }).type : undefined;
      if (typeof type === 'string' && uncounted.has(type)) return true;
    }
  }
  return false;
}
