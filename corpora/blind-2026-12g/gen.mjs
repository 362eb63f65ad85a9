// Generator of blind-2026-12g: `node gen.mjs` rewrites traces.jsonl and labels.jsonl byte for byte;
// `node gen.mjs --stats` also prints the counts. Plain Node >= 18, no dependencies.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Run, Rng, hash, stable, J } from "./engine.mjs";
import { KITS } from "./kits.mjs";
import { LOOPS, LEGIT, AMBIG } from "./kinds.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const plan = [];
// Loops: kind k, variant v in domain (k + v) % 10 -> 6 loops per domain.
LOOPS.forEach(([kind], k) => { for (let v = 0; v < 6; v++) plan.push({ label: "loop", kind, v, d: (k + v) % 10 }); });
// Legit: the i-th legit run in domain i % 10 -> 6 in domains 0-5, 5 in 6-9; the four ambiguous runs go to 6-9.
LEGIT.forEach(([kind], k) => { for (let v = 0; v < 4; v++) plan.push({ label: "legit", kind, v, d: (k * 4 + v) % 10 }); });
AMBIG.forEach(([kind], k) => plan.push({ label: "ambiguous", kind, v: 0, d: 6 + k }));

const builders = new Map([...LOOPS, ...LEGIT, ...AMBIG]);
const runs = plan.map((p) => {
  const kit = KITS[p.d];
  const seed = hash(`g7:${p.kind}:${p.v}:${kit.id}`);
  const res = builders.get(p.kind)(kit, p.v, seed);
  const steps = res.R.msgs.filter((m) => m.role === "assistant").length;
  return { ...p, domain: kit.id, messages: res.R.msgs, loop_from: p.label === "legit" ? null : res.loop_from, note: res.note, steps };
});

const master = new Rng(hash("blind-2026-12g shuffle"));
const order = master.shuffle(runs);
order.forEach((r, i) => { r.id = `g7-${String(i + 1).padStart(3, "0")}-${master.hex(4)}`; });

// ---- validation ---------------------------------------------------------------------------
const problems = [];
const ids = new Set();
for (const r of order) {
  const bad = (m) => problems.push(`${r.id} (${r.kind}/${r.v}/${r.domain}): ${m}`);
  if (ids.has(r.id)) bad("duplicate id"); ids.add(r.id);
  const ms = r.messages;
  if (ms[0]?.role !== "system" || ms[1]?.role !== "user") bad("must start with system, user");
  const callIds = new Set();
  let pending = new Set();
  let lastTok = -1;
  for (const m of ms) {
    if (m.role === "tool") {
      if (!pending.has(m.tool_call_id)) bad(`tool answer ${m.tool_call_id} without a pending call`);
      pending.delete(m.tool_call_id);
      if (typeof m.content !== "string") bad("tool content not a string");
      continue;
    }
    if (pending.size) bad(`unanswered calls before ${m.role}`);
    if (m.role === "assistant") {
      if (m.usage) { if (m.usage.prompt_tokens <= lastTok) bad("prompt_tokens not increasing"); lastTok = m.usage.prompt_tokens; }
      for (const c of m.tool_calls ?? []) {
        if (callIds.has(c.id)) bad(`duplicate call id ${c.id}`); callIds.add(c.id); pending.add(c.id);
        try { JSON.parse(c.function.arguments); } catch { bad(`arguments not JSON: ${c.function.arguments}`); }
      }
    }
  }
  if (pending.size) bad("unanswered calls at end");
  if (r.steps < 4) bad(`only ${r.steps} assistant messages`);
  if (r.label !== "legit") {
    if (!Number.isInteger(r.loop_from) || r.loop_from < 1 || r.loop_from > r.steps) bad(`loop_from ${r.loop_from} outside 1..${r.steps}`);
    if (r.label === "loop" && r.steps - r.loop_from < 2) bad(`loop too short after loop_from (${r.loop_from}/${r.steps})`);
  } else {
    const last = ms.at(-1);
    if (!(last.role === "assistant" && !last.tool_calls?.length && last.content)) bad("legit run must end on a final answer");
  }
}
if (problems.length) { console.error(problems.join("\n")); process.exit(1); }

writeFileSync(join(here, "traces.jsonl"), order.map((r) => J({ id: r.id, messages: r.messages })).join("\n") + "\n");
writeFileSync(join(here, "labels.jsonl"), order.map((r) => J({ id: r.id, label: r.label, loop_from: r.loop_from, kind: r.kind, domain: r.domain, steps: r.steps, note: r.note })).join("\n") + "\n");

if (process.argv.includes("--stats")) {
  const count = (f) => { const m = new Map(); for (const r of order) { const k = f(r); m.set(k, (m.get(k) ?? 0) + 1); } return m; };
  console.log("label:", [...count((r) => r.label)].map(([k, n]) => `${k} ${n}`).join(", "));
  console.log("\n| domain | loop | legit | ambiguous | total |\n|---|---|---|---|---|");
  for (const kit of KITS) { const rs = order.filter((r) => r.domain === kit.id); const c = (l) => rs.filter((r) => r.label === l).length; console.log(`| ${kit.id} | ${c("loop")} | ${c("legit")} | ${c("ambiguous")} | ${rs.length} |`); }
  console.log("\n| label | kind | runs | steps | loop_from |\n|---|---|---|---|---|");
  const kinds = [...new Set(order.map((r) => `${r.label}|${r.kind}`))].sort();
  for (const k of kinds) {
    const rs = order.filter((r) => `${r.label}|${r.kind}` === k);
    const st = rs.map((r) => r.steps), lf = rs.map((r) => r.loop_from).filter((x) => x != null);
    console.log(`| ${k.replace("|", " | ")} | ${rs.length} | ${Math.min(...st)}-${Math.max(...st)} | ${lf.length ? `${Math.min(...lf)}-${Math.max(...lf)}` : "-"} |`);
  }
  const st = order.map((r) => r.steps).sort((a, b) => a - b);
  const big = order.filter((r) => r.messages.some((m) => m.role === "tool" && m.content.length >= 8000)).length;
  const par = order.filter((r) => r.messages.some((m) => (m.tool_calls?.length ?? 0) > 1)).length;
  const named = order.filter((r) => r.messages.some((m) => m.role === "assistant" && m.name)).length;
  const short = order.filter((r) => r.steps <= 10).length, long = order.filter((r) => r.steps >= 60).length;
  const bytes = order.reduce((a, r) => a + J({ id: r.id, messages: r.messages }).length + 1, 0);
  const endTool = order.filter((r) => r.label === "loop" && r.messages.at(-1).role === "tool").length;
  console.log(`\nruns ${order.length}, assistant turns ${st.reduce((a, b) => a + b, 0)}, bytes ${bytes}`);
  console.log(`steps per run ${st[0]}-${st.at(-1)} (median ${st[Math.floor(st.length / 2)]}); runs <= 10 steps: ${short}; runs >= 60 steps: ${long}`);
  console.log(`runs with a tool output >= 8 KB: ${big}; with parallel calls: ${par}; with named assistant turns: ${named}; loops ending on a tool result: ${endTool}`);
}
