// Transcript builder: clock, call ids, messages, and every tool answer of a domain kit printed with per-run noise.
import { rec, rows, fail, REC_STYLES, ROW_STYLES } from "./print.mjs";

const MODELS = ["gpt-4o-2024-11-20", "gpt-4.1-mini", "claude-3-7-sonnet", "qwen2.5-72b-instruct", "llama-3.3-70b", "mistral-large-2411", "gemini-2.0-flash", "deepseek-v3"];
const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const USED = new Set();

/** Seeded mulberry32. */
export function rng(seed) {
  let a = seed >>> 0;
  const f = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  f.str = (n, al = B62) => Array.from({ length: n }, () => al[Math.floor(f() * al.length)]).join("");
  f.shuffle = (xs) => { const a = [...xs]; for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; };
  return f;
}

const hash = (s) => { let h = 2166136261; for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619); return h >>> 0; };

/** One run under construction. */
export class Run {
  constructor(kit, r) {
    this.k = kit; this.r = r; this.msgs = []; this.n = 0;
    this.t = Date.UTC(2026, 10, r.int(1, 28), r.int(4, 19), r.int(0, 59), r.int(0, 59));
    this.stamp = r() < 0.72; this.model = r.pick(MODELS); this.idStyle = r.int(0, 2);
    this.st = {}; for (const t of Object.keys(kit.tools)) this.st[t] = r.pick(t === "list" ? ROW_STYLES : REC_STYLES);
    this.host = `${kit.host}-${r.pick(["a", "b", "c"])}${r.int(1, 4)}`;
    this.seq = r.int(1000, 90000);
  }
  tick(lo, hi) { this.t += this.r.int(lo, hi) * 1000; }
  iso() { return new Date(this.t).toISOString().replace(/\.\d+Z$/, "Z"); }
  push(m) { if (this.stamp) m.timestamp = new Date(this.t).toISOString(); this.msgs.push(m); return this.msgs.length - 1; }
  sys() { this.push({ role: "system", content: this.k.sys }); }
  user(text, name) { this.tick(20, 240); const m = { role: "user", content: text }; if (name) m.name = name; this.push(m); }
  cid() {
    for (;;) {
      const r = this.r;
      const id = this.idStyle === 0 ? `call_${r.str(24)}` : this.idStyle === 1 ? `toolu_01${r.str(22)}` : `fc_${r.str(20, "0123456789abcdef")}`;
      if (!USED.has(id)) { USED.add(id); return id; }
    }
  }
  /** Where the next assistant message will be: its 1-based number and its index in messages. */
  next() { return { n: this.n + 1, i: this.msgs.length }; }
  /** One assistant turn with parallel calls: cs = [[name, args, outFn]]. */
  turn(cs, content = null, name) {
    this.tick(2, 14); this.n++;
    const calls = cs.map(([fn, args]) => ({ id: this.cid(), type: "function", function: { name: fn, arguments: JSON.stringify(args) } }));
    const m = { role: "assistant", content, tool_calls: calls, model: this.model };
    if (name) m.name = name;
    this.push(m);
    cs.forEach(([, , out], j) => { this.tick(0, 3); this.push({ role: "tool", tool_call_id: calls[j].id, content: typeof out === "function" ? out() : out }); });
  }
  call(fn, args, out, content = null, name) { this.turn([[fn, args, out]], content, name); }
  say(text, name) { this.tick(3, 20); this.n++; const m = { role: "assistant", content: text, model: this.model }; if (name) m.name = name; this.push(m); }
  wait(s, content = null) { this.call("wait", { seconds: s }, () => { this.t += s * 1000; return this.r() < 0.5 ? `waited ${s}s` : JSON.stringify({ slept_s: s, now: this.iso() }); }, content); }

