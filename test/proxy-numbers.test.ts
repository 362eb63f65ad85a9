import { describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { MAX_CALL_TOKENS } from '../src/guard/call-numbers.js';
import { createFetchUpstream } from '../src/proxy/fetch-upstream.js';
import { createProxy } from '../src/proxy/index.js';
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

describe('malformed requests at the gateway edge', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['/v1/chat/completions', { messages: [null] }, 'messages[0] must be an object, got null'],
    ['/v1/chat/completions', { messages: [42] }, 'messages[0] must be an object, got number'],
    ['/v1/chat/completions', { messages: 'hello' }, '"messages" must be a list, got string'],
    [
      '/v1/chat/completions',
      { messages: [{ content: 'hi' }] },
      'messages[0].role must be a string, got undefined',
    ],
    [
      '/v1/chat/completions',
      { messages: [{ role: 'user', content: 7 }] },
      'messages[0].content must be a string or a list of parts, got number',
    ],
    [
      '/v1/chat/completions',
      { messages: [{ role: 'user', content: [null] }] },
      'messages[0].content[0] must be an object, got null',
    ],
    [
      '/v1/chat/completions',
      { messages: [{ role: 'assistant', tool_calls: {} }] },
      'messages[0].tool_calls must be a list, got object',
    ],
    [
      '/v1/chat/completions',
      { messages: [{ role: 'assistant', tool_calls: [null] }] },
      'messages[0].tool_calls[0] must be an object, got null',
    ],
    ['/v1/chat/completions', { messages: [], tools: [1] }, 'tools[0] must be an object, got number'],
    ['/v1/chat/completions', { messages: [], model: 5 }, '"model" must be a string, got number'],
    ['/v1/chat/completions', { messages: [], stream: 'yes' }, '"stream" must be true or false, got string'],
    ['/v1/responses', { input: [null] }, 'input[0] must be an object, got null'],
    ['/v1/responses', { input: 12 }, '"input" must be a string or a list of items, got number'],
    [
      '/v1/responses',
      { input: 'hi', previous_response_id: 3 },
      '"previous_response_id" must be a string, got number',
    ],
    ['/v1/messages', { messages: [null] }, 'messages[0] must be an object, got null'],
    [
      '/v1/messages',
      { messages: [], system: 4 },
      '"system" must be a string or a list of blocks, got number',
    ],
  ];
  it.each(cases)(
    'answers %s with %j 400 naming the field, forwarding nothing',
    async (path, shape, words) => {
      const { post, scripted, proxy } = fetchProxy([answer]);
      const response = await post(path, { model: 'gpt-4o-mini', ...shape });
      expect(response.status).toBe(400);
      const reply = (await response.json()) as { error: { message: string; code: string } };
      expect(reply.error.message).toBe(words);
      expect(reply.error.code).toBe('LOOPGUARD_INVALID_REQUEST');
      expect(scripted.requests).toHaveLength(0);
      await proxy.close();
    },
  );
});

describe('an upstream error that echoes the key it was sent', () => {
  it('never hands the gateway key to the client', async () => {
    const gatewayKey = 'sk-gateway-own-abcdef0123456789';
    const upstream = createFetchUpstream(async (request: Request) =>
      Response.json(
        {
          error: {
            message: `Incorrect API key provided: ${request.headers.get('authorization')?.slice(7)}. You can find your API key at …`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        },
        { status: 401 },
      ),
    );
    const proxy = createProxy({ upstream, openAIBaseUrl: 'http://model.test', openAIKey: gatewayKey });
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-client' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages }),
      }),
    );
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).not.toContain(gatewayKey);
    expect(text).toContain('Incorrect API key provided: [the gateway key].');
    await proxy.close();
  });
});

