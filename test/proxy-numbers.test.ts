import { describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { MAX_CALL_TOKENS } from '../src/guard/call-numbers.js';
import { createPrometheusMetrics } from '../src/proxy/metrics/prometheus-metrics.js';
import { fetchProxy } from './helpers/fetch-proxy.js';

const messages = [{ role: 'user', content: 'Tidy up the sales CSV.' }];
const answer = { content: 'Done.' };

describe('numbers at the gateway edge', () => {
  it.each([
    [
      '/v1/chat/completions',
      { max_tokens: -1e9 },
      '"max_tokens" must be a whole number of tokens from 1 to 10000000, got -1000000000',
    ],
    ['/v1/chat/completions', { max_completion_tokens: 1e400 }, 'got Infinity'],
    [
      '/v1/chat/completions',
      { max_tokens: '500' },
      '"max_tokens" must be a whole number of tokens from 1 to 10000000, got "500"',
    ],
    ['/v1/chat/completions', { max_tokens: 0.5 }, 'got 0.5'],
    ['/v1/responses', { max_output_tokens: -1 }, '"max_output_tokens" must be'],
    ['/v1/messages', { max_tokens: -1e9 }, '"max_tokens" must be'],
  ])('answers %s with %j 400 naming the field, never forwarding it', async (path, cap, words) => {
    const { post, scripted, proxy } = fetchProxy([answer]);
    const body =
      path === '/v1/responses'
        ? { model: 'gpt-4o-mini', input: 'Tidy up the sales CSV.', ...cap }
        : { model: 'gpt-4o-mini', messages, ...cap };
    // 1e400 is not JSON's to write: sent as text, so the proxy's parser meets it as a client's would.
    const text = JSON.stringify(body).replace(
      '"max_completion_tokens":null',
      '"max_completion_tokens":1e400',
    );
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await post(path, text);
      expect(response.status).toBe(400);
      const reply = (await response.json()) as { error: { message: string; code?: string } };
      expect(reply.error.message).toContain(words);
      expect(reply.error.code).toBe('LOOPGUARD_INVALID_REQUEST');
    }
    expect(scripted.requests).toHaveLength(0);
    await proxy.close();
  });

  it('clamps an upstream claiming 1e308 tokens, in the run, the events and /metrics', async () => {
    const metrics = createPrometheusMetrics();
    const { post, events, proxy } = fetchProxy(
      [{ content: 'Done.', usage: { prompt_tokens: 1e308, completion_tokens: 7 } }],
      { metrics },
    );
    const response = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages, max_tokens: 50 });
    expect(response.status).toBe(200);
    await proxy.close();
    const settled = events.find((event: GuardEvent) => event.event === 'llm_response');
    expect(settled?.token_usage?.prompt).toBe(MAX_CALL_TOKENS);
    expect(settled?.error_message).toContain('usage clamped: the provider reported 1e+308 prompt tokens');
    const text = metrics.renderPrometheus();
    expect(text).not.toMatch(/e\+308/);
    expect(text).toMatch(/loopguard_tokens_total\{[^}]*type="input"[^}]*\} 10000000\n/);
  });
});
