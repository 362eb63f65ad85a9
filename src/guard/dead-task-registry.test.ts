import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/helpers/cli.js';
import { GuardError } from '../errors.js';
import { createMemoryRunStore } from '../stores/memory/memory-run-store.js';
import { createStoredDeadTaskRegistry, type DeadTaskRecord } from './dead-task-registry.js';
import { runWithRecovery } from './run-with-recovery.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-dead-tasks-'));

describe('createStoredDeadTaskRegistry', () => {
  it('keeps the trip with its code, evidence and advice, for ttlMs and no longer', async () => {
    let clock = 1_000;
    const store = createMemoryRunStore<DeadTaskRecord>();
    const registry = createStoredDeadTaskRegistry(store, { ttlMs: 500, now: () => clock });
    const trip = new GuardError('GUARD_LOOP_DETECTED', 'run r: clean_csv repeated 3 times', {
      taskId: 'nightly',
      evidence: { detector: 'repeated_action', rounds: [1, 2, 3] },
    });
    await registry.mark('nightly', trip);
    const found = await registry.get('nightly');
    expect(found).toBeInstanceOf(GuardError);
    expect(found?.toJSON()).toEqual(trip.toJSON());
    clock += 500;
    expect((await registry.get('nightly'))?.code).toBe('GUARD_LOOP_DETECTED');
    clock += 1;
    expect(await registry.get('nightly')).toBeUndefined();
    expect(await store.get('nightly')).toBeUndefined();
  });

  it('forgets on request, lets the last death win, and sweeps expired records on mark', async () => {
    let clock = 0;
    const store = createMemoryRunStore<DeadTaskRecord>();
    const registry = createStoredDeadTaskRegistry(store, { ttlMs: 100, now: () => clock });
    await registry.mark('a', new GuardError('GUARD_ROUND_LIMIT', 'first'));
    await registry.mark('a', new GuardError('GUARD_BUDGET_LIMIT', 'second'));
    expect((await registry.get('a'))?.code).toBe('GUARD_BUDGET_LIMIT');
    await registry.forget('a');
    expect(await registry.get('a')).toBeUndefined();
    await registry.mark('old', new GuardError('GUARD_ROUND_LIMIT', 'old'));
    clock = 1_000;
    await registry.mark('new', new GuardError('GUARD_ROUND_LIMIT', 'new'));
    expect(await store.get('old')).toBeUndefined();
    expect(await store.get('new')).toBeDefined();
  });

  it('refuses through runWithRecovery a task that died in an earlier registry on the same store', async () => {
    const store = createMemoryRunStore<DeadTaskRecord>();
    const loop = async () => {
      throw new GuardError('GUARD_LOOP_DETECTED', 'looped');
    };
    await expect(
      runWithRecovery(loop, { taskId: 't', registry: createStoredDeadTaskRegistry(store) }),
    ).rejects.toMatchObject({ code: 'GUARD_LOOP_DETECTED' });
    await expect(
      runWithRecovery(async () => 'ran', { taskId: 't', registry: createStoredDeadTaskRegistry(store) }),
    ).rejects.toThrow('task t already died and must not be rerun: looped');
  });
});

// A real restart: two processes, one SQLite file. The first drives a guard into a loop; the second, started
// afterwards, must refuse the task without running it.
const script = `
import { createStoredDeadTaskRegistry, runWithRecovery } from ${JSON.stringify(`${repoRoot}dist/index.js`)};
import { createSqliteRunStore } from ${JSON.stringify(`${repoRoot}dist/stores/sqlite/index.js`)};
const store = createSqliteRunStore({ path: process.argv[2], table: 'dead_tasks' });
const registry = createStoredDeadTaskRegistry(store);
let ran = false;
try {
  await runWithRecovery(async ({ guard }) => {
    ran = true;
    for (let round = 1; ; round++) {
      const call = guard.beforeCall({ model: 'm' });
      call.end({ toolCalls: [{ id: 'c' + round, name: 'clean_csv', arguments: { path: '/srv/sales.csv' } }] });
      guard.recordToolResult({ toolCallId: 'c' + round, result: '980 rows kept' });
    }
  }, { taskId: 'nightly-cleanup', registry });
} catch (error) {
  console.log(JSON.stringify({ ran, code: error.code, message: error.message }));
}
await store.close();
`;

describe('dead tasks in a SQLite file', () => {
  it('are refused after a process restart', () => {
    const file = join(work, 'restart.mjs');
    writeFileSync(file, script);
    const path = join(work, 'dead.db');
    const run = () => JSON.parse(execFileSync(process.execPath, [file, path], { encoding: 'utf8' }));
    expect(run()).toMatchObject({ ran: true, code: 'GUARD_LOOP_DETECTED' });
    const second = run();
    expect(second).toMatchObject({ ran: false, code: 'GUARD_LOOP_DETECTED' });
    expect(second.message).toMatch(/^task nightly-cleanup already died and must not be rerun: /);
  });
});
