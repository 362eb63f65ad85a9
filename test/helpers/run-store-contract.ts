import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunStore } from '../../src/guard/run-store.js';
import { updateRun } from '../../src/guard/update-run.js';

interface CounterSnapshot {
  readonly count: number;
  readonly writers: readonly string[];
}

/**
 * The behaviour every RunStore must show (memory now, Redis next): versioned compare-and-set, copies in
 * and out, idle runs oldest first, and no lost update when many writers change one run at once.
 */
export function describeRunStoreContract(name: string, makeStore: () => Promise<RunStore<unknown>>): void {
  describe(`RunStore contract: ${name}`, () => {
    let store: RunStore<unknown>;
    let runIds = 0;
    const freshRun = () => `run-${process.pid}-${Date.now()}-${runIds++}`;

    beforeEach(async () => {
      store = await makeStore();
    });
    afterEach(async () => {
      await store.close();
    });

    it('has no record for a run never written', async () => {
      expect(await store.get(freshRun())).toBeUndefined();
    });

    it('writes a new run at version 0 and reads back an equal copy at version 1', async () => {
      const runId = freshRun();
      const snapshot = { state: 'processing', nested: { rounds: [1, 2, 3] }, text: 'ünïcode ✓' };
      const written = await store.compareAndSet(runId, 0, snapshot, 1_000);
      expect(written).toMatchObject({ runId, version: 1, updatedAt: 1_000 });
      const read = await store.get(runId);
      expect(read).toEqual({ runId, version: 1, snapshot, updatedAt: 1_000 });
      ((read as { snapshot: unknown }).snapshot as { nested: { rounds: number[] } }).nested.rounds.push(4);
      expect((await store.get(runId))?.snapshot).toEqual(snapshot);
    });

    it('refuses a write whose expected version is stale, and keeps the winner', async () => {
      const runId = freshRun();
      await store.compareAndSet(runId, 0, { writer: 'a' }, 1);
      expect(await store.compareAndSet(runId, 0, { writer: 'b' }, 2)).toBeUndefined();
      expect(await store.compareAndSet(runId, 2, { writer: 'b' }, 2)).toBeUndefined();
      expect(await store.compareAndSet(runId, 1, { writer: 'c' }, 3)).toMatchObject({ version: 2 });
      expect((await store.get(runId))?.snapshot).toEqual({ writer: 'c' });
    });

    it('deletes a run, after which it starts again at version 0', async () => {
      const runId = freshRun();
      await store.compareAndSet(runId, 0, { n: 1 }, 1);
      expect(await store.delete(runId)).toBe(true);
      expect(await store.delete(runId)).toBe(false);
      expect(await store.get(runId)).toBeUndefined();
      expect(await store.compareAndSet(runId, 0, { n: 2 }, 2)).toMatchObject({ version: 1 });
    });

    it('lists runs idle since a time, oldest first, up to a limit', async () => {
      const base = 10_000_000 + runIds * 1_000;
      const ids = [freshRun(), freshRun(), freshRun(), freshRun()];
      await store.compareAndSet(ids[0] as string, 0, { i: 0 }, base + 30);
      await store.compareAndSet(ids[1] as string, 0, { i: 1 }, base + 10);
      await store.compareAndSet(ids[2] as string, 0, { i: 2 }, base + 20);
      await store.compareAndSet(ids[3] as string, 0, { i: 3 }, base + 500);
      const idle = (await store.idleSince(base + 100, 100)).filter((record) => ids.includes(record.runId));
      expect(idle.map((record) => record.runId)).toEqual([ids[1], ids[2], ids[0]]);
      const limited = await store.idleSince(base + 100, 2);
      expect(limited.length).toBeLessThanOrEqual(2);
      // A write makes a run busy again.
      await store.compareAndSet(ids[1] as string, 1, { i: 1 }, base + 600);
      const after = (await store.idleSince(base + 100, 100)).filter((record) => ids.includes(record.runId));
      expect(after.map((record) => record.runId)).toEqual([ids[2], ids[0]]);
    });

    it('loses no update when 50 writers change one run at once', async () => {
      const runId = freshRun();
      const writers = Array.from({ length: 50 }, (_, index) => `w${index}`);
      await Promise.all(
        writers.map((writer) =>
          updateRun(
            store,
            runId,
            async (current) => {
              const snapshot = (current?.snapshot as CounterSnapshot | undefined) ?? {
                count: 0,
                writers: [],
              };
              // Yield between read and write, so the writers really interleave.
              await new Promise((resolve) => setImmediate(resolve));
              return {
                snapshot: { count: snapshot.count + 1, writers: [...snapshot.writers, writer] },
                result: undefined,
              };
            },
            { maxAttempts: 200 },
          ),
        ),
      );
      const final = await store.get(runId);
      const counted = final?.snapshot as CounterSnapshot | undefined;
      expect(counted?.count).toBe(50);
      expect([...(counted?.writers ?? [])].sort()).toEqual([...writers].sort());
      expect(final?.version).toBe(50);
    });
  });
}
