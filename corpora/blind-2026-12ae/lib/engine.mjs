// Builds one transcript: messages in OpenAI chat format with timestamps, parallel tool calls, usage and names.
import { localIso, localClock, localDate, tzOffset } from "./util.mjs";

export class Run {
  constructor({ id, kit, rng, start, model }) {
    this.id = id;
    this.kit = kit;
    this.rng = rng;
    this.t = start;
    this.model = model;
    this.msgs = [];
    this.nAsst = 0;
    this.loopFrom = null;
    this.loopFromMsg = null;
    this.chars = 0;
    this.counters = {};
    this.callSeq = 0;
    this.defaultName = null;
  }
  stamp() {
    return new Date(this.t).toISOString().replace(/\.\d{3}Z$/, (m) => m);
  }
  callId() {
    const r = this.rng;
    this.callSeq++;
    switch (this.kit.idStyle) {
      case "anthropic":
        return "toolu_01" + r.alnum(22);
      case "pydantic":
        return "pyd_ai_" + r.hex(32);
      case "mistral":
        return r.alnum(9);
      case "vllm":
        return "chatcmpl-tool-" + r.hex(32);
      case "deepseek":
        return `call_0_${r.uuid()}`;
      default:
        return "call_" + r.alnum(24);
    }
  }
  counter(name, start, step = 1) {
    if (!(name in this.counters)) this.counters[name] = start;
    this.counters[name] -= step;
    return this.counters[name];
  }
  seq(name, start) {
    if (!(name in this.counters)) this.counters[name] = start;
    return ++this.counters[name];
  }
  ctx(t, dur) {
    const kit = this.kit;
    const tz = tzOffset(kit, t);
    return {
      t,
      dur,
      tz,
      rng: this.rng,
      R: this,
      iso: (ms = t, withMs = false) => localIso(ms, tzOffset(kit, ms), withMs),
      utc: (ms = t) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z"),
      clock: (ms = t, withMs = false) => localClock(ms, tzOffset(kit, ms), withMs),
      date: (ms = t) => localDate(ms, tzOffset(kit, ms)),
    };
  }
  system(content) {
    this.msgs.push({ role: "system", content, timestamp: this.stamp() });
    this.chars += content.length;
  }
  user(content, name) {
    this.t += this.rng.int(4, 40) * 1000;
    const m = { role: "user", content, timestamp: this.stamp() };
    if (name) m.name = name;
    this.msgs.push(m);
    this.chars += content.length;
  }
  wait(sec) {
    this.t += Math.round(sec * 1000);
  }
  usage(extra) {
    const prompt = Math.round(900 + this.chars / 3.7);
    return { prompt_tokens: prompt, completion_tokens: Math.max(8, Math.round(extra / 3.3)) };
  }
  mark() {
    if (this.loopFrom === null) {
      this.loopFrom = this.nAsst;
      this.loopFromMsg = this.msgs.length;
    }
  }
  turn(content, calls, opts = {}) {
    const r = this.rng;
    this.t += r.int(1400, 4200) + calls.length * r.int(250, 900) + (content ? content.length * 9 : 0);
    const tc = calls.map((c) => ({ id: this.callId(), type: "function", function: { name: c.tool, arguments: JSON.stringify(c.args) } }));
    const argChars = tc.reduce((n, x) => n + x.function.arguments.length, 0);
    const m = { role: "assistant", content: content ?? null, tool_calls: tc, timestamp: this.stamp(), model: this.model };
    const name = opts.name ?? this.defaultName;
    if (name) m.name = name;
    m.usage = this.usage((content ? content.length : 0) + argChars + 40);
    this.msgs.push(m);
    this.nAsst++;
    this.chars += (content ? content.length : 0) + argChars;
    const t0 = this.t;
    let maxDur = 0;
    calls.forEach((c, i) => {
      const dur = c.dur ?? r.int(35, 780);
      const ctx = this.ctx(t0 + r.int(5, 60), dur);
      let out = c.out(ctx);
      if (typeof out === "string") out = { content: out };
      const tm = { role: "tool", tool_call_id: tc[i].id, name: c.tool, content: out.content, timestamp: new Date(t0 + dur + 20 * i).toISOString() };
      if (out.is_error && this.kit.isErrorFlag !== false) tm.is_error = true;
      this.msgs.push(tm);
      this.chars += out.content.length;
      maxDur = Math.max(maxDur, dur + 20 * i);
    });
    this.t = t0 + maxDur + r.int(30, 400);
  }
  final(content, opts = {}) {
    this.t += this.rng.int(2500, 9000) + content.length * 12;
    const m = { role: "assistant", content, timestamp: this.stamp(), model: this.model };
    const name = opts.name ?? this.defaultName;
    if (name) m.name = name;
    m.usage = this.usage(content.length);
    this.msgs.push(m);
    this.nAsst++;
    this.chars += content.length;
  }
}
