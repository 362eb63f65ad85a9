export { connectionTokens, HOP_BY_HOP_HEADERS } from '../hop-by-hop.js';
export { apiErrorReply } from './api-error-reply.js';
export { forwardableHeaders } from './hop-by-hop-headers.js';
export {
  DEFAULT_PROXY_MAX_BODY_BYTES,
  type ServedProxy,
  type ServeProxyOptions,
  serveProxy,
} from './serve-proxy.js';
export { createUndiciUpstream, type UndiciUpstreamOptions } from './undici-upstream.js';
export { toUpstreamError, UpstreamError, type UpstreamErrorCode } from './upstream-error.js';
