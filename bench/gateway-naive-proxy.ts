import type { IncomingHttpHeaders, Server } from 'node:http';
import { runAsBenchChild, serveRelay } from './gateway-relay-server.js';

/**
 * The yardstick: the pass-through anyone writes in 40 lines with Node's `http` and the global `fetch`.
 * It reads the body, forwards it with the client's headers (hop-by-hop ones dropped), and copies the answer
 * back chunk by chunk. No parsing, no checks. (`fetch` makes WHATWG objects per call; the leaner floor of the
 * same stack, over an undici pool, is `gateway-floor-proxy.ts`.)
 */

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade', 'host']);

function forwardHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !hopByHop.has(name) && name !== 'content-length')
      out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** Starts the naive pass-through to `upstream` on 127.0.0.1; resolves with its origin. */
export async function startNaiveProxy(upstream: string): Promise<{ url: string; server: Server }> {
  return serveRelay(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const piece of request) chunks.push(piece as Buffer);
    const answer = await fetch(upstream + (request.url ?? '/'), {
      method: request.method ?? 'GET',
      headers: forwardHeaders(request.headers),
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!hopByHop.has(name) && name !== 'content-length') headers[name] = value;
    });
    response.writeHead(answer.status, headers);
    if (answer.body) for await (const piece of answer.body) response.write(piece);
    response.end();
  });
}

// Run as a child of the bench (forked): `gateway-naive-proxy.ts child UPSTREAM`, origin reported over IPC.
await runAsBenchChild(startNaiveProxy);
