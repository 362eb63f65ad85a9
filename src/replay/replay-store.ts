import type { GuardEvent } from '../events/types.js';
import { openStoreForWrite } from '../stores/sqlite/open-store.js';
import { createSqliteSink, type SqliteSink } from '../stores/sqlite/sqlite-sink.js';

/**
 * The `--db` store of a replay. A run whose task and run id the store already holds (from an earlier replay,
 * from the live agent, or earlier in the same input) is judged but not written again: written twice, its
 * events would merge into one run with doubled rounds, tokens and cost in every report and in `calibrate`.
 * Failures are collected instead of printed: the guard reports a failing listener once per event, and one
 * clear line at the end says more than thousands of stack traces.
 */
export class ReplayStore {
  readonly sink: SqliteSink;
  /** Runs judged but not written, because the store already held them. */
  skipped = 0;
  readonly #db: ReturnType<typeof openStoreForWrite>;
  readonly #stored: { get(taskId: string, runId: string): unknown };
  /** Runs written by this replay: the sink's buffered rows are not visible to the look-up yet. */
  readonly #written = new Set<string>();
  #writing = false;
  #first: unknown;

  constructor(readonly path: string) {
    this.#db = openStoreForWrite(path);
    this.sink = createSqliteSink({
      db: this.#db,
      batchSize: 2_000,
      onError: (error) => this.remember(error),
    });
    this.#stored = this.#db.prepare('SELECT 1 FROM events WHERE task_id = ? AND run_id = ? LIMIT 1');
  }

  /** Goes into the guard's `onEvent`: passes events on while the current run is being written. */
  readonly listener = (event: GuardEvent): void => {
    if (this.#writing) this.sink.listener(event);
  };

  /** Keeps the first failure, for the one line at the end. */
  remember(error: unknown): void {
    this.#first ??= error;
  }

  /** Called before each run is replayed; false (and counted) when the store already holds it. */
  begin(taskId: string, runId: string): boolean {
    const key = `${taskId}\u0000${runId}`;
    let held = this.#written.has(key);
    if (!held) {
      try {
        held = this.#stored.get(taskId, runId) !== undefined;
      } catch (error) {
        this.remember(error);
      }
    }
    this.#writing = !held;
    if (held) this.skipped++;
    else this.#written.add(key);
    return !held;
  }

  /** Flushes and closes the store; returns the first failure, if any. */
  close(): unknown {
    try {
      this.sink.close();
      this.#db.close();
    } catch (error) {
      this.remember(error);
    }
    return this.#first;
  }
}
