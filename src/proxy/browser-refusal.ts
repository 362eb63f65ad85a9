import { isLoopbackHost } from '../utils/loopback.js';
import type { ErrorFormat } from './proxy-error-reply.js';
import { errorReply } from './proxy-error-reply.js';
import type { ProxyReply, ProxyRequest } from './proxy-exchange.js';

/** What {@link browserRefusal} checks against. */
export interface BrowserRules {
  /** Origins whose pages may call (`https://app.example`); none by default: agents send no `Origin`. */
  readonly allowedOrigins: readonly string[];
  /** The policy asks every client for credentials: the gateway may then be reached by any name. */
  readonly requiresCredentials: boolean;
}

/**
 * Refuses what only a browser sends, so that no web page can spend through a gateway on this machine (its
 * requests would carry the gateway's own upstream key): an `Origin` outside `allowedOrigins`, a `Host` that
 * does not name a loopback gateway open to this machine (a page whose name was rebound to 127.0.0.1), and a
 * model call whose body is not declared JSON (`text/plain` is what a page may post without asking first).
 * `undefined` when the request may go on.
 */
export function browserRefusal(
  request: ProxyRequest,
  format: ErrorFormat,
  modelRoute: boolean,
  rules: BrowserRules,
): ProxyReply | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && !rules.allowedOrigins.includes(origin))
    return errorReply(
      format,
      403,
      'permission_error',
      `requests from web pages are refused: Origin ${origin.slice(0, 200)} is not in the gateway's allowedOrigins (--allow-origin)`,
      'LOOPGUARD_ORIGIN_REFUSED',
    );
  const host = request.headers.host;
  if (host !== undefined && !rules.requiresCredentials && !isLoopbackHost(host))
    return errorReply(
      format,
      403,
      'permission_error',
      `Host ${host.slice(0, 200)} does not name this gateway: without an access token or client keys it answers only localhost, 127.x.y.z and [::1]`,
      'LOOPGUARD_HOST_REFUSED',
    );
  if (modelRoute && request.method === 'POST') {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type !== 'application/json')
      return errorReply(
        format,
        415,
        'invalid_request_error',
        `model calls take a JSON body: Content-Type must be application/json, got ${type === '' ? 'none' : type.slice(0, 100)}`,
        'LOOPGUARD_CONTENT_TYPE_REFUSED',
      );
  }
  return undefined;
}
