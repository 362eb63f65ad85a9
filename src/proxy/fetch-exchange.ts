import { errorReply } from './proxy-error-reply.js';
import type { ProxyReply, ProxyRequest } from './proxy-exchange.js';

const encoder = new TextEncoder();

/**
 * A fetch `Request` as the proxy's own request: lower-case headers, the body read up to `maxBodyBytes`
 * (past it, a 413 reply without reading the rest), the request's signal. No peer address: a fetch handler
 * does not know it.
 */
export async function requestFromFetch(
  request: Request,
  maxBodyBytes: number,
): Promise<ProxyRequest | ProxyReply> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBodyBytes) {
        await reader.cancel().catch(() => undefined);
        const format = url.pathname.startsWith('/v1/messages') ? 'anthropic' : 'openai';
        return errorReply(
          format,
          413,
          'request_too_large',
          `the request body is larger than ${maxBodyBytes} bytes (maxBodyBytes)`,
          null,
          { connection: 'close' },
        );
      }
      chunks.push(next.value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { method: request.method, path: url.pathname + url.search, headers, body, signal: request.signal };
}

/** The proxy's reply as a fetch `Response`; a streamed body is pulled as the client reads. */
export function responseFromReply(reply: ProxyReply): Response {
  const body = reply.body;
  if (typeof body === 'string' || body instanceof Uint8Array)
    return new Response(reply.status === 204 ? null : (body as ConstructorParameters<typeof Response>[0]), {
      status: reply.status,
      headers: reply.headers,
    });
  const iterator = body[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, { status: reply.status, headers: reply.headers });
}
