// Generator of blind-2026-12ao (agents in simulated and game environments). Seeded and deterministic:
//   node gen.mjs            writes traces.jsonl and labels.jsonl next to this file and validates them
//   node gen.mjs --stats    also prints counts per domain, kind and label and the loop lengths
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeRng, labelOf } from "./parts/common.mjs";
import { validate } from "./parts/validate.mjs";
import * as alf from "./parts/alf-runs.mjs";
import * as tw from "./parts/tw-runs.mjs";
import * as shop from "./parts/shop-runs.mjs";
import * as sci from "./parts/sci-runs.mjs";
import * as crafter from "./parts/crafter-runs.mjs";
import * as mc from "./parts/mc-runs.mjs";
import * as grid from "./parts/grid-runs.mjs";
import * as chess from "./parts/chess-runs.mjs";
import * as cards from "./parts/cards-runs.mjs";
import * as nh from "./parts/nh-runs.mjs";

const SEED = 0x12a0;
const here = dirname(fileURLToPath(import.meta.url));
const domains = [alf, tw, shop, sci, crafter, mc, grid, chess, cards, nh];

const all = [];
domains.forEach((d, i) => {
  for (const o of d.build(makeRng(SEED + 7919 * (i + 1)))) all.push({ run: o.run, label: labelOf(o.run, { label: o.label, kind: o.kind, domain: o.domain, note: o.note }) });
});

const r = makeRng(SEED);
const order = r.shuffle(all);
const used = new Set();
const traces = [], labels = [];
for (const o of order) {
  let id; do id = `${r.b36(6)}_${r.b36(4)}`; while (used.has(id));
  used.add(id);
  traces.push({ id, messages: o.run.messages });
  labels.push({ id, ...o.label });
}

const errs = validate(traces, labels);
const count = (f) => labels.reduce((m, l) => ((m[f(l)] = (m[f(l)] ?? 0) + 1), m), {});
const tot = count((l) => l.label);
if (tot.loop !== 60 || tot.legit !== 56 || tot.ambiguous !== 4) errs.push(`totals ${JSON.stringify(tot)}`);
for (const [d, n] of Object.entries(count((l) => l.domain))) if (n !== 12) errs.push(`domain ${d} has ${n} runs`);
if (errs.length) { console.error(errs.join("\n")); process.exit(1); }

writeFileSync(join(here, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(join(here, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
console.log(`wrote ${traces.length} runs: ${JSON.stringify(tot)}; validation passed`);

if (process.argv.includes("--stats")) {
  console.log("per domain:", count((l) => `${l.domain} ${l.label}`));
  console.log("per kind:", count((l) => `${l.label} ${l.kind}`));
  const loops = labels.filter((l) => l.label === "loop");
  console.log("wasted turns:", count((l) => (l.label === "loop" ? l.steps - l.loop_from : "-")));
  console.log("loop_from (0-based assistant index):", loops.map((l) => l.loop_from).sort((a, b) => a - b).join(" "));
  console.log("steps:", labels.map((l) => l.steps).sort((a, b) => a - b).join(" "));
  const tc = traces.reduce((n, t) => n + t.messages.filter((m) => m.tool_calls).length, 0);
  const big = traces.reduce((n, t) => n + t.messages.filter((m) => m.role === "tool" && m.content.length > 3000).length, 0);
  console.log(`tool calls: ${tc}; tool answers over 3 KB: ${big}; text-only ReAct runs: ${traces.filter((t) => !t.messages.some((m) => m.tool_calls)).length}`);
}
