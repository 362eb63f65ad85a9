// blind-2026-12f generator: `node gen.mjs` writes traces.jsonl and labels.jsonl byte for byte; `--stats` prints counts.
import { writeFileSync } from "node:fs";
import { mulberry32 } from "./noise.mjs";
import { Run } from "./engine.mjs";
import { bio, pg, mobile, payroll, dns } from "./kits-a.mjs";
import { a11y, game, vsq, patent, email } from "./kits-b.mjs";
import { LOOPS, LEGIT, AMB } from "./kinds.mjs";

const KITS = [bio, pg, mobile, payroll, dns, a11y, game, vsq, patent, email];
const SEED = 0x12f2026;
const rng = mulberry32(SEED);
const ri = (a, b) => a + Math.floor(rng() * (b - a + 1));

const plan = [];
Object.keys(LOOPS).forEach((kind, ki) => { for (let v = 0; v < 6; v++) plan.push({ label: "loop", kind, v, domain: (ki * 6 + v) % 10, code: v === 2 || (v === 5 && ki % 2 === 0) }); });
Object.keys(LEGIT).forEach((kind, li) => { for (let v = 0; v < 4; v++) { const n = li * 4 + v; plan.push({ label: "legit", kind, v, domain: n % 10, code: v === 1 || kind === "code-explore" }); } });
Object.keys(AMB).forEach((kind, i) => plan.push({ label: "ambiguous", kind, v: 0, domain: 6 + i, code: kind === "amb-backoff-stop" }));

const CODE_SYS = (kit, tool) => `You are a code-acting agent: you solve tasks by writing Python and running it with the \`${tool}\` tool (a stateful IPython kernel). Preinstalled: pandas, requests and the team's client library (${kit.py.pre.split("\n")[0].replace(/^(from|import) /, "")}). Print whatever you need to see; variables persist between calls.`;

const built = [];
for (const p of plan) {
  const kit = KITS[p.domain];
  const seed = ri(1, 2 ** 30);
  const run = new Run(kit, seed, { code: p.code, mcp: !p.code && rng() < 0.3, day: ri(2, 5), ts: (p.kind === "stuck-poll" && p.v === 1) || (p.kind === "poll-progress" && p.v === 2) ? true : undefined });
  const langs = Object.keys(kit.tasks).filter((k) => k.length === 2);
  run.lang = rng() < 0.5 ? langs[0] : null;
  if (!p.kind.startsWith("handoff") && p.kind !== "cycle" && rng() < 0.15) run.agentName = kit.agents[0];
  run.system(p.code ? `${kit.system}\n\n${CODE_SYS(kit, run.codeTool)}` : kit.system);
  const fn = (p.label === "loop" ? LOOPS : p.label === "legit" ? LEGIT : AMB)[p.kind];
  const res = fn(run, p.v);
  built.push({ p, kit, run, res });
}

// shuffle with a separate stream, then number
const srng = mulberry32(SEED ^ 0x5eed);
for (let i = built.length - 1; i > 0; i--) { const j = Math.floor(srng() * (i + 1)); [built[i], built[j]] = [built[j], built[i]]; }
const hrng = mulberry32(SEED ^ 0xbeef);
const traces = [], labels = [];
built.forEach((b, i) => {
  const id = `bf-${String(i + 1).padStart(3, "0")}-${Math.floor(hrng() * 65536).toString(16).padStart(4, "0")}`;
  traces.push({ id, messages: b.run.msgs });
  labels.push({ id, label: b.p.label, loop_from: b.p.label === "legit" ? null : b.res.loop_from, kind: b.p.kind, domain: b.kit.name, steps: b.run.steps, note: `${b.res.note}${b.p.code ? " [code agent]" : ""}${b.run.mcp ? " [MCP tools]" : ""}` });
});

