/** Seeded randomness and per-call churn (ids, cursors, trace headers, clocks). */
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
/** Helpers bound to one generator. */
export function tools(rand) {
  const int = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[int(0, 15)]).join("");
  const b64 = (s) => Buffer.from(s).toString("base64").replace(/=+$/, "");
  const shuffle = (xs) => {
    const a = xs.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = int(0, i);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const traceparent = () => `00-${hex(32)}-${hex(16)}-01`;
  return { rand, int, pick, hex, b64, shuffle, traceparent };
}
