import type { ProxyApi, ProxyMetrics } from '../proxy-metrics.js';
import { createCounterFamily, DEFAULT_MAX_LABEL_SETS } from './counter-family.js';
import { ADDED_LATENCY_BUCKETS, createHistogram } from './histogram.js';
import { familyHeader, sampleValue } from './prometheus-text.js';

/** Options of {@link createPrometheusMetrics}. */
export interface PrometheusMetricsOptions {
  /** Runs open now, read at each scrape (`loopguard_open_runs`); `undefined` leaves the gauge out (fleet mode: the count lives in the store). @default none */
  readonly openRuns?: (() => number | undefined) | undefined;
  /** Of the open runs, those held as snapshots while idle (`loopguard_parked_runs`); `undefined` leaves the gauge out. @default none */
  readonly parkedRuns?: (() => number | undefined) | undefined;
  /** Most label sets per counter family; more are counted under `other`. @default 500 */
  readonly maxLabelSets?: number | undefined;
  /** Upper bounds of the added-latency histogram, seconds. @default ADDED_LATENCY_BUCKETS (0.1 ms … 1 s) */
  readonly latencyBuckets?: readonly number[] | undefined;
}

/** {@link ProxyMetrics} that keeps its counters in memory and renders them for a Prometheus scrape. */
export interface PrometheusMetrics extends ProxyMetrics {
  /** Every metric in the Prometheus text format 0.0.4, `# HELP` and `# TYPE` first. */
  renderPrometheus(): string;
}

/**
 * The gateway's metrics for `/metrics`: counters of calls, tokens and spend by API and model, trips by code,
 * upstream errors by status, store errors, a histogram of the time the proxy added, and the open runs gauge.
 * Each method is a map lookup and an addition, cheap enough for the hot path; text is built only at scrape.
 * Model names come from clients, so each family's label sets are capped (`maxLabelSets`).
 * @example
 * const metrics = createPrometheusMetrics({ openRuns: () => proxy.openRuns });
 * const proxy = createProxy({ metrics });
 * // GET /metrics → metrics.renderPrometheus()
 */
export function createPrometheusMetrics(options: PrometheusMetricsOptions = {}): PrometheusMetrics {
  const max = options.maxLabelSets ?? DEFAULT_MAX_LABEL_SETS;
  const calls = createCounterFamily(
    'loopguard_calls_total',
    'Guarded calls forwarded to the model API.',
    ['api', 'model'],
    max,
  );
  const tokens = createCounterFamily(
    'loopguard_tokens_total',
    'Tokens settled for guarded calls, by type (input or output).',
    ['api', 'model', 'type'],
    max,
  );
  const spend = createCounterFamily(
    'loopguard_spend_usd_total',
    'Money settled for guarded calls, US dollars.',
    ['api', 'model'],
    max,
  );
  const trips = createCounterFamily(
    'loopguard_trips_total',
    'Requests refused or streams cut by the guard, by GuardError code.',
    ['code'],
    max,
  );
  const upstreamErrors = createCounterFamily(
    'loopguard_upstream_errors_total',
    'Model API answers of status 429 or 5xx, and calls that could not reach it (kind="network").',
    ['kind'],
    max,
  );
  const storeErrors = createCounterFamily(
    'loopguard_store_errors_total',
    'Run-store and budget-store failures, fail-closed answers included.',
    ['store'],
    max,
  );
  const latency = createHistogram(
    'loopguard_added_latency_seconds',
    "Time the proxy added to a request (its own work, the model API's time excluded), seconds.",
    options.latencyBuckets ?? ADDED_LATENCY_BUCKETS,
  );
  const families = [calls, tokens, spend, trips, upstreamErrors, storeErrors];
  return {
    call(api: ProxyApi, model: string) {
      calls.add([api, model], 1);
    },
    tokens(api: ProxyApi, model: string, inputTokens: number, outputTokens: number) {
      tokens.add([api, model, 'input'], inputTokens);
      tokens.add([api, model, 'output'], outputTokens);
    },
    spend(api: ProxyApi, model: string, costUsd: number) {
      spend.add([api, model], costUsd);
    },
    trip(code: string) {
      trips.add([code], 1);
    },
    upstreamError(kind: number | 'network') {
      upstreamErrors.add([String(kind)], 1);
    },
    addedLatency(seconds: number) {
      latency.observe(seconds);
    },
    storeError(store: 'runs' | 'budget') {
      storeErrors.add([store], 1);
    },
    renderPrometheus() {
      let text = '';
      for (const family of families) text += family.render();
      text += latency.render();
      const open = options.openRuns?.();
      if (open !== undefined) {
        text += familyHeader('loopguard_open_runs', 'gauge', 'Runs the gateway tracks now (not yet ended).');
        text += `loopguard_open_runs ${sampleValue(open)}\n`;
      }
      const parked = options.parkedRuns?.();
      if (parked !== undefined) {
        text += familyHeader(
          'loopguard_parked_runs',
          'gauge',
          'Of the open runs, those idle and held as snapshots until their next call.',
        );
        text += `loopguard_parked_runs ${sampleValue(parked)}\n`;
      }
      return text;
    },
  };
}
