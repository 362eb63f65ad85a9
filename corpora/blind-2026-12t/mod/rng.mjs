// Seeded randomness: mulberry32 plus small helpers, so `node gen.mjs` is byte-for-byte repeatable.
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
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    alnum: (n) => Array.from({ length: n }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 62)]).join(""),
    digits: (n) => Array.from({ length: n }, () => "0123456789"[Math.floor(next() * 10)]).join(""),
    shuffle: (arr) => {
      const b = arr.slice();
      for (let i = b.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [b[i], b[j]] = [b[j], b[i]];
      }
      return b;
    },
  };
  return r;
}

export function hashStr(s) {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.codePointAt(0), 16777619) >>> 0;
  return h;
}

/** Money with thousands separators and two decimals. */
export function money(x, sep = ",", dec = ".") {
  const neg = x < 0;
  const [i, d] = Math.abs(x).toFixed(2).split(".");
  return (neg ? "-" : "") + i.replace(/\B(?=(\d{3})+(?!\d))/g, sep) + dec + d;
}

export const pad = (s, n) => String(s).padEnd(n).slice(0, n);
export const lpad = (s, n) => String(s).padStart(n).slice(-n);

/** The run's clock, moved by the transcript builder, so printed times follow the conversation. */
export const CLOCK = { t: Date.UTC(2026, 11, 6, 8, 0, 0) };
/** A system timestamp a moment before the answer is printed. */
export const now = (r) => new Date(CLOCK.t - r.int(50, 1800));
