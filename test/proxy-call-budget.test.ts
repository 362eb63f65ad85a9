import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { headerOf, spendingModel } from './helpers/budget-calls.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

// A call refused for budget refuses that call only (issue 33, point 3): through the real `loopguard proxy`
// process, the official OpenAI SDK its client, the scripted model behind it.

const work = mkdtempSync(join(tmpdir(), 'loopguard-proxy-call-budget-'));

describe('loopguard proxy: a budget refusal of one call', () => {
  let scripted: ScriptedServer;
  let proxy: ProxyProcess;

  beforeAll(async () => {
    scripted = await startScriptedServer({
      script: spendingModel,
    });
    const policy = join(work, 'gateway.json');
    // gpt-4o-mini: $0.15 per million input tokens, $0.60 per million output tokens; $0.001 is ~1,600 output tokens.
    writeFileSync(policy, JSON.stringify({ maxCost: 0.001, maxRounds: 100, loop: false }));
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

  it('refuses a max_tokens the run cannot afford, says the one that fits, and admits the retry with it', async () => {
    const client = new OpenAI({
      baseURL: `${proxy.url}/v1`,
      apiKey: 'sk-test-client',
      maxRetries: 2,
      defaultHeaders: { 'x-loopguard-run-id': 'budget-run' },
    });
    const ask = (maxTokens: number) =>
      client.chat.completions
        .create({
          model: 'gpt-4o-mini',
          messages: [{ role: 'user', content: 'Say hello' }],
          max_tokens: maxTokens,
        })
        .withResponse();
    expect((await ask(100)).response.status).toBe(200);
    const before = scripted.requests.length;

    const refused = await ask(100_000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.APIError);
    const error = refused as InstanceType<typeof OpenAI.APIError>;
    expect(error.status).toBe(402);
    expect(error.code).toBe('GUARD_BUDGET_LIMIT');
    const fit = Number(headerOf(error, 'x-loopguard-max-tokens-fit'));
    expect(fit).toBeGreaterThan(1_000);
    expect(fit).toBeLessThan(1_700);
    expect(error.message).toContain(`max_tokens ${fit} or less`);
    // Refused before forwarding, and not retried by the SDK.
    expect(scripted.requests.length).toBe(before);

    const retried = await ask(fit);
    expect(retried.response.status).toBe(200);
    expect(scripted.requests.at(-1)?.body.max_tokens).toBe(fit);
    // The run goes on: a small call after it is admitted too.
    expect((await ask(50)).response.status).toBe(200);
  });

  it('still ends the run once the budget is spent: then no output cap fits', async () => {
    const client = new OpenAI({
      baseURL: `${proxy.url}/v1`,
      apiKey: 'sk-test-client',
      maxRetries: 0,
      defaultHeaders: { 'x-loopguard-run-id': 'spent-run' },
    });
    const ask = (maxTokens: number) =>
      client.chat.completions
        .create({
          model: 'gpt-4o-mini',
          messages: [{ role: 'user', content: 'Spend' }],
          max_tokens: maxTokens,
        })
        .catch((error: unknown) => error as InstanceType<typeof OpenAI.APIError>);
    await ask(1_500);
    const refused = (await ask(1_000)) as InstanceType<typeof OpenAI.APIError>;
    const fit = Number(headerOf(refused, 'x-loopguard-max-tokens-fit'));
    expect(refused.code).toBe('GUARD_BUDGET_LIMIT');
    expect(fit).toBeGreaterThan(0);
    expect(fit).toBeLessThan(200);
    expect(await ask(fit)).not.toBeInstanceOf(Error);
    // All spent: no output cap fits, the run ends, and every later call gets its trip, none forwarded.
    const forwarded = scripted.requests.length;
    for (const maxTokens of [fit, 1]) {
      const spent = (await ask(maxTokens)) as InstanceType<typeof OpenAI.APIError>;
      expect([spent.status, spent.code, headerOf(spent, 'x-loopguard-max-tokens-fit') ?? null]).toEqual([
        402,
        'GUARD_BUDGET_LIMIT',
        null,
      ]);
    }
    expect(scripted.requests.length).toBe(forwarded);
  });
});
