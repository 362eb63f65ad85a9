import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExportResultCode } from '@opentelemetry/core';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { built } from './built.js';
import { syntheticEvents } from './synthetic-events.js';

// The build users run (see built.ts).
const { createJsonLinesSink } =
  await built<typeof import('../src/events/json-lines-sink.js')>('events/json-lines-sink.js');
const { createOtelSink } = await built<typeof import('../src/events/otel-sink.js')>('events/otel-sink.js');
const { createGuard } = await built<typeof import('../src/guard/guard.js')>('guard/guard.js');
const { createSqliteSink } = await built<typeof import('../src/stores/sqlite/sqlite-sink.js')>(
  'stores/sqlite/sqlite-sink.js',
);

/** Events per second through the SQLite sink (batched transactions), final flush included. */
export function measureIngest(total = 500_000): { events: number; seconds: number; perSecond: number } {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-'));
  const sink = createSqliteSink({ path: join(directory, 'ingest.db'), batchSize: 1_000 });
  const events = [...syntheticEvents(total)];
  const start = process.hrtime.bigint();
  for (const event of events) sink.listener(event);
  sink.close();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  rmSync(directory, { recursive: true, force: true });
  return { events: events.length, seconds, perSecond: events.length / seconds };
}

/** Builds a store of `total` events and times the CLI's report commands on it (wall time, as a user sees it). */
export function measureReports(total = 1_000_000): {
  events: number;
  buildSeconds: number;
  commands: { command: string; seconds: number }[];
} {
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-'));
  const path = join(directory, 'large.db');
  const buildStart = process.hrtime.bigint();
  const sink = createSqliteSink({ path, batchSize: 5_000 });
  let events = 0;
  for (const event of syntheticEvents(total)) {
    sink.listener(event);
    events++;
  }
  sink.close();
  const buildSeconds = Number(process.hrtime.bigint() - buildStart) / 1e9;
  const commands = [['report', 'daily'], ['report', 'tools'], ['trace', 'task-12345'], ['calibrate']].map(
    (args) => {
      const start = process.hrtime.bigint();
      execFileSync(process.execPath, ['dist/cli/main.js', ...args, '--db', path], { stdio: 'ignore' });
      return {
        command: `loopguard ${args.join(' ')}`,
        seconds: Number(process.hrtime.bigint() - start) / 1e9,
      };
    },
  );
  rmSync(directory, { recursive: true, force: true });
  return { events, buildSeconds, commands };
}

/** Heap after garbage collection while 1,000,000 events flow through guards with all three sinks attached. */
export function measureMemory(total = 1_000_000): {
  samples: { events: number; heapMiB: number; rssMiB: number }[];
  /** Heap after GC before the sinks were made: what the process held already (inside `npm run bench`, the open runs of the parts before, kept until their idle limit). */
  baseHeapMiB: number;
} {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const baseHeapMiB = process.memoryUsage().heapUsed / 2 ** 20;
  const directory = mkdtempSync(join(tmpdir(), 'loopguard-bench-'));
  const store = createSqliteSink({ path: join(directory, 'memory.db'), batchSize: 1_000 });
  const logs = createJsonLinesSink({ path: '/dev/null' });
  // A real SDK pipeline whose exporter discards what it gets: spans are built, batched and dropped.
  const provider = new BasicTracerProvider({
    spanProcessors: [
      new BatchSpanProcessor({
        export: (_spans, done) => done({ code: ExportResultCode.SUCCESS }),
        shutdown: async () => {},
      }),
    ],
  });
  const traces = createOtelSink({ tracer: provider.getTracer('bench') });
  let events = 0;
  const count = () => {
    events++;
  };
  const samples: { events: number; heapMiB: number; rssMiB: number }[] = [];
  let nextSample = 0;
  for (let run = 0; events < total; run++) {
    const guard = createGuard({
      taskId: `task-${run}`,
      maxRounds: null,
      loop: false,
      onEvent: [store.listener, logs.listener, traces.listener, count],
    });
    for (let round = 1; round <= 12; round++) {
      const ticket = guard.beforeCall({ model: 'gpt-4o-mini', promptTokens: 1_000 });
      ticket.end({
        model: 'gpt-4o-mini',
        usage: { promptTokens: 1_000, completionTokens: 50 },
        toolCalls: [{ id: `c${round}`, name: 'lookup', arguments: { id: run * 100 + round } }],
      });
      guard.recordToolResult({ toolCallId: `c${round}`, result: `row ${run}:${round}`, latencyMs: 3 });
    }
    guard.complete();
    if (events >= nextSample) {
      gc?.();
      const memory = process.memoryUsage();
      samples.push({ events, heapMiB: memory.heapUsed / 2 ** 20, rssMiB: memory.rss / 2 ** 20 });
      nextSample += total / 10;
    }
  }
  store.close();
  rmSync(directory, { recursive: true, force: true });
  return { samples, baseHeapMiB };
}
