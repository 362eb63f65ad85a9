/** Seeded helpers shared by the kits and the generator (no state outside the rng passed in). */
export function rng(seed) {
  let a = seed >>> 0;
  const f = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  f.hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(f() * 16)]).join("");
  f.digits = (n) => Array.from({ length: n }, () => Math.floor(f() * 10)).join("");
  f.shuffle = (xs) => { const ys = [...xs]; for (let i = ys.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [ys[i], ys[j]] = [ys[j], ys[i]]; } return ys; };
  return f;
}
const p2 = (n) => String(n).padStart(2, "0");
/** Formats a clock (ms) in several legacy styles. */
export const ts = {
  hl7: (t) => { const d = new Date(t); return `${d.getUTCFullYear()}${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())}${p2(d.getUTCHours())}${p2(d.getUTCMinutes())}${p2(d.getUTCSeconds())}`; },
  iso: (t) => new Date(t).toISOString().replace(/\.\d+Z$/, "Z"),
  ymd: (t) => new Date(t).toISOString().slice(0, 10).replace(/-/g, ""),
  yymmdd: (t) => new Date(t).toISOString().slice(2, 10).replace(/-/g, ""),
  hm: (t) => new Date(t).toISOString().slice(11, 16).replace(":", ""),
  hms: (t) => new Date(t).toISOString().slice(11, 19),
  rfc822: (t) => new Date(t).toUTCString().replace("GMT", "+0000"),
  jul: (t) => { const d = new Date(t); const s = Date.UTC(d.getUTCFullYear(), 0, 0); return `${String(d.getUTCFullYear()).slice(2)}${String(Math.floor((t - s) / 864e5)).padStart(3, "0")}`; },
};
/** Pads or cuts a value to a fixed-width field, the way COBOL copybooks print. */
export const fw = (v, n, right = false) => { const s = String(v).slice(0, n); return right ? s.padStart(n, "0") : s.padEnd(n, " "); };
