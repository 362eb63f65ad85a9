/**
 * Reads at most `limit` bytes of a response body as text and cancels the rest: an answer from a server we
 * do not control (a chat webhook, an upstream) must not decide how much memory we use.
 */
export async function readLimitedText(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = limit - size;
      size += value.byteLength;
      text += decoder.decode(value.byteLength > room ? value.subarray(0, room) : value, { stream: true });
      if (size >= limit) break;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text + decoder.decode();
}
