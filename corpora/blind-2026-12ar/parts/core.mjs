// Seeded helpers and a transcript builder for blind-2026-12ar.
// Every run is built with its own RNG (seeded from the set seed and the scenario key), so the output is deterministic.

export function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
}

export class Rng {
  constructor(seed) { this.r = mulberry32(seed); }
  f() { return this.r(); }
  int(lo, hi) { return lo + Math.floor(this.r() * (hi - lo + 1)); }
  pick(a) { return a[Math.floor(this.r() * a.length)]; }
  chance(p) { return this.r() < p; }
  fl(lo, hi, d = 2) { return (lo + this.r() * (hi - lo)).toFixed(d); }
  str(n, alpha = "abcdefghijklmnopqrstuvwxyz0123456789") { let s = ""; for (let i = 0; i < n; i++) s += alpha[Math.floor(this.r() * alpha.length)]; return s; }
  hex(n) { return this.str(n, "0123456789abcdef"); }
  alnum(n) { return this.str(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"); }
  shuffle(a) { const b = a.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(this.r() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; }
  seedNum() { return this.int(1000, 2 ** 31 - 1); }
}

const pad2 = (n) => String(n).padStart(2, "0");
export function clock(d) { // d: Date -> "HH:MM:SS"
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}
export function isoZ(d) { return d.toISOString().replace(/\.\d{3}Z$/, "Z"); }

// Stack styles: how ids, content and names are logged.
export const STYLES = {
  agents_sdk: { id: (r) => "call_" + r.alnum(24), model: ["gpt-4.1", "gpt-4.1-mini"], content: "null", usage: true },
  langgraph_claude: { id: (r) => "toolu_01" + r.alnum(22), model: ["claude-sonnet-4-5", "claude-sonnet-4"], content: "thought", ts: true },
  react_deepseek: { react: true, model: ["deepseek-chat", "deepseek-v3.1"] },
  gemini_fc: { id: (r) => "fc_" + r.hex(16), model: ["gemini-2.5-pro", "gemini-2.5-flash"], content: "empty", toolName: true },
  smol_qwen: { id: (r) => "chatcmpl-tool-" + r.hex(32), model: ["Qwen2.5-72B-Instruct", "Qwen2.5-72B-Instruct-AWQ"], content: "thought" },
  anthropic_par: { id: (r) => "toolu_01" + r.alnum(22), model: ["claude-opus-4-1", "claude-sonnet-4-5"], content: "thought", ts: true, toolName: true },
  mistral_loop: { id: (r) => r.alnum(9), model: ["mistral-large-2411", "mistral-medium-2505"], content: "empty", usage: true },
  crewai: { id: (r) => "call_" + r.alnum(24), model: ["gpt-4o", "gpt-4o-2024-11-20"], content: "thought", agentName: true },
  autogen: { id: (r) => "call_" + r.alnum(4), model: ["gpt-4o-mini", "gpt-4o"], content: "null", agentName: true, ts: true },
  sk_azure: { id: (r) => "call_" + r.alnum(24), model: ["gpt-4o", "gpt-4o-2024-08-06"], content: "null", toolName: true },
};

// A run under construction. Scenario code calls sys/user/call/par/say/mark; the builder keeps count of assistant turns.
export class Run {
  constructor(rng, styleKey, opts = {}) {
    this.r = rng; this.st = STYLES[styleKey]; this.styleKey = styleKey;
    this.model = opts.model ?? rng.pick(this.st.model);
    this.msgs = []; this.nAsst = 0; this.loopFrom = null; this.loopFromMsg = null;
    this.t = new Date(Date.UTC(2026, rng.int(0, 10), rng.int(1, 27), rng.int(6, 20), rng.int(0, 59), rng.int(0, 59)));
    this.agent = opts.agent ?? null; // default assistant name for multi-agent stacks
    this.tok = rng.int(1800, 4200);
    this.nextA = rng.int(2, 12); // think time before the next call; tool outputs are stamped just after it
  }
  // The time a tool output generated now will carry: just after the coming call is made.
  now() { return new Date(this.t.getTime() + (this.nextA + 1) * 1000); }
  tick(lo = 2, hi = 40) { this.t = new Date(this.t.getTime() + this.r.int(lo, hi) * 1000); }
  advance(sec) { this.t = new Date(this.t.getTime() + sec * 1000); }
  think() { this.advance(this.nextA); this.nextA = this.r.int(2, 12); }
  stamp(m) { if (this.st.ts) m.timestamp = isoZ(this.t); return m; }
  sys(text) { this.msgs.push({ role: "system", content: text }); return this; }
  user(text, name) { const m = { role: "user", content: text }; if (name) m.name = name; this.msgs.push(this.stamp(m)); this.tick(5, 90); return this; }
  mark() { if (this.loopFrom === null) { this.loopFrom = this.nAsst; this.loopFromMsg = this.msgs.length; } return this; }
  _asst(m, name) {
    if (this.st.agentName && (name ?? this.agent)) m.name = name ?? this.agent;
    m.model = this.model;
    if (this.st.usage) { this.tok += this.r.int(90, 900); m.usage = { prompt_tokens: this.tok, completion_tokens: this.r.int(18, 160) }; }
    this.msgs.push(this.stamp(m)); this.nAsst++;
  }
  _content(thought) {
    if (this.st.content === "null") return null;
    if (this.st.content === "empty") return "";
    return thought ?? "";
  }
  // One assistant turn with one tool call, answered right after it.
  call(name, args, output, o = {}) {
    this.think();
    if (this.st.react) {
      const th = o.thought ?? `I will run ${name}.`;
      this._asst({ role: "assistant", content: `Thought: ${th}\nAction: ${name}\nAction Input: ${JSON.stringify(args)}` }, o.name);
      this.tick(o.dur ?? 3, (o.dur ?? 3) + 20);
      this.msgs.push(this.stamp({ role: "user", content: `Observation: ${output}` }));
      return this;
    }
    const id = this.st.id(this.r);
    this._asst({ role: "assistant", content: this._content(o.thought), tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] }, o.name);
    this.tick(o.dur ?? 3, (o.dur ?? 3) + 20);
    const t = { role: "tool", tool_call_id: id, content: output };
    if (this.st.toolName) t.name = name;
    if (o.err) t.is_error = true;
    this.msgs.push(this.stamp(t));
    return this;
  }
  // Parallel calls in one assistant turn: list of [name, args, output, err?]. Text styles fall back to sequential.
  par(list, o = {}) {
    if (this.st.react) { for (const [n, a, out] of list) this.call(n, a, out, o); return this; }
    this.think();
    const ids = list.map(() => this.st.id(this.r));
    this._asst({ role: "assistant", content: this._content(o.thought), tool_calls: list.map(([n, a], i) => ({ id: ids[i], type: "function", function: { name: n, arguments: JSON.stringify(a) } })) }, o.name);
    this.tick(o.dur ?? 3, (o.dur ?? 3) + 30);
    list.forEach(([n, , out, err], i) => {
      const t = { role: "tool", tool_call_id: ids[i], content: out };
      if (this.st.toolName) t.name = n;
      if (err) t.is_error = true;
      this.msgs.push(this.stamp(t));
    });
    return this;
  }
  // A text-only assistant turn (final answer, status reply, or a hand-off line in multi-agent stacks).
  say(text, name) { this.tick(2, 15); this._asst({ role: "assistant", content: this.st.react ? `Final Answer: ${text}` : text }, name); return this; }
  // A ReAct-style text turn that is not final (thinking aloud between actions) in text styles; plain text otherwise.
  note(text, name) { this.tick(2, 9); this._asst({ role: "assistant", content: this.st.react ? `Thought: ${text}` : text }, name); return this; }
  endsOn() { return this.msgs.at(-1).role; }
}
