import type { Upstream, UpstreamResponse } from './proxy-exchange.js';

// `fetch` decodes gzip/br bodies itself, so these no longer describe the body it hands over.
const decodedAway = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

async function* bytesOf(body: ReadableStream<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  let done = false;
  try {
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (next.value !== undefined) yield next.value;
    }
  } finally {
    // A reader that stops early (a trip mid-stream, a client gone) must not leave the connection open.
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * An {@link Upstream} over any `fetch` (the global one, or a test's handler): for tests and for runtimes
 * without undici. The Node server uses a keep-alive undici pool instead.
 * @example const proxy = createProxy({ upstream: createFetchUpstream(scripted.handler) });
 */
export function createFetchUpstream(
  fetchFunction: (request: Request) => Promise<Response> = globalThis.fetch,
): Upstream {
  return {
    async send(request): Promise<UpstreamResponse> {
      // A Request object, so fetch-style handlers (a test's scripted model, a Hono app) work as the upstream too.
      const response = await fetchFunction(
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          signal: request.signal,
          ...(request.body === undefined ? {} : { body: request.body as string }),
        }),
      );
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!decodedAway.has(name)) headers[name] = value;
      });
      return { status: response.status, headers, body: bytesOf(response.body) };
    },
    async close() {},
  };
}
