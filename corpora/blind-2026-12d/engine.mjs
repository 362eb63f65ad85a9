// Seeded RNG, per-call noise, output helpers and the transcript builder for blind-2026-12d.
// Everything random goes through one mulberry32 stream per run, so `node gen.mjs` is byte-for-byte reproducible.

export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      const a2 = arr.slice();
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
    sample: (arr, k) => r.shuffle(arr).slice(0, k),
    hex: (k) => Array.from({ length: k }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    alnum: (k) =>
      Array.from({ length: k }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 62)]).join(""),
    lower: (k) => Array.from({ length: k }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 36)]).join(""),
    float: (lo, hi, d = 2) => (lo + next() * (hi - lo)).toFixed(d),
  };
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${"89ab"[r.int(0, 3)]}${r.hex(3)}-${r.hex(12)}`;
  return r;
}

const pad = (n, w = 2) => String(n).padStart(w, "0");
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const fmt = {
  iso: (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z"),
  isoMs: (ms) => new Date(ms).toISOString(),
  rfc1123: (ms) => {
    const d = new Date(ms);
    return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} GMT`;
  },
  hms: (ms) => {
    const d = new Date(ms);
    return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  },
  hmsms: (ms) => {
    const d = new Date(ms);
    return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
  },
  log: (ms) => new Date(ms).toISOString().replace("T", " ").replace("Z", ""),
  date: (ms) => new Date(ms).toISOString().slice(0, 10),
  epoch: (ms) => Math.floor(ms / 1000),
};

/** psql-style table. */
export function table(headers, rows, footer = true) {
  const w = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => ` ${cells.map((c, i) => (typeof c === "number" ? String(c).padStart(w[i]) : String(c).padEnd(w[i]))).join(" | ")}`;
  const out = [line(headers), `-${w.map((x) => "-".repeat(x)).join("-+-")}-`, ...rows.map(line)];
  if (footer) out.push(`(${rows.length} row${rows.length === 1 ? "" : "s"})`);
  return out.join("\n");
}

/** Plain column table as CLIs print it (kubectl, okta-cli...). */
export function cols(headers, rows) {
  const w = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  return [headers, ...rows].map((r) => r.map((c, i) => String(c).padEnd(w[i] + 3)).join("").trimEnd()).join("\n");
}

export const j = (o) => JSON.stringify(o);
export const jp = (o) => JSON.stringify(o, null, 2);

const MODELS = [
  "gpt-4o-2024-08-06",
  "gpt-4.1-mini",
  "gpt-4o-mini",
  "o4-mini",
  "claude-sonnet-4-5",
  "claude-3-5-haiku-20241022",
  "gemini-2.5-pro",
  "gemini-2.5-flash",
  "llama-3.3-70b-instruct",
  "qwen2.5-72b-instruct",
  "mistral-large-2411",
  "deepseek-chat",
];

/** Per-call noise, bound to the run's clock and request-id style. */
export function noise(r, run) {
  const style = run.ridStyle;
  return {
    r,
    now: () => run.t,
    rid: () =>
      style === 0 ? r.uuid() : style === 1 ? `req_${r.alnum(14)}` : style === 2 ? r.hex(16) : style === 3 ? String(r.int(100000000, 999999999)) : `${r.hex(8)}-${r.hex(4)}`,
    uuid: r.uuid,
    hex: r.hex,
    alnum: r.alnum,
    lower: r.lower,
    float: r.float,
    int: r.int,
    pick: r.pick,
    ms: (lo = 40, hi = 900) => r.int(lo, hi),
    iso: () => fmt.iso(run.t),
    isoMs: () => fmt.isoMs(run.t),
    rfc: () => fmt.rfc1123(run.t),
    hms: () => fmt.hms(run.t),
    hmsms: () => fmt.hmsms(run.t),
    log: () => fmt.log(run.t),
    epoch: () => fmt.epoch(run.t),
    epochMs: () => run.t,
    etag: () => `W/"${r.hex(r.pick([8, 16, 27]))}"`,
  };
}

const ID_STYLES = [
  (r) => `call_${r.alnum(24)}`,
  (r) => `toolu_01${r.alnum(22)}`,
  (r) => `fc_${r.hex(24)}`,
  (_r, k) => `call_${k}`,
  (r, k) => `tool_${k}_${r.lower(6)}`,
];

/** Voices for assistant text around tool calls. */
const VOICES = ["silent", "terse", "plain", "chatty", "bullets", "react"];

