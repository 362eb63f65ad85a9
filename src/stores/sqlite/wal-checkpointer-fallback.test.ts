import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countEvents, freshStorePath } from '../../../test/helpers/sqlite-files.js';
import { toolCallEvent } from '../../../test/helpers/wal-files.js';
import { type CheckpointThreadData, startCheckpointThread } from './checkpoint-thread.js';
import { openStoreForWrite } from './open-store.js';
import { createSqliteSink } from './sqlite-sink.js';
import type { StoreError } from './store-error.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

// The thread's start is the seam: the real one by default, a failing or scripted one where a test says so.
vi.mock('./checkpoint-thread.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./checkpoint-thread.js')>();
  return { ...original, startCheckpointThread: vi.fn(original.startCheckpointThread) };
});
const start = vi.mocked(startCheckpointThread);

/** Answers the scripted threads posted. */
let answered = 0;

/**
 * A real worker thread running `answer`, a function body that gets `request` (1 for the first checkpoint
 * asked) and returns the message to post back; it closes as the real thread does.
 */
function scriptedThread(answer: string) {
  answered = 0;
  return (data: CheckpointThreadData) => {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
      let request = 0;
      parentPort.on('message', (message) => {
        if (message === 'close') {
          const flag = new Int32Array(workerData.closed);
          Atomics.store(flag, 0, 1);
          Atomics.notify(flag, 0);
          return process.exit(0);
        }
        request++;
        const reply = (() => { ${answer} })();
        if (reply !== undefined) parentPort.postMessage(reply);
      });
      parentPort.postMessage('ready');`,
      { eval: true, workerData: data },
    );
    worker.on('message', (message) => {
      if (message !== 'ready') answered++;
    });
    return worker;
  };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A sink on a fresh store with its checkpoints in a thread, and the errors it reports. */
function threadedSink() {
  const path = freshStorePath();
  const db = openStoreForWrite(path);
  const reports: StoreError[] = [];
  const sink = createSqliteSink({
    db,
    checkpointThread: true,
    onError: (error) => reports.push(error as StoreError),
  });
  return { path, db, reports, sink };
}

describe('the checkpoint thread falls back to SQLite’s automatic checkpoint', () => {
  afterEach(() => start.mockReset());

  it('when the process cannot start a worker thread: reported once, nothing lost', () => {
    start.mockImplementationOnce(() => {
      throw new Error('worker_threads is not available here');
    });
    const { path, db, reports, sink } = threadedSink();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    for (let index = 0; index < 1_200; index++) sink.listener(toolCallEvent(index));
    sink.close();
    db.close();
    expect(reports.map((report) => [report.code, report.message])).toEqual([
      [
        'LOOPGUARD_STORE_CHECKPOINT',
        expect.stringMatching(/could not start \(worker_threads is not available here\).*nothing is lost/),
      ],
    ]);
    expect(countEvents(path)).toBe(1_200);
  });

  it('when the worker file is missing: the thread fails to load, reported once', async () => {
    start.mockImplementationOnce(
      () => new Worker(new URL('./no-such-checkpoint-worker.js', import.meta.url)),
    );
    const { path, db, reports, sink } = threadedSink();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 10_000 });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    expect(reports[0]?.message).toMatch(/could not start .*no-such-checkpoint-worker/);
    for (let index = 0; index < 3_000; index++) sink.listener(toolCallEvent(index));
    sink.close();
    db.close();
    expect(reports).toHaveLength(1);
    expect(countEvents(path)).toBe(3_000);
  });

  it('when the thread dies while the sink writes: reported once, the rest written', async () => {
    start.mockImplementationOnce(scriptedThread('process.exit(3)'));
    const { path, db, reports, sink } = threadedSink();
    let emitted = 0;
    while (reports.length === 0 && emitted < 200_000) {
      for (let index = 0; index < 500; index++) sink.listener(toolCallEvent(emitted++));
      await turn();
    }
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    expect(reports.map((report) => report.message)).toEqual([
      expect.stringMatching(/stopped \(exit code 3\)/),
    ]);
    for (let index = 0; index < 500; index++) sink.listener(toolCallEvent(emitted++));
    sink.close();
    db.close();
    expect(countEvents(path)).toBe(emitted);
  }, 30_000);
});

describe('a checkpoint that fails in the thread', () => {
  afterEach(() => start.mockReset());

  it('is reported once (a full disk, then a lock), retried after the next commits, and never thrown', async () => {
    // node:sqlite's error (errcode 13) and better-sqlite3's (code SQLITE_BUSY), then a success, then full again.
    start.mockImplementationOnce(
      scriptedThread(`
        if (request === 1) return { ok: false, errcode: 13, code: 'ERR_SQLITE_ERROR', message: 'database or disk is full' };
        if (request === 2) return { ok: false, code: 'SQLITE_BUSY', message: 'database is locked' };
        if (request === 3) return { ok: true, busy: 0, log: 10, checkpointed: 10 };
        return { ok: false, errcode: 13, code: 'ERR_SQLITE_ERROR', message: 'database or disk is full' };`),
    );
    const db = openStoreForWrite(freshStorePath());
    const reports: StoreError[] = [];
    const checkpointer = startWalCheckpointer(db, { report: (error) => reports.push(error as StoreError) });
    for (let asked = 1; asked <= 4; asked++) {
      checkpointer.committed(1_000);
      await vi.waitFor(() => expect(answered).toBe(asked), { timeout: 10_000 });
      // The checkpointer's own listener runs after the counting one, on the same message.
      await turn();
    }
    expect(checkpointer.threaded).toBe(true);
    expect(checkpointer.checkpoints).toBe(1);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(reports.map((report) => [report.code, (report.cause as { code?: string }).code])).toEqual([
      ['LOOPGUARD_STORE_CHECKPOINT', 'SQLITE_FULL'],
      ['LOOPGUARD_STORE_CHECKPOINT', 'SQLITE_FULL'],
    ]);
    expect(reports[0]?.message).toMatch(/cannot checkpoint .*SQLITE_FULL.*retried after the next writes/);
    checkpointer.close(1_000);
    expect(checkpointer.threaded).toBe(false);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    db.close();
  });

  it('is reported when a lock lasts three checkpoints, not before', async () => {
    start.mockImplementationOnce(
      scriptedThread(`return { ok: false, code: 'SQLITE_BUSY', message: 'database is locked' };`),
    );
    const db = openStoreForWrite(freshStorePath());
    const reports: StoreError[] = [];
    const checkpointer = startWalCheckpointer(db, { report: (error) => reports.push(error as StoreError) });
    const counts: number[] = [];
    for (let asked = 1; asked <= 4; asked++) {
      checkpointer.committed(1_000);
      await vi.waitFor(() => expect(answered).toBe(asked), { timeout: 10_000 });
      await turn();
      counts.push(reports.length);
    }
    expect(counts).toEqual([0, 0, 1, 1]);
    expect(reports[0]?.message).toMatch(/cannot checkpoint .*SQLITE_BUSY/);
    checkpointer.close(1_000);
    db.close();
  });

  it('is not reported while the writes fail too: the sink reports that episode', async () => {
    start.mockImplementationOnce(
      scriptedThread(`return { ok: false, code: 'SQLITE_FULL', message: 'database or disk is full' };`),
    );
    const db = openStoreForWrite(freshStorePath());
    const reports: unknown[] = [];
    const checkpointer = startWalCheckpointer(db, {
      report: (error) => reports.push(error),
      writesFailing: () => true,
    });
    checkpointer.committed(1_000);
    await vi.waitFor(() => expect(answered).toBe(1), { timeout: 10_000 });
    await turn();
    expect(reports).toEqual([]);
    expect(checkpointer.threaded).toBe(true);
    checkpointer.close(1_000);
    db.close();
  });
});
