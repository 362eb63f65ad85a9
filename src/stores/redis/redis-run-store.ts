import { z } from 'zod';
import { type RunRecord, type RunStore, RunStoreError } from '../../guard/run-store.js';
import { MissingIoredisError } from './load-ioredis.js';
import {
  openRedisConnection,
  parseRedisOptions,
  type RedisConnection,
  type RedisConnectionOptions,
  redisConnectionShape,
} from './redis-connection.js';
import { compareAndSetScript, deleteRunScript, getRunScript, idleSinceScript } from './run-store-scripts.js';

/** Options of {@link createRedisRunStore}. */
export interface RedisRunStoreOptions extends RedisConnectionOptions {
  /**
   * Drop a run this long after its last write, as a safety net for runs nobody ends. Keep it well above the
   * gateway's idle timeout: an expired run can no longer be ended with a `run_end` event. @default none
   */
  readonly ttlMs?: number;
}

const schema = z.strictObject({
  ...redisConnectionShape,
  ttlMs: z
    .number({ error: 'must be a positive integer' })
    .int({ error: 'must be a positive integer' })
    .positive({ error: 'must be a positive integer' })
    .optional(),
});

const unavailable = (message: string, cause: unknown) =>
  new RunStoreError('LOOPGUARD_RUN_STORE_UNAVAILABLE', message, cause);

function connect(options: RedisRunStoreOptions): RedisConnection {
  try {
    return openRedisConnection(options, unavailable);
  } catch (error) {
    if (error instanceof MissingIoredisError) throw unavailable(error.message, error);
    throw error;
  }
}

/**
 * A run store in Redis, so every instance of a gateway fleet serves any call of any run. A run is one hash;
 * compare-and-set is one Lua script (version check, write, idle index), atomic across all clients; the idle
 * index is a sorted set by last write. An unreachable Redis fails a call with
 * `LOOPGUARD_RUN_STORE_UNAVAILABLE` within the connect or command timeout, never a hang. Needs the optional
 * ioredis, loaded on first use; a standalone Redis or Sentinel (not Cluster).
 * @example
 * const runs = createRedisRunStore<GuardSnapshot>({ url: 'redis://127.0.0.1:6379', keyPrefix: 'fleet-a:' });
 */
export function createRedisRunStore<Snapshot = unknown>(options: RedisRunStoreOptions): RunStore<Snapshot> {
  const resolved = parseRedisOptions(schema, options, 'createRedisRunStore');
  const connection = connect(resolved as RedisRunStoreOptions);
  const prefix = connection.keyPrefix;
  const runKey = (runId: string) => `${prefix}run:${runId}`;
  const idleKey = `${prefix}runs:idle`;
  const ttlMs = resolved.ttlMs ?? 0;
  const toRecord = (runId: string, version: unknown, json: unknown, updatedAt: unknown) => ({
    runId,
    version: Number(version),
    snapshot: JSON.parse(String(json)) as Snapshot,
    updatedAt: Number(updatedAt),
  });

  return {
    async get(runId) {
      const [version, json, updatedAt] = (await connection.evalScript(getRunScript, [runKey(runId)], [])) as (
        | string
        | null
      )[];
      return version === null || version === undefined
        ? undefined
        : toRecord(runId, version, json, updatedAt);
    },
    async compareAndSet(runId, expectedVersion, snapshot, updatedAt) {
      const json = JSON.stringify(snapshot);
      const version = (await connection.evalScript(
        compareAndSetScript,
        [runKey(runId), idleKey],
        [expectedVersion, json, updatedAt, runId, ttlMs],
      )) as number;
      return version === 0 ? undefined : toRecord(runId, version, json, updatedAt);
    },
    async delete(runId) {
      return (await connection.evalScript(deleteRunScript, [runKey(runId), idleKey], [runId])) === 1;
    },
    async idleSince(before, limit) {
      if (limit < 1) return [];
      const flat = (await connection.evalScript(
        idleSinceScript,
        [idleKey],
        [before, Math.floor(limit), `${prefix}run:`],
      )) as string[];
      const records: RunRecord<Snapshot>[] = [];
      for (let index = 0; index < flat.length; index += 4) {
        records.push(toRecord(flat[index] as string, flat[index + 1], flat[index + 2], flat[index + 3]));
      }
      return records;
    },
    close() {
      return connection.close();
    },
  };
}
