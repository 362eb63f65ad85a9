/** Bytes of a body's opening that name where it is kept when no header names its run. */
const OPENING_BYTES = 256;

/**
 * The key `parseResentBody` keeps a body under when no header names its run: its first bytes (the model, the
 * start of the history), which every later request of the conversation begins with as well.
 */
export function openingKey(bytes: Uint8Array): string {
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return `\u0000${buffer.toString('latin1', 0, Math.min(buffer.length, OPENING_BYTES))}`;
}
