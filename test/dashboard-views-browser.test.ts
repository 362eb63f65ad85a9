import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticRuns } from '../bench/dashboard-bench-runs.js';
import { createDashboard, type DashboardOptions } from '../src/dashboard/create-dashboard.js';
import { readRunContents } from '../src/dashboard/run-content.js';
import type { GuardEvent } from '../src/events/types.js';
import { createGuard } from '../src/guard/guard.js';
import { createTranscriptSink } from '../src/replay/transcript-sink.js';
import { formatMoney } from '../src/report/daily-report.js';
import type { EventReader } from '../src/stores/event-reader.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { launchBrowser } from './helpers/browser.js';
import { repoRoot } from './helpers/cli.js';

// The runs, would-have-stopped and budgets views, the trips CSV, the charts' hover values and the empty
// store's guide, in headless Chromium over a real SQLite store of generated runs ending today.
const directory = mkdtempSync(join(tmpdir(), 'loopguard-dashboard-views-'));
const images =
  process.env.UPDATE_SCREENSHOTS === '1' ? join(repoRoot, 'docs/images') : join(directory, 'screens');
const DAY_MS = 86_400_000;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const budgets = { perRun: 0.01, perAgentPerDay: 0.05, globalPerDay: 0.2 };
let browser: Browser;
let reader: EventReader;
let url: string;
const servers: { server: Server; reader: EventReader }[] = [];

/** A store of `events` in the test's folder, served by a dashboard in this process; returns its address. */
async function serve(
  name: string,
  events: Iterable<GuardEvent>,
  options: Partial<DashboardOptions> = {},
): Promise<{ url: string; reader: EventReader }> {
  const path = join(directory, name);
  const sink = createSqliteSink({ path, batchSize: 5_000 });
  for (const event of events) sink.listener(event);
  sink.close();
  const opened = openSqliteEventReader(path);
  const server = createServer(createDashboard({ reader: opened, ...options }).listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ server, reader: opened });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, reader: opened };
}

/** Two runs still going today, with a call each. */
function runningRuns(): GuardEvent[] {
  return ['live-a', 'live-b'].flatMap((id, index) => {
    const base = { task_id: `task-${id}`, run_id: id, agent_name: 'writer', task_type: 'etl' };
    const at = Date.now() - 60_000 + index * 1_000;
    return [
      { ...base, event: 'run_start', round: 0, timestamp: at },
      {
        ...base,
        event: 'llm_response',
        round: 1,
        timestamp: at + 800,
        model: 'gpt-4.1',
        token_usage: { prompt: 900, completion: 90, cached: 0, total: 990 },
        cost: 0.004 + index * 0.01,
        currency: 'USD',
        latency_ms: 800,
      },
    ] satisfies GuardEvent[];
  });
}

