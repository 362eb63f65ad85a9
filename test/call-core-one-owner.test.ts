import { describe, expect, it } from 'vitest';
import { createMemoryBudgetLedger } from '../src/budget/memory-budget-ledger.js';
import { withSharedBudget } from '../src/budget/with-shared-budget.js';
import { GuardError } from '../src/errors.js';
import { createGuard } from '../src/guard/guard.js';
import { createFetchUpstream } from '../src/proxy/fetch-upstream.js';
import type { GatewayPolicy } from '../src/proxy/gateway-policy.js';
import { createProxy } from '../src/proxy/index.js';
import { createScriptedHandler } from '../src/testing/index.js';

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
      createGuard({ ...options, runId: 'run-43' }).beforeCall({
        model: 'gpt-4o-mini',
        messages,
        maxOutputTokens: 800,
      });
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
});
