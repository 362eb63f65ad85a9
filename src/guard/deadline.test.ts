import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuardError, isGuardError } from '../errors.js';
import { nearestDeadline } from './deadline.js';
import { createGuard } from './guard.js';

let server: Server;
let url: string;

beforeAll(async () => {
  // A streaming endpoint that sends one SSE chunk every 20 ms for ten seconds.
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    let sent = 0;
    const timer = setInterval(() => {
      response.write(`data: {"chunk":${sent++}}\n\n`);
      if (sent === 500) {
        clearInterval(timer);
        response.end();
      }
    }, 20);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('time limits on a real streaming call', () => {
  it('cuts an in-flight stream at callTimeoutMs and surfaces GUARD_TIME_LIMIT', async () => {
    // A deadline long enough for the first chunks to arrive on a loaded machine, far before the stream's end.
    const guard = createGuard({ callTimeoutMs: 1_000 });
    const ticket = guard.beforeCall();
    let chunks = 0;
    let thrown: unknown;
    try {
      const response = await fetch(url, { signal: ticket.signal });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        const { done } = await reader.read();
        if (done) break;
        chunks++;
      }
      ticket.end({ text: 'finished' });
    } catch (error) {
      thrown = ticket.fail(error);
    }
    expect(isGuardError(thrown)).toBe(true);
    expect((thrown as GuardError).code).toBe('GUARD_TIME_LIMIT');
    expect(chunks).toBeGreaterThan(1);
    expect(chunks).toBeLessThan(250);
    expect(guard.state).toBe('failed');
  });
});

describe('nearestDeadline', () => {
  it('picks the nearer of the call timeout and the run deadline', () => {
    const limits = { callTimeoutMs: 1_000, maxDurationMs: 5_000 };
    expect(nearestDeadline(limits, 10_000, 10_000, 10_000)).toEqual({
      ms: 1_000,
      limit: 'callTimeoutMs',
      limitValue: 1_000,
    });
    expect(nearestDeadline(limits, 14_500, 14_500, 10_000)).toEqual({
      ms: 500,
      limit: 'maxDurationMs',
      limitValue: 5_000,
    });
    expect(nearestDeadline({ callTimeoutMs: null, maxDurationMs: null }, 0, 0, 0)).toBeUndefined();
  });
});
