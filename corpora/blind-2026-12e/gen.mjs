// blind-2026-12e generator: plan (kind x domain), build, shuffle, validate, write. `node gen.mjs [--stats]`.
// Rewrites traces.jsonl and labels.jsonl byte for byte (Node 18+, no dependencies).
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rng, Run } from "./engine.mjs";
import { coding, ci, terraform, soc, netops } from "./kits-a.mjs";
import { crm, ledger, kyc, moderation, lms } from "./kits-b.mjs";
import { LOOPS, LEGIT, AMBIG } from "./kinds.mjs";
import { VOICES } from "./text.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const KITS = [coding, ci, terraform, soc, netops, crm, ledger, kyc, moderation, lms];

// Job state words per domain (what the status tool prints while queued / running / stuck / done).
const JOBS = {
  "coding-agent": { queued: "core/test_types.py", run: (i) => ["core/test_coerce.py", "core/test_schema.py", "io/test_csv_reader.py", "io/test_parquet.py", "util/test_dates.py", "util/test_paths.py", "core/test_merge.py", "cli/test_main.py"][i % 8], stuck: "io/test_http_source.py", done: "2140 passed, 11 skipped in 412.07s" },
  "ci-release": { queued: "Waiting for a runner to pick up this job...", run: () => null, stuck: "Waiting for a runner to pick up this job...", done: null },
  "terraform-infra": { queued: "QUEUED", run: (i) => ["PROVISIONING", "DOWNLOAD_SOURCE", "INSTALL", "PRE_BUILD", "BUILD", "BUILD", "BUILD", "POST_BUILD"][Math.min(i, 7)], stuck: "PROVISIONING", done: "COMPLETED" },
  "soc-triage": { queued: "QUEUED", run: () => "RUNNING", stuck: "RUNNING", done: "DONE" },
  netops: { queued: "pending", run: () => "running", stuck: "pending", done: "completed" },
  "crm-salesops": { queued: "UploadComplete", run: () => "InProgress", stuck: "InProgress", done: "JobComplete" },
  "ledger-close": { queued: "REFRESH_REQUESTED", run: () => "REFRESHING", stuck: "REFRESHING", done: "CONNECTED" },
  "kyc-aml": { queued: "queued", run: () => "running", stuck: "running", done: "completed" },
  "content-moderation": { queued: "PENDING", run: () => "RUNNING", stuck: "RUNNING", done: "SUCCEEDED" },
  "lms-grading": { queued: "queued", run: () => "running", stuck: "queued", done: "completed" },
};
// Cursor-paged listings and how their cursors look.
const CURSOR = {
  "terraform-infra": (r) => `eyJDb250aW51YXRpb25Ub2tlbiI6I${r.alnum(40)}`,
  "crm-salesops": (r) => `01g${r.alnum(13)}-${r.int(2, 40) * 200}`,
  "kyc-aml": (r) => Buffer.from(`{"o":${r.int(20, 400)},"k":"${r.hex(12)}"}`).toString("base64"),
  "content-moderation": (r) => `YXJyYXljb25uZWN0aW9uOj${r.alnum(8)}`,
};

function world(kit, r, big) {
  const w = kit.world(r);
  if (big) for (let i = 0; i < 2; i++) { const extra = kit.world(r).ents; const seen = new Set(w.ents.map((e) => e.id)); w.ents.push(...extra.filter((e) => !seen.has(e.id))); }
  { const extra = kit.world(r).ents; const seen = new Set(w.ents.map((e) => e.id)); w.spare = extra.filter((e) => !seen.has(e.id)); }
  w.pool = r.shuffle(w.ents);
  w.pline = 1;
  w.jobStates = JOBS[kit.domain];
  w.cursor = !!CURSOR[kit.domain];
  const cache = new Map();
  w.mkTok = (rr, p) => { if (!cache.has(p)) cache.set(p, w.cursor ? CURSOR[kit.domain](rr) : String(p)); return cache.get(p); };
  return w;
}

