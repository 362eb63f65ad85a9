import type { ServerResponse } from 'node:http';

function write(target: ServerResponse, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    target.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Writes a fetch `Response` to a Node response, chunk by chunk as the body yields them (each written out
 * before the next is read, so a paced stream stays paced). A body that fails part-way destroys the
 * connection: ending it cleanly would hand the client a truncated answer that looks complete.
 */
export async function sendResponse(response: Response, target: ServerResponse): Promise<void> {
  target.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body === null) {
    target.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read())
      await write(target, next.value);
  } catch {
    target.destroy();
    // The body may still be live when the client went away; stop it producing.
    await reader.cancel().catch(() => undefined);
    return;
  }
  target.end();
}
