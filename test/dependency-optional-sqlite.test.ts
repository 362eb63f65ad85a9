import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, repoRoot } from './helpers/cli.js';

const missingDriver =
  'loopguard: the SQLite store needs Node 22.13 or later (its built-in node:sqlite) or, on Node 20, better-sqlite3: npm install better-sqlite3@12\n';

/**
 * An install of the built package in a fresh folder whose node_modules has every package of this repo but
 * `without`, as a user's install has when an optional dependency failed to build or was left out.
 */
function installWithout(without: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'loopguard-install-'));
  cpSync(join(repoRoot, 'dist'), join(root, 'dist'), { recursive: true });
  cpSync(join(repoRoot, 'package.json'), join(root, 'package.json'));
  const modules = join(repoRoot, 'node_modules');
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name.startsWith('.') || without.includes(name)) continue;
    symlinkSync(join(modules, name), join(root, 'node_modules', name), 'dir');
  }
  return root;
}

function node(root: string, args: readonly string[]) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_PATH: '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const cannotResolve = (root: string, name: string) => {
  try {
    createRequire(join(root, 'dist', 'index.js')).resolve(name);
    return false;
  } catch {
    return true;
  }
};

describe('an install without better-sqlite3', () => {
  const root = installWithout(['better-sqlite3']);
  const cli = (...args: string[]) => node(root, ['dist/cli/main.js', ...args]);
  const db = join(root, 'events.db');

  it('cannot resolve better-sqlite3 from the package (the setup is real)', () => {
    expect(cannotResolve(root, 'better-sqlite3')).toBe(true);
    expect(cannotResolve(root, 'commander')).toBe(false);
  });

  it.each([
    ['report daily', ['report', 'daily', '--db', db]],
    ['report tools', ['report', 'tools', '--db', db]],
    ['trace', ['trace', 'task-1', '--db', db]],
    ['calibrate', ['calibrate', '--db', db]],
    ['notify', ['notify', '--webhook', 'http://127.0.0.1:9/hook', '--db', db]],
    ['store migrate', ['store', 'migrate', '--db', db]],
    ['store init', ['store', 'init', '--db', db]],
    ['replay --db', ['replay', fixture('examples.jsonl'), '--db', db]],
  ])('%s says in one line how to install it and exits 2', (_name, args) => {
    const result = cli(...args);
    expect(result.stderr).toBe(missingDriver);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(existsSync(db)).toBe(false);
  });

  it('still replays without a store, and prints help', () => {
    const replay = cli('replay', fixture('examples.jsonl'), '--json');
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('"id":"incident-trailing-space"');
    const help = cli('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('calibrate');
  });
});

describe('LOOPGUARD_SQLITE_DRIVER', () => {
  const cli = (driver: string, ...args: string[]) => {
    const result = spawnSync(process.execPath, [join(repoRoot, 'dist/cli/main.js'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, LOOPGUARD_SQLITE_DRIVER: driver },
    });
    return { code: result.status, stderr: result.stderr };
  };
  const db = join(mkdtempSync(join(tmpdir(), 'loopguard-driver-')), 'events.db');

  it('refuses a driver it does not know, naming the two it takes', () => {
    expect(cli('sqlite4', 'store', 'init', '--db', db)).toEqual({
      code: 2,
      stderr: 'loopguard: LOOPGUARD_SQLITE_DRIVER is "sqlite4": give node:sqlite or better-sqlite3\n',
    });
    expect(existsSync(db)).toBe(false);
  });

  it('opens the store with the driver it names', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    const builtIn = major >= 24 || (major === 23 && minor >= 4) || (major === 22 && minor >= 13);
    const result = cli(builtIn ? 'node:sqlite' : 'better-sqlite3', 'store', 'init', '--db', db);
    expect(result).toEqual({ code: 0, stderr: '' });
    expect(existsSync(db)).toBe(true);
    if (!builtIn)
      expect(cli('node:sqlite', 'report', 'daily', '--db', db).stderr).toBe(
        `loopguard: LOOPGUARD_SQLITE_DRIVER=node:sqlite needs Node 22.13 or later; this is Node ${process.versions.node}\n`,
      );
  });
});

describe('the library subpaths', () => {
  // Neither the SQLite driver nor any CLI-only library: what a user who only imports the guard, an adapter
  // or the reports has.
  const root = installWithout(['better-sqlite3', 'cli-progress', 'commander']);
  const subpaths = [
    'loopguard',
    'loopguard/detectors',
    'loopguard/signature',
    'loopguard/stores',
    'loopguard/stores/sqlite',
    'loopguard/otel',
    'loopguard/report',
    'loopguard/testing',
    ...readdirSync(join(repoRoot, 'src', 'adapters'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `loopguard/adapters/${entry.name}`),
  ];

  it('cannot resolve the driver or the CLI libraries (the setup is real)', () => {
    for (const name of ['better-sqlite3', 'cli-progress', 'commander'])
      expect(cannotResolve(root, name), name).toBe(true);
  });

  it('all import in a fresh process, and the reports draw their tables', () => {
    const script = `
      for (const subpath of ${JSON.stringify(subpaths)}) await import(subpath);
      const { renderTable, toolsTable } = await import('loopguard/report');
      console.log(renderTable(toolsTable([{ tool: 'search', calls: 2, distinctArguments: 1, repeatedCalls: 1,
        tokens: 10, averageLatencyMs: 5, p95LatencyMs: 7, failures: 0 }])));`;
    writeFileSync(join(root, 'import-all.mjs'), script);
    const result = node(root, ['import-all.mjs']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/│ search │ 2 +│ 1 +│ 1 +│ 10 +│ 5 +│ 7 +│ 0 +│/);
    expect(subpaths).toContain('loopguard/adapters/openai');
  });

  it('loopguard/stores/sqlite throws a StoreError that says how to install the driver', () => {
    const script = `
      const { createSqliteSink, openSqliteEventReader, openStoreForRead, openStoreForWrite, StoreError } =
        await import('loopguard/stores/sqlite');
      for (const open of [
        () => openStoreForRead('events.db'),
        () => openStoreForWrite('events.db'),
        () => openSqliteEventReader('events.db'),
        () => createSqliteSink({ path: 'events.db' }),
      ]) {
        try {
          open();
          console.log('opened');
        } catch (error) {
          console.log(StoreError.isInstance(error), error.code, error.message);
        }
      }`;
    writeFileSync(join(root, 'open-store.mjs'), script);
    const result = node(root, ['open-store.mjs']);
    expect(result.stderr).toBe('');
    const line =
      'true LOOPGUARD_STORE_DRIVER_MISSING the SQLite store needs Node 22.13 or later (its built-in node:sqlite) or, on Node 20, better-sqlite3: npm install better-sqlite3@12';
    expect(result.stdout).toBe(`${line}\n`.repeat(4));
    expect(existsSync(join(root, 'events.db'))).toBe(false);
  });
});
