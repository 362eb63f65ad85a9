import { describe, expect, it } from 'vitest';
import { describeRunStoreContract } from '../../../test/helpers/run-store-contract.js';
import { RunStoreError } from '../../guard/run-store.js';
import { updateRun } from '../../guard/update-run.js';
import { createMemoryRunStore } from './memory-run-store.js';

describeRunStoreContract('memory', async () => createMemoryRunStore());

describe('updateRun', () => {
  it('writes nothing when the update returns no snapshot', async () => {
    const store = createMemoryRunStore();
    expect(await updateRun(store, 'r', () => ({ snapshot: undefined, result: 'kept' }))).toBe('kept');
    expect(await store.get('r')).toBeUndefined();
  });

  it('gives up with LOOPGUARD_RUN_STORE_CONFLICT when every attempt loses', async () => {
    const store = createMemoryRunStore<{ n: number }>();
    let error: unknown;
    try {
      await updateRun(
        store,
        'r',
        async (current) => {
          // Another writer always gets in between the read and the write.
          await store.compareAndSet('r', current?.version ?? 0, { n: -1 }, 0);
          return { snapshot: { n: 1 }, result: undefined };
        },
        { maxAttempts: 3 },
      );
    } catch (caught) {
      error = caught;
    }
    expect(RunStoreError.isInstance(error) && error.code).toBe('LOOPGUARD_RUN_STORE_CONFLICT');
    expect((error as Error).message).toContain('3 writers in a row');
  });
});
