// Engine for the blind-2026-12b corpus: seeded RNG, per-call noise, output renderers, transcript builder.
// No dependencies. Everything random goes through R (mulberry32) so `node gen.mjs` is byte-for-byte repeatable.

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class R {
  constructor(seed) { this.f = mulberry32(seed); }
  next() { return this.f(); }
  int(a, b) { return a + Math.floor(this.f() * (b - a + 1)); }
  pick(a) { return a[Math.floor(this.f() * a.length)]; }
  chance(p) { return this.f() < p; }
  shuffle(a) { const b = a.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(this.f() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; }
  sample(a, n) { return this.shuffle(a).slice(0, n); }
  hex(n) { let s = ""; for (let i = 0; i < n; i++) s += "0123456789abcdef"[Math.floor(this.f() * 16)]; return s; }
  alnum(n) { const c = "ABCDEFGHJKMNPQRSTVWXYZ0123456789"; let s = ""; for (let i = 0; i < n; i++) s += c[Math.floor(this.f() * c.length)]; return s; }
  uuid() { return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`; }
  money(a, b) { return (this.int(a * 100, b * 100) / 100).toFixed(2); }
}

const MODELS = ["gpt-4o-mini", "gpt-4.1", "claude-3-5-sonnet", "claude-sonnet-4", "gemini-2.0-flash", "llama-3.3-70b-instruct", "mistral-large-2411", "qwen2.5-72b-instruct", "gpt-4o", "o3-mini"];

// ---------- the transcript builder ----------
export class Run {
  constructor(r, kit, id) {
    this.r = r; this.k = kit; this.id = id; this.m = []; this.steps = 0; this.nCall = 0;
    this.t = Date.UTC(2026, r.int(0, 10), r.int(1, 28), r.int(5, 21), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    this.stamped = r.chance(0.6);
    this.withUsage = r.chance(0.7);
    this.model = r.pick(MODELS);
    this.tokens = r.int(700, 3200);
    this.idStyle = r.int(0, 3);
    this.voice = r.pick(["silent", "terse", "plain", "plain", "chatty"]);
    this.rl = r.int(300, 1200); // rate-limit budget that counts down across calls
    this.seq = r.int(1000, 90000); // server-side counter
  }
  iso(t = this.t) { return new Date(t).toISOString(); }
  tick(a = 1, b = 20) { this.t += this.r.int(a * 1000, b * 1000); }
  push(msg) { if (this.stamped) msg.timestamp = this.iso(); this.m.push(msg); return msg; }
  system(text) { this.push({ role: "system", content: text }); }
  user(text, name) { this.tick(2, 60); const m = { role: "user", content: text }; if (name) m.name = name; this.push(m); }
  callId() {
    this.nCall++;
    switch (this.idStyle) {
      case 0: return `call_${this.r.alnum(24)}`;
      case 1: return `toolu_01${this.r.alnum(22)}`;
      case 2: return `fc_${this.r.hex(16)}`;
      default: return `c${this.nCall}`;
    }
  }
  thought(text, force = false) {
    if (force || !text) return text ?? null;
    switch (this.voice) {
      case "silent": return this.r.chance(0.15) ? text : null;
      case "terse": return text.split(/(?<=[.!?])\s/)[0];
      case "chatty": return text + (this.r.chance(0.5) ? " " + this.r.pick(["I'll keep an eye on the details.", "Proceeding.", "Continuing with the plan.", "Noting this for the summary."]) : "");
      default: return text;
    }
  }
  // calls: array of [name, args] where args is an object (serialised compactly) or a ready JSON string.
  say(text, calls = [], force = false) {
    this.tick(1, 9);
    this.steps++;
    const m = { role: "assistant", content: this.thought(text, force) };
    if (this.withUsage) {
      const completion = this.r.int(25, 220);
      m.usage = { prompt_tokens: this.tokens, completion_tokens: completion };
      this.tokens += completion + this.r.int(60, 900);
    }
    m.model = this.model;
    const ids = [];
    if (calls.length) {
      m.tool_calls = calls.map(([name, args]) => {
        const id = this.callId(); ids.push(id);
        return { id, type: "function", function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args) } };
      });
    }
    this.push(m);
    return ids;
  }
  result(id, content, isError = false) {
    this.tick(0, 4);
    const m = { role: "tool", tool_call_id: id, content };
    if (isError) m.is_error = true;
    this.push(m);
  }
  // one call, one answer. out: string, or function(noise) -> string | {text, error}
  call(text, name, args, out, isError = false) {
    const [id] = this.say(text, [[name, args]]);
    const o = typeof out === "function" ? out(this.noise()) : out;
    if (o && typeof o === "object") this.result(id, o.text, !!o.error);
    else this.result(id, o, isError);
  }
  calls(text, list) { // list of [name, args, out, isError]
    const ids = this.say(text, list.map(([n, a]) => [n, a]));
    list.forEach(([, , out, err], i) => { const o = typeof out === "function" ? out(this.noise()) : out; if (o && typeof o === "object") this.result(ids[i], o.text, !!o.error); else this.result(ids[i], o, !!err); });
  }
  final(text) { this.say(text, [], true); }
  noise() {
    const r = this.r;
    this.rl -= r.int(1, 3); if (this.rl < 5) this.rl = r.int(300, 900);
    this.seq += r.int(1, 40);
    return {
      rid: this.k.rid(r), ts: this.iso(this.t + r.int(50, 900)), epoch: Math.floor((this.t + r.int(50, 900)) / 1000),
      ms: r.int(8, 1900), node: `${this.k.node}-${r.int(1, 9)}${r.pick(["a", "b", "c"])}`, rl: this.rl, seq: this.seq, etag: `W/"${r.hex(10)}"`,
    };
  }
}

// ---------- renderers: how the systems print ----------
// payload kinds: record {title, fields}, hits {query,total,hits:[{id,title,score}]}, page {rows,next,page,total},
// job {job,state,pct,note}, ok {msg, fields}, err {code,msg,retryAfter,field}
const pad = (s, n) => String(s).padEnd(n);
const toXml = (o, ind = "  ") => Object.entries(o).map(([k, v]) => `${ind}<${k}>${typeof v === "object" && v !== null ? "\n" + toXml(v, ind + "  ") + "\n" + ind : String(v).replace(/&/g, "&amp;").replace(/</g, "&lt;")}</${k}>`).join("\n");

export function render(style, n, p) {
  switch (style) {
    case "json": return renderJson(n, p, false);
    case "http": return renderJson(n, p, true);
    case "xml": return renderXml(n, p);
    case "table": return renderTable(n, p);
    case "kv": return renderKv(n, p);
    case "csv": return renderCsv(n, p);
    case "log": return renderLog(n, p);
    default: throw new Error("style " + style);
  }
}

function body(p) {
  switch (p.kind) {
    case "record": return { data: p.fields };
    case "hits": return { query: p.query, total_hits: p.total ?? p.hits.length, results: p.hits };
    case "page": return { items: p.rows, page: p.page, next_cursor: p.next ?? null, ...(p.total != null ? { total: p.total } : {}) };
    case "job": return { job_id: p.job, state: p.state, progress: p.pct, ...(p.note ? { detail: p.note } : {}) };
    case "ok": return { ok: true, message: p.msg, ...(p.fields ? { data: p.fields } : {}) };
    case "err": return { error: { status: p.code, code: errCode(p.code), message: p.msg, ...(p.field ? { field: p.field } : {}), ...(p.retryAfter ? { retry_after_s: p.retryAfter } : {}) } };
  }
}
const errCode = (c) => ({ 400: "BAD_REQUEST", 404: "NOT_FOUND", 409: "CONFLICT", 422: "VALIDATION_FAILED", 429: "RATE_LIMITED", 500: "INTERNAL", 502: "BAD_GATEWAY", 503: "SERVICE_UNAVAILABLE", 504: "GATEWAY_TIMEOUT" })[c] ?? "ERROR";
const statusLine = (c) => `HTTP/1.1 ${c} ${({ 200: "OK", 202: "Accepted", 400: "Bad Request", 404: "Not Found", 409: "Conflict", 422: "Unprocessable Entity", 429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout" })[c]}`;

function renderJson(n, p, http) {
  const b = { request_id: n.rid, ...body(p), meta: { served_at: n.ts, latency_ms: n.ms, node: n.node } };
  if (!http) return JSON.stringify(b);
  const code = p.kind === "err" ? p.code : p.kind === "job" && p.state !== "COMPLETED" && p.state !== "DONE" ? 202 : 200;
  const h = [statusLine(code), `Date: ${new Date(n.ts).toUTCString()}`, "Content-Type: application/json", `X-Request-Id: ${n.rid}`, `X-RateLimit-Remaining: ${n.rl}`, `ETag: ${n.etag}`];
  if (p.retryAfter) h.push(`Retry-After: ${p.retryAfter}`);
  return h.join("\n") + "\n\n" + JSON.stringify(b, null, 1);
}

function renderXml(n, p) {
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<response requestId="${n.rid}" generated="${n.ts}" elapsedMs="${n.ms}" status="${p.kind === "err" ? "error" : "ok"}">`;
  let inner;
  if (p.kind === "hits") inner = `  <results query="${p.query}" total="${p.total ?? p.hits.length}">\n` + p.hits.map((h) => `    <hit id="${h.id}" score="${h.score}">${h.title}</hit>`).join("\n") + "\n  </results>";
  else if (p.kind === "page") inner = `  <page number="${p.page}" next="${p.next ?? ""}"${p.total != null ? ` total="${p.total}"` : ""}>\n` + p.rows.map((r) => `    <row ${Object.entries(r).map(([k, v]) => `${k}="${v}"`).join(" ")}/>`).join("\n") + "\n  </page>";
  else inner = toXml(body(p));
  return `${head}\n${inner}\n</response>`;
}

function renderTable(n, p) {
  let rows, cols;
  if (p.kind === "record" || p.kind === "ok") { rows = Object.entries(p.fields ?? { message: p.msg }).map(([k, v]) => ({ field: k, value: typeof v === "object" ? JSON.stringify(v) : v })); }
  else if (p.kind === "hits") rows = p.hits.map((h) => ({ id: h.id, score: h.score, title: h.title }));
  else if (p.kind === "page") rows = p.rows;
  else if (p.kind === "job") rows = [{ job: p.job, state: p.state, pct: p.pct, detail: p.note ?? "" }];
  else return `ERROR ${p.code} ${errCode(p.code)}: ${p.msg}${p.retryAfter ? ` (retry in ${p.retryAfter}s)` : ""}\nquery id ${n.rid} at ${n.ts}`;
  cols = rows.length ? Object.keys(rows[0]) : ["(none)"];
  const w = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (vals) => " " + vals.map((v, i) => pad(v, w[i])).join(" | ");
  const out = [line(cols), "-" + w.map((x) => "-".repeat(x)).join("-+-") + "-", ...rows.map((r) => line(cols.map((c) => r[c])))];
  let foot = `(${rows.length} row${rows.length === 1 ? "" : "s"})`;
  if (p.kind === "hits") foot = `(${rows.length} of ${p.total ?? rows.length} hits for "${p.query}")`;
  if (p.kind === "page") foot += `  page=${p.page} next=${p.next ?? "<end>"}`;
  return out.join("\n") + `\n${foot}\nTime: ${(n.ms / 10).toFixed(3)} ms  [qid ${n.rid}]`;
}

function renderKv(n, p) {
  const lines = [`# ${n.node} ${n.ts} req=${n.rid}`];
  if (p.kind === "record" || p.kind === "ok") { if (p.msg) lines.push(`OK: ${p.msg}`); for (const [k, v] of Object.entries(p.fields ?? {})) lines.push(`${pad(k + ":", 18)} ${typeof v === "object" ? JSON.stringify(v) : v}`); }
  else if (p.kind === "hits") { lines.push(`query: ${p.query}`, `matches: ${p.total ?? p.hits.length}`); p.hits.forEach((h, i) => lines.push(`  ${i + 1}. [${h.id}] ${h.title} (${h.score})`)); }
  else if (p.kind === "page") { lines.push(`page: ${p.page}${p.total != null ? ` of ~${Math.ceil(p.total / Math.max(1, p.rows.length))}` : ""}`); p.rows.forEach((r) => lines.push("  " + Object.values(r).join("  "))); lines.push(`next: ${p.next ?? "(none)"}`); }
  else if (p.kind === "job") { lines.push(`job:      ${p.job}`, `state:    ${p.state}`, `progress: ${p.pct}%`); if (p.note) lines.push(`detail:   ${p.note}`); }
  else { lines.push(`ERROR ${p.code} ${errCode(p.code)}`, `message: ${p.msg}`); if (p.field) lines.push(`field: ${p.field}`); if (p.retryAfter) lines.push(`retry-after: ${p.retryAfter}s`); }
  lines.push(`elapsed: ${n.ms}ms  seq=${n.seq}`);
  return lines.join("\n");
}

function renderCsv(n, p) {
  const q = (v) => { const s = typeof v === "object" ? JSON.stringify(v) : String(v); return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s; };
  let rows;
  if (p.kind === "page") rows = p.rows;
  else if (p.kind === "hits") rows = p.hits;
  else if (p.kind === "record" || p.kind === "ok") rows = [p.fields ?? { message: p.msg }];
  else if (p.kind === "job") rows = [{ job: p.job, state: p.state, pct: p.pct, detail: p.note ?? "" }];
  else return `# export failed ${n.ts} request=${n.rid}\n# ${p.code} ${errCode(p.code)}: ${p.msg}${p.retryAfter ? ` retry_after=${p.retryAfter}` : ""}`;
  const cols = rows.length ? Object.keys(rows[0]) : ["none"];
  const head = [`# export ${n.rid} generated ${n.ts} rows=${rows.length}${p.kind === "page" ? ` page=${p.page} next=${p.next ?? ""}` : ""}${p.kind === "hits" ? ` query=${q(p.query)} total=${p.total ?? rows.length}` : ""}`];
  return [...head, cols.join(","), ...rows.map((r) => cols.map((c) => q(r[c])).join(","))].join("\n") + "\n";
}

function renderLog(n, p) {
  const t0 = Date.parse(n.ts);
  const ln = (i, lvl, msg) => `${new Date(t0 + i * 7).toISOString()} ${lvl.padEnd(5)} [${n.node}] ${msg}`;
  const out = [ln(0, "INFO", `req=${n.rid} start`)];
  if (p.kind === "job") out.push(ln(1, "INFO", `job=${p.job} state=${p.state} progress=${p.pct}%${p.note ? ` detail="${p.note}"` : ""}`));
  else if (p.kind === "err") out.push(ln(1, p.code >= 500 ? "ERROR" : "WARN", `status=${p.code} ${errCode(p.code)} msg="${p.msg}"${p.retryAfter ? ` retry_after=${p.retryAfter}` : ""}`));
  else if (p.kind === "hits") { out.push(ln(1, "INFO", `search q="${p.query}" total=${p.total ?? p.hits.length}`)); p.hits.forEach((h, i) => out.push(ln(2 + i, "INFO", `hit id=${h.id} score=${h.score} title="${h.title}"`))); }
  else if (p.kind === "page") { p.rows.forEach((r, i) => out.push(ln(1 + i, "INFO", Object.entries(r).map(([k, v]) => `${k}=${v}`).join(" ")))); out.push(ln(p.rows.length + 1, "INFO", `page=${p.page} next=${p.next ?? "none"}`)); }
  else { if (p.msg) out.push(ln(1, "INFO", p.msg)); for (const [k, v] of Object.entries(p.fields ?? {})) out.push(ln(2, "INFO", `${k}=${typeof v === "object" ? JSON.stringify(v) : v}`)); }
  out.push(ln(9, "INFO", `req=${n.rid} done in ${n.ms}ms seq=${n.seq}`));
  return out.join("\n");
}
