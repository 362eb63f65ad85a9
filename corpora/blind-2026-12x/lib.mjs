// Seeded randomness, per-call noise, output renderers and the transcript builder for blind-2026-12x.
export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const mk = (r) => ({
  r,
  f: () => r(),
  int: (a, b) => a + Math.floor(r() * (b - a + 1)),
  pick: (xs) => xs[Math.floor(r() * xs.length)],
  chance: (p) => r() < p,
  hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(r() * 16)]).join(""),
  b36: (n) => Array.from({ length: n }, () => "0123456789abcdefghijklmnopqrstuvwxyz"[Math.floor(r() * 36)]).join(""),
  shuffle: (xs) => { const a = xs.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; },
  fx: (a, b, d = 1) => +(a + r() * (b - a)).toFixed(d),
});

const MODELS = ["gpt-4.1-mini", "gpt-4o", "claude-sonnet-4-5", "gemini-2.5-flash", "qwen3-32b", "mistral-large-2411", "llama-3.3-70b-instruct", "deepseek-v3.1", "gpt-5-mini", "claude-haiku-4-5", "command-a-03-2025"];

/** request-id generator in one style per run */
function ridMaker(g) {
  const s = g.int(0, 4);
  return () => s === 0 ? `${g.hex(8)}-${g.hex(4)}-4${g.hex(3)}-${g.pick(["8", "9", "a", "b"])}${g.hex(3)}-${g.hex(12)}`
    : s === 1 ? g.hex(16) : s === 2 ? `req_${g.b36(14)}` : s === 3 ? String(g.int(10000000, 99999999)) : `${g.b36(4).toUpperCase()}-${g.int(1000, 9999)}-${g.b36(5).toUpperCase()}`;
}
/** timestamp formatter in one style per run */
function tsMaker(g, tz) {
  const s = g.int(0, 3);
  const pad = (n, w = 2) => String(n).padStart(w, "0");
  return (ms) => {
    const d = new Date(ms + tz * 3600e3);
    const Y = d.getUTCFullYear(), M = pad(d.getUTCMonth() + 1), D = pad(d.getUTCDate()), h = pad(d.getUTCHours()), m = pad(d.getUTCMinutes()), sec = pad(d.getUTCSeconds()), milli = pad(d.getUTCMilliseconds(), 3);
    const off = `${tz >= 0 ? "+" : "-"}${pad(Math.floor(Math.abs(tz)))}:${Math.abs(tz) % 1 ? "30" : "00"}`;
    if (s === 0) return new Date(ms).toISOString();
    if (s === 1) return `${Y}-${M}-${D}T${h}:${m}:${sec}${off}`;
    if (s === 2) return `${D}.${M}.${Y} ${h}:${m}:${sec}.${milli}`;
    return String(ms);
  };
}

