// blind-2026-12d generator: `node gen.mjs` rewrites traces.jsonl and labels.jsonl byte for byte; `--stats` prints counts.
// Node 18+, no dependencies. The plan puts each loop kind in five domains and each legit kind in four (variants 0..4 or
// 0..3 in rotation), the four ambiguous runs go to the domains with one legit run fewer, then runs are shuffled and
// numbered so neither position nor id says anything about the label.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rng, Run } from "./engine.mjs";
import { ambKinds, legitKinds, loopKinds } from "./kinds.mjs";
import { browser, mail, pydata, support } from "./kits-a.mjs";
import { drafting, rag, sql, sre } from "./kits-b.mjs";
import { ads, itadmin, procurement, team } from "./kits-c.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const KITS = [browser, pydata, mail, support, rag, sre, sql, drafting, ads, procurement, team, itadmin];
const SEED = 0x12d2026;

const TASK = {
  "exact-repeat": "lookup", "trivial-args": "lookup", "reworded-same-hits": "search", "empty-search": "search", "tool-cycle": "lookup",
  "agent-talk": "chat", "retry-storm": "batch", "stuck-poll": "poll", "page-wrap": "page", "reread-windows": "doc", "edit-test-stuck": "fix",
  echo: "general", "progress-poll": "poll", "paginate-end": "page", "retry-succeeds": "batch", "batch-distinct": "batch",
  "edit-test-converges": "fix", "search-refine": "search", "monitor-changing": "monitor", "agents-converge": "chat",
  "alternate-per-item": "batch", "doc-forward": "doc", "reread-after-edit": "doc", "long-mixed": "general", "user-repeat": "lookup",
  "parallel-fanout": "batch", "amb-empty-search-stop": "search", "amb-outage-backoff-stop": "lookup", "amb-user-asked-wait": "poll",
  "amb-double-check": "general",
};

function plan() {
  const out = [];
  Object.keys(loopKinds).forEach((kind, k) => {
    for (let v = 0; v < 5; v++) out.push({ label: "loop", kind, d: (5 * k + v) % 12, V: v });
  });
  const legitPer = Array(12).fill(0);
  Object.keys(legitKinds).forEach((kind, k) => {
    for (let v = 0; v < 4; v++) {
      const d = (4 * k + v + 3) % 12;
      legitPer[d]++;
      out.push({ label: "legit", kind, d, V: v });
    }
  });
  const thin = legitPer.map((c, d) => [c, d]).filter(([c]) => c === Math.min(...legitPer)).map(([, d]) => d);
  Object.keys(ambKinds).forEach((kind, k) => out.push({ label: "ambiguous", kind, d: thin[k % thin.length], V: 0 }));
  return out;
}

function build(p, i) {
  const r = rng(SEED + i * 7919);
  const kit = KITS[p.d];
  const W = kit.make(r);
  const b = new Run(r, W, W.task[TASK[p.kind]]);
  if (kit.domain === "multi-agent-team") {
    b.assistantName = "researcher";
    b.messages[1].name = "planner";
    b.nudger = "planner";
  }
  const fn = p.label === "loop" ? loopKinds[p.kind] : p.label === "legit" ? legitKinds[p.kind] : ambKinds[p.kind];
  const res = fn(b, W, r, p.V);
  return { messages: b.messages, label: { label: p.label, loop_from: res.loop_from ?? null, kind: p.kind, domain: kit.domain, steps: b.steps, note: res.note } };
}

