import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBudgetLedger } from '../src/budget/redis-budget-ledger.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

// Issue 31, point 5: a Redis outage of 5 seconds under load. Calls the upstream answered (and so billed)
// reach their clients, and their cost is in the shared budget once Redis is back; nothing becomes a 500.

const BILLED = { prompt_tokens: 812, completion_tokens: 20 };
// gpt-4o-mini, USD per token.
const costUsd = BILLED.prompt_tokens * 0.15e-6 + BILLED.completion_tokens * 0.6e-6;

let redis: RedisServer;
let model: ScriptedServer;
let proxy: ProxyProcess;

beforeAll(async () => {
  redis = await startRedisServer();
  model = await startScriptedServer({
    script: () => ({ content: 'Checked.', usage: BILLED }),
    // Slow answers, so that calls are in flight when Redis stops answering.
    faults: () => ({ latencyMs: 400 }),
  });
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-outage-'));
  const policyFile = join(directory, 'policy.json');
  writeFileSync(
    policyFile,
    JSON.stringify({ maxRounds: null, maxTokens: null, loop: false, budgets: { globalPerDay: 10 } }),
  );
  proxy = await startProxy(
    directory,
    [
      '--upstream',
      model.url,
      '--policy',
      policyFile,
      '--store',
      redis.url,
      '--db',
      join(directory, 'events.db'),
    ],
    {},
  );
});
afterAll(async () => {
  await proxy.stop();
  await model.close();
  await redis.stop();
});

describe('a Redis outage of 5 seconds under load', () => {
  it('delivers every call the upstream answered and charges all of them once Redis is back', async () => {
    const statuses = new Map<string, number>();
    const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    let answered = 0;
    const until = Date.now() + 9_000;
    const agents = Array.from({ length: 10 }, async (_, agent) => {
      const client = new OpenAI({
        baseURL: `${proxy.url}/v1`,
        apiKey: 'test',
        maxRetries: 0,
        timeout: 20_000,
      });
      for (let call = 0; Date.now() < until; call++) {
        try {
          await client.chat.completions.create(
            { model: 'gpt-4o-mini', messages: [{ role: 'user', content: `Check batch ${agent}.${call}.` }] },
            { headers: { 'x-loopguard-run-id': `outage-${agent}-${call}` } },
          );
          answered++;
          count('200');
        } catch (error) {
          if (!(error instanceof OpenAI.APIError)) throw error;
          count(String(error.status));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const inFlightAtOutage = model.requests.length;
    await redis.freeze(5_000);
    await Promise.all(agents);

    // Every request the model answered reached its client: no answered call was turned into an error.
    console.log(
      `outage: ${model.requests.length} calls answered upstream (${inFlightAtOutage} before it began), ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(answered).toBe(model.requests.length);
    expect([...statuses.keys()].every((status) => status === '200' || status === '503')).toBe(true);
    expect(statuses.get('503')).toBeGreaterThan(0);

    // Once Redis is back, the journal charges what it could not record: every answered call is in the budget.
    const ledger = createRedisBudgetLedger({ url: redis.url });
    const key = `global:${new Date().toISOString().slice(0, 10)}`;
    const expected = answered * costUsd;
    let usage = await ledger.usage(key);
    for (let wait = 0; wait < 60 && (usage.spentUsd < expected - 1e-9 || usage.reservedUsd > 0); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      usage = await ledger.usage(key);
    }
    await ledger.close();
    expect(usage.reservedUsd).toBe(0);
    expect(usage.spentUsd).toBeGreaterThanOrEqual(expected - 1e-9);
    // Whole micro-dollars, each settle rounded up.
    expect(usage.spentUsd).toBeLessThanOrEqual(expected + answered * 1e-6);
  }, 60_000);
});
