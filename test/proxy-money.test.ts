import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { createMemoryBudgetLedger } from '../src/budget/memory-budget-ledger.js';
import type { GuardEvent } from '../src/events/types.js';
import type { GuardOptions } from '../src/guard/options.js';
import { createFetchUpstream } from '../src/proxy/fetch-upstream.js';
import type { GatewayPolicy } from '../src/proxy/gateway-policy.js';
import { createProxy, type ProxyOptions } from '../src/proxy/index.js';
import { createScriptedHandler, type ScriptedHandlerOptions } from '../src/testing/index.js';
import { variedProse } from './helpers/replies.js';

// Money, retries and secrets through the proxy, as fetch-style handlers (no sockets); the OpenAI SDK is
// given the proxy as its fetch, retries on.

function policyOf(
  guard: Omit<GuardOptions, 'runId'>,
  scopes: GatewayPolicy['budgetScopesFor'] = () => [],
): GatewayPolicy {
  return {
    identify: () => ({}),
    guardOptionsFor: (labels) => ({ ...guard, runId: labels.runId }),
    budgetScopesFor: scopes,
  };
}

function setup(handler: ScriptedHandlerOptions, options: Partial<ProxyOptions> = {}) {
  const scripted = createScriptedHandler(handler);
  const events: GuardEvent[] = [];
  const proxy = createProxy({
    upstream: createFetchUpstream(scripted),
    openAIBaseUrl: 'http://model.test',
    onEvent: (event) => events.push(event),
    ...options,
  });
  const client = (runId: string, apiKey = 'sk-test-client') =>
    new OpenAI({
      baseURL: 'http://proxy.test/v1',
      apiKey,
      maxRetries: 5,
      defaultHeaders: { 'x-loopguard-run-id': runId },
      // The SDK backs off between retries; the proxy answers at once either way.
      timeout: 10_000,
      fetch: (input: string | URL | Request, init?: RequestInit) => proxy.fetch(new Request(input, init)),
    });
  return { scripted, events, proxy, client };
}

const ask = { model: 'gpt-4o-mini', messages: [{ role: 'user' as const, content: 'Say hello' }] };

describe('money through the proxy', () => {
  it('refuses a call the shared budget cannot hold, before forwarding, with GUARD_BUDGET_LIMIT and 402', async () => {
    const ledger = createMemoryBudgetLedger();
    const scope = { key: 'global:2026-12-02', limitUsd: 0.0002, retainMs: 172_800_000 };
    const { scripted, client, proxy, events } = setup(
      { script: [{ content: 'hello' }] },
      { budget: ledger, policy: policyOf({}, () => [scope]) },
    );
    const error = await client('shared-refused')
      .chat.completions.create({ ...ask, max_tokens: 1000 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(402);
    expect((error as InstanceType<typeof OpenAI.APIError>).code).toBe('GUARD_BUDGET_LIMIT');
    expect((error as Error).message).toContain('global:2026-12-02');
    expect(scripted.requests).toHaveLength(0);
    expect(await ledger.usage(scope.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
    // A smaller cap fits what the scope has left: the call alone is refused, saying it; the run goes on.
    expect((error as Error).message).toMatch(/max_tokens \d+ or less/);
    expect(events.find((event) => event.event === 'run_end')).toBeUndefined();
    await proxy.close();
  });

  it('settles the shared budget from the upstream usage, nothing left reserved', async () => {
    const ledger = createMemoryBudgetLedger();
    const scope = { key: 'agent:writer:2026-12-02', limitUsd: 1, retainMs: 172_800_000 };
    const { client, proxy, events } = setup(
      { script: [{ content: 'hello', usage: { prompt_tokens: 1000, completion_tokens: 500 } }] },
      { budget: ledger, policy: policyOf({}, () => [scope]) },
    );
    await client('shared-settled').chat.completions.create({ ...ask, max_tokens: 1000 });
    const usage = await ledger.usage(scope.key);
    // gpt-4o-mini: $0.15 per million input tokens, $0.60 per million output tokens.
    expect(usage.spentUsd).toBeCloseTo(0.00015 + 0.0003, 6);
    expect(usage.reservedUsd).toBe(0);
    expect(events.find((event) => event.event === 'llm_response')?.cost).toBeCloseTo(0.00045, 8);
    await proxy.close();
  });

  it('lowers max_tokens to what the run budget affords when asked, and says so', async () => {
    const { scripted, proxy } = setup(
      { script: [{ content: 'hello' }] },
      { lowerMaxTokens: true, policy: policyOf({ maxCost: 0.001 }) },
    );
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ask, max_tokens: 100_000 }),
      }),
    );
    expect(response.status).toBe(200);
    const lowered = Number(response.headers.get('x-loopguard-max-tokens-lowered'));
    expect(lowered).toBeGreaterThan(1000);
    expect(lowered).toBeLessThan(100_000 / 60);
    expect(scripted.requests[0]?.body.max_tokens).toBe(lowered);
    await proxy.close();
  });

  it('cuts a stream without max_tokens that outgrows its reservation and what the run has left', async () => {
    const { scripted, proxy, events } = setup(
      { script: [{ content: variedProse(3000) }], streamPieces: 300 },
      { policy: policyOf({ maxTokens: 1000, defaultMaxOutputTokens: 200 }) },
    );
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'overrun' },
        body: JSON.stringify({ ...ask, stream: true }),
      }),
    );
    const text = await response.text();
    const frames = text.trim().split('\n\n');
    const last = JSON.parse((frames.at(-1) ?? '').replace(/^data: /, '')) as {
      error: { code: string; message: string };
    };
    expect(last.error.code).toBe('GUARD_TOKEN_LIMIT');
    expect(last.error.message).toContain('no max_tokens set');
    expect(text).not.toContain('[DONE]');
    expect(scripted.requests).toHaveLength(1);
    const settled = events.find((event) => event.event === 'llm_response');
    // The run had 1000 tokens: the prompt, the 200 reserved, the rest of the headroom, then the cut.
    expect(settled?.token_usage?.completion).toBeGreaterThan(200);
    expect(settled?.token_usage?.total).toBeLessThan(1300);
    expect(events.find((event) => event.event === 'run_end')?.code).toBe('GUARD_TOKEN_LIMIT');
    await proxy.close();
  });

  it('settles a call whose client went away mid-stream with what was streamed, and aborts the upstream', async () => {
    const { proxy, events } = setup({
      script: [{ content: variedProse(400) }],
      streamPieces: 100,
      chunkDelayMs: 5,
    });
    const client = new AbortController();
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'gone' },
        body: JSON.stringify({ ...ask, stream: true }),
        signal: client.signal,
      }),
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.read();
    client.abort();
    await reader.cancel();
    const settled = await new Promise<GuardEvent | undefined>((resolve) => {
      const check = () => {
        const found = events.find((event) => event.event === 'llm_response');
        if (found) resolve(found);
        else setImmediate(check);
      };
      check();
    });
    expect(settled?.token_usage?.completion).toBeGreaterThan(0);
    expect(settled?.token_usage?.completion).toBeLessThan(200);
    await proxy.close();
  });

  it('settles a broken stream from a local count of what was streamed, never at 0', async () => {
    const { client, proxy, events } = setup({
      script: [{ content: 'The first part of a long answer arrives, then the connection breaks off.' }],
      streamPieces: 6,
      faults: { 1: { cutAfterChunks: 3 } },
    });
    const stream = await client('broken-stream').chat.completions.create({ ...ask, stream: true });
    let text = '';
    const error = await (async () => {
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    })().catch((caught: unknown) => caught);
    // The stream ends with an error event saying why, which the SDK throws as its own APIError.
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).message).toBe(
      "the model API's stream broke off: scripted cut after 3 chunks",
    );
    expect((error as InstanceType<typeof OpenAI.APIError>).type).toBe('upstream_broken');
    expect(text.length).toBeGreaterThan(0);
    const response = events.find((event) => event.event === 'llm_response');
    expect(response?.token_usage?.completion).toBeGreaterThan(0);
    expect(response?.cost).toBeGreaterThan(0);
    await proxy.close();
  });
});