/** A page that records console errors, page errors and CSP violations. */
async function openPage(width = 1280): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'light' });
  await context.addInitScript(
    "document.addEventListener('securitypolicyviolation', (event) => console.error('CSP violation: ' + event.violatedDirective));",
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

/** Navigates (or follows a click) and waits until the page has drawn the view, `renders` times in all. */
async function drawn(page: Page, view: string): Promise<void> {
  await page.waitForSelector(`html[data-ready="${view}"]`);
}

/** Waits until the page has drawn a view `count` times (a string, as the page keeps it). */
const renders = (page: Page, count: string) =>
  expect.poll(() => page.evaluate('document.documentElement.dataset.renders')).toBe(count);

const runIds = (page: Page) => page.locator('[data-section="ended"] tbody a.task-link').allTextContents();

beforeAll(async () => {
  mkdirSync(images, { recursive: true });
  // 600 runs over the 30 days ending today, and two still going.
  const events = [...syntheticRuns(600, today - 29 * DAY_MS), ...runningRuns()];
  [browser, { url, reader }] = await Promise.all([launchBrowser(), serve('runs.db', events, { budgets })]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const { server, reader: opened } of servers) {
    server.closeAllConnections();
    server.close();
    await opened.close();
  }
});

describe('the runs view', { timeout: 120_000 }, () => {
  it('lists every run a page at a time, newest first, with its figures; Next and Back move between pages', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${url}#/runs`);
    await drawn(page, 'runs');
    const first = await reader.runs({ sort: 'newest', limit: 50 });
    expect(await runIds(page)).toEqual(first.rows.map((row) => row.runId));
    // The filter menus offer the period's agents here too, not only on the daily view.
    expect(await page.locator('#filters select[name="agent"] option').allTextContents()).toEqual([
      'all',
      'cleaner',
      'coder',
      'researcher',
      'support',
      'writer',
    ]);
    const row = page.locator('[data-section="ended"] tbody tr').first();
    const cells = await row.locator('td').allTextContents();
    const run = first.rows[0];
    expect(cells.slice(0, 5)).toEqual([run?.runId, run?.taskId, run?.agentName, run?.model, run?.state]);
    expect(cells[7]).toBe(`${formatMoney(run?.cost ?? 0)} USD`);
    expect(await page.locator('[data-section="running"] tbody a.task-link').allTextContents()).toEqual([
      'live-b',
      'live-a',
    ]);
    await page.screenshot({ path: join(images, 'dashboard-runs.png') });
    await page.click('[data-next]');
    await renders(page, '2');
    const second = await reader.runs({ sort: 'newest', limit: 50, after: first.next ?? undefined });
    expect(await runIds(page)).toEqual(second.rows.map((item) => item.runId));
    // The running runs are shown on the first page only.
    expect(await page.locator('[data-section="running"]').count()).toBe(0);
    await page.goBack();
    await renders(page, '3');
    expect(await runIds(page)).toEqual(first.rows.map((item) => item.runId));
    expect(problems).toEqual([]);
  });

  it('orders by cost, filters and searches from its form, keeping them in the address', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${url}#/runs`);
    await drawn(page, 'runs');
    await page.selectOption('.run-form select[name="sort"]', 'cost');
    await page.selectOption('.run-form select[name="tripped"]', 'yes');
    await page.click('.run-form button[type="submit"]');
    await renders(page, '2');
    expect(new URL(page.url()).hash).toBe('#/runs?tripped=yes&sort=cost');
    const dearest = await reader.runs({ sort: 'cost', tripped: true, limit: 50 });
    expect(await runIds(page)).toEqual(dearest.rows.map((row) => row.runId));
    await page.fill('.run-form input[name="search"]', 'RUN-12');
    await page.press('.run-form input[name="search"]', 'Enter');
    await renders(page, '3');
    const found = await reader.runs({ sort: 'cost', tripped: true, search: 'run-12', limit: 50 });
    expect(found.rows.length).toBeGreaterThan(0);
    expect(await runIds(page)).toEqual(found.rows.map((row) => row.runId));
    // A range from the form: no cheaper than the eleventh dearest tripped run.
    const least = dearest.rows[10]?.cost ?? 0;
    await page.fill('.run-form input[name="search"]', '');
    await page.fill('.run-form input[name="minCost"]', String(least));
    await page.click('.run-form button[type="submit"]');
    await renders(page, '4');
    expect(new URL(page.url()).hash).toBe(`#/runs?tripped=yes&sort=cost&minCost=${least}`);
    const ranged = await reader.runs({
      sort: 'cost',
      tripped: true,
      ranges: { cost: { min: least } },
      limit: 50,
    });
    expect(await runIds(page)).toEqual(ranged.rows.map((row) => row.runId));
    expect(ranged.rows.length).toBeGreaterThanOrEqual(11);
    expect(ranged.rows.length).toBeLessThan(dearest.rows.length);
    expect(ranged.rows.every((row) => (row.cost ?? 0) >= least)).toBe(true);
    // The running runs are filtered by their figures so far.
    await page.goto(`${url}#/runs?minCost=0.01`);
    await expect
      .poll(() => page.locator('[data-section="running"] tbody a.task-link').allTextContents())
      .toEqual(['live-b']);
    await page.goto(`${url}#/runs?search=no-such-run`);
    await page.waitForSelector('text=No run matches');
    expect(problems).toEqual([]);
  });

  it('opens the trace of a run at that run', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${url}#/runs?sort=duration`);
    await drawn(page, 'runs');
    const link = page.locator('[data-section="ended"] tbody a.task-link').nth(3);
    const runId = await link.textContent();
    await link.click();
    await drawn(page, 'trace');
    expect(await page.locator('.run.focused').getAttribute('data-run')).toBe(runId);
    expect(problems).toEqual([]);
  });
});

