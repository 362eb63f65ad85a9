// Generates traces.jsonl and labels.jsonl for blind-2026-12i, byte for byte from a fixed seed. `node gen.mjs [--stats]`
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeRng } from "./parts/rng.mjs";
import { Run } from "./parts/run.mjs";
import { makeWorld } from "./parts/blocks.mjs";
import { warm } from "./parts/warm.mjs";
import { LOOPS } from "./parts/loops.mjs";
import { LEGIT, AMBIG, LEGIT_NOTES } from "./parts/legit.mjs";
import { validate } from "./parts/validate.mjs";
import { stats } from "./parts/stats.mjs";
import { crew, pv, water } from "./parts/domains1.mjs";
import { journal, genealogy, property } from "./parts/domains2.mjs";
import { coding, school, podcast, dao } from "./parts/domains3.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 0x12c9;
const DOMAINS = [crew, pv, water, journal, genealogy, property, coding, school, podcast, dao];
const LOOP_KINDS = Object.keys(LOOPS);
const LEGIT_KINDS = Object.keys(LEGIT);
const AMBIG_KINDS = Object.keys(AMBIG);
const LATE_LEGIT = new Set(["pagination", "progress-poll", "backoff-success", "batch-distinct", "user-asks-again", "refined-retrieval", "fix-then-pass", "memory-use", "slow-start-poll", "verify-after-write"]);

function plan() {
  const P = [];
  LOOP_KINDS.forEach((k, ki) => { for (let v = 0; v < 6; v++) P.push({ label: "loop", kind: k, v, d: (ki + v) % 10 }); });
  const cap = DOMAINS.map((_, d) => (d < 4 ? 5 : 6)); const has = DOMAINS.map(() => new Set()); let rot = 0;
  for (let v = 0; v < 4; v++) LEGIT_KINDS.forEach((k) => {
    for (let t = 0; t < 20; t++) { const d = (rot + t) % 10; if (cap[d] > 0 && (!has[d].has(k) || t >= 10)) { cap[d]--; has[d].add(k); P.push({ label: "legit", kind: k, v, d }); rot = d + 1; return; } }
    throw new Error(`no domain for ${k}`);
  });
  AMBIG_KINDS.forEach((k, i) => P.push({ label: "ambiguous", kind: k, v: 0, d: i }));
  return P;
}

function warmLen(R, p) {
  if (p.label === "loop") return p.v === 5 || (p.v === 4 && LOOP_KINDS.indexOf(p.kind) % 3 === 0) ? R.int(40, 88) : R.chance(0.12) ? 0 : R.int(2, 16);
  if (p.label === "legit") return p.kind === "long-mixed" ? 0 : p.v === 3 && LATE_LEGIT.has(p.kind) ? R.int(40, 88) : R.chance(0.4) ? 0 : R.int(1, 10);
  return R.int(0, 10);
}
const FYI = ["FYI I'm in a meeting until three, just keep going.", "Quick note: the office closes early today, no need to hurry the report.", "thanks, carry on", "Reminder: don't email anyone outside the team without asking me."];

function build(p, idx) {
  const R = makeRng(SEED * 7919 + idx * 104729 + 17);
  const K = DOMAINS[p.d]; const run = new Run(R, K); const W = makeWorld(run);
  run.system(K.sys);
  run.user(R.chance(0.25) ? `${K.task} Work through it in order and tell me when you're done.` : K.task);
  if (R.chance(K.handoff ? 0.7 : 0.12)) {
    run.named = true; run.agent = "triage_agent";
    run.step("handoff", [{ name: `transfer_to_${K.agents[0]}`, args: {}, out: JSON.stringify({ assistant: K.agents[0] }) }], K.agents[0]); run.agent = K.agents[0];
  }
  const wl = warmLen(R, p); warm(run, W, wl);
  if (wl >= 30 && R.chance(0.45)) (R.chance(0.5) ? run.user.bind(run) : run.system.bind(run))(`Summary of the conversation so far: ${W.ents.length} records reviewed (${W.ents.slice(0, 4).map((e) => e.id).join(", ")}, …); ${K.docName} read to line ${W.docAt}; continue with the rest of the task.`);
  let loop_from = null, note;
  if (p.label === "loop") ({ loop_from, note } = LOOPS[p.kind](run, W, p.v));
  else if (p.label === "legit") { LEGIT[p.kind](run, W, p.v); note = LEGIT_NOTES[p.kind]; }
  else note = AMBIG[p.kind](run, W);
  decorate(run, R, loop_from);
  return { trace: { messages: run.messages }, label: { label: p.label, loop_from, kind: p.kind, domain: K.key, steps: run.steps, note } };
}

// Re-sent system prompts and harmless user FYIs, inserted before an assistant turn, in loops and legit runs alike.
function decorate(run, R, loop_from) {
  const at = () => { const idx = run.messages.map((m, i) => (m.role === "assistant" && i > 3 ? i : -1)).filter((i) => i > 0); return idx.length ? R.pick(idx) : -1; };
  const ins = (m) => { const j = at(); if (j < 0) return; if (run.messages[j - 1].timestamp) m.timestamp = run.messages[j - 1].timestamp; run.messages.splice(j, 0, m); };
  if (run.steps >= 15 && R.chance(0.2)) ins({ role: "system", content: run.K.sys });
  if (R.chance(0.14)) ins({ role: "user", content: R.pick(FYI) });
}

function main() {
  const P = plan();
  const built = P.map((p, i) => build(p, i));
  const R = makeRng(SEED ^ 0x5eed);
  const order = R.shuffle(built.map((_, i) => i));
  const traces = [], labels = [];
  order.forEach((bi, n) => {
    const id = `i9-${String(n + 1).padStart(3, "0")}-${R.hex(4)}`;
    traces.push({ id, messages: built[bi].trace.messages }); labels.push({ id, ...built[bi].label });
  });
  validate(traces, labels);
  writeFileSync(join(HERE, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
  if (process.argv.includes("--stats")) console.log(stats(traces, labels));
  else console.log(`wrote ${traces.length} runs (validated)`);
}
main();
