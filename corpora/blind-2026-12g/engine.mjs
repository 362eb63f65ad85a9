// Seeded RNG, per-call noise and the transcript builder for blind-2026-12g. Plain Node, no dependencies.
export function mulberry32(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hash(s) { let h = 2166136261; for (const c of String(s)) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619); } return h >>> 0; }
const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export class Rng {
  constructor(seed) { this.f = mulberry32(seed >>> 0); }
  next() { return this.f(); }
  int(a, b) { return a + Math.floor(this.f() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.f() * a.length)]; }
  chance(p) { return this.f() < p; }
  hex(n) { let s = ""; for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.f() * 16)]; return s; }
  b62(n) { let s = ""; for (let i = 0; i < n; i++) s += B62[Math.floor(this.f() * 62)]; return s; }
  uuid() { const h = this.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${"89ab"[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; }
  shuffle(a) { const b = a.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(this.f() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; }
  float(a, b, d = 2) { return Number((a + this.f() * (b - a)).toFixed(d)); }
}
/** A stable RNG for an entity's facts: the same entity prints the same facts on every call. */
export const stable = (key) => new Rng(hash(key));

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n) => String(n).padStart(2, "0");
export const J = (o) => JSON.stringify(o);
export const JP = (o) => JSON.stringify(o, null, 2);

const MODELS = ["gpt-4.1-2025-04-14", "gpt-4o-2024-11-20", "claude-sonnet-4-5", "claude-3-7-sonnet-20250219", "gemini-2.5-pro", "gemini-2.5-flash", "o4-mini", "mistral-large-2411", "qwen3-235b-a22b", "llama-4-maverick", "gpt-5-mini", "deepseek-v3.1"];
const SLEEP_TOOLS = [["sleep", "seconds"], ["timer.sleep", "seconds"], ["waitSeconds", "s"], ["runtime.wait", "durationSec"]];
const DELEGATE_TOOLS = ["agents.delegate", "handoff.toAgent", "delegateTask", "team.assign"];

export class Run {
  constructor(seed, kit, o = {}) {
    this.r = new Rng(seed);
    this.kit = kit;
    this.msgs = [];
    this.steps = 0;
    this.n = 0;
    const r = this.r;
    this.clock = Date.UTC(2026, r.int(8, 11), r.int(1, 28), r.int(6, 21), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    this.model = r.pick(MODELS);
    this.idStyle = r.int(0, 4);
    this.o = {
      ts: r.chance(0.55), usage: r.chance(0.6), toolName: r.chance(0.4), isErr: r.chance(0.6), modelField: r.chance(0.8),
      voice: r.pick(["silent", "terse", "reason", "narr", "reason"]), big: r.chance(0.18), ...o,
    };
    this.sleepTool = r.pick(SLEEP_TOOLS);
    this.delegateTool = r.pick(DELEGATE_TOOLS);
    this.tok = r.int(600, 2400);
    this.super = o.supervisor ?? null; // name on assistant turns in multi-agent runs
  }
  // ---- noise -----------------------------------------------------------------
  uuid() { return this.r.uuid(); } hex(n) { return this.r.hex(n); } b62(n) { return this.r.b62(n); }
  int(a, b) { return this.r.int(a, b); } pick(a) { return this.r.pick(a); } chance(p) { return this.r.chance(p); }
  rate() { this._rate = (this._rate ?? this.r.int(600, 4999)) - this.r.int(1, 4); if (this._rate < 5) this._rate = this.r.int(4000, 4999); return this._rate; }
  ms(a = 18, b = 900) { return this.r.int(a, b); }
  d(off = 0) { return new Date(this.clock + off); }
  iso(off = 0) { return this.d(off).toISOString(); }
  isoS(off = 0) { return this.d(off).toISOString().replace(/\.\d+Z$/, "Z"); }
  isoTz(off = 0, tz = -5) { const x = new Date(this.clock + off + tz * 3600000); const s = x.toISOString().slice(0, 19); return `${s}${tz < 0 ? "-" : "+"}${p2(Math.abs(tz))}:00`; }
  epoch(off = 0) { return Math.floor((this.clock + off) / 1000); }
  epochMs(off = 0) { return this.clock + off; }
  rfc(off = 0) { const x = this.d(off); return `${DAYS[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MONS[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; }
  local(off = 0) { return this.iso(off).replace("T", " ").replace("Z", ""); }
  hms(off = 0) { return this.iso(off).slice(11, 23); }
  tick(sec) { this.clock += Math.round(sec * 1000); }
  // ---- transcript --------------------------------------------------------------
  callId() {
    this.n++;
    const r = this.r;
    switch (this.idStyle) {
      case 0: return `call_${r.b62(24)}`;
      case 1: return `toolu_01${r.b62(22)}`;
      case 2: return `fc_${r.hex(24)}`;
      case 3: return `c${this.n}`;
      default: return `tc-${this.n}-${r.hex(4)}`;
    }
  }
  push(m) {
    if (this.o.ts) m.timestamp = this.iso();
    this.msgs.push(m);
  }
  system(text) { this.push({ role: "system", content: text }); }
  user(text, name) { this.tick(this.int(5, 90)); const m = { role: "user", content: text }; if (name) m.name = name; this.push(m); }
  asstBase(text, name) {
    this.steps++;
    this.tick(this.int(2, 14));
    const m = { role: "assistant", content: text ?? null };
    const nm = name ?? this.super;
    if (nm) m.name = nm;
    if (this.o.modelField) m.model = this.model;
    if (this.o.usage) {
      const size = this.msgs.reduce((a, x) => a + 0, 0);
      this.tok += this.int(90, 400) + Math.floor(this.lastLen / 4);
      m.usage = { prompt_tokens: this.tok, completion_tokens: this.int(14, 260) };
    }
    return m;
  }
  /** An assistant turn with tool calls. calls: [{name, args, out: string|()=>string, err?: bool, dt?: seconds}] */
  turn(text, calls, opts = {}) {
    const m = this.asstBase(text, opts.name);
    const ids = calls.map(() => this.callId());
    m.tool_calls = calls.map((c, i) => ({ id: ids[i], type: "function", function: { name: c.name, arguments: typeof c.args === "string" ? c.args : J(c.args) } }));
    this.push(m);
    let len = 0;
    calls.forEach((c, i) => {
      this.tick(c.dt ?? this.int(1, 4) * 0.4);
      const content = typeof c.out === "function" ? c.out() : c.out;
      len += content.length;
      const t = { role: "tool", tool_call_id: ids[i], content };
      if (this.o.toolName) t.name = c.name;
      if (c.err && this.o.isErr) t.is_error = true;
      this.push(t);
    });
    this.lastLen = len;
    return this.steps;
  }
  say(text, opts = {}) { const m = this.asstBase(text, opts.name); this.push(m); this.lastLen = text.length; return this.steps; }
  get lastLen() { return this._ll ?? 0; } set lastLen(v) { this._ll = v; }
  /** Reasoning text in this run's voice; null in silent runs most of the time. */
  v(text, terse) {
    if (Array.isArray(text)) text = this.pick(text);
    switch (this.o.voice) {
      case "silent": return this.chance(0.12) ? (terse ?? text) : null;
      case "terse": return terse ?? text.split(/(?<=\.)\s/)[0];
      case "reason": return `Thought: ${text}`;
      default: return text;
    }
  }
  sleepCall(sec) { const [nm, key] = this.sleepTool; return { name: nm, args: { [key]: sec }, out: nm === "sleep" ? `slept ${sec}s` : J({ slept: sec, unit: "s" }), dt: sec }; }
}
