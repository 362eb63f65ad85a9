import { describe, expect, it, vi } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { createFetchUpstream } from '../src/proxy/fetch-upstream.js';
import { createProxy } from '../src/proxy/index.js';
import { createOpenPolicy } from '../src/proxy/open-policy.js';
import { createGatewayPolicy } from '../src/proxy/policy/create-gateway-policy.js';
import { gatewayPolicySchema } from '../src/proxy/policy/gateway-policy-schema.js';
import { gatewayRoutes } from '../src/proxy/route-table.js';
import { fetchProxy } from './helpers/fetch-proxy.js';

const setup = fetchProxy;

const readFile = { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] };

describe('proxy options', () => {
  it('names each bad option', () => {
    expect(() => createProxy({ storeFailure: 'sometimes' as 'open', maxBodyBytes: -1 })).toThrow(
      "createProxy: `maxBodyBytes` must be a positive integer; `storeFailure` must be 'closed' or 'open'",
    );
    expect(() => createProxy({ upstreamUrl: 'http://x' } as never)).toThrow(
      '`upstreamUrl` is not a proxy option',
    );
  });
});

describe('proxy routes', () => {
  it('answers GET /healthz without touching the upstream', async () => {
    const { proxy, scripted } = setup([]);
    const response = await proxy.fetch(new Request('http://proxy.test/healthz'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(scripted.requests).toHaveLength(0);
    await proxy.close();
  });

  it('answers an unknown route 404 in the OpenAI error format', async () => {
    const { proxy } = setup([]);
    const response = await proxy.fetch(new Request('http://proxy.test/admin'));
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { message: string; type: string } };
    expect(body.error.type).toBe('not_found_error');
    expect(body.error.message).toContain('/admin');
    await proxy.close();
  });

  it('answers malformed JSON 400 in each API format, never reaching the upstream', async () => {
    const { post, scripted, proxy } = setup([]);
    const openai = await post('/v1/chat/completions', '{"model": "gpt-4o-mini", "messages": [');
    expect(openai.status).toBe(400);
    expect(((await openai.json()) as { error: { message: string } }).error.message).toMatch(/not valid JSON/);
    const anthropic = await post('/v1/messages', '[1, 2]');
    expect(anthropic.status).toBe(400);
    expect(await anthropic.json()).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'the request body must be a JSON object' },
    });
    expect(scripted.requests).toHaveLength(0);
    await proxy.close();
  });

  it('refuses a body over maxBodyBytes with 413 naming the limit', async () => {
    const { post, scripted, proxy } = setup([], { maxBodyBytes: 1024 });
    const response = await post('/v1/chat/completions', {
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'x'.repeat(2000) }],
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      '1024 bytes (maxBodyBytes)',
    );
    expect(scripted.requests).toHaveLength(0);
    await proxy.close();
  });

  it('answers a dead upstream 502 in the API format', async () => {
    const proxy = createProxy({ openAIBaseUrl: 'http://127.0.0.1:9', fetch: globalThis.fetch });
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'dead-upstream' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }),
      }),
    );
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('upstream_unreachable');
    await proxy.close();
  });

  it('refuses a run header that is not a plain label, naming the header', async () => {
    const { post, proxy } = setup([]);
    const response = await post(
      '/v1/chat/completions',
      { model: 'gpt-4o-mini', messages: [] },
      { 'x-loopguard-run-id': 'two words' },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      'header x-loopguard-run-id',
    );
    await proxy.close();
  });

  it('drops hop-by-hop headers and x-loopguard-* on the way up, replaces the key when configured', async () => {
    const { post, scripted, proxy } = setup([{ content: 'hello' }], { openAIKey: 'sk-proxy-own-key' });
    const response = await post(
      '/v1/chat/completions',
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] },
      {
        authorization: 'Bearer sk-client-key',
        connection: 'x-trace-hop',
        'x-trace-hop': 'only this hop',
        'proxy-authorization': 'Basic abc',
        'x-loopguard-run-id': 'headers-run',
        'x-loopguard-agent': 'support-bot',
        'x-custom': 'kept',
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-loopguard-run-id')).toBe('headers-run');
    const sent = scripted.requests[0]?.headers ?? {};
    expect(sent.authorization).toBe('Bearer sk-proxy-own-key');
    expect(sent['x-custom']).toBe('kept');
    for (const name of ['x-trace-hop', 'proxy-authorization', 'x-loopguard-run-id', 'x-loopguard-agent'])
      expect(sent[name]).toBeUndefined();
    await proxy.close();
  });

  it('passes other /v1 routes through unguarded', async () => {
    const upstream = async (request: Request) =>
      Response.json({
        object: 'list',
        path: new URL(request.url).pathname,
        auth: request.headers.get('authorization'),
      });
    const events: GuardEvent[] = [];
    const proxy = createProxy({
      upstream: createFetchUpstream(upstream),
      openAIBaseUrl: 'http://model.test',
      onEvent: (event) => events.push(event),
    });
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/models', { headers: { authorization: 'Bearer sk-client' } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ object: 'list', path: '/v1/models', auth: 'Bearer sk-client' });
    expect(events).toHaveLength(0);
    await proxy.close();
  });
});