describe('the would-have-stopped view', { timeout: 120_000 }, () => {
  it('shows observe-only trips apart, with the calls and money enforcing would have saved', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${url}#/observed`);
    await drawn(page, 'observed');
    const observed = await reader.observedTrips({}, 100);
    const card = (name: string) => page.locator(`[data-card="${name}"] .card-value`).textContent();
    expect(await card('runs')).toBe(String(observed.runs));
    expect(await card('calls')).toBe(String(observed.saved[0]?.calls));
    expect(await card('cost-USD')).toBe(formatMoney(observed.saved[0]?.cost ?? 0));
    expect(await page.locator('tbody tr').count()).toBe(observed.trips.length);
    expect(await page.locator('[data-field="saved-calls"]').allTextContents()).toEqual(
      observed.trips.map((trip) => String(trip.savedCalls)),
    );
    await page.screenshot({ path: join(images, 'dashboard-observed.png') });
    // The Trips view lists the halts only, newest first by time.
    await page.goto(`${url}#/trips`);
    await drawn(page, 'trips');
    const halts = await reader.recentTrips({}, 100);
    expect(await page.locator('tbody tr').count()).toBe(halts.length);
    const times = await page
      .locator('tbody time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort().reverse());
    expect(problems).toEqual([]);
  });

  it("downloads the Trips view's trips as CSV, not the daily table", async () => {
    const { page } = await openPage();
    await page.goto(`${url}#/trips`);
    await drawn(page, 'trips');
    const href = await page.locator('#csv').getAttribute('href');
    expect(href).toBe('api/trips.csv');
    const csv = (await page.evaluate(async (target) => (await fetch(target)).text(), href as string)).trim();
    const lines = csv.split('\n');
    expect(lines[0]).toBe('time_utc,code,agent,model,task_id,run_id,round,detector,message');
    expect(lines.length - 1).toBe((await reader.recentTrips({}, 500)).length);
    // The filters go with it: one agent's trips, oldest first by the time they happened.
    await page.goto(`${url}#/trips?agent=cleaner`);
    await drawn(page, 'trips');
    const filtered = await page.locator('#csv').getAttribute('href');
    expect(filtered).toBe('api/trips.csv?agent=cleaner');
    const rows = (await page.evaluate(async (target) => (await fetch(target)).text(), filtered as string))
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.length).toBe((await reader.recentTrips({ agentName: 'cleaner' }, 500)).length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[2] === 'cleaner')).toBe(true);
    const times = rows.map((row) => row[0] as string);
    expect(times).toEqual([...times].sort());
    await page.goto(`${url}#/runs`);
    await drawn(page, 'runs');
    expect(await page.locator('#csv').isHidden()).toBe(true);
  });
});

/** Tool calls of two agents on yesterday and today: each agent's own tools, with results, one failed. */
function toolRuns(): GuardEvent[] {
  const events: GuardEvent[] = [];
  for (const [dayIndex, day] of [today - DAY_MS, today].entries()) {
    for (const [index, agent] of ['cleaner', 'writer'].entries()) {
      const base = {
        task_id: `task-tools-${dayIndex}-${agent}`,
        run_id: `tools-${dayIndex}-${agent}`,
        agent_name: agent,
      };
      const at = day + 3_600_000 * (1 + index);
      const tools = agent === 'cleaner' ? ['clean_csv', 'read_file'] : ['search', 'search', 'write_doc'];
      events.push(
        { ...base, event: 'run_start', round: 0, timestamp: at },
        {
          ...base,
          event: 'llm_response',
          round: 1,
          timestamp: at + 1,
          model: 'gpt-4.1',
          token_usage: { prompt: 900, completion: 100, cached: 0, total: 1_000 },
          cost: 0.01,
          currency: 'USD',
        },
      );
      for (const [call, tool] of tools.slice(0, dayIndex + 1 + index).entries()) {
        events.push(
          {
            ...base,
            event: 'tool_call',
            round: 1,
            timestamp: at + 2,
            tool_name: tool,
            tool_call_id: `c${call}`,
            tool_args_hash: `h${call}`,
            action_signature: `${tool}({})`,
          },
          {
            ...base,
            event: 'tool_result',
            round: 1,
            timestamp: at + 3,
            tool_name: tool,
            tool_call_id: `c${call}`,
            latency_ms: 10 * (call + 1),
            status: call === 1 ? 'failed' : 'succeeded',
          },
        );
      }
      events.push({ ...base, event: 'run_end', round: 1, timestamp: at + 4, state: 'completed' });
    }
  }
  return events;
}

