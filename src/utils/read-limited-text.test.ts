import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../notify/post-webhook.js';
import { readLimitedText } from './read-limited-text.js';

let server: Server;
let url: string;
let sent = 0;

beforeAll(async () => {
  // A webhook that answers 200 with an endless body, 64 KiB a chunk, until the client goes away.
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = 'x'.repeat(65_536);
    const pump = () => {
      while (sent < 1_000 && response.write(chunk)) sent++;
      if (sent >= 1_000) response.end();
    };
    response.on('drain', pump);
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('readLimitedText', () => {
  it('reads no more than the limit of an endless body, and stops the download', async () => {
    sent = 0;
    const text = await readLimitedText(await fetch(url), 100_000);
    expect(text).toHaveLength(100_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toBeLessThan(1_000);
  });

  it('keeps a webhook post bounded when the chat platform answers with 64 MB', async () => {
    sent = 0;
    const result = await postWebhook({ url, body: '{}', contentType: 'application/json', retries: 0 });
    expect(result.status).toBe(200);
    expect(sent).toBeLessThan(1_000);
  });

  it('marks a multi-byte character cut at the limit with a replacement character', async () => {
    const text = await readLimitedText(new Response('aé'), 2);
    expect(text).toBe('a\uFFFD');
  });
});
