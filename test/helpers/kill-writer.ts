/**
 * Child process for the SIGKILL tests: writes events through a sink forever. Before handing each event to
 * the sink it records the count in `DB_PATH.handed` (one fixed-width overwrite), so the parent knows how
 * many events the sink had received when the kill landed, the event in flight included.
 * With DIE_AT_ROUND, a temporary trigger kills the process from inside the insert of that round: the kill
 * lands while a batch's transaction is open, the worst moment. MAX_WRITE_MS is the sink's `maxWriteMs`.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { openStoreForWrite } from '../../src/stores/sqlite/open-store.js';
import { createSqliteSink } from '../../src/stores/sqlite/sqlite-sink.js';

const path = process.argv[2];
const batchSize = Number(process.argv[3] ?? 100);
const dieAtRound = process.argv[4] ? Number(process.argv[4]) : undefined;
const maxWriteMs = process.argv[5] ? Number(process.argv[5]) : undefined;
if (!path) throw new Error('usage: kill-writer DB_PATH [BATCH_SIZE] [DIE_AT_ROUND] [MAX_WRITE_MS]');
const db = openStoreForWrite(path);
if (dieAtRound !== undefined) {
  db.function('die', () => process.kill(process.pid, 'SIGKILL'));
  // TEMP: the trigger lives in this connection only; the store's schema is untouched.
  db.exec(
    `CREATE TEMP TRIGGER die_mid_batch AFTER INSERT ON main.events WHEN NEW.round = ${dieAtRound} BEGIN SELECT die(); END`,
  );
}
const sink = createSqliteSink({
  db,
  batchSize,
  flushIntervalMs: 60_000,
  ...(maxWriteMs === undefined ? {} : { maxWriteMs }),
});
const handed = openSync(`${path}.handed`, 'w');
process.on('exit', () => closeSync(handed));
let emitted = 0;
const tick = () => {
  for (let index = 0; index < 37; index++) {
    emitted++;
    writeSync(handed, String(emitted).padStart(12), 0, 'utf8');
    sink.listener({
      event: 'tool_call',
      task_id: 'kill-test',
      run_id: 'r',
      round: emitted,
      timestamp: Date.now(),
      tool_name: 'write',
    });
  }
  process.stdout.write(`emitted ${emitted}\n`);
  setImmediate(tick);
};
tick();
