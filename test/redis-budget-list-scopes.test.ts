import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listsScopes } from '../src/budget/ledger-scopes.js';
import { createMemoryBudgetLedger } from '../src/budget/memory-budget-ledger.js';
import { createRedisBudgetLedger } from '../src/budget/redis-budget-ledger.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

// Listing a Redis ledger's scopes, whoever reserved in them, on a real redis-server: what the budgets view of
// one gateway of a fleet reads to show the scopes every other gateway spends in.
let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

const HOUR = 3_600_000;

describe('the Redis ledger lists its scopes', () => {
  it("lists every scope with spending or money held since a time, with its limit, from another client's reservations", async () => {
    let clock = Date.parse('2026-12-06T10:00:00Z');
    const now = () => clock;
    // A prefix with glob characters: the SCAN pattern must match it literally.
    const keyPrefix = 'fleet[1]*:';
    const writer = createRedisBudgetLedger({ url: redis.url, keyPrefix, now });
    const reader = createRedisBudgetLedger({ url: redis.url, keyPrefix, now });
    const other = createRedisBudgetLedger({ url: redis.url, keyPrefix: 'fleet[2]*:', now });
    try {
      const scope = (key: string, limitUsd: number) => ({ key, limitUsd, retainMs: 7 * 24 * HOUR });
      // Yesterday: a task settled, then untouched.
      clock -= 24 * HOUR;
      await writer.reserve({
        id: 'old',
        scopes: [scope('task:yesterday', 3)],
        amountUsd: 1,
        expiresAt: clock + 60_000,
      });
      await writer.settle('old', 0.75);
      clock += 24 * HOUR;
      // Today: one settled, one in flight, one released, one expired unsettled; and another fleet's scope.
      const expiresAt = clock + 60_000;
      await writer.reserve({
        id: 'a',
        scopes: [scope('task:settled', 2), scope('client:k1:2026-12-06', 4)],
        amountUsd: 0.5,
        expiresAt,
      });
      await writer.settle('a', 0.25);
      await writer.reserve({ id: 'b', scopes: [scope('task:in-flight', 2)], amountUsd: 0.4, expiresAt });
      await writer.reserve({ id: 'c', scopes: [scope('task:released', 2)], amountUsd: 0.3, expiresAt });
      await writer.release('c');
      await writer.reserve({
        id: 'd',
        scopes: [scope('task:crashed', 2)],
        amountUsd: 0.2,
        expiresAt: clock + 1_000,
      });
      await other.reserve({ id: 'e', scopes: [scope('task:other-fleet', 2)], amountUsd: 0.1, expiresAt });
      clock += 5_000;

      expect(listsScopes(reader)).toBe(true);
      const listed = await reader.listScopes({ since: Date.parse('2026-12-06T00:00:00Z'), max: 100 });
      expect(listed.complete).toBe(true);
      const byKey = Object.fromEntries(listed.scopes.map(({ key, ...rest }) => [key, rest]));
      expect(Object.keys(byKey).sort()).toEqual(['client:k1:2026-12-06', 'task:in-flight', 'task:settled']);
      expect(byKey['task:settled']).toEqual({
        spentUsd: 0.25,
        reservedUsd: 0,
        limitUsd: 2,
        changedAt: clock - 5_000,
      });
      expect(byKey['client:k1:2026-12-06']).toMatchObject({ spentUsd: 0.25, reservedUsd: 0, limitUsd: 4 });
      expect(byKey['task:in-flight']).toMatchObject({ spentUsd: 0, reservedUsd: 0.4, limitUsd: 2 });

      // From yesterday on, yesterday's task is listed too.
      const wider = await reader.listScopes({ since: clock - 48 * HOUR, max: 100 });
      expect(wider.scopes.map((listedScope) => listedScope.key)).toContain('task:yesterday');
    } finally {
      await Promise.all([writer.close(), reader.close(), other.close()]);
    }
  });

  it('stops at `max` scopes and says the listing is not complete', async () => {
    const keyPrefix = `bounded-${process.pid}:`;
    const ledger = createRedisBudgetLedger({ url: redis.url, keyPrefix });
    try {
      const expiresAt = Date.now() + 60_000;
      for (let task = 0; task < 30; task++)
        await ledger.reserve({
          id: `call-${task}`,
          scopes: [{ key: `task:t${task}`, limitUsd: 1, retainMs: 60_000 }],
          amountUsd: 0.01,
          expiresAt,
        });
      const all = await ledger.listScopes({ since: 0, max: 30 });
      expect(all).toMatchObject({ complete: true });
      expect(new Set(all.scopes.map((scope) => scope.key)).size).toBe(30);
      const some = await ledger.listScopes({ since: 0, max: 10 });
      expect(some.complete).toBe(false);
      expect(some.scopes).toHaveLength(10);
    } finally {
      await ledger.close();
    }
  });

  it('counts the changes of the whole ledger: each reservation held, settle and release, not a refusal', async () => {
    const keyPrefix = `changes-${process.pid}:`;
    const [a, b] = [
      createRedisBudgetLedger({ url: redis.url, keyPrefix }),
      createRedisBudgetLedger({ url: redis.url, keyPrefix }),
    ];
    try {
      const scopes = [{ key: 'task:t', limitUsd: 1, retainMs: 60_000 }];
      const expiresAt = Date.now() + 60_000;
      expect(await b.changes()).toBe(0);
      await a.reserve({ id: 'x', scopes, amountUsd: 0.5, expiresAt });
      expect(await b.changes()).toBe(1);
      expect(await a.reserve({ id: 'y', scopes, amountUsd: 0.75, expiresAt })).toMatchObject({ ok: false });
      await a.reserve({ id: 'x', scopes, amountUsd: 0.5, expiresAt });
      expect(await b.changes()).toBe(1);
      await a.settle('x', 0.25);
      await a.settle('x', 0.25);
      expect(await b.changes()).toBe(2);
      await a.reserve({ id: 'z', scopes, amountUsd: 0.25, expiresAt });
      await a.release('z');
      expect(await b.changes()).toBe(4);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('is not offered by the memory ledger, whose scopes are all in the one process that reserves', () => {
    expect(listsScopes(createMemoryBudgetLedger())).toBe(false);
  });
});