/** Transcript builder: holds the clock, the per-run styles and the message list. */
export class Run {
  constructor(g, kit) {
    this.g = g; this.kit = kit; this.m = []; this.steps = 0;
    this.clock = Date.UTC(2026, 10, g.int(2, 28), g.int(5, 15), g.int(0, 59), g.int(0, 59)) + g.int(0, 999);
    this.rid = ridMaker(g); this.ts = tsMaker(g, kit.tz);
    this.model = g.pick(MODELS);
    this.useTs = g.chance(0.55); this.useUsage = g.chance(0.6); this.toolNames = g.chance(0.3); this.isErr = g.chance(0.35);
    this.idStyle = g.int(0, 4); this.callN = 0; this.tok = g.int(700, 2600);
    this.voice = g.pick(["silent", "terse", "plain", "chatty", "plan"]);
    this.node = `${g.pick(["app", "gw", "api", "svc", "edge"])}-${g.int(1, 9)}${g.pick(["a", "b", "c"])}`;
    this.seq = g.int(1000, 90000);
  }
  now() { return this.ts(this.clock); }
  adv(sec) { this.clock += Math.round(sec * 1000); }
  meta() { this.seq += this.g.int(1, 40); return { rid: this.rid(), at: this.now(), ms: this.g.int(8, 2400), node: `${this.node.slice(0, -1)}${this.g.pick(["a", "b", "c"])}`, seq: this.seq }; }
  stamp(o) { if (this.useTs) o.timestamp = new Date(this.clock).toISOString(); return o; }
  sys(text) { this.m.push({ role: "system", content: text }); }
  user(text, name) { this.adv(this.g.int(20, 400)); const o = { role: "user", content: text }; if (name) o.name = name; this.m.push(this.stamp(o)); }
  cid() {
    const g = this.g; this.callN++;
    return [`call_${g.b36(24)}`, `toolu_01${g.b36(22)}`, `fc_${g.hex(20)}`, `c${this.callN}`, `tc-${this.callN}-${g.hex(4)}`][this.idStyle];
  }
  thought(t) {
    if (t == null) return null;
    const g = this.g;
    if (this.voice === "silent") return g.chance(0.8) ? null : t;
    if (this.voice === "terse") return t.split(/[.;:—]/)[0].trim() + ".";
    if (this.voice === "chatty") return `${g.pick(["Okay", "Right", "Alright", "Good", "Hmm"])} — ${t.charAt(0).toLowerCase()}${t.slice(1)}`;
    if (this.voice === "plan") return `Next: ${t}`;
    return t;
  }
  asst(o) {
    this.steps++;
    o.model = this.model;
    if (this.useUsage) { this.tok += this.g.int(180, 1400); o.usage = { prompt_tokens: this.tok, completion_tokens: this.g.int(18, 260) }; }
    this.adv(this.g.fx(0.8, 9));
    this.m.push(this.stamp(o));
  }
  /** one assistant turn with tool calls; calls = [{name, args, out: () => string | {text, err}}] */
  call(calls, thought) {
    const tc = calls.map((c) => ({ id: this.cid(), type: "function", function: { name: c.name, arguments: JSON.stringify(c.args, null, c.pretty ? 1 : undefined) } }));
    const o = { role: "assistant", content: this.thought(thought), tool_calls: tc };
    this.asst(o);
    calls.forEach((c, i) => {
      this.adv(this.g.fx(0.1, 3, 2));
      const res = c.out();
      const text = typeof res === "string" ? res : res.text;
      const t = { role: "tool", tool_call_id: tc[i].id, content: text };
      if (this.toolNames) t.name = c.name;
      if (this.isErr && res && res.err) t.is_error = true;
      this.m.push(this.stamp(t));
      if (c.after) this.adv(c.after);
    });
    return this.steps;
  }
  say(text) { this.asst({ role: "assistant", content: text }); return this.steps; }
}

