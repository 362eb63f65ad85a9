import type { ServerResponse } from 'node:http';
import type { ProxyReply } from '../proxy-exchange.js';
import { forwardableHeaders } from './hop-by-hop-headers.js';

// Node frames the reply itself (Content-Length for a whole body, chunked for a stream), so the reply's own
// framing headers are dropped with the hop-by-hop ones.
const FRAMING = new Set(['content-length']);

// Resolves once the socket took the buffered bytes, or the client went away (then nothing more is written).
function drained(target: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      target.off('drain', done);
      target.off('close', done);
      resolve();
    };
    target.on('drain', done);
    target.on('close', done);
  });
}

/**
 * Writes a {@link ProxyReply} to a Node response: a whole body in one write with its length, a streamed
 * body chunk by chunk as it is produced, waiting for the socket to drain when its buffer is full
 * (backpressure), so a slow client slows the upstream read instead of filling memory. A body that fails
 * part-way destroys the connection: ending it cleanly would hand the client a truncated answer that looks
 * complete. When the client goes away the body's iterator is returned, so its producer stops.
 */
export async function writeProxyReply(reply: ProxyReply, target: ServerResponse): Promise<void> {
  const headers = forwardableHeaders(reply.headers, FRAMING);
  const body = reply.body;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    target.writeHead(reply.status, headers);
    target.end(body);
    return;
  }
  target.writeHead(reply.status, headers);
  const iterator = body[Symbol.asyncIterator]();
  // What is ready within one turn of the event loop goes out in one socket write: corked now, sent when the
  // loop next turns. The headers go out then even when no event is ready yet (server-sent events: the client
  // learns at once that its stream began), together with the events that are (a short stream's whole body and
  // its end: one write instead of three).
  let corked = false;
  const uncork = () => {
    if (!corked) return;
    corked = false;
    target.uncork();
  };
  const corkUntilNextTurn = () => {
    corked = true;
    target.cork();
    setImmediate(uncork);
  };
  corkUntilNextTurn();
  target.flushHeaders();
  try {
    for (;;) {
      if (target.destroyed) {
        await iterator.return?.();
        return;
      }
      const next = await iterator.next();
      if (next.done) break;
      if (!corked) corkUntilNextTurn();
      if (!target.write(next.value)) await drained(target);
    }
  } catch {
    target.destroy();
    return;
  }
  target.end();
  uncork();
}