describe('a history the gateway will not read', () => {
  const turn = (calls: number) => {
    const toolCalls = Array.from({ length: calls }, (_, index) => ({
      id: `c${index}`,
      type: 'function',
      function: { name: 'read', arguments: `{"path":"f${index}.txt"}` },
    }));
    return [
      { role: 'user', content: 'read them all' },
      { role: 'assistant', content: null, tool_calls: toolCalls },
      ...toolCalls.map((call) => ({ role: 'tool', tool_call_id: call.id, content: 'ok' })),
    ];
  };

  it('answers 15,000 parallel tool calls in one turn 413 naming the limit, forwarding nothing', async () => {
    const { post, scripted, proxy } = fetchProxy([answer]);
    const response = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages: turn(15_000) });
    expect(response.status).toBe(413);
    const reply = (await response.json()) as { error: { message: string; code: string } };
    expect(reply.error.message).toBe(
      "messages[1] holds 15000 tool calls in one turn, more than the gateway's maxToolCallsPerTurn 1024",
    );
    expect(reply.error.code).toBe('LOOPGUARD_HISTORY_TOO_LARGE');
    expect(scripted.requests).toHaveLength(0);
    await proxy.close();
  });

  it('answers a history past maxHistoryItems 413, and takes one within the limits', async () => {
    const { post, scripted, proxy } = fetchProxy([answer, answer], {
      maxHistoryItems: 100,
      maxToolCallsPerTurn: 40,
    });
    const long = Array.from({ length: 101 }, (_, index) => ({ role: 'user', content: `line ${index}` }));
    const refused = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages: long });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      `"messages" holds 101 items, more than the gateway's maxHistoryItems 100`,
    );
    const responses = await post('/v1/responses', {
      model: 'gpt-4o-mini',
      input: Array.from({ length: 41 }, (_, index) => ({
        type: 'function_call',
        call_id: `c${index}`,
        name: 'read',
        arguments: '{}',
      })),
    });
    expect(responses.status).toBe(413);
    const fits = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages: turn(40) });
    expect(fits.status).toBe(200);
    expect(scripted.requests).toHaveLength(1);
    await proxy.close();
  });
});

describe('the gateway defaults', () => {
  it('let an agent with a 32k-token system prompt work on: no per-run token total by default', async () => {
    const turns = Array.from({ length: 6 }, (_, index) => ({
      toolCalls: [{ name: 'read_page', arguments: { page: index + 1 } }],
    }));
    const { post, proxy } = fetchProxy(turns);
    const history: unknown[] = [
      { role: 'system', content: `You are a careful reader. ${'Keep every rule in mind. '.repeat(6_400)}` },
      { role: 'user', content: 'Read the report page by page.' },
    ];
    for (let call = 1; call <= 6; call++) {
      const response = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages: history });
      expect(response.status, `call ${call}`).toBe(200);
      const message = (
        (await response.json()) as { choices: { message: { tool_calls: { id: string }[] } }[] }
      ).choices[0]?.message;
      history.push(message, {
        role: 'tool',
        tool_call_id: message?.tool_calls[0]?.id,
        content: `page ${call}`,
      });
    }
    await proxy.close();
  });

  it('let an agent work 60 rounds: the round ceiling is 500, not the library 10', async () => {
    const turns = Array.from({ length: 60 }, (_, index) => ({
      toolCalls: [{ name: 'read_page', arguments: { page: index + 1 } }],
    }));
    const { post, proxy } = fetchProxy(turns);
    const history: unknown[] = [{ role: 'user', content: 'Read the report page by page.' }];
    for (let call = 1; call <= 60; call++) {
      const response = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages: history });
      expect(response.status, `call ${call}`).toBe(200);
      const message = (
        (await response.json()) as { choices: { message: { tool_calls: { id: string }[] } }[] }
      ).choices[0]?.message;
      history.push(message, {
        role: 'tool',
        tool_call_id: message?.tool_calls[0]?.id,
        content: `page ${call}: ${call * 37} words, ${call % 7} tables`,
      });
    }
    await proxy.close();
  });
});
