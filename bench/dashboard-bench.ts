import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import { launchBrowser } from '../test/helpers/browser.js';
import { built } from './built.js';
import { syntheticRuns } from './dashboard-bench-runs.js';
import type { FigureInput } from './figures-file.js';
import { syntheticEvents } from './synthetic-events.js';

// The build users run (see built.ts).
const { createDashboard } = await built<typeof import('../src/dashboard/create-dashboard.js')>(
  'dashboard/create-dashboard.js',
);
const { openSqliteEventReader } = await built<typeof import('../src/stores/sqlite/sqlite-event-reader.js')>(
  'stores/sqlite/sqlite-event-reader.js',
);
const { createSqliteSink } = await built<typeof import('../src/stores/sqlite/sqlite-sink.js')>(
  'stores/sqlite/sqlite-sink.js',
);

/** One view of the dashboard, timed in the real browser. */
export interface DashboardViewTiming {
  readonly view: string;
  /**
   * First visit, from navigation start to the view drawn (page, scripts, API answer, table and charts), as the
   * browser's own clock measures it (`performance.measure` of the page).
   */
  readonly firstMs: number;
  /** The store's share of the first visit: the API's Server-Timing. */
  readonly storeMs: number;
  /** The same again in a fresh tab while no event arrived (the server's answer cache holds it). */
  readonly againMs: number;
  /** The first visit as the driver sees it: tab opened, navigated, view drawn. */
  readonly wallMs: number;
}

const views: readonly { view: string; hash: string; ready: string }[] = [
  { view: 'daily (all)', hash: '#/daily', ready: 'daily' },
  {
    view: 'daily, agent + date filter',
    hash: '#/daily?since=2026-10-10&until=2026-10-20&agent=cleaner',
    ready: 'daily',
  },
  { view: 'trips (latest 100)', hash: '#/trips', ready: 'trips' },
  { view: 'tools (busiest chart + table)', hash: '#/tools', ready: 'tools' },
  { view: 'calibration', hash: '#/calibration', ready: 'calibration' },
  { view: 'trace of one task', hash: '#/trace?task=task-12345', ready: 'trace' },
  { view: 'runs, newest first', hash: '#/runs', ready: 'runs' },
  { view: 'runs, one agent, dearest first', hash: '#/runs?agent=writer&sort=cost', ready: 'runs' },
  { view: 'runs, tripped, longest first', hash: '#/runs?tripped=yes&sort=duration', ready: 'runs' },
  { view: 'runs, search on ids', hash: '#/runs?search=12345', ready: 'runs' },
  { view: 'would have stopped', hash: '#/observed', ready: 'observed' },
  { view: 'budgets now', hash: '#/budgets', ready: 'budgets' },
];

/** Page script: a promise that resolves once the page marks the view `ready` as drawn. */
function drawnPromise(ready: string): string {
  return `new Promise((resolve) => {
    const html = document.documentElement;
    const drawn = () => html.dataset.ready === ${JSON.stringify(ready)};
    if (drawn()) return resolve(true);
    new MutationObserver((_, observer) => {
      if (!drawn()) return;
      observer.disconnect();
      resolve(true);
    }).observe(html, { attributes: true, attributeFilter: ['data-ready'] });
  })`;
}

/**
 * Builds a store of `total` synthetic events (or reuses `path` when it exists; `runs:N` as `total` builds N
 * short runs instead, the runs view's scale: see `dashboard-bench-runs.ts`) and times every view of the
 * dashboard in headless Chromium: first visit (navigation start to drawn, by the browser's clock) and the
 * store's share of it, a second visit, and the driver's wall time; `only` names the views to time (all by default).
 */
