/**
 * Rewrites the figure tables of README.md and docs/ from docs/figures.json, the file the bench writes
 * (bench/figures-file.ts). A table sits between two marker comments a page holds:
 *
 *   <!-- figures:NAME:start -->
 *   …generated…
 *   <!-- figures:NAME:end -->
 *
 *   npm run figures            rewrite every marked table
 *   npm run figures -- --check exit 1, naming the pages, when a table is not what the file renders
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DASHBOARD_RUNS_VIEWS } from '../bench/dashboard-runs-views.js';
import { type FigureEntry, type FiguresFile, readFigures } from '../bench/figures-file.js';

/** One row: a label and the keys whose figures it shows, joined by ` / `. */
export interface FigureRow {
  readonly label: string;
  readonly keys: readonly string[];
}

/** A marked table: the page, its marker name, and its rows (`'every'`: one row per key of the file). */
export interface FigureTable {
  readonly page: string;
  readonly name: string;
  readonly rows: readonly FigureRow[] | 'every';
  /** Say under the table which machines the figures come from. @default true */
  readonly machines?: boolean;
}

const row = (label: string, ...keys: string[]): FigureRow => ({ label, keys });

const detectionRows = [
  row(
    "peers' own test scenarios (111 runs): loops stopped in time by loopguard / by the peers' rules",
    'detection.peers.in-time',
    'detection.peers.peer-rules-in-time',
  ),
  row("the peers' scenarios: legitimate runs loopguard stopped", 'detection.peers.false-stops'),
  row(
    'family corpus (162 runs): loops stopped in time / legitimate runs stopped',
    'detection.family.in-time',
    'detection.family.false-stops',
  ),
  row('family corpus: calls wasted per stopped loop', 'detection.family.wasted'),
];

const gatewayRows = [
  row(
    'gateway added p50 at c=1, plain: loopguard / Portkey / LiteLLM',
    'gateway.added-p50.plain.loopguard',
    'gateway.added-p50.plain.portkey',
    'gateway.added-p50.plain.litellm',
  ),
  row(
    "gateway requests/s at c=32, plain: loopguard's ÷ Portkey's / ÷ LiteLLM's",
    'gateway.rps-over.plain.portkey',
    'gateway.rps-over.plain.litellm',
  ),
];

