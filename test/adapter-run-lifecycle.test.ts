import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOpenAI } from '@ai-sdk/openai';
import Anthropic from '@anthropic-ai/sdk';
import { tool as langchainTool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { ChatOpenAI } from '@langchain/openai';
import { Agent, tool as agentsTool, OpenAIProvider, Runner } from '@openai/agents';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { tool as aiTool, generateText, stepCountIs, wrapLanguageModel } from 'ai';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guardMiddleware } from '../src/adapters/ai-sdk/index.js';
import { guardAnthropic } from '../src/adapters/anthropic/index.js';
import { GuardCallbackHandler } from '../src/adapters/langchain/index.js';
import { guardOpenAI } from '../src/adapters/openai/index.js';
import { guardModelProvider } from '../src/adapters/openai-agents/index.js';
import { isGuardError } from '../src/errors.js';
import { createMemorySink, type MemorySink } from '../src/events/memory-sink.js';
import { createOtelSink } from '../src/events/otel-sink.js';
import { createGuard, type Guard } from '../src/guard/guard.js';
import { withGuard } from '../src/guard/guard-scope.js';
import type { GuardOptions } from '../src/guard/options.js';
import { createSqliteSink } from '../src/stores/sqlite/index.js';
import type { RecordedRequest } from '../src/testing/scripted-handler.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/scripted-server.js';
import { runCli } from './helpers/cli.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const textOf = (content: unknown): string =>
  typeof content === 'string' ? content : JSON.stringify(content ?? '');

/**
 * A model that looks a page up, then answers; asked to "loop" it looks pages up for ever. It reads the raw
 * request: tool results come back as `tool` messages (OpenAI) or `tool_result` blocks (Anthropic).
 */
function lookupThenAnswer(_round: number, request: RecordedRequest) {
  const messages = (request.body as { messages?: { role: string; content: unknown }[] }).messages ?? [];
  const first = messages.find((message) => message.role === 'user');
  const last = messages.at(-1);
  const sawResult = last?.role === 'tool' || textOf(last?.content).includes('tool_result');
  if (textOf(first?.content).includes('loop') || !sawResult) {
    return { toolCalls: [{ name: 'lookup', arguments: { page: messages.length } }] };
  }
  return { content: `The answer, after ${messages.length} messages.` };
}

/** A guard factory whose runs all report to one sink, and the guards it made. */
function guardFactory(options: GuardOptions = {}) {
  const sink = createMemorySink();
  const made: Guard[] = [];
  const factory = () => {
    const guard = createGuard({ loop: false, ...options, onEvent: sink.listener });
    made.push(guard);
    return guard;
  };
  return { sink, made, factory };
}

const runEnds = (sink: MemorySink) =>
  sink.events.filter((event) => event.event === 'run_end').map((event) => [event.run_id, event.state]);

describe('runs through the Anthropic adapter', () => {
  const anthropicTools = [{ name: 'lookup', input_schema: { type: 'object' as const, properties: {} } }];
  async function converse(client: Anthropic, prompt: string): Promise<string> {
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: prompt }];
    for (;;) {
      const reply = await client.messages.create({
        model: 'claude-sonnet-4-5',
        max_tokens: 256,
        tools: anthropicTools,
        messages,
      });
      messages.push({ role: 'assistant', content: reply.content });
      const uses = reply.content.filter((block) => block.type === 'tool_use');
      if (uses.length === 0) {
        return reply.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
      }
      messages.push({
        role: 'user',
        content: uses.map((use) => ({
          type: 'tool_result' as const,
          tool_use_id: use.id,
          content: 'page text',
        })),
      });
    }
  }

  it('completes the run on the final answer, and a factory gives each conversation its own run', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const { sink, made, factory } = guardFactory({ maxRounds: 3 });
    const client = guardAnthropic(
      new Anthropic({ baseURL: server.url, apiKey: 'test', maxRetries: 0 }),
      factory,
    );
    expect(await converse(client, 'What is on page 1?')).toContain('The answer');
    expect(made.map((guard) => guard.state)).toEqual(['completed']);
    // A trip in the second conversation ends only that run…
    const tripped = await converse(client, 'loop through every page').catch((error: unknown) => error);
    expect(isGuardError(tripped) && tripped.code).toBe('GUARD_ROUND_LIMIT');
    // …and the third starts afresh: its calls reach the model.
    const before = server.requests.length;
    expect(await converse(client, 'And page 2?')).toContain('The answer');
    expect(server.requests.length - before).toBe(2);
    expect(made.map((guard) => guard.state)).toEqual(['completed', 'failed', 'completed']);
    expect(runEnds(sink)).toEqual(made.map((guard) => [guard.runId, guard.state]));
  });

  it('gives concurrent conversations on one client their own guard with withGuard', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const fallback = createGuard({ maxRounds: 1 });
    const client = guardAnthropic(
      new Anthropic({ baseURL: server.url, apiKey: 'test', maxRetries: 0 }),
      fallback,
    );
    const guards = [
      createGuard({ maxRounds: 2 }),
      createGuard({ maxRounds: 2 }),
      createGuard({ maxRounds: 2 }),
    ];
    const answers = await Promise.all(
      guards.map((guard, index) => withGuard(guard, () => converse(client, `Question ${index}?`))),
    );
    expect(answers.every((answer) => answer.includes('The answer'))).toBe(true);
    expect(guards.map((guard) => [guard.rounds, guard.state])).toEqual([
      [2, 'completed'],
      [2, 'completed'],
      [2, 'completed'],
    ]);
    expect(fallback.rounds).toBe(0);
  });
});

