import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ProxyExchange, ProxyReply, ProxyRequest } from '../proxy-exchange.js';
import { apiErrorReply } from './api-error-reply.js';
import { forwardableHeaders } from './hop-by-hop-headers.js';
import { discardRest, readRequestBody } from './read-request-body.js';
import { writeProxyReply } from './write-proxy-reply.js';

/** Options of {@link serveProxy}. */
export interface ServeProxyOptions {
  /** @default 8787 (0 picks any free port) */
  readonly port?: number | undefined;
  /** Address to listen on. Anything but loopback needs an access check in the exchange (the CLI enforces it). @default '127.0.0.1' */
  readonly host?: string | undefined;
  /** Largest request body accepted; a larger one gets 413 in the API's error format. @default 8388608 (8 MiB) */
  readonly maxBodyBytes?: number | undefined;
  /**
   * How long an idle keep-alive connection stays open. Longer than the 60 s idle timeout of common load
   * balancers, so the balancer, not the proxy, closes first and never sends on a socket being closed.
   * @default 65000
   */
  readonly keepAliveTimeoutMs?: number | undefined;
  /** How long `close()` waits for requests in flight (open streams) before cutting them. @default 10000 */
  readonly drainTimeoutMs?: number | undefined;
  /** Receives errors of the exchange (answered 500) and of writing replies. @default console.error */
  readonly onError?: ((error: unknown) => void) | undefined;
}

/** A running proxy server. */
export interface ServedProxy {
  /** `http://HOST:PORT` (IPv6 hosts in brackets). */
  readonly url: string;
  readonly port: number;
  /** Requests being answered now. */
  readonly inFlight: () => number;
  /** Stops accepting connections, lets requests in flight finish (up to `drainTimeoutMs`), then closes. */
  close(): Promise<void>;
}

/** A client connection and the signal its requests share. */
interface Connection {
  readonly controller: AbortController;
  /** Replies started and not yet finished on it. */
  answering: number;
}

// An AbortSignal is costly to make on Node 20 (more so in a busy server: a prototype change), so requests
// share their connection's: HTTP/1.1 has no way to give up one request but to close the connection, and a
// connection that closes with a reply unfinished aborts every request still being answered on it.
const connections = new WeakMap<Socket, Connection>();

function connectionOf(socket: Socket): Connection {
  let connection = connections.get(socket);
  if (connection === undefined) {
    const held: Connection = { controller: new AbortController(), answering: 0 };
    socket.once('close', () => {
      if (held.answering > 0) held.controller.abort(new Error('the client closed the connection'));
    });
    connections.set(socket, held);
    connection = held;
  }
  return connection;
}

/** How long the rest of a refused (too large) body is read and dropped before the connection is cut. */
const DISCARD_REFUSED_BODY_MS = 10_000;

/** The default {@link ServeProxyOptions.maxBodyBytes}. */
export const DEFAULT_PROXY_MAX_BODY_BYTES = 8 * 2 ** 20;

// Hop-by-hop headers never reach the exchange; `content-length` describes the body the server already read.
const REQUEST_DROP = new Set(['content-length']);

/**
 * Serves a {@link ProxyExchange} on a lean Node `http` server: each request becomes a {@link ProxyRequest}
 * straight from the `IncomingMessage` (no WHATWG objects), its body read up to `maxBodyBytes`; each reply is
 * written straight to the `ServerResponse`, streams chunk by chunk with backpressure. A client that goes
 * away aborts the request's signal, which aborts the upstream call. Connections are kept alive.
 * @example
 * const proxy = createProxy({ upstream: createUndiciUpstream() });
 * const served = await serveProxy(proxy.exchange, { port: 8787 });
 * // … later
 * await served.close();
 */
export async function serveProxy(
  exchange: ProxyExchange,
  options: ServeProxyOptions = {},
): Promise<ServedProxy> {
  const host = options.host ?? '127.0.0.1';
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_PROXY_MAX_BODY_BYTES;
  const onError = options.onError ?? ((error: unknown) => console.error('[loopguard proxy]', error));
  let inFlight = 0;
  let closing = false;
  let idle: (() => void) | undefined;

  const answer = async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    const path = incoming.url ?? '/';
    const connection = connectionOf(incoming.socket);
    connection.answering++;
    outgoing.once('finish', () => connection.answering--);
    if (closing) outgoing.setHeader('connection', 'close');
    const body = await readRequestBody(incoming, maxBodyBytes);
    if (body === 'aborted') return;
    if (body === 'too-large') {
      // Answered at once; the rest of the body is read and dropped (for a bounded time) so that a client still
      // sending it reads the 413 instead of a reset connection.
      discardRest(incoming, DISCARD_REFUSED_BODY_MS);
      const reply = apiErrorReply(
        path,
        413,
        'request_too_large',
        `request body is larger than ${maxBodyBytes} bytes (the proxy's --max-body-bytes)`,
      );
      await writeProxyReply(reply, outgoing);
      return;
    }
    let afterwards: (() => void)[] | undefined;
    const request: ProxyRequest = {
      method: incoming.method ?? 'GET',
      path,
      headers: forwardableHeaders(incoming.headers, REQUEST_DROP),
      body,
      signal: connection.controller.signal,
      remoteAddress: incoming.socket.remoteAddress,
      afterReply: (work) => {
        afterwards ??= [];
        afterwards.push(work);
      },
    };
    try {
      let reply: ProxyReply;
      try {
        reply = await exchange(request);
      } catch (error) {
        onError(error);
        reply = apiErrorReply(path, 500, 'server_error', 'the proxy failed to answer this request', {
          'x-should-retry': 'true',
        });
      }
      await writeProxyReply(reply, outgoing);
    } finally {
      // In this turn, before the loop reads the next request: the bytes are already with the socket.
      for (const work of afterwards ?? []) {
        try {
          work();
        } catch (error) {
          onError(error);
        }
      }
    }
  };

  const server = createServer(
    { keepAliveTimeout: options.keepAliveTimeoutMs ?? 65_000 },
    (incoming, outgoing) => {
      inFlight++;
      answer(incoming, outgoing)
        .catch((error: unknown) => {
          onError(error);
          outgoing.destroy();
        })
        .finally(() => {
          inFlight--;
          if (inFlight === 0) idle?.();
        });
    },
  );
  // Headers must arrive within the keep-alive window plus a second (Node's rule: headersTimeout > keepAliveTimeout).
  server.headersTimeout = (options.keepAliveTimeoutMs ?? 65_000) + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    inFlight: () => inFlight,
    close: async () => {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        const drained = new Promise<void>((resolve) => {
          idle = resolve;
        });
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, options.drainTimeoutMs ?? 10_000);
          timer.unref();
        });
        await Promise.race([drained, timeout]);
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await closed;
    },
  };
}