describe('retries through the proxy', () => {
  it('trips GUARD_RETRY_STORM when the SDK keeps re-sending a call that fails upstream', async () => {
    const { scripted, client, proxy } = setup({
      script: [{ content: 'never' }],
      faults: () => ({ status: 500 }),
    });
    const error = await client('storm')
      .chat.completions.create(ask)
      .catch((caught: unknown) => caught);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(400);
    expect((error as InstanceType<typeof OpenAI.APIError>).code).toBe('GUARD_RETRY_STORM');
    // Three failures reached the model API; the fourth attempt was refused, and the SDK stopped there.
    expect(scripted.requests).toHaveLength(3);
    await proxy.close();
  }, 30_000);

  it('retries on its own once when allowed, each retry a call of the run', async () => {
    const { scripted, client, proxy, events } = setup(
      { script: [{ content: 'hello' }], faults: { 1: { status: 503 } } },
      { maxUpstreamRetries: 2, retryBudget: 1 },
    );
    const completion = await client('own-retry').chat.completions.create(ask);
    expect(completion.choices[0]?.message.content).toBe('hello');
    expect(scripted.requests).toHaveLength(2);
    expect(events.filter((event) => event.event === 'llm_request')).toHaveLength(2);
    await proxy.close();
  });
});

describe('secrets through the proxy', () => {
  it('never puts the client key or the proxy key in events, errors or answers', async () => {
    const clientKey = 'sk-live-client-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c';
    const proxyKey = 'sk-proxy-own-0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d';
    const turn = { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] };
    const { scripted, client, proxy, events } = setup(
      { script: [turn, turn, turn, turn] },
      { openAIKey: proxyKey },
    );
    const seen: string[] = [];
    const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'user', content: 'Read notes.txt' }];
    for (let round = 1; round <= 4; round++) {
      try {
        const completion = await client('secrets', clientKey).chat.completions.create({
          model: 'gpt-4o-mini',
          messages,
        });
        seen.push(JSON.stringify(completion));
        const message = completion.choices[0]?.message as OpenAI.ChatCompletionMessage;
        messages.push(message);
        for (const call of message.tool_calls ?? [])
          messages.push({ role: 'tool', tool_call_id: call.id, content: 'same' });
      } catch (error) {
        seen.push(JSON.stringify(error), String(error), JSON.stringify((error as { error?: unknown }).error));
      }
    }
    expect(seen.some((text) => text.includes('GUARD_LOOP_DETECTED'))).toBe(true);
    // The proxy's key went upstream in place of the client's.
    expect(scripted.requests[0]?.headers.authorization).toBe(`Bearer ${proxyKey}`);
    const everything = [...seen, JSON.stringify(events)].join('\n');
    expect(everything).not.toContain(clientKey);
    expect(everything).not.toContain(proxyKey);
    await proxy.close();
  });
});
