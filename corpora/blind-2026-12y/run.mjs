// The transcript builder: messages, tool calls answered in order, clock, and the healthy work every run can start with.
import { mkNoise, printRecord, printCheck, printLive, printPage, printHits, printLog, printErr } from "./print.mjs";
export const MODELS = ["gpt-4.1-mini", "claude-sonnet-4-5", "gemini-2.5-flash", "qwen3-32b", "llama-3.3-70b-instruct", "mistral-large-2411", "deepseek-v3.1", "gpt-4o"];
export class Run {
  constructor(kit, rng) {
    this.k = kit; this.rng = rng; this.n = mkNoise(rng); this.m = []; this.c = 0;
    this.t = Date.UTC(2026, 10, 20 + this.n.int(0, 15), 5 + this.n.int(0, 10), this.n.int(0, 59), this.n.int(0, 59));
    this.model = this.n.pick(MODELS); this.ts = rng() < 0.75; this.idStyle = this.n.int(0, 2); this.mark = null;
    this.hi = this.n.int(0, 27); // healthy-step counter, started at a random point so runs open differently
  }
  at() { return new Date(this.t).toISOString().replace(/\.\d+Z$/, "Z"); }
  tick(s) { this.t += s * 1000; }
  push(msg) { if (this.ts) msg.timestamp = this.at(); this.m.push(msg); this.tick(this.n.int(2, 9)); }
  nA() { return this.m.filter((x) => x.role === "assistant").length; }
  setMark() { if (!this.mark) this.mark = { a: this.nA() + 1, i: this.m.length }; }
  sys() { this.push({ role: "system", content: this.k.sys }); }
  user(content) { this.push({ role: "user", content }); }
  say(content, name) { const a = { role: "assistant", content, model: this.model }; if (name) a.name = name; this.push(a); }
  cid() { this.c++; const h = this.n.hex(this.idStyle === 0 ? 24 : 16); return ["call_", "toolu_", "fc_"][this.idStyle] + h + this.c; }
  /** One assistant turn with one or more calls; each call is [tool, args, out] and out may use the clock after the call. */
  call(calls, content = null, name) {
    const ids = calls.map(() => this.cid());
    const a = { role: "assistant", content, model: this.model, tool_calls: calls.map(([t, args], j) => ({ id: ids[j], type: "function", function: { name: t, arguments: JSON.stringify(args) } })) };
    if (name) a.name = name;
    this.push(a);
    calls.forEach(([, , out], j) => { this.tick(this.n.int(1, 4)); this.push({ role: "tool", tool_call_id: ids[j], content: typeof out === "function" ? out() : out }); });
  }
  final(content) { this.say(content); }
  // printers bound to this run
  rec(e, extra = {}, style) { return printRecord(style ?? this.k.style.get, { ...this.k.facts(e, this.k.ents.indexOf(e) < 0 ? 0 : this.k.ents.indexOf(e)), ...extra }, this.n, this.at()); }
  chk(e, finds, pass) { return printCheck(this.k.style.check, e, finds, this.n, this.at(), pass); }
  live(e, v, f = this.k.liveF) { return printLive(this.k.style.live, e, f, v, this.n, this.at()); }
  val(f = this.k.liveF, drift = 0) { const [, , b, s] = f; const x = b + drift + (this.rng() - 0.5) * 2 * s; return Number.isInteger(b) && s >= 1 ? Math.round(x) : +x.toFixed(2); }
  page(rows, cursor, total, style) { return printPage(style ?? this.k.style.list, rows, cursor, total, this.n, this.at()); }
  hits(q, h) { return printHits(this.k.style.search, q, h, this.n, this.at()); }
  err(i) { return printErr(i, this.k.T.ext, this.n, this.at(), this.k.ph.err); }
  logLines(e, count, fn) {
    const out = []; let t = this.t - count * 60000 * this.n.int(3, 9);
    for (let i = 0; i < count; i++) { t += this.n.int(40, 600) * 1000; out.push([new Date(t).toISOString().replace(/\.\d+Z$/, "Z"), ...fn(i)]); }
    return printLog(out, this.n);
  }
  rows(start, count, total) {
    const k = this.k; const st = ["ok", "review", "hold", "ok", "ok", "due"];
    return Array.from({ length: Math.max(0, Math.min(count, total - start)) }, (_, i) => ({ id: `${k.ents[(start + i) % k.ents.length].split(/[/]/)[0].replace(/\d+$/, "")}${String(100 + start + i)}`, status: st[(start + i * 7) % st.length], updated: `2026-12-0${1 + ((start + i) % 6)}T0${(start + i) % 10}:1${i % 10}Z`, owner: ["ops", "qa", "desk", "night"][(start + i) % 4] }));
  }
}
/** Healthy, non-repeating work: each step touches a new entity, window, query or page. */
export function healthy(r, count) {
  const k = r.k, T = k.T;
  for (let s = 0; s < count; s++) {
    const i = r.hi++, e = k.ents[i % k.ents.length], j = Math.floor(i / 7);
    switch (i % 7) {
      case 0: r.call([[T.get, { id: e }, () => r.rec(e)]], r.rng() < 0.3 ? `Opening ${e}.` : null); break;
      case 1: r.call([[T.log, { id: e, since: `-${6 + 6 * j}h`, limit: 20 + 5 * j }, () => r.logLines(e, r.rng() < 0.15 ? r.n.int(30, 60) : r.n.int(4, 9), (x) => [x % 4 ? "INFO" : "WARN", `${e} ${x % 4 ? "cycle ok" : k.finds[x % 3][1]} seq=${r.n.int(100, 999)}`])]]); break;
      case 2: { const d = k.docs[(i + j) % k.docs.length]; const q = d.split(/\s+/).slice(1, 4).join(" ").toLowerCase() + (j ? ` ${j}` : ""); r.call([[T.search, { query: q }, () => r.hits(q, [d, k.docs[(i + 1) % k.docs.length]])]]); break; }
      case 3: { const f = j % 2 ? k.liveF2 : k.liveF; r.call([[T.live, { id: e, channel: f[0] }, () => r.live(e, r.val(f), f)]]); break; }
      case 4: r.call([[T.list, { page: 1 + j, page_size: 25, status: ["any", "open", "review"][j % 3] }, () => r.page(r.rows(25 * j, r.rng() < 0.3 ? 25 : 5, 60 + j), `c${r.n.hex(6)}`, 60 + j)]]); break;
      case 5: { const q = `${e} ${["last visit", "handover", "complaint"][j % 3]}`; r.call([[T.notes, { q }, () => `${r.at().slice(0, 10)} ${k.staff}: ${k.ph.again(e)}\n${r.at().slice(0, 10)} night shift: ${k.finds[j % 3][1]}\n(2 notes, ${r.n.ms()} ms)`]]); break; }
      case 6: { const e2 = k.ents[(i + 1) % k.ents.length]; r.call([[T.get, { id: e2 }, () => r.rec(e2)], [T.check, { id: e2 }, () => r.chk(e2, k.finds.slice(0, 1 + (j % 2)))]], "Reading the record and its rule check together."); break; }
    }
  }
}
