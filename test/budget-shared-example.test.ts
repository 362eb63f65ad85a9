import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBudgetLedger } from '../src/budget/redis-budget-ledger.js';
import { repoRoot } from './helpers/cli.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

const { OPENAI_API_KEY: _key, REDIS_URL: _url, ...environment } = process.env;

async function runExample(redisUrl?: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'examples/shared-budget.ts'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: redisUrl === undefined ? environment : { ...environment, REDIS_URL: redisUrl },
    },
  );
  return stdout;
}

const stopLine = /^T-100[12]: \d+ calls, then GUARD_BUDGET_LIMIT in team:support:\d{4}-\d\d-\d\d$/;

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

describe('shared-budget example', () => {
  it("stops both agents of one process at the team's shared budget", async () => {
    const lines = (await runExample()).trim().split('\n');
    expect(lines.slice(0, 2).every((line) => stopLine.test(line))).toBe(true);
    const spent = Number(lines[2]?.match(/: \$([\d.]+) spent of \$0\.01, \$0 held$/)?.[1]);
    expect(spent).toBeGreaterThan(0.005);
    expect(spent).toBeLessThanOrEqual(0.01);
  }, 120_000);

  it('keeps two processes on one Redis within the one budget together', async () => {
    const outputs = await Promise.all([runExample(redis.url), runExample(redis.url)]);
    const stops = outputs.flatMap((output) => output.trim().split('\n').slice(0, 2));
    expect(stops).toHaveLength(4);
    expect(stops.every((line) => stopLine.test(line))).toBe(true);
    const key = (outputs[0]?.match(/(team:support:\d{4}-\d\d-\d\d): \$/) ?? [])[1] as string;
    const ledger = createRedisBudgetLedger({ url: redis.url });
    const usage = await ledger.usage(key);
    await ledger.close();
    expect(usage.reservedUsd).toBe(0);
    expect(usage.spentUsd).toBeGreaterThan(0.005);
    expect(usage.spentUsd).toBeLessThanOrEqual(0.01);
  }, 120_000);
});
