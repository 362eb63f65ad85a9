// Seeded randomness and the per-call noise helpers every kit shares.
export function makeRng(seed) {
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
    alnum: (n) => Array.from({ length: n }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[Math.floor(next() * 32)]).join(""),
    uuid: () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${"89ab"[Math.floor(next() * 4)]}${r.hex(3)}-${r.hex(12)}`,
    shuffle: (xs) => {
      const a2 = xs.slice();
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
    sample: (xs, n) => r.shuffle(xs).slice(0, n),
  };
  return r;
}

/** A run's clock: advances a little on every call, more on sleeps. */
export function makeClock(rng, startIso) {
  let t = Date.parse(startIso);
  return {
    tick: (lo = 2, hi = 40) => (t += rng.int(lo, hi) * 1000),
    wait: (s) => (t += s * 1000),
    iso: () => new Date(t).toISOString(),
    isoMs: () => new Date(t + rng.int(0, 999)).toISOString(),
    hms: () => new Date(t).toISOString().slice(11, 19),
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t + rng.int(0, 999),
    rfc: () => new Date(t).toUTCString(),
    now: () => t,
  };
}
