import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

const batchSize = 100;
/** Events the kill writer hands to the sink per turn of its event loop. */
const eventsPerTurn = 37;

/** Runs the kill writer until it is killed; `killAfter` emitted events makes the parent send the SIGKILL. */
async function killWriter(options: { killAfter?: number; dieAtRound?: number; maxWriteMs?: number }) {
  const path = join(mkdtempSync(join(tmpdir(), 'loopguard-kill-')), 'events.db');
  const extra = [String(options.dieAtRound ?? ''), String(options.maxWriteMs ?? '')];
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
  it('loses at most about a batch of events when killed mid-stream', async () => {
    const result = await killWriter({ killAfter: 20_000 });
    expect(result.signal).toBe('SIGKILL');
    expect(result.integrity).toBe('ok');
    expect(result.stored).toBe(result.top); // a prefix of the stream, no gap
    expect(result.handed - result.stored).toBeGreaterThanOrEqual(0);
    // A batch; when a write stops at maxWriteMs (a loaded machine) and its rest drains on the next turn of the
    // loop, also the events the writer hands over in one turn meanwhile.
    expect(result.handed - result.stored).toBeLessThanOrEqual(batchSize + eventsPerTurn);
  });

  it('loses the write in flight, not a committed row, when the kill lands inside an insert', async () => {
    // Round 250 is inserted by the write of the third batch (rounds 201-300), started when event 300 arrives,
    // or, when an earlier write stopped at maxWriteMs, by a slice of the backlog drained on a later turn.
    const result = await killWriter({ dieAtRound: 250 });
    expect(result.signal).toBe('SIGKILL');
    expect(result.integrity).toBe('ok');
    expect(result.stored).toBe(result.top); // a prefix of the stream, no gap
    expect(result.stored).toBeLessThan(250);
    expect(result.handed - result.stored).toBeLessThanOrEqual(batchSize + eventsPerTurn);
  });

  it('loses the batch and the rest of its turn when the whole batch is one write and the kill lands inside it', async () => {
    const result = await killWriter({ dieAtRound: 250, maxWriteMs: 60_000 });
    expect(result.signal).toBe('SIGKILL');
    expect(result.integrity).toBe('ok');
    // Event 300 fills the third batch in the writer's ninth turn (events 297-333); the sink writes the batch
    // on the next turn of the loop, once that turn has handed over its 37 events.
    expect(result.handed).toBe(9 * eventsPerTurn);
    expect(result.stored).toBe(200);
    expect(result.handed - result.stored).toBeLessThanOrEqual(batchSize + eventsPerTurn);
  });
});
