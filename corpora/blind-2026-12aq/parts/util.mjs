// Seeded helpers and the transcript builder shared by every kind.
export function hashSeed(s) {
  let h = 2166136261 >>> 0;
  for (const c of String(s)) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; }
  return h >>> 0;
}
export function makeRng(seed) {
  let a = hashSeed(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    str: (n, al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") => {
      let s = "";
      for (let i = 0; i < n; i++) s += al[Math.floor(next() * al.length)];
      return s;
    },
    hex: (n) => r.str(n, "0123456789abcdef"),
    uuid: () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`,
    shuffle: (arr) => {
      const a2 = arr.slice();
      for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; }
      return a2;
    },
  };
  return r;
}

const CALL_IDS = {
  oa: (r) => "call_" + r.str(24),
  anth: (r) => "toolu_01" + r.str(22),
  gem: (r) => "fc_" + r.hex(16),
  mis: (r) => r.str(9),
  qwen: (r) => "chatcmpl-tool-" + r.hex(32),
  bed: (r) => "tooluse_" + r.str(22),
  sk: (r) => "call_" + r.str(24),
};

// A transcript under construction. `na` counts assistant messages (the index space of loop_from).
export class Run {
  constructor(d, rng, opts = {}) {
    this.d = d; this.r = rng; this.msgs = []; this.na = 0;
    this.model = opts.model ?? rng.pick(d.models);
    this.clock = Date.parse(d.day) + rng.int(7, 10) * 3600e3 + rng.int(0, 3599) * 1000;
    this.tok = rng.int(900, 2600);
  }
  stamp(m, adv = this.r.int(2, 19)) {
    this.clock += adv * 1000;
    if (this.d.ts) m.timestamp = new Date(this.clock).toISOString().replace(/\.\d+Z$/, "Z");
    return m;
  }
  wait(sec) { this.clock += sec * 1000; }
  now() { return new Date(this.clock).toISOString().replace(/\.\d+Z$/, "Z"); }
  sys(text) { this.msgs.push({ role: "system", content: text }); return this; }
  user(text, name) {
    const m = { role: "user", content: text };
    if (name) m.name = name;
    this.msgs.push(this.stamp(m, this.r.int(20, 240)));
    return this;
  }
  asst(extra = {}) {
    const m = { role: "assistant", content: extra.content ?? null };
    if (extra.name) m.name = extra.name;
    m.model = this.model;
    if (this.d.usage) {
      this.tok += this.r.int(120, 900);
      m.usage = { prompt_tokens: this.tok, completion_tokens: this.r.int(18, 240) };
    }
    if (extra.calls) m.tool_calls = extra.calls;
    this.na++;
    return this.stamp(m);
  }
  thoughtText(text) {
    if (text == null) return this.d.emptyContent ?? null;
    return text;
  }
  // one tool call in one assistant turn
  call(name, args, out, o = {}) { return this.par([[name, args, out, o.err]], o); }
  // several tool calls in one assistant turn (ReAct agents do them one after the other)
  par(list, o = {}) {
    const d = this.d;
    if (d.style === "react") {
      list.forEach(([name, args, out], i) => {
        const thought = i === 0 ? (o.text ?? "I need more information.") : "Next, the second check.";
        const m = this.asst({ content: `Thought: ${thought}\nAction: ${name}\nAction Input: ${JSON.stringify(args)}`, name: o.agent });
        this.msgs.push(m);
        this.msgs.push(this.stamp({ role: "user", content: `Observation: ${out}` }, this.r.int(1, 9)));
      });
      return this;
    }
    const calls = list.map(([name, args]) => ({ id: CALL_IDS[d.ids](this.r), type: "function", function: { name, arguments: JSON.stringify(args) } }));
    this.msgs.push(this.asst({ content: d.silent ? null : this.thoughtText(o.text), calls, name: o.agent }));
    list.forEach(([, , out, err], i) => {
      const m = { role: "tool", tool_call_id: calls[i].id, content: out };
      if (d.toolName) m.name = list[i][0];
      if (err) m.is_error = true;
      this.msgs.push(this.stamp(m, this.r.int(1, 12)));
    });
    return this;
  }
  say(text, o = {}) {
    const content = this.d.style === "react" && o.final !== false ? `Thought: I can answer now.\nFinal Answer: ${text}` : text;
    this.msgs.push(this.asst({ content, name: o.agent }));
    return this;
  }
}

export const J = (d, obj) => (d.pretty ? JSON.stringify(obj, null, 2) : JSON.stringify(obj));
export const ms = (r, lo = 40, hi = 900) => r.int(lo, hi);
export const rid = (r) => `req_${r.hex(12)}`;
