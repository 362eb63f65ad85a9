import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser.js';
import { repoRoot } from './helpers/cli.js';
import { startGatedScriptedServer } from './helpers/gated-scripted-server.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

// The gateway's own /dashboard in headless Chromium: a real `loopguard proxy` with a policy of every budget
// scope, agents' calls through it held in flight by the scripted model, and the budgets view read from the
// gateway's budget ledger while they are.
const work = mkdtempSync(join(tmpdir(), 'loopguard-dashboard-gateway-'));
const images = process.env.UPDATE_SCREENSHOTS === '1' ? join(repoRoot, 'docs/images') : join(work, 'screens');
const clientKey = 'lg-client-key-for-the-dashboard-test';
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
    - { keyEnv: LG_DASHBOARD_CLIENT_KEY, agent: writer }
`,
);

let browser: Browser;
let model: Awaited<ReturnType<typeof startGatedScriptedServer>>;
let gateway: ProxyProcess;

beforeAll(async () => {
  mkdirSync(images, { recursive: true });
  model = await startGatedScriptedServer({
    script: () => ({ content: 'a long answer', usage: { prompt_tokens: 2_000, completion_tokens: 400 } }),
  });
  [browser, gateway] = await Promise.all([
    launchBrowser(),
    startProxy(
      work,
      [
        '--upstream',
        `${model.url}/v1`,
        '--policy',
        policy,
        '--db',
        join(work, 'gateway.db'),
        '--upstream-key-env',
        'openai=LG_DASHBOARD_UPSTREAM_KEY',
      ],
      { LG_DASHBOARD_CLIENT_KEY: clientKey, LG_DASHBOARD_UPSTREAM_KEY: 'sk-upstream' },
    ),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (gateway && gateway.child.exitCode === null) await gateway.stop();
  await model?.close();
});

/** A streamed call of `runId` in task `taskId` through the gateway, as the client key's agent. */
function call(runId: string, taskId: string): Promise<string> {
  return fetch(`${gateway.url}/v1/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${clientKey}`,
      'x-loopguard-run-id': runId,
      'x-loopguard-task-id': taskId,
    },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      max_tokens: 400,
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: `work on ${taskId}` }],
    }),
  }).then((response) => response.text());
}

/** The budgets view’s rows as [scope, name, reserved]. */
async function rows(page: Page) {
  return page
    .locator('tbody tr[data-scope]')
    .evaluateAll((trs) =>
      trs.map(
        (tr) =>
          [
            tr.getAttribute('data-scope'),
            tr.querySelector('code')?.textContent,
            Number(tr.querySelector('[data-field="reserved"]')?.getAttribute('data-value') ?? 'NaN'),
          ] as const,
      ),
    );
}

describe("the gateway's own dashboard", { timeout: 120_000 }, () => {
  it('shows every scope of the policy with spent, reserved by calls in flight and left, from the ledger', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    model.hold();
    const inFlight = [call('run-a', 'task-1'), call('run-b', 'task-2')];
    await expect.poll(() => model.requests.length, { timeout: 20_000 }).toBe(2);

    await page.goto(`${gateway.url}/dashboard/#/budgets`);
    await page.waitForSelector('html[data-ready="budgets"]');
    const day = new Date().toISOString().slice(0, 10);
    const held = await rows(page);
    const scopes = held.map(([scope]) => scope);
    for (const scope of ['global per day', 'agent per day', 'key per day', 'task', 'run'])
      expect(scopes).toContain(scope);
    const named = Object.fromEntries(held.map(([, name, reserved]) => [name, reserved]));
    expect(Object.keys(named)).toEqual(
      expect.arrayContaining([
        `global:${day}`,
        `agent:writer:${day}`,
        'task:task-1',
        'task:task-2',
        'run-a',
        'run-b',
      ]),
    );
    // Both calls hold money in every scope they reserve in; the day's scopes hold both.
    expect(held.every(([, , reserved]) => reserved > 0)).toBe(true);
    expect(named[`global:${day}`]).toBeCloseTo((named['task:task-1'] ?? 0) + (named['task:task-2'] ?? 0), 6);
    expect(await page.locator('.notice.info').textContent()).toContain('budget ledger');
    expect(await page.locator('.notes').count()).toBe(0);
    await page.screenshot({ path: join(images, 'dashboard-budgets-gateway.png'), fullPage: true });

    // The answers come: the holds become spending, and the view shows it on the next visit.
    model.release(Number.POSITIVE_INFINITY);
    for (const text of await Promise.all(inFlight)) expect(text).toContain('[DONE]');
    await page.reload();
    await page.waitForSelector('html[data-ready="budgets"]');
    const settled = await page.locator(`tr[data-scope="global per day"]`).first();
    expect(Number(await settled.locator('[data-field="reserved"]').getAttribute('data-value'))).toBe(0);
    expect(Number(await settled.locator('[data-field="spent"]').getAttribute('data-value'))).toBeGreaterThan(
      0,
    );
    const left = await settled.locator('[data-field="left"]').textContent();
    expect(left).toMatch(/USD$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
