// The transcript builder: clock, call ids, voices, content parts, code-agent and MCP renderings of a kit's calls.
import { Noise } from "./noise.mjs";

const MODELS = ["gpt-4.1-2025-04-14", "gpt-4o-2024-11-20", "claude-sonnet-4-5-20250929", "claude-3-7-sonnet-20250219", "gemini-2.5-pro", "gemini-2.5-flash", "Qwen/Qwen2.5-Coder-32B-Instruct", "deepseek-ai/DeepSeek-V3", "o4-mini-2025-04-16", "mistral-large-2411", "meta-llama/Llama-3.3-70B-Instruct", "gpt-4.1-mini-2025-04-14"];
const pyLit = (v) => v === true ? "True" : v === false ? "False" : v === null ? "None" : Array.isArray(v) ? `[${v.map(pyLit).join(", ")}]` : typeof v === "object" ? `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${pyLit(x)}`).join(", ")}}` : typeof v === "string" ? (v.includes("\n") ? `"""${v.replace(/\\/g, "\\\\")}"""` : JSON.stringify(v)) : String(v);

/** pandas-style DataFrame repr of rows. */
export function dfRepr(cols, rows, start = 0) {
  if (!rows.length) return `Empty DataFrame\nColumns: [${cols.join(", ")}]\nIndex: []`;
  const idx = rows.map((_, i) => String(start + i));
  const iw = Math.max(...idx.map((s) => s.length));
  const w = cols.map((c, j) => Math.max(c.length, ...rows.map((r) => String(r[j]).length)));
  const head = " ".repeat(iw) + cols.map((c, j) => "  " + c.padStart(w[j])).join("");
  return [head, ...rows.map((r, i) => idx[i].padEnd(iw) + r.map((x, j) => "  " + String(x).padStart(w[j])).join(""))].join("\n") + (rows.length > 4 ? `\n\n[${rows.length} rows x ${cols.length} columns]` : "");
}

export class Run {
  constructor(kit, seed, opt = {}) {
    this.kit = kit;
    this.N = new Noise(seed, Date.UTC(2026, 11, opt.day ?? 5, 7 + (seed % 11), seed % 60, (seed * 7) % 60) + (seed % 1000));
    const N = this.N;
    this.msgs = []; this.steps = 0; this.callN = 0;
    this.code = !!opt.code; this.mcp = !this.code && !!opt.mcp;
    this.model = opt.model ?? N.pick(MODELS);
    this.idStyle = N.ri(0, 4);
    this.ts = opt.ts ?? N.chance(0.55); this.tsStyle = N.pick(["iso", "iso", "ms"]);
    this.usage = N.chance(0.6); this.ptok = N.ri(900, 3200);
    this.parts = N.chance(0.22); this.userParts = N.chance(0.3);
    this.toolName = N.chance(0.35); this.isErr = N.chance(0.6);
    this.voice = opt.voice ?? (this.code ? N.pick(["smol", "smol", "oh", "plain"]) : N.pick(["silent", "terse", "react", "narr", "narr"]));
    this.codeTool = N.pick(["python", "execute_code", "python_interpreter", "run_ipython"]);
    this.codeWrap = N.pick(["smol", "oh", "json", "plain"]);
    this.agentName = opt.agentName ?? null;
    this.pyVar = N.pick(["res", "r", "out", "resp", "result"]);
    this.pyPreDone = false; this.cell = N.ri(1, 9);
    this.ents = []; this.entI = 0;
  }
  stamp(m) {
    if (this.ts) m.timestamp = this.tsStyle === "ms" ? this.N.epochMs() : this.N.iso();
    return m;
  }
  ent() {
    const e = this.kit.ent(this.N, this.entI++);
    this.ents.push(e);
    return e;
  }
  cid() {
    const N = this.N; this.callN++;
    return [() => `call_${N.b64(24).replace(/[+/]/g, "x")}`, () => `toolu_01${N.b64(22).replace(/[+/]/g, "Q")}`, () => `call_${this.callN}`, () => `${N.hex(9)}`, () => `fc_${N.hex(24)}`][this.idStyle]();
  }
  content(text) {
    if (text == null) return null;
    return this.parts ? [{ type: "text", text }] : text;
  }
  system(text) { this.msgs.push({ role: "system", content: text }); }
  user(text, name) {
    this.N.tick(this.N.ri(20, 400) * 1000);
    const m = { role: "user", content: this.userParts && !name ? [{ type: "text", text }] : text };
    if (name) m.name = name;
    this.msgs.push(this.stamp(m));
  }
  asst(text, calls, name) {
    this.N.tick(this.N.ri(1500, 14000));
    const m = { role: "assistant", content: this.content(text) };
    if (name ?? this.agentName) m.name = name ?? this.agentName;
    m.model = this.model;
    if (this.usage) { this.ptok += this.N.ri(180, 1400); m.usage = { prompt_tokens: this.ptok, completion_tokens: this.N.ri(18, 420) }; }
    if (calls?.length) m.tool_calls = calls;
    this.msgs.push(this.stamp(m));
    this.steps++;
    return this.steps;
  }
  /** One assistant step: text plus calls; each element is a thunk returning a kit call (rendered now). */
  step(text, thunks = [], opt = {}) {
    const made = [];
    const tcs = [];
    if (this.code && thunks.length > 1 && !opt.code) {
      const cs = thunks.map((th) => { this.N.tick(this.N.ri(50, 600)); return typeof th === "function" ? th() : th; });
      thunks = [() => ({ multi: cs, name: "multi", args: {}, out: "" })];
    }
    for (const th of thunks) {
      this.N.tick(this.N.ri(50, 600));
      const c = typeof th === "function" ? th() : th;
      const id = this.cid();
      const r = this.render(c, opt);
      tcs.push({ id, type: "function", function: { name: r.name, arguments: JSON.stringify(r.args) } });
      made.push({ id, r, c });
    }
    const n = this.asst(this.voiceText(text, made), tcs, opt.name);
    for (const { id, r, c } of made) {
      this.N.tick(c.sleep ? c.sleep * 1000 : this.N.ri(100, 2500));
      const m = { role: "tool", tool_call_id: id, content: r.out };
      if (this.toolName) m.name = r.name;
      if (r.err && this.isErr) m.is_error = true;
      this.msgs.push(this.stamp(m));
    }
    return n;
  }
  say(text, name) { return this.asst(text, null, name); }
  voiceText(text, made) {
    if (text === undefined || text === null) return null;
    const N = this.N;
    if (this.code) {
      if (this.voice === "smol") return `Thought: ${text}`;
      if (this.voice === "oh") return text;
      return N.chance(0.3) ? null : text;
    }
    switch (this.voice) {
      case "silent": return N.chance(0.8) ? null : text;
      case "terse": return text.split(/(?<=[.!?])\s/)[0];
      case "react": return `Thought: ${text}`;
      default: return text;
    }
  }
  // ---- renderings
  render(c, opt) {
    if (this.code && !c.raw) return this.renderCode(c, opt);
    if (this.mcp && !c.raw && c.name !== "sleep" && c.name !== "transfer_to_agent") {
      if (c.name.includes("__")) return c;
      if (c.out.startsWith('{"content":')) return { ...c, name: `${this.kit.mcp}__${c.name}` };
      let sc;
      try { const p = JSON.parse(c.out); if (p && typeof p === "object" && !Array.isArray(p) && !p.content) sc = p; } catch {}
      const body = { content: [{ type: "text", text: c.out }] };
      if (sc && this.N.chance(0.5)) body.structuredContent = sc;
      if (c.err) body.isError = true;
      return { name: `${this.kit.mcp}__${c.name}`, args: c.args, out: JSON.stringify(body), err: c.err };
    }
    return c;
  }
  pyCall(c) {
    const fn = c.name === "sleep" ? "time.sleep" : (this.kit.py.map[c.name] ?? `client.${c.name}`);
    if (c.name === "sleep") return `time.sleep(${c.args.seconds})`;
    return `${fn}(${Object.entries(c.args).map(([k, v]) => `${k}=${pyLit(v)}`).join(", ")})`;
  }
  /** Code for one call; tweak = {comment, var, print, pre} lets loops change code trivially. */
  codeFor(cs, tweak = {}) {
    const lines = [];
    if (tweak.comment) lines.push(`# ${tweak.comment}`);
    if (!this.pyPreDone || tweak.pre) { lines.push(...this.kit.py.pre.split("\n")); this.pyPreDone = true; }
    if (cs.some((c) => c.name === "sleep") && !this.timeDone) { lines.push("import time"); this.timeDone = true; }
    if (cs.some((c) => c.rows) && !this.pdDone && !/pandas/.test(this.kit.py.pre)) { lines.push("import pandas as pd"); this.pdDone = true; }
    const v = tweak.var ?? this.pyVar;
    for (const c of cs) {
      if (c.name === "sleep") { lines.push(this.pyCall(c)); continue; }
      if (c.rows) { lines.push(`${v} = ${this.pyCall(c)}`, `df = pd.DataFrame(${v}${c.rowsKey ?? ""})`, tweak.print ?? "print(df)"); continue; }
      lines.push(`${v} = ${this.pyCall(c)}`, (tweak.print ?? "print({v})").replace("{v}", v));
    }
    return lines.join("\n");
  }
  renderCode(c, opt) {
    const cs = c.multi ?? [c];
    const code = opt.code ?? this.codeFor(cs, opt.tweak);
    let out = cs.map((x) => x.rows ? dfRepr(this.kit.page.cols, x.rows, x.rowStart ?? 0) : x.name === "sleep" ? "" : x.out).filter((s) => s !== "").join("\n");
    const bad = cs.find((x) => x.pyExc);
    if (opt.stdout != null) out = opt.stdout;
    let err = false, tb = "";
    if (bad) {
      err = true;
      const [cls, msg] = bad.pyExc;
      const mod = cls.split(".")[0];
      tb = `Traceback (most recent call last):\n  File "<${this.codeWrap === "oh" ? "ipython-input-" + this.cell + "-" + this.N.hex(12) : "string"}>", line ${code.split("\n").length - 1}, in <module>\n  File "/usr/local/lib/python3.11/site-packages/${mod}/_http.py", line ${this.N.ri(100, 400)}, in request\n    raise ${cls.split(".").pop()}.from_response(resp)\n${cls}: ${msg}`;
      out = "";
    }
    if (opt.traceback) { err = true; tb = opt.traceback; out = opt.stdoutBefore ?? ""; }
    this.cell++;
    const N = this.N;
    let text;
    if (this.codeWrap === "smol") text = err ? `${out ? `Execution logs:\n${out}\n` : ""}Code execution failed at line '${code.split("\n").pop()}' due to: ${tb.split("\n").pop()}` : `Execution logs:\n${out}\nLast output from code snippet:\nNone`;
    else if (this.codeWrap === "oh") text = `${err ? (out ? out + "\n" : "") + "---------------------------------------------------------------------------\n" + tb : out}\n[Jupyter current working directory: /workspace]\n[Jupyter Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]`;
    else if (this.codeWrap === "json") text = JSON.stringify({ stdout: out, stderr: err ? tb : "", exit_code: err ? 1 : 0, duration_ms: N.ri(40, 4000), sandbox: `sbx-${N.hex(8)}` });
    else text = `[stdout]\n${out}${err ? `\n[stderr]\n${tb}` : ""}\n[exit code ${err ? 1 : 0}; ${N.secs(0.1, 6)}s]`;
    return { name: this.codeTool, args: { code }, out: text, err };
  }
  final(text, name) { return this.asst(text, null, name); }
  sleep(s) { this.sleepFmt ??= this.N.ri(0, 2); return { name: "sleep", args: { seconds: s }, sleep: s, out: [`slept ${s}s`, `{"slept_seconds": ${s}}`, `Waited ${s} seconds.`][this.sleepFmt], raw: false }; }
  handoff(to, msg) { return { name: "transfer_to_agent", args: { agent_name: to, message: msg }, raw: true, out: JSON.stringify({ assistant: to, status: "transferred", handoff_id: this.N.hex(8) }) }; }
}