export class Run {
  constructor(r, kit, task) {
    this.r = r;
    this.kit = kit;
    this.messages = [];
    this.steps = 0;
    this.t = Date.UTC(2026, r.int(0, 10), r.int(1, 27), r.int(6, 21), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    this.model = r.pick(MODELS);
    this.idStyle = r.int(0, ID_STYLES.length - 1);
    this.ridStyle = r.int(0, 4);
    this.voice = r.pick(VOICES);
    this.useTs = r.chance(0.7);
    this.useUsage = r.chance(0.65);
    this.toolNames = r.chance(0.35);
    this.flagErrors = r.chance(0.55);
    this.assistantName = null;
    this.prompt = r.int(600, 2600);
    this.k = 0;
    this.n = noise(r, this);
    this.push({ role: "system", content: kit.system });
    this.push({ role: "user", content: task });
  }
  push(m) {
    if (this.useTs) m.timestamp = fmt.isoMs(this.t);
    this.messages.push(m);
    return m;
  }
  think() {
    this.t += this.r.int(900, 9000);
  }
  text(thought) {
    if (thought == null) return null;
    const v = this.voice;
    if (v === "silent") return this.r.chance(0.15) ? thought : null;
    if (v === "terse") return thought.split(/[.;:]/)[0].trim() + ".";
    if (v === "chatty") return `${this.r.pick(["Okay — ", "Alright, ", "Right. ", "Got it. ", ""])}${thought}`;
    if (v === "bullets") return `- ${thought.replace(/\. /g, "\n- ")}`;
    if (v === "react") return `Thought: ${thought}`;
    return thought;
  }
  usage(out) {
    if (!this.useUsage) return undefined;
    this.prompt += out + this.r.int(20, 90);
    return { prompt_tokens: this.prompt, completion_tokens: this.r.int(18, 140), total_tokens: undefined };
  }
  assistant(content, extra = {}) {
    this.think();
    const m = { role: "assistant", content };
    if (extra.name ?? this.assistantName) m.name = extra.name ?? this.assistantName;
    m.model = this.model;
    this.steps++;
    return m;
  }
  /** One assistant turn with tool calls; each call {name, args, raw?, out: string|fn(n), error?, dur?}. */
  step(calls, thought, extra = {}) {
    const m = this.assistant(extra.raw ? thought : this.text(thought), extra);
    const tcs = calls.map((c) => {
      this.k++;
      return { id: ID_STYLES[this.idStyle](this.r, this.k), type: "function", function: { name: c.name, arguments: c.raw ?? j(c.args ?? {}) } };
    });
    m.tool_calls = tcs;
    const outs = [];
    let maxDur = 0;
    const t0 = this.t;
    for (const c of calls) {
      const dur = c.dur ?? this.r.int(120, 2400);
      maxDur = Math.max(maxDur, dur);
      this.t = t0 + dur;
      outs.push(typeof c.out === "function" ? c.out(this.n) : c.out);
    }
    this.t = t0;
    const len = outs.reduce((a, s) => a + s.length, 0);
    const u = this.usage(Math.ceil(len / 4));
    if (u) {
      u.total_tokens = u.prompt_tokens + u.completion_tokens;
      m.usage = u;
    }
    this.push(m);
    this.t += maxDur;
    calls.forEach((c, i) => {
      const tm = { role: "tool", tool_call_id: tcs[i].id, content: outs[i] };
      if (this.toolNames) tm.name = c.name;
      if (this.flagErrors && c.error) tm.is_error = true;
      this.push(tm);
    });
    if (extra.after) this.t += extra.after * 1000;
    return this.steps;
  }
  /** A text-only assistant turn. */
  say(text, extra = {}) {
    const m = this.assistant(text, extra);
    const u = this.usage(0);
    if (u) {
      u.completion_tokens = Math.ceil(text.length / 4) + this.r.int(2, 20);
      u.total_tokens = u.prompt_tokens + u.completion_tokens;
      m.usage = u;
    }
    this.push(m);
    this.prompt += Math.ceil(text.length / 4);
    return this.steps;
  }
  user(content, name) {
    this.t += this.r.int(4000, 60000);
    const m = { role: "user", content };
    if (name) m.name = name;
    this.push(m);
    this.prompt += Math.ceil(content.length / 4);
  }
  /** Another agent speaking as an assistant-role message (team logs, CrewAI/AutoGen group chat). */
  other(name, content) {
    const m = this.assistant(content, { name });
    this.push(m);
    this.prompt += Math.ceil(content.length / 4);
    return this.steps;
  }
  wait(s) {
    this.t += s * 1000;
  }
}

/** Short stable content hash (FNV-1a), for revisions and commit ids that change only when the text does. */
export function hash7(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16).padStart(8, "0").slice(0, 7);
}