/** Every labelled corpus scored by bench/corpora-score.ts: the project's line. */
const corpusNames: readonly (readonly [string, string])[] = [
  ['shared-synth', 'shared synthetic families (90 runs)'],
  ['shared-peer', "shared peers' scenarios (69 runs)"],
  ['shared-real', 'shared real trajectories 1 (42 runs)'],
  ['shared-real2', 'shared real trajectories 2 (89 runs)'],
  ['shared-fresh', 'shared independent, realistic output (134 runs)'],
  ['blind-2026-12', 'blind-2026-12 (160 runs, first sight 56.4%)'],
  ['blind-2026-12b', 'blind-2026-12b (120 runs, first sight 50.0%)'],
  ['blind-2026-12c', 'blind-2026-12c (120 runs, first sight 45.0%)'],
  ['blind-2026-12d', 'blind-2026-12d (120 runs, first sight 75.0%)'],
  ['blind-2026-12e', 'blind-2026-12e (120 runs, first sight 58.3%)'],
  ['blind-2026-12f', 'blind-2026-12f (120 runs, first sight 80.0%, 9 of 56 stopped)'],
  ['blind-2026-12g', 'blind-2026-12g (120 runs, first sight 78.3%, 3 of 56 stopped)'],
  ['blind-2026-12h', 'blind-2026-12h (120 runs, first sight 56.7%, 3 of 56 stopped)'],
  ['blind-2026-12i', 'blind-2026-12i (120 runs, first sight 86.7%, 1 of 56 stopped)'],
  ['blind-2026-12j', 'blind-2026-12j (120 runs, first sight 91.7%, 6 of 56 stopped)'],
  ['blind-2026-12k', 'blind-2026-12k (120 runs, first sight 75.0%, 7 of 56 stopped)'],
  ['blind-2026-12l', 'blind-2026-12l (120 runs, first sight 70.0%, 0 of 56 stopped)'],
  ['blind-2026-12m', 'blind-2026-12m (120 runs, first sight 80.0%, 3 of 56 stopped)'],
  ['blind-2026-12n', 'blind-2026-12n (120 runs, first sight 71.7%, 9 of 56 stopped)'],
  ['blind-2026-12o', 'blind-2026-12o (120 runs, first sight 85.0%, 4 of 56 stopped)'],
  ['blind-2026-12p', 'blind-2026-12p (120 runs, first sight 95.0%, 12 of 56 stopped)'],
  ['blind-2026-12q', 'blind-2026-12q (120 runs, first sight 18.3%, 9 of 56 stopped)'],
  ['blind-2026-12r', 'blind-2026-12r (120 runs, first sight 71.7%, 0 of 56 stopped)'],
  ['blind-2026-12s', 'blind-2026-12s (120 runs, first sight 71.7%, 3 of 56 stopped)'],
  ['blind-2026-12t', 'blind-2026-12t (120 runs, first sight 78.3%, 7 of 56 stopped)'],
  ['blind-2026-12u', 'blind-2026-12u (120 runs, first sight 85.0%, 14 of 56 stopped)'],
  ['blind-2026-12v', 'blind-2026-12v (120 runs, first sight 90.0%, 7 of 56 stopped)'],
  ['blind-2026-12w', 'blind-2026-12w (120 runs, first sight 78.3%, 5 of 56 stopped)'],
  ['blind-2026-12x', 'blind-2026-12x (120 runs, first sight 95.0%, 2 of 56 stopped)'],
  ['blind-2026-12y', 'blind-2026-12y (120 runs, first sight 70.0%, 0 of 56 stopped)'],
  ['blind-2026-12z', 'blind-2026-12z (120 runs, first sight 51.7%, 0 of 56 stopped)'],
  ['blind-2026-12aa', 'blind-2026-12aa (120 runs, first sight 41.7%, 1 of 56 stopped)'],
  ['blind-2026-12ab', 'blind-2026-12ab (120 runs, first sight 35.0%, 1 of 56 stopped)'],
  ['blind-2026-12ac', 'blind-2026-12ac (120 runs, first sight 50.0%, 0 of 56 stopped)'],
  ['blind-2026-12ad', 'blind-2026-12ad (120 runs, first sight 78.3%, 0 of 56 stopped)'],
  ['blind-2026-12ae', 'blind-2026-12ae (120 runs, first sight 73.3%, 0 of 56 stopped)'],
  ['blind-2026-12af', 'blind-2026-12af (120 runs, first sight 73.3%, 0 of 56 stopped)'],
  ['blind-2026-12ag', 'blind-2026-12ag (120 runs, first sight 63.3%, 0 of 56 stopped)'],
  ['blind-2026-12ah', 'blind-2026-12ah (120 runs, first sight 78.3%, 0 of 56 stopped)'],
  ['blind-2026-12ai', 'blind-2026-12ai (120 runs, first sight 36.7%, 4 of 56 stopped)'],
  ['blind-2026-12aj', 'blind-2026-12aj (120 runs, first sight 48.3%, 0 of 56 stopped)'],
  ['blind-2026-12ak', 'blind-2026-12ak (120 runs, first sight 56.7%, 1 of 56 stopped)'],
  ['blind-2026-12al', 'blind-2026-12al (120 runs, first sight 51.7%, 1 of 56 stopped)'],
  ['blind-2026-12am', 'blind-2026-12am (120 runs, first sight 58.3%, 0 of 56 stopped)'],
  ['blind-2026-12an', 'blind-2026-12an (120 runs, first sight 73.3%, 0 of 56 stopped)'],
  ['blind-2026-12ao', 'blind-2026-12ao (120 runs, first sight 36.7%, 7 of 56 stopped)'],
  ['blind-2026-12ap', 'blind-2026-12ap (120 runs, first sight 71.7%, 0 of 56 stopped)'],
  ['blind-2026-12aq', 'blind-2026-12aq (120 runs, first sight 48.3%, 1 of 56 stopped)'],
  ['blind-2026-12ar', 'blind-2026-12ar (120 runs, first sight 63.3%, 6 of 56 stopped)'],
  ['real-runs', 'real public runs (501 runs)'],
];
const corpusRows = corpusNames.map(([slug, label]) =>
  row(
    `${label}: loops caught / legit runs stopped`,
    `corpora.${slug}.project.loops-caught`,
    `corpora.${slug}.project.legit-stopped`,
  ),
);

