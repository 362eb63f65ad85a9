import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeRunStoreContract } from '../../../test/helpers/run-store-contract.js';
import { openSqliteEventReader } from './sqlite-event-reader.js';
import { createSqliteRunStore } from './sqlite-run-store.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-sqlite-run-store-'));
let stores = 0;

describeRunStoreContract('sqlite', async () =>
  createSqliteRunStore({ path: join(work, `contract-${stores++}.db`) }),
);

describe('createSqliteRunStore', () => {
  it('keeps records across a close and reopen, one table apart from another in the same file', async () => {
    const path = join(work, 'shared.db');
    const runs = createSqliteRunStore<{ n: number }>({ path });
    const dead = createSqliteRunStore<{ n: number }>({ path, table: 'dead_tasks' });
    await runs.compareAndSet('a', 0, { n: 1 }, 10);
    await dead.compareAndSet('a', 0, { n: 2 }, 20);
    await runs.close();
    await dead.close();
    const reopened = createSqliteRunStore<{ n: number }>({ path });
    expect(await reopened.get('a')).toEqual({ runId: 'a', version: 1, snapshot: { n: 1 }, updatedAt: 10 });
    await reopened.close();
    // The file stays a loopguard event store that the reports can open.
    const reader = openSqliteEventReader(path);
    expect(await reader.tools()).toEqual([]);
    await reader.close();
  });

  it('refuses a table name that is not a plain SQL name', () => {
    expect(() =>
      createSqliteRunStore({ path: join(work, 'x.db'), table: 'runs"; DROP TABLE x; --' }),
    ).toThrow(/`table` must be a plain SQL name/);
  });
});
