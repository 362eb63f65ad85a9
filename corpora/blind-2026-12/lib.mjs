// Shared helpers for the blind-2026-12 corpus generator: seeded RNG, noise fields, a transcript builder.
// No dependencies. Everything random goes through Rng so `node gen.mjs` is byte-for-byte reproducible.

export class Rng {
  constructor(seed) { this.s = seed >>> 0; }
  r() { // mulberry32
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), 1 | t);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(a, b) { return a + Math.floor(this.r() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  chance(p) { return this.r() < p; }
  shuffle(a) { const b = a.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(this.r() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; }
  hex(n) { let s = ""; for (let i = 0; i < n; i++) s += "0123456789abcdef"[this.int(0, 15)]; return s; }
  alnum(n) { const c = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"; let s = ""; for (let i = 0; i < n; i++) s += c[this.int(0, c.length - 1)]; return s; }
  uuid() { return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`; }
  ip() { return `10.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  pub() { return `${this.pick([34, 52, 104, 151, 185, 203])}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(2, 254)}`; }
  etag() { return this.chance(0.5) ? `W/"${this.hex(16)}"` : `"${this.hex(8)}-${this.hex(4)}"`; }
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n) => String(n).padStart(2, "0");
export const iso = (t) => new Date(t).toISOString();
export const isoSec = (t) => new Date(t).toISOString().replace(/\.\d+Z$/, "Z");
export const rfc1123 = (t) => { const d = new Date(t); return `${DAYS[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; };
export const hms = (t) => { const d = new Date(t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`; };
export const logTs = (t) => iso(t).replace("T", " ").replace("Z", "");
export const epoch = (t) => Math.floor(t / 1000);
export const ymd = (t) => iso(t).slice(0, 10);
export const slurmTs = (t) => iso(t).slice(0, 19);
export const clock = (t) => { const d = new Date(t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; };

// Trivial variations of one call's arguments: spacing, key order, case, a harmless extra flag, padding.
export function varyArgs(obj, k, rng, extra) {
  const keys = Object.keys(obj);
  switch (k % 7) {
    case 0: return JSON.stringify(obj);
    case 1: return JSON.stringify(obj).replace(/":/g, '": ').replace(/,"/g, ', "');
    case 2: { const o = {}; for (const key of keys.slice().reverse()) o[key] = obj[key]; return JSON.stringify(o); }
    case 3: { const o = { ...obj }; const sk = keys.find((x) => typeof o[x] === "string" && /[a-z]/i.test(o[x])); if (sk) o[sk] = rng.chance(0.5) ? o[sk].toUpperCase() : o[sk].toLowerCase(); return JSON.stringify(o); }
    case 4: { const o = { ...obj, ...(extra ?? { verbose: false }) }; return JSON.stringify(o); }
    case 5: return JSON.stringify(obj, null, 2);
    case 6: { const o = { ...obj }; const sk = keys.find((x) => typeof o[x] === "string"); if (sk) o[sk] = ` ${o[sk]} `; return JSON.stringify(o); }
  }
}

const MODELS = ["gpt-4o-2024-08-06", "gpt-4.1-mini", "gpt-4.1", "claude-sonnet-4-5", "claude-3-5-haiku-latest", "gemini-2.5-flash", "gemini-2.5-pro", "qwen2.5-72b-instruct", "llama-3.3-70b-instruct", "mistral-large-2411", "deepseek-v3", "o4-mini"];

export class Run {
  constructor(rng, { system, user, t0 }) {
    this.rng = rng;
    this.model = rng.pick(MODELS);
    this.stamps = rng.chance(0.75) ? rng.pick(["iso", "iso", "ms"]) : null;
    this.idStyle = rng.pick(["call_", "toolu_", "fc_", "call-", ""]);
    this.style = rng.pick(["terse", "plain", "plain", "verbose", "silent", "bullets"]);
    this.t = t0;
    this.m = [];
    this.nA = 0;
    this.chars = 0;
    this.base = rng.int(600, 2400);
    this.callN = 0;
    this.add({ role: "system", content: system });
    this.add({ role: "user", content: user });
  }
  stamp(msg) { if (this.stamps === "iso") msg.timestamp = iso(this.t); else if (this.stamps === "ms") msg.timestamp = this.t; }
  add(msg) { this.stamp(msg); this.m.push(msg); this.chars += JSON.stringify(msg).length; }
  cid() {
    this.callN++;
    const r = this.rng;
    switch (this.idStyle) {
      case "call_": return `call_${r.alnum(24)}`;
      case "toolu_": return `toolu_01${r.alnum(22)}`;
      case "fc_": return `fc_${r.hex(32)}`;
      case "call-": return `call-${this.callN}-${r.hex(6)}`;
      default: return `${r.alnum(9)}`;
    }
  }
  usage(msg) {
    const out = JSON.stringify(msg.content ?? "").length + JSON.stringify(msg.tool_calls ?? []).length;
    return { prompt_tokens: this.base + Math.round(this.chars / 3.7), completion_tokens: Math.max(8, Math.round(out / 3.9) + this.rng.int(0, 40)) };
  }
  styleText(text) {
    if (text == null) return null;
    const r = this.rng;
    switch (this.style) {
      case "silent": return r.chance(0.2) ? text : null;
      case "terse": { const s = text.split(/(?<=[.!?])\s/)[0]; return s; }
      case "verbose": return r.chance(0.4) ? `${r.pick(["Okay.", "Alright.", "Right.", "Good.", "Noted."])} ${text}` : text;
      case "bullets": return r.chance(0.5) ? `- ${text.replace(/(?<=[.!?])\s/g, "\n- ")}` : text;
      default: return text;
    }
  }
  // calls: [{name, args (object or pre-rendered string), out, err, dur (ms)}]
  // Time: the assistant message is stamped when its calls are made (tool output was rendered at that moment), each
  // tool answer after its duration, and the model's thinking time for the next turn is added afterwards.
  step(thought, calls, { raw = false } = {}) {
    const tc = calls.map((c) => ({ id: this.cid(), type: "function", function: { name: c.name, arguments: typeof c.args === "string" ? c.args : JSON.stringify(c.args) } }));
    const msg = { role: "assistant", content: raw ? thought : this.styleText(thought), tool_calls: tc, model: this.model };
    msg.usage = this.usage(msg);
    this.add(msg);
    this.nA++;
    calls.forEach((c, i) => {
      this.t += c.dur ?? this.rng.int(120, 2600);
      const tm = { role: "tool", tool_call_id: tc[i].id, content: typeof c.out === "string" ? c.out : JSON.stringify(c.out, null, c.pretty ? 2 : 0) };
      if (c.err) tm.is_error = true;
      this.add(tm);
    });
    this.t += this.rng.int(1500, 9000);
    return this.nA;
  }
  say(text) {
    const msg = { role: "assistant", content: text, model: this.model };
    msg.usage = this.usage(msg);
    this.add(msg);
    this.nA++;
    this.t += this.rng.int(2000, 12000);
    return this.nA;
  }
  user(text, name) { this.t += this.rng.int(3000, 90000); const m = { role: "user", content: text }; if (name) m.name = name; this.add(m); }
  wait(sec) { this.t += sec * 1000; }
  here() { return this.nA + 1; }
}

// Deterministic per-string randomness (same query -> same hits, same page -> same text).
export function hash(s) { let h = 2166136261; for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); } return h >>> 0; }
export const rs = (s) => new Rng(hash(String(s)));
export function para(seed, sentences, k) { const r = rs(seed); return r.shuffle(sentences).slice(0, k).join(" "); }
export const CAT = {
  "repeat-trivial-args": "look", "nudge-same-action": "look", "batch-per-item": "look", "dependency-failure-storm": "look", "transient-retry-succeeds": "look",
  "alternating-per-item": "look", "user-requested-repeats": "look", "chanting-reply": "look", "amb-backoff-then-stop": "look",
  "empty-search-reworded": "search", "reworded-same-hits": "search", "search-refine-finds": "search", "amb-search-gives-up": "search",
  "stuck-poll": "poll", "progress-poll": "poll", "poll-waits-then-finishes": "poll", "amb-long-wait-asked": "poll",
  "edit-validate-same-failure": "fix", "edit-validate-converging": "fix",
  "reread-document": "doc", "reread-after-change": "doc", "amb-double-check-reread": "doc",
  cycle: "cyc", "pagination-ends": "list", "pagination-stuck": "list", "per-item-errors-differ": "look", "agents-circular-talk": "talk", "agents-converge": "talk", "amb-talk-slow-converge": "talk",
  "instruction-echo": "echo", "long-varied-session": "long",
};
