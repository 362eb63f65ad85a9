import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBudgetLedger } from '../src/budget/redis-budget-ledger.js';
import type { GuardSnapshot } from '../src/guard/guard-snapshot.js';
import { createRedisRunStore } from '../src/stores/redis/redis-run-store.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { repoRoot } from './helpers/cli.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

// The fleet: two `loopguard proxy` processes on one redis-server, 50 agents sharing one global daily
// budget through both, against the scripted model (every answer 20 ms late).

const BUDGET_USD = 0.1;
// gpt-4o, USD per token.
const PRICE = { input: 2.5e-6, output: 10e-6 };
const prompt = `Check these records for duplicates: ${'record 4711 ok; '.repeat(150)}`;

let redis: RedisServer;
let model: ScriptedServer;
let directory: string;
const proxies: ChildProcess[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  model = await startScriptedServer({
    script: (round) => ({ content: `batch ${round}: no duplicates` }),
    faults: () => ({ latencyMs: 20 }),
    chunkDelayMs: 50,
    streamPieces: 40,
  });
  directory = mkdtempSync(join(tmpdir(), 'loopguard-proxy-fleet-'));
});
afterAll(async () => {
  for (const proxy of proxies) proxy.kill('SIGKILL');
  await model.close();
  await redis.stop();
});

/** Starts `loopguard proxy` (the built CLI) on a free port with the Redis store; resolves with its base URL. */
async function startProxy(name: string, policyFile: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      'dist/cli/main.js',
      'proxy',
      '--port',
      '0',
      '--upstream',
      model.url,
      '--policy',
      policyFile,
      '--store',
      redis.url,
      '--db',
      join(directory, `${name}.db`),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  proxies.push(child);
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => {
    stderr += data.toString();
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /^loopguard proxy listening on (http:\/\/\S+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`proxy ${name} exited (${code}):\n${stderr}`)));
  });
  return { url, child };
}

const costOf = (usage: OpenAI.CompletionUsage | undefined) =>
  (usage?.prompt_tokens ?? 0) * PRICE.input + (usage?.completion_tokens ?? 0) * PRICE.output;

