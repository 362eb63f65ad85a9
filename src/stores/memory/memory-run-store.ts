import type { RunRecord, RunStore } from '../../guard/run-store.js';

/**
 * A run store in this process's memory: for one process, tests, and as the reference the contract suite
 * holds every other store to. Snapshots are copied in and out, so a caller can never change a stored run
 * by reference.
 */
export function createMemoryRunStore<Snapshot = unknown>(): RunStore<Snapshot> {
  const records = new Map<string, { version: number; json: string; updatedAt: number }>();
  let closed = false;
  const check = () => {
    if (closed) throw new Error('the memory run store is closed');
  };
  const toRecord = (runId: string, stored: { version: number; json: string; updatedAt: number }) => ({
    runId,
    version: stored.version,
    snapshot: JSON.parse(stored.json) as Snapshot,
    updatedAt: stored.updatedAt,
  });
  return {
    async get(runId) {
      check();
      const stored = records.get(runId);
      return stored ? toRecord(runId, stored) : undefined;
    },
    async compareAndSet(runId, expectedVersion, snapshot, updatedAt) {
      check();
      const stored = records.get(runId);
      if ((stored?.version ?? 0) !== expectedVersion) return undefined;
      const next = { version: expectedVersion + 1, json: JSON.stringify(snapshot), updatedAt };
      // Re-inserting keeps the map in write order, which makes idleSince a scan from the oldest.
      records.delete(runId);
      records.set(runId, next);
      return toRecord(runId, next);
    },
    async delete(runId) {
      check();
      return records.delete(runId);
    },
    async idleSince(before, limit) {
      check();
      const idle: RunRecord<Snapshot>[] = [];
      for (const [runId, stored] of records) {
        if (stored.updatedAt >= before) continue;
        idle.push(toRecord(runId, stored));
      }
      idle.sort((a, b) => a.updatedAt - b.updatedAt);
      return idle.slice(0, limit);
    },
    async close() {
      closed = true;
      records.clear();
    },
  };
}
