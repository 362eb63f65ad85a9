/** Seeded RNG (mulberry32) and noise helpers shared by every module. */
export const pl = (n) => (/(ch|sh|s|x)$/.test(n) ? `${n}es` : `${n}s`);
export function mkRng(seed) {
  let a = seed >>> 0;
  const f = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  f.chance = (p) => f() < p;
  f.hex = (n) => { let s = ""; for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(f() * 16)]; return s; };
  f.b62 = (n) => { const c = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"; let s = ""; for (let i = 0; i < n; i++) s += c[Math.floor(f() * 62)]; return s; };
  f.uuid = () => `${f.hex(8)}-${f.hex(4)}-4${f.hex(3)}-${"89ab"[f.int(0, 3)]}${f.hex(3)}-${f.hex(12)}`;
  f.shuffle = (xs) => { const a2 = xs.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; };
  return f;
}
/** Relative-age phrase the way dashboards print it. */
export const ago = (s) => (s < 60 ? `${s} seconds ago` : s < 3600 ? `${Math.round(s / 60)} minutes ago` : `${Math.round(s / 3600)} hours ago`);
