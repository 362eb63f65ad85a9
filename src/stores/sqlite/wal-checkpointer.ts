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
/**
 * SQLite starts the WAL file over only when a write begins with every frame copied. A thread's checkpoint
 * runs beside the writer's open transaction and copies what was committed when it began, so it ends while
 * the writer has appended more: under a steady flow no write began with every frame copied, and the file grew
 * without bound. Once the WAL holds this many frames, the writer holds its writes (they stay buffered; the
 * loop is not held) until one more pass has copied every frame, so that its next write starts the file over.
 */
const HOLD_AT_PAGES = 2 * CHECKPOINT_AFTER_PAGES;
/**
 * Pages committed, with a request out, since the event loop last turned: the thread's answer cannot be read
 * (a caller writing a whole store in one synchronous run), no hold can start, since holds start from an
 * answer, and no other work waits on the loop. The writer then checkpoints on its own connection, as SQLite
 * would have.
 */
const UNANSWERED_PAGES = 8 * CHECKPOINT_AFTER_PAGES;
/** Checkpoints in a row that found the store locked before that is reported. */
const BUSY_REPORTED_AFTER = 3;
/** Longest hold, should the thread not answer. */
const HOLD_LIMIT_MS = 250;
/** How long the checkpoint thread's connection waits for a lock; it waits on its own thread. */
const THREAD_BUSY_TIMEOUT_MS = 1_000;

/** Options of {@link startWalCheckpointer}. */
export interface WalCheckpointerOptions {
  /** Receives one report when the thread cannot start or stops, and one when its checkpoints start failing. */
  readonly report: (error: unknown) => void;
  /** True while the writer's own writes fail: that episode's report covers a failing checkpoint too. */
  readonly writesFailing?: () => boolean;
  /** Called when a hold ends (see {@link WalCheckpointer.holding}): the writer may write again. */
  readonly resume?: () => void;
}

/** Checkpoints a WAL store's file from a worker thread; see {@link startWalCheckpointer}. */
export interface WalCheckpointer {
  /** Tells it a transaction of `rows` rows was committed; past the threshold it asks the thread for a checkpoint. */
  committed(rows: number): void;
  /** Closes the thread's connection (waiting up to `timeoutMs`), ends the thread, and checkpoints on `db` (TRUNCATE). */
  close(timeoutMs: number): void;
  /** True while the writer should not start a write: the thread copies the WAL's last frames (briefly). */
  readonly holding: boolean;
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
 * lost, the commits only hold the loop as they did. A checkpoint that fails (`SQLITE_FULL`, an I/O error; a
 * lock, `SQLITE_BUSY`, once it lasts three checkpoints) is reported once until one succeeds again, and retried
 * after the next commits; the WAL keeps every write meanwhile. A store not in WAL mode, in memory, or opened by URI gets no thread.
 */
export function startWalCheckpointer(db: SqliteDatabase, options: WalCheckpointerOptions): WalCheckpointer {
  const where = db.name;
  let checkpoints = 0;
  let thread: CheckpointThread | undefined;
  const inert = { committed() {}, close() {}, holding: false, threaded: false, checkpoints: 0 };
  if (where === '' || where === ':memory:' || where.startsWith('file:')) return inert;
  if (String(db.pragma('journal_mode', { simple: true })).toLowerCase() !== 'wal') return inert;
  const automatic = Number(db.pragma('wal_autocheckpoint', { simple: true })) || 1_000;
  const closed = new Int32Array(new SharedArrayBuffer(4));
  let pages = 0;
  let inFlight = false;
  let failing = false;
  let failures = 0;
  let closing = false;
  let ready = false;
  let unanswered = 0;
  // While a request is out, `unanswered` counts the pages committed since the loop last turned: an answer
  // can only be read on a turn, so a run that never lets the loop turn would otherwise grow the WAL unchecked.
  let turned = true;
  const onTurn = () => {
    turned = true;
  };
  const watchTurns = () => {
    turned = false;
    unanswered = 0;
    setImmediate(onTurn).unref?.();
  };
  let hold: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    if (!hold) return;
    clearTimeout(hold);
    hold = undefined;
    options.resume?.();
  };

