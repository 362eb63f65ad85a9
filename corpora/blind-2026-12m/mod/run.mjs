/** The transcript builder: clock, call ids, models, usage, MCP result envelopes, per-call noise. */
import { ago } from "./rng.mjs";

const MODELS = ["claude-sonnet-4-5", "gpt-4.1", "gpt-4o-2024-11-20", "claude-opus-4-1", "gemini-2.5-pro", "qwen3-235b-a22b", "o4-mini", "mistral-large-2411"];
const TEXT = {
  silent: { go: [null], again: [null], fan: [null] },
  terse: { go: ["Looking this up.", "Next.", "Checking.", "On it."], again: ["Checking again.", "One more look.", "Re-checking."], fan: ["Fetching these in parallel.", "Batch lookup."] },
  plain: {
    go: ["Let me look at the next record.", "I'll pull the details before deciding.", "Next I need the current state of this one.", "Let me confirm the facts first."],
    again: ["The previous answer may have been served from a cache; let me check once more.", "I want to be sure, so I'll query it again.", "Let me verify this again before moving on.", "Trying again in case the backend lagged."],
    fan: ["These are independent, so I'll fetch them in parallel.", "I'll fan out over these records at once.", "Running the lookups side by side to save time."],
  },
};

/** One run under construction. */
export class Run {
  constructor(rng, kit) {
    this.r = rng; this.kit = kit; this.m = []; this.n = 0;
    this.model = rng.pick(MODELS); this.voice = rng.pick(["silent", "terse", "plain", "plain"]);
    this.idStyle = rng.int(0, 3); this.useTs = rng.chance(0.65); this.useUsage = rng.chance(0.6);
    this.toolName = rng.chance(0.4); this.flagErr = rng.chance(0.6); this.structured = rng.chance(0.45);
    this.clock = Date.UTC(2026, 10, rng.int(2, 28), rng.int(6, 20), rng.int(0, 59), rng.int(0, 59));
    this.tok = rng.int(1800, 4200); this.req = rng.int(0, 2);
  }
  tick(s) { this.clock += Math.round(s * 1000); }
  ts() { return new Date(this.clock).toISOString(); }
  push(msg) { if (this.useTs) msg.timestamp = this.ts(); this.m.push(msg); return msg; }
  sys(text) { this.push({ role: "system", content: text }); }
  user(text, name) { this.tick(this.r.int(5, 90)); const u = { role: "user", content: text }; if (name) u.name = name; this.push(u); }
  callId() { this.n++; const r = this.r; return [`call_${r.b62(24)}`, `toolu_01${r.b62(22)}`, `fc_${r.hex(24)}`, `mcp_${this.n}_${r.hex(6)}`][this.idStyle]; }
  steps() { return this.m.filter((x) => x.role === "assistant").length; }
  /** Request-scoped noise that every tool prints in its own way. */
  noise() {
    const r = this.r;
    const id = [`req_${r.b62(20)}`, r.uuid(), r.hex(32)][this.req];
    return { request_id: id, trace_id: `00-${r.hex(32)}-${r.hex(16)}-01`, latency_ms: r.int(18, 900), cache: r.pick(["HIT", "MISS", "MISS", "STALE"]), served_by: `${this.kit.node}-${r.int(1, 12)}` };
  }
  signedUrl(path) { return `https://files.${this.kit.host}/${path}?X-Amz-Expires=${this.r.pick([300, 900, 3600])}&X-Amz-Date=${this.ts().replace(/[-:]/g, "").slice(0, 15)}Z&X-Amz-Signature=${this.r.hex(64)}`; }
  ago(s) { return ago(s); }
  /** Wrap a tool answer as an MCP CallToolResult (content blocks, sometimes structuredContent). */
  wrap(obj, err) {
    const text = typeof obj === "string" ? obj : JSON.stringify(obj, null, this.kit.pretty ? 2 : 0);
    const env = { content: [{ type: "text", text }] };
    if (this.structured && typeof obj !== "string" && !err) env.structuredContent = obj;
    env.isError = !!err;
    return JSON.stringify(env);
  }
  usage() { this.tok += this.r.int(300, 1400); return { prompt_tokens: this.tok, completion_tokens: this.r.int(40, 400) }; }
  /** Reasoning text from pools shared by loops and look-alikes ("again" wording shows up in healthy steps too). */
  words(kind) { const k = kind === "fan" ? "fan" : kind === "again" ? (this.r.chance(0.6) ? "again" : "go") : (this.r.chance(0.2) ? "again" : "go"); return this.r.pick(TEXT[this.voice][k]); }
  /** One assistant turn with 1..n tool calls; each call is {name,args,out(run)->{body,err}}. Returns its 1-based step. */
  turn(calls, text) {
    this.tick(this.r.int(2, 14));
    const tc = calls.map((c) => ({ id: this.callId(), type: "function", function: { name: c.name, arguments: c.raw ?? JSON.stringify(c.args) } }));
    const content = text === undefined ? this.words(calls.length > 1 ? "fan" : "go") : text;
    const a = { role: "assistant", content, tool_calls: tc, model: this.model };
    if (this.useUsage) a.usage = this.usage();
    this.push(a);
    const step = this.steps();
    calls.forEach((c, i) => {
      this.tick(c.wait ?? this.r.int(1, 4) + this.r.int(0, 900) / 1000);
      const res = c.out(this);
      const t = { role: "tool", tool_call_id: tc[i].id, content: c.plain ? (typeof res.body === "string" ? res.body : JSON.stringify(res.body)) : this.wrap(res.body, res.err) };
      if (this.toolName) t.name = c.name;
      if (res.err && this.flagErr) t.is_error = true;
      this.push(t);
    });
    return step;
  }
  /** A text-only assistant message. */
  say(text, name) { this.tick(this.r.int(3, 20)); const a = { role: "assistant", content: text, model: this.model }; if (name) a.name = name; if (this.useUsage) a.usage = this.usage(); this.push(a); return this.steps(); }
  /** Compaction: the harness replaces old turns by a summary message (kept in the log as the recorder saw it). */
  compact(summary) { this.tick(this.r.int(2, 6)); const role = this.r.chance(0.5) ? "system" : "user"; this.push({ role, content: `[context compacted by harness — ${this.r.int(38, 91)}% of window used]\nSummary of the conversation so far:\n${summary}` }); }
}
