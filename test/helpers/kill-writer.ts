/** Child process for the SIGKILL test: writes events through a sink forever, reporting how many it emitted. */
import { createSqliteSink } from '../../src/stores/sqlite/sqlite-sink.js';

const path = process.argv[2];
const batchSize = Number(process.argv[3] ?? 100);
if (!path) throw new Error('usage: kill-writer DB_PATH [BATCH_SIZE]');
const sink = createSqliteSink({ path, batchSize, flushIntervalMs: 60_000 });
let emitted = 0;
const tick = () => {
  for (let index = 0; index < 37; index++) {
    emitted++;
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
