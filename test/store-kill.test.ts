import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

const batchSize = 100;

/** Runs the kill writer until it is killed; `killAfter` emitted events makes the parent send the SIGKILL. */
async function killWriter(options: { killAfter?: number; dieAtRound?: number }) {
  const path = join(mkdtempSync(join(tmpdir(), 'loopguard-kill-')), 'events.db');
  const extra = options.dieAtRound === undefined ? [] : [String(options.dieAtRound)];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/helpers/kill-writer.ts', path, String(batchSize), ...extra],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let reported = 0;
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) reported = Math.max(reported, Number(line.split(' ')[1]));
    if (options.killAfter !== undefined && reported >= options.killAfter && !child.killed)
      child.kill('SIGKILL');
  });
  await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const handed = Number(readFileSync(`${path}.handed`, 'utf8'));
  const db = new Database(path);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number };
  const { top } = db.prepare('SELECT COALESCE(MAX(round), 0) AS top FROM events').get() as { top: number };
  const integrity = db.pragma('integrity_check', { simple: true });
  db.close();
  return { signal: child.signalCode, handed, stored: n, top, integrity };
}

describe('SQLite sink under SIGKILL', () => {
  it('loses at most batchSize events when killed mid-stream', async () => {
    const result = await killWriter({ killAfter: 20_000 });
    expect(result.signal).toBe('SIGKILL');
    expect(result.integrity).toBe('ok');
    expect(result.stored).toBe(result.top); // a prefix of the stream, no gap
    expect(result.stored % batchSize).toBe(0); // whole batches only
    expect(result.handed - result.stored).toBeGreaterThanOrEqual(0);
    expect(result.handed - result.stored).toBeLessThanOrEqual(batchSize);
  });

  it('loses exactly batchSize events, not batchSize - 1, when the kill lands inside a batch insert', async () => {
    // Round 250 is inserted by the third batch (rounds 201-300), written when event 300 arrives.
    const result = await killWriter({ dieAtRound: 250 });
    expect(result.signal).toBe('SIGKILL');
    expect(result.integrity).toBe('ok');
    expect(result.handed).toBe(300);
    expect(result.stored).toBe(200);
    expect(result.handed - result.stored).toBe(batchSize);
  });
});
