import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { launchBrowser } from './helpers/browser.js';
import { streamedTaskCall } from './helpers/budget-calls.js';
import { repoRoot } from './helpers/cli.js';
import { startGatedScriptedServer } from './helpers/gated-scripted-server.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

// The gateway's own /dashboard in headless Chromium: a real `loopguard proxy` with a policy of every budget
// scope, agents' calls through it held in flight by the scripted model, and the budgets view read from the
// gateway's budget ledger while they are; then a gateway capturing transcripts, whose trace shows the content
// of a run an agent made through it after the gateway (and its dashboard) started.
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
  return streamedTaskCall(gateway.url, clientKey, runId, taskId);
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

describe("the gateway's own dashboard with --transcripts", { timeout: 120_000 }, () => {
  let tools: ScriptedServer;
  let capturing: ProxyProcess;
  const captured = join(work, 'captured.jsonl');

  beforeAll(async () => {
    // Searches once, then answers from the result.
    tools = await startScriptedServer({
      script: (_round, request) =>
        (request.body.messages as { role: string }[]).some((message) => message.role === 'tool')
          ? { content: 'The Q3 churn report is not in the store.' }
          : { toolCalls: [{ name: 'search', arguments: { q: 'Q3 churn report' } }] },
    });
    // Runs idle for a second end, and the capture writes them then.
    const lenient = join(work, 'capture.yaml');
    writeFileSync(lenient, 'idleTimeoutMs: 1000\n');
    capturing = await startProxy(
      work,
      [
        '--upstream',
        `${tools.url}/v1`,
        '--db',
        join(work, 'capture.db'),
        '--policy',
        lenient,
        '--transcripts',
        captured,
      ],
      {},
    );
  }, 60_000);

  afterAll(async () => {
    if (capturing && capturing.child.exitCode === null) await capturing.stop();
    await tools?.close();
  });

  /** One call of the agent's run `run-docs` in task `task-docs`. */
  const ask = async (messages: object[]) => {
    const response = await fetch(`${capturing.url}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-loopguard-run-id': 'run-docs',
        'x-loopguard-task-id': 'task-docs',
        'x-loopguard-agent': 'librarian',
      },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { choices: { message: Record<string, unknown> }[] }).choices[0]
      ?.message as Record<string, unknown>;
  };

  it("shows the content of a run captured after start in the run's trace", async () => {
    expect(existsSync(captured)).toBe(false);
    const messages: object[] = [
      { role: 'system', content: 'You find documents.' },
      { role: 'user', content: 'Find the Q3 churn report.' },
    ];
    const first = await ask(messages);
    const [toolCall] = first.tool_calls as { id: string }[];
    messages.push(first, { role: 'tool', tool_call_id: toolCall?.id, content: 'No results found.' });
    const second = await ask(messages);
    expect(second.content).toBe('The Q3 churn report is not in the store.');
    // The run ends once idle, and the gateway's capture appends it to the file its dashboard follows.
    await expect
      .poll(() => (existsSync(captured) ? readFileSync(captured, 'utf8') : ''), { timeout: 20_000 })
      .toContain('"run-docs"');

    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${capturing.url}/dashboard/#/trace?task=task-docs`);
    await page.waitForSelector('html[data-ready="trace"]');
    const calls = page.locator('details.content-call');
    await expect.poll(() => calls.count(), { timeout: 10_000 }).toBe(2);
    await calls.first().locator('summary').click();
    expect(await calls.first().locator('.content-added pre').allTextContents()).toEqual([
      'You find documents.',
      'Find the Q3 churn report.',
    ]);
    expect(await calls.first().locator('.content-tool code').textContent()).toBe(
      'search({"q":"Q3 churn report"})',
    );
    expect(await calls.first().locator('.content-tool pre').textContent()).toContain('No results found.');
    await calls.nth(1).locator('summary').click();
    expect(await calls.nth(1).locator('.content-reply pre').textContent()).toBe(
      'The Q3 churn report is not in the store.',
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
