/** Reads a whole body; more than `maxBytes` throws (an upstream that never ends must not fill the memory). */
export async function readAll(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`the upstream answer is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
