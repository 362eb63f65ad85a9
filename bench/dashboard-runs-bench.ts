import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { built } from './built.js';
import { measureDashboard } from './dashboard-bench.js';
import { syntheticRuns } from './dashboard-bench-runs.js';
import { DASHBOARD_RUNS_VIEWS } from './dashboard-runs-views.js';
import { type FigureInput, recordFigures } from './figures-file.js';

// The runs view on a million runs (issue 35; docs/dashboard.md's target: every view under 1 s): the store's
// page and id-search queries, timed in the reader, then the two views drawn in headless Chromium.
const { openSqliteEventReader } = await built<typeof import('../src/stores/sqlite/sqlite-event-reader.js')>(
  'stores/sqlite/sqlite-event-reader.js',
);
const { createSqliteSink } = await built<typeof import('../src/stores/sqlite/sqlite-sink.js')>(
  'stores/sqlite/sqlite-sink.js',
);

/** The reader queries timed, each as the runs view asks it, with the key of its figure. */
const queries = [
  { key: 'page-store', name: 'a page, newest first', query: { sort: 'newest', limit: 50 } },
  {
    key: 'page-cost-store',
    name: 'a page, dearest first, one agent',
    query: { sort: 'cost', limit: 50, agentName: 'writer' },
  },
  {
    key: 'search-id-store',
    name: 'search on a whole run id (run-123457)',
    query: { sort: 'newest', limit: 50, search: 'run-123457' },
  },
  {
    key: 'search-store',
    name: 'search on part of the ids (12345), newest first',
    query: { sort: 'newest', limit: 50, search: '12345' },
  },
  {
    key: 'search-cost-store',
    name: 'search on part of the ids (12345), dearest first',
    query: { sort: 'cost', limit: 50, search: '12345' },
  },
  {
    key: 'search-every-store',
    name: 'search matching every run (run-)',
    query: { sort: 'newest', limit: 50, search: 'run-' },
  },
  // The range filters (schema v11): a range of the order's own key reads that index's range; a few-match range
  // of cost, duration or trips is read from its own index; calls, tokens and common ranges are checked along
  // the order's index, which holds every figure: a range no run is in walks the whole index.
  {
    key: 'range-cost-store',
    name: 'a page dearest first, cost 0.0005 or more',
    query: { sort: 'cost', limit: 50, ranges: { cost: { min: 0.0005 } } },
  },
  {
    key: 'range-calls-store',
    name: 'a page newest first, 3 calls or more',
    query: { sort: 'newest', limit: 50, ranges: { calls: { min: 3 } } },
  },
  {
    key: 'range-none-store',
    name: 'a page newest first, a token range no run is in',
    query: { sort: 'newest', limit: 50, ranges: { tokens: { min: 1e9 } } },
  },
  {
    key: 'range-trips-none-store',
    name: 'a page dearest first, 2 halts or more (no run has)',
    query: { sort: 'cost', limit: 50, ranges: { trips: { min: 2 } } },
  },
  {
    key: 'range-rare-store',
    name: 'a page dearest first, 800 tokens or fewer (about 1 run in 100; walks the index)',
    query: { sort: 'cost', limit: 50, ranges: { tokens: { max: 800 } } },
  },
  {
    key: 'range-walk-none-store',
    name: 'a page dearest first, 3 calls or more and 2,000 tokens or fewer (no run; walks the index)',
    query: { sort: 'cost', limit: 50, ranges: { calls: { min: 3 }, tokens: { max: 2_000 } } },
  },
] as const;

/** The views drawn in Chromium on the same store (calibration over a million runs is timed elsewhere). */
const views = DASHBOARD_RUNS_VIEWS.map(({ view, key }) => [view, key] as const);

/** Median of `n` timings of `run`, in ms. */
async function median(run: () => Promise<unknown>, n = 5): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < n; index++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)] as number;
}

/**
 * Builds (or reuses) a store of `runs` short runs at `path`, times each runs-view query in the reader (median
 * of five, warm) and the runs view and its id search drawn in Chromium (first visit).
 */
