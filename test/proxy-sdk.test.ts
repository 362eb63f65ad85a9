import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { createProxy, type GatewayProxy } from '../src/proxy/index.js';
import { type ServedProxy, serveProxy } from '../src/proxy/server/serve-proxy.js';
import { createUndiciUpstream } from '../src/proxy/server/undici-upstream.js';
import type { ScriptedTurn } from '../src/testing/index.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/scripted-server.js';
import { chant } from './helpers/replies.js';

// The official SDKs, retries on, through the proxy on a real socket to the scripted model: a trip must reach
// the caller after exactly one request (the SDK does not retry it), plain and streamed, in each API.

interface Setup {
  readonly upstream: ScriptedServer;
  readonly proxy: GatewayProxy;
  readonly served: ServedProxy;
  readonly events: GuardEvent[];
  /** Requests that reached the proxy, by path. */
  readonly received: string[];
}

let current: Setup | undefined;
afterEach(async () => {
  await current?.served.close();
  await current?.proxy.close();
  await current?.upstream.close();
  current = undefined;
});

async function setup(script: readonly ScriptedTurn[], streamPieces = 3): Promise<Setup> {
  const upstream = await startScriptedServer({ script, streamPieces });
  const events: GuardEvent[] = [];
  const received: string[] = [];
  const proxy = createProxy({
    upstream: createUndiciUpstream(),
    openAIBaseUrl: upstream.url,
    anthropicBaseUrl: upstream.url,
    onEvent: (event) => events.push(event),
  });
  const served = await serveProxy(
    (request) => {
      received.push(request.path);
      return proxy.exchange(request);
    },
    { port: 0 },
  );
  current = { upstream, proxy, served, events, received };
  return current;
}

const readFile = (id: string): ScriptedTurn => ({
  toolCalls: [{ id, name: 'read_file', arguments: { path: 'notes.txt' } }],
});
const looping = [readFile('call_1'), readFile('call_2'), readFile('call_3'), readFile('call_4')];
const tools = [
  {
    type: 'function' as const,
    function: { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } },
  },
];

function expectTrip(error: unknown, code: string) {
  expect(error).toBeInstanceOf(Error);
  const apiError = error as { status?: number; code?: string; error?: unknown; message: string };
  expect(apiError.status).toBe(400);
  expect(JSON.stringify(apiError.error ?? apiError.message)).toContain(code);
}

