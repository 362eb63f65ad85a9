import { request as httpRequest, type IncomingMessage } from 'node:http';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { readSse } from '../wire/index.js';
import { type ScriptedServer, startScriptedServer } from './scripted-server.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('startScriptedServer', () => {
  it('answers a scripted fault with its status in each API error shape', async () => {
    server = await startScriptedServer({
      script: [{ content: 'a' }, { content: 'b' }],
      faults: { 1: { status: 429 }, 2: { status: 500 } },
    });
    const openai = await post(`${server.openAIBaseURL}/chat/completions`, { model: 'm', messages: [] });
    expect(openai.status).toBe(429);
    expect(await openai.json()).toMatchObject({ error: { type: 'rate_limit_error' } });
    const anthropic = await post(`${server.url}/v1/messages`, { model: 'm', messages: [] });
    expect(anthropic.status).toBe(500);
    expect(await anthropic.json()).toMatchObject({ type: 'error', error: { type: 'api_error' } });
    expect(server.requests.map((request) => request.api)).toEqual(['openai', 'anthropic']);
  });

  it('cuts a stream after the given number of chunks', async () => {
    server = await startScriptedServer({
      script: [{ content: 'many words in this answer' }],
      faults: { 1: { cutAfterChunks: 2 } },
    });
    const response = await post(`${server.openAIBaseURL}/chat/completions`, {
      model: 'm',
      messages: [],
      stream: true,
    });
    const error = await response.text().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
  });

  it('rejects a body that is not JSON and unknown routes, recording nothing', async () => {
    server = await startScriptedServer({ script: [] });
    const bad = await fetch(`${server.openAIBaseURL}/chat/completions`, { method: 'POST', body: '{oops' });
    expect(bad.status).toBe(400);
    expect((await fetch(`${server.url}/v1/embeddings`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect(server.requests).toHaveLength(0);
  });

  it('says so when the script has no more turns', async () => {
    server = await startScriptedServer({ script: [] });
    const response = await post(`${server.openAIBaseURL}/chat/completions`, {
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(
      ((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message
        .content,
    ).toBe('(the scripted model has no turn 1)');
  });
});

describe('startScriptedServer on bad requests', () => {
  it('answers an oversized body with 413 without reading it whole, and consumes no turn', async () => {
    server = await startScriptedServer({ script: [{ content: 'first turn' }], maxBodyBytes: 64 * 1024 });
    const huge = await post(`${server.openAIBaseURL}/chat/completions`, {
      model: 'm',
      messages: [{ role: 'user', content: ' '.repeat(1_000_000) }],
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: 'request body is larger than 65536 bytes' },
    });
    const next = await post(`${server.openAIBaseURL}/chat/completions`, { model: 'm', messages: [] });
    expect(await next.json()).toMatchObject({ choices: [{ message: { content: 'first turn' } }] });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['an array', [1, 2], 'request body must be a JSON object, got an array'],
    ['a string', 'hello', 'request body must be a JSON object, got string'],
    ['null', null, 'request body must be a JSON object, got null'],
    ['messages that are no array', { model: 'm', messages: 'hi' }, '`messages` must be an array'],
  ])('refuses %s with 400 in the API error shape, consuming no turn', async (_name, body, message) => {
    server = await startScriptedServer({ script: [{ content: 'first turn' }] });
    const openai = await post(`${server.openAIBaseURL}/chat/completions`, body);
    expect(openai.status).toBe(400);
    expect(await openai.json()).toEqual({ error: { type: 'invalid_request_error', message } });
    const anthropic = await post(`${server.url}/v1/messages`, body);
    expect(anthropic.status).toBe(400);
    expect(await anthropic.json()).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message },
    });
    expect(server.requests).toHaveLength(0);
  });

  it('names where malformed JSON breaks', async () => {
    server = await startScriptedServer({ script: [{ content: 'a' }] });
    const response = await fetch(`${server.openAIBaseURL}/chat/completions`, {
      method: 'POST',
      body: '{"model": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^request body is not JSON: /,
    );
  });
});

describe('startScriptedServer over a socket', () => {
  it('delivers exactly the chunks before a cut, then drops the connection', async () => {
    server = await startScriptedServer({
      script: [{ content: 'many words in this answer' }],
      faults: { 1: { cutAfterChunks: 3 } },
    });
    const response = await post(`${server.openAIBaseURL}/chat/completions`, { messages: [], stream: true });
    const received: string[] = [];
    const reading = (async () => {
      for await (const message of readSse(response.body as ReadableStream<Uint8Array>))
        received.push(message.data);
    })();
    await expect(reading).rejects.toThrow();
    expect(received).toHaveLength(3);
    expect(received).not.toContain('[DONE]');
  });

  it('refuses a chunked body past the limit while it is still being sent, then keeps serving', async () => {
    server = await startScriptedServer({ script: [{ content: 'first turn' }], maxBodyBytes: 64 * 1024 });
    const address = new URL(`${server.openAIBaseURL}/chat/completions`);
    // No Content-Length, and the body never ends: only the limit on the stream can refuse it.
    const sending = httpRequest(address, { method: 'POST', headers: { 'content-type': 'application/json' } });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      sending.on('response', resolve);
      sending.on('error', reject);
    });
    sending.write(`{"messages":[{"role":"user","content":"${' '.repeat(80 * 1024)}`);
    const refusal = await answered;
    expect(refusal.statusCode).toBe(413);
    expect(refusal.headers.connection).toBe('close');
    sending.destroy();
    const next = await post(`${server.openAIBaseURL}/chat/completions`, { model: 'm', messages: [] });
    expect(await next.json()).toMatchObject({ choices: [{ message: { content: 'first turn' } }] });
    expect(server.requests).toHaveLength(1);
    expect(server.handler.requests).toBe(server.requests);
  });
});

