import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBudgetLedger } from '../src/budget/memory-budget-ledger.js';
import { createDashboard, type Dashboard } from '../src/dashboard/create-dashboard.js';
import { watchLedger } from '../src/dashboard/ledger-watch.js';
import { contentSecurityPolicy } from '../src/dashboard/security-headers.js';
import type { EventReader } from '../src/stores/event-reader.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { runCli } from './helpers/cli.js';
import { buildFixtureStore } from './helpers/fixture-store.js';

// The dashboard's routes through its fetch handler, no socket: what `app.request()` is to Hono.
const directory = mkdtempSync(join(tmpdir(), 'loopguard-dashboard-api-'));
const path = join(directory, 'fixture.db');
const token = 'a-token-of-24-characters';
let reader: EventReader;
let dashboard: Dashboard;

const get = (target: string, init: RequestInit = {}, remote = '127.0.0.1', host = '127.0.0.1:8788') =>
  dashboard.fetch(new Request(`http://${host}${target}`, init), remote);
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field below.
const json = async (target: string): Promise<any> => {
  const response = await get(target);
  expect(response.status, target).toBe(200);
  return response.json();
};

/** The `error` of a refusal. */
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; similar?: string[] } }).error;

beforeAll(() => {
  buildFixtureStore(path);
  reader = openSqliteEventReader(path);
  dashboard = createDashboard({ reader });
});
afterAll(() => reader.close());

