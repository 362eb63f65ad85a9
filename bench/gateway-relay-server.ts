import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerBenchQueries } from './gateway-child.js';

/** How a bench relay answers one request; a throw is answered 502. */
export type Relay = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Serves `relay` on 127.0.0.1 with keep-alive connections; resolves with its origin. */
export async function serveRelay(relay: Relay): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    try {
      await relay(request, response);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error), type: 'bad_gateway' } }));
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** As a forked child of the bench (`FILE child UPSTREAM`): starts the relay and reports its origin over IPC. */
export async function runAsBenchChild(start: (upstream: string) => Promise<{ url: string }>): Promise<void> {
  if (!process.send || process.argv[2] !== 'child' || !process.argv[3]) return;
  const { url } = await start(process.argv[3]);
  answerBenchQueries();
  process.send({ url });
}
