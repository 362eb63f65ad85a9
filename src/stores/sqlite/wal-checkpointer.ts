import { resolve } from 'node:path';
import { type CheckpointThread, startCheckpointThread } from './checkpoint-thread.js';
import { driverForThread } from './load-driver.js';
import { named } from './node-sqlite-database.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { StoreError } from './store-error.js';

/**
 * When the writer asks for a checkpoint: after about as many WAL pages as SQLite's automatic checkpoint
 * waits for (1,000), estimated from what was committed, since neither driver tells how many pages a commit
 * appended. A commit appends a few pages whatever it holds (the table's and each index's last leaf, the tool
 * rollups) and at most about a page per row more; counting `PAGES_PER_COMMIT + rows` errs on the side of
 * checkpointing sooner than SQLite would, which costs the checkpoint thread, not the event loop.
 */
const CHECKPOINT_AFTER_PAGES = 1_000;
const PAGES_PER_COMMIT = 10;
/** How long the checkpoint thread's connection waits for a lock; it waits on its own thread. */
const THREAD_BUSY_TIMEOUT_MS = 1_000;

/** Options of {@link startWalCheckpointer}. */
export interface WalCheckpointerOptions {
  /** Receives one report when the thread cannot start or stops, and one when its checkpoints start failing. */
  readonly report: (error: unknown) => void;
  /** True while the writer's own writes fail: that episode's report covers a failing checkpoint too. */
  readonly writesFailing?: () => boolean;
}

/** Checkpoints a WAL store's file from a worker thread; see {@link startWalCheckpointer}. */
export interface WalCheckpointer {
  /** Tells it a transaction of `rows` rows was committed; past the threshold it asks the thread for a checkpoint. */
  committed(rows: number): void;
  /** Closes the thread's connection (waiting up to `timeoutMs`), ends the thread, and checkpoints on `db` (TRUNCATE). */
  close(timeoutMs: number): void;
  /** True while the thread checkpoints; false once the connection is back on SQLite's automatic checkpoint. */
  readonly threaded: boolean;
  /** Checkpoints the thread has completed. */
  readonly checkpoints: number;
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** The driver's error as the thread described it, with its `SQLITE_*` code. */
function threadError(message: { message?: unknown; code?: unknown; errcode?: unknown }): Error {
  const error = Object.assign(new Error(String(message.message)), {
    code: message.code,
    errcode: message.errcode,
  });
  return named(error) as Error;
}

/**
 * Moves the WAL checkpoints of the connection `db` writes on to a worker thread. SQLite runs an automatic
 * checkpoint inside the commit that takes the WAL past 1,000 pages, on the thread that commits: the event
 * loop's, which it held for far longer than one write slice. Here `db` gets `wal_autocheckpoint = 0`, and a
 * `node:worker_threads` Worker with its own connection to the same file runs `PRAGMA wal_checkpoint(PASSIVE)`
 * when the commits reported through `committed` add up to about 1,000 pages; a PASSIVE checkpoint runs beside
 * the writer's commits without blocking them. The thread loads the driver `db` runs on (load-driver.ts).
 *
 * When the thread cannot start (no worker threads, no driver there, the file cannot be opened) or stops, `db`
 * goes back to SQLite's automatic checkpoint, and `report` gets one `LOOPGUARD_STORE_CHECKPOINT`: nothing is
 * lost, the commits only hold the loop as they did. A checkpoint that fails (`SQLITE_FULL`, `SQLITE_BUSY`,
 * an I/O error) is reported once until one succeeds again and retried after the next commits; the WAL keeps
 * every write meanwhile. A store not in WAL mode, in memory, or opened by URI gets no thread.
 */
export function startWalCheckpointer(db: SqliteDatabase, options: WalCheckpointerOptions): WalCheckpointer {
  const where = db.name;
  let checkpoints = 0;
  let thread: CheckpointThread | undefined;
  const inert = { committed() {}, close() {}, threaded: false, checkpoints: 0 };
  if (where === '' || where === ':memory:' || where.startsWith('file:')) return inert;
  if (String(db.pragma('journal_mode', { simple: true })).toLowerCase() !== 'wal') return inert;
  const automatic = Number(db.pragma('wal_autocheckpoint', { simple: true })) || 1_000;
  const closed = new Int32Array(new SharedArrayBuffer(4));
  let pages = 0;
  let inFlight = false;
  let failing = false;
  let closing = false;

  const fallBack = (error: unknown, started: boolean) => {
    if (closing || (started && !thread)) return;
    if (thread) void thread.terminate();
    thread = undefined;
    try {
      db.pragma(`wal_autocheckpoint = ${automatic}`);
    } catch {
      // A connection that cannot take a pragma now fails its writes too, which the writer reports.
    }
    options.report(
      new StoreError(
        'LOOPGUARD_STORE_CHECKPOINT',
        `the checkpoint thread of ${where} ${started ? 'stopped' : 'could not start'} (${reason(error)}); its WAL is checkpointed by SQLite inside the commits again, on the event loop; nothing is lost`,
        error,
      ),
    );
  };
  const ask = () => {
    if (!thread) return;
    pages = 0;
    inFlight = true;
    thread.postMessage('checkpoint');
  };
  const onMessage = (message: unknown) => {
    if (message === 'ready' || typeof message !== 'object' || message === null) return;
    const answer = message as { ok?: unknown; fatal?: unknown; message?: unknown; code?: unknown };
    if (answer.fatal) return fallBack(threadError(answer), true);
    inFlight = false;
    if (answer.ok) {
      checkpoints++;
      failing = false;
    } else if (!failing) {
      failing = true;
      if (!options.writesFailing?.()) {
        const error = threadError(answer);
        options.report(
          new StoreError(
            'LOOPGUARD_STORE_CHECKPOINT',
            `cannot checkpoint ${where} (${reason(error)}); its WAL keeps every write and grows until a checkpoint succeeds, retried after the next writes`,
            error,
          ),
        );
      }
    }
    if (pages >= CHECKPOINT_AFTER_PAGES) ask();
  };

  try {
    thread = startCheckpointThread({
      ...driverForThread(),
      file: resolve(where),
      busyTimeoutMs: THREAD_BUSY_TIMEOUT_MS,
      closed: closed.buffer as SharedArrayBuffer,
    });
    thread.on('message', onMessage);
    thread.on('error', (error) => fallBack(error, true));
    thread.on('exit', (code) => fallBack(new Error(`exit code ${code}`), true));
    db.pragma('wal_autocheckpoint = 0');
  } catch (error) {
    fallBack(error, false);
    return inert;
  }

  return {
    committed(rows) {
      if (!thread) return;
      pages += PAGES_PER_COMMIT + rows;
      if (pages >= CHECKPOINT_AFTER_PAGES && !inFlight) ask();
    },
    close(timeoutMs) {
      if (closing) return;
      closing = true;
      if (!thread) return;
      // Synchronous, as the sink's close is: the thread finishes the checkpoint it may be running, closes its
      // connection and says so through `closed`; then the last checkpoint runs here and empties the WAL.
      thread.postMessage('close');
      Atomics.wait(closed, 0, 0, Math.max(0, timeoutMs));
      void thread.terminate();
      thread = undefined;
      try {
        db.pragma('wal_checkpoint(TRUNCATE)');
        db.pragma(`wal_autocheckpoint = ${automatic}`);
      } catch {
        // The WAL still holds every write; the next connection to checkpoint it will.
      }
    },
    get threaded() {
      return thread !== undefined;
    },
    get checkpoints() {
      return checkpoints;
    },
  };
}
