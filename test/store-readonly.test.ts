import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from './helpers/cli.js';
import { buildFixtureStore } from './helpers/fixture-store.js';

// The tests run as root, whom file modes do not stop: only a read-only mount really refuses writes.
const root = mkdtempSync(join(tmpdir(), 'loopguard-readonly-'));
const mount = join(root, 'mnt');
const writable = join(root, 'writable');
const fixture = join(mount, 'fixture.db');
const live = join(mount, 'live.db');
const orphanWal = join(mount, 'orphan-wal.db');
const boundFile = join(writable, 'bound.db');
const mounts: string[] = [];

/** Bytes of every file in a directory, by name. */
function snapshot(directory: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(directory)
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(join(directory, name)))
          .digest('hex'),
      ]),
  );
}

/** Appends events for task-wal through the built sink and exits without closing, leaving -wal and -shm. */
function writeAndAbandon(path: string): void {
  const script = `
    const { openStoreForWrite, createSqliteSink } = await import(${JSON.stringify(`${repoRoot}dist/stores/sqlite/index.js`)});
    const db = openStoreForWrite(process.argv[1]);
    db.pragma('wal_autocheckpoint = 0');
    const sink = createSqliteSink({ db });
    for (const event of ['run_start', 'run_end']) {
      sink.listener({ event, task_id: 'task-wal', run_id: 'run-wal', round: 0, timestamp: Date.UTC(2026, 10, 30), state: 'completed' });
    }
    sink.flush();
    process.exit(0);`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, path]);
}

let server: Server;
let webhook: string;

beforeAll(async () => {
  mkdirSync(mount);
  mkdirSync(writable);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mount]);
  mounts.push(mount);
  buildFixtureStore(fixture);
  for (const path of [live, orphanWal]) {
    copyFileSync(fixture, path);
    writeAndAbandon(path);
  }
  rmSync(`${orphanWal}-shm`);
  execFileSync('mount', ['-o', 'remount,ro', mount]);
  copyFileSync(fixture, boundFile);
  execFileSync('mount', ['--bind', boundFile, boundFile]);
  mounts.push(boundFile);
  execFileSync('mount', ['-o', 'remount,bind,ro', boundFile]);
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('{"ok":true}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  for (const path of mounts.reverse()) execFileSync('umount', [path]);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const readCommands = (db: string) => [
  ['report', 'daily', '--db', db],
  ['report', 'daily', '--db', db, '--json'],
  ['report', 'tools', '--db', db],
  ['trace', 'task-a', '--db', db],
  ['calibrate', '--db', db],
  ['notify', '--db', db, '--webhook', webhook, '--date', '2026-11-28'],
];

describe('read commands on a store they cannot write', () => {
  it('refuses writes on the mount, as the rest relies on', () => {
    expect(() => writeFileSync(join(mount, 'probe'), 'x')).toThrow(/EROFS/);
    expect(() => writeFileSync(boundFile, 'x')).toThrow(/EROFS/);
  });

  it('reads a store in a read-only directory and change no byte there', async () => {
    const before = snapshot(mount);
    expect(Object.keys(before)).toContain('fixture.db');
    for (const args of readCommands(fixture)) {
      const result = await runCli(args);
      expect({ args, code: result.code, stderr: result.stderr }).toEqual({ args, code: 0, stderr: '' });
    }
    const daily = JSON.parse((await runCli(['report', 'daily', '--db', fixture, '--json'])).stdout);
    expect(daily.map((row: { calls: number }) => row.calls)).toEqual([5, 3]);
    expect(snapshot(mount)).toEqual(before);
  });

  it('reads a read-only store file in a writable directory and add no file beside it', async () => {
    const before = snapshot(writable);
    for (const args of readCommands(boundFile)) expect((await runCli(args)).code).toBe(0);
    expect(snapshot(writable)).toEqual(before);
  });

  it('reads the writes still in the -wal file of a store whose writer died', async () => {
    const before = snapshot(mount);
    const trace = await runCli(['trace', 'task-wal', '--db', live]);
    expect(trace.code).toBe(0);
    expect(trace.stdout).toContain('task task-wal: 1 run(s)');
    expect((await runCli(['report', 'tools', '--db', live])).code).toBe(0);
    expect(snapshot(mount)).toEqual(before);
  });

  it('names the missing -shm file when pending writes cannot be read, with exit code 2', async () => {
    const result = await runCli(['report', 'daily', '--db', orphanWal]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/orphan-wal\.db-wal holds writes not yet in the store/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
