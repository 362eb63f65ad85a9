export { type CounterFamily, createCounterFamily, DEFAULT_MAX_LABEL_SETS } from './counter-family.js';
export { ADDED_LATENCY_BUCKETS, createHistogram, type Histogram } from './histogram.js';
export { type MetricsRouteOptions, withMetricsRoute } from './metrics-route.js';
export {
  createPrometheusMetrics,
  type PrometheusMetrics,
  type PrometheusMetricsOptions,
} from './prometheus-metrics.js';
export { escapeLabelValue, PROMETHEUS_CONTENT_TYPE } from './prometheus-text.js';
