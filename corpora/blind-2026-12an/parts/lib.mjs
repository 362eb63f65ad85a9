// Common helpers for blind-2026-12an: seeded randomness, identifiers, time formats, call-id styles, the run builder.
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

const HEX = "0123456789abcdef";
const B36 = "0123456789abcdefghijklmnopqrstuvwxyz";
const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export class R {
  constructor(seed) { this.f = mulberry32(seed); }
  next() { return this.f(); }
  int(a, b) { return a + Math.floor(this.f() * (b - a + 1)); }
  pick(arr) { return arr[Math.floor(this.f() * arr.length)]; }
  chance(p) { return this.f() < p; }
  shuffle(arr) { const a = [...arr]; for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.f() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  some(arr, n) { return this.shuffle(arr).slice(0, n); }
  str(chars, n) { let s = ""; for (let i = 0; i < n; i++) s += chars[Math.floor(this.f() * chars.length)]; return s; }
  hex(n) { return this.str(HEX, n); }
  b36(n) { return this.str(B36, n); }
  b62(n) { return this.str(B62, n); }
  upper(n) { return this.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", n); }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; }
  ms() { return this.int(12, 900); }
  float(a, b, d = 2) { return +(a + this.f() * (b - a)).toFixed(d); }
}

const p2 = (n) => String(n).padStart(2, "0");
const p3 = (n) => String(n).padStart(3, "0");
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
export const fmt = {
  iso: (d) => d.toISOString().replace(/\.\d{3}Z$/, "Z"),
  isoMs: (d) => d.toISOString(),
  isoUs: (d, r) => d.toISOString().replace(/\.(\d{3})Z$/, (_, m) => `.${m}${r ? r.int(100, 999) : "000"}Z`),
  sql: (d) => `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`,
  sqlMs: (d) => `${fmt.sql(d)}.${p3(d.getUTCMilliseconds())}`,
  epoch: (d) => Math.floor(d.getTime() / 1000),
  epochMs: (d) => d.getTime(),
  http: (d) => `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`,
  splunk: (d) => `${p2(d.getUTCMonth() + 1)}/${p2(d.getUTCDate())}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`,
  hm: (d) => `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`,
  hms: (d) => `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`,
  date: (d) => `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}`,
  dotted: (d) => `${d.getUTCFullYear()}.${p2(d.getUTCMonth() + 1)}.${p2(d.getUTCDate())}`,
  syslog: (d) => `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, " ")} ${fmt.hms(d)}`,
};
export const addS = (d, s) => new Date(d.getTime() + s * 1000);

// Call-id styles as different model APIs print them.
export function callIdMaker(style, r) {
  let n = 0;
  return () => {
    n++;
    switch (style) {
      case "openai": return `call_${r.b62(24)}`;
      case "anthropic": return `toolu_01${r.b62(22)}`;
      case "bedrock": return `tooluse_${r.b62(22)}`;
      case "mistral": return r.b62(9);
      case "vllm": return `chatcmpl-tool-${r.hex(32)}`;
      case "gemini": return `fc-${r.uuid()}`;
      case "deepseek": return `call_0_${r.uuid()}`;
      case "groq": return `call_${r.b36(4)}`;
      case "counter": return `call_${n}`;
      case "uuid": return r.uuid();
      default: return `call_${r.b62(24)}`;
    }
  };
}

export const J = (o) => JSON.stringify(o);
export const JP = (o) => JSON.stringify(o, null, 2);

// The run builder. kit: { model, callIds, narrate, stamps, toolName, spaced }
export class Run {
  constructor(kit, r, start) {
    this.kit = kit; this.r = r; this.t = start; this.m = []; this.asst = 0;
    this.loopFrom = null; this.loopFromMsg = null;
    this.nextId = callIdMaker(kit.callIds, r);
  }
  now() { return this.t; }
  tick(a = 2, b = 20) { this.t = addS(this.t, this.r.int(a, b)); return this.t; }
  stamp(msg) { if (this.kit.stamps) msg.timestamp = fmt.isoMs(this.t); return msg; }
  sys(text) { this.m.push(this.stamp({ role: "system", content: text })); }
  user(text) { this.tick(20, 200); this.m.push(this.stamp({ role: "user", content: text })); }
  mark() { if (this.loopFrom === null) { this.loopFrom = this.asst; this.loopFromMsg = this.m.length; } }
  args(o) {
    const s = JSON.stringify(o);
    return this.kit.spaced ? s.replace(/","/g, '", "').replace(/":/g, '": ').replace(/,"/g, ', "') : s;
  }
  // One assistant turn with one tool call and its answer. out: string or (now) => string.
  act(text, name, args, out, wait = [2, 25]) {
    this.tick(3, 14);
    if (typeof args === "function") args = args(this.t);
    const id = this.nextId();
    const narr = text && (this.kit.narrate >= 1 || this.r.chance(this.kit.narrate ?? 0.7));
    const a = { role: "assistant", content: narr ? text : (this.kit.nullContent ? null : ""),
      tool_calls: [{ id, type: "function", function: { name, arguments: this.args(args) } }] };
    if (this.kit.model) a.model = this.kit.model;
    this.m.push(this.stamp(a)); this.asst++;
    this.tick(wait[0], wait[1]);
    const content = typeof out === "function" ? out(this.t) : out;
    const t = { role: "tool", tool_call_id: id, content };
    if (this.kit.toolName) t.name = name;
    this.m.push(this.stamp(t));
    return content;
  }
  call(text, c, wait) { return this.act(text, c.name, c.args, c.out, c.advance ? [c.advance, c.advance + 1] : wait); }
  say(text) {
    this.tick(4, 30);
    const a = { role: "assistant", content: text };
    if (this.kit.model) a.model = this.kit.model;
    this.m.push(this.stamp(a)); this.asst++;
  }
  wait(sec) { this.t = addS(this.t, sec); }
}

// Deterministic hex digest of a string (stable attributes such as MACs and object ids derived from names).
export function hh(str, n = 8) {
  let out = "", h = 2166136261;
  for (let k = 0; out.length < n; k++) {
    for (const c of `${k}:${str}`) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; }
    out += h.toString(16).padStart(8, "0");
  }
  return out.slice(0, n);
}
