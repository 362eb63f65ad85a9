/** Seeded RNG (mulberry32) and small helpers; everything in the set is drawn from it. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    b62: (n) =>
      Array.from({ length: n }, () => "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"[Math.floor(next() * 57)]).join(""),
    shuffle: (xs) => {
      const o = xs.slice();
      for (let i = o.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [o[i], o[j]] = [o[j], o[i]];
      }
      return o;
    },
  };
  return r;
}
