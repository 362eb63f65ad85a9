// Seeded randomness and small value makers shared by every part of the generator.
export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h >>> 0;
}

export function makeRng(seed) {
  let a = typeof seed === "number" ? seed >>> 0 : hashStr(String(seed));
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
    float: (lo, hi, d = 3) => Number((lo + next() * (hi - lo)).toFixed(d)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      const a2 = arr.slice();
      for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; }
      return a2;
    },
    sample: (arr, n) => r.shuffle(arr).slice(0, n),
    chars: (alphabet, n) => { let s = ""; for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)]; return s; },
    hex: (n) => r.chars("0123456789abcdef", n),
    b36: (n) => r.chars("0123456789abcdefghijklmnopqrstuvwxyz", n),
    alnum: (n) => r.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", n),
    digits: (n) => r.chars("0123456789", n),
    uuid: () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`,
    ulid: () => r.chars("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26),
    jitter: (x, amp, d = 4) => Number((x + (next() * 2 - 1) * amp).toFixed(d)),
  };
  return r;
}

// Tool-call id styles as the various SDKs and servers mint them.
export function callId(rng, style, n) {
  switch (style) {
    case "openai": return "call_" + rng.alnum(24);
    case "anthropic": return "toolu_01" + rng.alnum(22);
    case "mistral": return rng.alnum(9);
    case "gemini": return "fc_" + rng.hex(16);
    case "responses": return "fc_" + rng.hex(48);
    case "vllm": return "chatcmpl-tool-" + rng.hex(32);
    case "bedrock": return "tooluse_" + rng.alnum(22);
    case "deepseek": return "call_0_" + rng.uuid();
    case "uuid": return rng.uuid();
    case "sk": return "call_" + rng.alnum(24);
    case "counter": return `tc_${String(n).padStart(3, "0")}`;
    default: return "call_" + rng.alnum(24);
  }
}

// A wall clock that only moves forward.
export function makeClock(rng, startIso) {
  let t = Date.parse(startIso);
  return {
    tick: (lo = 1, hi = 9) => { t += rng.int(lo * 1000, hi * 1000) + rng.int(0, 999); return new Date(t).toISOString(); },
    now: () => new Date(t).toISOString(),
    http: () => new Date(t).toUTCString(),
    ms: () => t,
  };
}

export const clip = (s, n) => (s.length > n ? s.slice(0, n - 1) + "…" : s);
export const words = (s) => s.split(/\s+/).filter(Boolean).length;
