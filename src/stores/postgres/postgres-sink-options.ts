import type { GuardEventListener } from '../../events/types.js';
import type * as Pg from './pg-client.js';

/** Options of {@link createPostgresSink}. */
export interface PostgresSinkOptions {
  /** Connection string, `postgres://user:password@host:5432/database`; the password never appears in reports. */
  readonly url: string;
  /** An already open pool on `url` (its schema is migrated on the first write); the sink does not end it. */
  readonly pool?: Pg.Pool;
  /** Events per insert; a full batch is sent at once while the database keeps up. @default 500 */
  readonly batchSize?: number;
  /** A partial batch is sent after this long; also the first wait before retrying a failing database. @default 200 */
  readonly flushIntervalMs?: number;
  /** Events kept in memory while the database is down or slow; older ones go to the spill file. @default 100000 */
  readonly maxBuffer?: number;
  /**
   * The JSON-lines file events go to beyond `maxBuffer`, read back and written once the database is back.
   * Give a fixed path to have a restarted process write what its predecessor left there.
   * @default `<tmpdir>/loopguard-spill-<pid>.jsonl`
   */
  readonly spillPath?: string;
  /** Largest spill file; events beyond it are dropped and counted. @default 1 GiB (about 3 million events) */
  readonly maxSpillBytes?: number;
  /** Longest wait between two retries of a failing database (the wait doubles from `flushIntervalMs`). @default 5000 */
  readonly maxRetryIntervalMs?: number;
  /** An insert that runs longer is cancelled by the server and retried (a slow database). @default 30000 */
  readonly writeTimeoutMs?: number;
  /** How long `close()` keeps trying to write what is left before leaving it in the spill file. @default 2000 */
  readonly closeTimeoutMs?: number;
  /**
   * Receives one report when writes start failing (`LOOPGUARD_STORE_WRITE`), one when they succeed again
   * (`LOOPGUARD_STORE_RECOVERED`), and one at close or exit for events left in the spill file or dropped.
   * @default one line on stderr per report
   */
  readonly onError?: (error: unknown) => void;
}

/** A batched PostgreSQL writer of guard events that keeps working through an outage. */
export interface PostgresSink {
  /** Goes into the guard's `onEvent`. It never throws and never waits for the database: it only buffers. */
  readonly listener: GuardEventListener;
  /** Writes everything held now (memory and spill file); false when the database failed (reported through `onError`). */
  flush(): Promise<boolean>;
  /**
   * Writes what it can within `closeTimeoutMs`, leaves the rest in the spill file (reported), and ends the
   * pool when the sink opened it. Never throws.
   */
  close(): Promise<void>;
  /** Events committed to the database. */
  readonly written: number;
  /** Events waiting in memory. */
  readonly buffered: number;
  /** Events waiting in the spill file. */
  readonly spilled: number;
  /** Events lost: beyond `maxSpillBytes`, unreadable in the spill file, or received after close. */
  readonly dropped: number;
  /** True from a failed write until the next successful one. */
  readonly failing: boolean;
  /** The driver's error of the last failed write, kept after a recovery; undefined if none failed. */
  readonly lastError: unknown;
  /** The spill file's path. */
  readonly spillPath: string;
}
