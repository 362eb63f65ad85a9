import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser.js';
import { streamedTaskCall } from './helpers/budget-calls.js';
import { repoRoot } from './helpers/cli.js';
import { startGatedScriptedServer } from './helpers/gated-scripted-server.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';
import { type RedisServer, startRedisServer } from './helpers/redis-server.js';

// Two real `loopguard proxy` processes sharing one redis-server (`--store redis://`), headless Chromium on
// the dashboard of the one that serves no call: its budgets view lists the scopes the other gateway's calls
// reserve and spend in (task, agent, client key, global), while they are held in flight and once settled.
const work = mkdtempSync(join(tmpdir(), 'loopguard-dashboard-fleet-'));
const images = process.env.UPDATE_SCREENSHOTS === '1' ? join(repoRoot, 'docs/images') : join(work, 'screens');
const clientKey = 'lg-client-key-for-the-fleet-test';
const policy = join(work, 'gateway.yaml');
writeFileSync(
  policy,
  `budgets:
  perRun: 1
  perTask: 2
  perAgentPerDay: 5
  perClientKeyPerDay: 3
  globalPerDay: 10
access:
  clientKeys:
    - { keyEnv: LG_FLEET_CLIENT_KEY, agent: writer }
`,
);

let browser: Browser;
let redis: RedisServer;
let model: Awaited<ReturnType<typeof startGatedScriptedServer>>;
let serving: ProxyProcess;
let watching: ProxyProcess;

beforeAll(async () => {
  mkdirSync(images, { recursive: true });
  [redis, model] = await Promise.all([
    startRedisServer(),
    startGatedScriptedServer({
      script: () => ({ content: 'a long answer', usage: { prompt_tokens: 2_000, completion_tokens: 400 } }),
    }),
  ]);
  const gateway = (name: string) =>
    startProxy(
      work,
      [
        '--upstream',
        `${model.url}/v1`,
        '--policy',
        policy,
        '--store',
        redis.url,
        '--db',
        join(work, `${name}.db`),
        '--upstream-key-env',
        'openai=LG_FLEET_UPSTREAM_KEY',
      ],
      { LG_FLEET_CLIENT_KEY: clientKey, LG_FLEET_UPSTREAM_KEY: 'sk-upstream' },
    );
  [browser, serving, watching] = await Promise.all([
    launchBrowser(),
    gateway('serving'),
    gateway('watching'),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  // A failed test may leave calls held: let them finish, so the gateways can drain and stop.
  model?.release(Number.POSITIVE_INFINITY);
  for (const gateway of [serving, watching])
    if (gateway && gateway.child.exitCode === null) await gateway.stop();
  await model?.close();
  await redis?.stop();
});

/** A streamed call of `runId` in task `taskId` through the serving gateway, as the client key's agent. */
function call(runId: string, taskId: string): Promise<string> {
  return streamedTaskCall(serving.url, clientKey, runId, taskId);
}

/** One row of the budgets view. */
interface Row {
  readonly scope: string | null;
  readonly name: string;
  readonly spent: number;
  readonly reserved: number;
  readonly left: string;
}

/** The budgets view's shared scopes as {name: {scope, spent, reserved, left}}. */
async function shared(page: Page): Promise<Record<string, Row>> {
  const rows = await page.locator('tbody tr[data-scope]').evaluateAll((trs) =>
    trs.map((tr) => ({
      scope: tr.getAttribute('data-scope'),
      name: tr.querySelector('code')?.textContent ?? '',
      spent: Number(tr.querySelector('[data-field="spent"]')?.getAttribute('data-value') ?? 'NaN'),
      reserved: Number(tr.querySelector('[data-field="reserved"]')?.getAttribute('data-value') ?? 'NaN'),
      left: tr.querySelector('[data-field="left"]')?.textContent ?? '',
    })),
  );
  return Object.fromEntries(rows.filter((row) => row.scope !== 'run').map((row) => [row.name, row]));
}

describe("a fleet gateway's dashboard", { timeout: 120_000 }, () => {
  it('lists the scopes another gateway of the fleet reserves and spends in, from the shared Redis ledger', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    model.hold();
    const inFlight = [call('run-a', 'task-1'), call('run-b', 'task-2')];
    await expect.poll(() => model.requests.length, { timeout: 20_000 }).toBe(2);

    await page.goto(`${watching.url}/dashboard/#/budgets`);
    await page.waitForSelector('html[data-ready="budgets"]');
    expect(await page.locator('.notice.info').textContent()).toContain('fleet’s shared budget ledger');
    const day = new Date().toISOString().slice(0, 10);
    const held = await shared(page);
    const client = Object.keys(held).find((name) => name.startsWith('client:'));
    expect(client).toMatch(new RegExp(`^client:.+:${day}$`));
    expect(held).toMatchObject({
      'task:task-1': { scope: 'task' },
      'task:task-2': { scope: 'task' },
      [`agent:writer:${day}`]: { scope: 'agent per day' },
      [client as string]: { scope: 'key per day' },
      [`global:${day}`]: { scope: 'global per day' },
    });
    // Both calls are held in every scope they reserve in; the day's scopes hold both.
    for (const row of Object.values(held)) expect(row.reserved, row.name).toBeGreaterThan(0);
    const both = (held['task:task-1']?.reserved ?? 0) + (held['task:task-2']?.reserved ?? 0);
    for (const name of [`global:${day}`, `agent:writer:${day}`, client as string])
      expect(held[name]?.reserved, name).toBeCloseTo(both, 6);
    await page.screenshot({ path: join(images, 'dashboard-budgets-fleet.png'), fullPage: true });

    // The answers come: the holds become spending in the shared ledger, and the other gateway's view, left
    // open, draws it by itself (no event reaches this gateway's store: the ledger's changes count moved).
    model.release(Number.POSITIVE_INFINITY);
    for (const text of await Promise.all(inFlight)) expect(text).toContain('[DONE]');
    await expect
      .poll(
        async () => Object.values(await shared(page)).every((row) => row.reserved === 0 && row.spent > 0),
        { timeout: 20_000 },
      )
      .toBe(true);
    const settled = await shared(page);
    for (const row of Object.values(settled)) {
      expect(row.reserved, row.name).toBe(0);
      expect(row.spent, row.name).toBeGreaterThan(0);
      expect(row.left, row.name).toMatch(/USD$/);
    }
    const spent = (settled['task:task-1']?.spent ?? 0) + (settled['task:task-2']?.spent ?? 0);
    expect(settled[`global:${day}`]?.spent).toBeCloseTo(spent, 6);
    // Left is the task's limit less what it spent, as the page rounds it.
    const taskOne = settled['task:task-1'];
    expect(Number.parseFloat(taskOne?.left ?? '')).toBeCloseTo(2 - (taskOne?.spent ?? 0), 2);
    expect(await page.locator('.notice.warning').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