describe('the route table', () => {
  const echo = () => {
    const seen: string[] = [];
    const upstream = async (request: Request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
      return Response.json({ ok: true });
    };
    return { seen, upstream: createFetchUpstream(upstream) };
  };
  const call = (
    proxy: ReturnType<typeof createProxy>,
    method: string,
    path: string,
    auth = 'Bearer sk-client',
  ) =>
    proxy.fetch(
      new Request(`http://proxy.test${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{"model":"gpt-image-1","prompt":"a cat"}' }),
      }),
    );

  it('forwards every free route of the table and nothing else', async () => {
    const { seen, upstream } = echo();
    const proxy = createProxy({ upstream, openAIBaseUrl: 'http://model.test' });
    const free = gatewayRoutes.filter((route) => route.kind === 'free');
    expect(free.length).toBeGreaterThan(5);
    for (const route of free) {
      const path = route.pattern.replaceAll('*', 'resp_1');
      const response = await call(proxy, route.method, path);
      expect(response.status, `${route.method} ${path}`).toBe(200);
    }
    expect(seen).toHaveLength(free.length);
    await proxy.close();
  });

  it('refuses paid routes it cannot meter (images, audio, embeddings, batches) in the API format, sending nothing', async () => {
    const { seen, upstream } = echo();
    const events: GuardEvent[] = [];
    const proxy = createProxy({
      upstream,
      openAIBaseUrl: 'http://model.test',
      openAIKey: 'sk-gateway-own',
      onEvent: (event) => events.push(event),
    });
    for (const path of [
      '/v1/images/generations',
      '/v1/images/edits',
      '/v1/audio/speech',
      '/v1/audio/transcriptions',
      '/v1/embeddings',
      '/v1/completions',
      '/v1/batches',
      '/v1/fine_tuning/jobs',
      '/v1/realtime/sessions',
      '/v1/files',
      '/v1/something-new',
    ]) {
      const response = await call(proxy, 'POST', path);
      expect(response.status, path).toBe(403);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = (await response.json()) as { error: { message: string; type: string; code: string } };
      expect(body.error.type).toBe('permission_error');
      expect(body.error.code).toBe('LOOPGUARD_ROUTE_REFUSED');
      expect(body.error.message).toContain(`POST ${path} is not in the gateway's route table`);
      expect(body.error.message).toContain('passThrough');
    }
    expect(seen).toEqual([]);
    expect(events).toEqual([]);
    await proxy.close();
  });

  it("passes a route the policy names with the caller's own key, and refuses it when the gateway holds a key", async () => {
    const routes = ['POST /v1/embeddings', '/v1/files/**'];
    expect(createGatewayPolicy({ passThrough: routes }).passThrough).toEqual(routes);
    const policy = { ...createOpenPolicy(), passThrough: routes };
    const own = echo();
    const callerKey = createProxy({ upstream: own.upstream, openAIBaseUrl: 'http://model.test', policy });
    expect((await call(callerKey, 'POST', '/v1/embeddings')).status).toBe(200);
    expect((await call(callerKey, 'GET', '/v1/files/file-1/content')).status).toBe(200);
    expect((await call(callerKey, 'GET', '/v1/embeddings')).status).toBe(403);
    expect((await call(callerKey, 'POST', '/v1/images/generations')).status).toBe(403);
    expect(own.seen).toEqual([
      'POST /v1/embeddings Bearer sk-client',
      'GET /v1/files/file-1/content Bearer sk-client',
    ]);
    const gatewayKey = echo();
    const keyed = createProxy({
      upstream: gatewayKey.upstream,
      openAIBaseUrl: 'http://model.test',
      openAIKey: 'sk-gateway-own',
      policy,
    });
    const refused = await call(keyed, 'POST', '/v1/embeddings');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      "pass-through calls go with the caller's own key",
    );
    expect(gatewayKey.seen).toEqual([]);
    await callerKey.close();
    await keyed.close();
  });

  it('names a bad pass-through route in the policy', () => {
    const parsed = gatewayPolicySchema.safeParse({ passThrough: ['images'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['passThrough', 0]);
    expect(parsed.error?.issues[0]?.message).toContain('must be a route such as');
  });
});

