// Writes traces.jsonl and labels.jsonl for blind-2026-12c (node gen.mjs; --stats prints counts). No dependencies.
import { writeFileSync } from "node:fs";
import { R, Run, hashStr } from "./engine.mjs";
import { KITS } from "./kits.mjs";
import { tools } from "./tools.mjs";
import { LOOP, LEGIT, AMB } from "./kinds.mjs";

KITS.forEach((k, i) => { k.idx = i; });
const here = new URL(".", import.meta.url).pathname;

// Plan: 12 loop kinds x 5 domains (kind k at domains k, k+5, k+10, ... mod 12), 14 legit kinds x 4 (pairs (i%14, i%12)),
// 4 ambiguous runs on the four domains that get only four legit runs.
const plan = [];
const LK = Object.keys(LOOP), GK = Object.keys(LEGIT), AK = Object.keys(AMB);
for (let i = 0; i < 60; i++) { const kind = i % 12, rep = Math.floor(i / 12); plan.push({ label: "loop", kind: LK[kind], domain: (kind + 5 * rep) % 12, V: rep }); }
for (let i = 0; i < 56; i++) plan.push({ label: "legit", kind: GK[i % 14], domain: i % 12, V: Math.floor(i / 14) });
AK.forEach((kind, i) => plan.push({ label: "ambiguous", kind, domain: 8 + i, V: 0 }));

const master = new R(20261205);
const order = master.shuffle(plan.map((_, i) => i));
const traces = [], labels = [];
order.forEach((pi, n) => {
  const p = plan[pi], kit = KITS[p.domain];
  const r = new R(hashStr(`${p.kind}|${kit.domain}|${p.V}|c`));
  const run = new Run(r, kit);
  run.sys(kit.sys);
  const t = tools(run);
  const builder = (p.label === "loop" ? LOOP : p.label === "legit" ? LEGIT : AMB)[p.kind];
  const note = builder(run, t, p.V);
  const id = `bc-${String(n + 1).padStart(3, "0")}-${master.hex(4)}`;
  traces.push({ id, messages: run.m });
  labels.push({ id, label: p.label, loop_from: p.label === "legit" ? null : run.loopFrom, kind: p.kind, domain: kit.domain, steps: run.n, note });
});

// Validation.
const fails = [];
traces.forEach((tr, i) => {
  const lab = labels[i], m = tr.messages, bad = (s) => fails.push(`${tr.id}: ${s}`);
  if (lab.id !== tr.id) bad("id order");
  if (m[0].role !== "system" || m[1].role !== "user") bad("must start system, user");
  const ids = new Set(); let pending = []; let lastPt = -1;
  for (const msg of m) {
    if (msg.role === "assistant") {
      if (pending.length) bad("unanswered tool call");
      for (const c of msg.tool_calls ?? []) { if (ids.has(c.id)) bad("dup call id"); ids.add(c.id); pending.push(c.id); try { JSON.parse(c.function.arguments); } catch { bad(`args not JSON: ${c.function.arguments}`); } }
      if (msg.usage) { if (msg.usage.prompt_tokens <= lastPt) bad("prompt_tokens not increasing"); lastPt = msg.usage.prompt_tokens; }
    } else if (msg.role === "tool") {
      const j = pending.indexOf(msg.tool_call_id); if (j < 0) bad("tool answer without call"); else pending.splice(j, 1);
    } else if (pending.length) bad("user before tool answers");
  }
  const na = m.filter((x) => x.role === "assistant").length;
  if (na !== lab.steps) bad("steps");
  if (na < 5) bad("fewer than 5 assistant turns");
  if (lab.label === "legit") { const last = m.at(-1); if (lab.loop_from !== null || last.role !== "assistant" || last.tool_calls?.length) bad("legit must end on a final answer, loop_from null"); }
  else { if (!Number.isInteger(lab.loop_from) || lab.loop_from < 1 || lab.loop_from > na) bad(`loop_from ${lab.loop_from}`); if (lab.label === "loop") { const last = m.filter((x) => x.role === "assistant").at(-1); const textLoop = /self-repeat|mutual-thanks|redelegation/.test(lab.kind); const turns = na - lab.loop_from + 1 - (!textLoop && !last.tool_calls?.length ? 1 : 0); if (turns < 5) bad(`loop too short after loop_from (${turns})`); } }
});
if (new Set(traces.map((t) => t.id)).size !== traces.length) fails.push("duplicate run ids");
if (fails.length) { console.error(fails.join("\n")); process.exit(1); }

writeFileSync(here + "traces.jsonl", traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(here + "labels.jsonl", labels.map((l) => JSON.stringify(l)).join("\n") + "\n");

if (process.argv.includes("--stats")) {
  const cnt = (f) => labels.reduce((a, l) => { const k = f(l); a[k] = (a[k] ?? 0) + 1; return a; }, {});
  console.log(cnt((l) => l.label));
  console.log(cnt((l) => `${l.domain} ${l.label}`));
  console.log(cnt((l) => `${l.label} ${l.kind}`));
  const st = (arr) => { const s = [...arr].sort((a, b) => a - b); return `${s[0]}-${s.at(-1)} median ${s[Math.floor(s.length / 2)]}`; };
  for (const lb of ["loop", "legit", "ambiguous"]) console.log(lb, "steps", st(labels.filter((l) => l.label === lb).map((l) => l.steps)), lb !== "legit" ? "loop_from " + st(labels.filter((l) => l.label === lb).map((l) => l.loop_from)) : "");
  console.log("messages", traces.reduce((a, t) => a + t.messages.length, 0), "assistant turns", labels.reduce((a, l) => a + l.steps, 0));
  console.log("timestamps", traces.filter((t) => t.messages.some((m) => m.timestamp)).length, "usage", traces.filter((t) => t.messages.some((m) => m.usage)).length, "parallel", traces.filter((t) => t.messages.some((m) => (m.tool_calls?.length ?? 0) > 1)).length, "named", traces.filter((t) => t.messages.some((m) => m.role === "user" && m.name)).length, "is_error", traces.filter((t) => t.messages.some((m) => m.is_error)).length);
  console.log("loop endings", cnt((l) => l.label === "loop" ? (l.note.match(/gives up|cut mid-loop/)?.[0] ?? "text") : "-"));
}
console.log(`wrote ${traces.length} runs`);
