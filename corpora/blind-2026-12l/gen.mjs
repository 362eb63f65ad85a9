// Rewrites traces.jsonl and labels.jsonl of blind-2026-12l byte for byte and validates them. Usage: node gen.mjs [--stats]
import { writeFileSync } from "node:fs";
import { rng, hex } from "./mod/core.mjs";
import { Run } from "./mod/core.mjs";
import { VOICES, warm } from "./mod/kit.mjs";
import { LOOPS } from "./mod/kinds-loop.mjs";
import { LEGIT, AMBIG } from "./mod/kinds-legit.mjs";
import { validate } from "./mod/validate.mjs";
import { DOMAINS } from "./mod/domains.mjs";

const r0 = rng(20261212);
const LK = Object.keys(LOOPS); const GK = Object.keys(LEGIT); const AK = Object.keys(AMBIG);
const AMB_DOMAINS = [1, 4, 6, 9];
const plan = [];
DOMAINS.forEach((d, di) => {
  for (let j = 0; j < 6; j++) plan.push({ d, label: "loop", kind: LK[(di * 6 + j) % LK.length], long: j === 0 });
  const nl = AMB_DOMAINS.includes(di) ? 5 : 6;
  for (let j = 0; j < nl; j++) plan.push({ d, label: "legit", kind: GK[(di * 6 + j) % GK.length] });
  if (AMB_DOMAINS.includes(di)) plan.push({ d, label: "ambiguous", kind: AK[AMB_DOMAINS.indexOf(di)] });
});

const out = r0.shuffle(plan).map((p, n) => {
  const r = rng(r0.int(1, 2 ** 31)); const d = p.d; const R = new Run(r, d); R.voice = d.voice ?? r.pick(VOICES);
  const w = p.long ? r.int(50, 88) : p.label === "loop" || p.kind === "user-recheck" || p.kind.startsWith("amb") ? (r.chance(0.5) ? r.int(1, 8) : 0) : 0;
  R.sys(d.system);
  R.user(d.task(r) + (w ? ` ${d.warmAsk ?? `Start by going through the relevant ${d.noun}s one by one.`}` : ""));
  if (w) warm(R, d, w);
  if (p.long && r.chance(0.5)) R.user(r.pick(["Thanks, that's the overview. Now the actual issue, please.", "Ok, sigue con lo principal.", "Perfetto, ora passa al problema vero."]));
  const base = R.steps;
  const res = p.label === "loop" ? LOOPS[p.kind](R, d) : p.label === "legit" ? LEGIT[p.kind](R, d) : AMBIG[p.kind](R, d);
  const id = `l12-${String(n + 1).padStart(3, "0")}-${hex(r, 4)}`;
  const loop_from = p.label === "legit" ? null : p.label === "ambiguous" ? base + res.from : res.from;
  return { trace: { id, messages: R.msgs }, label: { id, label: p.label, loop_from, kind: p.kind, domain: d.name, steps: R.steps, note: (w ? `${w} warm-up steps; ` : "") + res.note } };
});
const runs = out.map((o) => o.trace); const labels = out.map((o) => o.label);
const v = validate(runs, labels);
writeFileSync(new URL("./traces.jsonl", import.meta.url), runs.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(new URL("./labels.jsonl", import.meta.url), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
if (process.argv.includes("--stats")) {
  const c = {}; for (const l of labels) { const k = `${l.label}\t${l.kind}`; c[k] ??= { n: 0, s: [], f: [] }; c[k].n++; c[k].s.push(l.steps); if (l.loop_from) c[k].f.push(l.loop_from); }
  for (const [k, x] of Object.entries(c).sort()) console.log(`${k}\t${x.n}\tsteps ${Math.min(...x.s)}-${Math.max(...x.s)}\tfrom ${x.f.length ? `${Math.min(...x.f)}-${Math.max(...x.f)}` : "-"}`);
}
console.log(`ok: ${v.runs} runs, ${v.calls} calls`);
