// Transcript builder: a clock, call ids, assistant turns with one or more tool calls, tool answers, user turns.

const MODELS = [
  'gpt-4.1',
  'gpt-4o-2024-11-20',
  'claude-sonnet-4-5',
  'gemini-2.5-pro',
  'qwen3-coder-480b',
  'mistral-large-2411',
  'gpt-5-mini',
  'deepseek-v3.1',
];

/** One run under construction. */
export class Run {
  constructor(r, sys, user) {
    this.r = r;
    this.model = r.pick(MODELS);
    this.idStyle = r.int(0, 2);
    this.stamps = r.chance(0.7);
    this.now = Date.UTC(2026, r.int(8, 11), r.int(1, 28), r.int(5, 21), r.int(0, 59), r.int(0, 59));
    this.n = 0;
    this.msgs = [];
    this.push({ role: 'system', content: sys });
    this.user(user);
  }
  push(m) {
    if (this.stamps) m.timestamp = new Date(this.now).toISOString();
    this.msgs.push(m);
  }
  tick(lo = 2, hi = 9) {
    this.now += this.r.int(lo * 1000, hi * 1000);
  }
  id() {
    this.n += 1;
    if (this.idStyle === 0) return `call_${this.r.alnum(24)}`;
    if (this.idStyle === 1) return `toolu_01${this.r.alnum(22)}`;
    return `fc_${this.n}_${this.r.hex(6)}`;
  }
  /** Index the next message will get (used for loop_from). */
  mark() {
    return this.msgs.length;
  }
  user(text, name) {
    this.tick(20, 200);
    const m = { role: 'user', content: text };
    if (name) m.name = name;
    this.push(m);
  }
  /** An assistant turn making the given calls; each call is [name, argsObject, output, isError?, seconds?]. */
  calls(text, list) {
    this.tick();
    const tcs = list.map(([name, args]) => ({
      id: this.id(),
      type: 'function',
      function: { name, arguments: JSON.stringify(args) },
    }));
    this.push({ role: 'assistant', content: text ?? null, model: this.model, tool_calls: tcs });
    list.forEach(([name, , out, err, secs], i) => {
      this.now += Math.round((secs ?? this.r.next() * 4 + 0.3) * 1000);
      const m = { role: 'tool', tool_call_id: tcs[i].id, name, content: out };
      if (err) m.is_error = true;
      this.push(m);
    });
    return this;
  }
  call(text, c) {
    return this.calls(text, [c]);
  }
  say(text) {
    this.tick(3, 15);
    this.push({ role: 'assistant', content: text, model: this.model });
  }
  steps() {
    return this.msgs.filter((m) => m.role === 'assistant').length;
  }
}
