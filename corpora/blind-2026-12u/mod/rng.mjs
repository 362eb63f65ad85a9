// Seeded randomness and small noise helpers; every run draws from its own stream so runs are independent.
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

/** Wraps a uniform generator with the helpers the kits use. */
export function makeRng(seed) {
  const u = mulberry32(seed);
  const r = {
    u,
    int: (lo, hi) => lo + Math.floor(u() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(u() * xs.length)],
    chance: (p) => u() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(u() * 16)]).join(""),
    alnum: (n) => Array.from({ length: n }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(u() * 62)]).join(""),
    f: (lo, hi, d = 2) => Number((lo + u() * (hi - lo)).toFixed(d)),
    shuffle: (xs) => {
      const a = xs.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(u() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
    sample: (xs, n) => r.shuffle(xs).slice(0, n),
  };
  return r;
}

/** A run clock: tool answers print times that move forward with the run. */
export function makeClock(rng, startIso) {
  let t = Date.parse(startIso);
  return {
    tick: (lo = 2, hi = 40) => { t += rng.int(lo, hi) * 1000; return t; },
    wait: (s) => { t += s * 1000; return t; },
    iso: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z"),
    isoMs: () => new Date(t).toISOString(),
    hms: () => new Date(t).toISOString().slice(11, 19),
    date: () => new Date(t).toISOString().slice(0, 10),
    epoch: () => Math.floor(t / 1000),
    syslog: () => {
      const d = new Date(t);
      const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
      return `${mon} ${String(d.getUTCDate()).padStart(2, " ")} ${d.toISOString().slice(11, 19)}`;
    },
    now: () => t,
  };
}
