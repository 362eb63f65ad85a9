import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-missing-store-'));

describe('a mistyped --db', () => {
  it.each([
    ['store migrate', ['store', 'migrate']],
    ['report daily', ['report', 'daily']],
    ['report tools', ['report', 'tools']],
    ['trace', ['trace', 'task-1']],
    ['calibrate', ['calibrate']],
    ['notify', ['notify', '--webhook', 'http://127.0.0.1:9/hook']],
  ])('%s says there is no store there, exits 2 and creates nothing', async (_name, args) => {
    const path = join(work, 'loopgaurd.db');
    const result = await runCli([...args, '--db', path]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `loopguard: no store at ${path} (give one with --db, or write one with a sink or replay --db)\n`,
    );
    expect(existsSync(path)).toBe(false);
    expect(readdirSync(work).filter((name) => name.startsWith('loopgaurd'))).toEqual([]);
  });

  it('store migrate still upgrades a store that exists', async () => {
    const path = join(work, 'real.db');
    createSqliteSink({ path }).close();
    const result = await runCli(['store', 'migrate', '--db', path]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is at schema v\\d+\\n$`),
    );
  });
});

describe('a bad date', () => {
  it.each([
    ['report daily', '--since', '2026-02-30', ['report', 'daily']],
    ['report daily', '--until', '26-11-28', ['report', 'daily']],
    ['report tools', '--since', '2026-02-30', ['report', 'tools']],
    ['report tools', '--until', 'today', ['report', 'tools']],
    ['calibrate', '--since', 'yesterday', ['calibrate']],
    ['calibrate', '--until', '2026-11-28T00:00:00Z', ['calibrate']],
    ['notify', '--date', '2026-13-01', ['notify', '--webhook', 'http://127.0.0.1:9/hook']],
  ])(
    '%s %s %s is a usage error naming the option and the value, exit 2',
    async (_name, option, value, args) => {
      const result = await runCli([...args, '--db', join(work, 'never-opened.db'), option, value]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `option '${option} <date>' argument '${value}' is invalid. expected a date YYYY-MM-DD, got "${value}"`,
      );
      expect(existsSync(join(work, 'never-opened.db'))).toBe(false);
    },
  );
});

describe('tables and the terminal width', () => {
  const store = join(work, 'tables.db');
  const tableLines = (text: string) => text.split('\n').filter((line) => /^[┌│└]/.test(line));
  const widest = (text: string) => Math.max(...tableLines(text).map((line) => [...line].length));

  it('fit --width, keep every character when piped or --wide, and refuse a width below 20', async () => {
    const { buildFixtureStore } = await import('./helpers/fixture-store.js');
    buildFixtureStore(store);
    for (const args of [
      ['trace', 'task-b'],
      ['report', 'daily'],
      ['report', 'tools'],
    ]) {
      const piped = await runCli([...args, '--db', store]);
      const wide = await runCli([...args, '--db', store, '--wide', '--width', '60']);
      const fitted = await runCli([...args, '--db', store, '--width', '80']);
      expect(piped.code).toBe(0);
      expect(wide.stdout).toBe(piped.stdout);
      expect(widest(fitted.stdout), args.join(' ')).toBeLessThanOrEqual(80);
      expect(fitted.code).toBe(0);
    }
    expect(widest((await runCli(['trace', 'task-b', '--db', store])).stdout)).toBeGreaterThan(80);
    const bad = await runCli(['trace', 'task-b', '--db', store, '--width', '10']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected a whole number of columns of at least 20, got "10"');
  });
});
