/** Seeded RNG (mulberry32) and small helpers. */
export function rng(seed) {
  let a = seed >>> 0;
  const f = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  f.hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(f() * 16)]).join('');
  f.noise = (base, amp, dp = 2) => (base + (f() * 2 - 1) * amp).toFixed(dp);
  f.shuffle = (xs) => {
    const a2 = xs.slice();
    for (let i = a2.length - 1; i > 0; i--) {
      const j = Math.floor(f() * (i + 1));
      [a2[i], a2[j]] = [a2[j], a2[i]];
    }
    return a2;
  };
  return f;
}
/** Stable number for a key (fixed facts per entity). */
export function stable(key, lo, hi) {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return lo + (h % (hi - lo + 1));
}
