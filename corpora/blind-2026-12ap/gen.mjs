// blind-2026-12ap generator. Deterministic: `node gen.mjs` writes traces.jsonl and labels.jsonl next to this file;
// `node gen.mjs --stats` prints counts only. Domains live in parts/d*.mjs, helpers in parts/util.mjs and parts/kinds.mjs.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rng, hashSeed, build } from "./parts/util.mjs";
import { KINDS, interject } from "./parts/kinds.mjs";
import { validate } from "./parts/validate.mjs";
import d01 from "./parts/d01-lean.mjs";
import d02 from "./parts/d02-sympy.mjs";
import d03 from "./parts/d03-z3.mjs";
import d04 from "./parts/d04-cpsat.mjs";
import d05 from "./parts/d05-milp.mjs";
import d06 from "./parts/d06-sheet.mjs";
import d07 from "./parts/d07-glmm.mjs";
import d08 from "./parts/d08-stability.mjs";
import d09 from "./parts/d09-pk.mjs";
import d10 from "./parts/d10-wolfram.mjs";

const SEED = 0x12a9;
const here = dirname(fileURLToPath(import.meta.url));
const DOMAINS = [d01, d02, d03, d04, d05, d06, d07, d08, d09, d10];
// The one generator per domain whose legit twin is replaced by an ambiguous run (four domains).
const AMB = { "z3-interlocking-mhr": "poll", "milp-feed-mill-zai": "retry", "glmm-bednet-trial-sat": "rerun", "camel-pk-sim-taq": "repair" };
const ORDER = ["retry", "repair", "pingpong", "rerun", "poll", "rounds"];

const SHAPE = {
  retry: { loop: "the same failing action re-issued with a trivially different spelling; the state it reports (goal, model, error) never changes", legit: "repeated attempts with the same tool, but every answer moves (goals shrink, the error changes, a value appears)" },
  repair: { loop: "repairs that do not touch the cause; the same certificate (counterexample, unsat core, IIS, error cell, warning) comes back each time", legit: "repairs that hit the cause; the certificate changes or shrinks until it is gone" },
  pingpong: { loop: "ping-pong between two equivalent forms or two tools; the pair of answers repeats A, B, A, B", legit: "alternation of two tools on new inputs each time (new sub-goal, new case, new cell)" },
  rerun: { loop: "re-running after a warning or timeout with the same input; the same warning returns", legit: "re-running after a warning with a changed setup; a different message, then success" },
  poll: { loop: "polling a long job whose progress counters do not move (only clocks and request ids change)", legit: "polling a long job with visible progress to completion" },
  rounds: { loop: "a multi-call round repeated with identical answers and no change in between", legit: "long legitimate repetitive work: one call per distinct point, file, cell or case" },
};

function makeRun(d, key, mode, r) {
  const g = d.kinds[key].call(d, r, mode);
  // Staff interjections also occur in legit and ambiguous runs (loops get theirs inside the domain generators).
  if (mode !== "loop" && g.steps.length >= 4 && r.chance(0.3)) {
    const at = r.int(2, g.steps.length - 2);
    const said = r.pick(["Still working: the last result moved, continuing with the next step.", "Making progress; a few more runs and I will report.", "Partway through; results so far look consistent, continuing."]);
    interject(g.steps, at, r.pick(d.nudge), said, d.finalAgent);
  }
  const opening = d.ask(g.task);
  if (d.openingExtra) opening.push(...d.openingExtra(r));
  const t = build(r, d.style, { system: d.system, opening, steps: g.steps, final: mode === "loop" ? null : d.final(g.final), finalAgent: d.finalAgent });
  const kind = KINDS[key][mode];
  const label = mode === "amb" ? "ambiguous" : mode;
  const lf = mode === "legit" ? null : t.loop_from;
  const wasted = mode === "loop" ? t.steps - t.loop_from : null;
  const what = mode === "loop" ? SHAPE[key].loop : mode === "legit" ? SHAPE[key].legit : g.note;
  const note =
    mode === "legit"
      ? `${what}. ${t.steps} assistant turns. ${d.styleNote}; staff language ${d.language}.`
      : `${what}. ${mode === "loop" ? `loop_from = assistant turn ${lf} (0-based), ${wasted} looping turns recorded` : `doubt point = assistant turn ${lf} (0-based)`}; ${t.steps} assistant turns. ${d.styleNote}; staff language ${d.language}.`;
  return {
    trace: { messages: t.messages },
    label: { label, loop_from: lf, loop_from_message: mode === "legit" ? null : t.loop_from_message, steps: t.steps, kind, domain: d.domain, note },
  };
}

const runs = [];
for (const d of DOMAINS) {
  for (const key of ORDER) {
    const modes = ["loop", AMB[d.domain] === key ? "amb" : "legit"];
    for (const mode of modes) {
      const r = rng(hashSeed(`${SEED}:${d.domain}:${key}:${mode}`));
      runs.push(makeRun(d, key, mode, r));
    }
  }
}

const top = rng(SEED);
const shuffled = top.shuffle(runs);
const seen = new Set();
for (const x of shuffled) {
  let id;
  do id = `${top.b36(5)}-${top.b36(7)}`;
  while (seen.has(id));
  seen.add(id);
  x.trace = { id, ...x.trace };
  x.label = { id, ...x.label };
}
validate(shuffled);

const count = (f) => shuffled.filter(f).length;
if (process.argv.includes("--stats")) {
  console.log(`runs ${shuffled.length}: loop ${count((x) => x.label.label === "loop")}, legit ${count((x) => x.label.label === "legit")}, ambiguous ${count((x) => x.label.label === "ambiguous")}`);
  const byKind = {};
  for (const x of shuffled) byKind[`${x.label.label}\t${x.label.kind}`] = (byKind[`${x.label.label}\t${x.label.kind}`] ?? 0) + 1;
  for (const [k, v] of Object.entries(byKind).sort()) console.log(`  ${k}\t${v}`);
  const byDom = {};
  for (const x of shuffled) {
    const o = (byDom[x.label.domain] ??= { loop: 0, legit: 0, ambiguous: 0 });
    o[x.label.label]++;
  }
  for (const [k, v] of Object.entries(byDom)) console.log(`  ${k}\t${v.loop} / ${v.legit} / ${v.ambiguous}`);
  const st = shuffled.map((x) => x.label.steps);
  const wasted = shuffled.filter((x) => x.label.label === "loop").map((x) => x.label.steps - x.label.loop_from);
  console.log(`assistant turns per run: min ${Math.min(...st)}, max ${Math.max(...st)}, mean ${(st.reduce((a, b) => a + b, 0) / st.length).toFixed(1)}`);
  console.log(`looping turns per loop run: min ${Math.min(...wasted)}, max ${Math.max(...wasted)}, mean ${(wasted.reduce((a, b) => a + b, 0) / wasted.length).toFixed(1)}`);
  console.log(`runs with parallel tool calls: ${count((x) => x.trace.messages.some((m) => (m.tool_calls?.length ?? 0) > 1))}`);
} else {
  writeFileSync(join(here, "traces.jsonl"), shuffled.map((x) => JSON.stringify(x.trace)).join("\n") + "\n");
  writeFileSync(join(here, "labels.jsonl"), shuffled.map((x) => JSON.stringify(x.label)).join("\n") + "\n");
  console.log(`wrote ${shuffled.length} runs`);
}
