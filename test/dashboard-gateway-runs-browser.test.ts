import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser.js';
import { startGatedScriptedServer } from './helpers/gated-scripted-server.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';

// A gateway whose policy has only a per-run budget keeps no budget ledger: its own /dashboard still shows each
// running run with what its calls in flight hold, read from the runs' own guards. Real `loopguard proxy`, the
// scripted model holding a call in flight, the page in headless Chromium.
const work = mkdtempSync(join(tmpdir(), 'loopguard-dashboard-runs-'));
const policy = join(work, 'gateway.yaml');
writeFileSync(policy, 'budgets:\n  perRun: 1\n');

let browser: Browser;
let model: Awaited<ReturnType<typeof startGatedScriptedServer>>;
let gateway: ProxyProcess;

beforeAll(async () => {
  model = await startGatedScriptedServer({
    script: () => ({ content: 'a long answer', usage: { prompt_tokens: 2_000, completion_tokens: 400 } }),
  });
  [browser, gateway] = await Promise.all([
    launchBrowser(),
    startProxy(
      work,
      ['--upstream', `${model.url}/v1`, '--policy', policy, '--db', join(work, 'gateway.db')],
      {},
    ),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (gateway && gateway.child.exitCode === null) await gateway.stop();
  await model?.close();
});

describe('the own dashboard of a gateway with no shared budget', { timeout: 120_000 }, () => {
  it("shows each running run's spent, reserved by its calls in flight and left, from the runs' guards", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    model.hold();
    const inFlight = fetch(`${gateway.url}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer sk-test',
        'x-loopguard-run-id': 'run-solo',
      },
      body: JSON.stringify({
        model: 'gpt-4o-mini',
        max_tokens: 400,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'user', content: 'work on it' }],
      }),
    }).then((response) => response.text());
    await expect.poll(() => model.requests.length, { timeout: 20_000 }).toBe(1);

    await page.goto(`${gateway.url}/dashboard/#/budgets`);
    await page.waitForSelector('html[data-ready="budgets"]');
    const row = page.locator('tr[data-scope="run"]', { hasText: 'run-solo' });
    const reserved = Number(await row.locator('[data-field="reserved"]').getAttribute('data-value'));
    expect(reserved).toBeGreaterThan(0);
    expect(reserved).toBeLessThanOrEqual(1);
    expect(await page.locator('.notice.info').textContent()).toContain('no shared budget');
    expect(await page.locator('.notes').count()).toBe(0);

    // The answer comes: nothing is held any more.
    model.release(Number.POSITIVE_INFINITY);
    expect(await inFlight).toContain('[DONE]');
    await page.reload();
    await page.waitForSelector('html[data-ready="budgets"]');
    const after = page.locator('tr[data-scope="run"]', { hasText: 'run-solo' });
    if ((await after.count()) > 0)
      expect(Number(await after.locator('[data-field="reserved"]').getAttribute('data-value'))).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
