// Seeded RNG, noise helpers and a transcript builder shared by every domain and kind.
export function rng(seed) {
  let s = seed >>> 0 || 1;
  const f = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  f.int = (a, b) => a + Math.floor(f() * (b - a + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  f.chance = (p) => f() < p;
  f.shuffle = (xs) => { const a = [...xs]; for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; };
  return f;
}
const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const hex = (r, n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(r() * 16)]).join("");
export const b62 = (r, n) => Array.from({ length: n }, () => B62[Math.floor(r() * 62)]).join("");
export const uuid = (r) => `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${"89ab"[r.int(0, 3)]}${hex(r, 3)}-${hex(r, 12)}`;
/** Deterministic filler lines: same key, same text (a long body that does not change unless its facts do). */
export function filler(key, lines, make) {
  const r = rng([...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7));
  return Array.from({ length: lines }, (_, i) => make(r, i)).join("\n");
}
/** Builds one run: messages, unique call ids, a clock that moves on every message. */
export class Run {
  constructor(r, dom, opts = {}) {
    this.r = r; this.dom = dom; this.msgs = []; this.steps = 0;
    this.t = Date.UTC(2026, r.int(0, 10), r.int(1, 27), r.int(6, 20), r.int(0, 59), r.int(0, 59));
    this.stamps = opts.stamps ?? r.chance(0.6);
    this.model = r.pick(dom.models);
    this.idStyle = r.pick(dom.idStyles ?? ["call", "toolu"]);
  }
  tick(a = 2, b = 40) { this.t += this.r.int(a, b) * 1000 + this.r.int(0, 999); return new Date(this.t).toISOString(); }
  now() { return new Date(this.t).toISOString(); }
  push(m) { if (this.stamps) m.timestamp = this.tick(); else this.tick(); this.msgs.push(m); return m; }
  sys(text) { return this.push({ role: "system", content: text }); }
  user(text) { return this.push({ role: "user", content: text }); }
  cid() {
    const r = this.r;
    if (this.idStyle === "toolu") return `toolu_01${b62(r, 22)}`;
    if (this.idStyle === "fc") return `fc_${hex(r, 24)}`;
    return `call_${b62(r, 24)}`;
  }
  /** One assistant turn with one or more tool calls; `calls` are {n, a, o, e}. */
  call(text, calls, name) {
    const list = Array.isArray(calls) ? calls : [calls];
    const tc = list.map((c) => ({ id: this.cid(), type: "function", function: { name: c.n, arguments: JSON.stringify(c.a) } }));
    const m = { role: "assistant", content: text ?? null, tool_calls: tc };
    if (name) m.name = name;
    this.model && (m.model = this.model);
    this.push(m); this.steps++;
    list.forEach((c, i) => {
      this.tick(1, c.slow ? 600 : 20);
      const t = { role: "tool", tool_call_id: tc[i].id, content: typeof c.o === "string" ? c.o : JSON.stringify(c.o, null, c.pretty ? 2 : undefined) };
      if (c.e) t.is_error = true;
      if (this.dom.toolNames) t.name = c.n;
      this.push(t);
    });
    return this;
  }
  say(text, name) { const m = { role: "assistant", content: text }; if (name) m.name = name; if (this.model) m.model = this.model; this.push(m); this.steps++; return this; }
}
