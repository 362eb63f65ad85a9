import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSse } from '../wire/index.js';
import { createScriptedHandler } from './scripted-handler.js';

const url = (path: string) => `http://scripted.test${path}`;
const post = (path: string, body: string) => new Request(url(path), { method: 'POST', body });

/** A request body that counts how often it is pulled, for proving what the handler did not read. */
function countedBody(chunkBytes: number, chunks: number) {
  const state = { pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulls++;
        if (state.pulls > chunks) controller.close();
        else controller.enqueue(new Uint8Array(chunkBytes).fill(32));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createScriptedHandler on requests it refuses', () => {
  it('answers 404 for other paths and methods, recording nothing', async () => {
    const handler = createScriptedHandler({ script: [{ content: 'a' }] });
    const embeddings = await handler(post('/v1/embeddings', '{}'));
    expect(embeddings.status).toBe(404);
    expect(await embeddings.json()).toEqual({
      error: { message: 'no route for POST /v1/embeddings', type: 'not_found' },
    });
    expect((await handler(new Request(url('/v1/messages')))).status).toBe(404);
    expect(handler.requests).toHaveLength(0);
  });

  it('refuses a declared oversized body with 413 without reading a byte of it', async () => {
    const handler = createScriptedHandler({ script: [{ content: 'first turn' }], maxBodyBytes: 1024 });
    const { stream, state } = countedBody(1024, 100);
    const response = await handler(
      new Request(url('/v1/chat/completions'), {
        method: 'POST',
        headers: { 'content-length': String(100 * 1024) },
        body: stream,
        duplex: 'half',
      }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'request body is larger than 1024 bytes' },
    });
    expect(state.pulls).toBe(0);
  });

  it('stops reading an undeclared body once it crosses the limit, and consumes no turn', async () => {
    const handler = createScriptedHandler({ script: [{ content: 'first turn' }], maxBodyBytes: 4096 });
    const { stream, state } = countedBody(1024, 1_000_000);
    const response = await handler(
      new Request(url('/v1/messages'), { method: 'POST', body: stream, duplex: 'half' }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    expect(state.pulls).toBe(5);
    expect(state.cancelled).toBe(true);
    const next = await handler(post('/v1/messages', '{"messages":[]}'));
    expect(await next.json()).toMatchObject({ content: [{ type: 'text', text: 'first turn' }] });
    expect(handler.requests).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', '{"model": ', /^request body is not JSON: /],
    ['an array', '[1,2]', /^request body must be a JSON object, got an array$/],
    ['a string', '"hello"', /^request body must be a JSON object, got string$/],
    ['null', 'null', /^request body must be a JSON object, got null$/],
    ['messages that are no array', '{"messages":"hi"}', /^`messages` must be an array$/],
  ])('refuses %s with 400 in each API error shape, consuming no turn', async (_name, body, message) => {
    const handler = createScriptedHandler({ script: [{ content: 'a' }] });
    const openai = await handler(post('/v1/chat/completions', body));
    expect(openai.status).toBe(400);
    expect(await openai.json()).toEqual({
      error: { type: 'invalid_request_error', message: expect.stringMatching(message) },
    });
    const anthropic = await handler(post('/v1/messages', body));
    expect(anthropic.status).toBe(400);
    expect(await anthropic.json()).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: expect.stringMatching(message) },
    });
    expect(handler.requests).toHaveLength(0);
  });
});

describe('createScriptedHandler faults', () => {
  it('answers a status fault in each API error shape without consuming the turn', async () => {
    const handler = createScriptedHandler({
      script: [{ content: 'a' }, { content: 'b' }, { content: 'c' }],
      faults: (round) => (round > 1 && round < 5 ? { status: [429, 503, 500][round - 2] } : undefined),
    });
    const first = await handler(post('/v1/chat/completions', '{}'));
    expect(await first.json()).toMatchObject({ choices: [{ message: { content: 'a' } }] });
    const limited = await handler(post('/v1/chat/completions', '{}'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { message: 'scripted fault 429', type: 'rate_limit_error' },
    });
    const unavailable = await handler(post('/v1/messages', '{}'));
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toEqual({
      type: 'error',
      error: { type: 'api_error', message: 'scripted fault 503' },
    });
    const failed = await handler(post('/v1/responses', '{}'));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { message: 'scripted fault 500', type: 'api_error' } });
    // The retry after three faults gets turn 2, the turn the first failed request would have had.
    const retry = await handler(post('/v1/chat/completions', '{}'));
    expect(await retry.json()).toMatchObject({ choices: [{ message: { content: 'b' } }] });
    expect(handler.requests.map((request) => [request.round, request.turn])).toEqual([
      [1, 1],
      [2, undefined],
      [3, undefined],
      [4, undefined],
      [5, 2],
    ]);
  });

  it('waits the fault latency before answering', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const handler = createScriptedHandler({
      script: [{ content: 'late' }],
      faults: { 1: { latencyMs: 5000 } },
    });
    let answered = false;
    const pending = handler(post('/v1/chat/completions', '{}')).then((response) => {
      answered = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await pending).json()).toMatchObject({ choices: [{ message: { content: 'late' } }] });
  });

  it('errors a stream after the given number of chunks, so it never looks complete', async () => {
    const handler = createScriptedHandler({
      script: [{ content: 'many words in this answer' }],
      faults: { 1: { cutAfterChunks: 2 } },
    });
    const response = await handler(post('/v1/chat/completions', '{"messages":[],"stream":true}'));
    const received: string[] = [];
    const reading = (async () => {
      for await (const message of readSse(response.body as ReadableStream<Uint8Array>))
        received.push(message.data);
    })();
    await expect(reading).rejects.toThrow('scripted cut after 2 chunks');
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[0] ?? '')).toMatchObject({ choices: [{ delta: { role: 'assistant' } }] });
  });

  it('paces stream chunks by the chunk delay as the reader reads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const handler = createScriptedHandler({ script: [{ content: 'slow' }], chunkDelayMs: 1000 });
    const response = await handler(post('/v1/messages', '{"messages":[],"stream":true}'));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    let second = false;
    const next = reader.read().then(() => {
      second = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(second).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await next;
    expect(second).toBe(true);
    await reader.cancel();
  });
});
