// Writes traces.jsonl and labels.jsonl for blind-2026-12s, byte for byte from a fixed seed; validates before writing.
// usage: node gen.mjs [--stats]
import { writeFileSync } from "node:fs";
import { rng } from "./mod/util.mjs";
import { Builder } from "./mod/builder.mjs";
import { loops, legits, ambiguous } from "./mod/kinds.mjs";
import { kitsA } from "./mod/kits-a.mjs";
import { kitsB } from "./mod/kits-b.mjs";
import { kitsC } from "./mod/kits-c.mjs";
import { kitsD } from "./mod/kits-d.mjs";

const SEED = 20261206;
const kits = [...kitsA, ...kitsB, ...kitsC, ...kitsD];
const LOOP = Object.keys(loops), LEGIT = Object.keys(legits), AMB = Object.keys(ambiguous);
const MODELS = [["gpt-4o-2024-08-06", 0], ["gpt-4.1-mini", 0], ["claude-sonnet-4-5", 1], ["gemini-2.5-pro", 2]];

// Plan: each domain gets six different loop kinds and five or six legit kinds; four domains carry one ambiguous run.
const plan = [];
kits.forEach((kit, d) => {
  for (let j = 0; j < 6; j++) plan.push({ kit, label: "loop", kind: LOOP[(d + j) % LOOP.length], V: (d + j) % 6 });
  const nLegit = d < 4 ? 5 : 6;
  for (let j = 0; j < nLegit; j++) plan.push({ kit, label: "legit", kind: LEGIT[(d + j) % LEGIT.length], V: (d * 3 + j) % 6 });
  if (d < 4) plan.push({ kit, label: "ambiguous", kind: AMB[d % 2], V: d });
});

const ids = new Set();
function build(p, seed) {
  for (let w = 0; ; w += 2) {
    const r = rng(seed);
    const [model, idStyle] = r.pick(MODELS);
    const multi = r() < 0.25;
    const items = [...new Map(p.kit.items(r).map((x) => [x.id, x])).values()].slice(0, 48);
    const local = new Set(ids);
    const b = new Builder(p.kit, r, { model, multi, idStyle, ids: local });
    b.system(p.kit.sys + (multi ? `\n[team] orchestrator=${p.kit.orch}; workers=${p.kit.workers.join(", ")}; tool delegate_task hands work to a worker.` : ""));
    const fn = { loop: loops, legit: legits, ambiguous }[p.label][p.kind];
    const note = fn(b, p.kit, r, items, p.V, (r() < 0.15 ? r.int(14, 34) : r.int(0, 6)) + w);
    if (b.calls >= 8 || w > 20) { for (const x of local) ids.add(x); return { b, note }; }
  }
}

const runs = [];
const top = rng(SEED);
for (const p of plan) {
  const seed = Math.floor(top() * 2 ** 31);
  let { b, note } = build(p, seed);
  // About a third of the legit runs are captured while still working (no closing answer), as a live guard sees them.
  if (p.label === "legit" && top() < 0.33) {
    const asstBefore = (i) => b.msgs.slice(0, i).filter((m) => m.role === "assistant").length;
    const ends = b.msgs.map((m, i) => i).filter((i) => b.msgs[i].role === "tool" && b.msgs[i + 1]?.role !== "tool" && asstBefore(i) >= 8);
    if (ends.length) { const cut = b.msgs.slice(0, top.pick(ends) + 1); b.msgs = cut; b.calls = asstBefore(cut.length); note += " (captured mid-work, before the closing answer)"; }
  }
  let id; do id = `s12s-${top.hex(6)}`; while (runs.some((x) => x.trace.id === id));
  runs.push({
    trace: { id, messages: b.msgs },
    label: { id, label: p.label, loop_from: p.label === "legit" ? null : b.mark.call, loop_from_message: p.label === "legit" ? null : b.mark.msg, kind: p.kind, domain: p.kit.id, steps: b.calls, note },
  });
}
const shuffled = top.shuffle(runs);

// Validation: structure, answers, ids, label ranges and counts.
function check() {
  const seen = new Set();
  const count = { loop: 0, legit: 0, ambiguous: 0 }, perDomain = {};
  for (const { trace, label } of shuffled) {
    const m = trace.messages; if (m[0].role !== "system" || m[1].role !== "user") throw new Error(`${trace.id}: bad start`);
    let pending = new Set(), asst = 0;
    m.forEach((x, i) => {
      if (x.role === "assistant") {
        if (pending.size) throw new Error(`${trace.id}@${i}: unanswered calls`);
        asst++; for (const tc of x.tool_calls ?? []) { if (seen.has(tc.id)) throw new Error(`dup id ${tc.id}`); seen.add(tc.id); pending.add(tc.id); JSON.parse(tc.function.arguments); }
        if (label.loop_from_message === i && label.loop_from !== asst) throw new Error(`${trace.id}: loop_from mismatch`);
      } else if (x.role === "tool") {
        if (!pending.delete(x.tool_call_id)) throw new Error(`${trace.id}@${i}: stray tool answer`);
        if (typeof x.content !== "string" || !x.content) throw new Error(`${trace.id}@${i}: empty tool content`);
      } else if (pending.size) throw new Error(`${trace.id}@${i}: message between call and answer`);
    });
    if (pending.size) throw new Error(`${trace.id}: ends with unanswered calls`);
    const last = m.at(-1); if (last.role === "user" || last.role === "system") throw new Error(`${trace.id}: ends on ${last.role}`);
    if (asst !== label.steps) throw new Error(`${trace.id}: steps`);
    if (label.steps < 8 || label.steps > 80) throw new Error(`${trace.id}: length ${label.steps} ${label.kind}`);
    if (label.label !== "legit") {
      if (!(label.loop_from >= 1 && label.loop_from <= asst)) throw new Error(`${trace.id}: loop_from range`);
      if (m[label.loop_from_message].role !== "assistant") throw new Error(`${trace.id}: loop_from_message`);
    }
    count[label.label]++; perDomain[label.domain] = (perDomain[label.domain] ?? 0) + 1;
  }
  if (count.loop !== 60 || count.legit !== 56 || count.ambiguous !== 4) throw new Error(`counts ${JSON.stringify(count)}`);
  if (Object.values(perDomain).some((n) => n !== 12) || Object.keys(perDomain).length !== 10) throw new Error("per domain");
  return { count, perDomain };
}
const stats = check();
writeFileSync(new URL("./traces.jsonl", import.meta.url), shuffled.map((x) => JSON.stringify(x.trace)).join("\n") + "\n");
writeFileSync(new URL("./labels.jsonl", import.meta.url), shuffled.map((x) => JSON.stringify(x.label)).join("\n") + "\n");
if (process.argv.includes("--stats")) {
  const steps = shuffled.map((x) => x.label.steps);
  const byKind = {}; for (const { label } of shuffled) byKind[`${label.label}:${label.kind}`] = (byKind[`${label.label}:${label.kind}`] ?? 0) + 1;
  const multi = shuffled.filter((x) => x.trace.messages.some((m) => m.name)).length;
  console.log(JSON.stringify({ ...stats, byKind, steps: [Math.min(...steps), Math.max(...steps)], multiAgentRuns: multi }, null, 1));
}
