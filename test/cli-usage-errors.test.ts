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