describe('the tools view', { timeout: 120_000 }, () => {
  it("obeys the page's filters (days, agent); a chosen model is said not to narrow the tools", async () => {
    const store = await serve('tools.db', toolRuns());
    const { page, problems } = await openPage();
    const shown = () => page.locator('table:not(.u-legend) tbody tr td:first-child').allTextContents();
    const callsShown = () => page.locator('table:not(.u-legend) tbody tr td:nth-child(2)').allTextContents();
    await page.goto(`${store.url}#/tools`);
    await drawn(page, 'tools');
    expect(await page.locator('#filters').isVisible()).toBe(true);
    const whole = await store.reader.tools();
    expect(await shown()).toEqual(whole.map((row) => row.tool));
    // The filter menus offer the period's agents, as on the other views.
    expect(await page.locator('#filters select[name="agent"] option').allTextContents()).toEqual([
      'all',
      'cleaner',
      'writer',
    ]);
    const day = new Date(today).toISOString().slice(0, 10);
    await page.locator('#filters input[name="since"]').fill(day);
    await page.locator('#filters select[name="agent"]').selectOption('writer');
    await page.locator('#filters button[type="submit"]').click();
    await expect.poll(() => page.evaluate('location.hash')).toBe(`#/tools?since=${day}&agent=writer`);
    await renders(page, '2');
    const narrowed = await store.reader.tools({ since: day, agentName: 'writer' });
    expect(narrowed.map((row) => [row.tool, row.calls])).toEqual([
      ['search', 2],
      ['write_doc', 1],
    ]);
    expect(await shown()).toEqual(narrowed.map((row) => row.tool));
    expect(await callsShown()).toEqual(narrowed.map((row) => String(row.calls)));
    expect(await page.locator('.notice').count()).toBe(0);
    await page.screenshot({ path: join(images, 'dashboard-tools-filtered.png') });
    // A model: the same tools, and a note that tool calls name no model.
    await page.goto(`${store.url}#/tools?since=${day}&agent=writer&model=gpt-4.1`);
    await renders(page, '3');
    expect(await shown()).toEqual(narrowed.map((row) => row.tool));
    expect(await page.locator('.notice').textContent()).toContain('Tool calls name no model');
    // A period without tool calls says so.
    await page.goto(`${store.url}#/tools?until=2020-01-01`);
    await renders(page, '4');
    expect(await page.locator('.notice').textContent()).toBe('No tool calls in this period.');
    expect(problems).toEqual([]);
  });
});

