import type { SqliteDatabase } from './sqlite-database.js';

/** Options of `createSqliteSink` (sqlite-sink.ts). */
export interface SqliteSinkOptions {
  /** Store file. @default './loopguard.db' */
  readonly path?: string;
  /** An already open database (its schema is migrated, its busy timeout set); the sink does not close it. */
  readonly db?: SqliteDatabase;
  /** Most events per transaction; a full batch starts a write while the store is healthy. @default 500 */
  readonly batchSize?: number;
  /**
   * How long one write, inside the agent's call or on a turn of the event loop, inserts rows before it
   * commits what it wrote and leaves the rest of its batch to a later turn of the loop (`takeTurn`): the
   * events of a turn of 1,000 parallel calls are written in slices of a few milliseconds, with other
   * requests served between them, instead of holding the loop batch after batch. `flush()`, `close()`, the
   * exit hook and a caller that buffers `maxBuffer / 2` events without letting the loop turn write whole
   * batches. `0` writes one statement (50 rows) per slice. @default 2
   */
  readonly maxWriteMs?: number;
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
  /**
   * Checkpoints the WAL from a worker thread, not inside the commits on the event loop (wal-checkpointer.ts);
   * SQLite's automatic checkpoint again, reported once, when the thread cannot run. @default true, false with `db`
   */
  readonly checkpointThread?: boolean;
  /**
   * How a backlog's next slice waits for a turn of the loop (returns what cancels it): a process with other
   * sliced work gives the turns they share (`takeTurn`), so two slices do not hold one turn. @default `setImmediate`
   */
  readonly takeTurn?: (run: () => void) => () => void;
}
