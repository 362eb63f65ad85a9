import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { built } from './built.js';

// The build users run (see built.ts).
const { createGuard } = await built<typeof import('../src/guard/guard.js')>('guard/guard.js');
const { createSqliteSink } = await built<typeof import('../src/stores/sqlite/sqlite-sink.js')>(
  'stores/sqlite/sqlite-sink.js',
);

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const prices = { m: { inputPerMTok: 1_000, outputPerMTok: 2_000 } };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Guard round cost (beforeCall + end + recordToolResult, SQLite sink attached with its defaults) while a
 * second process holds the store's write lock (`BEGIN EXCLUSIVE`) the whole time. Each round yields to the
 * event loop, so the sink's timed retries run as they would in an agent, and are timed as stalls.
 */
export async function measureLockedStore(rounds = 20_000): Promise<{
  rounds: number;
  seconds: number;
  p50Micros: number;
  p99Micros: number;
  maxMillis: number;
  maxStallMillis: number;
  buffered: number;
  reports: number;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-locked-'));
  const path = join(directory, 'locked.db');
  let reports = 0;
  const sink = createSqliteSink({ path, onError: () => reports++ });
  const script = `
    const Database = (await import('node:module')).createRequire(process.cwd() + '/')('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    process.stdin.once('data', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });`;
  const locker = spawn(process.execPath, ['--input-type=module', '-e', script, path], { cwd: repoRoot });
  await new Promise((resolve) => locker.stdout.once('data', resolve));

  const costs: number[] = [];
  let maxStall = 0;
  const start = performance.now();
  for (let run = 0; costs.length < rounds; run++) {
    const guard = createGuard({
      taskId: `t${run}`,
      prices,
      maxRounds: null,
      loop: false,
      onEvent: sink.listener,
    });
    for (let round = 1; round <= 10; round++) {
      const begin = performance.now();
      const ticket = guard.beforeCall({ model: 'm', promptTokens: 500 });
      ticket.end({
        model: 'm',
        usage: { promptTokens: 500, completionTokens: 50 },
        toolCalls: [{ id: `c${round}`, name: 'lookup', arguments: { run, round } }],
      });
      guard.recordToolResult({ toolCallId: `c${round}`, result: `row ${run}.${round}`, latencyMs: 1 });
      costs.push(performance.now() - begin);
      const yielded = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      maxStall = Math.max(maxStall, performance.now() - yielded);
    }
    guard.complete();
  }
  const seconds = (performance.now() - start) / 1_000;
  const buffered = sink.buffered;
  const exited = new Promise((resolve) => locker.once('exit', resolve));
  locker.stdin.write('release\n');
  await exited;
  sink.close();
  rmSync(directory, { recursive: true, force: true });
  costs.sort((a, b) => a - b);
  return {
    rounds: costs.length,
    seconds,
    p50Micros: percentile(costs, 50) * 1_000,
    p99Micros: percentile(costs, 99) * 1_000,
    maxMillis: costs.at(-1) ?? 0,
    maxStallMillis: maxStall,
    buffered,
    reports,
  };
}
