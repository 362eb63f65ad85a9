// Seeded randomness, ids, clocks and the transcript builder for blind-2026-12af.
// Everything here is deterministic given the seed string; gen.mjs rewrites both jsonl files byte for byte.

export function hashSeed(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export function makeRng(seedStr) {
  let a = hashSeed(seedStr) || 1;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    float: (lo, hi, d = 2) => Number((lo + next() * (hi - lo)).toFixed(d)),
    shuffle: (arr) => {
      const a2 = arr.slice();
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
    hex: (n) => {
      let s = "";
      for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(next() * 16)];
      return s;
    },
    b62: (n) => {
      const al = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
      let s = "";
      for (let i = 0; i < n; i++) s += al[Math.floor(next() * al.length)];
      return s;
    },
    upper: (n) => {
      const al = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
      let s = "";
      for (let i = 0; i < n; i++) s += al[Math.floor(next() * al.length)];
      return s;
    },
  };
  rng.uuid = () => `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${"89ab"[rng.int(0, 3)]}${rng.hex(3)}-${rng.hex(12)}`;
  return rng;
}

export const iso = (ms) => new Date(ms).toISOString();
export const isoS = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
export const fmtNum = (n) => n.toLocaleString("en-US");
export const money = (n) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// A run: messages in OpenAI chat format plus bookkeeping for labels.
export class Run {
  constructor({ rng, kit, startMs, model, idStyle, wrap }) {
    this.rng = rng;
    this.kit = kit;
    this.t = startMs;
    this.model = model;
    this.idStyle = idStyle; // "toolu" | "call" | "mcp"
    this.wrap = wrap; // client logs the whole CallToolResult JSON (true) or only its text (false)
    this.messages = [];
    this.assistants = 0;
    this.state = { rate: rng.int(3800, 4990), seq: rng.int(1000, 9000) };
  }
  tick(lo, hi) {
    this.t += this.rng.int(lo, hi);
    return iso(this.t);
  }
  callId() {
    const r = this.rng;
    if (this.idStyle === "toolu") return `toolu_01${r.b62(22)}`;
    if (this.idStyle === "call") return `call_${r.b62(24)}`;
    return `mcp-${r.hex(8)}-${r.int(1, 999)}`;
  }
  system(content) {
    this.messages.push({ role: "system", content });
  }
  user(content, name) {
    const m = { role: "user", content, timestamp: this.tick(20000, 180000) };
    if (name) m.name = name;
    this.messages.push(m);
  }
  // One assistant turn with tool calls. calls: [{tool, args, result:{content,isError}, latency?}]
  turn({ text = null, name, calls }) {
    const a = this.assistants++;
    const mi = this.messages.length;
    const tcs = calls.map((c) => ({ id: this.callId(), type: "function", function: { name: c.tool, arguments: JSON.stringify(c.args) } }));
    const m = { role: "assistant", content: text, tool_calls: tcs, timestamp: this.tick(1800, text && text.length > 400 ? 16000 : 7000), model: this.model };
    if (name) m.name = name;
    this.messages.push(m);
    calls.forEach((c, i) => {
      if (c.waitMs) this.t += c.waitMs;
      const res = typeof c.result === "function" ? c.result() : c.result;
      const tm = { role: "tool", tool_call_id: tcs[i].id, name: c.tool, content: res.content, timestamp: this.tick(c.latLo ?? 60, c.latHi ?? 2400) };
      if (res.isError) tm.is_error = true;
      this.messages.push(tm);
    });
    return { a, m: mi };
  }
  step(text, tool, args, result, opts = {}) {
    return this.turn({ text, name: opts.name, calls: [{ tool, args, result, waitMs: opts.waitMs, latLo: opts.latLo, latHi: opts.latHi }] });
  }
  say(content, name) {
    const a = this.assistants++;
    const mi = this.messages.length;
    const m = { role: "assistant", content, timestamp: this.tick(2500, 14000), model: this.model };
    if (name) m.name = name;
    this.messages.push(m);
    return { a, m: mi };
  }
  get now() {
    return this.t;
  }
  reqId() {
    return this.rng.hex(16);
  }
}
