// One transcript under construction: messages, clock, noise, and the domain payloads every kind shares.
import { render, STYLES } from "./render.mjs";
import { LANG } from "./domains.mjs";

export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const R = {
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (a) => a[Math.floor(next() * a.length)],
    chance: (p) => next() < p,
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    b36: (n) => Array.from({ length: n }, () => "0123456789abcdefghijklmnopqrstuvwxyz"[Math.floor(next() * 36)]).join(""),
    shuffle: (a) => {
      const b = [...a];
      for (let i = b.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [b[i], b[j]] = [b[j], b[i]];
      }
      return b;
    },
    gauss: () => (next() + next() + next() - 1.5) * 1.4,
  };
  return R;
}

const MODELS = ["gpt-4o-2024-11-20", "gpt-4.1-mini", "gpt-4o-mini", "gpt-4.1", "o4-mini"];
const round = (x, sd) => {
  const d = sd >= 10 ? 0 : sd >= 1 ? 1 : sd >= 0.1 ? 2 : 3;
  return Number(x.toFixed(d));
};

export class Run {
  constructor(id, d, R) {
    this.id = id;
    this.d = d;
    this.R = R;
    this.L = LANG[d.lang];
    this.style = R.pick(STYLES);
    this.model = R.pick(MODELS);
    this.t = Date.UTC(2026, R.int(0, 10), R.int(1, 28), R.int(4, 14), R.int(0, 59), R.int(0, 59));
    this.seq = R.int(1000, 880000);
    this.hostBase = R.pick(["ops", "gw", "api", "edge", "plc-gw", "hist"]) + "-" + R.pick(["a", "b", "01", "02", "n1"]);
    this.ridKind = R.int(0, 3);
    // Some sites print their event logs and searches from another system than their records.
    this.altStyle = R.chance(0.4) ? R.pick(STYLES) : null;
    this.msgs = [];
    this.nA = 0;
    this.calls = 0;
    this.vals = new Map();
    this.sig = new Set();
  }
  ts(t = this.t) {
    return new Date(t).toISOString().replace(/\.\d+Z$/, "Z");
  }
  adv(s) {
    this.t += Math.round(s * 1000);
  }
  rid() {
    const R = this.R;
    return [() => `${R.hex(8)}-${R.hex(4)}-${R.hex(4)}-${R.hex(4)}-${R.hex(12)}`, () => `req_${R.b36(16)}`, () => `${R.hex(16)}`, () => `X${R.int(100000, 999999)}-${R.b36(4).toUpperCase()}`][this.ridKind]();
  }
  meta(tool) {
    this.seq += this.R.int(1, 40);
    return { rid: this.rid(), host: `${this.hostBase}-${this.R.int(1, 4)}`, ms: this.R.int(8, 900), seq: this.seq, ts: this.ts(), tool };
  }
  sys() {
    const d = this.d;
    this.msgs.push({ role: "system", content: `You are the ${d.agent}. You act through the tools you are given; every write is logged. Staff write in ${this.L.name}; answer them briefly and plainly. Times are UTC unless a tool says otherwise (site time is UTC${d.tz}). Do not guess readings: read them.` });
  }
  user(text, name) {
    this.adv(this.R.int(20, 200));
    this.msgs.push({ role: "user", content: text, ...(name ? { name } : {}), timestamp: this.ts() });
  }
  /** Adds one assistant turn with one tool call and its answer; returns the turn's 0-based assistant index. */
  call(name, args, payload, o) {
    o = o || {};
    const R = this.R;
    const idx = this.nA++;
    this.calls++;
    const cid = R.pick(["call_", "call_", "toolu_", "fc_"]) + R.b36(22);
    this.adv(R.int(2, 14));
    const a = { role: "assistant", content: o.think ?? null, model: this.model, tool_calls: [{ id: cid, type: "function", function: { name, arguments: JSON.stringify(args) } }], timestamp: this.ts() };
    if (o.name) a.name = o.name;
    this.msgs.push(a);
    const m = this.meta(name);
    this.adv(o.took ?? m.ms / 1000 + R.f());
    const content = typeof payload === "function" ? payload(m) : typeof payload === "string" ? payload : render(payload, o.style ?? (((name === this.d.t.log || name === this.d.t.search) && this.altStyle) || this.style), m);
    const t = { role: "tool", tool_call_id: cid, content, timestamp: this.ts() };
    if (o.err) t.is_error = true;
    this.msgs.push(t);
    return idx;
  }
  say(text, name) {
    const idx = this.nA++;
    this.adv(this.R.int(3, 20));
    const a = { role: "assistant", content: text, model: this.model, timestamp: this.ts() };
    if (name) a.name = name;
    this.msgs.push(a);
    return idx;
  }
  msgIndexOfAssistant(k) {
    let n = -1;
    for (let i = 0; i < this.msgs.length; i++) if (this.msgs[i].role === "assistant" && ++n === k) return i;
    return null;
  }
  fill(s, e, m, n) {
    return s.replaceAll("{e}", e ?? "").replaceAll("{m}", String(m ?? "")).replaceAll("{n}", String(n ?? ""));
  }
  // ---- domain values -------------------------------------------------------------------------
  value(e, p, drift = true) {
    const key = `${e}|${p.k}`;
    if (!this.vals.has(key)) this.vals.set(key, p.v + this.R.gauss() * p.sd * 2);
    let v = this.vals.get(key);
    if (drift) {
      v += this.R.gauss() * p.sd * 0.4;
      this.vals.set(key, v);
    }
    return round(v, p.sd);
  }
  date(daysBack) {
    return new Date(this.t - daysBack * 86400000).toISOString().slice(0, 10);
  }
  wait(sec, think) {
    return this.call(this.d.t.wait, { seconds: sec }, (m) => `slept ${sec}s (host ${m.host}, now ${this.ts()})`, { think, took: sec });
  }
  getP(e, extra = {}) {
    const d = this.d;
    const R = this.R;
    const readings = {};
    for (const p of d.pts.slice(0, 3)) readings[`${p.k}_${p.u.replace(/[^A-Za-z0-9]/g, "")}`] = this.value(e, p);
    return { id: e, type: d.entKind, state: extra.state ?? this.L.ok, readings, last_inspection: this.date(R.int(3, 90)), open_work_orders: extra.wo ?? R.int(0, 3), revision: R.int(3, 40), ...extra.more };
  }
  checkP(e, fail, extra = {}) {
    const d = this.d;
    return { entity: e, ruleset: `${d.rule}@v${extra.ver ?? 7}`, result: fail ? "FAIL" : "PASS", findings: fail ? [extra.finding ?? d.ruleFind[0]] : [], evaluated_at: this.ts(), ...extra.more };
  }
  readP(e, p, extra = {}) {
    return { tag: `${e}.${p.k}`, value: extra.value ?? this.value(e, p), unit: p.u, quality: extra.quality ?? "GOOD", sampled_at: this.ts(this.t - this.R.int(200, 4000)) };
  }
}
