import type { ProxyHeaders } from './proxy-exchange.js';

/**
 * Connection-specific fields (RFC 9110 §7.6.1, plus the older ones proxies still meet: `keep-alive`,
 * `proxy-connection`, `transfer-encoding`, `te`, `trailer`, `upgrade`, `proxy-authorization`,
 * `proxy-authenticate`). They describe one hop and are never forwarded, by the core or the server.
 */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
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

// The body is re-sent whole, or re-framed; the next hop computes its own length and host.
const hopByHop = new Set([...HOP_BY_HOP_HEADERS, 'content-length', 'host']);

const noNames: ReadonlySet<string> = new Set();

// Each client and upstream sends the same `Connection` value on every message (`keep-alive`), and a message's
// headers pass four filters on their way through: its names are worked out once per value. Bounded, since
// the values come from clients.
const tokensByValue = new Map<string, ReadonlySet<string>>();
const maxRememberedValues = 64;

/** The header names a `Connection` value lists (`Connection: close, x-trace` → `x-trace` is hop-by-hop too). */
export function connectionTokens(connection: string | readonly string[] | undefined): ReadonlySet<string> {
  if (connection === undefined) return noNames;
  const text = typeof connection === 'string' ? connection : connection.join(',');
  const known = tokensByValue.get(text);
  if (known !== undefined) return known;
  const tokens = new Set<string>();
  for (const token of text.split(',')) {
    const name = token.trim().toLowerCase();
    if (name !== '') tokens.add(name);
  }
  if (tokensByValue.size < maxRememberedValues) tokensByValue.set(text, tokens);
  return tokens;
}

/**
 * Headers to send on: hop-by-hop fields and those named in `Connection` dropped, `x-loopguard-*` (the
 * proxy's own, which may name runs and agents) never forwarded upstream, and `skip` left out (the
 * credentials the proxy replaces).
 */
export function forwardHeaders(headers: ProxyHeaders, skip?: ReadonlySet<string>): Record<string, string> {
  const named = headers.connection ? connectionTokens(headers.connection) : undefined;
  const forwarded: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || hopByHop.has(name) || named?.has(name) || skip?.has(name)) continue;
    if (name.startsWith('x-loopguard-')) continue;
    forwarded[name] = value;
  }
  return forwarded;
}

/** Upstream reply headers to pass to the client: hop-by-hop fields (and those `Connection` names) dropped. */
export function replyHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const named = headers.connection ? connectionTokens(headers.connection) : undefined;
  const kept: Record<string, string> = {};
  for (const name in headers) {
    if (hopByHop.has(name) || named?.has(name)) continue;
    kept[name] = headers[name] as string;
  }
  return kept;
}
