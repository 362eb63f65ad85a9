import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { guardOpenAI } from '../src/adapters/openai/index.js';
import { createMemoryBudgetLedger } from '../src/budget/memory-budget-ledger.js';
import { withSharedBudget } from '../src/budget/with-shared-budget.js';
import { GuardError } from '../src/errors.js';
import { createGuard } from '../src/guard/guard.js';
import { createFetchUpstream } from '../src/proxy/fetch-upstream.js';
import type { GatewayPolicy } from '../src/proxy/gateway-policy.js';
import { createProxy } from '../src/proxy/index.js';
import { createScriptedHandler, startScriptedServer } from '../src/testing/index.js';
import { variedProse } from './helpers/replies.js';

// One owner of every call decision: the same over-budget call, refused by the library and by the gateway,
// is the same GuardError, evidence, message and advice included.

const scope = { key: 'team:search:2026-12-05', limitUsd: 0.001, retainMs: 172_800_000 };
const messages = [
  { role: 'system' as const, content: 'You search the catalogue.' },
  { role: 'user' as const, content: 'Find the blue kettles under 40 euros.' },
];

async function ledgerWithSpend() {
  const ledger = createMemoryBudgetLedger();
  await ledger.reserve({ id: 'earlier', scopes: [scope], amountUsd: 0.0009, expiresAt: Date.now() + 60_000 });
  await ledger.settle('earlier', 0.0009);
  return ledger;
}

describe('one owner of every call decision', () => {
  it('gives the same GuardError for the same over-budget call through the library and the gateway', async () => {
    const options = { maxCost: 1 };
    const library = withSharedBudget(createGuard({ ...options, runId: 'run-42' }), {
      ledger: await ledgerWithSpend(),
      scopes: [scope],
    });
    const fromLibrary = await library
      .beforeCall({ model: 'gpt-4o-mini', messages, maxOutputTokens: 800 })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(GuardError.isInstance(fromLibrary)).toBe(true);

    const scripted = createScriptedHandler({ script: [{ content: 'never sent' }] });
    const policy: GatewayPolicy = {
      identify: () => ({}),
      guardOptionsFor: (labels) => ({ ...options, runId: labels.runId }),
      budgetScopesFor: () => [scope],
    };
    const proxy = createProxy({
      upstream: createFetchUpstream(scripted),
      openAIBaseUrl: 'http://model.test',
      budget: await ledgerWithSpend(),
      policy,
    });
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'run-42' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages, max_tokens: 800 }),
      }),
    );
    expect(response.status).toBe(402);
    const body = (await response.json()) as { error: { loopguard: unknown } };
    expect(body.error.loopguard).toEqual(JSON.parse(JSON.stringify((fromLibrary as GuardError).toJSON())));
    expect((fromLibrary as GuardError).evidence).toMatchObject({ limit: 'sharedBudget', scope: scope.key });
    expect(scripted.requests).toHaveLength(0);
    await proxy.close();
  });

  it("gives the same GuardError for a call past the run's own maxCost through both", async () => {
    const options = { maxCost: 0.0001 };
    let fromLibrary: unknown;
    try {
      // The gateway refuses a budget trip for the call only when a smaller cap fits: the same option here.
      createGuard({ ...options, runId: 'run-43' }).beforeCall(
        { model: 'gpt-4o-mini', messages, maxOutputTokens: 800 },
        { budgetPerCall: true },
      );
    } catch (error) {
      fromLibrary = error;
    }
    expect(GuardError.isInstance(fromLibrary) && fromLibrary.code).toBe('GUARD_BUDGET_LIMIT');
    const proxy = createProxy({
      upstream: createFetchUpstream(createScriptedHandler({ script: [{ content: 'never sent' }] })),
      openAIBaseUrl: 'http://model.test',
      policy: {
        identify: () => ({}),
        guardOptionsFor: (labels) => ({ ...options, runId: labels.runId }),
        budgetScopesFor: () => [],
      },
    });
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'run-43' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages, max_tokens: 800 }),
      }),
    );
    expect(response.status).toBe(402);
    const body = (await response.json()) as { error: { loopguard: unknown } };
    expect(body.error.loopguard).toEqual(JSON.parse(JSON.stringify((fromLibrary as GuardError).toJSON())));
    await proxy.close();
  });

  it('charges a stream the core cut mid-way to the shared budget at what it streamed, not at 0', async () => {
    const sentence = 'I will check the configuration file again to be sure. ';
    const scripted = createScriptedHandler({
      script: [{ content: `Let me look. ${sentence.repeat(200)}` }],
      streamPieces: 200,
    });
    const ledger = createMemoryBudgetLedger();
    const day = { key: 'global:stream-cut', limitUsd: 5, retainMs: 172_800_000 };
    const proxy = createProxy({
      upstream: createFetchUpstream(scripted),
      openAIBaseUrl: 'http://model.test',
      budget: ledger,
      policy: {
        identify: () => ({}),
        guardOptionsFor: (labels) => ({ runId: labels.runId }),
        budgetScopesFor: () => [day],
      },
    });
    const response = await proxy.fetch(
      new Request('http://proxy.test/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'chanting' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages, stream: true, max_tokens: 4000 }),
      }),
    );
    const text = await response.text();
    expect(text).toContain('GUARD_LOOP_DETECTED');
    await proxy.close();
    const usage = await ledger.usage(day.key);
    expect(usage.reservedUsd).toBe(0);
    // The streamed part: the prompt and at least ten copies of the sentence at gpt-4o-mini's prices.
    expect(usage.spentUsd).toBeGreaterThan(0);
  });

  it('holds an adapter stream without max_tokens to what its call holds, as the gateway does', async () => {
    const server = await startScriptedServer({
      script: [{ content: variedProse(3000) }],
      streamPieces: 300,
    });
    const guard = createGuard({ maxTokens: 1000, defaultMaxOutputTokens: 200 });
    const client = guardOpenAI(
      new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test', maxRetries: 0 }),
      guard,
    );
    const error = await (async () => {
      const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, stream: true });
      for await (const _chunk of stream);
    })().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    await server.close();
    expect(GuardError.isInstance(error) && error.code).toBe('GUARD_TOKEN_LIMIT');
    expect((error as GuardError).message).toContain('no max_tokens set');
    // Cut near the run's 1,000 tokens, as the gateway's test of the same stream is.
    expect(guard.usage.totalTokens).toBeGreaterThan(200);
    expect(guard.usage.totalTokens).toBeLessThan(1300);
    expect(guard.state).toBe('failed');
  });
});
