import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticEvents } from '../bench/synthetic-events.js';
import { createDashboard } from '../src/dashboard/create-dashboard.js';
import { createGuard } from '../src/guard/guard.js';
import { formatMoney } from '../src/report/daily-report.js';
import type { DailyRow, EventReader } from '../src/stores/event-reader.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { launchBrowser } from './helpers/browser.js';
import { repoRoot, runCli } from './helpers/cli.js';
import { buildFixtureStore, fixturePrices } from './helpers/fixture-store.js';

// The real page in headless Chromium, over real SQLite stores, served by the real `loopguard dashboard`.
const directory = mkdtempSync(join(tmpdir(), 'loopguard-dashboard-browser-'));
const fixture = join(directory, 'fixture.db');
// The docs' screenshots are rewritten only on request (`UPDATE_SCREENSHOTS=1`): each run's live clock differs,
// and a test run must leave the checkout as it found it. Otherwise they go to a temp folder, still taken.
const images =
  process.env.UPDATE_SCREENSHOTS === '1' ? join(repoRoot, 'docs/images') : join(directory, 'screens');
let browser: Browser;
let cli: ChildProcess;
let cliUrl: string;
const servers: { server: Server; reader: EventReader }[] = [];
// A browser test waits on Chromium, the CLI and the store at once; on a busy 2-core runner that takes a while.
const browserTimeout = 120_000;

