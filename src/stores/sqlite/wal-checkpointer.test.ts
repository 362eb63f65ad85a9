import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countEvents, freshStorePath } from '../../../test/helpers/sqlite-files.js';
import { openStoreForWrite } from './open-store.js';
import { createSqliteSink } from './sqlite-sink.js';
import { startWalCheckpointer } from './wal-checkpointer.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('startWalCheckpointer', () => {
  it("copies a sink's log into its database file from a worker, before the writer's own checkpoint would", async () => {
    const path = freshStorePath();
    const sink = createSqliteSink({ path, batchSize: 500, flushIntervalMs: 60_000 });
    const emptySize = statSync(path).size;
    // The writer's own automatic checkpoint would wait for 1,000 pages of log: these rows fill far fewer.
    let written = 0;
    for (let round = 1; written < 6_000; round++) {
      for (let call = 0; call < 500; call++, written++)
        sink.listener({
          event: 'tool_call',
          task_id: 't',
          run_id: 'r',
          round,
          timestamp: Date.now(),
          tool_name: 'read_file',
        });
      await turn();
    }
    while (sink.buffered > 0) await turn();
    expect(sink.written).toBe(6_000);
    const grown = await new Promise<boolean>((resolve) => {
      const deadline = Date.now() + 10_000;
      const check = () => {
        if (statSync(path).size > emptySize) return resolve(true);
        if (Date.now() > deadline) return resolve(false);
        setTimeout(check, 20);
      };
      check();
    });
    expect(grown).toBe(true);
    sink.close();
    expect(countEvents(path)).toBe(6_000);
  });

  it('leaves a database a second connection cannot open by name to its own checkpoints', () => {
    const db = openStoreForWrite(freshStorePath());
    expect(startWalCheckpointer(db, ':memory:')).toBeUndefined();
    expect(startWalCheckpointer(db, 'file:events.db?mode=memory')).toBeUndefined();
    expect(startWalCheckpointer(db, '')).toBeUndefined();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    db.close();
  });
});
