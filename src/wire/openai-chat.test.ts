import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readOpenAIChatRequest } from './openai-chat-request.js';
import { readOpenAIChatCompletion } from './openai-chat-response.js';
import {
  accumulateOpenAIChatChunk,
  createOpenAIChatStreamState,
  readOpenAIChatStream,
} from './openai-chat-stream.js';
import type { OpenAIChatCompletion, OpenAIChatRequest } from './openai-chat-types.js';
import { writeOpenAIChatCompletion, writeOpenAIChatStream } from './openai-chat-writer.js';
import { WireStreamError } from './wire-stream-error.js';

const file = (name: string) => readFileSync(new URL(`../../test/fixtures/wire/${name}`, import.meta.url));
const json = <T>(name: string) => JSON.parse(file(name).toString('utf8')) as T;

async function* bytesOf(frames: readonly (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const frame of frames) yield typeof frame === 'string' ? new TextEncoder().encode(frame) : frame;
}

describe('readOpenAIChatRequest', () => {
  it('reads the recorded request without copying its messages', () => {
    const body = json<OpenAIChatRequest>('openai-chat-tool-history.request.json');
    const facts = readOpenAIChatRequest(body);
    expect(facts.model).toBe('gpt-4o-mini');
    expect(facts.messages).toBe(body.messages);
    expect(facts.tools).toBe(body.tools);
    expect(facts).toMatchObject({ maxOutputTokens: undefined, stream: false, includeUsage: true });
  });

  it('prefers max_completion_tokens and reads include_usage of a stream', () => {
    const facts = readOpenAIChatRequest({
      model: 'gpt-4o',
      messages: [],
      max_tokens: 50,
      max_completion_tokens: 80,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(facts).toMatchObject({ maxOutputTokens: 80, stream: true, includeUsage: true, tools: undefined });
    expect(readOpenAIChatRequest({ messages: [], max_tokens: 50, stream: true })).toMatchObject({
      maxOutputTokens: 50,
      includeUsage: false,
    });
  });
});

describe('readOpenAIChatCompletion', () => {
  it('reads the recorded tool-call completion', () => {
    expect(readOpenAIChatCompletion(json('openai-chat-tool-calls.json'))).toEqual({
      model: 'gpt-4o-mini-2024-07-18',
      text: null,
      toolCalls: [
        { id: 'call_NihFwNUckQ2eDoE0a9OQaO5l', name: 'get_capital', arguments: '{"country":"England"}' },
      ],
      usage: { promptTokens: 104, completionTokens: 15, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'tool_calls',
    });
  });

  it('keeps cached tokens inside prompt tokens, as OpenAI reports them', () => {
    const response = readOpenAIChatCompletion(json('openai-chat-cached-usage.json'));
    expect(response.text).toBe('I’m doing well, thank you! What’s on your mind today?');
    expect(response.usage).toEqual({
      promptTokens: 42,
      completionTokens: 15,
      cachedPromptTokens: 20,
      cacheWritePromptTokens: 0,
    });
  });
});

describe('readOpenAIChatStream', () => {
  it('accumulates the recorded tool-call stream with its usage chunk', async () => {
    expect(await readOpenAIChatStream(bytesOf([file('openai-chat-stream-tool-calls.sse')]))).toEqual({
      model: 'gpt-4o-mini-2024-07-18',
      text: null,
      toolCalls: [
        { id: 'call_F9ZaqPWo69u0urxAhVt8meDW', name: 'GetPersonAge', arguments: '{"personName":"Alice"}' },
      ],
      usage: { promptTokens: 61, completionTokens: 16, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'tool_calls',
    });
  });

  it('gives the same response when the recorded stream is split at every byte offset', async () => {
    const bytes = new Uint8Array(file('openai-chat-stream-tool-calls.sse'));
    const whole = await readOpenAIChatStream(bytesOf([bytes]));
    for (let cut = 1; cut < bytes.length; cut += 7)
      expect(await readOpenAIChatStream(bytesOf([bytes.subarray(0, cut), bytes.subarray(cut)]))).toEqual(
        whole,
      );
  });

  it('skips the empty-model Azure filter chunk and reads text and usage', async () => {
    expect(await readOpenAIChatStream(bytesOf([file('openai-chat-stream-azure-usage.sse')]))).toEqual({
      model: 'gpt-5-nano-2025-08-07',
      text: 'Capital of Denmark.',
      toolCalls: [],
      usage: { promptTokens: 15, completionTokens: 78, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'stop',
    });
  });

  it('keeps parallel tool calls apart by index when their fragments interleave', () => {
    const state = createOpenAIChatStreamState();
    const chunk = (toolCalls: object[]) =>
      ({
        id: 'c',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'm',
        choices: [{ index: 0, delta: { tool_calls: toolCalls }, finish_reason: null }],
      }) as never;
    accumulateOpenAIChatChunk(
      state,
      chunk([{ index: 0, id: 'call_a', function: { name: 'read', arguments: '{"p":' } }]),
    );
    accumulateOpenAIChatChunk(
      state,
      chunk([{ index: 1, id: 'call_b', function: { name: 'ls', arguments: '{}' } }]),
    );
    accumulateOpenAIChatChunk(state, chunk([{ index: 0, function: { arguments: '1}' } }]));
    expect(state.toolCalls).toEqual([
      { id: 'call_a', name: 'read', arguments: '{"p":1}' },
      { id: 'call_b', name: 'ls', arguments: '{}' },
    ]);
  });

  it('throws the error a failing stream sends as a chunk', async () => {
    const frames = [
      'data: {"id":"c","object":"chat.completion.chunk","created":0,"model":"m","choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":null}]}\n\n',
      'data: {"error":{"message":"The server had an error while processing your request.","type":"server_error"}}\n\n',
    ];
    const reading = readOpenAIChatStream(bytesOf(frames));
    await expect(reading).rejects.toBeInstanceOf(WireStreamError);
    await expect(readOpenAIChatStream(bytesOf(frames))).rejects.toMatchObject({ type: 'server_error' });
  });
});

describe('OpenAI chat writers', () => {
  const recorded = readOpenAIChatCompletion(json<OpenAIChatCompletion>('openai-chat-tool-calls.json'));

  it('write a completion that reads back to the same response', () => {
    const written = writeOpenAIChatCompletion(recorded, { id: 'chatcmpl-1', created: 1 });
    expect(readOpenAIChatCompletion(JSON.parse(JSON.stringify(written)))).toEqual(recorded);
  });

  it('write a stream that reads back to the same response, usage chunk last before [DONE]', async () => {
    const frames = writeOpenAIChatStream(recorded, { id: 'chatcmpl-1', created: 1, includeUsage: true });
    expect(frames.at(-1)).toBe('data: [DONE]\n\n');
    expect(JSON.parse(frames.at(-2)?.slice(6) ?? '').choices).toEqual([]);
    expect(await readOpenAIChatStream(bytesOf(frames))).toEqual(recorded);
  });

  it('write a text stream without usage when it was not asked for', async () => {
    const response = { ...recorded, text: 'Hello there, world', toolCalls: [], finishReason: 'stop' };
    const frames = writeOpenAIChatStream(response, { id: 'chatcmpl-2', created: 1 });
    expect(await readOpenAIChatStream(bytesOf(frames))).toEqual({ ...response, usage: undefined });
  });
});
