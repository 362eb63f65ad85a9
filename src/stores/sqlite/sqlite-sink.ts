import type { GuardEvent, GuardEventListener } from '../../events/types.js';
import { immediateTurn } from '../../utils/loop-turns.js';
import { createEventRows, type EventRow } from './event-row.js';
import { openStoreForWrite } from './open-store.js';
import { RowQueue } from './row-queue.js';
import { migrate } from './schema.js';
import type { SqliteSinkOptions } from './sqlite-sink-options.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import { safeReporter, undeliveredError, WriteEpisode } from './write-episode.js';
import { createRowWriter } from './write-rows.js';

export type { SqliteSinkOptions } from './sqlite-sink-options.js';

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
 * Writes events to an embedded SQLite store in batched transactions (WAL mode). The agent's call costs only a
 * buffer push: a full batch is written on the event loop's next turns, one slice of `maxWriteMs` per turn
 * (once a backlog outgrows ten batches or 5,000 events, whichever is more, each synchronous run of the agent's
 * code writes a slice too): a locked or full store keeps a
 * bounded buffer (oldest dropped and counted) and is retried from a timer, one batch per attempt,
 * with exponential back-off, and reported once when it starts failing and once when it recovers. A clean
 * exit flushes; a SIGKILL loses at most `batchSize` events and the rest of the turn that filled the batch in a
 * steady flow (the slice being committed and those still buffered), or `flushIntervalMs` worth of events when they trickle in slowly; after a burst
 * of more than a batch in one synchronous run (a turn of parallel calls), the part of the burst not yet
 * drained, which the next few turns of the loop write.
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
  const writeRows = createRowWriter(db);
  let currentBusyTimeout = -1;
  const setBusyTimeout = (ms: number) => {
    if (ms === currentBusyTimeout) return;
    db.pragma(`busy_timeout = ${ms}`);
    currentBusyTimeout = ms;
  };
  setBusyTimeout(busyTimeoutMs);
  const checkpointer =
    (options.checkpointThread ?? !options.db)
      ? startWalCheckpointer(db, { report, writesFailing: () => episode !== undefined, resume: () => plan() })
      : undefined;

  const queue = new RowQueue<EventRow>(Math.max(batchSize, Math.floor(options.maxBuffer ?? 100_000)));
  const maxWriteMs = Math.max(0, options.maxWriteMs ?? 2);
  // A caller that buffers this much without letting the loop turn pays for whole batches itself, before
  // the buffer reaches maxBuffer and drops events.
  const backlogLimit = Math.max(batchSize, Math.floor(queue.capacity / 2));
  // Where the agent's calls start writing a slice too: past any one turn's burst (a gateway turn of 1,024
  // parallel calls and their results is about 2,000 events), so that a burst drains on the next turns alone.
  const catchUpAt = Math.min(backlogLimit, Math.max(10 * batchSize, 5_000));
  const rowOf = createEventRows();
  let sinceOptimize = 0;
  let written = 0;
  let dropped = 0;
  let closed = false;
  let episode: WriteEpisode | undefined;
  let lastError: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const takeTurn = options.takeTurn ?? immediateTurn;
  let cancelDrain: (() => void) | undefined;
  let timerKind: 'flush' | 'drain' | 'retry' | undefined;
  // True when the last write stopped at maxWriteMs with rows of its batch still queued.
  let cut = false;
  // True from the listener's write until the caller's synchronous code has run (a microtask later).
  let wroteThisRun = false;
  const endRun = () => {
    wroteThisRun = false;
  };

  /** One attempt at the oldest `count` rows, inserting for at most `budgetMs`; never throws. */
  const attempt = (count: number, budgetMs: number, waitMs = episode ? 0 : busyTimeoutMs): boolean => {
    const rows = queue.peek(count);
    let wrote: number;
    try {
      // A failing store's retries never wait for a lock: the wait would block the agent's event loop.
      setBusyTimeout(waitMs);
      wrote = writeRows(rows, budgetMs);
    } catch (error) {
      lastError = error;
      if (episode) episode.failedAgain(error);
      else {
        episode = new WriteEpisode(where, error, dropped);
        report(episode.started(queue.capacity));
      }
      return false;
    }
    cut = wrote < rows.length;
    checkpointer?.committed(wrote);
    queue.remove(wrote);
    written += wrote;
    sinceOptimize += wrote;
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

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    cancelDrain?.();
    timer = undefined;
    cancelDrain = undefined;
    timerKind = undefined;
  };
  const setTimer = (kind: 'flush' | 'drain' | 'retry', delay = 0) => {
    clearTimer();
    timerKind = kind;
    // A backlog drains on the loop's next turns, after the sockets and timers that were waiting. The drain is
    // not unref'd: an unref'd immediate does not keep the loop from sleeping in its poll until the next timer.
    if (kind === 'drain') cancelDrain = takeTurn(onTimer);
    else {
      timer = setTimeout(onTimer, delay);
      timer.unref?.();
    }
  };
  /** After an attempt: retry with back-off, drain a backlog one slice per turn, or wait for the partial batch. */
  const plan = () => {
    if (closed || queue.length === 0) return clearTimer();
    if (episode) return setTimer('retry', episode.nextDelay(flushIntervalMs, maxRetryIntervalMs));
    if (checkpointer?.holding) return clearTimer();
    if (queue.length >= batchSize || cut) return timerKind === 'drain' ? undefined : setTimer('drain');
    if (!timerKind) setTimer('flush', flushIntervalMs);
  };
  function onTimer(): void {
    timer = undefined;
    cancelDrain = undefined;
    timerKind = undefined;
    if (closed || queue.length === 0 || checkpointer?.holding) return;
    attempt(Math.min(batchSize, queue.length), maxWriteMs);
    plan();
  }

  /** The last attempt at close or exit: what it cannot write is counted as dropped. */
  const finalFlush = () => {
    clearTimer();
    if (queue.length === 0) return;
    // The last chance waits longest, even in a failure episode: a lock may be about to go, and no agent
    // call waits behind it any more.
    if (attempt(queue.length, Number.POSITIVE_INFINITY, closeTimeoutMs)) return;
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
      // While failing the agent's call only buffers.
      if (episode) return;
      if (queue.length >= backlogLimit) {
        attempt(batchSize, Number.POSITIVE_INFINITY);
        return plan();
      }
      // Below catchUpAt the agent's call only buffers, and the drain writes on the loop's next turns, each
      // slice a task of its own: a write inside the call that filled a batch added to that call's hold (a
      // turn of 1,000 parallel calls held the loop for its settlement and a write, with SQLite's automatic
      // checkpoint at times, together). Once the backlog outgrows catchUpAt (a busy gateway's turns are
      // long), each synchronous run of the caller writes a slice too, so the drain keeps up.
      if (queue.length >= catchUpAt && !wroteThisRun && !checkpointer?.holding) {
        wroteThisRun = true;
        queueMicrotask(endRun);
        attempt(batchSize, maxWriteMs);
      }
      plan();
    },
    flush() {
      clearTimer();
      const ok = queue.length === 0 || attempt(queue.length, Number.POSITIVE_INFINITY);
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
      checkpointer?.close(closeTimeoutMs);
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