describe('the proxy with the official SDK clients, retries on', () => {
  it('OpenAI chat: a loop trips after exactly one request, not retried', async () => {
    const { served, upstream, received } = await setup(looping);
    const client = new OpenAI({
      baseURL: `${served.url}/v1`,
      apiKey: 'sk-test-client',
      maxRetries: 3,
      defaultHeaders: { 'x-loopguard-run-id': 'sdk-chat' },
    });
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Summarise notes.txt' }];
    let caught: unknown;
    for (let round = 1; round <= 5 && !caught; round++) {
      try {
        const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools });
        const message = completion.choices[0]?.message;
        if (!message) throw new Error('no message');
        messages.push(message);
        for (const call of message.tool_calls ?? [])
          messages.push({ role: 'tool', tool_call_id: call.id, content: 'the same page' });
      } catch (error) {
        caught = error;
      }
    }
    expectTrip(caught, 'GUARD_LOOP_DETECTED');
    expect((caught as { code?: string }).code).toBe('GUARD_LOOP_DETECTED');
    expect(upstream.requests).toHaveLength(3);
    expect(received).toHaveLength(4);
  });

  it('OpenAI chat streamed: usage asked for and left out for the client, trip after one request', async () => {
    const { served, upstream, received, events } = await setup(looping);
    const client = new OpenAI({
      baseURL: `${served.url}/v1`,
      apiKey: 'sk-test-client',
      maxRetries: 3,
      defaultHeaders: { 'x-loopguard-run-id': 'sdk-chat-stream' },
    });
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Summarise notes.txt' }];
    let caught: unknown;
    let usageChunks = 0;
    for (let round = 1; round <= 5 && !caught; round++) {
      try {
        const stream = await client.chat.completions.create({
          model: 'gpt-4o-mini',
          messages,
          tools,
          stream: true,
        });
        const calls: { id: string; name: string; arguments: string }[] = [];
        for await (const chunk of stream) {
          if (chunk.usage) usageChunks++;
          for (const delta of chunk.choices[0]?.delta.tool_calls ?? []) {
            calls[delta.index] ??= { id: '', name: '', arguments: '' };
            const call = calls[delta.index] as { id: string; name: string; arguments: string };
            if (delta.id) call.id = delta.id;
            call.name += delta.function?.name ?? '';
            call.arguments += delta.function?.arguments ?? '';
          }
        }
        messages.push({
          role: 'assistant',
          tool_calls: calls.map((call) => ({
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          })),
        });
        for (const call of calls)
          messages.push({ role: 'tool', tool_call_id: call.id, content: 'the same page' });
      } catch (error) {
        caught = error;
      }
    }
    expectTrip(caught, 'GUARD_LOOP_DETECTED');
    expect(upstream.requests).toHaveLength(3);
    expect(
      upstream.requests.every(
        (request) => (request.body.stream_options as { include_usage?: boolean })?.include_usage === true,
      ),
    ).toBe(true);
    expect(usageChunks).toBe(0);
    expect(received).toHaveLength(4);
    // Settled from the upstream's own usage, which the client never saw.
    const responses = events.filter((event) => event.event === 'llm_response');
    expect(responses).toHaveLength(3);
    for (const response of responses) expect(response.token_usage?.completion).toBe(60);
  });

  it('OpenAI chat streamed: a content loop cuts the stream with a final error event the SDK throws', async () => {
    const { served, upstream, received, events } = await setup(
      [{ content: chant(300, 'I will check the configuration file again to be sure. ') }],
      150,
    );
    const client = new OpenAI({ baseURL: `${served.url}/v1`, apiKey: 'sk-test-client', maxRetries: 3 });
    let text = '';
    let caught: unknown;
    try {
      const stream = await client.chat.completions.create({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: 'Check the config' }],
        stream: true,
        max_tokens: 8000,
      });
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OpenAI.APIError);
    expect((caught as InstanceType<typeof OpenAI.APIError>).code).toBe('GUARD_LOOP_DETECTED');
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(
      chant(300, 'I will check the configuration file again to be sure. ').length / 5,
    );
    expect(upstream.requests).toHaveLength(1);
    expect(received).toHaveLength(1);
    const response = events.find((event) => event.event === 'llm_response');
    expect(response?.token_usage?.completion).toBeGreaterThan(0);
    expect(response?.cost).toBeGreaterThan(0);
  });

  it('OpenAI Responses, plain and streamed: a loop trips after exactly one request', async () => {
    for (const stream of [false, true]) {
      const { served, upstream, received } = await setup(looping);
      const client = new OpenAI({
        baseURL: `${served.url}/v1`,
        apiKey: 'sk-test-client',
        maxRetries: 3,
        defaultHeaders: { 'x-loopguard-run-id': `sdk-responses-${stream}` },
      });
      const input: ResponseInputItem[] = [{ role: 'user', content: 'Summarise notes.txt' }];
      const responseTools = [{ type: 'function' as const, name: 'read_file', parameters: {}, strict: false }];
      let caught: unknown;
      for (let round = 1; round <= 5 && !caught; round++) {
        try {
          let output: { type: string; call_id?: string; name?: string; arguments?: string }[];
          if (stream) {
            const events = await client.responses.create({
              model: 'gpt-4o-mini',
              input,
              tools: responseTools,
              stream: true,
            });
            output = [];
            for await (const event of events)
              if (event.type === 'response.completed') output = event.response.output as typeof output;
          } else {
            output = (await client.responses.create({ model: 'gpt-4o-mini', input, tools: responseTools }))
              .output as typeof output;
          }
          for (const item of output) {
            if (item.type !== 'function_call') continue;
            input.push({
              type: 'function_call',
              call_id: item.call_id ?? '',
              name: item.name ?? '',
              arguments: item.arguments ?? '',
            });
            input.push({
              type: 'function_call_output',
              call_id: item.call_id ?? '',
              output: 'the same page',
            });
          }
        } catch (error) {
          caught = error;
        }
      }
      expectTrip(caught, 'GUARD_LOOP_DETECTED');
      expect(upstream.requests).toHaveLength(3);
      expect(received).toHaveLength(4);
      await current?.served.close();
      await current?.proxy.close();
      await current?.upstream.close();
      current = undefined;
    }
  });

  it('Anthropic messages, plain and streamed: a loop trips after exactly one request', async () => {
    for (const stream of [false, true]) {
      const { served, upstream, received } = await setup(looping);
      const client = new Anthropic({
        baseURL: served.url,
        apiKey: 'sk-ant-test-client',
        maxRetries: 3,
        defaultHeaders: { 'x-loopguard-run-id': `sdk-anthropic-${stream}` },
      });
      const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'Summarise notes.txt' }];
      const anthropicTools = [
        { name: 'read_file', input_schema: { type: 'object' as const, properties: {} } },
      ];
      let caught: unknown;
      for (let round = 1; round <= 5 && !caught; round++) {
        try {
          const request = {
            model: 'claude-3-5-haiku-latest',
            max_tokens: 1024,
            messages,
            tools: anthropicTools,
          };
          const message = stream
            ? await client.messages.stream(request).finalMessage()
            : await client.messages.create(request);
          messages.push({ role: 'assistant', content: message.content });
          messages.push({
            role: 'user',
            content: message.content
              .filter((block) => block.type === 'tool_use')
              .map((block) => ({
                type: 'tool_result' as const,
                tool_use_id: block.id,
                content: 'the same page',
              })),
          });
        } catch (error) {
          caught = error;
        }
      }
      expect(caught).toBeInstanceOf(Anthropic.APIError);
      expect((caught as InstanceType<typeof Anthropic.APIError>).status).toBe(400);
      expect(JSON.stringify((caught as InstanceType<typeof Anthropic.APIError>).error)).toContain(
        'GUARD_LOOP_DETECTED',
      );
      expect(upstream.requests).toHaveLength(3);
      expect(received).toHaveLength(4);
      await current?.served.close();
      await current?.proxy.close();
      await current?.upstream.close();
      current = undefined;
    }
  });
});
