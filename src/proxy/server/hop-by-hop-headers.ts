import { connectionTokens, HOP_BY_HOP_HEADERS } from '../hop-by-hop.js';

const EMPTY: ReadonlySet<string> = new Set();

/**
 * The headers a proxy may pass on: names lower-cased, hop-by-hop ones and those the `Connection` header
 * names dropped, repeated values joined with `, ` (RFC 9110 §5.3; `set-cookie` is a response header and
 * never repeated in requests). `drop` names more headers to leave out (`host`, `content-length`).
 */
export function forwardableHeaders(
  headers: Readonly<Record<string, string | readonly string[] | undefined>>,
  drop: ReadonlySet<string> = EMPTY,
): Record<string, string> {
  const named = connectionTokens(headers.connection ?? headers.Connection);
  const result: Record<string, string> = {};
  for (const key in headers) {
    const value = headers[key];
    if (value === undefined) continue;
    const name = key.toLowerCase();
    if (HOP_BY_HOP_HEADERS.has(name) || named.has(name) || drop.has(name)) continue;
    result[name] = typeof value === 'string' ? value : value.join(', ');
  }
  return result;
}
