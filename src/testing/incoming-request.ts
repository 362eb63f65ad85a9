import type { IncomingMessage } from 'node:http';

/** Options of {@link requestFromIncoming}. */
export interface IncomingRequestOptions {
  /** `http://host:port` the server listens on; the request's path is resolved against it. */
  readonly origin: string;
  /** The body stream ends once it has delivered more than this many bytes. */
  readonly maxBodyBytes: number;
}

/**
 * A request body pulled from the socket only as the reader asks (high-water mark 0). Once past the limit it
 * ends, so a reader that counts bytes can refuse the body while the rest stays unread on the socket. The
 * iterator is deliberately never returned: that would destroy the request and with it the socket, before
 * the refusal is sent.
 */
function bodyStream(incoming: IncomingMessage, maxBodyBytes: number): ReadableStream<Uint8Array> {
  const chunks = incoming[Symbol.asyncIterator]();
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) {
          controller.close();
          return;
        }
        const chunk = next.value as Buffer;
        size += chunk.byteLength;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if (size > maxBodyBytes) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * A Node request as a fetch `Request`, headers copied and the body streamed with the size limit enforced
 * on the stream. The path is appended to the origin rather than resolved against it, so `//x` stays a
 * path instead of naming a host.
 */
export function requestFromIncoming(incoming: IncomingMessage, options: IncomingRequestOptions): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const target = incoming.url ?? '/';
  const url = `${options.origin}${target.startsWith('/') ? '' : '/'}${target}`;
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: bodyStream(incoming, options.maxBodyBytes), duplex: 'half' as const } : {}),
  });
}