  // ---- noise and facts ----
  nz() { return { date: new Date(this.t).toUTCString(), iso: this.iso(), rid: this.r.str(8, "0123456789abcdef") + "-" + this.r.str(4, "0123456789abcdef"), ms: this.r.int(40, 2400), host: this.host }; }
  facts(e) {
    const f = rng(hash(this.k.key + e)); const k = this.k;
    const o = { id: e };
    for (const [fk, vs] of Object.entries(k.fields)) o[fk] = f.pick(vs);
    k.alias.forEach((a, j) => { if (j) o[a] = `${a.slice(0, 2).toUpperCase()}-${f.str(5, "0123456789ABCDEF")}`; });
    o[k.setp.name] = k.setp.bad; o.last_service = `2026-${String(f.int(1, 10)).padStart(2, "0")}-${String(f.int(1, 28)).padStart(2, "0")}`;
    o.remark = f.pick(k.p.note);
    return o;
  }
  get(e, extra = {}) {
    const s = this.st.get; const o = { ...this.facts(e), ...extra, fetched_at: this.iso(), served_by: this.host, req: this.nz().rid, took_ms: this.r.int(8, 300) };
    return rec(s, "record", o);
  }
  check(e, ok, finding = this.k.finding) {
    const o = { target: e, rule_set: `${this.k.key.split("-")[0].toUpperCase()}-RS-${this.r.int(3, 3)}`, result: ok ? "PASS" : "FAIL", finding: ok ? "none" : finding, evaluated_at: this.iso(), run: `ev-${this.r.str(6, "0123456789")}`, dur_ms: this.r.int(30, 900) };
    return rec(this.st.check, "check", o);
  }
  live(e, unit, v) {
    const m = this.k.metric; const conv = (m.units.find((u) => u[0] === unit) ?? m.units[0])[1];
    const val = conv(v ?? m.base + (this.r() - 0.5) * 2 * m.jitter);
    return rec(this.st.live, "reading", { point: `${e}.${m.name}`, value: Number(val.toFixed(3)), unit, quality: "good", sampled_at: this.iso(), seq: ++this.seq, gw: this.host });
  }
  log(e, from, to, evs) {
    const ls = evs.map(([t, ev]) => `${new Date(t).toISOString()} ${this.r.pick(["INFO", "INFO", "NOTE"])} [${e}] ${ev} (${this.r.pick(this.k.p.note)}) seq=${this.r.int(100000, 999999)}`);
    return `# ${this.k.tools.log} ${e} ${from} .. ${to}  (${ls.length} lines, ${this.r.int(5, 400)} ms, node ${this.host})\n${ls.join("\n") || `-- ${this.k.p.empty} (0 lines) --`}`;
  }
  evs(t0, n, span) { return Array.from({ length: n }, (_, j) => [t0 + Math.floor(((j + this.r()) * span) / n), this.r.pick(this.k.events)]); }
  list(items, meta) {
    const cols = ["id", ...Object.keys(this.k.fields)];
    return rows(this.st.list, cols, items.map((e) => { const f = this.facts(e); return cols.map((c) => f[c]); }), { ...meta, generated: this.iso(), req: this.nz().rid });
  }
  search(q, hits) {
    const o = { query: q, hits: hits.length, took_ms: this.r.int(3, 120), results: hits.map((h, j) => ({ doc: `${this.k.key.split("-")[0].toUpperCase()}-MAN §${h.sec}`, title: h.title, score: Number((0.9 - j * 0.11 + this.r() * 0.004).toFixed(4)) })) };
    return JSON.stringify(o, null, this.st.search === "pretty" ? 2 : 0);
  }
  hits(topic) { const f = rng(hash(topic)); return [{ sec: `${f.int(2, 9)}.${f.int(1, 20)}`, title: topic }, { sec: `${f.int(2, 9)}.${f.int(1, 20)}`, title: `${topic} — ${this.k.p.note[0]}` }]; }
  extFail(v) { return fail(v, this.k.ext, this.nz()); }
  extOk(e) { return JSON.stringify({ ok: true, accepted: e, receipt: `RC-${this.r.str(8, "0123456789")}`, at: this.iso(), server: this.host }); }
  job(id, stage, pct) { return rec(this.st.job, "job", { job: id, stage, progress_pct: pct, worker: `w${this.r.int(1, 6)}`, elapsed_s: Math.floor((this.t - this.jobT) / 1000), checked_at: this.iso() }); }
  jobStart(e) { this.jobT = this.t; this.jobId = `JOB-${this.r.str(6, "0123456789")}`; return JSON.stringify({ started: true, job: this.jobId, target: e, queue_pos: this.r.int(0, 3), at: this.iso() }); }
  setOut(e, v, extra = {}) { return rec(this.st.set, "setpoint", { target: e, param: this.k.setp.name, old: this.k.setp.bad, new: v, applied: true, change_id: `CHG-${this.r.str(6, "0123456789")}`, at: this.iso(), ...extra }); }
}
