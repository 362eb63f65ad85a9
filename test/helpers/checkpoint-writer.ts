/**
 * Child process for the checkpoint thread's exit test: writes a steady flow of events through a sink that opens
 * its own store (so it checkpoints from a worker thread), then `close`s the sink or, with `exit`, leaves the
 * last events to the sink's exit hook. It never calls `process.exit`: the process must end by itself, with
 * the thread unref'd. Prints `{ emitted, sequence }`, the events handed to the sink and the WAL file's
 * checkpoint sequence number before the end.
 */
import { createSqliteSink } from '../../src/stores/sqlite/sqlite-sink.js';
import { toolCallEvent, walSequence } from './wal-files.js';

const [path, ending = 'close'] = process.argv.slice(2);
if (!path) throw new Error('usage: checkpoint-writer DB_PATH [close|exit]');
const sink = createSqliteSink({ path });
let emitted = 0;
for (let burst = 0; burst < 200; burst++) {
  for (let index = 0; index < 200; index++) sink.listener(toolCallEvent(emitted++));
  await new Promise((resolve) => setImmediate(resolve));
}
while (sink.buffered > 200) await new Promise((resolve) => setImmediate(resolve));
for (let index = 0; index < 7; index++) sink.listener(toolCallEvent(emitted++));
process.stdout.write(`${JSON.stringify({ emitted, sequence: walSequence(path) })}\n`);
if (ending === 'close') sink.close();
