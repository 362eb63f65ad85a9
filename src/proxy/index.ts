export { createProxy, type GatewayProxy } from './create-proxy.js';
export { createFetchUpstream } from './fetch-upstream.js';
export type {
  AccessRefusal,
  ClientIdentity,
  GatewayPolicy,
  RunLabels,
} from './gateway-policy.js';
export {
  createPrometheusMetrics,
  type PrometheusMetrics,
  type PrometheusMetricsOptions,
  withMetricsRoute,
} from './metrics/index.js';
export { createOpenPolicy, isLoopback } from './open-policy.js';
export {
  createGatewayPolicy,
  type GatewayPolicyConfig,
  type LoadedGatewayPolicy,
  loadGatewayPolicy,
} from './policy/index.js';
export type {
  ProxyBody,
  ProxyExchange,
  ProxyHeaders,
  ProxyReply,
  ProxyRequest,
  Upstream,
  UpstreamRequest,
  UpstreamResponse,
} from './proxy-exchange.js';
export type { ProxyApi, ProxyMetrics } from './proxy-metrics.js';
export { PROXY_DEFAULTS, type ProxyOptions, type ResolvedProxyOptions } from './proxy-options.js';
export { derivedRunId, RUN_HEADERS } from './run-labels.js';
export { type ServedProxy, type ServeProxyOptions, serveProxy } from './server/serve-proxy.js';
export { createUndiciUpstream } from './server/undici-upstream.js';
export { UpstreamError, type UpstreamErrorCode } from './server/upstream-error.js';