function validate(runs) {
  const errs = [];
  const ids = new Set();
  for (const { id, messages: ms, label: l } of runs) {
    if (ids.has(id)) errs.push(`${id}: duplicate id`);
    ids.add(id);
    if (ms[0].role !== "system" || ms[1].role !== "user") errs.push(`${id}: must start system, user`);
    const callIds = new Set();
    let open = new Set();
    let lastPrompt = 0;
    for (const m of ms) {
      if (m.role === "assistant" || m.role === "user") {
        if (open.size) errs.push(`${id}: unanswered calls before ${m.role}`);
        open = new Set();
      }
      if (m.role === "assistant") {
        for (const c of m.tool_calls ?? []) {
          if (callIds.has(c.id)) errs.push(`${id}: duplicate call id ${c.id}`);
          callIds.add(c.id);
          open.add(c.id);
          try { JSON.parse(c.function.arguments); } catch { errs.push(`${id}: arguments not JSON`); }
        }
        if (m.usage) {
          if (m.usage.prompt_tokens <= lastPrompt) errs.push(`${id}: prompt_tokens not increasing`);
          lastPrompt = m.usage.prompt_tokens;
        }
        if (!m.tool_calls?.length && typeof m.content !== "string") errs.push(`${id}: empty assistant turn`);
      }
      if (m.role === "tool") {
        if (!open.has(m.tool_call_id)) errs.push(`${id}: tool answer without open call`);
        open.delete(m.tool_call_id);
        if (typeof m.content !== "string") errs.push(`${id}: tool content not string`);
      }
    }
    if (open.size) errs.push(`${id}: unanswered calls at end`);
    const steps = ms.filter((m) => m.role === "assistant").length;
    if (steps !== l.steps) errs.push(`${id}: steps mismatch`);
    if (steps < 6 || steps > 60) errs.push(`${id}: ${steps} steps (${l.kind})`);
    if (l.label === "legit") {
      if (l.loop_from !== null) errs.push(`${id}: legit with loop_from`);
      const last = ms.at(-1);
      if (last.role !== "assistant" || last.tool_calls?.length) errs.push(`${id}: legit run does not end on a final answer`);
    } else {
      if (!Number.isInteger(l.loop_from) || l.loop_from < 1 || l.loop_from > steps) errs.push(`${id}: bad loop_from ${l.loop_from}`);
      if (l.label === "loop" && steps - l.loop_from < 4) errs.push(`${id}: loop too short after loop_from (${l.kind}: ${l.loop_from}/${steps})`);
    }
  }
  return errs;
}

const P = plan();
const built = P.map((p, i) => build(p, i));
const sr = rng(SEED ^ 0x5eed);
const order = sr.shuffle(built.map((_, i) => i));
const runs = order.map((k, n) => ({ id: `bd-${String(n + 1).padStart(3, "0")}-${sr.hex(4)}`, ...built[k] }));
const errs = validate(runs);
if (errs.length) {
  console.error(errs.slice(0, 40).join("\n"));
  console.error(`${errs.length} validation errors`);
  process.exit(1);
}

if (process.argv.includes("--stats")) {
  const count = (f) => runs.reduce((m, x) => ((m[f(x)] = (m[f(x)] ?? 0) + 1), m), {});
  console.log("labels", count((x) => x.label.label));
  console.log("by domain", count((x) => `${x.label.domain}/${x.label.label}`));
  console.log("by kind", count((x) => `${x.label.label}/${x.label.kind}`));
  const st = runs.map((x) => x.label.steps).sort((a, b) => a - b);
  console.log(`steps: min ${st[0]} median ${st[st.length >> 1]} max ${st.at(-1)} total ${st.reduce((a, b) => a + b, 0)}`);
  const lf = runs.filter((x) => x.label.label === "loop").map((x) => x.label.loop_from).sort((a, b) => a - b);
  console.log(`loop_from: min ${lf[0]} median ${lf[lf.length >> 1]} max ${lf.at(-1)}; >=10: ${lf.filter((x) => x >= 10).length}`);
  const bytes = runs.map((x) => JSON.stringify(x.messages).length).sort((a, b) => a - b);
  console.log(`run size bytes: min ${bytes[0]} median ${bytes[bytes.length >> 1]} max ${bytes.at(-1)}`);
  const feats = { ts: 0, usage: 0, toolName: 0, isError: 0, named: 0, parallel: 0, endsOnTool: 0 };
  for (const x of runs) {
    const ms = x.messages;
    if (ms.some((m) => m.timestamp)) feats.ts++;
    if (ms.some((m) => m.usage)) feats.usage++;
    if (ms.some((m) => m.role === "tool" && m.name)) feats.toolName++;
    if (ms.some((m) => m.is_error)) feats.isError++;
    if (ms.some((m) => m.role !== "tool" && m.name)) feats.named++;
    if (ms.some((m) => (m.tool_calls?.length ?? 0) > 1)) feats.parallel++;
    if (ms.at(-1).role === "tool") feats.endsOnTool++;
  }
  console.log("features (runs)", feats);
} else {
  writeFileSync(join(HERE, "traces.jsonl"), runs.map((x) => JSON.stringify({ id: x.id, messages: x.messages })).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), runs.map((x) => JSON.stringify({ id: x.id, ...x.label })).join("\n") + "\n");
  console.log(`wrote ${runs.length} runs`);
}
