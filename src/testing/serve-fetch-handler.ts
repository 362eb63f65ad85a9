import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestFromIncoming } from './incoming-request.js';
import { sendResponse } from './send-response.js';

/** Options of {@link serveFetchHandler}. */
export interface ServeFetchHandlerOptions {
  /** @default 0 (any free port) */
  readonly port?: number | undefined;
  /** @default '127.0.0.1' */
  readonly host?: string | undefined;
  /** Request bodies are streamed to the handler and end after this many bytes. */
  readonly maxBodyBytes: number;
}

/** A fetch handler listening on a socket. */
export interface ServedFetchHandler {
  /** `http://HOST:PORT` */
  readonly url: string;
  close(): Promise<void>;
}

function sendError(target: ServerResponse, status: number, message: string, type: string): void {
  if (target.headersSent) {
    target.destroy();
    return;
  }
  target.writeHead(status, { 'content-type': 'application/json' });
  target.end(JSON.stringify({ error: { message, type } }));
}

/** Puts a fetch-style handler on a Node `http` server: each request converted, each response piped back. */
export async function serveFetchHandler(
  handler: (request: Request) => Promise<Response>,
  options: ServeFetchHandlerOptions,
): Promise<ServedFetchHandler> {
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    let request: Request;
    try {
      request = requestFromIncoming(incoming, { origin, maxBodyBytes: options.maxBodyBytes });
    } catch (error) {
      // Methods fetch refuses (TRACE) and header values it cannot hold.
      sendError(
        outgoing,
        400,
        error instanceof Error ? error.message : String(error),
        'invalid_request_error',
      );
      return;
    }
    handler(request)
      .then((response) => sendResponse(response, outgoing))
      .catch((error: unknown) =>
        sendError(outgoing, 500, error instanceof Error ? error.message : String(error), 'server_error'),
      );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
