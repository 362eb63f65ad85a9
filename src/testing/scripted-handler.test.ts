import { describe, expect, it } from 'vitest';
import { countPromptTokens } from '../pricing/count-tokens.js';
import {
  type AnthropicMessageResponse,
  type AnthropicMessagesRequest,
  type OpenAIChatCompletion,
  readAnthropicMessage,
  readAnthropicMessagesRequest,
  readAnthropicMessagesStream,
  readOpenAIChatCompletion,
  readOpenAIChatStream,
  readSse,
  SSE_DONE,
} from '../wire/index.js';
import { createScriptedHandler } from './scripted-handler.js';
import type { ScriptedTurn } from './scripted-model.js';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://scripted.test${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

const turn: ScriptedTurn = {
  content: 'reading the file',
  toolCalls: [{ name: 'read_file', arguments: { path: 'a.txt' } }],
  usage: { prompt_tokens: 120, completion_tokens: 30, cached_tokens: 100 },
};

describe('createScriptedHandler, plain answers', () => {
  it('answers OpenAI chat completions with the turn, ids, created and cached usage', async () => {
    const handler = createScriptedHandler({ script: [turn], model: 'gpt-4o', now: () => 1_700_000_000_500 });
    const response = await handler(post('/v1/chat/completions', { model: 'm', messages: [] }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as OpenAIChatCompletion;
    expect(body).toMatchObject({ id: 'chatcmpl-scripted-1', created: 1_700_000_000 });
    expect(readOpenAIChatCompletion(body)).toEqual({
      model: 'gpt-4o',
      text: 'reading the file',
      toolCalls: [{ id: 'call_1_1', name: 'read_file', arguments: '{"path":"a.txt"}' }],
      usage: { promptTokens: 120, completionTokens: 30, cachedPromptTokens: 100, cacheWritePromptTokens: 0 },
      finishReason: 'tool_calls',
    });
  });

  it('answers Anthropic messages with input tokens that exclude the cache reads', async () => {
    const handler = createScriptedHandler({ script: [turn] });
    const response = await handler(post('/v1/messages', { model: 'claude-x', messages: [] }));
    const body = (await response.json()) as AnthropicMessageResponse;
    expect(body.usage).toMatchObject({ input_tokens: 20, cache_read_input_tokens: 100, output_tokens: 30 });
    expect(readAnthropicMessage(body)).toMatchObject({
      model: 'claude-x',
      text: 'reading the file',
      toolCalls: [{ id: 'toolu_1_1', name: 'read_file', arguments: '{"path":"a.txt"}' }],
      usage: { promptTokens: 120, cachedPromptTokens: 100 },
      finishReason: 'tool_use',
    });
  });

  it('counts the prompt, system blocks included, when a turn gives no usage', async () => {
    const handler = createScriptedHandler({ script: [{ content: 'ok' }], completionTokens: 7 });
    const request: AnthropicMessagesRequest = {
      model: 'claude-x',
      system: [{ type: 'text', text: 'You are a careful agent who reads files before editing them.' }],
      messages: [{ role: 'user', content: 'fix the bug' }],
    };
    const body = (await (await handler(post('/v1/messages', request))).json()) as AnthropicMessageResponse;
    const facts = readAnthropicMessagesRequest(request);
    expect(body.usage).toMatchObject({ input_tokens: countPromptTokens(facts.messages), output_tokens: 7 });
    expect(body.usage.input_tokens).toBeGreaterThan(countPromptTokens(request.messages ?? []));
  });

  it('routes any path ending in an API path, and says when the script has run out', async () => {
    const handler = createScriptedHandler({ script: [] });
    const response = await handler(
      post('/openai/deployments/d/chat/completions?api-version=1', { messages: [] }),
    );
    expect(((await response.json()) as OpenAIChatCompletion).choices[0]?.message.content).toBe(
      '(the scripted model has no turn 1)',
    );
    expect(handler.requests[0]?.path).toBe('/openai/deployments/d/chat/completions');
  });

  it('records each answered request and hands it to a script function', async () => {
    const seen: number[] = [];
    const handler = createScriptedHandler({
      script: (round, request) => {
        seen.push(request.round);
        return { content: `${request.api} round ${round}` };
      },
    });
    await handler(post('/v1/chat/completions', { model: 'm', messages: [] }, { 'x-run-id': 'r-1' }));
    const second = await handler(post('/v1/messages', { model: 'm', messages: [], stream: true }));
    await second.body?.cancel();
    expect(seen).toEqual([1, 2]);
    expect(handler.requests).toMatchObject([
      {
        api: 'openai',
        round: 1,
        stream: false,
        path: '/v1/chat/completions',
        headers: { 'x-run-id': 'r-1' },
      },
      { api: 'anthropic', round: 2, stream: true, body: { model: 'm', messages: [], stream: true } },
    ]);
  });

  it('answers 500 in a server error body when the script throws', async () => {
    const handler = createScriptedHandler({
      script: () => {
        throw new Error('script broke');
      },
    });
    const response = await handler(post('/v1/chat/completions', { messages: [] }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { message: 'script broke', type: 'server_error' } });
  });
});

describe('createScriptedHandler, streams', () => {
  it('streams OpenAI chunks that the wire reader puts back together, usage last when asked for', async () => {
    const handler = createScriptedHandler({ script: [turn, turn], model: 'gpt-4o' });
    const request = { model: 'm', messages: [], stream: true, stream_options: { include_usage: true } };
    const response = await handler(post('/v1/chat/completions', request));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const messages = [];
    for await (const message of readSse(response.body as ReadableStream<Uint8Array>)) messages.push(message);
    expect(messages.at(-1)?.data).toBe(SSE_DONE);
    const chunks = messages.slice(0, -1).map((message) => JSON.parse(message.data));
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { prompt_tokens: 120 } });
    const streamed = await readOpenAIChatStream(
      (await handler(post('/v1/chat/completions', request))).body as ReadableStream<Uint8Array>,
    );
    expect(streamed).toEqual({
      model: 'gpt-4o',
      text: 'reading the file',
      toolCalls: [{ id: 'call_2_1', name: 'read_file', arguments: '{"path":"a.txt"}' }],
      usage: { promptTokens: 120, completionTokens: 30, cachedPromptTokens: 100, cacheWritePromptTokens: 0 },
      finishReason: 'tool_calls',
    });
  });

  it('leaves the usage chunk out of an OpenAI stream that did not ask for it', async () => {
    const handler = createScriptedHandler({ script: [turn] });
    const response = await handler(post('/v1/chat/completions', { model: 'm', messages: [], stream: true }));
    const streamed = await readOpenAIChatStream(response.body as ReadableStream<Uint8Array>);
    expect(streamed.usage).toBeUndefined();
    expect(streamed.toolCalls).toHaveLength(1);
  });

  it('streams Anthropic events in order that the wire reader puts back together', async () => {
    const handler = createScriptedHandler({ script: [turn] });
    const response = await handler(post('/v1/messages', { model: 'claude-x', messages: [], stream: true }));
    const [forEvents, forReader] = (response.body as ReadableStream<Uint8Array>).tee();
    const events: string[] = [];
    const reading = readAnthropicMessagesStream(forReader);
    for await (const message of readSse(forEvents)) events.push(message.event ?? '');
    expect(events[0]).toBe('message_start');
    expect(events.slice(-2)).toEqual(['message_delta', 'message_stop']);
    expect(await reading).toMatchObject({
      text: 'reading the file',
      toolCalls: [{ id: 'toolu_1_1', name: 'read_file', arguments: '{"path":"a.txt"}' }],
      usage: { promptTokens: 120, completionTokens: 30, cachedPromptTokens: 100 },
      finishReason: 'tool_use',
    });
  });
});
