// Seeded randomness and per-call noise (ids, clocks, latencies).
export function mulberry32(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function mkR(seed) {
  const f = mulberry32(seed);
  const R = {
    f,
    int: (a, b) => a + Math.floor(f() * (b - a + 1)),
    pick: (xs) => xs[Math.floor(f() * xs.length)],
    chance: (p) => f() < p,
    hex: (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(f() * 16)]).join(''),
    an: (n) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[Math.floor(f() * 34)]).join(''),
    fl: (a, b, d = 2) => +(a + f() * (b - a)).toFixed(d),
    shuffle: (xs) => { const a = xs.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; },
    sample: (xs, n) => R.shuffle(xs).slice(0, n),
  };
  return R;
}
const p2 = (n) => String(n).padStart(2, '0');
/** ISO time with a fixed offset in minutes, e.g. +330 for IST. */
export function iso(ms, off = 0, frac = false) {
  const d = new Date(ms + off * 60000);
  const s = d.toISOString().replace('Z', '');
  const base = frac ? s : s.slice(0, 19);
  const sign = off >= 0 ? '+' : '-';
  const a = Math.abs(off);
  return `${base}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
}
export const hms = (ms, off = 0) => new Date(ms + off * 60000).toISOString().slice(11, 23);
export const dtl = (ms, off = 0) => new Date(ms + off * 60000).toISOString().slice(0, 19).replace('T', ' ');
