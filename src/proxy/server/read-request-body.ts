import type { IncomingMessage } from 'node:http';

/** Why a request body was not read whole. */
export type BodyProblem = 'too-large' | 'aborted';

const EMPTY = new Uint8Array(0);
/** Declared lengths from which the body is read into one buffer made up front (smaller ones come in one chunk). */
const PREALLOCATE_FROM = 64 * 1024;

/**
 * Reads a request body up to `maxBytes`. A `Content-Length` over the limit is refused before a byte is read;
 * a chunked body is refused as soon as it passes the limit, and nothing more is kept (the caller answers 413
 * and drops the rest with {@link discardRest}).
 */
export function readRequestBody(
  incoming: IncomingMessage,
  maxBytes: number,
): Promise<Uint8Array | BodyProblem> {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) return Promise.resolve('too-large');
  if (declared === '0' || (declared === undefined && incoming.headers['transfer-encoding'] === undefined))
    return Promise.resolve(EMPTY);
  // A declared length is the buffer to fill as chunks arrive: each is copied on arrival, and no copy of the whole
  // body (megabytes of history) is made in one piece when it ends. Made at the first chunk, not for a client
  // that declares a length and sends nothing.
  const length = Number(declared);
  const preallocate = Number.isSafeInteger(length) && length >= PREALLOCATE_FROM;
  let filled: Buffer | undefined;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Uint8Array | BodyProblem) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('aborted', onAborted);
      incoming.off('error', onAborted);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        incoming.pause();
        finish('too-large');
        return;
      }
      if (preallocate && size === chunk.byteLength) filled = Buffer.allocUnsafe(length);
      if (filled !== undefined && size <= filled.byteLength) chunk.copy(filled, size - chunk.byteLength);
      else {
        // More than declared (HTTP's parser allows no such body): kept as chunks from here on.
        if (filled !== undefined) chunks.push(filled.subarray(0, size - chunk.byteLength));
        filled = undefined;
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      if (filled !== undefined) finish(size === filled.byteLength ? filled : filled.subarray(0, size));
      else finish(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    };
    const onAborted = () => finish('aborted');
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('aborted', onAborted);
    incoming.on('error', onAborted);
  });
}

/**
 * Reads and drops the rest of a refused body, for at most `maxMs`, then leaves the connection open for the
 * next request; past `maxMs` the connection is destroyed. A client that sends its whole body before it reads
 * (most HTTP clients) would otherwise meet a closed socket mid-send (EPIPE) and never see the 413 waiting
 * for it: the lingering close web servers do.
 */
export function discardRest(incoming: IncomingMessage, maxMs: number): void {
  if (incoming.complete) return;
  const timer = setTimeout(() => incoming.socket.destroy(), maxMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  incoming.once('end', stop);
  incoming.once('close', stop);
  incoming.on('data', () => {});
  incoming.resume();
}