describe('startScriptedServer, the Responses API to the real OpenAI SDK', () => {
  const script = [
    {
      content: 'Checking.',
      toolCalls: [{ name: 'get_weather', arguments: { city: 'Beijing' } }],
      usage: { prompt_tokens: 300, completion_tokens: 20, cached_tokens: 256 },
    },
    { content: 'Sunny, 21 °C.' },
  ];

  it('answers responses.create with message and function_call items and the usage', async () => {
    server = await startScriptedServer({ script, model: 'gpt-4.1-mini' });
    const client = new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' });
    const response = await client.responses.create({ model: 'gpt-4.1', input: 'Weather in Beijing?' });
    expect(response.output_text).toBe('Checking.');
    expect(response.output[1]).toMatchObject({
      type: 'function_call',
      call_id: 'call_1_1',
      name: 'get_weather',
      arguments: '{"city":"Beijing"}',
    });
    expect(response.usage).toMatchObject({
      input_tokens: 300,
      output_tokens: 20,
      input_tokens_details: { cached_tokens: 256 },
    });
    expect(server.requests[0]).toMatchObject({ api: 'openai-responses', path: '/v1/responses', turn: 1 });
  });

  it('streams the same turn as events the SDK accumulates, with stream: true and responses.stream()', async () => {
    server = await startScriptedServer({ script: [script[0], script[0]] as typeof script });
    const client = new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' });
    const stream = await client.responses.create({ model: 'gpt-4.1', input: 'hi', stream: true });
    const types: string[] = [];
    for await (const event of stream) types.push(event.type);
    expect(types[0]).toBe('response.created');
    expect(types).toContain('response.function_call_arguments.delta');
    expect(types.at(-1)).toBe('response.completed');
    const final = await client.responses.stream({ model: 'gpt-4.1', input: 'hi' }).finalResponse();
    expect(final.output_text).toBe('Checking.');
    expect(final.output.find((item) => item.type === 'function_call')).toMatchObject({
      arguments: '{"city":"Beijing"}',
    });
    expect(final.usage?.input_tokens).toBe(300);
    expect(server.requests.map((request) => request.stream)).toEqual([true, true]);
  });

  it('answers a status fault in the OpenAI error shape and gives the retry the same turn', async () => {
    server = await startScriptedServer({ script, faults: { 1: { status: 500 } } });
    const client = new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test', maxRetries: 1 });
    const response = await client.responses.create({ model: 'gpt-4.1', input: 'hi' });
    expect(response.output_text).toBe('Checking.');
    expect(server.requests.map((request) => request.turn)).toEqual([undefined, 1]);
  });
});
