import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/errors.js';
import { createRedisRunStore } from '../src/stores/redis/index.js';
import { RunStoreError } from '../src/guard/run-store.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';
import { describeRunStoreContract } from './helpers/run-store-contract.js';

let redis: RedisServer;
let prefixes = 0;
const freshPrefix = () => `test-${process.pid}-${prefixes++}:`;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

describeRunStoreContract('redis', async () =>
  createRedisRunStore({ url: redis.url, keyPrefix: freshPrefix() }),
);

describeRunStoreContract('redis, with a client passed in', async () => {
  const client = new Redis(redis.url);
  const store = createRedisRunStore({ client, keyPrefix: freshPrefix() });
  return {
    ...store,
    async close() {
      await store.close();
      // A client passed in is the caller's to close: it still answers after the store closed.
      expect(await client.ping()).toBe('PONG');
      await client.quit();
    },
  };
});

describe('Redis run store', () => {
  it('shares runs between two clients, and one of two racing writers wins', async () => {
    const keyPrefix = freshPrefix();
    const a = createRedisRunStore({ url: redis.url, keyPrefix });
    const b = createRedisRunStore({ url: redis.url, keyPrefix });
    await a.compareAndSet('r', 0, { by: 'a' }, 1);
    const results = await Promise.all([
      a.compareAndSet('r', 1, { by: 'a' }, 2),
      b.compareAndSet('r', 1, { by: 'b' }, 2),
    ]);
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    expect((await b.get('r'))?.version).toBe(2);
    await a.close();
    await b.close();
  });

  it('keeps runs of different key prefixes apart', async () => {
    const a = createRedisRunStore({ url: redis.url, keyPrefix: freshPrefix() });
    const b = createRedisRunStore({ url: redis.url, keyPrefix: freshPrefix() });
    await a.compareAndSet('same-id', 0, { in: 'a' }, 1);
    expect(await b.get('same-id')).toBeUndefined();
    expect(await b.idleSince(10, 10)).toEqual([]);
    await a.close();
    await b.close();
  });

  it('drops a run after ttlMs, and its idle entry with it', async () => {
    const keyPrefix = freshPrefix();
    const store = createRedisRunStore({ url: redis.url, keyPrefix, ttlMs: 1 });
    const client = new Redis(redis.url);
    await store.compareAndSet('short', 0, { n: 1 }, 5);
    // Redis expires keys lazily on access and in a background sweep; wait until the key is gone.
    while ((await client.exists(`${keyPrefix}run:short`)) === 1) await new Promise((r) => setTimeout(r, 5));
    expect(await store.get('short')).toBeUndefined();
    expect(await store.idleSince(10, 10)).toEqual([]);
    expect(await client.zcard(`${keyPrefix}runs:idle`)).toBe(0);
    await client.quit();
    await store.close();
  });

  it('names the option in a ConfigError for bad options', () => {
    const attempt = (options: unknown) => {
      try {
        createRedisRunStore(options as never);
      } catch (error) {
        return ConfigError.isInstance(error) ? error.message : `not a ConfigError: ${String(error)}`;
      }
      return 'no error';
    };
    expect(attempt({})).toBe('createRedisRunStore: `url` or `client` is required (exactly one of them)');
    expect(attempt({ url: 'http://x' })).toContain('`url` must be a redis:// or rediss:// URL');
    expect(attempt({ url: redis.url, ttlMs: -5 })).toContain('`ttlMs` must be a positive integer, got -5');
    expect(attempt({ url: redis.url, commandTimeoutMs: 0 })).toContain(
      '`commandTimeoutMs` must be a positive integer',
    );
    expect(attempt({ url: redis.url, keyprefix: 'x' })).toContain('`keyprefix` is not a known option');
    expect(attempt({ client: {} })).toContain('`client` must be an ioredis client');
  });
});

describe('Redis run store when Redis is down', () => {
  it('fails with LOOPGUARD_RUN_STORE_UNAVAILABLE within the timeouts, and works again after a restart', async () => {
    const store = createRedisRunStore({ url: redis.url, keyPrefix: freshPrefix(), connectTimeoutMs: 500 });
    await store.compareAndSet('r', 0, { n: 1 }, 1);
    await redis.kill();
    const started = Date.now();
    const errors: unknown[] = [];
    for (const attempt of [() => store.get('r'), () => store.compareAndSet('r', 1, { n: 2 }, 2)]) {
      try {
        await attempt();
        errors.push('no error');
      } catch (error) {
        errors.push(error);
      }
    }
    // Bounded, not fast: the bound is what matters (connect 500 ms, command 2 s, each at most once).
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const error of errors) {
      expect(RunStoreError.isInstance(error) && error.code).toBe('LOOPGUARD_RUN_STORE_UNAVAILABLE');
      expect((error as Error).message).toMatch(/^Redis at 127\.0\.0\.1:\d+ /);
    }
    await redis.restart();
    // The client reconnects by itself; nothing was saved, so the run is gone with the old server.
    let record: unknown = 'unanswered';
    for (let attempt = 0; attempt < 100 && record === 'unanswered'; attempt++) {
      try {
        record = await store.get('r');
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(record).toBeUndefined();
    expect(await store.compareAndSet('r', 0, { n: 3 }, 3)).toMatchObject({ version: 1 });
    await store.close();
  });

  it('fails a store whose Redis never answered', async () => {
    const unused = await startRedisServer();
    await unused.stop();
    const store = createRedisRunStore({ url: unused.url, connectTimeoutMs: 300 });
    await expect(store.get('r')).rejects.toMatchObject({ code: 'LOOPGUARD_RUN_STORE_UNAVAILABLE' });
    await store.close();
  });
});
