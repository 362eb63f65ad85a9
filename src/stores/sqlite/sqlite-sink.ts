import type Database from 'better-sqlite3';
import { scrubEvent } from '../../events/scrub-secrets.js';
import type { GuardEvent, GuardEventListener } from '../../events/types.js';
import { type EventRow, eventColumns, toEventRow } from './event-row.js';
import { openStoreForWrite } from './open-store.js';
import { migrate } from './schema.js';
import { StoreError } from './store-error.js';

/** Options of {@link createSqliteSink}. */
export interface SqliteSinkOptions {
  /** Store file. @default './loopguard.db' */
  readonly path?: string;
  /** An already open database (its schema is migrated); the sink does not close it. */
  readonly db?: Database.Database;
  /** Events per transaction; a full batch is written at once. @default 500 */
  readonly batchSize?: number;
  /** A partial batch is written after this long. @default 200 */
  readonly flushIntervalMs?: number;
  /** Events kept while the store fails; the oldest beyond it are dropped and counted. @default 100000 */
  readonly maxBuffer?: number;
  /** Receives write errors of timed flushes. @default console.warn */
  readonly onError?: (error: unknown) => void;
  /** How long a write waits for a lock held by another connection. @default 5000 */
  readonly busyTimeoutMs?: number;
}

/** A batched SQLite writer of guard events. */
export interface SqliteSink {
  /** Goes into the guard's `onEvent`. A write failure it triggers is thrown, so it reaches the guard's `onError`. */
  readonly listener: GuardEventListener;
  /** Writes what is buffered now. */
  flush(): void;
  /** Flushes and closes (the database too, when the sink opened it). */
  close(): void;
  readonly written: number;
  readonly buffered: number;
  readonly dropped: number;
}

/**
 * Writes events to an embedded SQLite store in batched transactions (WAL mode). Writing never blocks the
 * agent for longer than one batch insert and never crashes it: a failing store keeps a bounded buffer and
 * retries on the next flush. A clean exit flushes; a SIGKILL loses at most the unflushed batch
 * (`batchSize - 1` events, or `flushIntervalMs` worth of events when they trickle in slowly).
 * @example const sink = createSqliteSink({ path: 'loopguard.db' }); createGuard({ onEvent: sink.listener });
 */
export function createSqliteSink(options: SqliteSinkOptions = {}): SqliteSink {
  const batchSize = options.batchSize ?? 500;
  const flushIntervalMs = options.flushIntervalMs ?? 200;
  const maxBuffer = options.maxBuffer ?? 100_000;
  const onError = options.onError ?? ((error: unknown) => console.warn('[loopguard] store:', error));
  const db = options.db ?? openStoreForWrite(options.path);
  if (options.db) migrate(options.db);
  if (options.busyTimeoutMs !== undefined)
    db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs))}`);
  // Many rows per statement: per-statement overhead, not SQLite, is the cost of small inserts.
  const rowsPerStatement = 200;
  const placeholders = `(${eventColumns.map(() => '?').join(', ')})`;
  const statement = (rows: number) =>
    db.prepare(
      `INSERT INTO events (${eventColumns.join(', ')}) VALUES ${Array(rows).fill(placeholders).join(', ')}`,
    );
  const insertMany = statement(rowsPerStatement);
  const insertOne = statement(1);
  const insertAll = db.transaction((rows: EventRow[]) => {
    let index = 0;
    for (; index + rowsPerStatement <= rows.length; index += rowsPerStatement) {
      insertMany.run(rows.slice(index, index + rowsPerStatement).flat());
    }
    for (; index < rows.length; index++) insertOne.run(rows[index]);
  });
  let sinceOptimize = 0;
  const lastResponse = new Map<string, { round: number; tokens: number }>();
  let buffer: EventRow[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written = 0;
  let dropped = 0;
  let closed = false;

  const flush = (): void => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (buffer.length === 0 || closed) return;
    const rows = buffer;
    try {
      insertAll(rows);
      written += rows.length;
      buffer = [];
      sinceOptimize += rows.length;
      if (sinceOptimize >= 500_000) {
        sinceOptimize = 0;
        db.pragma('optimize');
      }
    } catch (error) {
      if (buffer.length > maxBuffer) {
        const excess = buffer.length - maxBuffer;
        buffer.splice(0, excess);
        dropped += excess;
      }
      throw new StoreError(
        'LOOPGUARD_STORE_WRITE',
        `could not write ${rows.length} events: ${(error as Error).message}`,
        error,
      );
    }
  };
  const flushOnTimer = () => {
    timer = undefined;
    try {
      flush();
    } catch (error) {
      onError(error);
      schedule();
    }
  };
  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(flushOnTimer, flushIntervalMs);
    timer.unref?.();
  };
  const flushOnExit = () => {
    try {
      flush();
    } catch (error) {
      onError(error);
    }
  };
  process.on('exit', flushOnExit);

  return {
    listener(event: GuardEvent) {
      if (closed) return;
      let roundTokens: number | null = null;
      if (event.event === 'llm_response' && event.token_usage) {
        lastResponse.set(event.run_id, { round: event.round, tokens: event.token_usage.total });
      } else if (event.event === 'tool_call') {
        const response = lastResponse.get(event.run_id);
        if (response?.round === event.round) roundTokens = response.tokens;
      } else if (event.event === 'run_end') {
        lastResponse.delete(event.run_id);
      }
      buffer.push(toEventRow(scrubEvent(event), roundTokens));
      if (buffer.length >= batchSize) flush();
      else schedule();
    },
    flush,
    close() {
      if (closed) return;
      try {
        flush();
        // Keeps the query planner's statistics fresh for the reports (SQLite's advice before closing).
        db.pragma('optimize');
      } finally {
        closed = true;
        process.off('exit', flushOnExit);
        if (!options.db) db.close();
      }
    },
    get written() {
      return written;
    },
    get buffered() {
      return buffer.length;
    },
    get dropped() {
      return dropped;
    },
  };
}
