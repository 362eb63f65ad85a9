// Seeded RNG (mulberry32) and the noise real tools print: ids, clocks, latencies.
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    b62: (n) => Array.from({ length: n }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 62)]).join(""),
    shuffle: (xs) => { const c = [...xs]; for (let i = c.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [c[i], c[j]] = [c[j], c[i]]; } return c; },
  };
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${"89ab"[r.int(0, 3)]}${r.hex(3)}-${r.hex(12)}`;
  r.rid = () => r.pick([() => `req_${r.b62(16)}`, () => r.uuid(), () => r.hex(24), () => `${r.hex(8)}:${r.int(100, 999)}`])();
  r.ms = (lo = 40, hi = 900) => r.int(lo, hi);
  return r;
}

/** A run's wall clock; advances per call so timestamps and heartbeats move. */
export function clock(r, start) {
  let t = start;
  return {
    tick: (lo = 2, hi = 25) => { t += r.int(lo, hi) * 1000; return t; },
    now: () => t,
    iso: () => new Date(t).toISOString(),
    hm: () => new Date(t).toISOString().slice(11, 16),
    hms: () => new Date(t).toISOString().slice(11, 19),
  };
}

export const j = (o) => JSON.stringify(o);
export const pj = (o) => JSON.stringify(o, null, 2);
