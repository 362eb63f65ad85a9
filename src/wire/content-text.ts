import { isRecord } from './wire-values.js';

/**
 * A value as text, for hashing, recording and digests: a string as it is, anything else as JSON; `null` for
 * `null` and `undefined`.
 * @example contentText({ path: 'a.csv' }) // '{"path":"a.csv"}'
 */
export function contentText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * What a message's content says, in any of the three APIs: a string as it is, or the string parts and the
 * `text` of the parts of an array (OpenAI text parts, Responses `input_text`/`output_text`, Anthropic text
 * blocks) joined by `separator`; tool calls and results are not text. `null` when the content holds no text.
 * @example messageText([{ type: 'text', text: 'a' }, { type: 'image_url', image_url: { url: 'x' } }]) // 'a'
 */
export function messageText(content: unknown, separator = ''): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  let text: string | null = null;
  for (const part of content as readonly unknown[]) {
    let said: string | undefined;
    if (typeof part === 'string') said = part;
    else if (
      isRecord(part) &&
      part.type !== 'tool_use' &&
      part.type !== 'tool_result' &&
      typeof part.text === 'string'
    )
      said = part.text;
    if (said !== undefined) text = text === null ? said : `${text}${separator}${said}`;
  }
  return text;
}

/**
 * A message's content shown in full, as a page shows it: a string as it is; for parts, each part's text or,
 * for a part without one, its JSON, one a line; anything else as JSON; `''` for none.
 */
export function shownText(content: unknown): string {
  if (content === null || content === undefined) return '';
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) =>
        typeof part === 'object' && part && 'text' in part ? String(part.text) : JSON.stringify(part),
      )
      .join('\n');
  return JSON.stringify(content);
}