describe('the dashboard page', () => {
  it('serves the page and its files with a strict Content-Security-Policy', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    // One inline script, the page's first (built from dashboard/src/boot.js), allowed by its hash alone;
    // no inline style, nothing from another origin.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toContain('unsafe');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).not.toMatch(/<style|\sstyle=/);
    expect(html).not.toMatch(/https?:\/\//);
    const app = await get('/assets/app.js');
    expect(app.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Every other answer allows no inline script at all.
    expect(app.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });

  it('serves uPlot from the installed package, not from a CDN', async () => {
    const require = createRequire(import.meta.url);
    const shipped = readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js'));
    const served = Buffer.from(await (await get('/assets/uPlot.iife.min.js')).arrayBuffer());
    expect(served.equals(shipped)).toBe(true);
    expect((await get('/assets/uPlot.min.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers 404 for files it does not ship and 405 for anything but GET', async () => {
    for (const target of [
      '/assets/../package.json',
      '/assets/%2e%2e%2fpackage.json',
      '/assets/tsconfig.json',
      '/nope',
    ]) {
      expect((await get(target)).status, target).toBe(404);
    }
    const post = await get('/api/daily', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect((await errorOf(post)).code).toBe('LOOPGUARD_DASHBOARD_METHOD');
  });
});

describe('the dashboard API', () => {
  it('answers the daily rows `loopguard report daily --json` prints, and the same CSV', async () => {
    const cli = await runCli(['report', 'daily', '--db', path, '--json']);
    expect(cli.code).toBe(0);
    const body = await json('/api/daily');
    expect(body.rows).toEqual(JSON.parse(cli.stdout));
    expect(body.totals).toEqual([{ currency: 'USD', calls: 8, tokens: 8800, cost: expect.closeTo(9.6, 9) }]);
    expect(body.series).toEqual({
      dates: ['2026-11-28', '2026-11-29'],
      calls: [5, 3],
      tokens: [5500, 3300],
      costs: { USD: [expect.closeTo(6, 9), expect.closeTo(3.6, 9)] },
      trips: { GUARD_LOOP_DETECTED: [1, 0], GUARD_ROUND_LIMIT: [0, 1] },
    });
    expect(body.choices).toEqual({
      agents: ['cleaner', 'writer'],
      taskTypes: ['docs', 'etl'],
      models: ['m'],
    });
    const csv = await runCli(['report', 'daily', '--db', path, '--csv', '--since', '2026-11-29']);
    const download = await get('/api/daily.csv?since=2026-11-29');
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="loopguard-daily-2026-11-29-to-now.csv"',
    );
    expect(await download.text()).toBe(csv.stdout);
  });

  it('filters by date range, agent, task type and model, keeping every choice in the menus', async () => {
    const writer = await json('/api/daily?agent=writer');
    expect(writer.rows.map((row: { agentName: string }) => row.agentName)).toEqual(['writer']);
    expect(writer.choices.agents).toEqual(['cleaner', 'writer']);
    expect((await json('/api/daily?taskType=etl&model=m')).rows).toHaveLength(1);
    expect((await json('/api/daily?model=other')).rows).toEqual([]);
    expect((await json('/api/daily?since=2026-11-29&until=2026-11-29')).rows).toEqual(
      await reader.daily({ since: '2026-11-29', until: '2026-11-29' }),
    );
    // An empty form field means "any".
    expect((await json('/api/daily?agent=&since=')).rows).toHaveLength(2);
  });

  it('refuses a bad query parameter with a message naming it', async () => {
    const cases: [string, string][] = [
      ['/api/daily?since=2026-02-30', 'query parameter `since` expected a date YYYY-MM-DD, got "2026-02-30"'],
      [
        '/api/daily?since=2026-11-29&until=2026-11-28',
        'query parameter `since` 2026-11-29 is after `until` 2026-11-28',
      ],
      ['/api/daily?agnet=writer', 'query parameter `agnet` is not one the dashboard knows'],
      ['/api/daily?agent=a&agent=b', 'query parameter `agent` is given twice'],
      ['/api/trips?limit=0', 'query parameter `limit` expected at least 1, got "0"'],
      [
        '/api/calibration?percentile=120',
        'query parameter `percentile` expected a number above 0 and at most 100',
      ],
      ['/api/trace', 'query parameter `task` is required'],
      ['/api/runs?sort=cheapest', 'query parameter `sort` expected newest, cost or duration, got "cheapest"'],
      ['/api/runs?state=done', 'query parameter `state` expected running, completed, failed or abandoned'],
      ['/api/runs?tripped=1', 'query parameter `tripped` expected yes or no, got "1"'],
      ['/api/runs?after=12', 'query parameter `after` expected a cursor from the previous page (value~id)'],
      ['/api/runs?limit=501', 'query parameter `limit` expected at most 500'],
      ['/api/runs?minCost=cheap', 'query parameter `minCost` expected a number, got "cheap"'],
      ['/api/runs?maxDuration=-5', 'query parameter `maxDuration` expected a number at least 0, got "-5"'],
      ['/api/runs?minCalls=1.5', 'query parameter `minCalls` expected a whole number, got "1.5"'],
      ['/api/runs?maxTokens=Infinity', 'query parameter `maxTokens` expected a number, got "Infinity"'],
      ['/api/runs?minTrips=3&maxTrips=1', 'query parameter `minTrips` 3 is above `maxTrips` 1'],
    ];
    for (const [target, message] of cases) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('LOOPGUARD_DASHBOARD_BAD_QUERY');
      expect(error.message, target).toContain(message);
    }
  });

  it('lists the runs a page at a time, the next page by the cursor it gives', async () => {
    const all = await json('/api/runs?sort=cost');
    const ended = await reader.runs({ sort: 'cost', limit: 50 });
    expect(all.rows).toEqual(ended.rows);
    expect(all.next).toBeNull();
    const first = await json('/api/runs?sort=cost&limit=1');
    expect(first.rows).toEqual(ended.rows.slice(0, 1));
    expect(first.next).toBe(`${ended.rows[0]?.cost}~${ended.rows[0]?.id}`);
    const second = await json(`/api/runs?sort=cost&limit=1&after=${encodeURIComponent(first.next)}`);
    expect(second.rows).toEqual(ended.rows.slice(1, 2));
    expect(second.running).toEqual([]);
    expect(
      (await json('/api/runs?agent=writer')).rows.map((row: { agentName: string }) => row.agentName),
    ).toEqual(ended.rows.filter((row) => row.agentName === 'writer').map(() => 'writer'));
  });

  it('filters the runs by ranges of their figures, as the reader does', async () => {
    const ended = (await reader.runs({ sort: 'cost', limit: 50 })).rows;
    const middle = ended[Math.floor(ended.length / 2)]?.cost ?? 0;
    const dear = await json(`/api/runs?sort=cost&minCost=${middle}&maxCalls=100`);
    expect(dear.rows).toEqual(ended.filter((row) => (row.cost ?? 0) >= middle));
    expect(dear.rows.length).toBeGreaterThan(0);
    expect(dear.rows.length).toBeLessThan(ended.length);
    // An empty field of the form is no bound.
    expect((await json('/api/runs?sort=cost&minCost=&maxTrips=')).rows).toEqual(ended);
  });

  it('downloads the trips as CSV, oldest first, for the same filter', async () => {
    const download = await get('/api/trips.csv?agent=cleaner');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="loopguard-trips-start-to-now.csv"',
    );
    const [head, ...lines] = (await download.text()).trim().split('\n');
    expect(head).toBe('time_utc,code,agent,model,task_id,run_id,round,detector,message');
    const trips = await reader.recentTrips({ agentName: 'cleaner' });
    expect(lines.map((line) => line.split(',').slice(1, 6))).toEqual(
      [...trips]
        .reverse()
        .map((trip) => [trip.code, trip.agent_name, trip.model ?? '', trip.task_id, trip.run_id]),
    );
  });

  it('answers the budgets of today with the limits it was given, spent only without', async () => {
    const limited = createDashboard({ reader, budgets: { globalPerDay: 5, perAgentPerDay: 2 } });
    const response = await limited.fetch(new Request('http://127.0.0.1/api/budgets'), '127.0.0.1');
    const answer = (await response.json()) as { limits: unknown; scopes: unknown[] };
    expect(answer.limits).toEqual({ globalPerDay: 5, perAgentPerDay: 2 });
    expect(answer.scopes[0]).toMatchObject({ scope: 'global per day', spent: 0, limit: 5, left: 5 });
    const plain = await json('/api/budgets');
    expect(plain.limits).toBeNull();
    expect(plain.scopes[0]).toMatchObject({ scope: 'global per day', limit: null, left: null });
    expect(() => createDashboard({ reader, budgets: { globalPerDay: -1 } })).toThrow(/budgets.globalPerDay/);
  });

  it("answers every scope with spent, reserved and left from a gateway's ledger", async () => {
    const watched = watchLedger(createMemoryBudgetLedger());
    const day = new Date().toISOString().slice(0, 10);
    const live = createDashboard({
      reader,
      budgets: { perRun: 1, perTask: 2, perClientKeyPerDay: 3, globalPerDay: 5 },
      live: watched.live,
    });
    const scopes = [
      { key: 'task:t%3A1', limitUsd: 2, retainMs: 60_000 },
      { key: `client:c1:${day}`, limitUsd: 3, retainMs: 60_000 },
      { key: `global:${day}`, limitUsd: 5, retainMs: 60_000 },
    ];
    const expiresAt = Date.now() + 60_000;
    await watched.ledger.reserve({ id: 'run/a/call-1/u1', scopes, amountUsd: 0.5, expiresAt });
    await watched.ledger.reserve({ id: 'run/a/call-2/u2', scopes, amountUsd: 0.25, expiresAt });
    await watched.ledger.settle('run/a/call-1/u1', 0.125);
    const response = await live.fetch(new Request('http://127.0.0.1/api/budgets'), '127.0.0.1');
    const answer = (await response.json()) as { source: string; needsGateway: unknown; scopes: object[] };
    expect(answer.source).toBe('ledger');
    expect(answer.needsGateway).toBeNull();
    expect(answer.scopes).toEqual([
      expect.objectContaining({
        scope: 'global per day',
        name: `global:${day}`,
        spent: 0.125,
        reserved: 0.25,
        left: 4.625,
      }),
      expect.objectContaining({
        scope: 'key per day',
        name: `client:c1:${day}`,
        spent: 0.125,
        reserved: 0.25,
        left: 2.625,
      }),
      expect.objectContaining({ scope: 'task', name: 'task:t:1', spent: 0.125, reserved: 0.25, left: 1.625 }),
      expect.objectContaining({ scope: 'run', name: 'run/a', spent: 0, reserved: 0.25, left: 0.75 }),
    ]);
    // Read from the ledger each time: a release shows at once, with no new event in the store.
    await watched.ledger.release('run/a/call-2/u2');
    const after = (await (
      await live.fetch(new Request('http://127.0.0.1/api/budgets'), '127.0.0.1')
    ).json()) as {
      scopes: { scope: string; reserved: number }[];
    };
    expect(after.scopes.map((scope) => [scope.scope, scope.reserved])).toEqual([
      ['global per day', 0],
      ['key per day', 0],
      ['task', 0],
    ]);
  });

  it('remembers the latest 10,000 scopes of a gateway, and lists a task named like a day as a task', async () => {
    const watched = watchLedger(createMemoryBudgetLedger());
    const expiresAt = Date.now() + 60_000;
    for (let task = 0; task <= 10_000; task++)
      await watched.ledger.reserve({
        id: `run-${task}/call-1/u`,
        scopes: [{ key: `task:t-${task}`, limitUsd: 1, retainMs: 60_000 }],
        amountUsd: 0.01,
        expiresAt,
      });
    const listed = watched.live.scopes(Date.now());
    expect(listed).toHaveLength(10_000);
    expect(listed[0]?.key).toBe('task:t-10000');
    expect(listed.some((scope) => scope.key === 'task:t-0')).toBe(false);
    await watched.ledger.reserve({
      id: 'run-x/call-1/u',
      scopes: [{ key: 'task:report:2020-01-01', limitUsd: 1, retainMs: 60_000 }],
      amountUsd: 0.01,
      expiresAt,
    });
    const dashboard = createDashboard({ reader, budgets: { perTask: 1 }, live: watched.live });
    const answer = (await (
      await dashboard.fetch(new Request('http://127.0.0.1/api/budgets'), '127.0.0.1')
    ).json()) as { scopes: { name: string }[] };
    expect(answer.scopes[0]).toMatchObject({ scope: 'task', name: 'task:report:2020-01-01', reserved: 0.01 });
  });

  it('lists recent trips with their evidence and the task to trace', async () => {
    const { trips } = await json('/api/trips');
    expect(trips.map((trip: { task_id: string; code: string }) => [trip.task_id, trip.code])).toEqual([
      ['task-d', 'GUARD_ROUND_LIMIT'],
      ['task-b', 'GUARD_LOOP_DETECTED'],
    ]);
    expect(trips[1].error_message).toContain('clean_csv');
    expect((await json('/api/trips?agent=writer&limit=5')).trips).toHaveLength(1);
  });

  it("draws a task's rounds with repeated signatures counted and the trip after the round it followed", async () => {
    const trace = await json('/api/trace?task=task-b');
    const cli = await runCli(['trace', 'task-b', '--db', path]);
    expect(cli.stdout.split('\n')[0]).toBe(trace.summary);
    expect(trace.runs).toHaveLength(1);
    const [run] = trace.runs;
    expect(run).toMatchObject({ runId: 'run-b', agentName: 'cleaner', state: 'failed' });
    expect(run.rounds.map((round: { round: number }) => round.round)).toEqual([1, 2, 3]);
    expect(run.rounds[0]).toMatchObject({
      billedTokens: 1100,
      cost: expect.closeTo(1.2, 9),
      latencyMs: 1000,
    });
    expect(run.rounds[0].tools).toEqual([
      {
        tool: 'clean_csv',
        signature: 'clean_csv({"path":"/srv/sales.csv"})',
        signatureCount: 3,
        status: 'succeeded',
        latencyMs: 20,
      },
    ]);
    expect(run.rounds[2].triggers).toEqual([
      expect.objectContaining({ code: 'GUARD_LOOP_DETECTED', action: 'halt', detector: 'repeated_action' }),
    ]);
    expect(trace.signatures).toEqual([
      { signature: 'clean_csv({"path":"/srv/sales.csv"})', count: 3, rounds: '1,2,3' },
    ]);
  });

  it('answers 404 for an unknown task, with tasks of a similar id', async () => {
    const response = await get('/api/trace?task=task-x');
    expect(response.status).toBe(404);
    const error = await errorOf(response);
    expect(error.message).toBe('no events for task "task-x"');
    expect(error.similar).toEqual(['task-d', 'task-c', 'task-b', 'task-a']);
  });

  it('answers the calibration `loopguard calibrate --json` prints', async () => {
    const cli = await runCli(['calibrate', '--db', path, '--json']);
    expect(await json('/api/calibration')).toEqual(JSON.parse(cli.stdout));
  });

  it('answers the latest event id, which moves when events are written', async () => {
    const before = (await json('/api/latest')).latestEventId;
    expect(before).toBeGreaterThan(0);
    const sink = createSqliteSink({ path });
    sink.listener({
      event: 'run_start',
      task_id: 'task-z',
      run_id: 'run-z',
      round: 0,
      timestamp: Date.now(),
    });
    sink.close();
    expect(await json('/api/latest')).toEqual({
      latestEventId: before + 1,
      ledgerChanges: null,
      pollIntervalMs: 2000,
    });
  });
});

describe('access to the dashboard', () => {
  it('answers loopback clients that ask for a loopback host without a token', async () => {
    expect((await get('/api/latest', {}, '::1', '[::1]:8788')).status).toBe(200);
    expect((await get('/api/latest', {}, '::ffff:127.0.0.1', 'localhost:8788')).status).toBe(200);
  });

  it('answers nobody else when no access token is set', async () => {
    const remote = await get('/api/latest', {}, '192.168.1.20');
    expect(remote.status).toBe(403);
    expect((await errorOf(remote)).message).toContain('loopback clients only');
    // A page of another site whose name was rebound to 127.0.0.1, or a proxy on this machine.
    expect((await get('/api/latest', {}, '127.0.0.1', 'attacker.example')).status).toBe(403);
    expect((await dashboard.fetch(new Request('http://127.0.0.1/api/latest'))).status).toBe(403);
  });

  it('lets remote clients in with the token: once in the address, then by cookie; or as a bearer token', async () => {
    const guarded = createDashboard({ reader, accessToken: token, basePath: '/dashboard' });
    const remote = (target: string, headers: Record<string, string> = {}) =>
      guarded.fetch(new Request(`https://loopguard.example${target}`, { headers }), '10.0.0.7');
    const refused = await remote('/dashboard/api/latest');
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toContain('?token=TOKEN');
    expect(
      (await remote('/dashboard/api/latest', { authorization: 'Bearer wrong-token-wrong-token' })).status,
    ).toBe(401);
    expect((await remote('/dashboard/api/latest', { authorization: `Bearer ${token}` })).status).toBe(200);
    const entry = await remote(`/dashboard/?token=${token}#/daily`);
    expect(entry.status).toBe(303);
    expect(entry.headers.get('location')).toBe('/dashboard/');
    const cookie = entry.headers.get('set-cookie') ?? '';
    expect(cookie).toBe(
      `loopguard_dashboard_token=${token}; Path=/dashboard/; HttpOnly; SameSite=Strict; Secure`,
    );
    const page = await remote('/dashboard/', { cookie: cookie.split(';')[0] as string });
    expect(page.status).toBe(200);
    expect((await remote('/dashboard/api/latest', { cookie: 'loopguard_dashboard_token=nope' })).status).toBe(
      401,
    );
  });

  it('answers under its mount path only', async () => {
    const mounted = createDashboard({ reader, basePath: '/dashboard' });
    const local = (target: string) => mounted.fetch(new Request(`http://127.0.0.1${target}`), '127.0.0.1');
    const bare = await local('/dashboard?since=2026-11-28');
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/dashboard/?since=2026-11-28');
    expect((await local('/dashboard/api/latest')).status).toBe(200);
    expect((await local('/dashboards/api/latest')).status).toBe(404);
    expect((await local('/api/latest')).status).toBe(404);
  });

  it('refuses bad options with a message naming the option', () => {
    expect(() => createDashboard({ reader, accessToken: 'short' })).toThrow(
      /createDashboard: `accessToken` expected a token of at least 16 characters/,
    );
    expect(() => createDashboard({ reader, basePath: '/dashboard/' })).toThrow(
      /`basePath` expected "" or a path/,
    );
    expect(() => createDashboard({ reader: {} as EventReader })).toThrow(/`reader` expected an EventReader/);
  });
});