describe('runs through the OpenAI adapter', () => {
  it('a chatbot on one wrapped client: every message its own run, never refused for the calls of earlier ones', async () => {
    server = await startScriptedServer({ script: () => ({ content: 'Hello there.' }) });
    const { sink, made, factory } = guardFactory({ maxRounds: 10 });
    const client = guardOpenAI(
      new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test', maxRetries: 0 }),
      factory,
    );
    for (let message = 1; message <= 15; message++) {
      const reply = await client.chat.completions.create({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: `Message ${message}` }],
      });
      expect(reply.choices[0]?.message.content).toBe('Hello there.');
    }
    const streamed = await client.responses.create({ model: 'gpt-4o-mini', input: 'One more', stream: true });
    for await (const _event of streamed) {
      // read to the end
    }
    expect(made).toHaveLength(16);
    expect(made.every((guard) => guard.state === 'completed' && guard.rounds === 1)).toBe(true);
    expect(runEnds(sink)).toHaveLength(16);
  });
});

describe('runs through the Vercel AI SDK middleware', () => {
  it('completes each generateText run, one run per call with a factory', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const { sink, made, factory } = guardFactory();
    const provider = createOpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' });
    const model = wrapLanguageModel({
      model: provider.chat('gpt-4o-mini'),
      middleware: guardMiddleware(factory),
    });
    const tools = {
      lookup: aiTool({ inputSchema: z.object({ page: z.number() }), execute: async () => 'page text' }),
    };
    for (const prompt of ['What is on page 1?', 'And page 2?']) {
      const result = await generateText({ model, tools, stopWhen: stepCountIs(10), prompt });
      expect(result.text).toContain('The answer');
    }
    expect(made.map((guard) => [guard.rounds, guard.state])).toEqual([
      [2, 'completed'],
      [2, 'completed'],
    ]);
    expect(runEnds(sink)).toHaveLength(2);
  });

  it('answers a trip once, then refuses a later run handed the same guard with GUARD_RUN_CLOSED', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const guard = createGuard({ maxRounds: 2, loop: false });
    const provider = createOpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' });
    const model = wrapLanguageModel({
      model: provider.chat('gpt-4o-mini'),
      middleware: guardMiddleware(guard, { onTrip: 'answer' }),
    });
    const tools = {
      lookup: aiTool({ inputSchema: z.object({ page: z.number() }), execute: async () => 'page text' }),
    };
    const first = await generateText({ model, tools, stopWhen: stepCountIs(10), prompt: 'loop over pages' });
    expect(first.text).toMatch(/^Stopped by loopguard \(GUARD_ROUND_LIMIT\)/);
    const second = await generateText({
      model,
      tools,
      stopWhen: stepCountIs(10),
      prompt: 'And page 2?',
    }).catch((error: unknown) => error);
    expect(isGuardError(second) && second.code).toBe('GUARD_RUN_CLOSED');
    expect(String((second as Error).message)).toMatch(/guard factory|withGuard/);
  });
});

describe('runs through the OpenAI Agents SDK', () => {
  const lookup = agentsTool({
    name: 'lookup',
    description: 'Reads a page.',
    parameters: z.object({ page: z.number() }),
    execute: async () => 'page text',
  });
  const runnerWith = (scripted: ScriptedServer, source: Guard | (() => Guard)) =>
    new Runner({
      modelProvider: guardModelProvider(
        new OpenAIProvider({
          openAIClient: new OpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test', maxRetries: 0 }),
          useResponses: false,
        }),
        source,
        { onTrip: 'answer' },
      ),
      tracingDisabled: true,
    });

  it('a reused Runner with a factory: each run its own guard, a stopped run does not answer the next', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const { sink, made, factory } = guardFactory({ maxRounds: 3 });
    const runner = runnerWith(server, factory);
    const agent = new Agent({ name: 'reader', instructions: 'Read pages.', tools: [lookup] });
    const stopped = await runner.run(agent, 'loop through every page');
    expect(String(stopped.finalOutput)).toMatch(/^Stopped by loopguard \(GUARD_ROUND_LIMIT\)/);
    const before = server.requests.length;
    const answered = await runner.run(agent, 'What is on page 1?');
    expect(String(answered.finalOutput)).toContain('The answer');
    expect(server.requests.length - before).toBe(2);
    expect(made.map((guard) => guard.state)).toEqual(['failed', 'completed']);
    expect(runEnds(sink)).toEqual(made.map((guard) => [guard.runId, guard.state]));
  });

  it('a reused Runner with one guard: the second run fails loudly instead of repeating the stop answer', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const runner = runnerWith(server, createGuard({ maxRounds: 2, loop: false }));
    const agent = new Agent({ name: 'reader', instructions: 'Read pages.', tools: [lookup] });
    const stopped = await runner.run(agent, 'loop through every page');
    expect(String(stopped.finalOutput)).toMatch(/^Stopped by loopguard/);
    const requests = server.requests.length;
    const second = await runner.run(agent, 'What is on page 1?').catch((error: unknown) => error);
    expect(isGuardError(second) && second.code).toBe('GUARD_RUN_CLOSED');
    expect(server.requests.length).toBe(requests);
  });
});