/** Starts `loopguard dashboard` on a free port and resolves with the address it prints. */
function startCli(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${repoRoot}dist/cli/main.js`, 'dashboard', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const url = /on (http:\/\/\S+\/)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => reject(new Error(`loopguard dashboard exited ${code}: ${output}`)));
  });
}

/** A dashboard in this process over `path`, on a free loopback port. */
async function serve(path: string, pollIntervalMs = 2_000): Promise<string> {
  const reader = openSqliteEventReader(path);
  const server = createServer(createDashboard({ reader, pollIntervalMs }).listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ server, reader });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** A store of thirteen days of synthetic runs (24,000 events) in the test's folder; returns its path. */
function busyStore(name: string): string {
  const path = join(directory, name);
  const sink = createSqliteSink({ path, batchSize: 5_000 });
  for (const event of syntheticEvents(24_000, Date.UTC(2026, 10, 16))) {
    const run = Number(event.task_id.slice(5));
    sink.listener({ ...event, timestamp: event.timestamp + (run % 13) * 86_400_000 });
  }
  sink.close();
  return path;
}

interface Watched {
  readonly page: Page;
  /** Console errors, uncaught page errors and CSP violations seen so far. */
  readonly problems: string[];
}

/** A new page that records every console error, page error and Content-Security-Policy violation. */
async function openPage(options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    ...options,
  });
  // Reported as console errors, which the tests collect: a violation means the page tried something the CSP forbids.
  await context.addInitScript(
    "document.addEventListener('securitypolicyviolation', (event) => console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI));",
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/** Navigates and waits until the page says the view is drawn. */
async function show(page: Page, url: string, view: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(`html[data-ready="${view}"]`);
}

async function reportJson(...args: string[]): Promise<DailyRow[]> {
  const result = await runCli(['report', 'daily', '--db', fixture, '--json', ...args]);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as DailyRow[];
}

interface ShownRow {
  readonly cells: string[];
  readonly calls: string | undefined;
  readonly tokens: string | undefined;
  readonly cost: string | undefined;
  readonly trips: Record<string, number>;
}

// Runs in the page (a string: this project's TypeScript has no DOM types).
const readTable = `[...document.querySelectorAll('tbody tr[data-row]')].map((row) => {
  const value = (field) => row.querySelector('[data-field="' + field + '"]')?.dataset.value;
  return {
    cells: [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
    calls: value('calls'),
    tokens: value('tokens'),
    cost: value('cost'),
    trips: Object.fromEntries([...row.querySelectorAll('.chip[data-code]')].map((chip) => [chip.dataset.code, Number(chip.dataset.count)])),
  };
})`;

/** The daily table as the page shows it: text and the raw figure behind each number. */
function tableRows(page: Page): Promise<ShownRow[]> {
  return page.evaluate(readTable) as Promise<ShownRow[]>;
}

/** Report rows in the page's order: newest day first, the report's order within a day. */
function newestFirst(rows: readonly DailyRow[]): DailyRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.date.localeCompare(a.row.date) || a.index - b.index)
    .map(({ row }) => row);
}

/** What each row of `loopguard report daily --json` looks like on the page. */
function expectedRows(rows: readonly DailyRow[]) {
  return rows.map((row) => ({
    cells: [
      row.date,
      row.taskType ?? '—',
      row.agentName ?? '—',
      row.calls.toLocaleString('en-US'),
      row.tokens.toLocaleString('en-US'),
      formatMoney(row.cost),
      row.currency ?? '',
      Object.entries(row.trips)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([code, count]) => `${code.replace(/^GUARD_/, '')} ${count}`)
        .join(''),
    ],
    calls: String(row.calls),
    tokens: String(row.tokens),
    cost: String(row.cost),
    trips: row.trips,
  }));
}

beforeAll(async () => {
  buildFixtureStore(fixture);
  mkdirSync(images, { recursive: true });
  [browser, { child: cli, url: cliUrl }] = await Promise.all([
    launchBrowser(),
    startCli(['--db', fixture, '--port', '0']),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  cli?.kill('SIGTERM');
  for (const { server, reader } of servers) {
    server.closeAllConnections();
    server.close();
    await reader.close();
  }
});

describe('the dashboard in a real browser', { timeout: browserTimeout }, () => {
  it('shows the numbers `loopguard report daily --json` prints, with charts, and no error', async () => {
    const { page, problems } = await openPage();
    await show(page, `${cliUrl}#/daily`, 'daily');
    expect(await tableRows(page)).toEqual(expectedRows(newestFirst(await reportJson())));
    const card = (name: string) => page.locator(`[data-card="${name}"] .card-value`).textContent();
    expect(await card('cost-USD')).toBe('9.600');
    expect(await card('calls')).toBe('8');
    expect(await card('tokens')).toBe('8,800');
    expect(await card('trips')).toBe('2');
    // Per day: cost, tokens, trips; by agent and by model: cost and trips.
    expect(await page.locator('.uplot canvas').count()).toBe(7);
    expect(problems).toEqual([]);
  });

  it('applies the filters, keeps them in the address, and downloads the same CSV as the CLI', async () => {
    const { page, problems } = await openPage();
    await show(page, `${cliUrl}#/daily`, 'daily');
    await page.selectOption('select[name="agent"]', 'writer');
    await page.fill('input[name="since"]', '2026-11-29');
    await page.click('button[type="submit"]');
    await page.waitForURL(/agent=writer/);
    await page.waitForSelector('html[data-ready="daily"]');
    const writer = (await reportJson('--since', '2026-11-29')).filter((row) => row.agentName === 'writer');
    expect(writer).toHaveLength(1);
    expect(await tableRows(page)).toEqual(expectedRows(newestFirst(writer)));
    // The menus offer what the period has: only writer worked on 2026-11-29.
    expect(await page.locator('select[name="agent"] option').allTextContents()).toEqual(['all', 'writer']);
    const href = await page.locator('#csv').getAttribute('href');
    expect(href).toBe('api/daily.csv?since=2026-11-29&agent=writer');
    const csv = await page.evaluate(async (target) => (await fetch(target)).text(), href as string);
    const cliCsv = await runCli(['report', 'daily', '--db', fixture, '--csv', '--since', '2026-11-29']);
    expect(csv.split('\n').filter((line) => line.includes('writer') || line.startsWith('date'))).toEqual(
      cliCsv.stdout.split('\n').filter((line) => line.includes('writer') || line.startsWith('date')),
    );
    // The filters survive a reload: they live in the address.
    await page.reload();
    await page.waitForSelector('html[data-ready="daily"]');
    expect(await page.inputValue('select[name="agent"]')).toBe('writer');
    expect(problems).toEqual([]);
  });

  it('opens the trace of a task from its trip: rounds on a timeline, repeats highlighted, the trip marked', async () => {
    const { page, problems } = await openPage();
    await show(page, `${cliUrl}#/trips`, 'trips');
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('ROUND_LIMIT');
    await page.click('a.task-link[data-task="task-b"]');
    await page.waitForSelector('html[data-ready="trace"]');
    expect(page.url()).toContain('#/trace?task=task-b');
    const trace = await runCli(['trace', 'task-b', '--db', fixture]);
    expect(await page.locator('.summary').textContent()).toBe(trace.stdout.split('\n')[0]);
    expect(await page.locator('li.round').count()).toBe(3);
    expect(await page.locator('li.round.repeated').count()).toBe(3);
    expect(await page.locator('.tool.repeat .repeat-badge').first().textContent()).toBe('repeated ×3');
    const trip = page.locator('li.trigger.halt');
    expect(await trip.count()).toBe(1);
    expect(await trip.textContent()).toContain('tripped: LOOP_DETECTED');
    // The trip follows the last round it stopped.
    expect(await page.locator('.timeline li').last().getAttribute('data-trip')).toBe('GUARD_LOOP_DETECTED');
    await page.screenshot({ path: join(images, 'dashboard-trace.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('shows the calibration suggestions and the limits too wide', async () => {
    const { page, problems } = await openPage();
    await show(page, `${cliUrl}#/calibration`, 'calibration');
    const calibrate = JSON.parse((await runCli(['calibrate', '--db', fixture, '--json'])).stdout) as {
      tooWide: string[];
      neverTripped: string[];
      suggested: unknown;
    };
    expect(calibrate.tooWide.length).toBeGreaterThan(0);
    expect(await page.locator('[data-warning="too-wide"]').allTextContents()).toEqual(
      calibrate.tooWide.map((line) => `Far too wide: ${line}`),
    );
    expect(await page.locator('[data-warning="never-tripped"]').textContent()).toBe(
      `Never tripped in this period: ${calibrate.neverTripped.join(', ')}`,
    );
    expect(JSON.parse((await page.locator('pre.policy').textContent()) ?? '')).toEqual(calibrate.suggested);
    expect(problems).toEqual([]);
  });

  it('switches between light and dark, follows the system until told, and remembers the choice', async () => {
    const light = await openPage();
    await show(light.page, `${cliUrl}#/daily`, 'daily');
    const background = (page: Page) => page.evaluate('getComputedStyle(document.body).backgroundColor');
    expect(await background(light.page)).toBe('rgb(246, 247, 249)');
    expect(await light.page.getAttribute('#theme', 'aria-label')).toBe('Switch to dark theme');
    await light.page.click('#theme');
    await light.page.waitForSelector('html[data-theme="dark"]');
    expect(await background(light.page)).toBe('rgb(13, 17, 23)');
    expect(await light.page.getAttribute('#theme', 'aria-pressed')).toBe('true');
    await light.page.reload();
    await light.page.waitForSelector('html[data-ready="daily"]');
    expect(await background(light.page)).toBe('rgb(13, 17, 23)');
    const dark = await openPage({ colorScheme: 'dark' });
    await show(dark.page, `${cliUrl}#/daily`, 'daily');
    expect(await background(dark.page)).toBe('rgb(13, 17, 23)');
    expect(await dark.page.getAttribute('#theme', 'aria-label')).toBe('Switch to light theme');
    expect([...light.problems, ...dark.problems]).toEqual([]);
  });

  it('saves light and dark screenshots of a busy store for the docs', async () => {
    // Thirteen days of synthetic runs: the fixture's two days make a thin picture.
    const url = await serve(busyStore('busy.db'));
    for (const scheme of ['light', 'dark'] as const) {
      const { page, problems } = await openPage({
        colorScheme: scheme,
        viewport: { width: 1280, height: 1000 },
      });
      await show(page, `${url}#/daily`, 'daily');
      await page.screenshot({ path: join(images, `dashboard-${scheme}.png`) });
      expect(problems).toEqual([]);
    }
    const phone = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await show(phone.page, `${url}#/daily`, 'daily');
    // Usable on a phone: nothing wider than the screen but the tables, which scroll in their own box.
    expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await phone.page.screenshot({ path: join(images, 'dashboard-phone.png') });
    expect(phone.problems).toEqual([]);
  });

  it('shows a long daily table a hundred rows at a time, newest day first', async () => {
    // Thirteen days of 20 task type and agent pairs: 260 rows.
    const long = busyStore('long.db');
    const reader = openSqliteEventReader(long);
    const all = newestFirst(await reader.daily({}));
    await reader.close();
    expect(all.length).toBeGreaterThan(200);
    const { page, problems } = await openPage();
    await show(page, `${await serve(long)}#/daily`, 'daily');
    expect(await tableRows(page)).toEqual(expectedRows(all.slice(0, 100)));
    const more = page.locator('button[data-more]');
    expect(await more.textContent()).toBe(`Show 100 more (${all.length - 100} of ${all.length} not shown)`);
    await more.click();
    expect(await more.textContent()).toBe(
      `Show ${all.length - 200} more (${all.length - 200} of ${all.length} not shown)`,
    );
    await more.press('Enter');
    expect(await more.count()).toBe(0);
    expect(await tableRows(page)).toEqual(expectedRows(all));
    expect(problems).toEqual([]);
  });

  it("sends each view's API request once, from the page's first script, before the page's script runs", async () => {
    for (const [hash, view, route] of [
      ['#/daily?agent=cleaner', 'daily', 'api/daily?agent=cleaner'],
      ['#/trips?since=2026-11-01', 'trips', 'api/trips?since=2026-11-01&limit=100'],
      ['#/runs?agent=cleaner&sort=cost', 'runs', 'api/runs?agent=cleaner&sort=cost'],
      ['#/observed?since=2026-11-01', 'observed', 'api/observed?since=2026-11-01&limit=100'],
      ['#/budgets', 'budgets', 'api/budgets'],
      ['#/tools', 'tools', 'api/tools'],
      ['#/calibration?until=2026-12-31&agent=x', 'calibration', 'api/calibration?until=2026-12-31'],
      ['#/trace?task=task-b', 'trace', 'api/trace?task=task-b'],
    ] as const) {
      const { page, problems } = await openPage();
      const sent: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.includes('/api/') && !url.includes('/api/latest')) sent.push(url.slice(cliUrl.length));
      });
      await show(page, `${cliUrl}${hash}`, view);
      // One request, and the view drew from it: a view asking for anything else would have sent a second.
      expect(sent, hash).toEqual([route]);
      const [apiSent, viewStarted] = (await page.evaluate(
        `[performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/${view}')).startTime, performance.getEntriesByName('loopguard:${view}')[0].startTime]`,
      )) as [number, number];
      // Sent by the inline script while the page loaded: before the page's own script began to draw the view.
      expect(apiSent, hash).toBeLessThan(viewStarted);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('can be used with the keyboard alone', async () => {
    const { page, problems } = await openPage();
    await show(page, `${cliUrl}#/daily`, 'daily');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to content');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Trips');
    await page.keyboard.press('Enter');
    await page.waitForSelector('html[data-ready="trips"]');
    expect(await page.locator('.tabs a[aria-current="page"]').textContent()).toBe('Trips');
    expect(problems).toEqual([]);
  });
});

