// Shared machinery for blind-2026-12al: a seeded generator, a run builder, call-id styles and protocol envelopes.
// Everything random flows from one seed per run, so `node gen.mjs --check` can rebuild the files byte for byte.

export function rngFrom(seedText) {
  let h = 2166136261 >>> 0;
  for (const ch of seedText) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; }
  let a = h || 0x9e3779b9;
  const next = () => { // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    chars: (n, alphabet) => { let s = ""; for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)]; return s; },
    shuffle: (xs) => { const a2 = xs.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; },
  };
  r.hex = (n) => r.chars(n, "0123456789abcdef");
  r.alnum = (n) => r.chars(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
  r.b36 = (n) => r.chars(n, "0123456789abcdefghijklmnopqrstuvwxyz");
  r.b64 = (n) => r.chars(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
  r.ulid = () => "01J" + r.chars(23, "0123456789ABCDEFGHJKMNPQRSTVWXYZ");
  return r;
}

// Tool-call id styles, one per domain.
export const CALL_IDS = {
  openai: (r) => "call_" + r.alnum(24),
  anthropic: (r) => "toolu_01" + r.alnum(22),
  gemini: (r) => "fc_" + r.hex(16),
  mistral: (r) => r.alnum(9),
  seq: (r, n) => `tc-${String(n).padStart(3, "0")}`,
  uuid: (r) => r.uuid(),
  ulid: (r) => r.ulid(),
  bedrock: (r) => "tooluse_" + r.b64(22),
  hash: (r) => "a2a." + r.hex(12),
  digits: (r) => "call_" + r.chars(8, "0123456789"),
};

const pad2 = (n) => String(n).padStart(2, "0");

export function isoAt(ms, offMin) {
  const d = new Date(ms + offMin * 60000);
  const sign = offMin >= 0 ? "+" : "-";
  const o = Math.abs(offMin);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}${sign}${pad2(Math.floor(o / 60))}:${pad2(o % 60)}`;
}
export const dayAt = (ms, offMin) => isoAt(ms, offMin).slice(0, 10);
export const addDays = (ymd, n) => { const d = new Date(ymd + "T00:00:00Z"); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); };

export function money(n, cur) {
  const dec = ["IDR", "XAF", "RUB"].includes(cur) ? 0 : 2;
  const s = n.toFixed(dec);
  const [i, f] = s.split(".");
  return i.replace(/\B(?=(\d{3})+(?!\d))/g, cur === "IDR" ? "." : ",") + (f ? (cur === "IDR" ? "," : ".") + f : "");
}

// One run under construction.
export class Run {
  constructor(id, dom, r) {
    this.id = id; this.dom = dom; this.r = r; this.messages = [];
    this.nA = 0; this.loopFrom = null; this.loopFromMsg = null; this.seq = 0;
    this.off = dom.tz;
    this.t = Date.UTC(2026, 11, r.int(1, 12), r.int(4, 15), r.int(0, 59), r.int(0, 59));
    this.conv = dom.convId(r);
    this.rl = r.int(60, 300); // rate-limit budget left on the peer gateway
    this.model = r.pick(dom.models);
  }
  tick(lo = 3, hi = 40) { this.t += this.r.int(lo, hi) * 1000; }
  now() { return isoAt(this.t, this.off); }
  stamp(m) { if (this.dom.stamp) m.timestamp = this.now(); return m; }
  sys(content) { this.messages.push({ role: "system", content }); }
  user(content, name) { this.tick(5, 90); const m = { role: "user" }; if (name) m.name = name; m.content = content; this.messages.push(this.stamp(m)); }
  peer(name, content) { this.tick(8, 140); this.messages.push(this.stamp({ role: "user", name, content: typeof content === "function" ? content() : content })); }
  mark() { this.loopFrom = this.nA; this.loopFromMsg = this.messages.length; }
  _assistant(content, calls) {
    this.tick(2, 14);
    const m = { role: "assistant", content: content ?? null, model: this.model };
    if (calls) m.tool_calls = calls;
    this.messages.push(this.stamp(m));
    this.nA++;
  }
  say(text) { this._assistant(text, null); }
  call(name, args, result, opt = {}) {
    this.seq++;
    const id = CALL_IDS[this.dom.idStyle](this.r, this.seq);
    this._assistant(opt.text ?? null, [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }]);
    this.tick(opt.lo ?? 1, opt.hi ?? 6);
    const tm = { role: "tool", tool_call_id: id, content: typeof result === "function" ? result() : result };
    if (opt.err) tm.is_error = true;
    this.messages.push(this.stamp(tm));
  }
  final(text) { this._assistant(text, null); }
  wait(lo, hi) { this.t += this.r.int(lo, hi) * 1000; }
  // fresh protocol noise for one message on the wire
  noise() {
    const r = this.r;
    this.rl = Math.max(3, this.rl - r.int(1, 4));
    return {
      msg_id: this.dom.msgId(r), nonce: r.b64(16), sig: "ed25519:" + r.b64(43),
      ts: this.now(), expires_at: isoAt(this.t + r.pick([300, 600, 900, 1800]) * 1000, this.off),
      rl_left: this.rl, rl_reset: r.int(4, 59), req: r.hex(16), ms: r.int(38, 1900),
    };
  }
}

// Print a wire envelope (the protocol frame around a body) in one of several styles.
export function frame(style, run, n, head, body) {
  const e = { ...head };
  const core = { message_id: n.msg_id, conversation_id: run.conv, nonce: n.nonce, sent_at: n.ts, expires_at: n.expires_at, ...e, body };
  switch (style) {
    case "jsonrpc":
      return JSON.stringify({ jsonrpc: "2.0", id: n.req.slice(0, 8), result: { envelope: core, signature: n.sig, gateway: { rate_limit_remaining: n.rl_left, reset_s: n.rl_reset, latency_ms: n.ms } } });
    case "http":
      return `HTTP/1.1 200 OK\ndate: ${n.ts}\ncontent-type: application/a2a+json\nx-request-id: ${n.req}\nx-ratelimit-remaining: ${n.rl_left}\nx-ratelimit-reset: ${n.rl_reset}\nx-a2a-signature: ${n.sig}\nserver-timing: upstream;dur=${n.ms}\n\n` + JSON.stringify(core);
    case "yaml": return toYaml({ envelope: { ...core, body: undefined }, signature: n.sig, rate_limit: `${n.rl_left} left, reset ${n.rl_reset}s`, body });
    case "kv": {
      const lines = [`ok=true msg=${n.msg_id} conv=${run.conv} nonce=${n.nonce} ts=${n.ts} exp=${n.expires_at} rl=${n.rl_left}/${n.rl_reset}s t=${n.ms}ms`];
      for (const [k, v] of Object.entries(e)) lines.push(`${k}=${typeof v === "object" ? JSON.stringify(v) : v}`);
      lines.push("--- body", typeof body === "string" ? body : JSON.stringify(body, null, 1));
      lines.push(`--- sig ${n.sig}`);
      return lines.join("\n");
    }
    case "pretty": return JSON.stringify({ ...core, signature: n.sig, x_rate_limit: { remaining: n.rl_left, reset_s: n.rl_reset } }, null, 2);
    default: return JSON.stringify({ ...core, signature: n.sig, rl: n.rl_left, took_ms: n.ms });
  }
}

export function toYaml(o, ind = "") {
  const out = [];
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined) continue;
    if (v && typeof v === "object" && !Array.isArray(v)) { out.push(`${ind}${k}:`); out.push(toYaml(v, ind + "  ")); }
    else if (Array.isArray(v)) {
      out.push(`${ind}${k}:`);
      for (const x of v) out.push(typeof x === "object" ? `${ind}  - ` + toYaml(x, ind + "    ").trimStart() : `${ind}  - ${x}`);
    } else out.push(`${ind}${k}: ${typeof v === "string" && /[:#]/.test(v) ? JSON.stringify(v) : v}`);
  }
  return out.join("\n");
}

// Plain tool answer (not a peer message): same noise, a lighter frame.
export function toolOut(style, run, body, extra = {}) {
  const n = run.noise();
  const meta = { request_id: n.req, at: n.ts, latency_ms: n.ms, ...extra };
  switch (style) {
    case "http": return `HTTP/1.1 200 OK\ndate: ${n.ts}\nx-request-id: ${n.req}\nx-ratelimit-remaining: ${n.rl_left}\n\n` + JSON.stringify(body);
    case "yaml": return toYaml({ ...body, _meta: meta });
    case "kv": return `ok=true req=${n.req} ts=${n.ts} t=${n.ms}ms\n` + Object.entries(body).map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : v}`).join("\n");
    case "pretty": return JSON.stringify({ ...body, _meta: meta }, null, 2);
    case "jsonrpc": return JSON.stringify({ jsonrpc: "2.0", id: n.req.slice(0, 8), result: body, meta });
    default: return JSON.stringify({ ...body, meta });
  }
}

export function errOut(style, run, status, code, message, extra = {}) {
  const n = run.noise();
  const body = { error: { code, message, ...extra }, request_id: n.req, at: n.ts };
  if (style === "http") return `HTTP/1.1 ${status} ${status === 402 ? "Payment Required" : status === 422 ? "Unprocessable Entity" : status === 429 ? "Too Many Requests" : "Error"}\ndate: ${n.ts}\nx-request-id: ${n.req}\n\n` + JSON.stringify(body.error);
  if (style === "kv") return `ok=false status=${status} code=${code} req=${n.req} ts=${n.ts}\nmessage=${message}` + Object.entries(extra).map(([k, v]) => `\n${k}=${typeof v === "object" ? JSON.stringify(v) : v}`).join("");
  if (style === "yaml") return toYaml({ status, ...body });
  if (style === "jsonrpc") return JSON.stringify({ jsonrpc: "2.0", id: n.req.slice(0, 8), error: { code: -32000 - (status % 100), message: code, data: { message, ...extra, at: n.ts } } });
  return JSON.stringify({ status, ...body }, null, style === "pretty" ? 2 : 0);
}
