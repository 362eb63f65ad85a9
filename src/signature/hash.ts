/**
 * A fast 53-bit string hash as 14 hex digits. Not cryptographic: it names signatures and observations
 * inside one run, where a collision needs ~10^8 distinct values to become likely.
 */
export function hashString(text: string): string {
  let h1 = 0x9e3779b9;
  let h2 = 0x85ebca6b;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 0x85ebca77);
    h2 = Math.imul(h2 ^ code, 0xc2b2ae3d);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x7feb352d) ^ Math.imul(h2 ^ (h2 >>> 13), 0x846ca68b);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 0x7feb352d) ^ Math.imul(h1 ^ (h1 >>> 13), 0x846ca68b);
  const high = (h2 & 0x1fffff) >>> 0;
  const low = h1 >>> 0;
  return high.toString(16).padStart(6, '0') + low.toString(16).padStart(8, '0');
}
