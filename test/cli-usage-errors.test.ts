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
