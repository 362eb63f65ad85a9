import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PrematureCloseError, readableChunks } from './readable-chunks.js';

const text = (chunk: Uint8Array | undefined) => Buffer.from(chunk ?? []).toString();

describe('readableChunks', () => {
  it('gives the chunks in order, then the end', async () => {
    const stream = new PassThrough();
    const chunks = readableChunks(stream);
    stream.write('one');
    stream.write('two');
    stream.end('three');
    const read: string[] = [];
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) read.push(text(next.value));
    expect(read.join('')).toBe('onetwothree');
    expect(await chunks.next()).toEqual({ done: true, value: undefined });
  });

  it('pauses the stream while a chunk waits for its reader, and resumes it when taken', async () => {
    const stream = new PassThrough({ highWaterMark: 4 });
    const chunks = readableChunks(stream);
    stream.write('first');
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.isPaused()).toBe(true);
    // The writer sees the backpressure: the stream's buffer fills instead of the iterator's queue.
    let accepted = 0;
    while (stream.write('more')) accepted++;
    expect(accepted).toBeLessThan(4);
    expect(text((await chunks.next()).value)).toBe('first');
    expect(stream.isPaused()).toBe(false);
    stream.end();
    let rest = '';
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) rest += text(next.value);
    expect(rest).toBe('more'.repeat(accepted + 1));
  });

  it('throws the stream error after the chunks that came before it', async () => {
    const stream = new PassThrough();
    const chunks = readableChunks(stream);
    stream.write('kept');
    await new Promise((resolve) => setImmediate(resolve));
    stream.destroy(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    expect(text((await chunks.next()).value)).toBe('kept');
    await expect(chunks.next()).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('wakes a waiting reader with the error, and with a premature close', async () => {
    const failing = new PassThrough();
    const waiting = readableChunks(failing).next();
    failing.destroy(new Error('cut'));
    await expect(waiting).rejects.toThrow('cut');
    const closing = new PassThrough();
    const closed = readableChunks(closing).next();
    closing.destroy();
    await expect(closed).rejects.toBeInstanceOf(PrematureCloseError);
    await expect(closed).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });

  it('destroys the stream when the reader stops early', async () => {
    const stream = new PassThrough();
    const chunks = readableChunks(stream);
    stream.write('a');
    expect(text((await chunks.next()).value)).toBe('a');
    expect(await chunks.return?.()).toEqual({ done: true, value: undefined });
    expect(stream.destroyed).toBe(true);
    expect(await chunks.next()).toEqual({ done: true, value: undefined });
  });

  it('leaves no error of a stream it stopped reading uncaught', async () => {
    const stream = new PassThrough();
    const chunks = readableChunks(stream);
    stream.end('done');
    expect(text((await chunks.next()).value)).toBe('done');
    expect((await chunks.next()).done).toBe(true);
    // Without a listener of its own left, this error would be thrown out of the emitter.
    expect(() => stream.emit('error', new Error('late'))).not.toThrow();
  });

  it('reads an HTTP answer off a real socket', async () => {
    const server = createServer((_, response) => {
      response.write('data: 1\n\n');
      setTimeout(() => response.end('data: 2\n\n'), 5);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const outgoing = request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      outgoing.end();
      const [incoming] = await once(outgoing, 'response');
      const chunks = readableChunks(incoming);
      let all = '';
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) all += text(next.value);
      expect(all).toBe('data: 1\n\ndata: 2\n\n');
    } finally {
      server.close();
    }
  });
});