describe('the budgets view', { timeout: 120_000 }, () => {
  it("shows today's spent, limit and left per scope, and says what needs the gateway", async () => {
    const { page, problems } = await openPage();
    await page.goto(`${url}#/budgets`);
    await drawn(page, 'budgets');
    const day = new Date(today).toISOString().slice(0, 10);
    const spent = await reader.spentOn(day);
    const global = page.locator('tr[data-scope="global per day"] td');
    const cost = spent.global[0]?.cost ?? 0;
    expect(await global.allTextContents()).toEqual([
      'global per day',
      `global:${day}`,
      `${formatMoney(cost)} USD`,
      'needs the gateway',
      `${formatMoney(budgets.globalPerDay)} USD`,
      `${formatMoney(Math.max(0, budgets.globalPerDay - cost))} USD`,
      '',
    ]);
    expect(await page.locator('tr[data-scope="agent per day"]').count()).toBe(spent.agents.length);
    expect(await page.locator('tr[data-scope="run"] code').allTextContents()).toEqual(['live-b', 'live-a']);
    // live-b spent 0.014 of a 0.01 run budget: its meter is full.
    expect(await page.locator('tr[data-scope="run"]').first().locator('.meter.full').count()).toBe(1);
    expect(await page.locator('.notes h2').textContent()).toBe('Needs the gateway');
    expect(await page.locator('.notes li').allTextContents()).toEqual([
      expect.stringContaining('Reserved: '),
      expect.stringContaining('Task: '),
      expect.stringContaining('Key per day: '),
    ]);
    expect(await page.locator('.notes').textContent()).toContain('the gateway’s own /dashboard/');
    await page.screenshot({ path: join(images, 'dashboard-budgets.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('says when no budgets were given, and shows what was spent', async () => {
    const other = await serve('no-budgets.db', syntheticRuns(20, today));
    const { page, problems } = await openPage();
    await page.goto(`${other.url}#/budgets`);
    await drawn(page, 'budgets');
    expect(await page.locator('.notice.warning').textContent()).toContain('No budgets given');
    expect(await page.locator('tr[data-scope="global per day"] td').nth(4).textContent()).toBe('—');
    expect(problems).toEqual([]);
  });
});

describe('the daily view', { timeout: 120_000 }, () => {
  it('charts cost and trips by agent and by model, with values on hover', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${url}#/daily`);
    await drawn(page, 'daily');
    expect(await page.locator('.uplot canvas').count()).toBe(7);
    const chart = page.locator('.charts.pairs .chart-panel').first();
    expect(await chart.locator('h2').textContent()).toBe('Cost by agent');
    const over = chart.locator('.u-over');
    const box = await over.boundingBox();
    if (!box) throw new Error('the chart has no plot area');
    // The first bar is the dearest agent: its value shows in the legend while the pointer is over it.
    const data = await (await page.request.get(`${url}api/daily`)).json();
    const dearest = data.byAgent[0];
    await page.mouse.move(box.x + box.width / (2 * data.byAgent.length), box.y + box.height - 2);
    const legend = chart.locator('.u-legend .u-series');
    await expect
      .poll(() => legend.nth(1).locator('.u-value').textContent())
      .toBe(formatMoney(dearest.costs.USD));
    expect(await legend.nth(0).locator('.u-value').textContent()).toBe(dearest.name);
    expect(problems).toEqual([]);
  });

  it('shows how to send the first events when the store has none', async () => {
    const empty = await serve('empty.db', []);
    const { page, problems } = await openPage();
    await page.goto(`${empty.url}#/daily`);
    await drawn(page, 'daily');
    const guide = page.locator('[data-empty]');
    expect(await guide.locator('h2').textContent()).toBe('No LLM calls stored yet');
    expect(await guide.locator('code').allTextContents()).toEqual([
      expect.stringContaining('npx loopguard proxy --db ./loopguard.db'),
      expect.stringContaining('createSqliteSink'),
      'npx loopguard replay runs.jsonl --db ./loopguard.db',
    ]);
    // The Trips and Tools views of an empty store show the same guide, not "nothing in this period".
    for (const view of ['trips', 'tools']) {
      await page.goto(`${empty.url}#/${view}`);
      await drawn(page, view);
      expect(await page.locator('[data-empty] h2').textContent(), view).toBe('No LLM calls stored yet');
    }
    expect(problems).toEqual([]);
  });
});

describe('the new views with hostile event strings', { timeout: 120_000 }, () => {
  it('render markup in run and task ids, agents and messages as text, and run none of it', async () => {
    const base = {
      task_id: '<svg onload=window.__pwned=1>',
      run_id: '<img src=x onerror=window.__pwned=2>',
      agent_name: '<b id=bold>agent</b>',
    };
    const at = today + 3_600_000;
    const hostile = await serve('hostile.db', [
      { ...base, event: 'run_start', round: 0, timestamp: at },
      {
        ...base,
        event: 'llm_response',
        round: 1,
        timestamp: at + 1,
        model: '<i>m</i>',
        cost: 1,
        currency: 'USD',
      },
      {
        ...base,
        event: 'guard_trigger',
        round: 1,
        timestamp: at + 2,
        code: 'GUARD_LOOP_DETECTED',
        action: 'observe',
        error_message: '<script>window.__pwned=3</script>',
      },
      {
        ...base,
        event: 'llm_response',
        round: 2,
        timestamp: at + 3,
        model: '<i>m</i>',
        cost: 1,
        currency: 'USD',
      },
      {
        ...base,
        event: 'run_end',
        round: 2,
        timestamp: at + 4,
        state: 'completed',
        cost: 2,
        currency: 'USD',
      },
    ]);
    const { page, problems } = await openPage();
    for (const view of ['runs', 'observed', 'budgets']) {
      await page.goto(`${hostile.url}#/${view}`);
      await drawn(page, view);
      const shown = { runs: base.run_id, observed: base.task_id, budgets: base.agent_name }[view] as string;
      expect(await page.locator('main').textContent(), view).toContain(shown);
    }
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.locator('img[src="x"], #bold, svg[onload], script:not([src]):not(#boot)').count()).toBe(
      0,
    );
    expect(problems).toEqual([]);
  });
});

describe('the trace with recorded content', { timeout: 120_000 }, () => {
  it("shows each call's prompt additions, reply, tool calls and results, collapsed, scrubbed, repeats marked", async () => {
    const path = join(directory, 'content.db');
    const transcriptsPath = join(directory, 'runs.jsonl');
    const sink = createSqliteSink({ path });
    const transcripts = createTranscriptSink({ path: transcriptsPath });
    let clock = today + 7_200_000;
    const guard = transcripts.record(
      createGuard({
        onEvent: sink.listener,
        now: () => clock,
        taskId: 'task-loop',
        runId: 'run-loop',
        agentName: 'cleaner',
      }),
    );
    const secret = `sk-${'proj-'}${'a'.repeat(48)}T3Blbk${'FJ'}${'b'.repeat(48)}`;
    const messages: { role: string; content: string }[] = [
      { role: 'system', content: 'You clean CSV files.' },
      { role: 'user', content: 'Clean data.csv' },
    ];
    let tripped = false;
    for (let round = 1; round <= 6 && !tripped; round++) {
      try {
        const ticket = guard.beforeCall({ model: 'm', messages });
        clock += 1_000;
        ticket.end({
          model: 'm',
          usage: { promptTokens: 500, completionTokens: 20 },
          text: 'Let me read the file again.',
          toolCalls: [{ id: `c${round}`, name: 'read_file', arguments: { path: 'data.csv' } }],
        });
        guard.recordToolResult({ toolCallId: `c${round}`, result: `a,b\n1,2 key=${secret}`, latencyMs: 5 });
      } catch {
        tripped = true;
      }
    }
    sink.close();
    await transcripts.close();
    expect(tripped).toBe(true);
    const reader = openSqliteEventReader(path);
    const server = createServer(
      createDashboard({ reader, runContents: readRunContents(transcriptsPath) }).listener,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push({ server, reader });
    const { page, problems } = await openPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/#/trace?task=task-loop`);
    await drawn(page, 'trace');
    const calls = page.locator('details.content-call');
    const rounds = await page.locator('.timeline li.round').count();
    // Three answered calls, then the one the guard refused.
    expect(rounds).toBe(3);
    expect(await calls.count()).toBe(4);
    expect(await calls.last().locator('summary').textContent()).toContain('refused: LOOP_DETECTED');
    // Collapsed by default.
    expect(await page.locator('details.content-call[open]').count()).toBe(0);
    await calls.first().locator('summary').click();
    const first = calls.first();
    expect(await first.locator('.content-added pre').allTextContents()).toEqual([
      'You clean CSV files.',
      'Clean data.csv',
    ]);
    expect(await first.locator('.content-reply pre').textContent()).toBe('Let me read the file again.');
    expect(await first.locator('.content-tool code').textContent()).toBe('read_file({"path":"data.csv"})');
    const result = (await first.locator('.content-tool pre').textContent()) ?? '';
    expect(result).toContain('a,b');
    expect(result).not.toContain(secret);
    // The second call repeats the first's tool call, which the guard counted as a repeat in that round.
    const second = calls.nth(1);
    expect(await second.getAttribute('class')).toContain('repeat');
    await second.locator('summary').click();
    expect(await second.locator('.content-tool.repeat').count()).toBe(1);
    expect(await second.locator('.content-reply.repeat').count()).toBe(1);
    await page.evaluate('scrollTo(0, 0)');
    await page.screenshot({ path: join(images, 'dashboard-content.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('names the line of a transcript file that is not a run', async () => {
    const bad = join(directory, 'bad.jsonl');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(bad, '{"id":"r","messages":[]}\n{"id":3}\n');
    expect(() => readRunContents(bad)).toThrow(`${bad}:2: expected a run {"id": "...", "messages": [...]}`);
  });
});
