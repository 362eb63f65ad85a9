import type { AccessRefusal } from '../gateway-policy.js';
import type { ProxyExchange, ProxyRequest } from '../proxy-exchange.js';
import type { PrometheusMetrics } from './prometheus-metrics.js';
import { PROMETHEUS_CONTENT_TYPE } from './prometheus-text.js';

/** Options of {@link withMetricsRoute}. */
export interface MetricsRouteOptions {
  readonly metrics: PrometheusMetrics;
  /** Who may scrape: `undefined` to allow, a refusal to answer it. @default everyone */
  readonly authorize?: ((request: ProxyRequest) => AccessRefusal | undefined) | undefined;
}

/**
 * Puts `GET /metrics` (the Prometheus text format) in front of an exchange; every other request goes on to
 * it. A refused scrape gets its status and a JSON error, never the counters.
 */
export function withMetricsRoute(exchange: ProxyExchange, options: MetricsRouteOptions): ProxyExchange {
  return (request) => {
    if (request.path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD'))
      return exchange(request);
    const refusal = options.authorize?.(request);
    if (refusal)
      return Promise.resolve({
        status: refusal.status,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ error: { message: refusal.message, type: 'authentication_error' } }),
      });
    return Promise.resolve({
      status: 200,
      headers: { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' },
      body: request.method === 'HEAD' ? '' : options.metrics.renderPrometheus(),
    });
  };
}
