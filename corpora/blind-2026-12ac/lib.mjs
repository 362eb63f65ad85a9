// Seeded helpers and the run builder: abstract moves (view, edit, sh, grep, plan, search, fetch) rendered in the
// tool dialect of one agent family (SWE-agent, OpenHands, Claude-Code-like, Codex-like, mini-swe-agent, notebook,
// browsing research agents).
export function rng(seed) {
  let a = seed >>> 0;
  const f = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  f.hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(f() * 16)]).join("");
  f.alnum = (n) => Array.from({ length: n }, () => "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"[Math.floor(f() * 58)]).join("");
  f.shuffle = (xs) => { const a2 = xs.slice(); for (let i = a2.length - 1; i > 0; i--) { const j = Math.floor(f() * (i + 1)); [a2[i], a2[j]] = [a2[j], a2[i]]; } return a2; };
  f.secs = (lo, hi, d = 2) => (lo + f() * (hi - lo)).toFixed(d);
  return f;
}

const catN = (lines, a, b, arrow) => {
  const out = [];
  for (let i = a; i <= Math.min(b, lines.length); i++) {
    const n = String(i);
    out.push(arrow ? `${n.padStart(6)}→${lines[i - 1]}` : `${n.padStart(6)}\t${lines[i - 1]}`);
  }
  return out.join("\n");
};

