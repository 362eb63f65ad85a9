import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxy } from '../src/proxy/create-proxy.js';
import type { ProxyExchange } from '../src/proxy/proxy-exchange.js';
import { type ServedProxy, serveProxy } from '../src/proxy/server/serve-proxy.js';
import { createUndiciUpstream } from '../src/proxy/server/undici-upstream.js';
import { startGatedScriptedServer } from './helpers/gated-scripted-server.js';

type Gated = Awaited<ReturnType<typeof startGatedScriptedServer>>;

let scripted: Gated;
let proxy: ServedProxy;
const upstream = createUndiciUpstream();
const errors: unknown[] = [];
let closeCore: () => Promise<void>;

beforeAll(async () => {
  scripted = await startGatedScriptedServer({ script: () => ({ content: 'fine' }) });
  scripted.release(Number.POSITIVE_INFINITY);
  const core = createProxy({ upstream, openAIBaseUrl: scripted.url, anthropicBaseUrl: scripted.url });
  closeCore = () => core.close();
  // The real core, plus a route that fails and one that answers hop-by-hop headers, to see the server's own part.
  const exchange: ProxyExchange = async (request) => {
    if (request.path === '/boom') throw new Error('the core failed');
    if (request.path === '/hop-reply')
      return {
        status: 200,
        headers: {
          'content-type': 'text/plain',
          connection: 'x-hop-only, close',
          'x-hop-only': 'reply',
          'keep-alive': 'timeout=1',
          'transfer-encoding': 'chunked',
          'x-end-to-end': 'kept',
        },
        body: 'ok',
      };
    return core.exchange(request);
  };
  proxy = await serveProxy(exchange, { port: 0, maxBodyBytes: 1024, onError: (error) => errors.push(error) });
});

afterAll(async () => {
  await proxy.close();
  await closeCore();
  await scripted.close();
});

/** Sends raw bytes and reads what comes back until the server closes or `until` matches. */
function raw(text: string, until = /\r\n\r\n[\s\S]*\}/): Promise<string> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
      if (until.test(received)) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

const small = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });

describe('serveProxy limits and headers', () => {
  it('answers 413 in the OpenAI format from Content-Length alone, before any body byte arrives', async () => {
    const before = scripted.requests.length;
    // Only the head is sent: the answer cannot wait for the 10 MB the header announces.
    const answer = await raw(
      'POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 10000000\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.error).toMatchObject({ type: 'request_too_large', code: 'request_too_large' });
    expect(body.error.message).toContain('larger than 1024 bytes');
    expect(scripted.requests.length).toBe(before);
  });

  it('answers 413 in the Anthropic format when a chunked body passes the limit', async () => {
    const before = scripted.requests.length;
    const chunk = 'x'.repeat(800);
    const answer = await raw(
      `POST /v1/messages HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n${(800).toString(16)}\r\n${chunk}\r\n${(800).toString(16)}\r\n${chunk}\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      type: 'error',
      error: { type: 'request_too_large', message: expect.stringContaining('larger than 1024 bytes') },
    });
    expect(scripted.requests.length).toBe(before);
  });

  it('lets a client that sends its whole body before reading see the 413, declared or chunked, and reuse the connection', async () => {
    const before = scripted.requests.length;
    const size = 64 << 20; // far past both the limit and what the sockets' buffers hold
    for (const chunked of [false, true]) {
      const { port } = new URL(proxy.url);
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let received = '';
      let failure: Error | undefined;
      socket.on('error', (error) => {
        failure = error;
      });
      const framing = chunked ? 'transfer-encoding: chunked' : `content-length: ${size}`;
      socket.write(
        `POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n${framing}\r\n\r\n`,
      );
      const piece = Buffer.alloc(64 * 1024, 120);
      const framed = chunked
        ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
        : piece;
      for (let sent = 0; sent < size && failure === undefined; sent += piece.length)
        await new Promise<void>((resolve) => socket.write(framed, () => resolve()));
      expect(failure).toBeUndefined();
      // Nothing was read before the whole body went out; now the answer, then a second request on the same socket.
      socket.write(chunked ? '0\r\n\r\n' : '');
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.write(
        `POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(small)}\r\n\r\n${small}`,
      );
      await expect.poll(() => (received.match(/HTTP\/1\.1 /g) ?? []).length, { timeout: 10_000 }).toBe(2);
      socket.destroy();
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received).toContain('larger than 1024 bytes');
      expect(received).toMatch(/\r\n\r\n[\s\S]*HTTP\/1\.1 200 /);
    }
    expect(scripted.requests.length).toBe(before + 2);
  });

  it('passes a body at the limit', async () => {
    const body = JSON.stringify({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'y'.repeat(1024 - small.length + 2) }],
    });
    expect(Buffer.byteLength(body)).toBe(1024);
    const response = await fetch(`${proxy.url}/v1/chat/completions`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(scripted.requests.at(-1)?.body).toEqual(JSON.parse(body));
  });

  it('strips hop-by-hop request headers, and those Connection names, before the exchange', async () => {
    const answer = await raw(
      [
        'POST /v1/chat/completions HTTP/1.1',
        'host: 127.0.0.1',
        'content-type: application/json',
        `content-length: ${small.length}`,
        'connection: keep-alive, x-hop-only',
        'x-hop-only: secret-per-hop',
        'keep-alive: timeout=5',
        'te: trailers',
        'proxy-authorization: Basic c2VjcmV0',
        'x-end-to-end: kept',
        '',
        small,
      ].join('\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const seen = scripted.requests.at(-1)?.headers ?? {};
    expect(seen['x-end-to-end']).toBe('kept');
    for (const name of ['x-hop-only', 'keep-alive', 'te', 'proxy-authorization'])
      expect(seen[name], name).toBeUndefined();
  });

  it('strips hop-by-hop reply headers and frames the reply itself', async () => {
    const response = await fetch(`${proxy.url}/hop-reply`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('x-end-to-end')).toBe('kept');
    expect(response.headers.get('x-hop-only')).toBeNull();
    expect(response.headers.get('keep-alive')).not.toBe('timeout=1');
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe('2');
  });

  it('answers a failing exchange with 500 in the API format and keeps serving', async () => {
    const response = await fetch(`${proxy.url}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { type: 'server_error' } });
    expect(errors.at(-1)).toBeInstanceOf(Error);
    const again = await fetch(`${proxy.url}/v1/chat/completions`, {
      method: 'POST',
      body: small,
      headers: { 'content-type': 'application/json' },
    });
    expect(again.status).toBe(200);
  });
});

describe('serveProxy close', () => {
  it('lets a stream in flight finish, then refuses new connections', async () => {
    const gated = await startGatedScriptedServer({ script: () => ({ content: 'draining works' }) });
    const core = createProxy({ upstream: createUndiciUpstream(), openAIBaseUrl: gated.url });
    const served = await serveProxy(core.exchange, { port: 0 });
    gated.release(1);
    const response = await fetch(`${served.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'x' }] }),
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const closing = served.close();
    gated.release(Number.POSITIVE_INFINITY);
    let text = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      text += new TextDecoder().decode(next.value);
    await closing;
    expect(text).toContain('[DONE]');
    expect(gated.finished).toEqual([1]);
    await expect(
      fetch(`${served.url}/v1/chat/completions`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    ).rejects.toThrow();
    await core.close();
    await gated.close();
  });
});
