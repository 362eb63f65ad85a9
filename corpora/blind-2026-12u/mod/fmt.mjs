// Stable per-key numbers, so a record prints the same facts every time it is read.
/** FNV-1a hash of a string, as an unsigned 32-bit number. */
export function hash(s) {
  let h = 0x811c9dc5;
  for (const ch of String(s)) { h ^= ch.codePointAt(0); h = Math.imul(h, 0x01000193) >>> 0; }
  return h >>> 0;
}
/** Left-pads for fixed-width columns. */
export const pad = (s, n) => String(s).padEnd(n);
