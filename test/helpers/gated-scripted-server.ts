import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestFromIncoming } from '../../src/testing/incoming-request.js';
import { createScriptedHandler, type ScriptedHandlerOptions } from '../../src/testing/scripted-handler.js';
import { sendResponse } from '../../src/testing/send-response.js';

/**
 * The scripted model server with its streamed answers held at a gate: each stream chunk leaves only when the
 * test releases it, and the server notes when the connection of an unfinished answer closed (the proxy
 * aborted its upstream call). Lets tests see streaming and aborts without timing anything.
 */
export async function startGatedScriptedServer(options: ScriptedHandlerOptions) {
  const handler = createScriptedHandler(options);
  let permits = 0;
  let waiting: (() => void)[] = [];
  const wakeAll = () => {
    const woken = waiting;
    waiting = [];
    for (const resolve of woken) resolve();
  };
  const cancelled: number[] = [];
  const finished: number[] = [];
  const gate = (response: Response, round: number, gone: () => boolean): Response => {
    if (response.body === null || !response.headers.get('content-type')?.includes('event-stream'))
      return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          while (permits <= 0 && !gone()) await new Promise<void>((resolve) => waiting.push(resolve));
          if (gone()) {
            cancelled.push(round);
            await reader.cancel();
            controller.error(new Error('the client closed the connection'));
            return;
          }
          permits--;
          const next = await reader.read();
          if (next.done) {
            finished.push(round);
            controller.close();
          } else controller.enqueue(next.value);
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { status: response.status, headers: response.headers });
  };
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    let closedEarly = false;
    outgoing.once('close', () => {
      closedEarly = !outgoing.writableFinished;
      wakeAll();
    });
    const request = requestFromIncoming(incoming, { origin, maxBodyBytes: 8 * 2 ** 20 });
    handler(request)
      .then((response) =>
        sendResponse(
          gate(response, handler.requests.length, () => closedEarly),
          outgoing,
        ),
      )
      .catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests: handler.requests,
    /** Rounds whose streamed answer lost its connection part-way. */
    cancelled,
    /** Rounds whose streamed answer was sent to the end. */
    finished,
    /** Lets `count` more stream chunks out (`Infinity`: all of them until {@link hold}). */
    release(count = 1) {
      permits += count;
      wakeAll();
    },
    /** Holds every later chunk back until the next {@link release}. */
    hold() {
      permits = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
