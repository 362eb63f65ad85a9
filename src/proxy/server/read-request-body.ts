import type { IncomingMessage } from 'node:http';

/** Why a request body was not read whole. */
export type BodyProblem = 'too-large' | 'aborted';

const EMPTY = new Uint8Array(0);

/**
 * Reads a request body up to `maxBytes`. A `Content-Length` over the limit is refused before a byte is read;
 * a chunked body is refused as soon as it passes the limit, and reading stops there (the caller answers 413
 * and closes the connection, so the rest is never pulled off the socket).
 */
export function readRequestBody(
  incoming: IncomingMessage,
  maxBytes: number,
): Promise<Uint8Array | BodyProblem> {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) return Promise.resolve('too-large');
  if (declared === '0' || (declared === undefined && incoming.headers['transfer-encoding'] === undefined))
    return Promise.resolve(EMPTY);
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
      chunks.push(chunk);
    };
    const onEnd = () => finish(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    const onAborted = () => finish('aborted');
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('aborted', onAborted);
    incoming.on('error', onAborted);
  });
}
