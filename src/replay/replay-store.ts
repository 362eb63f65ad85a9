import type { GuardEvent } from '../events/types.js';
import { createSqliteSink, openStoreForWrite } from '../stores/sqlite/index.js';

/**
 * The `--db` store of a replay, a SQLite file or PostgreSQL. A run whose task and run id the store already
 * holds (from an earlier replay, from the live agent, or earlier in the same input) is judged but not
 * written again: written twice, its events would merge into one run with doubled rounds, tokens and cost in
 * every report and in `calibrate`. Failures are collected instead of printed: the guard reports a failing
 * listener once per event, and one clear line at the end says more than thousands of stack traces.
 */
export interface ReplayStore {
  /** Goes into the guard's `onEvent`: passes events on while the current run is being written. */
  readonly listener: (event: GuardEvent) => void;
  /** Runs judged but not written, because the store already held them. */
  readonly skipped: number;
  /** Events committed to the store. */
  readonly written: number;
  /** Events not written: dropped, or left in memory or in a spill file at close. */
  readonly lost: number;
  /** Keeps the first failure, for the one line at the end. */
  remember(error: unknown): void;
  /** Called before each run is replayed; false (and counted) when the store already holds it. */
  begin(taskId: string, runId: string): Promise<boolean>;
  /** Writes what is left and closes the store; resolves to the first failure, if any. */
  close(): Promise<unknown>;
}

/** What a store brings to a replay: its sink and a look-up of the runs it holds. */
export interface ReplayBackend {
  readonly listener: (event: GuardEvent) => void;
  readonly written: number;
  readonly lost: number;
  holds(taskId: string, runId: string): boolean | Promise<boolean>;
  close(): void | Promise<void>;
}

/** The runs a replay writes, each once, over either store's backend. */
class ReplayRuns implements ReplayStore {
  skipped = 0;
  readonly #backend: ReplayBackend;
  /** Runs written by this replay: the sink's buffered rows are not visible to the look-up yet. */
  readonly #written = new Set<string>();
  #writing = false;
  #first: unknown;

  constructor(open: (remember: (error: unknown) => void) => ReplayBackend) {
    this.#backend = open((error) => this.remember(error));
  }

  readonly listener = (event: GuardEvent): void => {
    if (this.#writing) this.#backend.listener(event);
  };

  get written(): number {
    return this.#backend.written;
  }

  get lost(): number {
    return this.#backend.lost;
  }

  remember(error: unknown): void {
    this.#first ??= error;
  }

  async begin(taskId: string, runId: string): Promise<boolean> {
    const key = `${taskId}\u0000${runId}`;
    let held = this.#written.has(key);
    if (!held) {
      try {
        held = await this.#backend.holds(taskId, runId);
      } catch (error) {
        this.remember(error);
      }
    }
    this.#writing = !held;
    if (held) this.skipped++;
    else this.#written.add(key);
    return !held;
  }

  async close(): Promise<unknown> {
    try {
      await this.#backend.close();
    } catch (error) {
      this.remember(error);
    }
    return this.#first;
  }
}

/** A replay backend on a SQLite file. */
function sqliteReplayBackend(path: string, remember: (error: unknown) => void): ReplayBackend {
  const db = openStoreForWrite(path);
  const sink = createSqliteSink({ db, batchSize: 2_000, onError: remember });
  const stored = db.prepare('SELECT 1 FROM events WHERE task_id = ? AND run_id = ? LIMIT 1');
  return {
    listener: sink.listener,
    get written() {
      return sink.written;
    },
    get lost() {
      return sink.dropped + sink.buffered;
    },
    holds: (taskId, runId) => stored.get(taskId, runId) !== undefined,
    close: () => {
      sink.close();
      db.close();
    },
  };
}

/**
 * Opens the replay store a `--db` names: a `postgres://` connection string is PostgreSQL (its driver loaded
 * only then), anything else a SQLite file. An unreachable, unwritable or outdated store is a StoreError.
 */
export async function openReplayStore(db: string): Promise<ReplayStore> {
  // The PostgreSQL store's entry is loaded only for a `--db`: a replay without one never loads it.
  const { isPostgresUrl } = await import('../stores/postgres/index.js');
  if (!isPostgresUrl(db)) return new ReplayRuns((remember) => sqliteReplayBackend(db, remember));
  const { openPostgresReplayBackend } = await import('./postgres-replay-backend.js');
  const backend = await openPostgresReplayBackend(db);
  return new ReplayRuns((remember) => backend(remember));
}