/** Builds one run; the style decides tool names, argument shapes and how answers are wrapped. */
export class Run {
  constructor(P, r, id) {
    this.P = P; this.r = r; this.id = id; this.msgs = []; this.asst = 0; this.mark = null; this.cellNo = r.int(3, 9);
    this.model = r.pick(P.models);
  }
  sys(text) { this.msgs.push({ role: "system", content: text }); }
  user(text, name) { const m = { role: "user", content: text }; if (name) m.name = name; this.msgs.push(m); }
  markHere() { if (this.mark == null) this.mark = { a: this.asst, m: this.msgs.length }; }
  callId() {
    const s = this.P.style, r = this.r;
    if (s === "claude") return `toolu_01${r.alnum(22)}`;
    if (s === "codex") return `call_${r.alnum(24)}`;
    if (s === "swe" || s === "mini") return `call_${r.hex(24)}`;
    return `toolu_${r.hex(8)}-${r.hex(4)}`;
  }
  // one assistant turn with one tool call and its answer
  step(thought, name, args, out) {
    const id = this.callId();
    this.msgs.push({ role: "assistant", content: thought ?? null, model: this.model,
      tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
    this.msgs.push({ role: "tool", tool_call_id: id, content: out });
    this.asst++;
  }
  say(text, name) { const m = { role: "assistant", content: text, model: this.model }; if (name) m.name = name; this.msgs.push(m); this.asst++; }
  final(text) { this.say(text); }

  path(p) { return `${this.P.root}/${p}`; }
  // --- abstract moves ---
  view(t, file, lines, a, b) {
    const s = this.P.style, P = this.P;
    b = Math.min(b, lines.length);
    if (s === "swe" || s === "openhands" || s === "notebook")
      return this.step(t, s === "notebook" ? "read_file" : "str_replace_editor",
        s === "notebook" ? { path: this.path(file), start_line: a, end_line: b } : { command: "view", path: this.path(file), view_range: [a, b] },
        s === "notebook" ? catN(lines, a, b) : `Here's the result of running \`cat -n\` on ${this.path(file)}:\n${catN(lines, a, b)}`);
    if (s === "claude") return this.step(t, "Read", { file_path: this.path(file), offset: a, limit: b - a + 1 }, catN(lines, a, b, true));
    const cmd = s === "codex" ? `nl -ba ${file} | sed -n '${a},${b}p'` : `nl -ba ${file} | sed -n '${a},${b}p'`;
    return this.sh(t, cmd, catN(lines, a, b), 0);
  }
  edit(t, file, oldS, newS, ok = true, snippet = null) {
    const s = this.P.style;
    const bad = `No replacement was performed, old_str \`${oldS}\` did not appear verbatim in ${this.path(file)}.`;
    const okOut = (p) => `The file ${p} has been edited. Here's the result of running \`cat -n\` on a snippet of ${p}:\n${snippet ?? ""}\nReview the changes and make sure they are as expected. Edit the file again if necessary.`;
    if (s === "swe" || s === "openhands") return this.step(t, "str_replace_editor", { command: "str_replace", path: this.path(file), old_str: oldS, new_str: newS }, ok ? okOut(this.path(file)) : `ERROR:\n${bad}`);
    if (s === "notebook") return this.step(t, "str_replace", { path: this.path(file), old: oldS, new: newS }, ok ? `Edited ${this.path(file)}: 1 replacement.` : `Error: ${bad}`);
    if (s === "claude") return this.step(t, "Edit", { file_path: this.path(file), old_string: oldS, new_string: newS },
      ok ? `The file ${this.path(file)} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n${(snippet ?? "").replace(/^( *\d+)\t/gm, "$1→")}` : `<tool_use_error>String to replace not found in file.\nString: ${oldS}</tool_use_error>`);
    if (s === "codex") {
      const patch = `*** Begin Patch\n*** Update File: ${file}\n@@\n${oldS.split("\n").map((l) => "-" + l).join("\n")}\n${newS.split("\n").map((l) => "+" + l).join("\n")}\n*** End Patch`;
      return this.step(t, "apply_patch", { input: patch }, ok ? `Success. Updated the following files:\nM ${file}` : `Failed to find expected lines in ${file}:\n${oldS}`);
    }
    // mini: python replace in a heredoc
    const py = `python3 - <<'EOF'\nfrom pathlib import Path\np = Path(${JSON.stringify(file)})\ns = p.read_text()\nold = ${JSON.stringify(oldS)}\nassert old in s, "old text not found"\np.write_text(s.replace(old, ${JSON.stringify(newS)}, 1))\nEOF`;
    return this.sh(t, py, ok ? "" : `Traceback (most recent call last):\n  File "<stdin>", line 5, in <module>\nAssertionError: old text not found`, ok ? 0 : 1);
  }
  sh(t, cmd, out, code = 0, dur = null) {
    const s = this.P.style, r = this.r;
    if (s === "openhands") return this.step(t, "execute_bash", { command: cmd },
      `${out}${out && !out.endsWith("\n") ? "\n" : ""}[The command completed with exit code ${code}.]\n[Current working directory: ${this.P.root}]\n[Python interpreter: /openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python]\n[Command finished with exit code ${code}]`);
    if (s === "swe") return this.step(t, "bash", { command: cmd }, out === "" ? "Your command ran successfully and did not produce any output." : out);
    if (s === "claude") return this.step(t, "Bash", { command: cmd, description: this.P.describe(cmd) }, code === 0 ? out : `${out}\nError: Exit code ${code}`);
    if (s === "codex") return this.step(t, "shell", { command: ["bash", "-lc", cmd], workdir: this.P.root, timeout_ms: 120000 },
      JSON.stringify({ output: out, metadata: { exit_code: code, duration_seconds: Number(dur ?? r.secs(0.1, 3, 1)) } }));
    if (s === "notebook") return this.step(t, "bash", { command: cmd }, `${out}\n(exit ${code})`);
    return this.step(t, "bash", { command: cmd }, `<returncode>${code}</returncode>\n<output>\n${out}</output>`);
  }
  cell(t, code, out) { // notebook kernels number their cells
    const n = this.cellNo++;
    return this.step(t, "execute_cell", { code }, `[In ${n}]\n${out}`);
  }
  plan(t, items) {
    const s = this.P.style;
    if (s === "claude") return this.step(t, "TodoWrite", { todos: items.map(([c, st]) => ({ content: c, status: st, activeForm: c })) },
      "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable");
    if (s === "codex") return this.step(t, "update_plan", { plan: items.map(([c, st]) => ({ step: c, status: st })) }, "Plan updated");
    if (s === "openhands") return this.step(t, "think", { thought: items.map(([c, st], i) => `${i + 1}. [${st}] ${c}`).join("\n") }, "Your thought has been logged.");
    const body = items.map(([c, st]) => `- [${st === "completed" ? "x" : " "}] ${c}`).join("\n");
    return this.sh(t, `cat > PLAN.md <<'EOF'\n${body}\nEOF`, "", 0);
  }
}
export const catLines = catN;
