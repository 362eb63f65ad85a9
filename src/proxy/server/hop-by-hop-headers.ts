// RFC 9110 §7.6.1: these describe one connection, not the message, so a proxy never forwards them; nor any
// header the Connection header names. `proxy-connection` and `keep-alive` are the pre-HTTP/1.1 spellings
// clients still send.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** True for a connection-specific header name (lower case) that a proxy must not forward. */
export function isHopByHopHeader(name: string): boolean {
  return HOP_BY_HOP.has(name);
}

/** The header names a `Connection` value lists (`Connection: close, x-trace` → `x-trace` is hop-by-hop too). */
export function connectionTokens(connection: string | readonly string[] | undefined): ReadonlySet<string> {
  if (connection === undefined) return EMPTY;
  const text = typeof connection === 'string' ? connection : connection.join(',');
  const tokens = new Set<string>();
  for (const token of text.split(',')) {
    const name = token.trim().toLowerCase();
    if (name !== '') tokens.add(name);
  }
  return tokens;
}

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
    if (HOP_BY_HOP.has(name) || named.has(name) || drop.has(name)) continue;
    result[name] = typeof value === 'string' ? value : value.join(', ');
  }
  return result;
}
