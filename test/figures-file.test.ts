import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFigures, recordFigures } from '../bench/figures-file.js';
import {
  figuresOutsideBlocks,
  figureTables,
  markedBlocks,
  renderFigures,
  renderPage,
  renderTable,
} from '../scripts/render-figures.js';
import { repoRoot } from './helpers/cli.js';

const read = (page: string) => readFileSync(join(repoRoot, page), 'utf8');
const docsPages = readdirSync(join(repoRoot, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

// Figures the pages state that are no measurement: defaults, limits and thresholds of the code, the sizes and
// amounts of an example or a test's workload, a target. Each is listed by the page that states it.
const constants: Readonly<Record<string, readonly string[]>> = {
  'docs/choices.md': ['32 KiB', '20%', '100 KB', '5 s', '30 s'],
  // The budget bar's amber and red, the page's poll interval, the views' target.
  'docs/dashboard.md': ['80%', '100%', '2 s', '1 s'],
  // The sink's defaults (maxWriteMs, flushIntervalMs, writeTimeoutMs, maxRetryIntervalMs, maxSpillBytes,
  // closeTimeoutMs), the outage sizing example's rate, and the bench's targets.
  'docs/stores.md': ['2 ms', '200 ms', '30 s', '5 s', '50,000 events/s', '1 GiB', '2 s', '1 s', '3 s'],
  'docs/fleets.md': ['30 s', '1 s', '20 ms', '5 s'],
  'docs/gateway-operations.md': [
    ...['8 MiB', '10 s', '1 ms', '256 KiB', '16 KiB', '2 KiB', '32 KiB', '250 ms', '1 s'],
    ...['65 s', '60 s', '600 s', '300 s'],
  ],
  'docs/gateway.md': ['10%', '30 s', '8 MiB', '10 s'],
  'docs/guard.md': ['64 KB', '30 s', '1 KiB', '64 KiB', '4 KB'],
  'docs/loop-detection.md': ['60 s', '95%'],
  'docs/observability.md': [
    ...['200 ms', '64 KiB', '3×', '40×', '0 ms', '1 ms', '80%', '100%', '2×', '20 KB'],
    // The alert example's budget, passing its thresholds step by step.
    ...['91%', '48%', '72%', '84%', '96%', '108%'],
  ],
  'docs/overview.md': ['80%', '100%', '30 s'],
  'docs/recovery.md': ['60 s'],
  'docs/reliability.md': [
    ...['32 KiB', '20%', '2×', '16 KiB', '1 ms', '8 MiB', '64 KiB', '64 MiB', '2 ms', '50 ms', '5 s'],
    ...['2 s', '4 MiB', '30 s'],
  ],
  'docs/replay.md': ['0 ms', '64 MiB', '4 MiB', '512 MiB'],
  'docs/testing.md': ['8 MiB'],
};

describe('the pages quote docs/figures.json', () => {
  it('every marked table is what the figures file renders (run `npm run figures` when this fails)', () => {
    const file = readFigures();
    for (const table of figureTables) {
      const block = markedBlocks(read(table.page)).find((item) => item.name === table.name);
      expect(block, `${table.page} has no figures:${table.name} block`).toBeDefined();
      expect(block?.body, `${table.page}, figures:${table.name}`).toBe(renderTable(table, file));
    }
    expect(renderFigures(true)).toEqual([]);
  });

  it('every marked block of README and docs is one the renderer owns', () => {
    const pages = ['README.md', ...new Set(figureTables.map((table) => table.page))];
    for (const page of pages)
      for (const block of markedBlocks(read(page)))
        expect(
          figureTables.some((table) => table.page === page && table.name === block.name),
          `${page}: figures:${block.name} is rendered by no table of scripts/render-figures.ts`,
        ).toBe(true);
  });

  it('README and every docs page quote no measured figure outside a generated table', () => {
    // docs/performance.md is the bench's record: every figure there carries its machine and date. Elsewhere a
    // figure in prose goes stale: a page quotes a generated table, or says it without a number and links there.
    const pages = ['README.md', ...docsPages.filter((page) => page !== 'docs/performance.md')];
    expect(pages.length).toBeGreaterThan(15);
    const problems = pages.flatMap((page) =>
      figuresOutsideBlocks(read(page))
        .filter(({ figure }) => !(constants[page] ?? []).includes(figure))
        .map(({ line, figure }) => `${page}:${line}: ${figure}`),
    );
    expect(problems).toEqual([]);
  });

  it('lists as constants only figures its pages still state', () => {
    const stale = Object.entries(constants).flatMap(([page, figures]) => {
      const found = new Set(figuresOutsideBlocks(read(page)).map((item) => item.figure));
      return figures.filter((figure) => !found.has(figure)).map((figure) => `${page}: ${figure}`);
    });
    expect(stale).toEqual([]);
  });

  it('finds a figure quoted in prose, and leaves code, code spans and marked tables alone', () => {
    const page = [
      'The gateway adds 0.31 ms and serves 2.6× Portkey; 70 of 74 loops stopped, 95% in time.',
      '`0.5 ms` in a code span, HTTP 200, Node ≥ 20, twenty agents.',
      '```',
      'cost 3.8743 s',
      '```',
      '<!-- figures:headline:start -->',
      '| guard | 7.3 µs |',
      '<!-- figures:headline:end -->',
      'Ingest 27,000–35,000 events/s.',
      'A limit of p95 × 1.5, v2.5 s.',
      '<!-- peer-table: generated -->',
      '| Portkey | 5.98× |',
      '<!-- /peer-table -->',
      'At concurrency 32 it served 4.1× Portkey.',
    ].join('\n');
    expect(figuresOutsideBlocks(page)).toEqual([
      { line: 1, figure: '0.31 ms' },
      { line: 1, figure: '2.6×' },
      { line: 1, figure: '70 of 74' },
      { line: 1, figure: '95%' },
      { line: 9, figure: '27,000–35,000 events/s' },
      { line: 14, figure: '4.1×' },
    ]);
  });

  it('a page whose table is stale, or that lost its markers, is caught', () => {
    const file = readFigures();
    const readme = read('README.md');
    const stale = readme.replace(
      /(<!-- figures:headline:start -->\n)[\s\S]*?(<!-- figures:headline:end -->)/,
      '$1| old | 3.49× |\n$2',
    );
    expect(stale).not.toBe(readme);
    expect(renderPage(stale, 'README.md', file)).toBe(readme);
    expect(() => renderPage('no markers here', 'README.md', file)).toThrow(
      'README.md: no <!-- figures:headline:start --> … <!-- figures:headline:end --> block',
    );
  });

  it('a table naming a key the file lacks fails with the page, table and key', () => {
    expect(() =>
      renderTable(
        { page: 'docs/x.md', name: 'x', rows: [{ label: 'x', keys: ['no.such.key'] }] },
        readFigures(),
      ),
    ).toThrow('docs/x.md, table `x`: docs/figures.json has no `no.such.key`');
  });
});

describe('recordFigures', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
    delete process.env.LOOPGUARD_BENCH_FIGURES;
  });
  const scratch = () => {
    const directory = mkdtempSync(join(tmpdir(), 'loopguard-figures-'));
    directories.push(directory);
    return join(directory, 'figures.json');
  };
  const guard = (value: number) => ({
    key: 'guard.round.p50',
    label: 'guard round',
    value,
    unit: 'µs',
    text: `${value} µs`,
  });
  const replay = { key: 'replay.ratio', label: 'replay ÷ parse', value: 4.3, unit: '×', text: '4.3×' };

  it('a part run alone replaces its own keys and keeps every other part’s, each dated', () => {
    const file = scratch();
    recordFigures('guard-overhead', [guard(7.3)], {
      file,
      now: new Date('2026-12-01T10:00:00Z'),
      machine: 'm1',
    });
    recordFigures('replay', [replay], {
      file,
      source: 'docs/performance.md, 2026-12-02',
      date: '2026-12-02',
      machine: 'm2',
    });
    recordFigures('guard-overhead', [guard(6.9)], {
      file,
      now: new Date('2026-12-05T10:00:00Z'),
      machine: 'm3',
    });
    expect(readFigures(file).figures).toEqual({
      'guard.round.p50': {
        label: 'guard round',
        value: 6.9,
        unit: 'µs',
        text: '6.9 µs',
        date: '2026-12-05',
        machine: 'm3',
        part: 'guard-overhead',
      },
      'replay.ratio': {
        label: 'replay ÷ parse',
        value: 4.3,
        unit: '×',
        text: '4.3×',
        date: '2026-12-02',
        machine: 'm2',
        part: 'replay',
        source: 'docs/performance.md, 2026-12-02',
      },
    });
  });

  it('LOOPGUARD_BENCH_FIGURES=0 leaves the file as it is', () => {
    const file = scratch();
    recordFigures('guard-overhead', [guard(7.3)], { file, machine: 'm1' });
    const before = readFileSync(file, 'utf8');
    process.env.LOOPGUARD_BENCH_FIGURES = '0';
    expect(recordFigures('guard-overhead', [guard(99)], { file })).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses a figure that is not a number, naming the part and key', () => {
    expect(() => recordFigures('guard-overhead', [guard(Number.NaN)], { file: scratch() })).toThrow(
      'recordFigures(guard-overhead): `guard.round.p50` is not a finite number (NaN)',
    );
  });

  it('reading a broken file names the file and the field', () => {
    const file = scratch();
    writeFileSync(file, JSON.stringify({ about: '', figures: { 'guard.round.p50': { label: 'x' } } }));
    expect(() => readFigures(file)).toThrow(`${file}: figures.guard.round.p50.value`);
  });
});
