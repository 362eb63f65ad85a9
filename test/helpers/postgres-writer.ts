/**
 * Child process for the two-writer tests: writes `COUNT` events of its own tasks (`WRITER-…`) through a
 * PostgreSQL sink, handing them over in ticks as an agent would, then closes the sink and prints its
 * figures as one JSON line. Run with `node --import tsx test/helpers/postgres-writer.ts URL WRITER COUNT`.
 */
import { syntheticEvents } from '../../bench/synthetic-events.js';
import { createPostgresSink } from '../../src/stores/postgres/postgres-sink.js';

const [url, writer, count] = process.argv.slice(2);
if (!url || !writer || !count) throw new Error('usage: postgres-writer URL WRITER COUNT');
const reports: string[] = [];
const sink = createPostgresSink({ url, batchSize: 1_000, onError: (error) => reports.push(String(error)) });
// Made before the clock starts: what is timed is the sink, not the making of test events.
const events = [...syntheticEvents(Number(count))].values();
const start = process.hrtime.bigint();
let handed = 0;
for (;;) {
  let done = false;
  // 2,000 events per tick, then the event loop turns: the inserts run between an agent's calls.
  for (let index = 0; index < 2_000; index++) {
    const next = events.next();
    if (next.done) {
      done = true;
      break;
    }
    const event = next.value;
    sink.listener({ ...event, task_id: `${writer}-${event.task_id}`, run_id: `${writer}-${event.run_id}` });
    handed++;
  }
  if (done) break;
  await new Promise((resolve) => setImmediate(resolve));
}
await sink.close();
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(
  JSON.stringify({ writer, handed, written: sink.written, dropped: sink.dropped, seconds, reports }),
);
