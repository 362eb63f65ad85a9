import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

describe('SQLite sink under SIGKILL', () => {
  it('loses at most the unflushed batch (batchSize - 1 events)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'loopguard-kill-')), 'events.db');
    const batchSize = 100;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/helpers/kill-writer.ts', path, String(batchSize)],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let lastReported = 0;
    let buffered = '';
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) lastReported = Math.max(lastReported, Number(line.split(' ')[1]));
        if (lastReported >= 20_000 && child.exitCode === null && !child.killed) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.on('close', resolve));
    expect(child.signalCode).toBe('SIGKILL');
    const db = new Database(path);
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number };
    const integrity = db.pragma('integrity_check', { simple: true });
    const { top } = db.prepare('SELECT MAX(round) AS top FROM events').get() as { top: number };
    db.close();
    expect(integrity).toBe('ok');
    expect(n).toBe(top);
    expect(n).toBeGreaterThanOrEqual(lastReported - (batchSize - 1));
    expect(n % batchSize).toBe(0);
  });
});
