import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBudgetLedger } from '../src/budget/redis-budget-ledger.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

// Issue 31's probe, with real parts: an upstream that bills 812 prompt tokens for a request the gateway counts
// at about 30 (as providers bill a conversation stored behind `previous_response_id`, tool schemas, files),
// 50 agents in flight, the official SDK with its retries on, `loopguard proxy` processes (one in memory, two
// on a real redis-server). The budget must hold in each setup, most of it must be spent, and every refusal
// must be a budget refusal.

const BILLED = { prompt_tokens: 812, completion_tokens: 20 };
// gpt-4o-mini, USD per token.
const PRICE = { input: 0.15e-6, output: 0.6e-6 };
const billedUsd = BILLED.prompt_tokens * PRICE.input + BILLED.completion_tokens * PRICE.output;
const BUDGET_USD = 0.005;
const AGENTS = 50;

let redis: RedisServer;
let model: ScriptedServer;
let directory: string;
const running: ProxyProcess[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  model = await startScriptedServer({
    script: () => ({ content: 'Checked: no duplicates.', usage: BILLED }),
    // Slow enough that every agent's call is in flight at once.
    faults: () => ({ latencyMs: 30 }),
  });
  directory = mkdtempSync(join(tmpdir(), 'loopguard-underestimate-'));
});
afterAll(async () => {
  await Promise.all(running.map((proxy) => proxy.stop()));
  await model.close();
  await redis.stop();
});

async function proxies(name: string, policy: object, count: number, store?: string): Promise<string[]> {
  const policyFile = join(directory, `${name}.json`);
  writeFileSync(policyFile, JSON.stringify(policy));
  const started = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      startProxy(
        directory,
        [
          '--upstream',
          model.url,
          '--policy',
          policyFile,
          '--db',
          join(directory, `${name}-${index}.db`),
          ...(store ? ['--store', store] : []),
        ],
        {},
      ),
    ),
  );
  running.push(...started);
  return started.map((proxy) => proxy.url);
}

interface Outcome {
  readonly billedUsd: number;
  readonly calls: number;
  readonly refusals: readonly string[];
}

/** 50 agents, each calling until refused (at most 4 calls), pinned round-robin to the proxies. */
async function agents(
  urls: readonly string[],
  runIdOf: (agent: number, call: number) => string,
): Promise<Outcome> {
  let billed = 0;
  let calls = 0;
  const refusals: string[] = [];
  await Promise.all(
    Array.from({ length: AGENTS }, async (_, agent) => {
      const client = new OpenAI({
        baseURL: `${urls[agent % urls.length]}/v1`,
        apiKey: 'test',
        maxRetries: 2,
      });
      for (let call = 0; call < 4; call++) {
        try {
          const completion = await client.chat.completions.create(
            {
              model: 'gpt-4o-mini',
              messages: [{ role: 'user', content: `Check batch ${agent}.${call} for duplicates.` }],
              max_tokens: 50,
            },
            { headers: { 'x-loopguard-run-id': runIdOf(agent, call) } },
          );
          billed +=
            (completion.usage?.prompt_tokens ?? 0) * PRICE.input +
            (completion.usage?.completion_tokens ?? 0) * PRICE.output;
          calls++;
        } catch (error) {
          if (!(error instanceof OpenAI.APIError)) throw error;
          refusals.push(`${error.status} ${(error.error as { code?: string } | undefined)?.code}`);
          return;
        }
      }
    }),
  );
  return { billedUsd: billed, calls, refusals };
}

function expectHeld(setup: string, outcome: Outcome): void {
  console.log(
    `${setup}: ${outcome.calls} calls billed $${outcome.billedUsd.toFixed(6)} of $${BUDGET_USD} ` +
      `(${((100 * outcome.billedUsd) / BUDGET_USD).toFixed(1)}%), ${outcome.refusals.length} refusals`,
  );
  expect(outcome.billedUsd).toBeLessThanOrEqual(BUDGET_USD);
  expect(outcome.billedUsd).toBeGreaterThanOrEqual(0.8 * BUDGET_USD);
  expect(new Set(outcome.refusals)).toEqual(new Set(['402 GUARD_BUDGET_LIMIT']));
}

const runPolicy = {
  maxCost: BUDGET_USD,
  maxRounds: null,
  maxTokens: null,
  maxDurationMs: null,
  loop: false,
};

describe('the budget holds when the provider bills far more prompt than the request shows', () => {
  it('one run through one proxy, 50 agents in flight', async () => {
    expect(billedUsd * 10).toBeLessThan(BUDGET_USD);
    const urls = await proxies('one-run-one-proxy', runPolicy, 1);
    expectHeld('one run, one proxy', await agents(urls, () => 'shared-run-1'));
  }, 120_000);

  it('one run through two proxies on Redis, 50 agents in flight', async () => {
    const urls = await proxies('one-run-two-proxies', runPolicy, 2, redis.url);
    expectHeld('one run, two proxies', await agents(urls, () => 'shared-run-2'));
  }, 120_000);

  it('a shared daily scope with a new run per request, through two proxies on Redis', async () => {
    const urls = await proxies(
      'daily-scope',
      { ...runPolicy, maxCost: null, budgets: { globalPerDay: BUDGET_USD } },
      2,
      redis.url,
    );
    const outcome = await agents(urls, (agent, call) => `request-${agent}-${call}`);
    const ledger = createRedisBudgetLedger({ url: redis.url });
    const usage = await ledger.usage(`global:${new Date().toISOString().slice(0, 10)}`);
    await ledger.close();
    expectHeld('daily scope, a run per request', outcome);
    expect(usage.reservedUsd).toBe(0);
    // The ledger keeps whole micro-dollars, each settle rounded up.
    expect(usage.spentUsd).toBeGreaterThanOrEqual(outcome.billedUsd);
    expect(usage.spentUsd).toBeLessThanOrEqual(outcome.billedUsd + outcome.calls * 1e-6);
    expect(usage.spentUsd).toBeLessThanOrEqual(BUDGET_USD);
  }, 120_000);
});

describe('a conversation stored behind previous_response_id', () => {
  it('is counted from the bill of the answer it continues, plain and streamed', async () => {
    const { fetchProxy } = await import('./helpers/fetch-proxy.js');
    for (const stream of [false, true]) {
      const { post, events, proxy } = fetchProxy([
        { content: 'First part.', usage: { prompt_tokens: 5_000, completion_tokens: 700 } },
        { content: 'Second part.', usage: { prompt_tokens: 5_720, completion_tokens: 40 } },
      ]);
      const headers = { 'x-loopguard-run-id': `stored-${stream}` };
      const first = await post(
        '/v1/responses',
        { model: 'gpt-4o-mini', input: 'Write part one.', stream },
        headers,
      );
      const firstText = await first.text();
      const id = /"id":"(resp[^"]*)"/.exec(firstText)?.[1];
      expect(id).toBeDefined();
      const second = await post(
        '/v1/responses',
        { model: 'gpt-4o-mini', input: 'Go on.', previous_response_id: id, stream },
        headers,
      );
      expect(second.status).toBe(200);
      await second.text();
      await proxy.close();
      const requests = events.filter((event) => event.event === 'llm_request');
      // The second call's prompt holds the 5,700 tokens stored behind the first answer, not the two words sent.
      expect(requests[1]?.token_usage?.prompt).toBeGreaterThanOrEqual(5_700);
    }
  });
});
