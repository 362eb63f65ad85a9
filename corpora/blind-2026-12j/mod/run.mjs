// One transcript under construction: clock, call ids, models, usage, thinking text, roles.
import { iso } from "./rng.mjs";
const MODELS = { anthropic: ["claude-sonnet-4-5", "claude-opus-4-1", "claude-3-7-sonnet-20250219", "claude-haiku-4-5"], openai: ["gpt-4.1", "gpt-4o-2024-11-20", "o4-mini", "gpt-4.1-mini", "qwen3-235b-a22b", "mistral-large-2411"] };
export class Run {
  constructor(r, kit, style) {
    this.r = r; this.kit = kit; this.style = style; this.msgs = []; this.n = 0; this.loopFrom = null; this.k = 0;
    this.model = r.pick(MODELS[style]);
    this.idStyle = style === "anthropic" ? "toolu" : r.pick(["call", "call", "fc", "num"]);
    this.t = Date.UTC(2026, r.int(0, 10), r.int(1, 27), r.int(6, 21), r.int(0, 59), r.int(0, 59)); this.start = this.t;
    this.stamp = r.chance(0.45); this.prompt = r.int(900, 2400); this.roles = kit.roles && r.chance(0.75); this.pre = r.hex(6);
  }
  now() { return this.t; }
  tick(lo = 2, hi = 40) { this.t += this.r.int(lo, hi) * 1000; }
  id() {
    this.k++;
    if (this.idStyle === "toolu") return "toolu_01" + this.r.b62(22);
    if (this.idStyle === "call") return "call_" + this.r.b62(24);
    if (this.idStyle === "fc") return "fc_" + this.r.hex(32);
    return `tc_${this.pre}_${this.k}`;
  }
  push(m) { if (this.stamp) m.timestamp = iso(this.t); this.msgs.push(m); }
  system(text) { this.push({ role: "system", content: text }); }
  user(text) { this.tick(5, 90); this.push({ role: "user", content: text }); }
  mark() { if (this.loopFrom == null) this.loopFrom = this.n + 1; }
  /** One assistant turn with one or more tool calls; each call is {name,args,out,err}. */
  step(calls, thought, role) {
    this.tick(3, 25); this.n++;
    const list = Array.isArray(calls) ? calls : [calls];
    const withIds = list.map((c) => ({ ...c, id: this.id() }));
    this.prompt += this.r.int(300, 1800);
    const m = { role: "assistant", content: this.style === "anthropic" ? thought : (this.r.chance(0.55) ? null : thought.split(/(?<=\.) /)[0]), model: this.model,
      usage: { prompt_tokens: this.prompt, completion_tokens: this.r.int(40, this.style === "anthropic" ? 900 : 260) },
      tool_calls: withIds.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: JSON.stringify(c.args) } })) };
    if (this.roles) m.name = role || "executor";
    this.push(m);
    for (const c of withIds) {
      this.tick(1, 30);
      const tm = { role: "tool", tool_call_id: c.id, content: String(c.out) };
      if (this.style === "anthropic") tm.is_error = !!c.err; else if (c.err && this.r.chance(0.5)) tm.is_error = true;
      if (this.style !== "anthropic" && this.r.chance(0.3)) tm.name = c.name;
      this.push(tm);
    }
  }
  final(text, role) {
    this.tick(5, 40); this.n++;
    const m = { role: "assistant", content: text, model: this.model, usage: { prompt_tokens: this.prompt + 400, completion_tokens: this.r.int(80, 420) } };
    if (this.roles) m.name = role || "planner";
    this.push(m);
  }
}
