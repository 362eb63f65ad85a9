/**
 * A short fingerprint of a large payload (an image's base64 data), FNV-1a over its UTF-16 code units, as eight
 * letters from `g` to `v` (one per 4 bits). It tells equal payloads from different ones for loop detection; it
 * is not a security hash. Letters, not hex digits: the observation hash masks hex tokens as incidental ids,
 * and two different screenshots must stay two different results.
 */
export function contentDigest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  let digest = '';
  for (let shift = 28; shift >= 0; shift -= 4) digest += String.fromCharCode(103 + ((hash >>> shift) & 15));
  return digest;
}
