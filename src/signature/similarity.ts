/** Set of word bigrams (or single words for short texts) used for near-duplicate comparison. */
export function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  const out = new Set<string>();
  if (words.length < 3) {
    for (const word of words) out.add(word);
    return out;
  }
  for (let index = 0; index + 1 < words.length; index++) out.add(`${words[index]} ${words[index + 1]}`);
  return out;
}

/** Jaccard similarity of two shingle sets, 1 for two empty sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}