describe('two proxy processes on one Redis', () => {
  it('keep 50 agents within one global budget, where check-then-charge on the same workload overspends', async () => {
    const policyFile = join(directory, 'policy.json');
    writeFileSync(policyFile, JSON.stringify({ budgets: { globalPerDay: BUDGET_USD } }));
    const instances = await Promise.all([startProxy('a', policyFile), startProxy('b', policyFile)]);

    // Through the proxies: each agent is pinned to one instance and calls until it is refused.
    let proxiedSpend = 0;
    let proxiedCalls = 0;
    const refusals: string[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const client = new OpenAI({
          baseURL: `${instances[index % 2]?.url}/v1`,
          apiKey: 'test',
          maxRetries: 2,
          defaultHeaders: { 'x-loopguard-run-id': `agent-${index}` },
        });
        for (let round = 0; round < 4; round++) {
          try {
            const completion = await client.chat.completions.create({
              model: 'gpt-4o',
              messages: [{ role: 'user', content: `${prompt} (pass ${round})` }],
              max_tokens: 200,
            });
            proxiedSpend += costOf(completion.usage);
            proxiedCalls++;
          } catch (error) {
            if (!(error instanceof OpenAI.APIError)) throw error;
            refusals.push(`${error.status} ${(error.error as { code?: string } | undefined)?.code}`);
            return;
          }
        }
      }),
    );
    const ledger = createRedisBudgetLedger({ url: redis.url });
    const usage = await ledger.usage(`global:${new Date().toISOString().slice(0, 10)}`);
    await ledger.close();

    // The same workload, check-then-charge: read the spend, call the model if under the limit, add the cost.
    const counter = new Redis(redis.url);
    const direct = new OpenAI({ baseURL: model.openAIBaseURL, apiKey: 'test', maxRetries: 0 });
    let naiveSpend = 0;
    let naiveCalls = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let round = 0; round < 4; round++) {
          if (Number((await counter.get('naive:spent')) ?? 0) >= BUDGET_USD * 1e6) return;
          const completion = await direct.chat.completions.create({
            model: 'gpt-4o',
            messages: [{ role: 'user', content: `${prompt} (pass ${round})` }],
            max_tokens: 200,
          });
          const cost = costOf(completion.usage);
          await counter.incrby('naive:spent', Math.ceil(cost * 1e6));
          naiveSpend += cost;
          naiveCalls++;
        }
      }),
    );
    await counter.quit();
    console.log(
      `two proxies, 50 agents, global budget $${BUDGET_USD}: ${proxiedCalls} calls, $${proxiedSpend.toFixed(6)} ` +
        `(ledger $${usage.spentUsd}), ${refusals.length} agents refused; check-then-charge ${naiveCalls} calls, ` +
        `$${naiveSpend.toFixed(6)}`,
    );
    expect(proxiedSpend).toBeLessThanOrEqual(BUDGET_USD);
    expect(usage.spentUsd).toBeLessThanOrEqual(BUDGET_USD);
    expect(usage.reservedUsd).toBe(0);
    expect(proxiedSpend).toBeGreaterThan(BUDGET_USD / 2);
    expect(new Set(refusals)).toEqual(new Set(['402 GUARD_BUDGET_LIMIT']));
    expect(naiveSpend).toBeGreaterThan(BUDGET_USD);
  }, 180_000);

  it('lose no budget and no run when one instance is killed mid-stream', async () => {
    const policyFile = join(directory, 'policy-kill.json');
    writeFileSync(policyFile, JSON.stringify({ budgets: { perTask: 1 } }));
    const [survivor, doomed] = await Promise.all([
      startProxy('survivor', policyFile),
      startProxy('doomed', policyFile),
    ]);
    const client = (url: string) =>
      new OpenAI({
        baseURL: `${url}/v1`,
        apiKey: 'test',
        maxRetries: 0,
        defaultHeaders: { 'x-loopguard-run-id': 'killed-run' },
      });
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: 'user', content: 'Summarise the ticket.' },
    ];
    // The run's first call on the survivor, then a slow stream on the instance that dies.
    const first = await client(survivor.url).chat.completions.create({
      model: 'gpt-4o',
      messages,
      max_tokens: 200,
    });
    messages.push({ role: 'assistant', content: first.choices[0]?.message.content ?? '' });
    messages.push({ role: 'user', content: 'Shorter.' });
    const stream = await client(doomed.url).chat.completions.create({
      model: 'gpt-4o',
      messages,
      max_tokens: 200,
      stream: true,
    });
    const chunks = stream[Symbol.asyncIterator]();
    await chunks.next();
    const taskKey = 'task:killed-run';
    const now = Date.now();
    const ledger = createRedisBudgetLedger({ url: redis.url });
    const during = await ledger.usage(taskKey);
    expect(during.reservedUsd).toBeGreaterThan(0);
    doomed.child.kill('SIGKILL');
    await expect(
      (async () => {
        for (let chunk = await chunks.next(); !chunk.done; chunk = await chunks.next());
      })(),
    ).rejects.toThrow();
    // Its hold stays until it expires (the call timeout and a margin), then is gone, spending nothing.
    expect((await ledger.usage(taskKey)).reservedUsd).toBe(during.reservedUsd);
    const later = createRedisBudgetLedger({ url: redis.url, now: () => now + 10 * 60_000 });
    expect(await later.usage(taskKey)).toEqual({ spentUsd: during.spentUsd, reservedUsd: 0 });
    await later.close();
    await ledger.close();
    // The run goes on at the survivor, from its state in Redis.
    messages.push({ role: 'user', content: 'Again, please.' });
    const response = await client(survivor.url)
      .chat.completions.create({ model: 'gpt-4o', messages, max_tokens: 200 })
      .withResponse();
    expect(response.response.status).toBe(200);
    const runs = createRedisRunStore<GuardSnapshot>({ url: redis.url });
    const record = await runs.get('killed-run');
    await runs.close();
    console.log(
      `killed mid-stream: run at version ${record?.version}, ${record?.snapshot.rounds} rounds, ${record?.snapshot.state}`,
    );
    expect(record?.snapshot.rounds).toBeGreaterThanOrEqual(2);
    expect(record?.snapshot.state).not.toBe('failed');
  }, 120_000);
});