describe('the dashboard with hostile event strings', { timeout: browserTimeout }, () => {
  it('renders markup in tool names, arguments, agents and task ids as text, and runs none of it', async () => {
    const path = join(directory, 'hostile.db');
    const sink = createSqliteSink({ path });
    let clock = Date.UTC(2026, 10, 30, 9);
    const guard = createGuard({
      prices: fixturePrices,
      onEvent: sink.listener,
      now: () => clock,
      taskId: '<svg onload=window.__pwned=3>',
      runId: 'run-h',
      agentName: '<b id=bold>agent</b>',
      taskType: '<i>type</i>',
    });
    const name = '<img src=x onerror=window.__pwned=1>';
    const args = { q: '<script>window.__pwned=2</script>' };
    let tripped = false;
    for (let round = 1; round <= 4 && !tripped; round++) {
      try {
        const ticket = guard.beforeCall({ model: 'm' });
        clock += 1_000;
        ticket.end({
          model: 'm',
          usage: { promptTokens: 1000, completionTokens: 100 },
          toolCalls: [{ id: `h${round}`, name, arguments: args }],
        });
        guard.recordToolResult({ toolCallId: `h${round}`, result: '<b>same</b>', latencyMs: 5 });
      } catch {
        tripped = true;
      }
    }
    sink.close();
    expect(tripped).toBe(true);
    const url = await serve(path);
    const { page, problems } = await openPage();
    for (const [hash, view] of [
      ['#/daily', 'daily'],
      ['#/tools', 'tools'],
      ['#/trips', 'trips'],
    ] as const) {
      await show(page, `${url}${hash}`, view);
    }
    await page.click('a.task-link');
    await page.waitForSelector('html[data-ready="trace"]');
    expect(await page.locator('.task-id').textContent()).toBe('<svg onload=window.__pwned=3>');
    expect(await page.locator('.signature').first().textContent()).toBe(
      '<img src=x onerror=window.__pwned=1>({"q":"<script>window.__pwned=2</script>"})',
    );
    expect(await page.locator('li.trigger .evidence').textContent()).toContain(
      '<script>window.__pwned=2</script>',
    );
    await show(page, `${url}#/daily`, 'daily');
    expect(await page.locator('table:not(.u-legend) tbody').textContent()).toContain('<b id=bold>agent</b>');
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    // The one inline script is the page's own first one (#boot); no event string became an element.
    expect(await page.locator('img[src="x"], #bold, svg[onload], script:not([src]):not(#boot)').count()).toBe(
      0,
    );
    expect(problems).toEqual([]);
  });
});

