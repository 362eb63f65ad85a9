// Writes traces.jsonl and labels.jsonl for corpus blind-2026-12j, byte for byte from fixed seeds. `node gen.mjs [--stats]`
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rng } from "./mod/rng.mjs";
import { hash } from "./mod/kitbase.mjs";
import { makeCtx } from "./mod/ctx.mjs";
import { LOOPS, LOOP_NOTES } from "./mod/loops.mjs";
import { LEGIT, LEGIT_NOTES, AMBIG } from "./mod/legit.mjs";
import { roadside, donor, budget } from "./mod/kits-a.mjs";
import { seismic, kafka, rma, bedflow } from "./mod/kits-b.mjs";
import { tenders, delivery, transcode } from "./mod/kits-c.mjs";
import { validate } from "./mod/validate.mjs";
import { stats } from "./mod/stats.mjs";

const KITS = [roadside, donor, budget, seismic, kafka, rma, bedflow, tenders, delivery, transcode];
const plan = [];
Object.keys(LOOPS).forEach((kind, k) => { for (let v = 0; v < 6; v++) plan.push({ label: "loop", kind, v, k, d: (k + v) % 10 }); });
Object.keys(LEGIT).forEach((kind, k) => { for (let v = 0; v < 4; v++) plan.push({ label: "legit", kind, v, k, d: (k * 4 + v) % 10 }); });
AMBIG.forEach(([kind], v) => plan.push({ label: "ambiguous", kind, v, k: v, d: 6 + v }));

function warmLen(r, p) {
  if (p.label === "loop" && (p.v === 4 || (p.v === 5 && p.k < 2))) return r.int(40, 90);
  if (p.kind === "long-mixed") return r.int(60, 118);
  if (p.label === "legit" && p.v === 3) return r.int(25, 70);
  if (p.label === "ambiguous") return r.int(3, 20);
  const x = r(); return x < 0.5 ? r.int(0, 6) : x < 0.85 ? r.int(7, 18) : r.int(19, 35);
}
const built = plan.map((p) => {
  const kit = KITS[p.d]; const r = rng(hash(`12j/${p.kind}/${p.v}/${kit.domain}`));
  const style = r.chance(kit.prefer === "anthropic" ? 0.8 : 0.45) ? "anthropic" : "openai";
  const ctx = makeCtx(r, kit, style); const n = warmLen(r, p);
  ctx.run.system(kit.sys); ctx.run.user(r.pick(kit.tasks).replace("{e}", ctx.main[0]));
  let note;
  if (p.label === "loop") { LOOPS[p.kind](ctx, p.v, n); note = LOOP_NOTES[p.kind]; }
  else if (p.label === "legit") { LEGIT[p.kind](ctx, p.v, n); note = LEGIT_NOTES[p.kind]; }
  else { const a = AMBIG[p.v]; a[1](ctx, p.v, n); note = a[2]; }
  return { p, kit, note, messages: ctx.run.msgs, loop_from: p.label === "loop" ? ctx.run.loopFrom : null, steps: ctx.run.n, warm: n, style };
});
const order = rng(20261206).shuffle(built.map((_, i) => i));
const idr = rng(1212);
const runs = [], labels = [];
order.forEach((bi, i) => {
  const b = built[bi]; const id = `j10-${String(i + 1).padStart(3, "0")}-${idr.hex(4)}`;
  runs.push({ id, messages: b.messages });
  labels.push({ id, label: b.p.label, loop_from: b.loop_from, kind: b.p.kind, domain: b.kit.domain, steps: b.steps, note: `${b.note}; ${b.warm} healthy warm-up steps; ${b.style}-style` });
});
const errs = validate(runs, labels);
if (errs.length) { console.error(errs.slice(0, 30).join("\n")); process.exit(1); }
const here = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(here, "traces.jsonl"), runs.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(join(here, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
if (process.argv.includes("--stats")) console.log(stats(runs, labels));
else console.log(`wrote ${runs.length} runs (validated)`);
