import { request as httpRequest, type IncomingMessage } from 'node:http';
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