function build(kit, label, kind, v, seed) {
  const r = rng(seed);
  const w = world(kit, r, kind === "long-mixed");
  const run = new Run(r, kit);
  run.voice = r.pick(VOICES);
  run.late = label === "loop" && r.chance(0.35) ? r.int(5, 16) : label === "legit" && r.chance(0.3) ? r.int(3, 12) : 0;
  if (!kind.startsWith("handoff") && r.chance(0.25)) run.agentName = w.agents[1];
  run.sys(kit.system + (kind.startsWith("handoff") ? ` You are one of several agents (${w.agents.join(", ")}); sign your turns and use transfer_to_agent to hand work over.` : ""));
  if (["reread", "reread-after-change", "long-mixed"].includes(kind)) w.pline = Infinity;
  const fn = (label === "loop" ? LOOPS : label === "legit" ? LEGIT : AMBIG)[kind];
  const res = fn(run, kit, w, v);
  return { messages: run.msgs, lf: res.lf ?? null, note: res.note, steps: run.steps };
}

// ---------------------------------------------------------------- plan
const master = rng(20261206);
const plan = [];
Object.keys(LOOPS).forEach((kind, ki) => { for (let v = 0; v < 5; v++) plan.push({ label: "loop", kind, v, kit: KITS[(ki * 5 + v) % 10] }); });
Object.keys(LEGIT).forEach((kind, li) => { for (let v = 0; v < 4; v++) plan.push({ label: "legit", kind, v, kit: KITS[(li * 4 + v + 3) % 10] }); });
Object.keys(AMBIG).forEach((kind, ai) => plan.push({ label: "ambiguous", kind, v: 0, kit: KITS[[9, 0, 1, 2][ai]] }));

const built = plan.map((p) => ({ ...p, ...build(p.kit, p.label, p.kind, p.v, master.int(1, 2 ** 31)) }));
const order = rng(77031).shuffle(built);
const ids = rng(5150);
const runs = order.map((b, i) => ({ ...b, id: `be-${String(i + 1).padStart(3, "0")}-${ids.hex(4)}` }));

// ---------------------------------------------------------------- validation
const problems = [];
const bad = (id, m) => problems.push(`${id}: ${m}`);
for (const x of runs) {
  const ms = x.messages;
  if (ms[0].role !== "system" || ms[1].role !== "user") bad(x.id, "must start system, user");
  const seen = new Set(); let open = new Set(); let lastP = 0;
  for (const m of ms) {
    if (m.role === "assistant" || m.role === "user") { if (open.size) bad(x.id, `unanswered calls ${[...open]}`); open = new Set(); }
    if (m.role === "assistant") {
      if (!m.content && !m.tool_calls?.length) bad(x.id, "assistant message with neither text nor tool calls");
      if (m.usage) { if (m.usage.prompt_tokens <= lastP) bad(x.id, "prompt_tokens not increasing"); lastP = m.usage.prompt_tokens; }
      for (const c of m.tool_calls ?? []) {
        if (seen.has(c.id)) bad(x.id, `duplicate call id ${c.id}`); seen.add(c.id); open.add(c.id);
        try { JSON.parse(c.function.arguments); } catch { bad(x.id, `bad JSON arguments in ${c.id}`); }
      }
    }
    if (m.role === "tool") { if (!open.has(m.tool_call_id)) bad(x.id, `tool message for unknown/answered call ${m.tool_call_id}`); open.delete(m.tool_call_id); if (typeof m.content !== "string") bad(x.id, "tool content not a string"); }
  }
  if (open.size) bad(x.id, "unanswered calls at end");
  if (x.steps < 4 || x.steps > 60) bad(x.id, `steps ${x.steps} out of 4..60`);
  if (x.label === "legit") { const l = ms.at(-1); if (x.lf !== null) bad(x.id, "legit with loop_from"); if (l.role !== "assistant" || l.tool_calls) bad(x.id, "legit must end on a final answer"); }
  else { if (!Number.isInteger(x.lf) || x.lf < 1 || x.lf > x.steps) bad(x.id, `loop_from ${x.lf} not in 1..${x.steps}`); if (x.label === "loop" && x.steps - x.lf + 1 < 3) bad(x.id, `only ${x.steps - x.lf + 1} steps from loop_from`); }
}
if (new Set(runs.map((x) => x.id)).size !== runs.length) problems.push("duplicate run ids");

