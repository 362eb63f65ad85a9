import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { headerOf, spendingModel } from './helpers/budget-calls.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

// A call a shared budget scope (per agent, per client key, global, per day) cannot hold refuses that call
// only (issue 33, point 3): the run's next call that fits is admitted and the run goes on. Through the real
// `loopguard proxy` process, the official OpenAI SDK its client, the scripted model behind it.

const work = mkdtempSync(join(tmpdir(), 'loopguard-proxy-shared-budget-'));

describe('loopguard proxy: a shared budget scope refuses one call', () => {
  let scripted: ScriptedServer;
  let proxy: ProxyProcess;

  beforeAll(async () => {
    scripted = await startScriptedServer({
      script: spendingModel,
    });
    const policy = join(work, 'gateway.json');
    // gpt-4o-mini: $0.60 per million output tokens; an agent's $0.001 a day is ~1,600 output tokens. The
    // run's own budget is wide: only the shared scopes refuse.
    writeFileSync(
      policy,
      JSON.stringify({
        maxCost: 10,
        maxRounds: 100,
        loop: false,
        budgets: { perAgentPerDay: 0.001, globalPerDay: 0.05 },
      }),
    );
    proxy = await startProxy(
      work,
      ['--upstream', `${scripted.url}/v1`, '--db', join(work, 'events.db'), '--policy', policy],
      {},
    );
  });

  afterAll(async () => {
    if (proxy && proxy.child.exitCode === null) await proxy.stop();
    await scripted?.close();
  });

  const clientOf = (agent: string, runId: string) => {
    const client = new OpenAI({
      baseURL: `${proxy.url}/v1`,
      apiKey: 'sk-test-client',
      maxRetries: 0,
      defaultHeaders: { 'x-loopguard-run-id': runId, 'x-loopguard-agent': agent },
    });
    return (content: string, maxTokens: number) =>
      client.chat.completions
        .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content }], max_tokens: maxTokens })
        .withResponse()
        .then(({ response }) => response.status)
        .catch((error: unknown) => error as InstanceType<typeof OpenAI.APIError>);
  };

  it("refuses a max_tokens the agent's day cannot hold, says the one that fits, and admits the run's next calls", async () => {
    const ask = clientOf('planner', 'shared-run-planner');
    expect(await ask('Say hello', 100)).toBe(200);
    const forwarded = scripted.requests.length;

    const refused = await ask('Say hello', 100_000);
    expect(refused).toBeInstanceOf(OpenAI.APIError);
    const error = refused as InstanceType<typeof OpenAI.APIError>;
    expect([error.status, error.code]).toEqual([402, 'GUARD_BUDGET_LIMIT']);
    expect(error.message).toContain('shared budget agent:planner');
    const fit = Number(headerOf(error, 'x-loopguard-max-tokens-fit'));
    expect(fit).toBeGreaterThan(1_000);
    expect(fit).toBeLessThan(1_700);
    expect(error.message).toContain(`max_tokens ${fit} or less`);
    expect(scripted.requests.length).toBe(forwarded);

    // The run goes on: the retry with the cap that fits, and a small call after it, are forwarded.
    expect(await ask('Say hello', fit)).toBe(200);
    expect(scripted.requests.at(-1)?.body.max_tokens).toBe(fit);
    expect(await ask('Say hello', 50)).toBe(200);
    expect(scripted.requests.length).toBe(forwarded + 2);
  });

  it("refuses every call once the agent's day is spent, saying no cap, and forwards none", async () => {
    const ask = clientOf('spender', 'shared-run-spender');
    expect(await ask('Spend', 1_500)).toBe(200);
    const refused = (await ask('Spend', 1_000)) as InstanceType<typeof OpenAI.APIError>;
    expect(refused.code).toBe('GUARD_BUDGET_LIMIT');
    const fit = Number(headerOf(refused, 'x-loopguard-max-tokens-fit'));
    expect(fit).toBeGreaterThan(0);
    expect(fit).toBeLessThan(200);
    expect(await ask('Spend', fit)).toBe(200);
    const forwarded = scripted.requests.length;
    for (const maxTokens of [fit, 1]) {
      const spent = (await ask('Spend', maxTokens)) as InstanceType<typeof OpenAI.APIError>;
      expect([spent.status, spent.code, headerOf(spent, 'x-loopguard-max-tokens-fit') ?? null]).toEqual([
        402,
        'GUARD_BUDGET_LIMIT',
        null,
      ]);
    }
    expect(scripted.requests.length).toBe(forwarded);
  });
});