export async function measureDashboard(
  total: number | `runs:${number}` = 1_000_000,
  path?: string,
  only?: readonly string[],
): Promise<{ events: number; buildSeconds: number; views: DashboardViewTiming[] }> {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-'));
  const store = path ?? join(directory, 'dashboard.db');
  let buildSeconds = 0;
  if (!existsSync(store)) {
    const start = process.hrtime.bigint();
    const sink = createSqliteSink({ path: store, batchSize: 5_000 });
    const events =
      typeof total === 'number' ? syntheticEvents(total) : syntheticRuns(Number(total.slice('runs:'.length)));
    for (const event of events) sink.listener(event);
    sink.close();
    buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  }
  const reader = openSqliteEventReader(store);
  const events = await reader.latestEventId();
  const server = createServer(createDashboard({ reader }).listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const warmupStore = join(directory, 'warmup.db');
  const warmupSink = createSqliteSink({ path: warmupStore });
  for (const event of syntheticEvents(2_000)) warmupSink.listener(event);
  warmupSink.close();
  const warmupReader = openSqliteEventReader(warmupStore);
  const warmupServer = createServer(createDashboard({ reader: warmupReader }).listener);
  await new Promise<void>((resolve) => warmupServer.listen(0, '127.0.0.1', resolve));
  const warmupBase = `http://127.0.0.1:${(warmupServer.address() as AddressInfo).port}/`;
  const browser = await launchBrowser();
  const timings: DashboardViewTiming[] = [];
  try {
    // One warm-up load of a view with charts and a table, over a small store of its own: Chromium's own start-up
    // (its canvas, fonts and layout code read from disk the first time) is not the dashboard's, and the big
    // store's answer cache stays cold for the first visits.
    const warmup = await browser.newPage();
    await warmup.goto(`${warmupBase}#/daily`);
    await warmup.waitForSelector('html[data-ready="daily"]');
    await warmup.close();
    for (const { view, hash, ready } of views.filter((entry) => !only || only.includes(entry.view))) {
      const visit = async () => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        let storeMs = 0;
        page.on('response', (response) => {
          const timing = /store;dur=([\d.]+)/.exec(response.headers()['server-timing'] ?? '');
          if (timing && !response.url().includes('/api/latest')) storeMs += Number(timing[1]);
        });
        const start = performance.now();
        await page.goto(`${base}${hash}`, { waitUntil: 'commit' });
        // Waited for with a mutation observer, not Playwright's selector polling: that script is compiled and
        // run on the page's main thread while the page draws, and made the views 50-90 ms slower (measured).
        await page.evaluate(drawnPromise(ready));
        const wallMs = performance.now() - start;
        const drawnMs = Number(
          await page.evaluate(
            `(({ startTime, duration }) => startTime + duration)(performance.getEntriesByName('loopguard:${ready}').at(-1))`,
          ),
        );
        await page.close();
        return { wallMs, storeMs, drawnMs };
      };
      const first = await visit();
      const again = await visit();
      timings.push({
        view,
        firstMs: first.drawnMs,
        storeMs: first.storeMs,
        againMs: again.drawnMs,
        wallMs: first.wallMs,
      });
    }
  } finally {
    await browser.close();
    server.close();
    warmupServer.close();
    await reader.close();
    await warmupReader.close();
    rmSync(directory, { recursive: true, force: true });
  }
  return { events, buildSeconds, views: timings };
}

/** The key of each view's figures in docs/figures.json. */
const viewKeys: Readonly<Record<string, string>> = {
  'daily (all)': 'daily',
  'daily, agent + date filter': 'daily-filtered',
  'trips (latest 100)': 'trips',
  'tools (busiest chart + table)': 'tools',
  calibration: 'calibration',
  'trace of one task': 'trace',
};

/**
 * The figures of {@link measureDashboard} on the events store for docs/figures.json: each view of the daily
 * habit drawn on first visit and the store's share (the runs views have their own part, dashboard-runs).
 */
export function dashboardFigures(result: Awaited<ReturnType<typeof measureDashboard>>): FigureInput[] {
  const scale = `${(result.events / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 })}M events`;
  const ms = (key: string, label: string, value: number): FigureInput => ({
    key,
    label,
    value: Number(value.toFixed(1)),
    unit: 'ms',
    text: `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`,
  });
  return result.views.flatMap((timing) => {
    const key = viewKeys[timing.view];
    if (!key) return [];
    return [
      ms(
        `dashboard.view.${key}-drawn`,
        `${timing.view}, drawn in Chromium, first visit (${scale})`,
        timing.firstMs,
      ),
      ms(
        `dashboard.view.${key}-store`,
        `${timing.view}, the store's share of the first visit (${scale})`,
        timing.storeMs,
      ),
    ];
  });
}

/** Prints the figures as a table. */
export async function reportDashboard(
  total: number | `runs:${number}` = 1_000_000,
  path?: string,
): Promise<void> {
  const result = await measureDashboard(total, path);
  const table = new Table({
    head: [
      `dashboard view, ${result.events.toLocaleString('en-US')} events, headless Chromium`,
      'first visit: drawn ms',
      'of which store ms',
      'again: drawn ms',
      'driver wall ms',
    ],
    style: { head: [], border: [] },
  });
  for (const timing of result.views)
    table.push([
      timing.view,
      timing.firstMs.toFixed(0),
      timing.storeMs.toFixed(0),
      timing.againMs.toFixed(0),
      timing.wallMs.toFixed(0),
    ]);
  console.log(table.toString());
  if (result.buildSeconds > 0) console.log(`(store built in ${result.buildSeconds.toFixed(1)} s)`);
  console.log(
    `load average while measured: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  const slow = result.views.filter((timing) => timing.firstMs >= 1_000);
  console.log(
    slow.length === 0
      ? 'every view drawn in under 1 s'
      : `over 1 s: ${slow.map((timing) => `${timing.view} (${timing.firstMs.toFixed(0)} ms)`).join(', ')}`,
  );
}

// `node --import tsx bench/dashboard-bench.ts [events | runs:N] [existing-store.db]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const size = process.argv[2] ?? '1000000';
  await reportDashboard(
    size.startsWith('runs:') ? (size as `runs:${number}`) : Number(size),
    process.argv[3],
  );
}
