// Shared machinery for blind-2026-12ak: a seeded random source, id styles, response envelopes and the run builder.
// Nothing here knows about loops; the shape files decide what a run does.

export function fnv(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export class Rand {
  constructor(seed) {
    this.s = (typeof seed === "string" ? fnv(seed) : seed) >>> 0 || 1;
  }
  next() {
    // mulberry32
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(a, b) {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  pick(arr) {
    return arr[Math.floor(this.next() * arr.length)];
  }
  chance(p) {
    return this.next() < p;
  }
  chars(n, set) {
    let s = "";
    for (let i = 0; i < n; i++) s += set[Math.floor(this.next() * set.length)];
    return s;
  }
  hex(n) {
    return this.chars(n, "0123456789abcdef");
  }
  alnum(n) {
    return this.chars(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
  }
  lower(n) {
    return this.chars(n, "abcdefghijklmnopqrstuvwxyz0123456789");
  }
  uuid() {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(["8", "9", "a", "b"])}${this.hex(3)}-${this.hex(12)}`;
  }
  shuffle(arr) {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  // a few distinct items, order kept random
  some(arr, n) {
    return this.shuffle(arr).slice(0, Math.min(n, arr.length));
  }
}

// Tool-call id styles, one per domain.
export const ID_STYLES = {
  openai: (r) => `call_${r.alnum(24)}`,
  anthropic: (r) => `toolu_01${r.alnum(22)}`,
  mistral: (r) => r.alnum(9),
  vllm: (r) => `chatcmpl-tool-${r.hex(32)}`,
  gemini: (r) => `fc-${r.uuid()}`,
  lc: (r) => `tool_${r.lower(8)}_${r.int(100, 999)}`,
  groq: (r) => `call_${r.lower(4)}`,
  bedrock: (r) => `tooluse_${r.alnum(22)}`,
  cohere: (r) => `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`,
  deepseek: (r) => `call_0_${r.uuid()}`,
};

export const J = (o) => JSON.stringify(o);
export const JP = (o) => JSON.stringify(o, null, 2);

// Volatile envelope pieces that change on every call.
export function volatile(r, kit) {
  kit._rl = kit._rl == null || kit._rl < 8 ? r.int(180, 600) : kit._rl - r.int(1, 3);
  return {
    request_id: kit.reqId ? kit.reqId(r) : r.uuid(),
    took_ms: r.int(38, 1900),
    etag: `W/"${r.hex(16)}"`,
    ratelimit_remaining: kit._rl,
    date: null,
  };
}

// Envelope styles for API answers. `body` is an object; the envelope adds the noise a real client prints.
export function envelope(style, r, kit, body, extra = {}) {
  const v = volatile(r, kit);
  if (style === "http") {
    const status = extra.status ?? "200 OK";
    const head = [
      `HTTP/1.1 ${status}`,
      `content-type: application/json; charset=utf-8`,
      `x-request-id: ${v.request_id}`,
      `etag: ${v.etag}`,
      `x-ratelimit-remaining: ${v.ratelimit_remaining}`,
      `server-timing: app;dur=${v.took_ms}`,
    ];
    if (extra.retryAfter) head.push(`retry-after: ${extra.retryAfter}`);
    return `${head.join("\n")}\n\n${J(body)}`;
  }
  if (style === "meta") {
    return JP({ meta: { request_id: v.request_id, elapsed_ms: v.took_ms, ...extra.meta }, ...body });
  }
  if (style === "requests") {
    // what a python `print(resp.status_code, dict(resp.headers)); print(resp.json())` shows
    const st = (extra.status ?? "200 OK").split(" ")[0];
    const h = {
      Date: extra.date ?? "Tue, 09 Dec 2026 10:14:07 GMT",
      "X-Request-Id": v.request_id,
      "X-RateLimit-Remaining": String(v.ratelimit_remaining),
      ETag: v.etag,
    };
    if (extra.retryAfter) h["Retry-After"] = String(extra.retryAfter);
    return `${st} ${J(h)}\n${J(body)}\nelapsed: ${(v.took_ms / 1000).toFixed(3)}s`;
  }
  // plain: body plus a trailing timing line
  return `${JP(body)}\n-- ${v.took_ms} ms, req ${v.request_id.slice(0, 13)}`;
}

// Python traceback text
export function traceback(file, frames, exc) {
  const lines = ["Traceback (most recent call last):"];
  for (const [path, line, fn, code] of frames) {
    lines.push(`  File "${path}", line ${line}, in ${fn}`);
    lines.push(`    ${code}`);
  }
  lines.push(exc);
  return lines.join("\n");
}

// The run builder. A node's turn is an assistant message (with `name` when the domain logs nodes by name); in
// "handoff" domains only the run's main node is the logged assistant and the other nodes arrive as user messages.
export class Run {
  constructor(kit, r, { month, day, main }) {
    this.kit = kit;
    this.r = r;
    this.m = [];
    this.t = Date.UTC(2026, month, day, r.int(6, 17), r.int(0, 59), r.int(0, 59));
    this.main = main;
    this.asst = 0;
    this.want = false;
    this.loopFrom = null;
    this.loopFromMessage = null;
  }
  tick(a = 2, b = 25) {
    this.t += this.r.int(a, b) * 1000 + this.r.int(0, 999);
  }
  push(msg, a, b) {
    if (this.kit.timestamps) {
      this.tick(a, b);
      msg.timestamp = new Date(this.t).toISOString();
    }
    this.m.push(msg);
    return msg;
  }
  system(text) {
    this.push({ role: "system", content: text }, 0, 1);
  }
  staff(pair) {
    this.push({ role: "user", content: `${pair[0]}\n${pair[1]}` }, 20, 200);
  }
  user(text) {
    this.push({ role: "user", content: text });
  }
  logged(node) {
    return this.kit.nodeStyle === "named" || node === this.main;
  }
  model(node) {
    return (this.kit.nodeModels && this.kit.nodeModels[node]) || this.kit.model;
  }
  asstMsg(node, content, toolCalls) {
    const msg = { role: "assistant", content };
    if (this.kit.nodeStyle === "named") msg.name = node;
    msg.model = this.model(node);
    if (toolCalls) msg.tool_calls = toolCalls;
    if (this.want) {
      this.loopFrom = this.asst;
      this.loopFromMessage = this.m.length;
      this.want = false;
    }
    this.asst++;
    return this.push(msg, 2, 14);
  }
  // mark: the next assistant message is where the loop starts
  mark() {
    this.want = true;
  }
  // a node speaks without a tool
  say(node, text) {
    if (this.logged(node)) this.asstMsg(node, text);
    else this.push({ role: "user", name: node, content: text }, 3, 40);
  }
  // a node makes one tool call; for unlogged nodes the hand-off carries the text and a digest of the result
  act(node, text, tool, args, result, opts = {}) {
    if (!this.logged(node)) {
      const digest = opts.digest ?? result.split("\n").slice(0, 6).join("\n");
      this.push({ role: "user", name: node, content: `${text ?? `[${tool}]`}\n\n${digest}` }, 5, 60);
      return;
    }
    const id = ID_STYLES[this.kit.idStyle](this.r);
    const argStr = J(args);
    this.asstMsg(node, text ?? null, [{ id, type: "function", function: { name: tool, arguments: argStr } }]);
    const tm = { role: "tool", tool_call_id: id, content: result };
    if (this.kit.toolNames) tm.name = tool;
    if (opts.err) tm.is_error = true;
    this.push(tm, opts.slow ? 20 : 1, opts.slow ? 240 : 9);
  }
  final(node, text) {
    if (this.logged(node)) this.asstMsg(node, text);
    else {
      this.push({ role: "user", name: node, content: text });
      this.asstMsg(this.main, this.kit.closeLine ?? "Passing the result on to staff.");
    }
  }
  steps() {
    return this.m.filter((m) => m.role === "assistant").length;
  }
}

// Small text helpers
export const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
export function seq(n, f) {
  return Array.from({ length: n }, (_, i) => f(i));
}
