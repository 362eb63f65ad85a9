// Writes traces.jsonl and labels.jsonl for blind-2026-12t: 10 back-office domains x 12 runs, seeded, shuffled.
// usage: node gen.mjs [--stats]
import { writeFileSync } from "node:fs";
import { acts } from "./mod/act.mjs";
import { Conv } from "./mod/conv.mjs";
import { A } from "./mod/domains-a.mjs";
import { B } from "./mod/domains-b.mjs";
import { makeKit } from "./mod/kit-base.mjs";
import { AMBIG, LEGIT } from "./mod/kinds-legit.mjs";
import { LOOPS } from "./mod/kinds-loop.mjs";
import { hashStr, rng } from "./mod/rng.mjs";
import { validate } from "./mod/validate.mjs";

const KITS = [...A, ...B].map(makeKit);
const LOOPK = Object.keys(LOOPS);
const LEGITK = Object.keys(LEGIT);
const AMBK = Object.keys(AMBIG);
const VOICES = ["terse", "verbose", "plan", "supervisor"];

// Plan: each domain gets six loop kinds (a rotation, so each kind lands in six domains), 5-6 legit, 0-1 ambiguous.
const plan = [];
let li = 0;
KITS.forEach((k, d) => {
  for (let j = 0; j < 6; j++) plan.push({ k, label: "loop", kind: LOOPK[(d + j) % LOOPK.length] });
  const amb = d % 3 === 0 && d < 10 ? AMBK[d / 3] : null;
  const nLegit = amb ? 5 : 6;
  for (let j = 0; j < nLegit; j++) plan.push({ k, label: "legit", kind: LEGITK[li++ % LEGITK.length] });
  if (amb) plan.push({ k, label: "ambiguous", kind: amb });
});

function build(p, n) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const r = rng(hashStr(`${p.k.key}|${p.kind}|${n}|${attempt}`));
    const voice = VOICES[(n + attempt) % 4];
    const c = new Conv(r, p.k, voice);
    const x = { c, k: p.k, r, a: acts(c, p.k, r), ents: p.k.mkEnts(r, 44) };
    x.cut = p.label !== "loop" && r.chance(0.2);
    x.long = r.chance(0.3);
    const fn = p.label === "loop" ? LOOPS[p.kind] : p.label === "legit" ? LEGIT[p.kind] : AMBIG[p.kind];
    const note = fn(x);
    if (c.steps < 8 || c.steps > 90) continue;
    return { c, note, voice };
  }
  throw new Error(`cannot build ${p.k.key} ${p.kind}`);
}

const idr = rng(20261206);
const out = plan.map((p, n) => {
  const { c, note, voice } = build(p, n);
  let id;
  do id = `t12t-${idr.hex(6)}`; while (plan.some((q) => q.id === id));
  p.id = id;
  const lf = p.label === "legit" ? null : c.loopAt;
  return {
    trace: { id, messages: c.msgs },
    label: { id, label: p.label, loop_from: lf ? lf.step : null, loop_from_message: lf ? lf.msg : null, kind: p.kind, domain: `${p.k.key}-${p.k.lang}`, steps: c.steps, note: `${note} (${voice} voice)` },
  };
});
const order = rng(7741).shuffle(out);
const runs = order.map((o) => o.trace);
const labels = order.map((o) => o.label);
const errs = validate(runs, labels);
if (errs.length) {
  console.error(errs.slice(0, 30).join("\n"));
  process.exit(1);
}
writeFileSync(new URL("./traces.jsonl", import.meta.url), runs.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(new URL("./labels.jsonl", import.meta.url), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
if (process.argv.includes("--stats")) {
  const cnt = (f) => labels.reduce((m, l) => ((m[f(l)] = (m[f(l)] ?? 0) + 1), m), {});
  console.log(cnt((l) => l.label), cnt((l) => l.domain), cnt((l) => `${l.label}:${l.kind}`));
  const st = labels.map((l) => l.steps);
  console.log("steps", Math.min(...st), Math.max(...st), st.reduce((a, b) => a + b) / st.length);
}
console.log(`wrote ${runs.length} runs`);
