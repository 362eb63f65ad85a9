// Seeded RNG, per-call noise, output renderers and the transcript builder.
export function mulberry32(a) {
  return () => { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
export function hashStr(s) { let h = 2166136261; for (const c of s) { h ^= c.codePointAt(0); h = Math.imul(h, 16777619); } return h >>> 0; }
export class R {
  constructor(seed) { this.f = mulberry32(seed); }
  int(a, b) { return a + Math.floor(this.f() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.f() * a.length)]; }
  chance(p) { return this.f() < p; }
  hex(n) { let s = ""; for (let i = 0; i < n; i++) s += "0123456789abcdef"[this.int(0, 15)]; return s; }
  aln(n) { const A = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"; let s = ""; for (let i = 0; i < n; i++) s += A[this.int(0, A.length - 1)]; return s; }
  shuffle(a) { const b = [...a]; for (let i = b.length - 1; i > 0; i--) { const j = this.int(0, i); [b[i], b[j]] = [b[j], b[i]]; } return b; }
}

const MODELS = ["gpt-4.1-mini", "gpt-4o", "claude-sonnet-4-5", "claude-haiku-4-5", "gemini-2.5-flash", "gemini-2.5-pro", "qwen3-32b", "llama-3.3-70b-instruct", "mistral-medium-3", "deepseek-v3.1", "gpt-5-mini"];
const VOICES = ["silent", "terse", "plain", "chatty", "bullet", "planner"];

const flat = (v) => (Array.isArray(v) ? (v.length ? v.map((x) => (typeof x === "object" ? JSON.stringify(x) : x)).join(", ") : "none") : typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** One record in a tool's own style; z is the per-call noise. */
export function rec(style, title, obj, z) {
  const ks = Object.keys(obj);
  switch (style) {
    case "json": return JSON.stringify({ ...obj, _meta: { request_id: z.rid, served_by: z.node, took_ms: z.ms } });
    case "jsonp": return JSON.stringify({ data: obj, meta: { request_id: z.rid, generated_at: z.ts, cache_age_s: z.cache } }, null, 2);
    case "yaml": return `${ks.map((k) => `${k}: ${Array.isArray(obj[k]) ? (obj[k].length ? "\n" + obj[k].map((x) => `  - ${flat(x)}`).join("\n") : "[]") : flat(obj[k])}`).join("\n")}\n---\n# fetched ${z.ts} node=${z.node} cache_age=${z.cache}s rid=${z.rid}`;
    case "kv": { const w = Math.max(...ks.map((k) => k.length)) + 1; return `${ks.map((k) => `${k.toUpperCase().padEnd(w, ".")}: ${flat(obj[k])}`).join("\n")}\n-- ${z.node} ${z.ms}ms seq=${z.seq} rid=${z.rid}`; }
    case "html": return `<div class="record" data-id="${esc(title)}">\n<table class="kv">\n${ks.map((k) => `  <tr><th>${k}</th><td>${esc(flat(obj[k]))}</td></tr>`).join("\n")}\n</table>\n</div>\n<!-- rendered ${z.ts} by ${z.node} in ${z.ms} ms; rid=${z.rid} -->`;
    case "xml": return `<?xml version="1.0" encoding="UTF-8"?>\n<response requestId="${z.rid}" timestamp="${z.ts}">\n  <record id="${esc(title)}">\n${ks.map((k) => `    <${k}>${esc(flat(obj[k]))}</${k}>`).join("\n")}\n  </record>\n</response>`;
    case "log": { const parts = ks.map((k) => `${k}=${JSON.stringify(flat(obj[k]))}`); const half = Math.ceil(parts.length / 2); return `${z.ts} INFO  [${z.node}] ${title} ${parts.slice(0, half).join(" ")}\n${z.ts} INFO  [${z.node}] ${title} ${parts.slice(half).join(" ")}\n${z.ts} DEBUG [${z.node}] done in ${z.ms}ms rid=${z.rid}`; }
    case "screen": { const line = "+" + "-".repeat(62) + "+"; const hd = `| ${title.padEnd(30)}${z.ts.slice(0, 19).replace("T", " ").padStart(30)} |`; return [line, hd, `| TERM ${z.node.padEnd(20)}${("SEQ " + z.seq).padStart(35)} |`, line, ...ks.map((k) => ` ${k.toUpperCase().padEnd(14, ".")} ${flat(obj[k])}`), line].join("\n"); }
    case "csv": return `${ks.join(",")}\n${ks.map((k) => { const v = flat(obj[k]); return /[,"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v; }).join(",")}\n# ${z.rid} ${z.ms}ms`;
    case "table": default: { const w = Math.max(...ks.map((k) => k.length)); return `${ks.map((k) => `| ${k.padEnd(w)} | ${flat(obj[k])}`).join("\n")}\n(${z.ms} ms, ${z.node}, ${z.rid})`; }
  }
}

/** A list of rows in a tool's own style, with an extra footer object (paging, totals). */
export function rows(style, arr, z, extra = {}) {
  const cols = arr.length ? Object.keys(arr[0]) : ["(no rows)"];
  const cell = (v) => flat(v);
  switch (style) {
    case "json": return JSON.stringify({ ...extra, items: arr, request_id: z.rid, took_ms: z.ms });
    case "jsonp": return JSON.stringify({ meta: { ...extra, request_id: z.rid, generated_at: z.ts }, results: arr }, null, 2);
    case "csv": return [cols.join(","), ...arr.map((r) => cols.map((c) => { const v = cell(r[c]); return /[,"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v; }).join(","))].join("\n") + `\n# ${Object.entries(extra).map(([k, v]) => `${k}=${v}`).join(" ")} rid=${z.rid} t=${z.ms}ms`;
    case "xml": return `<?xml version="1.0"?>\n<results ${Object.entries(extra).map(([k, v]) => `${k}="${v}"`).join(" ")} requestId="${z.rid}">\n${arr.map((r) => `  <row ${cols.map((c) => `${c}="${esc(cell(r[c]))}"`).join(" ")}/>`).join("\n")}\n</results>`;
    case "log": return [...arr.map((r) => `${z.ts} ${cols.map((c) => `${c}=${cell(r[c])}`).join(" ")}`), `${z.ts} -- ${arr.length} rows ${Object.entries(extra).map(([k, v]) => `${k}=${v}`).join(" ")} rid=${z.rid}`].join("\n");
    case "html": return `<table class="grid">\n<tr>${cols.map((c) => `<th>${c}</th>`).join("")}</tr>\n${arr.map((r) => `<tr>${cols.map((c) => `<td>${esc(cell(r[c]))}</td>`).join("")}</tr>`).join("\n")}\n</table>\n<p class="meta">${Object.entries(extra).map(([k, v]) => `${k}: ${v}`).join(" · ")} · ${z.ms} ms · ${z.rid}</p>`;
    case "table": default: {
      const w = cols.map((c) => Math.max(c.length, ...arr.map((r) => cell(r[c]).length)));
      const fmt = (vals) => "| " + vals.map((v, i) => String(v).padEnd(w[i])).join(" | ") + " |";
      const sep = "+" + w.map((x) => "-".repeat(x + 2)).join("+") + "+";
      return [sep, fmt(cols), sep, ...arr.map((r) => fmt(cols.map((c) => cell(r[c])))), sep, `(${arr.length} rows${Object.entries(extra).map(([k, v]) => `, ${k}=${v}`).join("")}; ${z.ms} ms; ${z.node}; ${z.rid})`].join("\n");
    }
  }
}

/** The transcript builder: assistant/tool/user messages with optional timestamps, usage and model. */
export class Run {
  constructor(r, kit) {
    this.r = r; this.kit = kit; this.m = []; this.n = 0; this.nc = 0; this.loopFrom = null;
    this.t = Date.UTC(2026, r.int(0, 10), r.int(1, 28), r.int(5, 21), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    this.useTs = r.chance(0.62); this.useUsage = r.chance(0.68); this.toolNames = r.chance(0.4);
    this.model = r.pick(MODELS); this.voice = r.pick(VOICES); this.idStyle = r.int(0, 4); this.ridStyle = r.int(0, 3);
    this.tokens = r.int(700, 2400); this.seq = r.int(1000, 900000); this.par = r.chance(0.5);
    const seen = new Set(); this.pool = [];
    for (let i = 0; this.pool.length < 150 && i < 20000; i++) { const e = kit.ent(r, i); if (!seen.has(e.id)) { seen.add(e.id); this.pool.push(e); } }
    this.used = 0;
  }
  ent() { if (this.used >= this.pool.length) throw new Error(`entity pool exhausted (${this.kit.domain})`); return this.pool[this.used++]; }
  tick(s) { this.t += Math.round(s * 1000); }
  ts() { return new Date(this.t).toISOString(); }
  z() {
    const r = this.r; this.seq += r.int(1, 40);
    const rid = [() => `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`, () => r.hex(16), () => `req_${r.aln(14)}`, () => String(r.int(10000000, 99999999))][this.ridStyle]();
    return { rid, ts: this.ts(), ms: r.int(12, 2400), node: `${r.pick(this.kit.nodes)}-${r.int(1, 4)}`, cache: r.int(0, 900), seq: this.seq };
  }
  push(msg) {
    if (this.useTs) msg.timestamp = this.ts();
    this.m.push(msg); this.tokens += Math.ceil(JSON.stringify(msg).length / 3.6);
  }
  sys(text) { this.m.push({ role: "system", content: text }); this.tokens += Math.ceil(text.length / 4); }
  user(text, name) { this.tick(this.r.int(2, 40)); const msg = { role: "user", content: text }; if (name) msg.name = name; this.push(msg); }
  callId() {
    const r = this.r; this.nc++;
    return [() => `call_${r.aln(24)}`, () => `toolu_01${r.aln(22)}`, () => `fc_${r.hex(12)}`, () => `c${this.nc}`, () => `tc-${this.nc}-${r.hex(4)}`][this.idStyle]();
  }
  assistant(content, tool_calls) {
    this.tick(this.r.int(1, 9) + (content ? content.length / 60 : 0));
    const msg = { role: "assistant", content: content ?? null };
    if (tool_calls) msg.tool_calls = tool_calls;
    msg.model = this.model;
    if (this.useUsage) msg.usage = { prompt_tokens: this.tokens, completion_tokens: 18 + Math.ceil(((content ?? "").length + JSON.stringify(tool_calls ?? []).length / 2) / 4) };
    this.push(msg); this.n++;
    return msg;
  }
  say(text) { this.assistant(text); }
  /** calls: [{name, args (object or raw JSON string), run: () => {out, err?, secs?}}]; outputs are made after the call is issued. */
  step(text, calls) {
    const tcs = calls.map((c) => ({ id: this.callId(), type: "function", function: { name: c.name, arguments: typeof c.args === "string" ? c.args : JSON.stringify(c.args) } }));
    this.assistant(text, tcs);
    calls.forEach((c, i) => {
      const res = c.run();
      this.tick((res.secs ?? 0) + this.r.int(50, 2500) / 1000);
      const msg = { role: "tool", tool_call_id: tcs[i].id, content: res.out };
      if (this.toolNames) msg.name = c.name;
      if (res.err) msg.is_error = true;
      this.push(msg);
    });
  }
  mark() { if (this.loopFrom == null) this.loopFrom = this.n + 1; }
  /** A thought in this run's voice; opts are alternative phrasings. */
  v(opts, force = false) {
    const r = this.r; const o = Array.isArray(opts) ? r.pick(opts) : opts;
    switch (this.voice) {
      case "silent": return force || r.chance(0.2) ? o : null;
      case "terse": { const s = o.split(/[.;—]/)[0].trim(); return s.length > 3 ? s + "." : o; }
      case "chatty": { const pre = r.pick(["Okay — ", "Alright, ", "Right, so ", "Good. ", "Hmm. ", ""]); const body = pre && !pre.endsWith(". ") && /^[A-Z][a-z]/.test(o) ? o[0].toLowerCase() + o.slice(1) : o; return `${pre}${body}${r.chance(0.3) ? " " + r.pick(["Let's see.", "One moment.", "Should be quick.", "Bear with me."]) : ""}`; }
      case "bullet": return `- ${o}`;
      case "planner": return `${r.pick(["Next: ", "Step: ", "Plan → ", "Action: "])}${o}`;
      default: return o;
    }
  }
}
