import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface ReceivedRequest {
  readonly path: string;
  readonly contentType: string | undefined;
  readonly body: string;
}

/** A real HTTP server on 127.0.0.1 that records every request body, as a chat webhook would receive it. */
export interface WebhookReceiver {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** Bodies posted to one path, parsed as JSON. */
  json(path: string): Record<string, unknown>[];
  /** Statuses to answer on a path, in order; 200 `{"ok":true}` once they run out. */
  script(path: string, statuses: number[]): void;
  /** Waits until `count` requests reached `path` (polling the record, no fixed sleep). */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a {@link WebhookReceiver} on an ephemeral port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const scripts = new Map<string, number[]>();
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, contentType: request.headers['content-type'], body });
      const status = scripts.get(path)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{"ok":true}' : '{"error":"down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const on = (path: string) => requests.filter((request) => request.path === path);
  return {
    url,
    requests,
    json: (path) => on(path).map((request) => JSON.parse(request.body) as Record<string, unknown>),
    script: (path, statuses) => scripts.set(path, [...statuses]),
    waitFor: async (path, count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (on(path).length < count) {
        if (Date.now() > deadline) throw new Error(`${path} got ${on(path).length} of ${count} requests`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