export async function measureRunsView(runs = 1_000_000, path = join(tmpdir(), `loopguard-runs-${runs}.db`)) {
  let buildSeconds = 0;
  if (!existsSync(path)) {
    const start = performance.now();
    const sink = createSqliteSink({ path, batchSize: 5_000 });
    for (const event of syntheticRuns(runs)) sink.listener(event);
    sink.close();
    buildSeconds = (performance.now() - start) / 1000;
  }
  const reader = openSqliteEventReader(path);
  const store: { key: string; name: string; ms: number; rows: number }[] = [];
  let searchIndexMb = Number.NaN;
  try {
    for (const { key, name, query } of queries) {
      const rows = (await reader.runs(query)).rows.length;
      store.push({ key, name, ms: await median(() => reader.runs(query)), rows });
    }
    // The same search as before schema v9: every run's ids read from the end-time index.
    const { runPageQuery } =
      await built<typeof import('../src/stores/run-list-sql.js')>('stores/run-list-sql.js');
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path, { readonly: true });
    const scan = runPageQuery({ sort: 'newest', limit: 50, search: '12345' }, 'sqlite');
    const statement = db.prepare(scan.sql);
    store.push({
      key: 'search-scan-store',
      name: 'search on part of the ids (12345), reading every run (before v9)',
      ms: await median(async () => statement.all(...scan.values)),
      rows: statement.all(...scan.values).length,
    });
    const size = db
      .prepare("SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name LIKE 'run_search%'")
      .get() as { bytes: number };
    searchIndexMb = size.bytes / 2 ** 20;
    db.close();
  } finally {
    await reader.close();
  }
  const page = await measureDashboard(
    `runs:${runs}`,
    path,
    views.map(([view]) => view),
  );
  return { runs, buildSeconds, store, views: page.views, searchIndexMb };
}

const msText = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;

/** The figures of {@link measureRunsView} for docs/figures.json (the dashboard page's runs-view table). */
export function runsViewFigures(result: Awaited<ReturnType<typeof measureRunsView>>): FigureInput[] {
  const scale = `${(result.runs / 1e6).toLocaleString('en-US')}M runs`;
  const ms = (key: string, label: string, value: number): FigureInput => ({
    key: `dashboard.runs.${key}`,
    label,
    value: Number(value.toFixed(1)),
    unit: 'ms',
    text: msText(value),
  });
  return [
    ...result.store.map((entry) => ms(entry.key, `runs view reader, ${entry.name} (${scale})`, entry.ms)),
    ...views.flatMap(([view, key]) => {
      const timing = result.views.find((entry) => entry.view === view);
      return timing
        ? [
            ms(`view.${key}-drawn`, `${view}, drawn in Chromium, first visit (${scale})`, timing.firstMs),
            ms(
              `view.${key}-store`,
              `${view}, the store's share of the first visit (${scale})`,
              timing.storeMs,
            ),
          ]
        : [];
    }),
    {
      key: 'dashboard.runs.search-index-size',
      label: `the runs search's trigram table in SQLite (${scale})`,
      value: Number(result.searchIndexMb.toFixed(0)),
      unit: 'MiB',
      text: `${result.searchIndexMb.toFixed(0)} MiB`,
    },
  ];
}

// `node --import tsx bench/dashboard-runs-bench.ts [runs] [store.db]`: prints and records the figures.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureRunsView(Number(process.argv[2] ?? 1_000_000), process.argv[3]);
  if (result.buildSeconds > 0)
    console.log(`store of ${result.runs} runs built in ${result.buildSeconds.toFixed(0)} s`);
  for (const entry of result.store)
    console.log(`store  ${entry.name}: ${entry.ms.toFixed(1)} ms (${entry.rows} rows)`);
  for (const view of result.views)
    console.log(
      `page   ${view.view}: drawn ${view.firstMs.toFixed(0)} ms, store ${view.storeMs.toFixed(0)} ms`,
    );
  console.log(`the search's trigram table: ${result.searchIndexMb.toFixed(0)} MiB`);
  recordFigures('dashboard-runs', runsViewFigures(result));
}
