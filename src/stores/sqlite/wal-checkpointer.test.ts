import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../test/helpers/cli.js';
import { countEvents, freshStorePath } from '../../../test/helpers/sqlite-files.js';
import { toolCallEvent, walSequence } from '../../../test/helpers/wal-files.js';
import { openStoreForWrite } from './open-store.js';
import { createSqliteSink } from './sqlite-sink.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the SQLite sink with its checkpoint thread', () => {
  it('turns off the automatic checkpoint of its connection while a worker thread checkpoints the WAL', async () => {
    const path = freshStorePath();
    const db = openStoreForWrite(path);
    const reports: unknown[] = [];
    const sink = createSqliteSink({ db, checkpointThread: true, onError: (error) => reports.push(error) });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    // A steady flow, a few hundred events per turn of the loop: tens of thousands of WAL frames in all.
    let emitted = 0;
    for (let burst = 0; burst < 300; burst++) {
      for (let index = 0; index < 200; index++) sink.listener(toolCallEvent(emitted++));
      await turn();
    }
    while (sink.buffered > 0) await turn();
    // Only the thread checkpointed (the connection's own checkpoint is off), and the file started over.
    expect(reports).toEqual([]);
    expect(walSequence(path), 'the WAL file never started over').toBeGreaterThan(0);
    expect(statSync(`${path}-wal`).size, 'WAL bytes').toBeLessThan(32 * 2 ** 20);
    sink.close();
    // Closing ends the thread, empties the WAL, and gives the connection handed to the sink its setting back.
    expect(statSync(`${path}-wal`).size, 'WAL bytes after close').toBe(0);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    db.close();
    expect(reports).toEqual([]);
    expect(sink.written).toBe(emitted);
    expect(countEvents(path)).toBe(emitted);
  }, 60_000);

  it('checkpoints on its own connection in a synchronous run that never lets the loop read the thread', () => {
    const path = freshStorePath();
    const db = openStoreForWrite(path);
    // A buffer of 1,000 has the caller write each batch of 500 itself, inside its run.
    const sink = createSqliteSink({ db, checkpointThread: true, batchSize: 500, maxBuffer: 1_000 });
    for (let index = 0; index < 60_000; index++) sink.listener(toolCallEvent(index));
    expect(sink.written).toBeGreaterThanOrEqual(59_000);
    expect(walSequence(path)).toBeGreaterThan(0);
    sink.close();
    db.close();
    expect(countEvents(path)).toBe(60_000);
  });

  it('leaves the checkpoint of a connection handed to it to SQLite unless told', () => {
    const path = freshStorePath();
    const db = openStoreForWrite(path);
    const sink = createSqliteSink({ db });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    for (let index = 0; index < 10; index++) sink.listener(toolCallEvent(index));
    sink.close();
    db.close();
    expect(countEvents(path)).toBe(10);
  });

  it('never keeps the process alive: a writer that closes, and one that leaves it to the exit hook, both exit', () => {
    for (const ending of ['close', 'exit']) {
      const path = freshStorePath();
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'test/helpers/checkpoint-writer.ts', path, ending],
        { cwd: repoRoot, encoding: 'utf8', timeout: 30_000 },
      );
      expect(child.signal, `${ending}: ${child.stderr}`).toBeNull();
      expect(child.status, child.stderr).toBe(0);
      const { emitted, sequence } = JSON.parse(child.stdout) as { emitted: number; sequence: number };
      // The thread had checkpointed (the WAL had started over) before the writer ended.
      expect(sequence, ending).toBeGreaterThan(0);
      expect(countEvents(path), ending).toBe(emitted);
      // close() checkpoints and closes the store's last connection, which removes the WAL.
      if (ending === 'close')
        expect(existsSync(`${path}-wal`) && statSync(`${path}-wal`).size > 0).toBe(false);
    }
  }, 90_000);
});
