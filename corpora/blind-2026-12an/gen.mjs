// Generator of blind-2026-12an: node gen.mjs [--stats] writes traces.jsonl and labels.jsonl next to this file, byte for byte the same each time.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { R, Run } from "./parts/lib.mjs";
import { mkScenario } from "./parts/ents.mjs";
import { KITS } from "./parts/kits.mjs";
import { siemWindow, sandboxFrozen, isolateAgain, iocCarousel, ticketField } from "./parts/loops-a.mjs";
import { pagerStorm, signinStale, killStale, vulnRescan, huntParse } from "./parts/loops-b.mjs";
import { siemNarrow, sandboxDone, isolateDone, iocPivot, ticketFixed } from "./parts/legit-a.mjs";
import { pagerBackoff, revokeVerified, killRespawn, vulnCleared, huntFixed } from "./parts/legit-b.mjs";
import { ambSandboxSlow, ambRecheckAsked, ambIsolateVerify, ambIntelSecond } from "./parts/amb.mjs";
import { validate } from "./parts/validate.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const SEED = 0x12a0e5;
const LOOPS = [siemWindow, sandboxFrozen, isolateAgain, iocCarousel, ticketField, pagerStorm, signinStale, killStale, vulnRescan, huntParse];
const TWINS = [siemNarrow, sandboxDone, isolateDone, iocPivot, ticketFixed, pagerBackoff, revokeVerified, killRespawn, vulnCleared, huntFixed];
const AMB = [ambSandboxSlow, ambRecheckAsked, ambIsolateVerify, ambIntelSecond];
const RECHECK = new Set([siemNarrow, isolateDone, revokeVerified]);

const master = new R(SEED);
const plan = [];
KITS.forEach((kit, d) => {
  for (let k = 0; k < 6; k++) plan.push({ kit, label: "loop", fn: LOOPS[(d + k) % 10] });
  const nLegit = d < AMB.length ? 5 : 6;
  for (let k = 0; k < nLegit; k++) plan.push({ kit, label: "legit", fn: TWINS[(d + 3 + k * 2 + (k >= 5 ? 1 : 0)) % 10] });
  if (d < AMB.length) plan.push({ kit, label: "ambiguous", fn: AMB[d] });
});

const PRE = [0, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 10, 12, 13];
const WASTE = [2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 9, 10, 12];
const runs = plan.map((p, i) => {
  const r = new R(master.int(1, 2 ** 31 - 1));
  const t0 = new Date(Date.UTC(2026, r.int(1, 4), r.int(1, 27), r.int(5, 21), r.int(0, 59), r.int(0, 59)));
  const s = mkScenario(p.kit, r, t0);
  s.ticketNum = parseInt(String(s.ticket).replace(/\D/g, "").slice(-6), 10) || s.ticketNum;
  if (p.kit.alertShort) s.alertShort = p.kit.alertShort(s);
  const run = new Run(p.kit, r, t0);
  const ctx = { run, kit: p.kit, s, r, seed: r.int(0, 9), pre: r.pick(PRE), waste: r.pick(WASTE), interj: p.label === "loop" && r.chance(0.25), recheck: RECHECK.has(p.fn) && r.chance(0.45) };
  const res = p.fn(ctx);
  const steps = run.asst;
  const lf = p.label === "legit" ? null : run.loopFrom;
  const interj = run.m.filter((m) => m.role === "user").length > 1;
  const note = `${res.note}; preamble ${ctx.pre} step(s); analyst interjected: ${interj ? "yes" : "no"}; staff language ${p.kit.lang}; ${p.kit.stack}, ${p.kit.siemName} + ${p.kit.edrName}; model ${p.kit.model}`;
  return { trace: { messages: run.m }, label: { label: p.label, loop_from: lf, loop_from_message: p.label === "legit" ? null : run.loopFromMsg, steps, kind: res.kind, domain: p.kit.key, note } };
});

// Opaque ids after a seeded shuffle.
const order = master.shuffle(runs.map((_, i) => i));
const used = new Set();
const out = order.map((i) => {
  let id;
  do id = `${master.b36(6)}_${master.b36(4)}`; while (used.has(id));
  used.add(id);
  return { trace: { id, messages: runs[i].trace.messages }, label: { id, ...runs[i].label } };
});
const traces = out.map((x) => x.trace), labels = out.map((x) => x.label);
const stats = validate(traces, labels, { counts: { loop: 60, legit: 56, ambiguous: 4 }, perDomain: 12 });
writeFileSync(join(here, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(join(here, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
if (process.argv.includes("--stats")) {
  const by = {};
  for (const l of labels) by[`${l.label} ${l.kind}`] = (by[`${l.label} ${l.kind}`] || 0) + 1;
  console.log(stats, by);
  const wasted = labels.filter((l) => l.label === "loop").map((l) => l.steps - l.loop_from);
  console.log("wasted turns", Math.min(...wasted), "-", Math.max(...wasted), "steps", Math.min(...labels.map((l) => l.steps)), "-", Math.max(...labels.map((l) => l.steps)));
}
