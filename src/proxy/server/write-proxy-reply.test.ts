import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProxyReply } from '../proxy-exchange.js';
import { writeProxyReply } from './write-proxy-reply.js';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Serves `reply` once per request on 127.0.0.1, counting the socket writes of each response. */
async function serve(reply: () => ProxyReply): Promise<{ url: string; writes: number[] }> {
  const writes: number[] = [];
  const server = createServer((_, response) => {
    // Node's own socket method every write goes through (a corked batch is one call): counted here.
    const socket = response.socket as unknown as { _writeGeneric: (...args: unknown[]) => unknown } | null;
    let count = 0;
    if (socket) {
      const write = socket._writeGeneric.bind(socket);
      socket._writeGeneric = (...args: unknown[]) => {
        count++;
        return write(...args);
      };
    }
    void writeProxyReply(reply(), response).then(() => writes.push(count));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, writes };
}

function get(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => httpRequest(url, resolve).on('error', reject).end());
}

describe('writeProxyReply', () => {
  it("sends a stream's headers at once, before its first event is ready", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { url } = await serve(() => ({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: (async function* () {
        await held;
        yield 'data: one\n\n';
      })(),
    }));
    const response = await get(url);
    // The headers came while the body was still held back.
    expect(response.headers['content-type']).toBe('text/event-stream');
    release();
    let text = '';
    for await (const chunk of response) text += chunk;
    expect(text).toBe('data: one\n\n');
  });

  it('writes a stream whose events are all ready in one turn, headers and end included, in one socket write', async () => {
    const { url, writes } = await serve(() => ({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: (async function* () {
        yield 'data: one\n\n';
        yield 'data: two\n\n';
        yield 'data: [DONE]\n\n';
      })(),
    }));
    const response = await get(url);
    let text = '';
    for await (const chunk of response) text += chunk;
    expect(text).toBe('data: one\n\ndata: two\n\ndata: [DONE]\n\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([1]);
  });
});
