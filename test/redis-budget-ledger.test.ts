import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BudgetLedgerError } from '../src/budget/budget-ledger-error.js';
import { createRedisBudgetLedger } from '../src/budget/redis-budget-ledger.js';
import { ConfigError } from '../src/errors.js';
import { describeBudgetLedgerContract } from './helpers/budget-ledger-contract.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

let redis: RedisServer;
let prefixes = 0;
const freshPrefix = () => `ledger-${process.pid}-${prefixes++}:`;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

describeBudgetLedgerContract('redis', async (now) =>
  createRedisBudgetLedger({ url: redis.url, keyPrefix: freshPrefix(), now }),
);

describe('Redis budget ledger', () => {
  const scope = { key: 'team:search', limitUsd: 1, retainMs: 60_000 };

  it('shares one budget between two clients', async () => {
    const keyPrefix = freshPrefix();
    const a = createRedisBudgetLedger({ url: redis.url, keyPrefix });
    const b = createRedisBudgetLedger({ url: redis.url, keyPrefix });
    const expiresAt = Date.now() + 60_000;
    expect(await a.reserve({ id: 'a1', scopes: [scope], amountUsd: 0.6, expiresAt })).toEqual({ ok: true });
    expect(await b.reserve({ id: 'b1', scopes: [scope], amountUsd: 0.6, expiresAt })).toMatchObject({
      ok: false,
      scope: 'team:search',
      reservedUsd: 0.6,
    });
    await b.settle('a1', 0.1);
    expect(await a.usage('team:search')).toEqual({ spentUsd: 0.1, reservedUsd: 0 });
    await a.close();
    await b.close();
  });

  it('names the option in a ConfigError for bad options', () => {
    expect(() => createRedisBudgetLedger({ url: redis.url, now: 5 as never })).toThrow(ConfigError);
    expect(() => createRedisBudgetLedger({} as never)).toThrow(
      'createRedisBudgetLedger: `url` or `client` is required (exactly one of them)',
    );
  });

  it('fails closed with LOOPGUARD_BUDGET_UNAVAILABLE while Redis is down, then serves again', async () => {
    const ledger = createRedisBudgetLedger({
      url: redis.url,
      keyPrefix: freshPrefix(),
      connectTimeoutMs: 500,
    });
    await ledger.usage('team:search');
    await redis.stop();
    const started = Date.now();
    const outcomes = await Promise.all(
      [
        ledger.reserve({ id: 'down-1', scopes: [scope], amountUsd: 0.1, expiresAt: Date.now() + 60_000 }),
        ledger.settle('down-0', 0.1),
        ledger.release('down-0'),
        ledger.usage('team:search'),
      ].map((operation) =>
        operation.then(
          () => 'answered',
          (error: unknown) => error,
        ),
      ),
    );
    // A bound, not a speed: one connect timeout (500 ms) plus one command timeout (2 s) at most.
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const outcome of outcomes) {
      expect(BudgetLedgerError.isInstance(outcome) && outcome.code).toBe('LOOPGUARD_BUDGET_UNAVAILABLE');
    }
    await redis.restart();
    let answer: unknown = 'unanswered';
    for (let attempt = 0; attempt < 100 && answer === 'unanswered'; attempt++) {
      answer = await ledger
        .reserve({ id: 'up-1', scopes: [scope], amountUsd: 0.1, expiresAt: Date.now() + 60_000 })
        .catch(() => new Promise((resolve) => setTimeout(() => resolve('unanswered'), 50)));
    }
    expect(answer).toEqual({ ok: true });
    await ledger.close();
  });
});