  const fallBack = (error: unknown, started: boolean) => {
    if (closing || (started && !thread)) return;
    if (thread) void thread.terminate();
    thread = undefined;
    release();
    try {
      db.pragma(`wal_autocheckpoint = ${automatic}`);
    } catch {
      // A connection that cannot take a pragma now fails its writes too, which the writer reports.
    }
    options.report(
      new StoreError(
        'LOOPGUARD_STORE_CHECKPOINT',
        `the checkpoint thread of ${where} ${started && ready ? 'stopped' : 'could not start'} (${reason(error)}); its WAL is checkpointed by SQLite inside the commits again, on the event loop; nothing is lost`,
        error,
      ),
    );
  };
  const ask = () => {
    if (!thread) return;
    pages = 0;
    inFlight = true;
    watchTurns();
    thread.postMessage('checkpoint');
  };
  const onMessage = (message: unknown) => {
    if (message === 'ready') ready = true;
    if (typeof message !== 'object' || message === null) return;
    const answer = message as { ok?: unknown; fatal?: unknown; message?: unknown; code?: unknown };
    if (answer.fatal) return fallBack(threadError(answer), true);
    inFlight = false;
    unanswered = 0;
    const { log = 0 } = answer as { log?: number };
    if (answer.ok) {
      checkpoints++;
      failing = false;
      failures = 0;
      // Answered while holding: the writes resume, whether that pass copied every frame or a reader kept some.
      if (hold) return release();
      if (log >= HOLD_AT_PAGES) {
        hold = setTimeout(release, HOLD_LIMIT_MS);
        hold.unref?.();
        return ask();
      }
    } else if (!failing) {
      const error = threadError(answer);
      // A lock or a reader in the way is usual and passes: reported only when it lasts, a full disk at once.
      failures++;
      const passing = /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code));
      failing = !passing || failures >= BUSY_REPORTED_AFTER;
      if (failing && !options.writesFailing?.()) {
        options.report(
          new StoreError(
            'LOOPGUARD_STORE_CHECKPOINT',
            `cannot checkpoint ${where} (${reason(error)}); its WAL keeps every write and grows until a checkpoint succeeds, retried after the next writes`,
            error,
          ),
        );
      }
    }
    release();
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
    // After the listeners: adding a 'message' listener refs the thread again, which kept the process alive.
    thread.unref();
    db.pragma('wal_autocheckpoint = 0');
  } catch (error) {
    fallBack(error, false);
    return inert;
  }

  return {
    committed(rows) {
      if (!thread) return;
      pages += PAGES_PER_COMMIT + rows;
      if (inFlight) {
        if (turned) watchTurns();
        unanswered += PAGES_PER_COMMIT + rows;
      }
      if (pages >= CHECKPOINT_AFTER_PAGES && !inFlight) ask();
      else if (unanswered >= UNANSWERED_PAGES) {
        unanswered = 0;
        try {
          db.pragma('wal_checkpoint(PASSIVE)');
        } catch {
          // The thread's checkpoints report failures; this one is retried after as many pages again.
        }
      }
    },
    close(timeoutMs) {
      if (closing) return;
      closing = true;
      if (hold) clearTimeout(hold);
      hold = undefined;
      if (!thread) return;
      // Synchronous, as the sink's close is: the thread finishes the checkpoint it may be running, closes its
      // connection and says so through `closed`; then the last checkpoint runs here and empties the WAL.
      thread.postMessage('close');
      // A thread still starting has checkpointed nothing: a sink closed at once does not wait for it to start.
      if (ready) Atomics.wait(closed, 0, 0, Math.max(0, timeoutMs));
      void thread.terminate();
      thread = undefined;
      try {
        db.pragma(`wal_autocheckpoint = ${automatic}`);
        // Without waiting: a lock or a reader held elsewhere leaves frames that the next checkpoint copies,
        // and a failing store (whose close already waited for the lock) is not tried again.
        if (options.writesFailing?.()) return;
        const waits = Number(db.pragma('busy_timeout', { simple: true }));
        db.pragma('busy_timeout = 0');
        try {
          db.pragma('wal_checkpoint(TRUNCATE)');
        } finally {
          db.pragma(`busy_timeout = ${waits}`);
        }
      } catch {
        // The WAL still holds every write; the next connection to checkpoint it will.
      }
    },
    get holding() {
      return hold !== undefined;
    },
    get threaded() {
      return thread !== undefined;
    },
    get checkpoints() {
      return checkpoints;
    },
  };
}
