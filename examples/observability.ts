/**
 * Every guarded step into SQLite, JSON lines and OpenTelemetry at once, then the morning reports from the
 * store. Writes ./loopguard-example.db and ./loopguard-example.jsonl.
 */
import { rmSync } from 'node:fs';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { createJsonLinesSink, defineTool, runAgent } from 'loopguard';
import { createOtelSink } from 'loopguard/otel';
import { renderTable, toolsTable } from 'loopguard/report';
import { createSqliteSink, openStoreForRead, queryDaily, queryTools } from 'loopguard/stores/sqlite';
import { createScriptedModel } from 'loopguard/testing';

const db = 'loopguard-example.db';
const logFile = 'loopguard-example.jsonl';
for (const file of [db, `${db}-wal`, `${db}-shm`, logFile]) rmSync(file, { force: true });

const store = createSqliteSink({ path: db });
const logs = createJsonLinesSink({ path: logFile });
const spans = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
const traces = createOtelSink({ tracer: provider.getTracer('example') });

const cleanCsv = defineTool({
  name: 'clean_csv',
  run: async ({ path }: { path: string }) => `${path.trim()}: 980 rows kept`,
});
for (const taskId of ['nightly-clean-1', 'nightly-clean-2']) {
  const { model } = createScriptedModel((round) => ({
    toolCalls: [{ name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 2)}` } }],
  }));
  await runAgent({
    model,
    modelName: 'gpt-4o-mini',
    task: 'Tidy up the sales CSV.',
    tools: [cleanCsv],
    guard: {
      taskId,
      agentName: 'cleaner',
      taskType: 'etl',
      onEvent: [store.listener, logs.listener, traces.listener],
    },
  });
}
store.close();
await logs.close();

const read = openStoreForRead(db);
const [today] = queryDaily(read, {});
console.log(
  `today: ${today?.calls} LLM calls, ${today?.tokens} tokens, trips ${JSON.stringify(today?.trips)}`,
);
console.log(renderTable(toolsTable(queryTools(read))));
read.close();
console.log(
  `spans: ${spans
    .getFinishedSpans()
    .map((span) => span.name)
    .filter((name, index, all) => all.indexOf(name) === index)
    .join(', ')}`,
);
console.log(`try: npx loopguard trace nightly-clean-1 --db ${db}`);
