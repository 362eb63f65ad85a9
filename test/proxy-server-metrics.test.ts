import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMetricsRoute } from '../src/proxy/metrics/metrics-route.js';
import { createPrometheusMetrics } from '../src/proxy/metrics/prometheus-metrics.js';
import { PROMETHEUS_CONTENT_TYPE } from '../src/proxy/metrics/prometheus-text.js';
import type { ProxyExchange } from '../src/proxy/proxy-exchange.js';
import { type ServedProxy, serveProxy } from '../src/proxy/server/serve-proxy.js';
import { parsePrometheus } from './helpers/parse-prometheus.js';

describe('createPrometheusMetrics', () => {
  it('renders every family with HELP and TYPE, counting what the core reports', () => {
    let open = 3;
    const metrics = createPrometheusMetrics({ openRuns: () => open, parkedRuns: () => open - 1 });
    metrics.call('openai-chat', 'gpt-4o-mini');
    metrics.call('openai-chat', 'gpt-4o-mini');
    metrics.call('anthropic-messages', 'claude-sonnet-4-5');
    metrics.tokens('openai-chat', 'gpt-4o-mini', 120, 30);
    metrics.spend('openai-chat', 'gpt-4o-mini', 0.0125);
    metrics.spend('openai-chat', 'gpt-4o-mini', 0.0025);
    metrics.trip('GUARD_LOOP_DETECTED');
    metrics.upstreamError(503);
    metrics.upstreamError('network');
    metrics.storeError('budget');
    metrics.addedLatency(0.00018);
    metrics.addedLatency(0.0004);
    metrics.addedLatency(2);
    open = 5;
    const scrape = parsePrometheus(metrics.renderPrometheus());
    expect(Object.fromEntries(scrape.types)).toEqual({
      loopguard_calls_total: 'counter',
      loopguard_tokens_total: 'counter',
      loopguard_spend_usd_total: 'counter',
      loopguard_trips_total: 'counter',
      loopguard_upstream_errors_total: 'counter',
      loopguard_store_errors_total: 'counter',
      loopguard_added_latency_seconds: 'histogram',
      loopguard_open_runs: 'gauge',
      loopguard_parked_runs: 'gauge',
    });
    expect(scrape.value('loopguard_calls_total', { api: 'openai-chat', model: 'gpt-4o-mini' })).toBe(2);
    expect(
      scrape.value('loopguard_calls_total', { api: 'anthropic-messages', model: 'claude-sonnet-4-5' }),
    ).toBe(1);
    expect(
      scrape.value('loopguard_tokens_total', { api: 'openai-chat', model: 'gpt-4o-mini', type: 'input' }),
    ).toBe(120);
    expect(
      scrape.value('loopguard_tokens_total', { api: 'openai-chat', model: 'gpt-4o-mini', type: 'output' }),
    ).toBe(30);
    expect(
      scrape.value('loopguard_spend_usd_total', { api: 'openai-chat', model: 'gpt-4o-mini' }),
    ).toBeCloseTo(0.015, 10);
    expect(scrape.value('loopguard_trips_total', { code: 'GUARD_LOOP_DETECTED' })).toBe(1);
    expect(scrape.value('loopguard_upstream_errors_total', { kind: '503' })).toBe(1);
    expect(scrape.value('loopguard_upstream_errors_total', { kind: 'network' })).toBe(1);
    expect(scrape.value('loopguard_store_errors_total', { store: 'budget' })).toBe(1);
    expect(scrape.value('loopguard_added_latency_seconds_bucket', { le: '0.00025' })).toBe(1);
    expect(scrape.value('loopguard_added_latency_seconds_bucket', { le: '0.0005' })).toBe(2);
    expect(scrape.value('loopguard_added_latency_seconds_bucket', { le: '1' })).toBe(2);
    expect(scrape.value('loopguard_added_latency_seconds_bucket', { le: '+Inf' })).toBe(3);
    expect(scrape.value('loopguard_added_latency_seconds_count')).toBe(3);
    expect(scrape.value('loopguard_added_latency_seconds_sum')).toBeCloseTo(2.00058, 10);
    expect(scrape.value('loopguard_open_runs')).toBe(5);
    expect(scrape.value('loopguard_parked_runs')).toBe(4);
  });

  it('escapes label values a client chose', () => {
    const metrics = createPrometheusMetrics();
    const model = 'evil"} loopguard_trips_total{code="FAKE"} 1\n\\';
    metrics.call('openai-chat', model);
    const scrape = parsePrometheus(metrics.renderPrometheus());
    expect(scrape.value('loopguard_calls_total', { api: 'openai-chat', model })).toBe(1);
    expect(scrape.value('loopguard_trips_total', { code: 'FAKE' })).toBeUndefined();
  });

  it('counts label sets past the cap as other, so clients cannot grow it without bound', () => {
    const metrics = createPrometheusMetrics({ maxLabelSets: 3 });
    for (let index = 0; index < 10; index++) metrics.call('openai-chat', `model-${index}`);
    const scrape = parsePrometheus(metrics.renderPrometheus());
    const series = scrape.samples.filter((sample) => sample.name === 'loopguard_calls_total');
    expect(series).toHaveLength(4);
    expect(scrape.value('loopguard_calls_total', { api: 'other', model: 'other' })).toBe(7);
  });
});

describe('withMetricsRoute', () => {
  const metrics = createPrometheusMetrics();
  const core: ProxyExchange = async () => {
    metrics.call('openai-chat', 'gpt-4o-mini');
    return { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
  };
  let served: ServedProxy;

  beforeAll(async () => {
    served = await serveProxy(
      withMetricsRoute(core, {
        metrics,
        authorize: (request) =>
          request.headers['x-loopguard-key'] === 'token-ok'
            ? undefined
            : { status: 401, message: 'send the token' },
      }),
      { port: 0 },
    );
  });
  afterAll(() => served.close());

  it('serves the scrape over HTTP behind the authorization it is given', async () => {
    await fetch(`${served.url}/v1/chat/completions`, { method: 'POST', body: '{}' });
    const refused = await fetch(`${served.url}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('loopguard_calls_total');
    const response = await fetch(`${served.url}/metrics`, { headers: { 'x-loopguard-key': 'token-ok' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PROMETHEUS_CONTENT_TYPE);
    const scrape = parsePrometheus(await response.text());
    expect(scrape.value('loopguard_calls_total', { api: 'openai-chat', model: 'gpt-4o-mini' })).toBe(1);
  });
});
