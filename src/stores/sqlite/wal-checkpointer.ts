import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadDriver } from './load-driver.js';
import type { SqliteDatabase } from './sqlite-database.js';

/**
 * Rows written between two checkpoints: a log of a few hundred pages, under SQLite's own 1,000, so the log's
 * file, written again from its start after each checkpoint, seldom grows. Every few thousand rows let it grow
 * between checkpoints, and a full disk then refused the next write at once, where SQLite's own cadence still
 * had room in the file for a while (`test/store-faults.test.ts`).
 */
const ROWS_PER_CHECKPOINT = 1_000;

/** Longest wait in `close()` for the worker to close its connection. */
const CLOSE_WAIT_MS = 2_000;

/** The pages of log after which the writer checkpoints itself again, should the worker stop. SQLite's default. */
const AUTOCHECKPOINT_PAGES = 1_000;

// CommonJS, evaluated as it is in the worker: a module file would need a loader under TypeScript sources.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const closed = () => {
  Atomics.store(workerData.closed, 0, 1);
  Atomics.notify(workerData.closed, 0);
};
// node:sqlite's one-time ExperimentalWarning would land on a CLI's stderr; the writer's loader hides it too.
process.emitWarning = () => {};
let db;
try {
  db = workerData.driver === 'node:sqlite'
    ? new (require('node:sqlite').DatabaseSync)(workerData.path)
    : new (require(workerData.module))(workerData.path, { fileMustExist: true });
} catch (error) {
  closed();
  throw error;
}
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
parentPort.on('message', (message) => {
  if (message !== 'close') return checkpoint.get();
  db.close();
  closed();
  parentPort.close();
});
parentPort.postMessage('ready');
`;

/** Copies a sink's write-ahead log into its database file from a worker thread. */
export interface WalCheckpointer {
  /** Counts rows committed; every few thousand, asks the worker for a checkpoint. */
  written(rows: number): void;
  /** Stops the worker and waits for its connection to close; the writer checkpoints itself again. */
  close(): void;
}

/**
 * Moves the write-ahead log's checkpoints off the writer's thread. SQLite checkpoints in the commit that
 * grows the log past 1,000 pages: it copies them into the database file and syncs it, which holds the event
 * loop of the process that writes far longer than a slice of rows. Here the writer's own automatic checkpoint
 * is off and a worker thread with its own connection runs a PASSIVE checkpoint (it never blocks the writer)
 * every {@link ROWS_PER_CHECKPOINT} rows. Should the worker fail to start or stop, the writer checkpoints
 * itself again. Undefined for a path a second connection cannot open by name (`:memory:`, a `file:` URI).
 */
export function startWalCheckpointer(db: SqliteDatabase, path: string): WalCheckpointer | undefined {
  if (path === '' || path === ':memory:' || path.startsWith('file:')) return undefined;
  const driver = loadDriver();
  // Set to 1 by the worker once its connection is closed (or failed to open).
  const closed = new Int32Array(new SharedArrayBuffer(4));
  let worker: Worker;
  try {
    worker = new Worker(workerSource, {
      eval: true,
      workerData: {
        driver,
        closed,
        // Resolved now: the worker opens it on its own thread, after a chdir the process might make.
        path: resolve(path),
        module: driver === 'better-sqlite3' ? createRequire(import.meta.url).resolve('better-sqlite3') : '',
      },
    });
  } catch {
    return undefined;
  }
  worker.unref();
  let running = true;
  let sinceCheckpoint = 0;
  const selfCheckpoint = () => {
    if (!running) return;
    running = false;
    try {
      if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    } catch {
      // A closed or failing connection checkpoints when it is next opened.
    }
  };
  // Until the worker's connection is open the writer keeps checkpointing itself.
  worker.once('message', () => {
    if (running) db.pragma('wal_autocheckpoint = 0');
  });
  worker.on('error', selfCheckpoint);
  worker.on('exit', selfCheckpoint);
  return {
    written(rows) {
      sinceCheckpoint += rows;
      if (!running || sinceCheckpoint < ROWS_PER_CHECKPOINT) return;
      sinceCheckpoint = 0;
      worker.postMessage('checkpoint');
    },
    close() {
      if (!running) return;
      selfCheckpoint();
      worker.postMessage('close');
      // Waits for the worker's connection to close, so the writer's is the last: closing it then checkpoints
      // the whole log into the file and removes it, as a sink without a worker does, before close() returns.
      Atomics.wait(closed, 0, 0, CLOSE_WAIT_MS);
    },
  };
}