/** Every marked table of every page. */
export const figureTables: readonly FigureTable[] = [
  {
    page: 'README.md',
    name: 'headline',
    machines: false,
    rows: [
      ...detectionRows.slice(0, 1),
      detectionRows[2] as FigureRow,
      // The newest blind sets and the real runs: every set's row is in docs/loop-detection.md.
      ...corpusRows.slice(-4),
      ...gatewayRows,
      row('guard overhead per round (all detectors on), median / p99', 'guard.round.p50', 'guard.round.p99'),
      row(
        "`guardOpenAI`'s added time ÷ the guard's own round, worst history length",
        'adapter.added-per-round.worst',
      ),
    ],
  },
  { page: 'docs/loop-detection.md', name: 'detection', rows: detectionRows },
  { page: 'docs/loop-detection.md', name: 'corpora', rows: corpusRows },
  {
    page: 'docs/stores.md',
    name: 'postgres',
    rows: [
      row(
        'ingest, two writer processes at once, 500,000 events (target ≥ 50,000 events/s)',
        'store.postgres.ingest',
      ),
      ...(['1m', '10m'] as const).map((size) =>
        row(
          `${size.toUpperCase()} events, whole CLI process: \`report daily\` / \`report tools\` / \`trace\` / \`calibrate\` (target < ${size === '1m' ? 1 : 3} s)`,
          `store.postgres.${size}.report-daily`,
          `store.postgres.${size}.report-tools`,
          `store.postgres.${size}.trace`,
          `store.postgres.${size}.calibrate`,
        ),
      ),
    ],
  },
  {
    page: 'docs/dashboard.md',
    name: 'dashboard-views',
    rows: (
      [
        ['daily, every day and group', 'daily'],
        ['daily, one agent and ten days', 'daily-filtered'],
        ['trips (latest 100)', 'trips'],
        ['tools (chart and table)', 'tools'],
        ['calibration', 'calibration'],
        ['trace of one task', 'trace'],
      ] as const
    ).map(([view, key]) =>
      row(
        `${view}: first visit drawn / of which the store`,
        `dashboard.view.${key}-drawn`,
        `dashboard.view.${key}-store`,
      ),
    ),
  },
  {
    page: 'docs/dashboard.md',
    name: 'runs-view',
    rows: [
      row(
        'reader: a page newest first / dearest first of one agent',
        'dashboard.runs.page-store',
        'dashboard.runs.page-cost-store',
      ),
      row('reader: search on a whole run id (`run-123457`)', 'dashboard.runs.search-id-store'),
      row(
        'reader: search on part of the ids (`12345`), newest first / dearest first',
        'dashboard.runs.search-store',
        'dashboard.runs.search-cost-store',
      ),
      row('reader: search matching every run (`run-`)', 'dashboard.runs.search-every-store'),
      row(
        'reader: a range of cost under its order / of 3 calls or more, newest first',
        'dashboard.runs.range-cost-store',
        'dashboard.runs.range-calls-store',
      ),
      row(
        'reader: no run in the range: tokens (a walk) / 2 halts or more (the halts index)',
        'dashboard.runs.range-none-store',
        'dashboard.runs.range-trips-none-store',
      ),
      row(
        'reader: 1 run in 100 (a walk) / two ranges no run is in together (a whole walk)',
        'dashboard.runs.range-rare-store',
        'dashboard.runs.range-walk-none-store',
      ),
      row(
        'reader: the `12345` search reading every run’s ids, as before schema v9',
        'dashboard.runs.search-scan-store',
      ),
      ...DASHBOARD_RUNS_VIEWS.map(({ label: view, key }) =>
        row(
          `page: ${view}, drawn / of which the store`,
          `dashboard.runs.view.${key}-drawn`,
          `dashboard.runs.view.${key}-store`,
        ),
      ),
      row('the trigram table of the search (SQLite)', 'dashboard.runs.search-index-size'),
    ],
  },
  // docs/gateway.md's peer table is written by the gateway bench itself (bench/gateway-peer-table.ts) from
  // the figures it records in the same run as these.
  { page: 'docs/performance.md', name: 'every', rows: 'every' },
];

const marks = ['†', '‡', '§', '¶', '#'];

