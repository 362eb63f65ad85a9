// Transcript builder: assistant turns, tool answers, framework shapes (names, hand-offs, parallel calls).
import { clock, j } from "./rng.mjs";

let callSeq = 0;
const STYLES = {
  openai: (r) => `call_${r.b62(24)}`,
  anthropic: (r) => `toolu_01${r.b62(22)}`,
  gemini: (r) => `function-call-${r.int(1e15, 9e15)}`,
  autogen: (r) => `call_${r.hex(8)}${++callSeq}`,
  short: (r) => `tc_${++callSeq}_${r.hex(4)}`,
};

/** One run under construction. */
export class Run {
  constructor(r, opts) {
    this.r = r; this.msgs = []; this.steps = 0; this.loopFrom = null;
    this.model = opts.model; this.idStyle = opts.idStyle ?? "openai"; this.ts = opts.ts ?? false;
    this.toolName = opts.toolName ?? false; this.agent = opts.agent ?? null;
    this.clk = clock(r, Date.UTC(2026, 10, r.int(1, 28), r.int(6, 20), r.int(0, 59), r.int(0, 59)));
  }
  id() { let c; do { c = STYLES[this.idStyle](this.r); } while (Run.seen.has(c)); Run.seen.add(c); return c; }
  push(m) { if (this.ts) m.timestamp = new Date(this.clk.tick(1, 6)).toISOString(); this.msgs.push(m); return m; }
  sys(t) { this.push({ role: "system", content: t }); }
  user(t) { this.push({ role: "user", content: t }); }
  /** Mark the next assistant step as the first step of the loop. */
  mark() { if (this.loopFrom == null) this.loopFrom = this.steps + 1; }
  asst(content, calls, name) {
    this.steps++;
    const m = { role: "assistant", content: content ?? null };
    const who = name ?? this.agent;
    if (who) m.name = who;
    if (calls?.length) m.tool_calls = calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: typeof c.args === "string" ? c.args : j(c.args) } }));
    m.model = this.model;
    return this.push(m);
  }
  /** One assistant turn with one or more calls; outs are strings or functions of the clock. */
  calls(thought, specs, name) {
    const cs = specs.map((s) => ({ ...s, id: this.id() }));
    this.asst(thought, cs, name);
    for (const c of cs) {
      this.clk.tick(c.wait ?? 1, (c.wait ?? 1) + 8);
      const out = typeof c.out === "function" ? c.out(this.clk) : c.out;
      const m = { role: "tool", tool_call_id: c.id, content: String(out) };
      if (this.toolName) m.name = c.name;
      if (c.err) m.is_error = true;
      this.push(m);
    }
  }
  call(thought, name, args, out, extra = {}) { this.calls(thought, [{ name, args, out, ...extra }], extra.as); }
  say(t, name) { this.asst(t, null, name); }
  json(id, labelObj) { return { run: { id, messages: this.msgs }, label: { id, ...labelObj, loop_from: this.loopFrom, steps: this.steps } }; }
}
Run.seen = new Set();
