// Seeded randomness, clocks and per-call noise helpers shared by the kits and the engine.
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n) => String(n).padStart(2, "0");

/** Noise for one run: randomness plus the run's simulated clock (ms since epoch). */
export class Noise {
  constructor(seed, start) { this.r = mulberry32(seed); this.t = start; }
  f() { return this.r(); }
  ri(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  chance(p) { return this.r() < p; }
  shuffle(a) { const b = a.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(this.r() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; }
  hex(n) { let s = ""; for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.r() * 16)]; return s; }
  HEX(n) { return this.hex(n).toUpperCase(); }
  alnum(n) { const c = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"; let s = ""; for (let i = 0; i < n; i++) s += c[Math.floor(this.r() * c.length)]; return s; }
  b64(n) { const c = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"; let s = ""; for (let i = 0; i < n; i++) s += c[Math.floor(this.r() * 64)]; return s; }
  uuid() { return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`; }
  tick(ms) { this.t += ms; }
  d() { return new Date(this.t); }
  iso() { return this.d().toISOString(); }
  isoS() { return this.d().toISOString().replace(/\.\d+Z$/, "Z"); }
  isoOff(off = "+01:00") { const d = new Date(this.t + (off.startsWith("+") ? 1 : -1) * 3600e3 * Number(off.slice(1, 3))); return d.toISOString().replace("Z", off).replace(/\.\d+/, ""); }
  rfc() { const d = this.d(); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  dig() { const d = this.d(); return `${DAYS[d.getUTCDay()]} ${MONS[d.getUTCMonth()]} ${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`; }
  hms() { const d = this.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  hmsm() { return `${this.hms()}.${String(this.d().getUTCMilliseconds()).padStart(3, "0")}`; }
  logts() { const d = this.d(); return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${this.hmsm().replace(".", ",")}`; }
  epoch() { return Math.floor(this.t / 1000); }
  epochMs() { return this.t; }
  ms(a = 20, b = 900) { return this.ri(a, b); }
  secs(a = 0.2, b = 4) { return (a + this.r() * (b - a)).toFixed(this.pick([2, 3])); }
  addr() { return `0x7f${this.hex(10)}`; }
  bar(pct, w = 30) { const n = Math.round((pct / 100) * w); return `${"█".repeat(n)}${" ".repeat(w - n)}`; }
}
