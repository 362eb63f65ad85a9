import { LoopguardError } from '../errors.js';
/** One run's stored state: a JSON-serialisable snapshot with a version that every write increments. */
export interface RunRecord<Snapshot = unknown> {
  readonly runId: string;
  /** 1 after the first write; compare-and-set compares it. */
  readonly version: number;
  readonly snapshot: Snapshot;
  /** When it was last written, ms since the epoch. */
  readonly updatedAt: number;
}

/**
 * Where runs' state lives between requests, so that any process may serve any call of a run (a gateway
 * fleet, a durable-execution step in a fresh process). Writes are compare-and-set on the version, so two
 * writers of one run can never both win; {@link updateRun} retries the loser on the newer state.
 */
export interface RunStore<Snapshot = unknown> {
  /** The run's record, or `undefined` when the store has none. */
  get(runId: string): Promise<RunRecord<Snapshot> | undefined>;
  /**
   * Writes `snapshot` if the stored version is still `expectedVersion` (`0` for a run not yet stored).
   * Returns the new record, or `undefined` when another writer got there first.
   */
  compareAndSet(
    runId: string,
    expectedVersion: number,
    snapshot: Snapshot,
    updatedAt: number,
  ): Promise<RunRecord<Snapshot> | undefined>;
  /** Removes a run (after its end was recorded); true when it was there. */
  delete(runId: string): Promise<boolean>;
  /** Runs not written since `before` (ms since the epoch), oldest first, at most `limit`. */
  idleSince(before: number, limit: number): Promise<RunRecord<Snapshot>[]>;
  /** Releases connections; the store is unusable afterwards. */
  close(): Promise<void>;
}

const brand = Symbol.for('loopguard.RunStoreError');

/** A run store that failed (unreachable, too many conflicts): the caller decides to fail open or closed. */
export class RunStoreError extends LoopguardError {
  override readonly name = 'RunStoreError';
  declare readonly code: 'LOOPGUARD_RUN_STORE_CONFLICT' | 'LOOPGUARD_RUN_STORE_UNAVAILABLE';
  readonly [brand] = true;

  constructor(code: RunStoreError['code'], message: string, cause?: unknown) {
    super(code, message, { cause });
  }

  /** True for any RunStoreError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is RunStoreError {
    return LoopguardError.hasBrand(value, brand);
  }
}