describe('proxy runs', () => {
  it('derives one run from the conversation when no header names it', async () => {
    const { post, events, proxy } = setup([readFile, readFile, readFile]);
    const messages: unknown[] = [
      { role: 'system', content: 'You read files.' },
      { role: 'user', content: 'Summarise notes.txt' },
    ];
    const runs = new Set<string | null>();
    for (let round = 1; round <= 2; round++) {
      const response = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages });
      runs.add(response.headers.get('x-loopguard-run-id'));
      const message = (
        (await response.json()) as { choices: { message: { tool_calls: { id: string }[] } }[] }
      ).choices[0]?.message;
      messages.push(message, {
        role: 'tool',
        tool_call_id: message?.tool_calls[0]?.id,
        content: `page ${round}`,
      });
    }
    const other = await post('/v1/chat/completions', {
      model: 'gpt-4o-mini',
      messages: [messages[0], { role: 'user', content: 'Summarise todo.txt' }],
    });
    expect(runs.size).toBe(1);
    const [runId] = runs;
    // The conversation's task (its start), then a run of its own: another agent starting alike is another run.
    expect(runId).toMatch(/^conv-[g-v]{24}-[0-9a-f]{8}$/);
    expect(other.headers.get('x-loopguard-run-id')).not.toBe(runId);
    expect(events.filter((event) => event.event === 'run_start').map((event) => event.run_id)).toEqual([
      runId,
      other.headers.get('x-loopguard-run-id'),
    ]);
    await proxy.close();
  });

  it('never merges two agents that start alike: each continues its own run by the answer it got', async () => {
    const { post, events, proxy } = setup((round: number) =>
      round <= 4
        ? { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] }
        : { content: 'Done.' },
    );
    const opening = [
      { role: 'system', content: 'You read files.' },
      { role: 'user', content: 'Summarise notes.txt' },
    ];
    const agents = [[...opening], [...opening]] as unknown[][];
    const seen: (string | null)[][] = [[], []];
    for (let turn = 0; turn < 2; turn++)
      for (const [index, messages] of agents.entries()) {
        const response = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages });
        seen[index]?.push(response.headers.get('x-loopguard-run-id'));
        const message = (
          (await response.json()) as { choices: { message: { tool_calls: { id: string }[] } }[] }
        ).choices[0]?.message;
        messages.push(message, {
          role: 'tool',
          tool_call_id: message?.tool_calls[0]?.id,
          content: `page ${turn}`,
        });
      }
    const [first, second] = seen;
    expect(new Set(first).size).toBe(1);
    expect(new Set(second).size).toBe(1);
    expect(first?.[0]).not.toBe(second?.[0]);
    // Both runs share the conversation's task.
    const starts = events.filter((event) => event.event === 'run_start');
    expect(starts).toHaveLength(2);
    expect(new Set(starts.map((event) => event.task_id)).size).toBe(1);
    await proxy.close();
  });

  it('completes a run named by its conversation on a final answer; the next user turn starts a new run of the task', async () => {
    const { post, events, proxy } = setup([{ content: 'Paris is sunny.' }, { content: 'Lyon is rainy.' }]);
    const messages: unknown[] = [{ role: 'user', content: 'Weather in Paris?' }];
    const first = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages });
    const answer = ((await first.json()) as { choices: { message: unknown }[] }).choices[0]?.message;
    messages.push(answer, { role: 'user', content: 'And in Lyon?' });
    const second = await post('/v1/chat/completions', { model: 'gpt-4o-mini', messages });
    expect(second.status).toBe(200);
    const ends = events.filter((event) => event.event === 'run_end');
    expect(ends[0]?.state).toBe('completed');
    expect(ends[0]?.run_id).toBe(first.headers.get('x-loopguard-run-id'));
    expect(second.headers.get('x-loopguard-run-id')).not.toBe(first.headers.get('x-loopguard-run-id'));
    expect(
      new Set(events.filter((event) => event.event === 'run_start').map((event) => event.task_id)).size,
    ).toBe(1);
    await proxy.close();
  });

  it('continues a Responses run by the previous_response_id it produced, and no other', async () => {
    const { post, proxy } = setup((round: number) =>
      round <= 3
        ? { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] }
        : { content: 'Done.' },
    );
    const ask = (input: unknown, previous?: string) =>
      post('/v1/responses', {
        model: 'gpt-4o-mini',
        input,
        ...(previous === undefined ? {} : { previous_response_id: previous }),
      });
    const first = await ask('Summarise notes.txt');
    const firstBody = (await first.json()) as { id: string; output: { call_id?: string }[] };
    const callId = firstBody.output.find((item) => item.call_id)?.call_id;
    const second = await ask(
      [{ type: 'function_call_output', call_id: callId, output: 'page 1' }],
      firstBody.id,
    );
    expect(second.headers.get('x-loopguard-run-id')).toBe(first.headers.get('x-loopguard-run-id'));
    const stranger = await ask(
      [{ type: 'function_call_output', call_id: 'x', output: 'page 1' }],
      'resp_unknown',
    );
    expect(stranger.headers.get('x-loopguard-run-id')).not.toBe(first.headers.get('x-loopguard-run-id'));
    await proxy.close();
  });

  it('ends a run idle past runIdleTimeoutMs with its run_end, abandoned; a later call starts afresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      const { post, events, proxy } = setup([{ content: 'hello' }, { content: 'hello again' }], {
        runIdleTimeoutMs: 60_000,
      });
      const ask = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };
      expect((await post('/v1/chat/completions', ask, { 'x-loopguard-run-id': 'idle-run' })).status).toBe(
        200,
      );
      await vi.advanceTimersByTimeAsync(59_000);
      expect(events.filter((event) => event.event === 'run_end')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(2_000);
      const ends = events.filter((event) => event.event === 'run_end');
      expect(ends).toMatchObject([{ run_id: 'idle-run', state: 'abandoned' }]);
      expect(proxy.openRuns).toBe(0);
      expect((await post('/v1/chat/completions', ask, { 'x-loopguard-run-id': 'idle-run' })).status).toBe(
        200,
      );
      expect(events.filter((event) => event.event === 'run_start')).toHaveLength(2);
      await proxy.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sees a loop already in the history on the first request a fresh proxy gets, and forwards nothing', async () => {
    const { post, scripted, events, proxy } = setup([{ content: 'never sent' }]);
    const messages: unknown[] = [{ role: 'user', content: 'Summarise notes.txt' }];
    for (let round = 1; round <= 3; round++) {
      const id = `call_${round}`;
      messages.push(
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id, type: 'function', function: { name: 'read_file', arguments: '{"path":"notes.txt"}' } },
          ],
        },
        { role: 'tool', tool_call_id: id, content: 'the same page' },
      );
    }
    const response = await post(
      '/v1/chat/completions',
      { model: 'gpt-4o-mini', messages },
      { 'x-loopguard-run-id': 'history-loop' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('x-should-retry')).toBe('false');
    const body = (await response.json()) as {
      error: {
        code: string;
        type: string;
        loopguard: { evidence: { detector: string }; advice: { retryable: boolean } };
      };
    };
    expect(body.error.code).toBe('GUARD_LOOP_DETECTED');
    expect(body.error.type).toBe('loop_guard');
    expect(body.error.loopguard.advice.retryable).toBe(false);
    expect(scripted.requests).toHaveLength(0);
    expect(events.filter((event) => event.event === 'tool_result')).toHaveLength(3);
    await proxy.close();
  });

  it('keeps working for a client that sends only the new messages', async () => {
    const { post, proxy, scripted } = setup([readFile, readFile, readFile, readFile]);
    let last = new Response(null);
    let pending: unknown[] = [{ role: 'user', content: 'Summarise notes.txt' }];
    for (let round = 1; round <= 4; round++) {
      last = await post(
        '/v1/chat/completions',
        { model: 'gpt-4o-mini', messages: pending },
        { 'x-loopguard-run-id': 'only-new' },
      );
      if (last.status !== 200) break;
      const message = ((await last.json()) as { choices: { message: { tool_calls: { id: string }[] } }[] })
        .choices[0]?.message;
      pending = [
        message,
        { role: 'tool', tool_call_id: message?.tool_calls[0]?.id, content: 'the same page' },
      ];
    }
    expect(last.status).toBe(400);
    expect(((await last.json()) as { error: { code: string } }).error.code).toBe('GUARD_LOOP_DETECTED');
    expect(scripted.requests).toHaveLength(3);
    await proxy.close();
  });

  it('records each round of a 50-round conversation once, though every request carries the whole history', async () => {
    const { post: post50, events: events50, close } = createProxyWithRounds();
    const messages: unknown[] = [{ role: 'user', content: 'Read the whole book.' }];
    for (let round = 1; round <= 50; round++) {
      const response = await post50(
        '/v1/chat/completions',
        { model: 'gpt-4o-mini', messages },
        { 'x-loopguard-run-id': 'book' },
      );
      expect(response.status).toBe(200);
      const message = (
        (await response.json()) as { choices: { message: { tool_calls: { id: string }[] } }[] }
      ).choices[0]?.message;
      messages.push(message, {
        role: 'tool',
        tool_call_id: message?.tool_calls[0]?.id,
        content: `page ${round}: ${`chapter ${String.fromCharCode(97 + (round % 26))}${String.fromCharCode(97 + Math.floor(round / 26))} lorem ipsum `.repeat(40)}`,
      });
    }
    const count = (name: string) => events50.filter((event) => event.event === name).length;
    expect(count('llm_request')).toBe(50);
    expect(count('tool_call')).toBe(50);
    expect(count('tool_result')).toBe(49);
    expect(count('guard_trigger')).toBe(0);
    await close();
  });
});

/** A proxy whose policy allows 100 rounds, for long conversations. */
function createProxyWithRounds() {
  const { events, proxy, post } = setup(
    (round) => ({ toolCalls: [{ name: 'read_page', arguments: { page: round } }] }),
    {
      policy: {
        identify: () => ({}),
        guardOptionsFor: (labels) => ({ runId: labels.runId, maxRounds: 100, maxTokens: null }),
        budgetScopesFor: () => [],
      },
    },
  );
  return { events, post, close: () => proxy.close() };
}