describe('the live dashboard', { timeout: browserTimeout }, () => {
  it('shows new events without a reload', async () => {
    const path = join(directory, 'live.db');
    buildFixtureStore(path);
    const url = await serve(path, 200);
    const { page, problems } = await openPage();
    await show(page, `${url}#/daily`, 'daily');
    await page.evaluate('window.sameDocument = true');
    expect(await page.locator('[data-card="calls"] .card-value').textContent()).toBe('8');
    const sink = createSqliteSink({ path });
    const guard = createGuard({
      prices: fixturePrices,
      onEvent: sink.listener,
      now: () => Date.UTC(2026, 10, 30, 9),
      taskId: 'task-live',
      agentName: 'writer',
      taskType: 'docs',
    });
    guard
      .beforeCall({ model: 'm' })
      .end({ model: 'm', usage: { promptTokens: 1000, completionTokens: 100 }, text: 'done' });
    guard.complete();
    sink.close();
    // A locator, not a string predicate: the page's CSP forbids evaluating strings, test helpers included.
    await page.locator('[data-card="calls"] .card-value', { hasText: /^9$/ }).waitFor({ timeout: 15_000 });
    expect(await page.locator('tbody tr[data-row]').count()).toBe(3);
    expect(await page.evaluate('window.sameDocument')).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('loopguard dashboard', { timeout: browserTimeout }, () => {
  it('refuses to listen beyond loopback without an access token', async () => {
    const result = await runCli(['dashboard', '--db', fixture, '--host', '0.0.0.0', '--port', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--host 0.0.0.0 is reachable beyond this machine: give an access token');
  });
});
