import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GuardEvent } from '../../events/types.js';
import { createEventRows, type EventRow } from '../sqlite/event-row.js';
import { RowQueue } from '../sqlite/row-queue.js';
import { safeReporter, WriteEpisode } from '../sqlite/write-episode.js';
import { insertBatch } from './insert-batch.js';
import { openPool } from './open-pool.js';
import type { PostgresSink, PostgresSinkOptions } from './postgres-sink-options.js';
import { redactUrl } from './postgres-url.js';
import { migratePostgres } from './schema.js';
import { keepError, keptError, spillError, writeError } from './sink-errors.js';
import { SpillFile } from './spill-file.js';

export type { PostgresSink, PostgresSinkOptions } from './postgres-sink-options.js';

/** A batch taken for writing: retried as is, under the same id, until the database takes it. */
interface Batch {
  readonly id: string;
  readonly rows: EventRow[];
  /** Where its rows still are until it is written: the spill file (consumed on success) or memory only. */
  readonly spill?: { readonly bytes: number; readonly lines: number };
}

/**
 * Writes events to PostgreSQL in batched inserts (one statement per batch) from a bounded buffer. The agent's
 * call only buffers: the insert runs on the event loop while the agent goes on. When the database is down or
 * slow, events wait in memory up to `maxBuffer`, then the oldest go to a local JSON-lines spill file; both
 * are written, oldest first, once the database is back, retried from a timer with back-off (at most
 * `maxRetryIntervalMs` apart). At the defaults a 60-second outage at 50,000 events/s spills 3 million events
 * (about 1 GiB, `maxSpillBytes`) and loses none. Each batch carries an id stored with it, so a batch whose
 * commit succeeded but whose answer was lost is not written twice.
 *
 * @example
 * ```ts
 * const sink = createPostgresSink({ url: 'postgres://loopguard@db.internal/loopguard' });
 * const guard = createGuard({ onEvent: sink.listener });
 * // ... at shutdown:
 * await sink.close();
 * ```
 */
