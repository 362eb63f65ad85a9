// Shared helpers for blind-2026-12ap: seeded randomness, churn values (timings, ids, temp names), and the builder that
// turns a list of steps into an OpenAI-style chat transcript in the shape `replay` reads.

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
    f: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    num: (lo, hi, d = 2) => (lo + next() * (hi - lo)).toFixed(d),
    hex: (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(next() * 16)]).join(""),
    b36: (n) => Array.from({ length: n }, () => "0123456789abcdefghijklmnopqrstuvwxyz"[Math.floor(next() * 36)]).join(""),
    alnum: (n) => Array.from({ length: n }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 62)]).join(""),
    shuffle: (xs) => {
      const a2 = xs.slice();
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
  };
  r.uuid = () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`;
  r.ms = (lo = 40, hi = 900) => r.int(lo, hi);
  r.secs = (lo = 0.05, hi = 9) => r.num(lo, hi, 2);
  r.tmp = (pre = "tmp", ext = "") => `/tmp/${pre}${r.alnum(8).toLowerCase()}${ext}`;
  r.job = (pre = "job") => `${pre}-${r.b36(6)}`;
  r.pid = () => r.int(2100, 64000);
  return r;
}

export const hashSeed = (s) => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
};

const idMakers = {
  call24: (r) => "call_" + r.alnum(24),
  toolu: (r) => "toolu_01" + r.alnum(22),
  fc16: (r) => "fc_" + r.hex(16),
  mistral9: (r) => r.alnum(9),
  chatcmpl: (r) => "chatcmpl-tool-" + r.hex(32),
  uuid: (r) => r.uuid(),
  call0uuid: (r) => "call_0_" + r.uuid(),
  adk: (r) => "adk-" + r.uuid(),
};

// style: { ids, models[], nullContent, timestamps, toolName, usage, agents (default assistant name), startHour }
// steps: {calls:[{name,args,out,err}], text, agent, mark} | {user, name} | {say, agent, mark}
export function build(r, style, { system, opening, steps, final, finalAgent }) {
  const msgs = [];
  const model = r.pick(style.models);
  let t = Date.UTC(2026, r.int(8, 11), r.int(1, 28), style.startHour ?? r.int(6, 17), r.int(0, 59), r.int(0, 59));
  const stamp = (m, dt) => {
    t += dt;
    if (style.timestamps) m.timestamp = new Date(t).toISOString().replace(/\.\d+Z$/, `.${String(r.int(0, 999)).padStart(3, "0")}Z`);
    return m;
  };
  let ptoks = r.int(900, 2400);
  const asst = (content, agent, extra = {}) => {
    const m = { role: "assistant", content };
    if (agent ?? style.agent) m.name = agent ?? style.agent;
    Object.assign(m, extra);
    m.model = model;
    if (style.usage) {
      ptoks += r.int(120, 900);
      m.usage = { prompt_tokens: ptoks, completion_tokens: r.int(14, 240) };
    }
    return m;
  };
  msgs.push({ role: "system", content: system });
  for (const o of opening) msgs.push(stamp({ role: "user", content: o.text ?? o, ...(o.name ? { name: o.name } : {}) }, 1000));
  let ai = 0;
  let markAi = null;
  let markMsg = null;
  for (const s of steps) {
    if (s.user !== undefined) {
      msgs.push(stamp({ role: "user", content: s.user, ...(s.name ? { name: s.name } : {}) }, r.int(30, 900) * 1000));
      continue;
    }
    if (s.mark) {
      markAi = ai;
      markMsg = msgs.length;
    }
    if (s.say !== undefined) {
      msgs.push(stamp(asst(s.say, s.agent), r.int(2, 20) * 1000));
      ai++;
      continue;
    }
    const calls = s.calls.map((c) => ({ id: idMakers[style.ids](r), type: "function", function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    const text = s.text ?? (style.nullContent ? null : "");
    msgs.push(stamp(asst(text, s.agent, { tool_calls: calls }), r.int(2, 25) * 1000));
    ai++;
    s.calls.forEach((c, i) => {
      const tm = { role: "tool", tool_call_id: calls[i].id, content: c.out };
      if (style.toolName) tm.name = c.name;
      if (c.err) tm.is_error = true;
      msgs.push(stamp(tm, (c.wait ?? r.int(1, 40)) * 1000 + r.int(0, 999)));
    });
  }
  if (final !== undefined && final !== null) {
    msgs.push(stamp(asst(final, finalAgent), r.int(3, 30) * 1000));
    ai++;
  }
  return { messages: msgs, steps: ai, loop_from: markAi, loop_from_message: markMsg };
}

// Pads a right-aligned table row.
export const pad = (s, n) => String(s).padStart(n);
export const padr = (s, n) => String(s).padEnd(n);
export const fmtTime = (r) => `${r.int(0, 1)}:${String(r.int(0, 59)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}`;
