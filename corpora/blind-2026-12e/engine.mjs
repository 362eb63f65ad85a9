// Seeded RNG, per-call noise and the transcript builder for blind-2026-12e.
export function rng(seed) {
  let a = seed >>> 0;
  const f = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  f.chance = (p) => f() < p;
  f.hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(f() * 16)]).join("");
  f.alnum = (n) => Array.from({ length: n }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(f() * 62)]).join("");
  f.uuid = () => `${f.hex(8)}-${f.hex(4)}-4${f.hex(3)}-${"89ab"[f.int(0, 3)]}${f.hex(3)}-${f.hex(12)}`;
  f.shuffle = (xs) => { const o = xs.slice(); for (let i = o.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [o[i], o[j]] = [o[j], o[i]]; } return o; };
  f.sample = (xs, n) => f.shuffle(xs).slice(0, n);
  return f;
}

const MODELS = ["gpt-4o-2024-11-20", "gpt-4.1", "gpt-4.1-mini", "o4-mini", "claude-sonnet-4-5", "claude-3-7-sonnet", "gemini-2.5-pro", "gemini-2.5-flash", "qwen3-235b-a22b", "llama-4-maverick", "mistral-large-2411", "deepseek-v3.1"];
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const p2 = (n) => String(n).padStart(2, "0");

/** One transcript under construction: clock, ids, usage and the message list. */
export class Run {
  constructor(r, kit) {
    this.r = r; this.kit = kit; this.msgs = []; this.steps = 0; this.seq = 0;
    this.t = Date.UTC(2026, 11, r.int(1, 5), r.int(5, 21), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    this.t0 = this.t;
    this.model = r.pick(MODELS);
    this.idStyle = r.int(0, 3);
    this.stamps = r.chance(0.6);
    this.usage = r.chance(0.75);
    this.flagErrors = r.chance(0.7);
    this.toolNames = r.chance(0.3);
    this.ptok = r.int(1200, 4200);
    this.reqCount = r.int(40, 900);
  }
  // ---- noise ----
  iso(ms = true) { const s = new Date(this.t).toISOString(); return ms ? s : s.replace(/\.\d{3}Z$/, "Z"); }
  rfc() { const d = new Date(this.t); return `${DAY[d.getUTCDay()]}, ${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT`; }
  hms() { const d = new Date(this.t); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; }
  epoch() { return Math.floor(this.t / 1000); }
  lat(lo = 20, hi = 900) { return this.r.int(lo, hi); }
  tick(ms) { this.t += ms; }
  counter() { this.reqCount += this.r.int(1, 7); return this.reqCount; }
  callId() {
    this.seq++;
    const r = this.r;
    return [() => `call_${r.alnum(24)}`, () => `toolu_01${r.alnum(22)}`, () => `fc_${r.hex(32)}`, () => `call-${this.seq}-${r.hex(6)}`][this.idStyle]();
  }
  // ---- messages ----
  stamp(m) { if (this.stamps) m.timestamp = this.iso(); return m; }
  sys(text) { this.msgs.push({ role: "system", content: text }); }
  user(text, name) { this.tick(this.r.int(20000, 240000)); const m = { role: "user", content: text }; if (name) m.name = name; this.msgs.push(this.stamp(m)); this.ptok += Math.ceil(text.length / 4) + 8; }
  asst(text, calls, name) {
    this.tick(this.r.int(1500, 14000));
    const m = { role: "assistant", content: text ?? null };
    if (name ?? this.agentName) m.name = name ?? this.agentName;
    const ctok = Math.ceil((text ?? "").length / 3.7) + 18 + (calls ?? []).reduce((a, c) => a + Math.ceil(c.argStr.length / 3.5) + 12, 0);
    if (this.usage) { this.ptok += this.r.int(40, 160); m.usage = { prompt_tokens: this.ptok, completion_tokens: ctok }; }
    m.model = this.model;
    if (calls?.length) m.tool_calls = calls.map((c) => ({ id: c.id, type: "function", function: { name: c.tool, arguments: c.argStr } }));
    this.msgs.push(this.stamp(m));
    this.ptok += ctok;
    this.steps++;
  }
  /** One assistant turn with its tool calls (each a thunk run at call time so noise is fresh) and their answers. */
  step(text, thunks, name) {
    const specs = thunks.map((th) => { const s = typeof th === "function" ? th(this) : th; return { ...s, id: this.callId(), argStr: s.raw ?? JSON.stringify(s.args) }; });
    this.asst(text, specs, name);
    for (const s of specs) {
      this.tick((s.wait ?? 0) * 1000 + (s.ms ?? this.lat()));
      const out = typeof s.out === "function" ? s.out(this) : s.out;
      const m = { role: "tool", tool_call_id: s.id, content: out };
      if (this.toolNames) m.name = s.tool;
      if (s.err && this.flagErrors) m.is_error = true;
      this.msgs.push(this.stamp(m));
      this.lastOut = out;
      this.ptok += Math.ceil(out.length / 3.8);
    }
    return this.steps;
  }
  say(text, name) { this.asst(text, null, name); return this.steps; }
}

/** An HTTP response as a client that prints headers shows it. */
export function http(run, code, headers, body) {
  const reason = { 200: "OK", 201: "Created", 202: "Accepted", 204: "No Content", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 409: "Conflict", 422: "Unprocessable Entity", 429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout" }[code];
  const h = Object.entries({ date: run.rfc(), "content-type": "application/json; charset=utf-8", ...headers }).map(([k, v]) => `${k}: ${v}`).join("\n");
  return `HTTP/1.1 ${code} ${reason}\n${h}\n\n${typeof body === "string" ? body : JSON.stringify(body)}`;
}

/** Column-aligned table like psql/gh/kubectl print. */
export function table(head, rows, sep = "  ") {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(w[i])).join(sep).trimEnd();
  return [line(head), ...rows.map(line)].join("\n");
}
