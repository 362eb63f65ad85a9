import type { GuardEvent, GuardEventListener } from '../../events/types.js';
import { createEventRows, type EventRow, eventColumns } from './event-row.js';
import { openStoreForWrite } from './open-store.js';
import { RowQueue } from './row-queue.js';
import { migrate, rollUpToolShares } from './schema.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { safeReporter, undeliveredError, WriteEpisode } from './write-episode.js';

/** Options of {@link createSqliteSink}. */
export interface SqliteSinkOptions {
  /** Store file. @default './loopguard.db' */
  readonly path?: string;
  /** An already open database (its schema is migrated, its busy timeout set); the sink does not close it. */
  readonly db?: SqliteDatabase;
  /** Events per transaction; a full batch is written at once while the store is healthy. @default 500 */
  readonly batchSize?: number;
  /** A partial batch is written after this long; also the first wait before retrying a failing store. @default 200 */
  readonly flushIntervalMs?: number;
  /** Events kept while the store fails; the oldest beyond it are dropped and counted. @default 100000 */
  readonly maxBuffer?: number;
  /**
   * Receives one report when writes start failing (`LOOPGUARD_STORE_WRITE`), one when they succeed again
   * (`LOOPGUARD_STORE_RECOVERED`), and one at close or exit for events that could not be written.
   * @default one line on stderr per report
   */
  readonly onError?: (error: unknown) => void;
  /**
   * How long a write from a healthy store waits for a lock held by another connection. The wait runs on the
   * agent's thread, so it is short: a longer lock starts a failure episode, whose retries never wait.
   * @default 50
   */
  readonly busyTimeoutMs?: number;
  /**
   * How long the last attempt at `close()` or exit waits for a lock another process holds: off the agent's
   * path, so it may wait longer than a write during the run. @default 2000
   */
  readonly closeTimeoutMs?: number;
  /** Longest wait between two retries of a failing store (the wait doubles from `flushIntervalMs`). @default 5000 */
  readonly maxRetryIntervalMs?: number;
}

/** A batched SQLite writer of guard events. */
export interface SqliteSink {
  /** Goes into the guard's `onEvent`. It never throws and never retries a failing store: it only buffers. */
  readonly listener: GuardEventListener;
  /** Tries once to write everything buffered now; false when the store failed (reported through `onError`). */
  flush(): boolean;
  /** Tries a last flush, counts what it could not write as dropped, and closes (the database too, when the sink opened it). Never throws. */
  close(): void;
  /** Events committed to the store. */
  readonly written: number;
  /** Events waiting to be written. */
  readonly buffered: number;
  /** Events lost: beyond `maxBuffer` while failing, undelivered at close or exit, or received after close. */
  readonly dropped: number;
  /** True from a failed write until the next successful one. */
  readonly failing: boolean;
  /** The driver's error of the last failed write (e.g. `SQLITE_FULL`), kept after a recovery; undefined if none failed. */
  readonly lastError: unknown;
}

/**
 * Writes events to an embedded SQLite store in batched transactions (WAL mode). The agent's call costs at
 * most one batch insert while the store is healthy and only a buffer push while it fails: a locked or full
 * store keeps a bounded buffer (oldest dropped and counted) and is retried from a timer, one batch per
 * attempt, with exponential back-off, and reported once when it starts failing and once when it recovers.
 * A clean exit flushes; a SIGKILL loses at most `batchSize` events (the batch being committed, or the
 * `batchSize - 1` still buffered), or `flushIntervalMs` worth of events when they trickle in slowly.
 * @example const sink = createSqliteSink({ path: 'loopguard.db' }); createGuard({ onEvent: sink.listener });
 */
