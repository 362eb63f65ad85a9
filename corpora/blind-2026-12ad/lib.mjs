// Seeded randomness, noise and the transcript builder for the blind-2026-12ad set.
export function rng(seed) {
  let a = seed >>> 0;
  const f = () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (arr) => arr[Math.floor(f() * arr.length)];
  f.hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(f() * 16)]).join("");
  f.shuffle = (arr) => { const a2 = arr.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; };
  return f;
}

/** One transcript under construction. */
export class Run {
  constructor(r, kit, style) {
    this.r = r; this.kit = kit; this.style = style; this.msgs = []; this.nA = 0; this.loopFrom = null; this.loopMsg = null;
    this.t = Date.UTC(2026, r.int(0, 10), r.int(1, 27), r.int(6, 17), r.int(0, 59), r.int(0, 59));
    this.cid = r.int(100, 900); this.rl = r.int(400, 1200); this.model = r.pick(["gpt-4o-2024-08-06", "gpt-4.1-mini", "gpt-4o-mini", "gpt-4.1"]);
    this.callStyle = r.pick(["call_", "call-", "tc_"]);
    this.msgs.push({ role: "system", content: kit.sys });
  }
  ts(dt = 0) { this.t += (dt || this.r.int(2, 9)) * 1000; return new Date(this.t).toISOString().replace(/\.\d+Z$/, "Z"); }
  user(text, name) { const m = { role: "user", content: text, timestamp: this.ts(this.r.int(20, 90)) }; if (name) m.name = name; this.msgs.push(m); }
  mark() { this.loopFrom = this.nA; this.loopMsg = this.msgs.length; }
  say(text, name) { const m = { role: "assistant", content: text, model: this.model, timestamp: this.ts() }; if (name) m.name = name; this.msgs.push(m); this.nA++; }
  /** Several parallel calls in one assistant turn: calls = [[name, args, out]] */
  multi(calls, text = null, name) {
    const tcs = calls.map(([n, a]) => ({ id: `${this.callStyle}${this.r.hex(6)}${this.cid++}`, type: "function", function: { name: n, arguments: JSON.stringify(a) } }));
    const m = { role: "assistant", content: text, tool_calls: tcs, model: this.model, timestamp: this.ts() }; if (name) m.name = name;
    this.msgs.push(m); this.nA++;
    calls.forEach(([n, , out, dt], i) => { this.msgs.push({ role: "tool", tool_call_id: tcs[i].id, name: n, content: typeof out === "function" ? out() : out, timestamp: this.ts(dt || this.r.int(1, 4)) }); });
  }
  call(n, a, out, text = null, dt = 0, name) { this.multi([[n, a, out, dt]], text, name); }
  rid() { return this.r.pick([() => `req_${this.r.hex(12)}`, () => `${this.r.hex(8)}-${this.r.hex(4)}-${this.r.hex(4)}-${this.r.hex(12)}`, () => this.r.hex(16).toUpperCase()])(); }
  ms() { return this.r.int(18, 2400); }
  now() { return new Date(this.t).toISOString(); }
  /** Render an API answer in this run's print style, with fresh noise. */
  api(obj, status = 200, extra = {}) {
    const rid = this.rid(), ms = this.ms(); this.rl -= this.r.int(1, 3);
    const at = new Date(this.t + 9000 + ms); const meta = { request_id: rid, took_ms: ms, served_by: `${this.kit.host}-${this.r.int(1, 9)}`, at: at.toISOString(), ...extra };
    switch (this.style) {
      case "json": return JSON.stringify({ ...obj, _meta: meta });
      case "pretty": return JSON.stringify({ status, data: obj, meta }, null, 2);
      case "kv": return [`status=${status} request_id=${rid} took=${ms}ms host=${meta.served_by}`, ...flat(obj).map(([k, v]) => `${k}=${v}`)].join("\n");
      default: return `HTTP/1.1 ${status} ${status === 200 ? "OK" : status === 201 ? "Created" : status === 409 ? "Conflict" : status === 503 ? "Service Unavailable" : status === 429 ? "Too Many Requests" : "Error"}\ndate: ${at.toUTCString()}\nx-request-id: ${rid}\nx-ratelimit-remaining: ${this.rl}\netag: W/"${this.r.hex(10)}"\nserver-timing: app;dur=${ms}\n\n${JSON.stringify(obj)}`;
    }
  }
  /** psql / warehouse style table print. */
  table(cols, rows, engine) {
    const ms = this.r.int(40, 9000) + this.r.int(0, 999) / 1000;
    const w = cols.map((c, i) => Math.max(c.length, ...rows.map((x) => String(x[i]).length)));
    const line = (xs) => " " + xs.map((x, i) => String(x).padEnd(w[i])).join(" | ");
    const body = [line(cols), "-" + w.map((n) => "-".repeat(n)).join("-+--") + "-", ...rows.map(line), `(${rows.length} row${rows.length === 1 ? "" : "s"})`].join("\n");
    if (engine === "snowflake") return `query_id: 01b${this.r.hex(5)}-0000-${this.r.hex(4)}-0000-000${this.r.hex(9)}\nwarehouse: ${this.kit.wh || "ANALYTICS_WH"} (X-SMALL)\n${body}\nbytes_scanned: ${this.r.int(1, 900)}.${this.r.int(0, 9)} MB  elapsed: ${(ms / 1000).toFixed(2)}s`;
    if (engine === "bq") return `Job ${this.kit.host}:EU.bquxjob_${this.r.hex(8)}_${this.r.hex(12)} DONE\n${body}\nBytes processed: ${this.r.int(10, 9000)} MB, slot ms: ${this.r.int(200, 90000)}, cache hit: false`;
    return `${body}\n\nTime: ${ms.toFixed(3)} ms`;
  }
  out(id) { return { id, label: null }; }
}
export function flat(o, p = "") {
  const out = [];
  for (const [k, v] of Object.entries(o)) {
    if (v && typeof v === "object" && !Array.isArray(v)) out.push(...flat(v, p + k + "."));
    else out.push([p + k, Array.isArray(v) ? JSON.stringify(v) : v]);
  }
  return out;
}
