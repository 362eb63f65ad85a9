import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAnthropicMessagesRequest } from './anthropic-messages-request.js';
import { readAnthropicMessage } from './anthropic-messages-response.js';
import { readAnthropicMessagesStream } from './anthropic-messages-stream.js';
import type { AnthropicMessageResponse, AnthropicMessagesRequest } from './anthropic-messages-types.js';
import { writeAnthropicMessage, writeAnthropicMessageStream } from './anthropic-messages-writer.js';
import { WireStreamError } from './wire-stream-error.js';

const file = (name: string) => readFileSync(new URL(`../../test/fixtures/wire/${name}`, import.meta.url));
const json = <T>(name: string) => JSON.parse(file(name).toString('utf8')) as T;

async function* bytesOf(frames: readonly (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const frame of frames) yield typeof frame === 'string' ? new TextEncoder().encode(frame) : frame;
}

describe('readAnthropicMessagesRequest', () => {
  it('puts the system prompt first and keeps the recorded messages themselves', () => {
    const body = json<AnthropicMessagesRequest>('anthropic-messages-tool-history.request.json');
    const facts = readAnthropicMessagesRequest(body);
    expect(facts.messages[0]).toEqual({
      role: 'system',
      content: 'Always use the shell tool. Keep responses brief.',
    });
    expect(facts.messages.slice(1)).toEqual(body.messages);
    expect(facts.messages[1]).toBe(body.messages?.[0]);
    expect(facts).toMatchObject({
      model: 'claude-sonnet-4-6',
      maxOutputTokens: 4096,
      stream: false,
      includeUsage: true,
    });
    expect(facts.tools).toBe(body.tools);
  });

  it('reads system blocks and passes messages through when there is no system prompt', () => {
    const messages = [{ role: 'user' as const, content: 'hi' }];
    expect(readAnthropicMessagesRequest({ messages }).messages).toBe(messages);
    const system = [{ type: 'text' as const, text: 'Be brief.' }];
    expect(readAnthropicMessagesRequest({ system, messages, stream: true }).messages[0]).toEqual({
      role: 'system',
      content: system,
    });
  });
});

describe('readAnthropicMessage', () => {
  it('reads the recorded tool_use message with its input as JSON', () => {
    expect(readAnthropicMessage(json('anthropic-messages-tool-use.json'))).toEqual({
      model: 'claude-sonnet-4-6',
      text: null,
      toolCalls: [
        {
          id: 'toolu_016EHVaf6tCPBWQSjkredb5c',
          name: 'bash',
          arguments: '{"command":"python3 -c \\"print(2 + 2)\\""}',
        },
      ],
      usage: { promptTokens: 774, completionTokens: 65, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'tool_use',
    });
  });

  it('adds cache reads and writes to the prompt tokens', () => {
    const response = readAnthropicMessage(json('anthropic-messages-cached-usage.json'));
    expect(response.text).toBe(
      'Python is a beginner-friendly, versatile programming language widely used for web development, data science, machine learning, automation, and scientific computing.',
    );
    expect(response.usage).toEqual({
      promptTokens: 3 + 1111 + 418,
      completionTokens: 33,
      cachedPromptTokens: 1111,
      cacheWritePromptTokens: 418,
    });
  });
});

describe('readAnthropicMessagesStream', () => {
  it('accumulates the recorded tool_use stream, ping included', async () => {
    const response = await readAnthropicMessagesStream(
      bytesOf([file('anthropic-messages-stream-tool-use.sse')]),
    );
    expect(response).toEqual({
      model: 'claude-sonnet-4-6',
      text: null,
      toolCalls: [
        {
          id: 'toolu_015Rk6ndKaiXYx9AiJcpUR2H',
          name: 'bash',
          arguments: '{"command": "python3 -c \\"print(2 + 2)\\""}',
        },
      ],
      usage: { promptTokens: 774, completionTokens: 65, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'tool_use',
    });
    expect(JSON.parse(response.toolCalls[0]?.arguments ?? '')).toEqual({
      command: 'python3 -c "print(2 + 2)"',
    });
  });

  it('accumulates the recorded text stream split at every byte offset', async () => {
    const bytes = new Uint8Array(file('anthropic-messages-stream-text.sse'));
    const expected = {
      model: 'claude-sonnet-4-6',
      text: 'The result of **2 + 2 = 4**! 🎉',
      toolCalls: [],
      usage: { promptTokens: 953, completionTokens: 22, cachedPromptTokens: 0, cacheWritePromptTokens: 0 },
      finishReason: 'end_turn',
    };
    for (let cut = 1; cut < bytes.length; cut += 5)
      expect(
        await readAnthropicMessagesStream(bytesOf([bytes.subarray(0, cut), bytes.subarray(cut)])),
      ).toEqual(expected);
  });

  it('takes the usage a newer message_delta repeats in full', async () => {
    const response = await readAnthropicMessagesStream(
      bytesOf([file('anthropic-messages-stream-json-tool.sse')]),
    );
    expect(response.toolCalls).toEqual([
      {
        id: 'toolu_01KFbKqPYSuAKujiL6mTfzYA',
        name: 'json',
        arguments: '{"elements": [{"location": "San Francisco", "temperature": 58, "condition": "sunny"}]}',
      },
    ]);
    expect(response.usage).toEqual({
      promptTokens: 849,
      completionTokens: 47,
      cachedPromptTokens: 0,
      cacheWritePromptTokens: 0,
    });
  });

  it('throws the error event of a stream that failed after it began', async () => {
    // The frame as Anthropic's streaming documentation shows it; no recording with one was found.
    const frames = [
      'event: message_start\ndata: {"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-6","content":[],"stop_reason":null,"usage":{"input_tokens":10,"output_tokens":1}}}\n\n',
      'event: error\ndata: {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}\n\n',
    ];
    await expect(readAnthropicMessagesStream(bytesOf(frames))).rejects.toEqual(
      new WireStreamError('overloaded_error', 'Overloaded', {
        type: 'overloaded_error',
        message: 'Overloaded',
      }),
    );
  });
});

describe('Anthropic writers', () => {
  const recorded = readAnthropicMessage(
    json<AnthropicMessageResponse>('anthropic-messages-cached-usage.json'),
  );

  it('write a message that reads back to the same response, cache usage included', () => {
    const written = writeAnthropicMessage(recorded, { id: 'msg_1' });
    expect(written.usage).toEqual({
      input_tokens: 3,
      cache_creation_input_tokens: 418,
      cache_read_input_tokens: 1111,
      output_tokens: 33,
    });
    expect(readAnthropicMessage(JSON.parse(JSON.stringify(written)))).toEqual(recorded);
  });

  it('write a stream with text and a tool call that reads back to the same response', async () => {
    const response = {
      ...recorded,
      toolCalls: [{ id: 'toolu_1', name: 'bash', arguments: '{"command":"ls"}' }],
      finishReason: 'tool_use',
    };
    const frames = writeAnthropicMessageStream(response, { id: 'msg_2' });
    expect(frames[0]?.startsWith('event: message_start\n')).toBe(true);
    expect(frames.at(-1)).toBe('event: message_stop\ndata: {"type":"message_stop"}\n\n');
    expect(await readAnthropicMessagesStream(bytesOf(frames))).toEqual(response);
  });
});