export function createSqliteSink(options: SqliteSinkOptions = {}): SqliteSink {
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 500));
  const flushIntervalMs = Math.max(1, options.flushIntervalMs ?? 200);
  const maxRetryIntervalMs = Math.max(flushIntervalMs, options.maxRetryIntervalMs ?? 5_000);
  const busyTimeoutMs = Math.max(0, Math.floor(options.busyTimeoutMs ?? 50));
  const closeTimeoutMs = Math.max(busyTimeoutMs, Math.floor(options.closeTimeoutMs ?? 2_000));
  const report = safeReporter(
    options.onError ??
      ((error: unknown) =>
        console.warn(`[loopguard] store: ${error instanceof Error ? error.message : String(error)}`)),
  );
  const db = options.db ?? openStoreForWrite(options.path);
  if (options.db) migrate(options.db);
  const where = db.name;
  // Many rows per statement: per-statement overhead, not SQLite, is the cost of small inserts.
  const rowsPerStatement = 200;
  const placeholders = `(${eventColumns.map(() => '?').join(', ')})`;
  const statement = (rows: number) =>
    db.prepare(
      `INSERT INTO events (${eventColumns.join(', ')}) VALUES ${Array(rows).fill(placeholders).join(', ')}`,
    );
  const insertMany = statement(rowsPerStatement);
  const insertOne = statement(1);
  // IMMEDIATE takes the write lock at BEGIN, where the busy timeout applies, not halfway through the batch.
  const firstNewId = db.prepare('SELECT coalesce(max(id), 0) + 1 AS first FROM events');
  const rollUpShares = db.prepare(rollUpToolShares);
  const insertAll = db.transaction((rows: EventRow[]) => {
    const { first } = firstNewId.get() as { first: number };
    let index = 0;
    for (; index + rowsPerStatement <= rows.length; index += rowsPerStatement) {
      insertMany.run(rows.slice(index, index + rowsPerStatement).flat());
    }
    for (; index < rows.length; index++) insertOne.run(rows[index]);
    rollUpShares.run({ first });
  }).immediate;
  let currentBusyTimeout = -1;
  const setBusyTimeout = (ms: number) => {
    if (ms === currentBusyTimeout) return;
    db.pragma(`busy_timeout = ${ms}`);
    currentBusyTimeout = ms;
  };
  setBusyTimeout(busyTimeoutMs);

  const queue = new RowQueue<EventRow>(Math.max(batchSize, Math.floor(options.maxBuffer ?? 100_000)));
  const rowOf = createEventRows();
  let sinceOptimize = 0;
  let written = 0;
  let dropped = 0;
  let closed = false;
  let episode: WriteEpisode | undefined;
  let lastError: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerKind: 'flush' | 'drain' | 'retry' | undefined;

  /** One attempt at the oldest `count` rows; never throws. */
  const attempt = (count: number, waitMs = episode ? 0 : busyTimeoutMs): boolean => {
    const rows = queue.peek(count);
    try {
      // A failing store's retries never wait for a lock: the wait would block the agent's event loop.
      setBusyTimeout(waitMs);
      insertAll(rows);
    } catch (error) {
      lastError = error;
      if (episode) episode.failedAgain(error);
      else {
        episode = new WriteEpisode(where, error, dropped);
        report(episode.started(queue.capacity));
      }
      return false;
    }
    queue.remove(rows.length);
    written += rows.length;
    sinceOptimize += rows.length;
    if (episode) {
      report(episode.recovered(dropped, queue.length));
      episode = undefined;
    }
    if (sinceOptimize >= 500_000) {
      sinceOptimize = 0;
      try {
        db.pragma('optimize');
      } catch {
        // Statistics are an optimisation; the next round of 500,000 rows tries again.
      }
    }
    return true;
  };

  const setTimer = (kind: 'flush' | 'drain' | 'retry', delay: number) => {
    if (timer) clearTimeout(timer);
    timerKind = kind;
    timer = setTimeout(onTimer, delay);
    timer.unref?.();
  };
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    timerKind = undefined;
  };
  /** After an attempt: retry with back-off, drain a backlog one batch per tick, or wait for the partial batch. */
  const plan = () => {
    if (closed || queue.length === 0) return clearTimer();
    if (episode) return setTimer('retry', episode.nextDelay(flushIntervalMs, maxRetryIntervalMs));
    if (queue.length >= batchSize) return setTimer('drain', 0);
    if (!timer) setTimer('flush', flushIntervalMs);
  };
  function onTimer(): void {
    timer = undefined;
    timerKind = undefined;
    if (closed || queue.length === 0) return;
    attempt(Math.min(batchSize, queue.length));
    plan();
  }

  /** The last attempt at close or exit: what it cannot write is counted as dropped. */
  const finalFlush = () => {
    clearTimer();
    if (queue.length === 0) return;
    // The last chance waits longest, even in a failure episode: a lock may be about to go, and no agent
    // call waits behind it any more.
    if (attempt(queue.length, closeTimeoutMs)) return;
    const lost = queue.clear();
    dropped += lost;
    report(undeliveredError(where, lost, dropped, episode?.lastError));
  };
  const flushOnExit = () => finalFlush();
  process.on('exit', flushOnExit);

  return {
    listener(event: GuardEvent) {
      if (closed) {
        dropped++;
        return;
      }
      dropped += queue.push(rowOf(event));
      // While failing, or while a backlog drains from the timer, the agent's call only buffers.
      if (episode || timerKind === 'drain') return;
      if (queue.length >= batchSize) attempt(batchSize);
      plan();
    },
    flush() {
      clearTimer();
      const ok = queue.length === 0 || attempt(queue.length);
      plan();
      return ok;
    },
    close() {
      if (closed) return;
      finalFlush();
      closed = true;
      process.off('exit', flushOnExit);
      try {
        // Keeps the query planner's statistics fresh for the reports (SQLite's advice before closing).
        if (!episode) db.pragma('optimize');
      } catch {
        // A store that cannot be optimised now still holds every row written.
      }
      if (!options.db) {
        try {
          db.close();
        } catch (error) {
          report(error);
        }
      }
    },
    get written() {
      return written;
    },
    get buffered() {
      return queue.length;
    },
    get dropped() {
      return dropped;
    },
    get failing() {
      return episode !== undefined;
    },
    get lastError() {
      return lastError;
    },
  };
}
