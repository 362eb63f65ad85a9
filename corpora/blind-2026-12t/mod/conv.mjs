import { CLOCK } from "./rng.mjs";

// Transcript builder: a moving clock, call ids in one of three styles per run, voices, and the loop marker.
const MODELS = ["gpt-4o-2024-11-20", "gpt-4.1-mini", "claude-sonnet-4-5", "gemini-2.5-pro", "gpt-4o-mini", "qwen2.5-72b-instruct"];

export class Conv {
  constructor(r, kit, voice) {
    this.r = r;
    this.kit = kit;
    this.voice = voice; // terse | verbose | plan | supervisor
    this.model = r.pick(MODELS);
    this.idStyle = r.int(0, 2);
    this.msgs = [];
    this.clock = Date.UTC(2026, 11, 6, r.int(6, 10), r.int(0, 59), r.int(0, 59));
    CLOCK.t = this.clock;
    this.loopAt = null; // assistant-turn number (1-based) of the first looping call
    this.steps = 0;
    this.supDone = false;
  }
  tick(lo = 2, hi = 40) {
    this.clock += this.r.int(lo, hi) * 1000;
    CLOCK.t = this.clock;
    return new Date(this.clock);
  }
  iso() {
    return new Date(this.clock).toISOString().replace(/\.\d+Z$/, "Z");
  }
  callId() {
    const r = this.r;
    if (this.idStyle === 0) return `call_${r.alnum(24)}`;
    if (this.idStyle === 1) return `toolu_01${r.alnum(22)}`;
    return `fc_${r.hex(8)}-${r.hex(4)}-${r.hex(4)}`;
  }
  system(text) {
    this.msgs.push({ role: "system", content: text });
  }
  user(text) {
    this.tick(5, 90);
    this.msgs.push({ role: "user", content: text });
  }
  /** Mark the next assistant turn as the first one a perfect guard could refuse. */
  mark() {
    if (this.loopAt == null) this.loopAt = { step: this.steps + 1, msg: this.msgs.length };
  }
  /** Whether this voice writes text beside a call. */
  talks(force) {
    if (force) return true;
    if (this.voice === "terse") return false;
    if (this.voice === "verbose") return true;
    return this.r.chance(0.35);
  }
  /** One assistant turn with one or more calls: calls = [{name,args,out,argStr?}]. */
  turn(say, calls) {
    this.tick(1, 12);
    this.steps++;
    const tc = calls.map((c) => ({
      id: this.callId(),
      type: "function",
      function: { name: c.name, arguments: c.argStr ?? JSON.stringify(c.args) },
    }));
    const m = { role: "assistant", content: say ?? null, model: this.model, tool_calls: tc };
    this.msgs.push(m);
    calls.forEach((c, i) => {
      this.tick(c.wait ?? 1, (c.wait ?? 1) + 6);
      const out = typeof c.out === "function" ? c.out() : c.out;
      this.msgs.push({ role: "tool", tool_call_id: tc[i].id, content: out });
    });
  }
  say(text) {
    this.tick(2, 10);
    this.steps++;
    this.msgs.push({ role: "assistant", content: text, model: this.model });
  }
}
