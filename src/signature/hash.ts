/** Seeds of the string hash, for hashes computed in one pass elsewhere. */
export const HASH_SEED_1 = 0x9e3779b9;
export const HASH_SEED_2 = 0x85ebca6b;
const SEED_1 = HASH_SEED_1;
const SEED_2 = HASH_SEED_2;

const hexPairs = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

// Number#toString(16) takes a slow path; seven table look-ups are several times faster.
function finish(h1: number, h2: number): string {
  const a = Math.imul(h1 ^ (h1 >>> 16), 0x7feb352d) ^ Math.imul(h2 ^ (h2 >>> 13), 0x846ca68b);
  const b = Math.imul(h2 ^ (h2 >>> 16), 0x7feb352d) ^ Math.imul(a ^ (a >>> 13), 0x846ca68b);
  return (
    (hexPairs[(b >>> 16) & 0x1f] as string) +
    hexPairs[(b >>> 8) & 0xff] +
    hexPairs[b & 0xff] +
    hexPairs[a >>> 24] +
    hexPairs[(a >>> 16) & 0xff] +
    hexPairs[(a >>> 8) & 0xff] +
    hexPairs[a & 0xff]
  );
}

/**
 * A fast 53-bit string hash as 14 hex digits. Not cryptographic: it names signatures and observations
 * inside one run, where a collision needs ~10^8 distinct values to become likely.
 *
 * Two UTF-16 code units go into each multiply: a multiply's latency, not the reading of characters, is what
 * a hash of this kind waits on, so taking them in pairs halves its time. The length goes in last, so a text
 * that ends in a lone unit differs from one that ends in that unit and a U+0000.
 */
export function hashString(text: string): string {
  let h1 = SEED_1;
  let h2 = SEED_2;
  const length = text.length;
  const paired = length - (length & 1);
  let index = 0;
  for (; index < paired; index += 2) {
    const word = text.charCodeAt(index) | (text.charCodeAt(index + 1) << 16);
    h1 = Math.imul(h1 ^ word, 0x85ebca77);
    h2 = Math.imul(h2 ^ word, 0xc2b2ae3d);
  }
  const last = (index < length ? text.charCodeAt(index) : 0) ^ length;
  return finish(Math.imul(h1 ^ last, 0x85ebca77), Math.imul(h2 ^ last, 0xc2b2ae3d));
}

/** The 14-hex-digit form of a hash's two halves: how `hashString` ends, for one-pass hashes elsewhere. */
export function finishHash(h1: number, h2: number): string {
  return finish(h1, h2);
}
