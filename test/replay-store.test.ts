import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture, repoRoot, runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-replay-store-'));
let holder: ChildProcess | undefined;

afterEach(() => {
  holder?.kill();
  holder = undefined;
});

/** A second process that takes the store's write lock and keeps it until killed. */
function holdWriteLock(path: string): Promise<void> {
  const script = `const db = require('better-sqlite3')(${JSON.stringify(path)}); db.exec('BEGIN EXCLUSIVE');
    db.prepare('DELETE FROM events WHERE 0').run(); console.log('locked'); setInterval(() => {}, 1000);`;
  holder = spawn(process.execPath, ['-e', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    holder?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    holder?.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

describe('loopguard replay --db', () => {
  it('writes every event and closes the store', async () => {
    const path = join(work, 'events.db');
    const result = await runCli(['replay', fixture('examples.jsonl'), '--db', path]);
    expect(result.code).toBe(0);
    const written = Number(/(\d+) events written to/.exec(result.stdout)?.[1]);
    const db = new Database(path, { readonly: true });
    const stored = db.prepare('SELECT count(*) AS n FROM events').get() as { n: number };
    db.close();
    expect(written).toBeGreaterThan(0);
    expect(stored.n).toBe(written);
  });

  it('prints every verdict and one clear store error when another process holds the write lock', async () => {
    const path = join(work, 'locked.db');
    expect((await runCli(['replay', fixture('examples.jsonl'), '--db', path])).code).toBe(0);
    await holdWriteLock(path);
    const result = await runCli(['replay', fixture('examples.jsonl'), '--db', path, '--json']);
    expect(result.code).toBe(2);
    expect(result.stdout.trim().split('\n')).toHaveLength(8);
    const errors = result.stderr.trim().split('\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^loopguard replay: store ${path}: .*locked.*\\(0 events written, \\d+ not written\\)$`),
    );
  });
});