export function createPostgresSink(options: PostgresSinkOptions): PostgresSink {
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 500));
  const flushIntervalMs = Math.max(1, options.flushIntervalMs ?? 200);
  const maxRetryIntervalMs = Math.max(flushIntervalMs, options.maxRetryIntervalMs ?? 5_000);
  const writeTimeoutMs = Math.max(1, options.writeTimeoutMs ?? 30_000);
  const closeTimeoutMs = Math.max(0, options.closeTimeoutMs ?? 2_000);
  const maxBuffer = Math.max(batchSize, Math.floor(options.maxBuffer ?? 100_000));
  const report = safeReporter(
    options.onError ??
      ((error: unknown) =>
        console.warn(`[loopguard] store: ${error instanceof Error ? error.message : String(error)}`)),
  );
  const where = redactUrl(options.url);
  const pool =
    options.pool ??
    openPool(options.url, {
      // One insert at a time; a second connection lets a new one open while a dead one is being dropped.
      max: 2,
      statementTimeoutMs: writeTimeoutMs,
    });
  const spillPath = options.spillPath ?? join(tmpdir(), `loopguard-spill-${process.pid}.jsonl`);
  const spill = new SpillFile(spillPath, Math.max(0, options.maxSpillBytes ?? 2 ** 30));
  const queue = new RowQueue<EventRow>(maxBuffer + 1);
  const rowOf = createEventRows();
  let migrated = false;
  let written = 0;
  let dropped = 0;
  let closed = false;
  let closing = false;
  let flushRequested = spill.rows > 0;
  let pending: Batch | undefined;
  let episode: WriteEpisode | undefined;
  let lastError: unknown;
  let pumping: Promise<boolean> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let spillFailed = false;

  /** Moves the oldest rows in memory to the spill file; what cannot go there is dropped and counted. */
  const spillOldest = (count: number) => {
    const rows = queue.peek(count);
    let lost: number;
    try {
      lost = spill.append(rows);
    } catch (error) {
      lost = rows.length;
      if (!spillFailed) report(spillError(spillPath, error));
      spillFailed = true;
    }
    queue.remove(rows.length);
    dropped += lost;
  };

  /** The next batch, oldest first: a failed one again, the spill file, then memory (a partial one only when due). */
  const nextBatch = (): Batch | undefined => {
    if (pending) return pending;
    if (spill.rows > 0) {
      const read = spill.read(batchSize);
      if (read.lines === 0) {
        spill.delete();
      } else if (read.rows.length === 0) {
        spill.consume(read);
        dropped += read.lines;
        return nextBatch();
      } else {
        dropped += read.lines - read.rows.length;
        pending = { id: crypto.randomUUID(), rows: read.rows, spill: read };
        return pending;
      }
    }
    if (queue.length === 0 || (queue.length < batchSize && !flushRequested)) return undefined;
    const rows = queue.peek(batchSize);
    queue.remove(rows.length);
    pending = { id: crypto.randomUUID(), rows };
    return pending;
  };

  /** One attempt at a batch; never throws. */
  const attempt = async (batch: Batch): Promise<boolean> => {
    try {
      if (!migrated) {
        await migratePostgres(pool, options.url);
        migrated = true;
      }
      await insertBatch(pool, batch.id, batch.rows);
    } catch (error) {
      lastError = error;
      if (episode) episode.failedAgain(error);
      else {
        episode = new WriteEpisode(where, error, dropped);
        report(writeError(where, error, maxBuffer, spillPath));
      }
      return false;
    }
    // Rows a retried batch found already written count as written: they are in the database once.
    written += batch.rows.length;
    if (batch.spill) spill.consume(batch.spill);
    pending = undefined;
    if (episode) {
      report(episode.recovered(dropped, queue.length + spill.rows));
      episode = undefined;
    }
    return true;
  };

  /** Writes batches while there are any due; one runs at a time. Resolves false when the database failed. */
  const pump = (): Promise<boolean> => {
    pumping ??= (async () => {
      // Never on the agent's call stack: the first batch starts from a microtask, as the later ones do.
      await undefined;
      try {
        for (let batch = nextBatch(); batch; batch = nextBatch()) {
          if (!(await attempt(batch))) return false;
        }
        if (queue.length === 0) flushRequested = false;
        return true;
      } finally {
        pumping = undefined;
        if (!closing) plan();
      }
    })();
    return pumping;
  };

  const setTimer = (delay: number, onTimer: () => void) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      onTimer();
    }, delay);
    timer.unref?.();
  };
  /** After a pump: retry with back-off, go on with a backlog, or wait for the partial batch. */
  const plan = () => {
    if (closing || pumping) return;
    if (episode) {
      setTimer(episode.nextDelay(flushIntervalMs, maxRetryIntervalMs), () => void pump());
      return;
    }
    if (pending || spill.rows > 0 || queue.length >= batchSize) {
      void pump();
      return;
    }
    if (queue.length > 0 && !timer) {
      setTimer(flushIntervalMs, () => {
        flushRequested = true;
        void pump();
      });
    }
  };

  /** At exit (no more event loop): what is in memory goes to the spill file, in order, for the next process. */
  const keepForLater = () => {
    const before = pending && !pending.spill ? pending.rows : [];
    const after = queue.peek(queue.length);
    if (before.length + after.length === 0) return;
    try {
      spill.rewrite(before, after);
      queue.clear();
      pending = undefined;
    } catch (error) {
      dropped += queue.clear() + before.length;
      pending = undefined;
      report(keepError(before.length + after.length, spillPath, error));
    }
  };
  const leftReport = () => {
    if (spill.rows === 0) return;
    report(keptError(spill.rows, where, spillPath, lastError));
  };
  const onExit = () => {
    closed = true;
    if (timer) clearTimeout(timer);
    keepForLater();
    leftReport();
  };
  process.on('exit', onExit);
  if (spill.rows > 0) queueMicrotask(plan);

  return {
    listener(event: GuardEvent) {
      if (closed || closing) {
        dropped++;
        return;
      }
      if (queue.length >= maxBuffer) spillOldest(batchSize);
      queue.push(rowOf(event));
      if (pumping || episode) return;
      if (queue.length >= batchSize) void pump();
      else plan();
    },
    async flush() {
      if (closed) return false;
      flushRequested = true;
      for (;;) {
        if (pumping) await pumping;
        if (timer) clearTimeout(timer);
        timer = undefined;
        const ok = await pump();
        if (!ok) return false;
        if (!pending && spill.rows === 0 && queue.length === 0) return true;
      }
    },
    async close() {
      if (closed || closing) return;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      flushRequested = true;
      const deadline = Date.now() + closeTimeoutMs;
      try {
        // Attempts until the deadline; one that has started runs to its end (bounded by writeTimeoutMs), so a
        // batch is never both committed and kept in the spill file.
        for (;;) {
          if (pumping) await pumping;
          if (!pending && spill.rows === 0 && queue.length === 0) break;
          if (Date.now() >= deadline) break;
          if (!(await pump())) {
            const wait = Math.min(deadline - Date.now(), episode?.nextDelay(flushIntervalMs, 500) ?? 100);
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          }
        }
        closed = true;
        keepForLater();
        leftReport();
      } finally {
        closed = true;
        process.off('exit', onExit);
        if (!options.pool) await pool.end().catch(report);
      }
    },
    get written() {
      return written;
    },
    get buffered() {
      return queue.length + (pending && !pending.spill ? pending.rows.length : 0);
    },
    get spilled() {
      return spill.rows;
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
    spillPath,
  };
}
