import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type BodyProblem, readRequestBody } from './read-request-body.js';

/** Sends `parts` to a real server on 127.0.0.1 (with a Content-Length, or chunked) and returns what it read. */
async function sent(parts: Buffer[], declared: boolean, maxBytes = 8 * 2 ** 20) {
  let read: Uint8Array | BodyProblem | undefined;
  const server = createServer(async (incoming, reply) => {
    read = await readRequestBody(incoming, maxBytes);
    reply.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const total = parts.reduce((sum, part) => sum + part.byteLength, 0);
  try {
    await new Promise<void>((resolve, reject) => {
      const outgoing = request(
        { port, host: '127.0.0.1', method: 'POST', headers: declared ? { 'content-length': total } : {} },
        (reply) => {
          reply.resume();
          reply.on('end', resolve);
        },
      );
      outgoing.on('error', reject);
      let index = 0;
      // Part by part, each after the last was taken up, so the server sees many chunks.
      const next = () => {
        if (index === parts.length) return outgoing.end();
        outgoing.write(parts[index++], () => setImmediate(next));
      };
      next();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return read;
}

const partsOf = (count: number, size: number) =>
  Array.from({ length: count }, (_, index) => Buffer.alloc(size, 97 + (index % 26)));

describe('readRequestBody', () => {
  it('reads a large body with a declared length whole and exact, however many chunks it came in', async () => {
    const parts = partsOf(40, 32 * 1024 + 7);
    const read = await sent(parts, true);
    expect(Buffer.from(read as Uint8Array).equals(Buffer.concat(parts))).toBe(true);
  });

  it('reads a chunked body of the same size the same', async () => {
    const parts = partsOf(40, 32 * 1024 + 7);
    const read = await sent(parts, false);
    expect(Buffer.from(read as Uint8Array).equals(Buffer.concat(parts))).toBe(true);
  });

  it('refuses a declared length over the limit before reading it', async () => {
    expect(await sent(partsOf(4, 1024), true, 2048)).toBe('too-large');
  });
});
