import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBudgetLedger } from '../src/budget/redis-budget-ledger.js';
import { createDashboard } from '../src/dashboard/create-dashboard.js';
import { watchLedger } from '../src/dashboard/ledger-watch.js';
import type { EventReader } from '../src/stores/event-reader.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

// Two gateways of a fleet share one Redis budget ledger: the dashboard of the one that reserved nothing reads
// the day's scopes from Redis, so it shows the money the other one's call in flight holds.
const work = mkdtempSync(join(tmpdir(), 'loopguard-dashboard-redis-'));
let redis: RedisServer;
let reader: EventReader;

beforeAll(async () => {
  redis = await startRedisServer();
  const path = join(work, 'fleet.db');
  const sink = createSqliteSink({ path });
  const base = { task_id: 'task-1', run_id: 'run-1', agent_name: 'writer', task_type: 'etl' };
  sink.listener({ ...base, event: 'run_start', round: 0, timestamp: Date.now() - 1_000 });
  sink.listener({
    ...base,
    event: 'llm_response',
    round: 1,
    timestamp: Date.now() - 500,
    model: 'gpt-4o-mini',
    token_usage: { prompt: 100, completion: 10, cached: 0, total: 110 },
    cost: 0.25,
    currency: 'USD',
  });
  sink.close();
  reader = openSqliteEventReader(path);
});

afterAll(async () => {
  await reader?.close();
  await redis?.stop();
});

describe('the budgets view of a gateway in a fleet sharing a Redis ledger', () => {
  it("shows the day's scopes as Redis holds them, with what another gateway's call in flight reserves", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const first = watchLedger(createRedisBudgetLedger({ url: redis.url, keyPrefix: 'fleet:' }));
    const second = watchLedger(createRedisBudgetLedger({ url: redis.url, keyPrefix: 'fleet:' }));
    try {
      const scopes = [
        { key: `agent:writer:${day}`, limitUsd: 5, retainMs: 60_000 },
        { key: `global:${day}`, limitUsd: 10, retainMs: 60_000 },
      ];
      const expiresAt = Date.now() + 60_000;
      await first.ledger.reserve({ id: 'run-0/call-1/a', scopes, amountUsd: 0.25, expiresAt });
      await first.ledger.settle('run-0/call-1/a', 0.25);
      await first.ledger.reserve({ id: 'run-1/call-2/b', scopes, amountUsd: 0.5, expiresAt });
      const dashboard = createDashboard({
        reader,
        budgets: { perAgentPerDay: 5, globalPerDay: 10 },
        live: second.live,
      });
      const response = await dashboard.fetch(new Request('http://127.0.0.1/api/budgets'), '127.0.0.1');
      const answer = (await response.json()) as { scopes: Record<string, unknown>[] };
      expect(answer.scopes.filter((scope) => scope.scope !== 'run')).toEqual([
        expect.objectContaining({ name: `global:${day}`, spent: 0.25, reserved: 0.5, limit: 10, left: 9.25 }),
        expect.objectContaining({
          name: `agent:writer:${day}`,
          spent: 0.25,
          reserved: 0.5,
          limit: 5,
          left: 4.25,
        }),
      ]);
      // The run's own holds are known to the gateway that made them; here only what the store says it spent.
      expect(answer.scopes.find((scope) => scope.scope === 'run')).toMatchObject({
        name: 'run-1',
        reserved: 0,
      });
    } finally {
      await first.ledger.close();
      await second.ledger.close();
    }
  });

  it('lists the scopes only another gateway reserved in: its tasks and client keys, with their limits', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const keyPrefix = 'fleet-two:';
    const first = watchLedger(createRedisBudgetLedger({ url: redis.url, keyPrefix }));
    const second = watchLedger(createRedisBudgetLedger({ url: redis.url, keyPrefix }));
    try {
      const scopes = [
        { key: 'task:report%2Fq3', limitUsd: 2, retainMs: 60_000 },
        { key: `client:team-a:${day}`, limitUsd: 3, retainMs: 60_000 },
        { key: `global:${day}`, limitUsd: 10, retainMs: 60_000 },
      ];
      const expiresAt = Date.now() + 60_000;
      await first.ledger.reserve({ id: 'run-9/call-1/a', scopes, amountUsd: 0.5, expiresAt });
      await first.ledger.settle('run-9/call-1/a', 0.5);
      await first.ledger.reserve({ id: 'run-9/call-2/b', scopes, amountUsd: 0.25, expiresAt });
      // Yesterday's key of the same client: kept by the ledger, not today's budget.
      await first.ledger.reserve({
        id: 'run-8/call-1/c',
        scopes: [{ key: 'client:team-a:2020-01-01', limitUsd: 3, retainMs: 60_000 }],
        amountUsd: 0.1,
        expiresAt,
      });
      expect(second.live.scopes(Date.now())).toEqual([]);
      const dashboard = createDashboard({
        reader,
        budgets: { perTask: 2, perClientKeyPerDay: 3, globalPerDay: 10 },
        live: second.live,
      });
      // The page polls `latest`: the ledger's changes count moves with the other gateway's settle.
      const changes = async () =>
        (
          (await (await dashboard.fetch(new Request('http://127.0.0.1/api/latest'), '127.0.0.1')).json()) as {
            ledgerChanges: number;
          }
        ).ledgerChanges;
      const before = await changes();
      await first.ledger.settle('run-8/call-1/c', 0.1);
      expect(await changes()).toBe(before + 1);
      const response = await dashboard.fetch(new Request('http://127.0.0.1/api/budgets'), '127.0.0.1');
      const answer = (await response.json()) as { fleet: unknown; scopes: Record<string, unknown>[] };
      expect(answer.fleet).toEqual({ complete: true });
      expect(answer.scopes.filter((scope) => scope.scope !== 'run')).toEqual([
        expect.objectContaining({ name: `global:${day}`, spent: 0.5, reserved: 0.25, limit: 10, left: 9.25 }),
        expect.objectContaining({
          scope: 'key per day',
          name: `client:team-a:${day}`,
          spent: 0.5,
          reserved: 0.25,
          limit: 3,
          left: 2.25,
        }),
        expect.objectContaining({
          scope: 'task',
          name: 'task:report/q3',
          spent: 0.5,
          reserved: 0.25,
          limit: 2,
          left: 1.25,
        }),
      ]);
    } finally {
      await first.ledger.close();
      await second.ledger.close();
    }
  });
});
