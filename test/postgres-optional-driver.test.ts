import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import { repoRoot } from './helpers/cli.js';

const missingDriver =
  'loopguard: the PostgreSQL store needs the optional dependency pg (node-postgres): npm install pg@8\n';

/** An install of the built package whose node_modules has every package of this repo but pg. */
function installWithoutPg(): string {
  const root = mkdtempSync(join(tmpdir(), 'loopguard-install-no-pg-'));
  cpSync(join(repoRoot, 'dist'), join(root, 'dist'), { recursive: true });
  cpSync(join(repoRoot, 'package.json'), join(root, 'package.json'));
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name.startsWith('.') || name === 'pg') continue;
    symlinkSync(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name), 'dir');
  }
  return root;
}

describe('an install without pg', () => {
  const root = installWithoutPg();
  const cli = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['dist/cli/main.js', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH: '' },
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const url = 'postgres://loopguard@127.0.0.1:9/loopguard';

  it('cannot resolve pg from the package (the setup is real)', () => {
    expect(() => createRequire(join(root, 'dist', 'index.js')).resolve('pg')).toThrow();
  });

  it.each([
    ['report daily', ['report', 'daily', '--db', url]],
    ['trace', ['trace', 'task-1', '--db', url]],
    ['calibrate', ['calibrate', '--db', url]],
    ['store migrate', ['store', 'migrate', '--db', url]],
    ['store prune', ['store', 'prune', '--before', '2026-01-01', '--db', url]],
  ])('%s --db postgres:// says in one line how to install it and exits 2', (_name, args) => {
    const result = cli(...args);
    expect(result.stderr).toBe(missingDriver);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
  });

  it('still reads a SQLite store', () => {
    const path = join(root, 'events.db');
    const sink = createSqliteSink({ path });
    sink.listener({
      event: 'run_start',
      task_id: 't',
      run_id: 'r',
      round: 0,
      timestamp: Date.UTC(2026, 10, 28),
    });
    sink.close();
    const result = cli('trace', 't', '--db', path, '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject([{ event: 'run_start', task_id: 't' }]);
  });
});
