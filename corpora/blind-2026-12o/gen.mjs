// Generator of blind-2026-12o: node gen.mjs rewrites traces.jsonl and labels.jsonl byte for byte and validates them.
// node gen.mjs --stats prints counts. No dependencies.
import { writeFileSync } from "node:fs";
import { DOMAINS } from "./mod/domains.mjs";
import * as G from "./mod/kinds-legit.mjs";
import * as L from "./mod/kinds-loop.mjs";
import { mulberry32, tools } from "./mod/rng.mjs";
import { makeWorld } from "./mod/world.mjs";

const LOOPS = [
  ["identical-repeat", L.identical],
  ["trivial-variant", (w, n) => (w.R.rand() < 0.5 ? L.trivialVariant(w, n) : L.trivialRead(w, n))],
  ["ping-pong-2", (w, n) => L.cycle(w, n, 2)],
  ["cycle-3-4", (w, n) => L.cycle(w, n, 3 + (w.R.rand() < 0.5 ? 1 : 0))],
  ["retry-storm-varied", L.retryStorm],
  ["no-progress-reformulate", L.noProgress],
  ["poll-never-changes", L.stuckPoll],
  ["cursor-wraps", L.cursorWrap],
  ["delegation-ping-pong", L.delegationPingPong],
  ["fix-rebreak", L.fixRebreak],
];
const LEGIT = [
  ["poll-progresses", G.pollProgress],
  ["paging-real", G.pagingReal],
  ["retry-backoff-succeeds", G.retryBackoff],
  ["fanout-distinct-items", G.fanout],
  ["rerun-after-fix", G.rerunAfterFix],
  ["user-asked-repeat", G.userRepeat],
  ["delegation-resolves", G.delegationResolves],
  ["batch-writes-distinct", G.batchWrites],
];
const AMB = [
  ["amb-slow-creep-poll", G.ambSlowPoll],
  ["amb-user-said-keep-trying", G.ambKeepTrying],
  ["amb-replication-wait", G.ambReplication],
  ["amb-cursor-repeats-new-items", G.ambCursorRepeat],
];

const plan = [];
let g = 0;
DOMAINS.forEach((d, i) => {
  for (let j = 0; j < 6; j++) plan.push({ d, label: "loop", kind: LOOPS[(i * 6 + j) % 10] });
  for (let j = 0; j < (i < 4 ? 5 : 6); j++) plan.push({ d, label: "legit", kind: LEGIT[g++ % 8] });
  if (i < 4) plan.push({ d, label: "ambiguous", kind: AMB[i] });
});

/** Warm-up length: a third early, a third mid, a third late after long healthy work. */
function warmFor(R, label) {
  const x = R.rand();
  if (label !== "loop") return x < 0.4 ? R.int(0, 6) : x < 0.85 ? R.int(6, 30) : R.int(30, 66);
  return x < 0.36 ? R.int(0, 3) : x < 0.68 ? R.int(4, 12) : x < 0.9 ? R.int(13, 40) : R.int(41, 72);
}

function generate(p, seed) {
  const warm0 = warmFor(tools(mulberry32(seed * 31 + 7)), p.label);
  for (let attempt = 0; ; attempt++) {
    const R = tools(mulberry32(seed * 7919 + attempt * 104729));
    const w = makeWorld(R, p.d);
    let warm = warm0;
    if (attempt > 2) w.extra = Math.min(attempt - 2, 6);
    if (attempt > 8) warm += (attempt - 8) * 3;
    w.open();
    const res = p.kind[1](w, warm);
    // Some looping agents eventually give up and answer; the loop is still there before that.
    if (p.label === "loop" && R.rand() < 0.2) w.run.final(p.d.lang.stuck);
    // Some healthy transcripts are captured before the agent's closing answer.
    if (p.label === "legit" && R.rand() < 0.25 && w.run.messages.at(-1).role === "assistant") w.run.drop();
    const steps = w.run.steps;
    if (steps < 12 || steps > 90) continue;
    const out = { messages: w.run.messages, steps };
    if (p.label === "loop") {
      out.loop_from = res.from;
      out.note = res.note;
    } else {
      out.loop_from = null;
      out.note = res;
    }
    return out;
  }
}

const master = tools(mulberry32(20261206));
const order = master.shuffle(plan.map((_p, i) => i));
const traces = [];
const labels = [];
order.forEach((pi, n) => {
  const p = plan[pi];
  const r = generate(p, 1000 + pi);
  const id = `bo-${String(n + 1).padStart(3, "0")}-${master.hex(4)}`;
  traces.push(JSON.stringify({ id, messages: r.messages }));
  labels.push(JSON.stringify({ id, label: p.label, loop_from: r.loop_from, kind: p.kind[0], domain: p.d.id, steps: r.steps, note: r.note }));
});

// Validation: counts, ids, call/answer pairing, loop_from range, run lengths.
const fail = (m) => {
  throw new Error(m);
};
const count = (k) => labels.filter((l) => JSON.parse(l).label === k).length;
if (traces.length !== 120 || count("loop") !== 60 || count("legit") !== 56 || count("ambiguous") !== 4) fail("counts");
const seen = new Set();
traces.forEach((line, i) => {
  const t = JSON.parse(line);
  const l = JSON.parse(labels[i]);
  if (t.id !== l.id || seen.has(t.id)) fail(`id ${t.id}`);
  seen.add(t.id);
  const asst = t.messages.filter((m) => m.role === "assistant");
  if (asst.length !== l.steps || l.steps < 12 || l.steps > 90) fail(`steps ${t.id}`);
  if (l.label === "loop" && !(l.loop_from >= 2 && l.loop_from <= l.steps)) fail(`loop_from ${t.id}`);
  const open = new Set();
  for (const m of t.messages) {
    if (m.role === "assistant") {
      if (open.size) fail(`unanswered call ${t.id}`);
      for (const c of m.tool_calls ?? []) {
        JSON.parse(c.function.arguments);
        open.add(c.id);
      }
    } else if (m.role === "tool" && !open.delete(m.tool_call_id)) fail(`stray answer ${t.id}`);
  }
});
const perDomain = {};
for (const l of labels.map((x) => JSON.parse(x))) perDomain[l.domain] = (perDomain[l.domain] ?? 0) + 1;
if (Object.values(perDomain).some((c) => c !== 12) || Object.keys(perDomain).length !== 10) fail("domains");

const here = new URL(".", import.meta.url).pathname;
writeFileSync(`${here}traces.jsonl`, `${traces.join("\n")}\n`);
writeFileSync(`${here}labels.jsonl`, `${labels.join("\n")}\n`);
if (process.argv.includes("--stats")) {
  const ls = labels.map((x) => JSON.parse(x));
  const by = {};
  for (const l of ls) by[`${l.label} ${l.kind}`] = (by[`${l.label} ${l.kind}`] ?? 0) + 1;
  console.log(by);
  const lf = ls.filter((l) => l.label === "loop").map((l) => l.loop_from);
  const st = ls.map((l) => l.steps);
  console.log({ loopFromMin: Math.min(...lf), loopFromMax: Math.max(...lf), late10: lf.filter((x) => x >= 10).length, stepsMin: Math.min(...st), stepsMax: Math.max(...st), over60: st.filter((x) => x > 60).length });
}
console.log("ok: 120 runs written and validated");
