// Seeded randomness and small noise helpers shared by every kit, so a run is rebuilt byte for byte from its seed.

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a string hash, for stable per-key facts (the same record prints the same facts every time). */
export function hash(s) {
  let h = 0x811c9dc5;
  for (const ch of String(s)) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h >>> 0;
}

/** Helpers bound to one rng. */
export function tools(rng) {
  const int = (a, b) => a + Math.floor(rng() * (b - a + 1));
  const pick = (xs) => xs[Math.floor(rng() * xs.length)];
  const hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[int(0, 15)]).join("");
  const alnum = (n) => Array.from({ length: n }, () => "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"[int(0, 55)]).join("");
  const shuffle = (xs) => {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`;
  const fx = (v, d = 2) => Number(v).toFixed(d);
  return { rng, int, pick, hex, alnum, shuffle, uuid, fx, chance: (p) => rng() < p };
}

/** Stable facts for a key: a fresh rng seeded from the key. */
export function stable(key) {
  return tools(mulberry32(hash(key)));
}

/** The run's clock: every printed time follows it. */
export function clock(start) {
  let t = start;
  const p2 = (n) => String(n).padStart(2, "0");
  const d = () => new Date(t);
  return {
    /** The same clock seen s seconds earlier (for log lines that precede now). */
    at: (s) => clock(t - Math.round(s * 1000)),
    tick: (s) => {
      t += Math.round(s * 1000);
    },
    ms: () => t,
    iso: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z"),
    isoms: () => new Date(t).toISOString(),
    off: (h) => {
      const x = new Date(t + h * 3600e3);
      const s = x.toISOString().slice(0, 19);
      const a = Math.abs(h);
      return `${s}${h >= 0 ? "+" : "-"}${p2(Math.floor(a))}:${p2(Math.round((a % 1) * 60))}`;
    },
    hms: () => d().toISOString().slice(11, 19),
    ymd: () => d().toISOString().slice(0, 10),
    compact: () => d().toISOString().slice(0, 19).replace(/[-:T]/g, ""),
    epoch: () => Math.floor(t / 1000),
    syslog: () => {
      const x = d();
      const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][x.getUTCMonth()];
      return `${mon} ${String(x.getUTCDate()).padStart(2, " ")} ${x.toISOString().slice(11, 19)}`;
    },
  };
}