const traces = runs.map((x) => JSON.stringify({ id: x.id, messages: x.messages })).join("\n") + "\n";
const labels = runs.map((x) => JSON.stringify({ id: x.id, label: x.label, loop_from: x.lf, kind: x.kind, domain: x.kit.domain, steps: x.steps, note: x.note })).join("\n") + "\n";
writeFileSync(join(HERE, "traces.jsonl"), traces);
writeFileSync(join(HERE, "labels.jsonl"), labels);

if (process.argv.includes("--stats")) {
  const count = (f) => { const m = new Map(); for (const x of runs) { const k = f(x); m.set(k, (m.get(k) ?? 0) + 1); } return [...m].sort((a, b) => String(a[0]).localeCompare(String(b[0]))); };
  console.log("label:", count((x) => x.label).map(([k, n]) => `${k} ${n}`).join(", "));
  console.log("\ndomain | loop | legit | ambiguous | total");
  for (const [d] of count((x) => x.kit.domain)) { const rs = runs.filter((x) => x.kit.domain === d); console.log(`${d} | ${rs.filter((x) => x.label === "loop").length} | ${rs.filter((x) => x.label === "legit").length} | ${rs.filter((x) => x.label === "ambiguous").length} | ${rs.length}`); }
  console.log("\nlabel | kind | runs | steps | loop_from");
  for (const [k] of count((x) => `${x.label}|${x.kind}`)) { const rs = runs.filter((x) => `${x.label}|${x.kind}` === k); const st = rs.map((x) => x.steps); const lf = rs.map((x) => x.lf).filter((n) => n != null); console.log(`${k.replace("|", " | ")} | ${rs.length} | ${Math.min(...st)}-${Math.max(...st)} | ${lf.length ? `${Math.min(...lf)}-${Math.max(...lf)}` : "-"}`); }
  const st = runs.map((x) => x.steps).sort((a, b) => a - b);
  const msgs = runs.reduce((a, x) => a + x.messages.length, 0);
  const par = runs.filter((x) => x.messages.some((m) => (m.tool_calls?.length ?? 0) > 1)).length;
  const named = runs.filter((x) => x.messages.some((m) => m.role === "assistant" && m.name)).length;
  const inter = runs.filter((x) => x.messages.slice(2).some((m) => m.role === "user")).length;
  const sizes = runs.flatMap((x) => x.messages.filter((m) => m.role === "tool").map((m) => m.content.length)).sort((a, b) => a - b);
  console.log(`\nruns ${runs.length}, assistant turns ${st.reduce((a, b) => a + b, 0)}, messages ${msgs}, bytes ${traces.length}`);
  console.log(`steps per run ${st[0]}-${st.at(-1)} (median ${st[st.length >> 1]}); loops late (loop_from >= 10): ${runs.filter((x) => x.label === "loop" && x.lf >= 10).length}`);
  console.log(`runs with parallel calls ${par}, with named assistant turns ${par ? named : 0}, with user messages after the task ${inter}`);
  console.log(`tool result sizes: min ${sizes[0]}, median ${sizes[sizes.length >> 1]}, p95 ${sizes[Math.floor(sizes.length * 0.95)]}, max ${sizes.at(-1)} chars`);
  const ends = runs.filter((x) => x.label === "loop").map((x) => x.messages.at(-1).role);
  console.log(`loop endings: ${["tool", "assistant", "user"].map((r) => `${r} ${ends.filter((e) => e === r).length}`).join(", ")}`);
}
if (problems.length) { console.error(problems.join("\n")); process.exit(1); }
console.error(`ok: ${runs.length} runs written`);
