import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
    // Other run ids: the store already holds the examples, which would be judged without being written.
    const renamed = join(work, 'renamed.jsonl');
    writeFileSync(
      renamed,
      readFileSync(fixture('examples.jsonl'), 'utf8').replace(/"id":"/g, '"id":"again-'),
    );
    const result = await runCli(['replay', renamed, '--db', path, '--json']);
    expect(result.code).toBe(2);
    expect(result.stdout.trim().split('\n')).toHaveLength(8);
    const errors = result.stderr.trim().split('\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^loopguard replay: store ${path}: .*locked.*\\(0 events written, \\d+ not written\\)$`),
    );
  });

  it('judges runs the store already holds but does not write them again, and says how many', async () => {
    const path = join(work, 'twice.db');
    const count = () => {
      const db = new Database(path, { readonly: true });
      const row = db
        .prepare(
          "SELECT count(*) AS events, count(DISTINCT run_id) AS runs, sum(event = 'run_end') AS ends FROM events",
        )
        .get() as { events: number; runs: number; ends: number };
      db.close();
      return row;
    };
    expect((await runCli(['replay', fixture('examples.jsonl'), '--db', path])).code).toBe(0);
    const first = count();
    expect(first).toMatchObject({ runs: 8, ends: 8 });
    const again = await runCli(['replay', fixture('examples.jsonl'), '--db', path]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('8 runs, 4 stopped, 4 ran to the end');
    expect(again.stdout).toContain('0 events written to');
    expect(again.stdout).toContain(
      `8 runs were already in ${path} (same task and run id): judged, not written again; replay into a new store to keep both`,
    );
    expect(count()).toEqual(first);
    const calibrated = JSON.parse((await runCli(['calibrate', '--db', path, '--json'])).stdout);
    expect(calibrated.overall.runs).toBe(5);
    expect(calibrated.overall.rounds.max).toBe(7);
  });

  it('writes a run that appears twice in one input once, and keeps --json lines for verdicts only', async () => {
    const path = join(work, 'doubled.db');
    const doubled = join(work, 'doubled.jsonl');
    const first = readFileSync(fixture('examples.jsonl'), 'utf8').split('\n')[0];
    writeFileSync(doubled, `${first}\n${first}\n`);
    const result = await runCli(['replay', doubled, '--db', path, '--json']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(2);
    expect(result.stderr).toBe(
      `loopguard replay: 1 run was already in ${path} (same task and run id): judged, not written again; replay into a new store to keep both\n`,
    );
    const db = new Database(path, { readonly: true });
    expect(db.prepare("SELECT count(*) AS n FROM events WHERE event = 'run_start'").get()).toEqual({ n: 1 });
    db.close();
  });

  it('writes the events of an explained run once, not once per replay the explanation makes', async () => {
    const plain = join(work, 'plain.db');
    const explained = join(work, 'explained.db');
    await runCli(['replay', fixture('examples.jsonl'), '--db', plain]);
    expect((await runCli(['replay', fixture('examples.jsonl'), '--db', explained, '--explain'])).code).toBe(
      0,
    );
    const events = (path: string) => {
      const db = new Database(path, { readonly: true });
      const rows = db.prepare('SELECT event, run_id, round, code FROM events ORDER BY id').all();
      db.close();
      return rows;
    };
    expect(events(explained)).toEqual(events(plain));
  });
});
