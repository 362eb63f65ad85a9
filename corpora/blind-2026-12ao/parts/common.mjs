// Shared helpers for blind-2026-12ao: a seeded RNG, call-id styles and a Run builder that writes OpenAI chat
// messages (assistant tool calls answered right after them, or ReAct text turns answered by `Observation:` lines).

export function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const str = (n, abc) => { let s = ""; for (let i = 0; i < n; i++) s += abc[Math.floor(next() * abc.length)]; return s; };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => { const b = arr.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; },
    sample: (arr, k) => r.shuffle(arr).slice(0, k),
    str,
    hex: (n) => str(n, "0123456789abcdef"),
    alnum: (n) => str(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
    b36: (n) => str(n, "0123456789abcdefghijklmnopqrstuvwxyz"),
    uuid: () => `${str(8, "0123456789abcdef")}-${str(4, "0123456789abcdef")}-4${str(3, "0123456789abcdef")}-${"89ab"[Math.floor(next() * 4)]}${str(3, "0123456789abcdef")}-${str(12, "0123456789abcdef")}`,
    fixed: (lo, hi, d = 2) => (lo + next() * (hi - lo)).toFixed(d),
  };
  return r;
}

export const ID = {
  openai: (r) => "call_" + r.alnum(24),
  anthropic: (r) => "toolu_01" + r.alnum(22),
  mistral: (r) => r.alnum(9),
  vllm: (r) => "chatcmpl-tool-" + r.hex(32),
  deepseek: (r) => "call_0_" + r.uuid(),
  groq: (r) => "call_" + r.b36(4),
  gemini: (r) => "fc_" + r.hex(16),
};

// One run. `mark()` records that the NEXT assistant message is the first wasted one (loop_from).
export class Run {
  constructor({ r, model, idStyle = "openai", system, stamps = false, toolNames = false, start = Date.UTC(2026, 0, 14, 9, 0, 0) }) {
    this.r = r; this.model = model; this.idStyle = idStyle; this.stamps = stamps; this.toolNames = toolNames;
    this.t = start + r.int(0, 86400 * 40) * 1000;
    this.messages = [];
    this.nAsst = 0; this.loopFrom = null; this.loopFromMsg = null;
    this.ptok = 600 + r.int(0, 900);
    if (system) this.push({ role: "system", content: system }, 0);
  }
  push(m, dt) {
    if (this.stamps) { this.t += Math.round(dt * 1000); m.timestamp = new Date(this.t).toISOString(); }
    this.messages.push(m);
    const len = typeof m.content === "string" ? m.content.length : 0;
    this.ptok += Math.ceil(len / 3.7) + (m.tool_calls ? 40 : 6);
    return m;
  }
  usage(extra = 0) { return { prompt_tokens: this.ptok, completion_tokens: this.r.int(14, 70) + extra }; }
  user(content, name) { const m = { role: "user", content }; if (name) m.name = name; return this.push(m, this.r.int(8, 90)); }
  mark() { if (this.loopFrom === null) { this.loopFrom = this.nAsst; this.loopFromMsg = this.messages.length; } }
  asst(content, toolCalls, model) {
    const m = { role: "assistant", content: content ?? null, model: model ?? this.model, usage: this.usage(content ? Math.ceil(content.length / 4) : 0) };
    if (toolCalls) m.tool_calls = toolCalls;
    this.nAsst++;
    return this.push(m, this.r.next() * 2.5 + 0.6);
  }
  // One tool call, answered right after it.
  call(name, args, output, { content = null, isError = false } = {}) {
    const id = ID[this.idStyle](this.r);
    this.asst(content, [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }]);
    const t = { role: "tool", tool_call_id: id, content: output };
    if (this.toolNames) t.name = name;
    if (isError) t.is_error = true;
    this.push(t, this.r.next() * 1.4 + 0.05);
    return id;
  }
  // Several calls in one turn (only where a framework batches), answered in order.
  batch(calls, content = null) {
    const ids = calls.map(() => ID[this.idStyle](this.r));
    this.asst(content, calls.map((c, i) => ({ id: ids[i], type: "function", function: { name: c.name, arguments: JSON.stringify(c.args) } })));
    calls.forEach((c, i) => { const t = { role: "tool", tool_call_id: ids[i], content: c.output }; if (this.toolNames) t.name = c.name; this.push(t, this.r.next() + 0.05); });
  }
  text(content) { return this.asst(content, null); }
  obs(content) { return this.push({ role: "user", content: "Observation: " + content }, this.r.next() * 1.2 + 0.05); }
  get steps() { return this.nAsst; }
}

export function labelOf(run, { label, kind, domain, note }) {
  const isLoop = label === "loop" || label === "ambiguous";
  return {
    label, loop_from: isLoop ? run.loopFrom : null, loop_from_message: isLoop ? run.loopFromMsg : null,
    steps: run.steps, kind, domain, note,
  };
}

// A few words of the operator's language, then the English technical line.
export function operator(lines, tech) { return `${lines}\nTech: ${tech}`; }
