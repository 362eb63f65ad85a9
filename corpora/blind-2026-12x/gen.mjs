// blind-2026-12x generator: `node gen.mjs` rewrites traces.jsonl and labels.jsonl byte for byte; `--stats` prints counts.
import { writeFileSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { mulberry32, mk, Run } from "./lib.mjs";
import { KITS } from "./kits.mjs";
import { tools } from "./tools.mjs";
import { open, LOOP, LEGIT, AMB } from "./kinds.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 0x12a7c0de;
const PLAN = {
  loop: { "exact-repeat": 4, "trivial-args": 5, "ping-pong": 4, cycle: 5, "retry-storm": 5, "dependency-storm": 5, "stuck-poll": 5, "search-no-progress": 5, "late-repeat": 5, "page-stuck": 4, "text-loop": 4, "edit-validate-stuck": 4, "flip-flop": 3, "fanout-repeat": 2 },
  legit: { batch: 5, alternate: 4, "poll-completes": 5, "pagination-ends": 5, "retry-succeeds": 5, readings: 5, "recheck-after-fix": 5, "search-refines": 4, "long-healthy": 5, "asks-again": 4, "per-item-errors": 4, "change-of-mind": 3, sweep: 2 },
  ambiguous: { "amb-backoff-stop": 1, "amb-asked-identical": 1, "amb-double-reread": 1, "amb-empty-gives-up": 1 },
};
const FN = { loop: LOOP, legit: LEGIT, ambiguous: AMB };

function build(label, kind, kit, seed) {
  for (let t = 0; t < 60; t++) {
    const g = mk(mulberry32(seed + t * 7919));
    const r = new Run(g, kit);
    const T = tools(r, kit);
    open(r, kit, g.chance(0.5) ? r.ents[0].id : r.ents.slice(0, g.int(2, 4)).map((e) => e.id).join(", "));
    const res = FN[label][kind](r, kit, T, g);
    const lf = res.loop_from ?? null;
    if (r.steps < 8 || r.steps > 50) continue;
    if (label === "loop" && r.steps - lf < 2) continue;
    return { r, lf, note: res.note };
  }
  throw new Error(`cannot fit ${kind} in 8..50 steps`);
}

function main() {
  const g = mk(mulberry32(SEED));
  const jobs = [];
  for (const label of ["loop", "legit", "ambiguous"]) for (const [kind, n] of Object.entries(PLAN[label])) for (let i = 0; i < n; i++) jobs.push({ label, kind });
  jobs.forEach((j, i) => { j.kit = KITS[i % KITS.length]; j.seed = Math.floor(g.f() * 2 ** 31); });
  const order = g.shuffle(jobs);
  const traces = []; const labels = [];
  order.forEach((j, i) => {
    const { r, lf, note } = build(j.label, j.kind, j.kit, j.seed);
    const id = `x12-${String(i + 1).padStart(3, "0")}-${g.hex(4)}`;
    let a = 0; let lfm = null;
    r.m.forEach((m, mi) => { if (m.role === "assistant" && ++a === lf) lfm = mi; });
    traces.push({ id, messages: r.m });
    labels.push({ id, label: j.label, loop_from: lf, loop_from_message: lfm, kind: j.kind, domain: j.kit.key, steps: r.steps, note });
  });
  validate(traces, labels);
  writeFileSync(join(HERE, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
  console.log(`wrote ${traces.length} runs`);
}

function validate(traces, labels) {
  const fail = (id, why) => { console.error(`INVALID ${id}: ${why}`); process.exitCode = 1; };
  const ids = new Set();
  traces.forEach((t, i) => {
    const L = labels[i];
    if (L.id !== t.id) fail(t.id, "labels out of order");
    if (ids.has(t.id)) fail(t.id, "duplicate run id"); ids.add(t.id);
    const M = t.messages;
    if (M[0].role !== "system" || M[1].role !== "user") fail(t.id, "must start system, user");
    const callIds = new Set(); let pending = new Set(); let steps = 0; let lastTok = 0;
    for (const m of M) {
      if (m.role === "assistant") {
        if (pending.size) fail(t.id, "unanswered tool call");
        steps++;
        if (m.usage) { if (m.usage.prompt_tokens <= lastTok) fail(t.id, "prompt_tokens not increasing"); lastTok = m.usage.prompt_tokens; }
        for (const c of m.tool_calls ?? []) { if (callIds.has(c.id)) fail(t.id, `dup call id ${c.id}`); callIds.add(c.id); pending.add(c.id); JSON.parse(c.function.arguments); }
      } else if (m.role === "tool") { if (!pending.has(m.tool_call_id)) fail(t.id, `tool answer without call ${m.tool_call_id}`); pending.delete(m.tool_call_id); }
      else if (pending.size) fail(t.id, "user message before tool answers");
    }
    if (pending.size) fail(t.id, "unanswered tool call at end");
    if (steps !== L.steps || steps < 8 || steps > 50) fail(t.id, `steps ${steps}`);
    if (L.label === "legit") { if (L.loop_from !== null) fail(t.id, "legit with loop_from"); const last = M.at(-1); if (last.role !== "assistant" || last.tool_calls) fail(t.id, "legit must end on a final answer"); }
    else { if (!(L.loop_from >= 1 && L.loop_from <= steps)) fail(t.id, "bad loop_from"); if (M[L.loop_from_message]?.role !== "assistant") fail(t.id, "bad loop_from_message"); }
  });
}

function stats() {
  const labels = readFileSync(join(HERE, "labels.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
  const count = (f) => labels.reduce((m, l) => { const k = f(l); m[k] = (m[k] ?? 0) + 1; return m; }, {});
  console.log("labels:", count((l) => l.label));
  console.log("kinds:"); for (const [k, n] of Object.entries(count((l) => `${l.label.padEnd(9)} ${l.kind}`)).sort()) console.log(`  ${k.padEnd(34)} ${n}`);
  console.log("domains:"); for (const [k, n] of Object.entries(count((l) => `${l.domain.padEnd(26)} ${l.label}`)).sort()) console.log(`  ${k.padEnd(40)} ${n}`);
  const s = labels.map((l) => l.steps).sort((a, b) => a - b);
  console.log(`steps: ${s[0]}..${s.at(-1)} median ${s[s.length >> 1]}, total ${s.reduce((a, b) => a + b, 0)}`);
  const late = labels.filter((l) => l.label === "loop" && l.loop_from >= 12).length;
  console.log(`loops starting at step >= 12: ${late}; loops ending on a final message: see traces`);
}

if (process.argv.includes("--stats")) stats(); else main();
