import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import type { Upstream, UpstreamRequest, UpstreamResponse } from '../proxy-exchange.js';
import { forwardableHeaders } from './hop-by-hop-headers.js';
import { readableChunks } from './readable-chunks.js';
import { toUpstreamError, UpstreamError } from './upstream-error.js';

/** Options of {@link createUndiciUpstream}. */
export interface UndiciUpstreamOptions {
  /** Most open connections to one origin; calls beyond wait in the pool's queue. @default 256 */
  readonly connectionsPerOrigin?: number | undefined;
  /** How long an idle upstream connection is kept for the next call. @default 30000 */
  readonly keepAliveTimeoutMs?: number | undefined;
  /** Time to open a connection. @default 10000 */
  readonly connectTimeoutMs?: number | undefined;
  /**
   * Time until the response headers arrive. A plain (not streamed) completion sends its headers only once the
   * whole answer is written, which can take minutes. @default 600000
   */
  readonly headersTimeoutMs?: number | undefined;
  /** Longest pause between two body chunks. @default 300000 */
  readonly bodyTimeoutMs?: number | undefined;
}

// undici refuses to send hop-by-hop fields and computes the length and host itself. Compressed answers are
// declined: the proxy reads every answer for its usage, and inflating it would cost more than the bytes saved.
const DROP = new Set(['host', 'content-length', 'expect', 'accept-encoding']);

function originOf(url: string): { origin: string; path: string } {
  const start = url.indexOf('//');
  const slash = start === -1 ? -1 : url.indexOf('/', start + 2);
  if (start === -1)
    throw new UpstreamError('LOOPGUARD_UPSTREAM_FAILED', url, `upstream URL must be absolute, got "${url}"`);
  return slash === -1 ? { origin: url, path: '/' } : { origin: url.slice(0, slash), path: url.slice(slash) };
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) flat[name] = typeof value === 'string' ? value : value.join(', ');
  }
  return flat;
}

/**
 * The body's chunks, a failure part-way as an {@link UpstreamError}. An iterator of its own rather than an
 * async generator around `yield*`: that costs each chunk two more promise steps, on every streamed answer.
 * It reads the stream's own events ({@link readableChunks}) instead of Node's async iterator over it.
 */
function mapErrors(body: Readable, origin: string, signal: AbortSignal): AsyncIterable<Uint8Array> {
  const mapped = (error: unknown): never => {
    throw toUpstreamError(error, origin, signal);
  };
  return {
    [Symbol.asyncIterator]() {
      const inner = readableChunks(body);
      return {
        next: () => inner.next().catch(mapped),
        return: async (value?: unknown) => {
          await inner.return?.(value);
          return { done: true, value: undefined };
        },
      };
    },
  };
}

/**
 * An {@link Upstream} over undici keep-alive pools, one per origin (OpenAI's, Anthropic's, a local model's),
 * sending with `request()` (not `fetch`: no WHATWG objects per call). Connection failures become
 * {@link UpstreamError}s naming the origin and the cause (`ECONNREFUSED`, a timeout, a reset), also when the
 * body breaks part-way. `close()` lets calls in flight finish, then closes every pool.
 * @example const proxy = createProxy({ upstream: createUndiciUpstream({ connectionsPerOrigin: 64 }) });
 */
export function createUndiciUpstream(options: UndiciUpstreamOptions = {}): Upstream & {
  /** Origins with an open pool. */
  readonly origins: () => readonly string[];
} {
  const pools = new Map<string, Pool>();
  let closed = false;
  const poolFor = (origin: string): Pool => {
    let pool = pools.get(origin);
    if (pool === undefined) {
      pool = new Pool(origin, {
        connections: options.connectionsPerOrigin ?? 256,
        keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
        connectTimeout: options.connectTimeoutMs ?? 10_000,
        headersTimeout: options.headersTimeoutMs ?? 600_000,
        bodyTimeout: options.bodyTimeoutMs ?? 300_000,
      });
      pools.set(origin, pool);
    }
    return pool;
  };
  return {
    async send(request: UpstreamRequest): Promise<UpstreamResponse> {
      const { origin, path } = originOf(request.url);
      if (closed)
        throw new UpstreamError(
          'LOOPGUARD_UPSTREAM_ABORTED',
          origin,
          `upstream ${origin}: the proxy is shutting down`,
        );
      const headers = forwardableHeaders(request.headers, DROP);
      headers['accept-encoding'] = 'identity';
      try {
        const response = await poolFor(origin).request({
          path,
          method: request.method as 'POST',
          headers,
          body: request.body ?? null,
          signal: request.signal,
        });
        return {
          status: response.statusCode,
          headers: flatHeaders(response.headers),
          body: mapErrors(response.body, origin, request.signal),
        };
      } catch (error) {
        throw toUpstreamError(error, origin, request.signal);
      }
    },
    origins: () => [...pools.keys()],
    async close() {
      closed = true;
      await Promise.all([...pools.values()].map((pool) => pool.close()));
      pools.clear();
    },
  };
}
