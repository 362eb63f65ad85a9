import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanStatusCode } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { runAgent } from '../agent/run-agent.js';
import { createScriptedModel } from '../testing/scripted-model.js';
import { defineTool } from '../tools/define-tool.js';
import { createOtelSink } from './otel-sink.js';

const cleanCsv = defineTool({ name: 'clean_csv', run: () => '980 rows kept' });
const loopingModel = () =>
  createScriptedModel((round) => ({
    toolCalls: [{ name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 2)}` } }],
    usage: {
      prompt_tokens: 400 + round * 100,
      completion_tokens: 60,
      prompt_tokens_details: { cached_tokens: 100 },
    } as never,
  }));

async function runLoopingAgent(sink: ReturnType<typeof createOtelSink>) {
  return runAgent({
    model: loopingModel().model,
    modelName: 'gpt-4o-mini',
    task: 'Tidy up the sales CSV.',
    tools: [cleanCsv],
    guard: { taskId: 'otel-task', agentName: 'cleaner', onEvent: sink.listener },
  });
}

describe('createOtelSink with the in-memory exporter', () => {
  it('emits a run span with chat and tool children, GenAI attributes, and the trip as event + error', async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const result = await runLoopingAgent(createOtelSink({ tracer: provider.getTracer('test') }));
    const spans = exporter.getFinishedSpans();
    const byName = (prefix: string) => spans.filter((span) => span.name.startsWith(prefix));
    const [run] = byName('invoke_agent') as [ReadableSpan];
    expect(run.name).toBe('invoke_agent cleaner');
    expect(run.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.conversation.id': result.guard.runId,
      'gen_ai.agent.name': 'cleaner',
      'loopguard.task_id': 'otel-task',
    });
    expect(run.status.code).toBe(SpanStatusCode.ERROR);
    expect(run.events.map((event) => event.name)).toEqual(['guard_trigger']);
    expect(run.events[0]?.attributes).toMatchObject({
      'loopguard.code': 'GUARD_LOOP_DETECTED',
      'loopguard.detector': 'repeated_action',
    });

    const chats = byName('chat ');
    expect(chats).toHaveLength(3);
    expect(chats[0]?.name).toBe('chat gpt-4o-mini');
    expect(chats[0]?.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.usage.input_tokens': 500,
      'gen_ai.usage.output_tokens': 60,
      'gen_ai.usage.cache_read.input_tokens': 100,
      'loopguard.currency': 'USD',
    });
    expect(chats[0]?.attributes['loopguard.cost']).toBeGreaterThan(0);

    const tools = byName('execute_tool ');
    expect(tools).toHaveLength(3);
    expect(tools[0]?.attributes).toMatchObject({
      'gen_ai.tool.name': 'clean_csv',
      'gen_ai.operation.name': 'execute_tool',
    });
    for (const child of [...chats, ...tools]) {
      expect(child.parentSpanContext?.spanId).toBe(run.spanContext().spanId);
      expect(child.spanContext().traceId).toBe(run.spanContext().traceId);
    }
  });
});

describe('createOtelSink through a real OTLP/HTTP exporter', () => {
  const received: { contentType: string | undefined; body: string }[] = [];
  let server: Server;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the spans to a local OTLP receiver', async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ contentType: request.headers['content-type'], body });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
    const provider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url }))],
    });
    await runLoopingAgent(createOtelSink({ tracer: provider.getTracer('loopguard') }));
    await provider.forceFlush();
    await provider.shutdown();
    expect(received.length).toBeGreaterThan(0);
    expect(received[0]?.contentType).toContain('application/json');
    const spans = received.flatMap((request) =>
      (
        JSON.parse(request.body) as {
          resourceSpans: { scopeSpans: { spans: { name: string; attributes: { key: string }[] }[] }[] }[];
        }
      ).resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    );
    const names = spans.map((span) => span.name);
    expect(names).toContain('invoke_agent cleaner');
    expect(names.filter((name) => name === 'chat gpt-4o-mini')).toHaveLength(3);
    const chat = spans.find((span) => span.name === 'chat gpt-4o-mini');
    expect(chat?.attributes.map((attribute) => attribute.key)).toEqual(
      expect.arrayContaining([
        'gen_ai.usage.input_tokens',
        'gen_ai.usage.output_tokens',
        'gen_ai.conversation.id',
        'loopguard.cost',
      ]),
    );
  });
});
