import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../src/stores/sqlite/schema.js';
import { repoRoot } from './helpers/cli.js';

// Each child waits for the same instant, then creates the store through the built sink and writes one event:
// without the wait, process start-up jitter (100 ms and more) would rarely let two opens overlap.
const child = `
const [path, at] = process.argv.slice(1);
const { createSqliteSink } = await import(${JSON.stringify(`${repoRoot}dist/stores/sqlite/index.js`)});
while (Date.now() < Number(at)) {}
try {
  const sink = createSqliteSink({ path, onError: (error) => console.log('report', error.message) });
  sink.listener({ event: 'run_start', task_id: 't', run_id: String(process.pid), round: 0, timestamp: Date.now() });
  sink.close();
  console.log('ok');
} catch (error) {
  console.log('fail', error.message);
}`;

function openAt(path: string, at: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, ['--input-type=module', '-e', child, path, String(at)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    process_.stdout.on('data', (chunk) => {
      output += chunk;
    });
    process_.on('error', reject);
    process_.on('close', () => resolve(output.trim()));
  });
}

describe('a new store opened by several processes at once', () => {
  it('is created once and every process writes to it, in 20 trials of 4 processes', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'loopguard-open-race-'));
    const outcomes: string[] = [];
    for (let trial = 0; trial < 20; trial++) {
      const path = join(directory, `trial-${trial}.db`);
      // Far enough ahead for all four to have loaded the module on two busy cores.
      const at = Date.now() + 700;
      outcomes.push(...(await Promise.all([0, 1, 2, 3].map(() => openAt(path, at)))));
      const db = new Database(path, { readonly: true });
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number };
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.close();
      expect(n).toBe(4);
    }
    expect(outcomes).toEqual(Array(80).fill('ok'));
  }, 120_000);
});
