import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard, type GuardEvent } from '../src/index.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';
import type { StoreError } from '../src/stores/sqlite/store-error.js';
import { repoRoot } from './helpers/cli.js';
import { fixturePrices } from './helpers/fixture-store.js';

// A real filesystem that really fills: a small tmpfs of its own (the tests run as root).
const mount = join(mkdtempSync(join(tmpdir(), 'loopguard-faults-')), 'mnt');
const path = join(mount, 'faults.db');
const filler = join(mount, 'filler');
let mounted = false;
let locker: ChildProcessWithoutNullStreams | undefined;

beforeAll(() => {
  mkdirSync(mount);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m', 'tmpfs', mount]);
  mounted = true;
});

afterAll(() => {
  if (locker && locker.exitCode === null) locker.kill('SIGKILL');
  if (mounted) execFileSync('umount', ['-l', mount]);
});

/** A second process that holds the store's write lock (`BEGIN EXCLUSIVE`) until told to let go. */
async function lockStore(): Promise<{ release: () => Promise<void> }> {
  const script = `
    const Database = (await import('node:module')).createRequire(process.cwd() + '/')('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, path], { cwd: repoRoot });
  locker = child;
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`locker exited with ${code}`)));
    child.stdout.once('data', () => resolve());
  });
  child.removeAllListeners('exit');
  return {
    release: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.write('release\n');
      await exited;
    },
  };
}

/** Writes until the filesystem refuses: ENOSPC. */
function fillDisk(): void {
  const fd = openSync(filler, 'w');
  try {
    for (const size of [1 << 20, 1 << 12]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) writeSync(fd, chunk);
    }
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    closeSync(fd);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('1,000 guarded runs while the store is locked, then free, then out of disk', () => {
  it('never stalls or breaks a run, and stores or counts every event', async () => {
    const reports: StoreError[] = [];
    const sink = createSqliteSink({
      path,
      batchSize: 50,
      flushIntervalMs: 20,
      maxRetryIntervalMs: 100,
      onError: (error) => reports.push(error as StoreError),
    });
    let emitted = 0;
    const count = (_event: GuardEvent) => {
      emitted++;
    };
    const guardErrors: unknown[] = [];
    const states: string[] = [];
    const roundMs: number[] = [];
    const stallMs: number[] = [];
    const phaseReports: number[] = [];
    const lock = await lockStore();

    for (let run = 0; run < 1_000; run++) {
      if (run === 333) {
        // Counted before the release: a timed retry may succeed (and report) while the locker exits.
        phaseReports.push(reports.length);
        await lock.release();
      }
      if (run === 666) {
        phaseReports.push(reports.length);
        fillDisk();
      }
      const guard = createGuard({
        taskId: `task-${run}`,
        runId: `run-${run}`,
        agentName: 'faults',
        prices: fixturePrices,
        maxRounds: run % 5 === 0 ? 2 : 10,
        loop: false,
        onEvent: [sink.listener, count],
        onError: (error) => guardErrors.push(error),
      });
      try {
        for (let round = 1; round <= 3; round++) {
          const start = performance.now();
          const ticket = guard.beforeCall({ model: 'm', promptTokens: 400 });
          ticket.end({
            model: 'm',
            usage: { promptTokens: 400, completionTokens: 40 },
            toolCalls: [{ id: `c${round}`, name: 'lookup', arguments: { run, round } }],
          });
          guard.recordToolResult({ toolCallId: `c${round}`, result: `row ${run}.${round}`, latencyMs: 2 });
          if (run % 11 === 0 && round === 2) guard.fail(new Error('tool crashed'));
          roundMs.push(performance.now() - start);
        }
        guard.complete();
      } catch {
        // A trip (every fifth run stops at its round limit) or a failed run: the guard's own verdicts.
      }
      states.push(guard.state);
      // What the sink does between the agent's calls (timed retries, draining) also holds up the agent.
      const before = performance.now();
      await tick();
      stallMs.push(performance.now() - before);
      expect(sink.written + sink.dropped + sink.buffered).toBe(emitted);
    }
    sink.close();
    rmSync(filler);

    // Every run ended in a defined state, and the guard never saw a store error.
    expect(states.filter((state) => state !== 'completed' && state !== 'failed')).toEqual([]);
    expect(states.filter((state) => state === 'failed').length).toBeGreaterThanOrEqual(200);
    expect(guardErrors).toEqual([]);
    // The agent's cost per round stayed bounded (the tight figure is in the bench).
    expect(Math.max(...roundMs)).toBeLessThan(100);
    expect(Math.max(...stallMs)).toBeLessThan(100);
    // Each fault was reported once when it began and once when it ended, not per event.
    const codes = reports.map((report) => report.code);
    expect(codes.slice(0, phaseReports[0])).toEqual(['LOOPGUARD_STORE_WRITE']);
    expect(reports[0]?.message).toMatch(/SQLITE_BUSY/);
    expect(codes.slice(phaseReports[0], phaseReports[1])).toEqual(['LOOPGUARD_STORE_RECOVERED']);
    // The full disk may show first in the checkpoint thread's checkpoints (which grow the store file while
    // the writes still reuse the WAL's space): one notice of its own, before the writes' report.
    const full = reports
      .slice(phaseReports[1])
      .filter((report) => report.code !== 'LOOPGUARD_STORE_CHECKPOINT');
    const checkpoints = reports
      .slice(phaseReports[1])
      .filter((report) => report.code === 'LOOPGUARD_STORE_CHECKPOINT');
    expect(checkpoints.length).toBeLessThanOrEqual(1);
    for (const report of checkpoints) expect(report.message).toMatch(/cannot checkpoint .*SQLITE_FULL/);
    expect(full[0]?.code).toBe('LOOPGUARD_STORE_WRITE');
    expect(full[0]?.message).toMatch(/SQLITE_FULL/);
    expect(full.length).toBeLessThanOrEqual(2);
    // Every event is stored or counted as dropped.
    const db = new Database(path, { readonly: true });
    const { stored } = db.prepare('SELECT COUNT(*) AS stored FROM events').get() as { stored: number };
    const { runs } = db
      .prepare("SELECT COUNT(DISTINCT run_id) AS runs FROM events WHERE event = 'run_end'")
      .get() as { runs: number };
    db.close();
    expect(sink.buffered).toBe(0);
    expect(stored).toBe(sink.written);
    expect(stored + sink.dropped).toBe(emitted);
    expect(sink.dropped).toBeGreaterThan(0);
    expect(runs).toBeGreaterThanOrEqual(666);
  }, 120_000);
});

describe('a process exiting while its store is locked', () => {
  it('exits normally and prints two lines: the failure and the events it could not write', async () => {
    const store = join(mkdtempSync(join(tmpdir(), 'loopguard-exit-')), 'exit.db');
    createSqliteSink({ path: store }).close();
    const holder = new Database(store);
    holder.exec('BEGIN EXCLUSIVE');
    const script = `
      const { createSqliteSink } = await import(${JSON.stringify(`${repoRoot}dist/stores/sqlite/index.js`)});
      const sink = createSqliteSink({ path: process.argv[1] });
      for (let round = 0; round < 1_000; round++) {
        sink.listener({ event: 'tool_call', task_id: 't', run_id: 'r', round, timestamp: Date.now() });
      }`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, store], { cwd: repoRoot });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    holder.exec('ROLLBACK');
    holder.close();
    expect(code).toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^\[loopguard\] store: cannot write to .*exit\.db \(SQLITE_BUSY: database is locked\)/,
      ),
      expect.stringMatching(
        /^\[loopguard\] store: could not write the last 1000 events to .*exit\.db before closing \(SQLITE_BUSY: database is locked\); 1000 events dropped in all$/,
      ),
    ]);
  });
});