// ---------------------------------------------------------------- validation
const problems = [];
traces.forEach((t, i) => {
  const L = labels[i]; const m = t.messages;
  if (m[0].role !== "system" || m[1].role !== "user") problems.push(`${t.id}: does not start system,user`);
  const ids = new Set();
  let pending = new Set();
  let ptok = 0, steps = 0;
  for (const x of m) {
    if (x.role === "assistant") {
      if (pending.size) problems.push(`${t.id}: unanswered calls before assistant`);
      steps++;
      if (x.usage) { if (x.usage.prompt_tokens <= ptok) problems.push(`${t.id}: prompt_tokens not increasing`); ptok = x.usage.prompt_tokens; }
      for (const c of x.tool_calls ?? []) { if (ids.has(c.id)) problems.push(`${t.id}: dup call id ${c.id}`); ids.add(c.id); pending.add(c.id); try { JSON.parse(c.function.arguments); } catch { problems.push(`${t.id}: bad args json`); } }
    } else if (x.role === "tool") {
      if (!pending.has(x.tool_call_id)) problems.push(`${t.id}: tool message for unknown call ${x.tool_call_id}`);
      pending.delete(x.tool_call_id);
      if (typeof x.content !== "string") problems.push(`${t.id}: tool content not a string`);
    } else if (x.role === "user") { if (pending.size) problems.push(`${t.id}: unanswered calls before user`); }
  }
  if (pending.size) problems.push(`${t.id}: unanswered calls at end`);
  if (steps !== L.steps) problems.push(`${t.id}: steps mismatch`);
  if (steps < 4 || steps > 160) problems.push(`${t.id}: ${steps} steps`);
  if (L.label === "legit") { const last = m.at(-1); if (L.loop_from !== null) problems.push(`${t.id}: legit with loop_from`); if (last.role !== "assistant" || last.tool_calls) problems.push(`${t.id}: legit does not end on a final answer`); }
  else {
    if (!Number.isInteger(L.loop_from) || L.loop_from < 1 || L.loop_from > steps) problems.push(`${t.id}: loop_from ${L.loop_from} outside 1..${steps}`);
    if (L.label === "loop" && steps - L.loop_from < 2) problems.push(`${t.id}: fewer than 3 steps from loop_from`);
  }
});
const count = (f) => labels.filter(f).length;
if (count((l) => l.label === "loop") !== 60 || count((l) => l.label === "legit") !== 56 || count((l) => l.label === "ambiguous") !== 4) problems.push("label counts off");
if (new Set(labels.map((l) => l.id)).size !== labels.length) problems.push("duplicate ids");
if (problems.length) { console.error(problems.slice(0, 40).join("\n")); process.exit(1); }

writeFileSync(new URL("./traces.jsonl", import.meta.url), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(new URL("./labels.jsonl", import.meta.url), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");

if (process.argv.includes("--stats")) {
  const by = (key) => { const m = new Map(); labels.forEach((l) => { const k = key(l); m.set(k, (m.get(k) ?? 0) + 1); }); return [...m].sort(); };
  console.log(`label: ${by((l) => l.label).map(([k, n]) => `${k} ${n}`).join(", ")}\n`);
  console.log("domain | loop | legit | ambiguous | total");
  for (const k of KITS) console.log(`${k.name} | ${count((l) => l.domain === k.name && l.label === "loop")} | ${count((l) => l.domain === k.name && l.label === "legit")} | ${count((l) => l.domain === k.name && l.label === "ambiguous")} | ${count((l) => l.domain === k.name)}`);
  console.log("\nlabel | kind | runs | steps | loop_from");
  const kinds = [...new Set(labels.map((l) => `${l.label}|${l.kind}`))].sort();
  for (const k of kinds) { const ls = labels.filter((l) => `${l.label}|${l.kind}` === k); const st = ls.map((l) => l.steps); const lf = ls.map((l) => l.loop_from).filter((x) => x != null); console.log(`${k.replace("|", " | ")} | ${ls.length} | ${Math.min(...st)}-${Math.max(...st)} | ${lf.length ? `${Math.min(...lf)}-${Math.max(...lf)}` : "-"}`); }
  const msgs = traces.reduce((a, t) => a + t.messages.length, 0);
  const steps = labels.map((l) => l.steps).sort((a, b) => a - b);
  const bytes = traces.reduce((a, t) => a + JSON.stringify(t).length + 1, 0);
  console.log(`\nruns ${traces.length}, assistant turns ${steps.reduce((a, b) => a + b, 0)}, messages ${msgs}, bytes ${bytes}`);
  console.log(`steps per run ${steps[0]}-${steps.at(-1)} (median ${steps[steps.length >> 1]}); runs >= 60 steps: ${steps.filter((s) => s >= 60).length}; loops with loop_from >= 40: ${count((l) => l.label === "loop" && l.loop_from >= 40)}`);
  console.log(`code-agent runs ${count((l) => l.note.includes("[code agent]"))}, MCP-tool runs ${count((l) => l.note.includes("[MCP tools]"))}, runs with content-part messages ${traces.filter((t) => t.messages.some((m) => Array.isArray(m.content))).length}, with named turns ${traces.filter((t) => t.messages.some((m) => m.name && m.role !== "tool")).length}, with parallel calls ${traces.filter((t) => t.messages.some((m) => (m.tool_calls?.length ?? 0) > 1)).length}`);
  console.log(`non-English task ${traces.filter((t) => /[äöüßñ¿ぁ-んァ-ン一-龯]/.test(typeof t.messages[1].content === "string" ? t.messages[1].content : t.messages[1].content[0].text)).length}; loop endings: tool ${traces.filter((t, i) => labels[i].label === "loop" && t.messages.at(-1).role === "tool").length}, assistant ${traces.filter((t, i) => labels[i].label === "loop" && t.messages.at(-1).role === "assistant").length}, user ${traces.filter((t, i) => labels[i].label === "loop" && t.messages.at(-1).role === "user").length}`);
}
