/** Builds one OpenAI-format transcript: assistant turns with tool calls, tool answers, named agents, a moving clock. */
export class Builder {
  constructor(kit, r, opts) {
    this.kit = kit; this.r = r; this.msgs = []; this.calls = 0; this.n = 0; this.mark = null;
    this.t = Date.UTC(2026, 11, r.int(1, 11), r.int(6, 15), r.int(0, 59), r.int(0, 59));
    this.model = opts.model; this.multi = opts.multi; this.idStyle = opts.idStyle; this.ids = opts.ids;
    this.agent = null; // name put on assistant turns (multi-agent runs)
  }
  ctx(dt) { this.t += dt * 1000; this.n += 1; return { r: this.r, t: this.t, n: this.n }; }
  newId() {
    for (;;) {
      const id = this.idStyle === 0 ? `call_${this.r.hex(24)}` : this.idStyle === 1 ? `toolu_01${this.r.hex(22)}` : `fc_${this.r.hex(16)}`;
      if (!this.ids.has(id)) { this.ids.add(id); return id; }
    }
  }
  system(text) { this.msgs.push({ role: "system", content: text }); }
  user(text, name) { this.msgs.push(name ? { role: "user", name, content: text } : { role: "user", content: text }); }
  /** Marks the next assistant turn as the first one inside the loop. */
  loopHere() { if (!this.mark) this.mark = { call: this.calls + 1, msg: this.msgs.length }; }
  /** One assistant turn with one or more tool calls; outs are functions of a fresh clock context. */
  turn(parts, note = null, dt = 8) {
    this.calls += 1;
    const a = { role: "assistant", content: note, tool_calls: [] };
    if (this.agent) a.name = this.agent;
    a.model = this.model;
    const answers = [];
    for (const [tool, args, out] of parts) {
      const id = this.newId();
      a.tool_calls.push({ id, type: "function", function: { name: tool, arguments: JSON.stringify(args) } });
      const c = this.ctx(dt + this.r.int(0, 6));
      answers.push({ role: "tool", tool_call_id: id, content: typeof out === "function" ? out(c) : out });
    }
    this.msgs.push(a, ...answers);
  }
  call(tool, args, out, note = null, dt = 8) { this.turn([[tool, args, out]], note, dt); }
  say(text, name) {
    this.calls += 1;
    const a = { role: "assistant", content: text };
    if (name ?? this.agent) a.name = name ?? this.agent;
    a.model = this.model;
    this.msgs.push(a);
  }
}

/** Trivial rewrites of a call's arguments: whitespace, case, key order, encoding, a default made explicit. */
export function jitter(args, k, r) {
  const keys = Object.keys(args);
  const sk = keys.find((key) => typeof args[key] === "string");
  const out = { ...args };
  switch (k % 6) {
    case 0: if (sk) out[sk] = `${args[sk]} `; break;
    case 1: if (sk) out[sk] = args[sk] === args[sk].toLowerCase() ? args[sk].toUpperCase() : args[sk].toLowerCase(); break;
    case 2: return Object.fromEntries([...keys].reverse().map((key) => [key, args[key]]));
    case 3: if (sk) out[sk] = encodeURIComponent(args[sk]) === args[sk] ? ` ${args[sk]}` : encodeURIComponent(args[sk]); break;
    case 4: out[r.pick(["timeout_s", "verbose", "raw"])] = r.pick([30, true, false]); break;
    default: if (sk) out[sk] = `  ${args[sk]}\n`; break;
  }
  return out;
}
