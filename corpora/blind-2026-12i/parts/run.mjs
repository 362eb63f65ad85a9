// One transcript under construction: messages, call ids, model, usage, timestamps, the agent's voice.
import { sayText } from "./voice.mjs";

const MODELS = ["gpt-4.1-2025-04-14", "gpt-4o-2024-11-20", "gpt-4.1-mini", "o4-mini-2025-04-16", "claude-sonnet-4-20250514",
  "claude-3-7-sonnet-20250219", "gemini-2.5-pro", "gemini-2.5-flash", "qwen3-235b-a22b", "deepseek-v3.1", "mistral-medium-2508",
  "llama-4-maverick-17b-128e-instruct", "gpt-5-mini-2025-08-07", "kimi-k2-instruct"];
const VOICES = ["silent", "terse", "react", "verbose", "plain", "plain"];

export class Run {
  constructor(R, kit, opts = {}) {
    this.R = R; this.K = kit; this.messages = []; this.steps = 0; this.n = 0;
    this.model = R.pick(MODELS);
    this.idStyle = R.int(0, 4);
    this.voice = opts.voice ?? R.pick(VOICES);
    this.useTs = R.chance(0.55); this.useUsage = R.chance(0.7); this.toolNames = R.chance(0.35);
    this.isErr = R.chance(0.65);
    this.t = Date.UTC(2026, R.int(0, 10), R.int(1, 27), R.int(6, 20), R.int(0, 59), R.int(0, 59));
    this.prompt = R.int(900, 2600);
    this.agent = kit.handoff ? kit.agents[0] : null;
    this.named = !!kit.handoff || R.chance(0.1);
  }
  clock(lo = 1, hi = 9) { this.t += this.R.int(lo * 1000, hi * 1000); return new Date(this.t).toISOString(); }
  callId() {
    const R = this.R; this.n++;
    switch (this.idStyle) {
      case 0: return `call_${R.alnum(24)}`;
      case 1: return `toolu_01${R.alnum(22)}`;
      case 2: return `fc_${R.hex(24)}`;
      case 3: return `call-${this.n}`;
      default: return R.uuid();
    }
  }
  push(m) { if (this.useTs) m.timestamp = this.clock(); this.messages.push(m); return m; }
  system(text) { return this.push({ role: "system", content: text }); }
  user(text) { return this.push({ role: "user", content: text }); }
  assistantBase(text) {
    const m = { role: "assistant", content: text ?? null };
    if (this.named && this.agent) m.name = this.agent;
    m.model = this.model;
    if (this.useUsage) { m.usage = { prompt_tokens: this.prompt, completion_tokens: this.R.int(18, 260) }; }
    this.steps++;
    return m;
  }
  /** calls: [{name, args, out, err}] */
  step(intent, calls, extra) {
    const text = typeof intent === "string" || intent === null ? sayText(this, intent, extra) : intent.raw;
    const m = this.assistantBase(text);
    m.tool_calls = calls.map((c) => ({ id: (c.id = this.callId()), type: "function", function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    this.push(m);
    for (const c of calls) {
      const t = { role: "tool", tool_call_id: c.id, content: String(c.out) };
      if (this.toolNames) t.name = c.name;
      if (c.err && this.isErr) t.is_error = true;
      this.push(t);
      this.prompt += Math.ceil(String(c.out).length / 3.6) + 40;
    }
    this.prompt += this.R.int(30, 200);
    return m;
  }
  final(text) {
    const m = this.assistantBase(text);
    this.push(m);
    return m;
  }
}
