import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { parsePrometheus } from './helpers/parse-prometheus.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-proxy-redis-'));

describe('loopguard proxy --store redis://', () => {
  let redis: RedisServer;
  let scripted: ScriptedServer;
  let first: ProxyProcess;
  let second: ProxyProcess;

  beforeAll(async () => {
    redis = await startRedisServer();
    scripted = await startScriptedServer({ script: (round) => ({ content: `answer ${round}` }) });
    const args = (name: string) => [
      '--upstream',
      scripted.url,
      '--store',
      redis.url,
      '--db',
      join(work, `${name}.db`),
    ];
    [first, second] = await Promise.all([startProxy(work, args('a'), {}), startProxy(work, args('b'), {})]);
  });

  afterAll(async () => {
    for (const proxy of [first, second]) if (proxy && proxy.child.exitCode === null) await proxy.stop();
    await scripted.close();
    await redis.stop().catch(() => undefined);
  });

  const call = (proxy: ProxyProcess, messages: readonly { role: string; content: string }[]) =>
    fetch(`${proxy.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'fleet-run-1' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages }),
    });

  const scrape = async (proxy: ProxyProcess) =>
    parsePrometheus(await (await fetch(`${proxy.url}/metrics`)).text());

  it('serves one run from two processes sharing its state in Redis', async () => {
    const history = [{ role: 'user', content: 'go' }];
    const one = await call(first, history);
    expect(one.status).toBe(200);
    const reply = ((await one.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message
      .content as string;
    const two = await call(second, [
      ...history,
      { role: 'assistant', content: reply },
      { role: 'user', content: 'more' },
    ]);
    expect(two.status).toBe(200);
    for (const proxy of [first, second])
      expect(
        (await scrape(proxy)).value('loopguard_calls_total', { api: 'openai-chat', model: 'gpt-4o-mini' }),
      ).toBe(1);
    // Fleet mode: the open runs live in Redis, not in one process, so the gauge is left out.
    expect((await scrape(first)).types.has('loopguard_open_runs')).toBe(false);
    expect((await scrape(first)).types.has('loopguard_parked_runs')).toBe(false);
  });

  it('fails closed when Redis is gone, counts it, and still shuts down cleanly', async () => {
    await redis.stop();
    const before = scripted.requests.length;
    const refused = await call(first, [{ role: 'user', content: 'while redis is down' }]);
    expect(refused.status).toBe(503);
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toContain('storeFailure: closed');
    expect(scripted.requests.length).toBe(before);
    expect((await scrape(first)).value('loopguard_store_errors_total', { store: 'runs' })).toBe(1);
    expect(await first.stop()).toBe(0);
    expect(await second.stop()).toBe(0);
  });
});
