// Transcript builder: one Run per transcript; counts LLM calls so loop markers name the call and message index.
import { makeClock } from "./rng.mjs";

const MODELS = ["gpt-4.1-mini", "gpt-4o-2024-11-20", "claude-sonnet-4-5", "gemini-2.5-flash", "qwen3-32b", "mistral-large-2411", "gpt-5-mini", "llama-3.3-70b-instruct"];
const VOICES = ["terse", "verbose", "plan", "reflective", "handoff"];
export { VOICES };

/** Builds one transcript with a moving clock and a voice. */
export class Run {
  constructor(rng, dom, voice) {
    this.rng = rng;
    this.dom = dom;
    this.voice = voice;
    this.model = rng.pick(MODELS);
    this.idStyle = rng.int(0, 2);
    this.clock = makeClock(rng, `2026-${String(rng.int(3, 11)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}T${String(rng.int(5, 20)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:00Z`);
    this.m = [];
    this.calls = 0;
    this.loopFrom = null;
    this.loopFromMsg = null;
    this.seq = 0;
  }
  callId() {
    this.seq++;
    if (this.idStyle === 0) return `call_${this.rng.alnum(24)}`;
    if (this.idStyle === 1) return `toolu_01${this.rng.alnum(22)}`;
    return `fc_${this.rng.hex(8)}_${this.seq}`;
  }
  sys(text) { this.m.push({ role: "system", content: text }); return this; }
  user(text, name) {
    const msg = { role: "user", content: text };
    if (name) msg.name = name;
    this.m.push(msg);
    this.clock.tick(20, 200);
    return this;
  }
  /** Marks the next LLM call as the first one a good guard could justly refuse (first mark wins). */
  mark() {
    if (this.loopFrom == null) { this.loopFrom = this.calls + 1; this.loopFromMsg = this.m.length; }
    return this;
  }
  /** An assistant turn with no tool call (a final answer or a message to another agent). */
  say(text, name) {
    this.calls++;
    const msg = { role: "assistant", content: text, model: this.model };
    if (name) msg.name = name;
    this.m.push(msg);
    this.clock.tick(3, 15);
    return this;
  }
  /** One assistant turn with one or more parallel calls; outs are strings or functions of the clock. */
  act(calls, text = null, name) {
    this.calls++;
    const tc = calls.map((c) => ({ id: this.callId(), type: "function", function: { name: c.tool, arguments: JSON.stringify(c.args) } }));
    const msg = { role: "assistant", content: text, model: this.model, tool_calls: tc };
    if (name) msg.name = name;
    this.m.push(msg);
    calls.forEach((c, i) => {
      this.clock.tick(c.lo ?? 1, c.hi ?? 25);
      const out = typeof c.out === "function" ? c.out(this.clock) : c.out;
      this.m.push({ role: "tool", tool_call_id: tc[i].id, content: out });
    });
    return this;
  }
  /** Single-call shortcut; text is only spoken in voices that talk. */
  call(tool, args, out, text = null, opts = {}) {
    const spoken = this.voice === "terse" ? null : text;
    return this.act([{ tool, args, out, ...opts }], spoken, opts.name);
  }
  /** Text in talkative voices, always for plan/handoff when forced. */
  talk(text) { return this.voice === "terse" ? null : text; }
  get lastIsTool() { return this.m.at(-1).role === "tool"; }
}
