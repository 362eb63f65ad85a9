import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BudgetLedgerError } from '../src/budget/budget-ledger-error.js';
import { createRedisBudgetLedger } from '../src/budget/redis-budget-ledger.js';
import { withSharedBudget } from '../src/budget/with-shared-budget.js';
import { createGuard } from '../src/guard/guard.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { repoRoot } from './helpers/cli.js';
import type { FleetAgentsInput, FleetAgentsOutput } from './helpers/fleet-agents.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

let redis: RedisServer;
let model: ScriptedServer;
let prefixes = 0;

// Every call is a real round trip to the scripted model, 20 ms slow, so agents overlap as real ones do.
beforeAll(async () => {
  redis = await startRedisServer();
  model = await startScriptedServer({
    script: (round) => ({ content: `batch ${round}: no duplicates` }),
    faults: () => ({ latencyMs: 20 }),
  });
});
afterAll(async () => {
  await model.close();
  await redis.stop();
});

/** One process of the fleet: `ready` once connected, `go()` starts its agents, `done()` is what it spent. */
function startMachine(input: FleetAgentsInput) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/helpers/fleet-agents.ts', JSON.stringify(input)],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => {
    stderr += data.toString();
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const seen: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  lines.on('line', (line) => {
    seen.push(line);
    for (const waiter of [...waiters]) {
      if (!waiter.match(line)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const line = (match: (line: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const found = seen.find(match);
      if (found !== undefined) return resolve(found);
      waiters.push({ match, resolve });
      exited.then((code) => reject(new Error(`${input.name} exited (${code}) before the line:\n${stderr}`)));
    });
  return {
    child,
    exited,
    ready: line((text) => text === 'ready'),
    line,
    go: () => child.stdin?.write('go\n'),
    done: () => line((text) => text.startsWith('{')).then((text) => JSON.parse(text) as FleetAgentsOutput),
  };
}

/** Two processes of 25 agents each, on one budget, started together. */
async function runFleet(mode: 'guarded' | 'naive', scope: FleetAgentsInput['scope']) {
  const keyPrefix = `fleet-${process.pid}-${prefixes++}:`;
  const base = {
    mode,
    redisUrl: redis.url,
    keyPrefix,
    scope,
    baseURL: model.openAIBaseURL,
    agents: 25,
    callsPerAgent: 4,
    model: 'gpt-4o',
    maxOutputTokens: 200,
    prompt: `Check these records for duplicates: ${'record 4711 ok; '.repeat(150)}`,
  };
  const machines = [
    startMachine({ ...base, name: `${mode}-a` }),
    startMachine({ ...base, name: `${mode}-b` }),
  ];
  await Promise.all(machines.map((machine) => machine.ready));
  for (const machine of machines) machine.go();
  const outputs = await Promise.all(machines.map((machine) => machine.done()));
  return {
    keyPrefix,
    spentUsd: outputs.reduce((sum, output) => sum + output.spentUsd, 0),
    calls: outputs.reduce((sum, output) => sum + output.calls, 0),
    stopped: outputs.reduce((sum, output) => sum + output.stopped, 0),
  };
}

describe('a fleet of 50 agents on two machines sharing one budget in Redis', () => {
  it('never spends past the budget with the Lua reservation, while check-then-charge does', async () => {
    const scope = { key: 'team:dedupe', limitUsd: 0.1, retainMs: 3_600_000 };
    const guarded = await runFleet('guarded', scope);
    const naive = await runFleet('naive', scope);
    const ledger = createRedisBudgetLedger({ url: redis.url, keyPrefix: guarded.keyPrefix });
    const usage = await ledger.usage(scope.key);
    await ledger.close();
    console.log(
      `fleet of 50 agents, budget $${scope.limitUsd}: reserved ${guarded.calls} calls, spent $${guarded.spentUsd.toFixed(6)}` +
        ` (ledger: $${usage.spentUsd}), ${guarded.stopped} agents refused; check-then-charge ${naive.calls} calls,` +
        ` spent $${naive.spentUsd.toFixed(6)} (${((naive.spentUsd / scope.limitUsd - 1) * 100).toFixed(0)}% over)`,
    );
    // Reserved: every call that went out was paid for within the budget, and the budget ran out.
    expect(guarded.spentUsd).toBeLessThanOrEqual(scope.limitUsd);
    expect(usage.spentUsd).toBeLessThanOrEqual(scope.limitUsd);
    expect(usage.spentUsd).toBeGreaterThanOrEqual(guarded.spentUsd - 1e-9);
    expect(usage.reservedUsd).toBe(0);
    expect(guarded.stopped).toBeGreaterThan(0);
    expect(guarded.spentUsd).toBeGreaterThan(scope.limitUsd / 2);
    // Check-then-charge on the same workload: every agent reads the spend before the others' charges land.
    expect(naive.spentUsd).toBeGreaterThan(scope.limitUsd);
  }, 120_000);

  it('loses no budget to a machine killed mid-call: its reservation expires', async () => {
    const scope = { key: 'team:killed', limitUsd: 0.05, retainMs: 3_600_000 };
    const keyPrefix = `fleet-${process.pid}-${prefixes++}:`;
    const stalled = await startScriptedServer({
      script: () => ({ content: 'never sent' }),
      faults: () => ({ latencyMs: 60_000 }),
    });
    const machine = startMachine({
      mode: 'hold',
      name: 'doomed',
      redisUrl: redis.url,
      keyPrefix,
      scope,
      baseURL: stalled.openAIBaseURL,
      agents: 1,
      callsPerAgent: 1,
      model: 'gpt-4o',
      maxOutputTokens: 1_000,
      prompt: 'Summarise the ticket.',
      reservationTtlMs: 30_000,
    });
    await machine.ready;
    machine.go();
    await machine.line((text) => text.startsWith('held '));
    machine.child.kill('SIGKILL');
    await machine.exited;
    // A survivor sees the dead machine's hold until it expires, then has the whole budget again.
    const now = Date.now();
    const survivor = createRedisBudgetLedger({ url: redis.url, keyPrefix });
    const held = await survivor.usage(scope.key);
    expect(held.reservedUsd).toBeGreaterThan(0.005);
    const whole = { id: 'survivor-1', scopes: [scope], amountUsd: 0.05, expiresAt: now + 60_000 };
    expect((await survivor.reserve(whole)).ok).toBe(false);
    await survivor.close();
    // The same Redis, read with a clock 31 s later: no sleep needed to see the expiry.
    const later = createRedisBudgetLedger({ url: redis.url, keyPrefix, now: () => now + 31_000 });
    expect(await later.usage(scope.key)).toEqual({ spentUsd: 0, reservedUsd: 0 });
    expect(await later.reserve(whole)).toEqual({ ok: true });
    await later.close();
    stalled.close().catch(() => undefined);
  }, 60_000);

  it('fails closed while Redis is down: a shared call throws LOOPGUARD_BUDGET_UNAVAILABLE within a bound', async () => {
    const ledger = createRedisBudgetLedger({
      url: redis.url,
      keyPrefix: `fleet-${process.pid}-${prefixes++}:`,
    });
    const guard = createGuard({ maxCost: 1 });
    const shared = withSharedBudget(guard, {
      ledger,
      scopes: [{ key: 'team:down', limitUsd: 1, retainMs: 60_000 }],
    });
    const request = { model: 'gpt-4o', promptTokens: 100, maxOutputTokens: 100 };
    await (await shared.beforeCall(request)).end({
      usage: { promptTokens: 100, completionTokens: 10 },
      text: 'one',
    });
    await redis.kill();
    const started = Date.now();
    const error = await shared.beforeCall(request).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    // A bound on the wait, not a speed: a killed Redis refuses connections, which fails at once; a host
    // that does not answer would take the connect timeout (5 s) at most.
    expect(Date.now() - started).toBeLessThan(7_000);
    expect(BudgetLedgerError.isInstance(error) && error.code).toBe('LOOPGUARD_BUDGET_UNAVAILABLE');
    expect((error as Error).message).toMatch(/^Redis at 127\.0\.0\.1:\d+ is unreachable/);
    // The call was refused, not the run: it holds nothing and may try again once Redis is back.
    expect(guard.state).not.toBe('failed');
    expect(guard.usage.reservedCost).toBe(0);
    await ledger.close();
  });
});
