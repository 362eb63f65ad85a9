import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('the README quotes no measured figure outside a marked table', () => {
    expect(figuresOutsideBlocks(read('README.md'))).toEqual([]);
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
    ].join('\n');
    expect(figuresOutsideBlocks(page)).toEqual([
      { line: 1, figure: '0.31 ms' },
      { line: 1, figure: '2.6×' },
      { line: 1, figure: '70 of 74' },
      { line: 1, figure: '95%' },
      { line: 9, figure: '27,000–35,000 events/s' },
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
