// Seeded RNG, churn helpers and the transcript builder shared by every kind and domain.
export function rng(seed) {
  let a = seed >>> 0;
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  r.int = (lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
  r.pick = (xs) => xs[Math.floor(r() * xs.length)];
  r.shuffle = (xs) => {
    const o = xs.slice();
    for (let i = o.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [o[i], o[j]] = [o[j], o[i]];
    }
    return o;
  };
  r.hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(r() * 16)]).join('');
  r.b62 = (n) =>
    Array.from(
      { length: n },
      () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(r() * 62)],
    ).join('');
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${'89ab'[r.int(0, 3)]}${r.hex(3)}-${r.hex(12)}`;
  return r;
}

/** Deterministic per-key facts: the same key always yields the same stream, whatever the call order. */
export function fixed(key) {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return rng(h >>> 0);
}

const MODELS = [
  'gpt-4o-2024-08-06',
  'gpt-4.1-mini',
  'claude-3-7-sonnet-20250219',
  'gemini-2.0-flash',
  'o4-mini',
  'qwen2.5-72b-instruct',
];

/** Builds one transcript: clock, call ids, models, and the running count of assistant steps. */
export class Run {
  constructor(r, kit) {
    this.r = r;
    this.kit = kit;
    this.t = Date.UTC(2026, 9, r.int(1, 28), r.int(6, 20), r.int(0, 59), r.int(0, 59));
    this.model = r.pick(MODELS);
    this.idStyle = r.int(0, 2);
    this.stamps = r() < 0.7;
    this.messages = [];
    this.steps = 0;
    this.n = 0;
    this.exec = r.int(1, 9);
    this.loopFrom = null;
    this.voice = r.int(0, 3);
  }
  tick(lo = 2, hi = 40) {
    this.t += this.r.int(lo, hi) * 1000;
    return this.t;
  }
  iso(t = this.t) {
    return new Date(t).toISOString();
  }
  push(m) {
    if (this.stamps) m.timestamp = this.iso(this.tick());
    else this.tick();
    this.messages.push(m);
  }
  sys(text) {
    this.messages.push({ role: 'system', content: text });
  }
  user(text) {
    this.push({ role: 'user', content: text });
  }
  callId() {
    this.n++;
    if (this.idStyle === 0) return `call_${this.r.b62(24)}`;
    if (this.idStyle === 1) return `toolu_01${this.r.b62(22)}`;
    return `fc_${this.r.hex(12)}_${this.n}`;
  }
  /** Mark the next assistant step as the first looping one (only the first mark counts). */
  mark() {
    if (this.loopFrom == null) this.loopFrom = this.steps + 1;
  }
  /** One assistant turn with one or more calls; outs are strings or {text, err}. */
  calls(thought, list) {
    const ids = list.map(() => this.callId());
    const tool_calls = list.map((c, i) => ({
      id: ids[i],
      type: 'function',
      function: {
        name: c.name,
        arguments: JSON.stringify(c.args, null, c.pretty ? 2 : undefined) + (c.tail ?? ''),
      },
    }));
    if (list.some((c) => c.raw != null))
      list.forEach((c, i) => {
        if (c.raw != null) tool_calls[i].function.arguments = c.raw;
      });
    this.steps++;
    this.push({
      role: 'assistant',
      content: this.voice === 0 ? null : thought,
      model: this.model,
      tool_calls,
    });
    list.forEach((c, i) => {
      this.tick(1, c.wait ?? 6);
      const o = typeof c.out === 'function' ? c.out() : c.out;
      const m = {
        role: 'tool',
        tool_call_id: ids[i],
        name: c.name,
        content: typeof o === 'string' ? o : o.text,
      };
      if (typeof o !== 'string' && o.err) m.is_error = true;
      this.push(m);
    });
  }
  call(thought, name, args, out, extra = {}) {
    this.calls(thought, [{ name, args, out, ...extra }]);
  }
  say(text) {
    this.steps++;
    this.push({ role: 'assistant', content: text, model: this.model });
  }
}

/** Left-padded fixed-width table in the pandas repr style. */
export function dfRepr(cols, rows, index) {
  const idx = index ?? rows.map((_, i) => String(i));
  const cells = [['', ...cols], ...rows.map((r, i) => [idx[i], ...r.map(String)])];
  const w = cells[0].map((_, j) => Math.max(...cells.map((row) => row[j].length)));
  return cells
    .map((row) => row.map((c, j) => (j === 0 ? c.padEnd(w[0]) : c.padStart(w[j]))).join('  '))
    .join('\n');
}