// ---------- renderers ----------
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;");
/** Render a record (ordered facts) with per-call meta noise in one of several print styles. */
export function render(style, title, facts, meta, g) {
  const ent = Object.entries(facts);
  switch (style) {
    case "json": return JSON.stringify({ ok: true, [title]: facts, request_id: meta.rid, served_at: meta.at, took_ms: meta.ms });
    case "pjson": return JSON.stringify({ data: facts, meta: { trace: meta.rid, ts: meta.at, node: meta.node, latency_ms: meta.ms } }, null, 2);
    case "xml": return `<?xml version="1.0" encoding="UTF-8"?>\n<response status="200" rid="${meta.rid}" at="${meta.at}" ms="${meta.ms}">\n  <${title}>\n${ent.map(([k, v]) => `    <${k}>${esc(Array.isArray(v) ? v.join("; ") : v)}</${k}>`).join("\n")}\n  </${title}>\n</response>`;
    case "kv": return [`# ${title} rid=${meta.rid} t=${meta.at}`, ...ent.map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(",") : v}`), `elapsed_ms=${meta.ms} served_by=${meta.node}`].join("\n");
    case "screen": {
      const w = 62;
      const head = `${title.toUpperCase().padEnd(30)}${meta.at.padStart(w - 30)}`;
      return [head, "-".repeat(w), ...ent.map(([k, v]) => `${k.toUpperCase().replace(/_/g, " ").padEnd(22, ".")}: ${Array.isArray(v) ? v.join(" / ") : v}`), "-".repeat(w), `F3=Exit F5=Refresh   SESS ${meta.seq}  RESP ${(meta.ms / 1000).toFixed(2)}s`].join("\n");
    }
    case "log": return ent.map(([k, v], i) => `${meta.at} INFO  [${meta.node}] ${title}.${k} = ${Array.isArray(v) ? JSON.stringify(v) : v}${i === 0 ? ` (rid ${meta.rid})` : ""}`).join("\n") + `\n${meta.at} DEBUG [${meta.node}] done in ${meta.ms}ms seq=${meta.seq}`;
    case "yaml": return `---\n${title}:\n${ent.map(([k, v]) => `  ${k}: ${Array.isArray(v) ? `[${v.join(", ")}]` : v}`).join("\n")}\n_meta: {rid: ${meta.rid}, at: "${meta.at}", ms: ${meta.ms}}\n...`;
    default: return JSON.stringify(facts);
  }
}
/** Render a list of rows as a table, CSV, JSON or XML with paging info. */
export function table(style, title, cols, rows, meta, extra = {}) {
  const tail = Object.entries(extra).map(([k, v]) => `${k}=${v}`).join(" ");
  if (style === "csv") return [`# ${title} generated ${meta.at} rid=${meta.rid}${tail ? " " + tail : ""}`, cols.join(","), ...rows.map((r) => r.map((x) => (String(x).includes(",") ? `"${x}"` : x)).join(","))].join("\n");
  if (style === "json" || style === "pjson") return JSON.stringify({ [title]: rows.map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i]]))), ...extra, request_id: meta.rid, generated: meta.at }, null, style === "pjson" ? 2 : undefined);
  if (style === "xml") return `<${title} count="${rows.length}" rid="${meta.rid}" ts="${meta.at}"${Object.entries(extra).map(([k, v]) => ` ${k}="${v}"`).join("")}>\n${rows.map((r) => `  <row ${cols.map((c, i) => `${c}="${esc(r[i])}"`).join(" ")}/>`).join("\n")}\n</${title}>`;
  const w = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = "+" + w.map((n) => "-".repeat(n + 2)).join("+") + "+";
  const fmt = (r) => "| " + r.map((x, i) => String(x).padEnd(w[i])).join(" | ") + " |";
  return [`${title} @ ${meta.at}  (${rows.length} rows, ${meta.ms} ms, rid ${meta.rid})`, line, fmt(cols), line, ...rows.map(fmt), line, tail].filter(Boolean).join("\n");
}
/** Render an error in one of several styles; `msg` is the domain wording of the cause. */
export function errText(style, svc, msg, meta, g, code = 503) {
  switch (style) {
    case "http": return `HTTP/1.1 ${code} ${code === 429 ? "Too Many Requests" : code === 504 ? "Gateway Timeout" : code === 502 ? "Bad Gateway" : "Service Unavailable"}\nDate: ${meta.at}\nX-Request-Id: ${meta.rid}\nContent-Type: application/json\n\n{"error":"${msg}","upstream":"${svc}"}`;
    case "trace": return `Traceback (most recent call last):\n  File "/opt/${svc}/client.py", line ${g.int(80, 400)}, in request\n    resp = self._session.send(prep, timeout=${g.int(5, 30)})\n  File "/usr/lib/python3.11/site-packages/requests/adapters.py", line 519, in send\n    raise ConnectionError(e, request=request)\nrequests.exceptions.ConnectionError: ${msg} [rid ${meta.rid}]`;
    case "java": return `ERROR ${meta.at} [${meta.node}] c.${svc.replace(/[^a-z]/gi, "").toLowerCase()}.Gateway - call failed\njava.net.SocketTimeoutException: ${msg}\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:${g.int(200, 300)})\n\tat com.vendor.rpc.Client.invoke(Client.java:${g.int(50, 900)})\n\t... ${g.int(12, 60)} more`;
    case "json": return JSON.stringify({ ok: false, error: { code: `E${code}`, message: msg, service: svc }, request_id: meta.rid, at: meta.at });
    default: return `[${meta.at}] ERR ${svc}: ${msg} (rid=${meta.rid}, after ${meta.ms}ms)`;
  }
}
