/**
 * A short fingerprint of a large payload (an image's base64 data), FNV-1a over its UTF-16 code units, as 8 hex
 * digits. It tells equal payloads from different ones for loop detection; it is not a security hash, and
 * 8 digits stay below the 24-digit runs that volatile-value masking replaces.
 */
export function contentDigest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
