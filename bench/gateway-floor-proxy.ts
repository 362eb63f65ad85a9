import type { IncomingHttpHeaders, Server } from 'node:http';
import { Pool } from 'undici';
import { runAsBenchChild, serveRelay } from './gateway-relay-server.js';

/**
 * The floor of the brief's HTTP stack: a Node `http` server relaying over an undici keep-alive pool, what
 * loopguard's gateway is built on, with nothing else (no parsing, no checks, no hop-by-hop care). Whatever
 * loopguard adds beyond this row is the guard's own work; what this row adds is the extra hop itself on this
 * machine (two socket round trips, the server's and the pool's parsing), which no gateway on this stack avoids.
 */

function requestHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['content-type', 'authorization', 'x-bench-round', 'x-bench-reply']) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Starts the floor relay to `upstream` on 127.0.0.1; resolves with its origin. */
export async function startFloorProxy(upstream: string): Promise<{ url: string; server: Server }> {
  const pool = new Pool(upstream, { connections: 256, keepAliveTimeout: 60_000 });
  return serveRelay(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const piece of request) chunks.push(piece as Buffer);
    const answer = await pool.request({
      path: request.url ?? '/',
      method: 'POST',
      headers: requestHeaders(request.headers),
      body: Buffer.concat(chunks),
    });
    const type = answer.headers['content-type'];
    response.writeHead(answer.statusCode, typeof type === 'string' ? { 'content-type': type } : {});
    for await (const piece of answer.body) response.write(piece);
    response.end();
  });
}

// Run as a child of the bench (forked): `gateway-floor-proxy.ts child UPSTREAM`, origin reported over IPC.
await runAsBenchChild(startFloorProxy);
