import type { SseMessage } from './sse-message.js';

/**
 * One SSE frame: `event:` when named, one `data:` line per line of data, and the blank line that ends it.
 * @example formatSse({ event: 'message_stop', data: '{"type":"message_stop"}' }) // 'event: message_stop\ndata: {"type":"message_stop"}\n\n'
 */
export function formatSse(message: SseMessage): string {
  const head = `${message.id === undefined ? '' : `id: ${message.id}\n`}${message.event === undefined ? '' : `event: ${message.event}\n`}`;
  // JSON never holds a raw newline, so the common case is one line; other data must not end the event early.
  const data = /[\r\n]/.test(message.data) ? message.data.split(/\r\n|\r|\n/).join('\ndata: ') : message.data;
  return `${head}data: ${data}\n\n`;
}

/** The frame that ends an OpenAI stream. */
export const SSE_DONE_FRAME = 'data: [DONE]\n\n';
