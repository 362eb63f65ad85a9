/**
 * The checkpoint thread's whole program, run with `new Worker(source, { eval: true })`. It is a string, not a
 * file beside the sources, because the sink's code runs from three places that would each need the file at
 * another path: `src/` under vitest and tsx (a Worker cannot load a `.ts` file there), `dist/`, where esbuild
 * moves the sink into a shared chunk (`dist/chunks/`) and does not rewrite `new URL('./x.js', import.meta.url)`,
 * and the benches' build of every module. A string travels inside whichever module holds it.
 *
 * It is CommonJS, as an eval'd worker is: `require` loads the driver the main thread chose, from where the driver
 * seam says (`driverForThread` in load-driver.ts: `node:sqlite`, or better-sqlite3's absolute path), so both
 * threads run the same driver. It opens its
 * own connection to the store file and answers each `'checkpoint'` message with one PASSIVE checkpoint, repeated
 * while it makes progress and the WAL still holds frames it has not copied (the writer appends meanwhile, and SQLite
 * restarts the WAL from its start only once every frame has been copied). A failure is posted back, never thrown:
 * an uncaught error would end the thread. `'close'` closes the connection, then raises `closed` for the main
 * thread, which waits on it synchronously.
 */
export const CHECKPOINT_WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { driver, driverPath, file, busyTimeoutMs, closed } = workerData;
const flag = new Int32Array(closed);
let db;
let checkpoint;
let failure;
try {
  if (driver === 'node:sqlite') {
    const emitWarning = process.emitWarning;
    process.emitWarning = () => {};
    const { DatabaseSync } = require(driverPath);
    process.emitWarning = emitWarning;
    db = new DatabaseSync(file);
    db.exec('PRAGMA busy_timeout = ' + busyTimeoutMs);
    const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
    checkpoint = () => passive.get();
  } else {
    const Database = require(driverPath);
    db = new Database(file, { fileMustExist: true, timeout: busyTimeoutMs });
    checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)')[0];
  }
} catch (error) {
  failure = error;
}
const describe = (error) => ({
  ok: false,
  message: error instanceof Error ? error.message : String(error),
  code: error && typeof error.code === 'string' ? error.code : undefined,
  errcode: error && typeof error.errcode === 'number' ? error.errcode : undefined,
});
if (failure) {
  parentPort.postMessage({ ...describe(failure), fatal: true });
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
} else {
  parentPort.on('message', (message) => {
    if (message === 'close') {
      try {
        db.close();
      } catch {}
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      parentPort.close();
      return;
    }
    try {
      let result = checkpoint();
      for (let pass = 1; pass < 8 && result.checkpointed < result.log; pass++) {
        const before = result.checkpointed;
        result = checkpoint();
        // No progress: a reader's snapshot holds the frames back, and another pass would not move them.
        if (result.checkpointed <= before) break;
      }
      parentPort.postMessage({ ok: true, busy: result.busy, log: result.log, checkpointed: result.checkpointed });
    } catch (error) {
      parentPort.postMessage(describe(error));
    }
  });
  parentPort.postMessage('ready');
}
`;
