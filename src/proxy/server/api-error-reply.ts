import type { ProxyReply } from '../proxy-exchange.js';

/**
 * An error answer in the shape the caller's SDK reads: Anthropic's `{"type": "error", "error": {type,
 * message}}` on `…/messages`, OpenAI's `{"error": {message, type, code, param}}` everywhere else.
 */
export function apiErrorReply(
  path: string,
  status: number,
  type: string,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): ProxyReply {
  const query = path.indexOf('?');
  const pathname = query === -1 ? path : path.slice(0, query);
  const body = pathname.endsWith('/messages')
    ? { type: 'error', error: { type, message } }
    : { error: { message, type, code: type, param: null } };
  return {
    status,
    headers: { 'content-type': 'application/json', 'x-should-retry': 'false', ...headers },
    body: JSON.stringify(body),
  };
}
