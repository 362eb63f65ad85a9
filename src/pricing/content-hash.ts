// Seeded once per process, so a tool result cannot be crafted ahead of time to collide with another message.
const seed1 = (Math.random() * 2 ** 32) >>> 0;
const seed2 = (Math.random() * 2 ** 32) >>> 0;

/** One MurmurHash3 round: mixes a 32-bit block into a hash lane. */
export function round(hash: number, block: number): number {
  let k = Math.imul(block, 0xcc9e2d51);
  k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
  const mixed = hash ^ k;
  return (Math.imul((mixed << 13) | (mixed >>> 19), 5) + 0xe6546b64) | 0;
}

/** MurmurHash3's finalizer: every input bit reaches every output bit. */
export function avalanche(hash: number): number {
  let h = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A 53-bit hash of a sequence of texts (MurmurHash3 rounds over two UTF-16 code units at a time, in two lanes
 * with random seeds), never 0. It names a message's content in the per-run count memo: reading the text
 * once costs about as much as `JSON.parse` of it, far less than counting it again.
 * Each text's length goes in first, so `['ab', 'c']` and `['a', 'bc']` differ.
 */
export function contentHash(texts: readonly string[]): number {
  let h1 = seed1;
  let h2 = seed2;
  for (const text of texts) {
    h1 = round(h1, text.length);
    h2 = round(h2, ~text.length);
    const pairs = text.length - 1;
    let index = 0;
    for (; index < pairs; index += 2) {
      const block = text.charCodeAt(index) | (text.charCodeAt(index + 1) << 16);
      h1 = round(h1, block);
      h2 = round(h2, block ^ h1);
    }
    if (index < text.length) {
      const block = text.charCodeAt(index);
      h1 = round(h1, block);
      h2 = round(h2, block ^ h1);
    }
  }
  const high = avalanche(h1 ^ h2);
  const low = avalanche(h2 + high);
  return (high & 0x1fffff) * 2 ** 32 + low || 1;
}