/** The markdown a table shows for the figures file (without its markers). */
export function renderTable(table: FigureTable, file: FiguresFile): string {
  const rows =
    table.rows === 'every'
      ? Object.keys(file.figures).map((key) =>
          row(`${(file.figures[key] as FigureEntry).label} (\`${key}\`)`, key),
        )
      : table.rows;
  const sources: string[] = [];
  const machines: string[] = [];
  const lines = ['| measure | figure | measured |', '|---|---|---|'];
  for (const { label, keys } of rows) {
    const entries = keys.map((key) => {
      const entry = file.figures[key];
      if (!entry)
        throw new Error(`${table.page}, table \`${table.name}\`: docs/figures.json has no \`${key}\``);
      return entry;
    });
    const dates = [...new Set(entries.map((entry) => entry.date))].join(', ');
    const carried = [...new Set(entries.flatMap((entry) => (entry.source ? [entry.source] : [])))].map(
      (source) => {
        if (!sources.includes(source)) sources.push(source);
        return marks[sources.indexOf(source) % marks.length];
      },
    );
    for (const entry of entries) if (!machines.includes(entry.machine)) machines.push(entry.machine);
    const figures = entries.map((entry) => entry.text).join(' / ');
    lines.push(`| ${label} | ${figures} | ${dates}${carried.length > 0 ? ` ${carried.join('')}` : ''} |`);
  }
  const notes = sources.map((source, index) => `${marks[index % marks.length]} carried from ${source}`);
  if (table.machines !== false) notes.unshift(`Measured on ${machines.join('; ')}.`);
  if (notes.length > 0)
    lines.push('', ...notes.map((note, index) => (index < notes.length - 1 ? `${note}<br>` : note)));
  return lines.join('\n');
}

/** The marked blocks of a page: each name with the text between its markers. */
export function markedBlocks(text: string): { name: string; body: string }[] {
  const blocks: { name: string; body: string }[] = [];
  const pattern = /<!-- figures:([a-z0-9-]+):start -->\n([\s\S]*?)\n?<!-- figures:([a-z0-9-]+):end -->/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== match[3])
      throw new Error(`figures:${match[1]}:start is closed by figures:${match[3]}:end`);
    blocks.push({ name: match[1] as string, body: match[2] ?? '' });
  }
  return blocks;
}

/** `text` with each of `page`'s marked tables rendered anew; throws when a table's markers are missing. */
export function renderPage(text: string, page: string, file: FiguresFile): string {
  let result = text;
  for (const table of figureTables.filter((item) => item.page === page)) {
    const start = `<!-- figures:${table.name}:start -->`;
    const end = `<!-- figures:${table.name}:end -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${page}: no ${start} … ${end} block`);
    result = `${result.slice(0, from + start.length)}\n${renderTable(table, file)}\n${result.slice(to)}`;
  }
  return result;
}

/** A measured figure: a number with a unit of time, size or rate, a ratio, a share, or `N of M`. */
const measuredFigure =
  /(?<![\w.])\d[\d,.]*(?:[–-]\d[\d,.]*)?\s?(?:µs|ms|s|MiB|KiB|GiB|MB|KB|GB|events\/s|rounds\/s|req\/s|requests\/s)\b|(?<![\w.])\d[\d,.]*\s?[×%]|\b\d+ of \d+\b/g;

/**
 * The measured figures a page quotes outside its marked (generated) tables, code blocks and code spans, each
 * with its line: a figure there is one `npm run figures` cannot keep current. A number glued to a word
 * (`p95 ×`, `v1.5`) is no figure.
 */
export function figuresOutsideBlocks(text: string): { line: number; figure: string }[] {
  const found: { line: number; figure: string }[] = [];
  let fenced = false;
  let marked = false;
  for (const [index, line] of text.split('\n').entries()) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    // The gateway's peer table is generated too, by its own bench (bench/gateway-peer-table.ts, its own test).
    if (/<!-- figures:[a-z0-9-]+:start -->|<!-- peer-table:/.test(line)) marked = true;
    if (/<!-- figures:[a-z0-9-]+:end -->|<!-- \/peer-table -->/.test(line)) marked = false;
    if (fenced || marked || /^\s*```/.test(line)) continue;
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(measuredFigure))
      found.push({ line: index + 1, figure: match[0] });
  }
  return found;
}

const root = fileURLToPath(new URL('../', import.meta.url));

/** Renders every page; returns the pages whose text changed (written unless `check`). */
export function renderFigures(check: boolean, file = readFigures()): string[] {
  const changed: string[] = [];
  for (const page of [...new Set(figureTables.map((table) => table.page))]) {
    const path = join(root, page);
    const text = readFileSync(path, 'utf8');
    const rendered = renderPage(text, page, file);
    if (rendered === text) continue;
    changed.push(page);
    if (!check) writeFileSync(path, rendered);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const changed = renderFigures(check);
  if (check && changed.length > 0) {
    console.error(`figures out of date in ${changed.join(', ')}: run \`npm run figures\``);
    process.exit(1);
  }
  console.log(changed.length > 0 ? `rewrote ${changed.join(', ')}` : 'every figure table is current');
}