describe('runs through the LangChain handler', () => {
  it('completes the run when the graph ends, and fails it when the graph throws', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const llm = new ChatOpenAI({
      model: 'gpt-4o-mini',
      apiKey: 'test',
      configuration: { baseURL: server.openAIBaseURL },
      maxRetries: 0,
    });
    const lookup = langchainTool(async () => 'page text', {
      name: 'lookup',
      description: 'Reads a page.',
      schema: z.object({ page: z.number() }),
    });
    const agent = createReactAgent({ llm, tools: [lookup] });
    const { sink, made, factory } = guardFactory({ maxRounds: 20 });
    const handler = new GuardCallbackHandler(factory);
    const result = await agent.invoke(
      { messages: [{ role: 'user', content: 'What is on page 1?' }] },
      { callbacks: [handler] },
    );
    expect(textOf(result.messages.at(-1)?.content)).toContain('The answer');
    const failed = await agent
      .invoke(
        { messages: [{ role: 'user', content: 'loop through every page' }] },
        { callbacks: [handler], recursionLimit: 6 },
      )
      .catch((error: unknown) => error);
    expect((failed as Error).name).toBe('GraphRecursionError');
    expect(made.map((guard) => guard.state)).toEqual(['completed', 'failed']);
    expect(runEnds(sink)).toEqual(made.map((guard) => [guard.runId, guard.state]));
  });
});

describe('an adapter run in OpenTelemetry', () => {
  it('closes the run span when the model answers, so a real OTLP receiver gets a rooted trace', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const bodies: string[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        bodies.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/v1/traces`;
    const provider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url }))],
    });
    const sink = createOtelSink({ tracer: provider.getTracer('loopguard') });
    const openai = createOpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' });
    const model = wrapLanguageModel({
      model: openai.chat('gpt-4o-mini'),
      middleware: guardMiddleware(() => createGuard({ agentName: 'reader', onEvent: sink.listener })),
    });
    const tools = {
      lookup: aiTool({ inputSchema: z.object({ page: z.number() }), execute: async () => 'page text' }),
    };
    await generateText({ model, tools, stopWhen: stepCountIs(10), prompt: 'What is on page 1?' });
    await provider.forceFlush();
    await provider.shutdown();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    type Span = { name: string; spanId: string; parentSpanId?: string; endTimeUnixNano: string };
    const spans = bodies.flatMap((body) =>
      (JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] }).resourceSpans.flatMap(
        (resource) => resource.scopeSpans.flatMap((scope) => scope.spans),
      ),
    );
    const root = spans.find((span) => span.name === 'invoke_agent reader');
    expect(root?.endTimeUnixNano).toBeDefined();
    const chats = spans.filter((span) => span.name.startsWith('chat '));
    expect(chats).toHaveLength(2);
    expect(chats.every((span) => span.parentSpanId === root?.spanId)).toBe(true);
  });
});

describe('adapter runs in the event store', () => {
  it('are finished runs for trace and calibrate, not runs still going', async () => {
    server = await startScriptedServer({ script: lookupThenAnswer });
    const path = join(mkdtempSync(join(tmpdir(), 'loopguard-lifecycle-')), 'runs.db');
    const sink = createSqliteSink({ path });
    const provider = createOpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' });
    let task = 0;
    const model = wrapLanguageModel({
      model: provider.chat('gpt-4o-mini'),
      middleware: guardMiddleware(() =>
        createGuard({ taskId: `question-${++task}`, onEvent: sink.listener }),
      ),
    });
    const tools = {
      lookup: aiTool({ inputSchema: z.object({ page: z.number() }), execute: async () => 'page text' }),
    };
    for (const prompt of ['What is on page 1?', 'And page 2?', 'And page 3?']) {
      await generateText({ model, tools, stopWhen: stepCountIs(10), prompt });
    }
    sink.close();
    const trace = await runCli(['trace', 'question-2', '--db', path]);
    expect(trace.code).toBe(0);
    expect(trace.stdout).toContain('ended: completed');
    expect(trace.stdout).not.toMatch(/still running/i);
    const calibrate = await runCli(['calibrate', '--db', path, '--json']);
    expect(calibrate.code).toBe(0);
    expect((JSON.parse(calibrate.stdout) as { overall: { runs: number } }).overall.runs).toBe(3);
  });
});
