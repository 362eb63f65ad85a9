import { GuardError, type GuardErrorJson } from '../errors.js';
import type { RunStore } from './run-store.js';

/** A value or a promise of it: a registry may answer at once (memory) or from a store. */
type Awaitable<T> = T | Promise<T>;

/** Remembers tasks whose runs died of a trip that must not be retried. */
export interface DeadTaskRegistry {
  /** The trip that killed the task within the registry's time to live, or `undefined`. */
  get(taskId: string): Awaitable<GuardError | undefined>;
  mark(taskId: string, error: GuardError): Awaitable<void>;
  forget(taskId: string): Awaitable<void>;
}

/** Options of both registries. */
export interface DeadTaskRegistryOptions {
  /** How long a dead task is refused. @default 86400000 (24 hours) */
  readonly ttlMs?: number;
  /** @default Date.now */
  readonly now?: () => number;
}

const DAY_MS = 86_400_000;

/**
 * A registry in this process's memory: it forgets every dead task when the process ends. For a refusal
 * that outlives a restart, use {@link createStoredDeadTaskRegistry}.
 */
export function createDeadTaskRegistry(options: DeadTaskRegistryOptions = {}): DeadTaskRegistry {
  const ttlMs = options.ttlMs ?? DAY_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { error: GuardError; at: number }>();
  return {
    get(taskId) {
      const entry = entries.get(taskId);
      if (entry && now() - entry.at > ttlMs) entries.delete(taskId);
      return entries.get(taskId)?.error;
    },
    mark(taskId, error) {
      entries.set(taskId, { error, at: now() });
    },
    forget(taskId) {
      entries.delete(taskId);
    },
  };
}

/** What a stored registry writes per dead task: the trip as JSON and when it was recorded. */
export interface DeadTaskRecord {
  readonly error: GuardErrorJson;
  readonly at: number;
}

/**
 * A registry kept in a {@link RunStore}, one record per dead task keyed by its task id, so a task that died
 * of a loop is still refused after a restart, or by another process sharing the store, for `ttlMs`.
 * Expired records are deleted as they are met, and up to 100 more on each `mark`. Give it a store of its
 * own (for SQLite, its own table): `endIdleRuns` would take its records for idle runs.
 * @example
 * const registry = createStoredDeadTaskRegistry(createSqliteRunStore({ path: 'loopguard.db', table: 'dead_tasks' }));
 * await runWithRecovery(task, { taskId: 'nightly-cleanup', registry });
 */
export function createStoredDeadTaskRegistry(
  store: RunStore<DeadTaskRecord>,
  options: DeadTaskRegistryOptions = {},
): DeadTaskRegistry {
  const ttlMs = options.ttlMs ?? DAY_MS;
  const now = options.now ?? Date.now;
  return {
    async get(taskId) {
      const record = await store.get(taskId);
      if (!record) return undefined;
      if (now() - record.snapshot.at > ttlMs) {
        await store.delete(taskId);
        return undefined;
      }
      return GuardError.fromJSON(record.snapshot.error);
    },
    async mark(taskId, error) {
      const at = now();
      const entry: DeadTaskRecord = { error: error.toJSON(), at };
      // The last death wins: retry on whatever version another writer left.
      for (let attempt = 0; attempt < 10; attempt++) {
        const current = await store.get(taskId);
        if (await store.compareAndSet(taskId, current?.version ?? 0, entry, at)) break;
      }
      for (const expired of await store.idleSince(at - ttlMs, 100)) {
        await store.delete(expired.runId);
      }
    },
    async forget(taskId) {
      await store.delete(taskId);
    },
  };
}
