// blind-2026-12am generator: retrieval-heavy research and document agents in ten trades.
// usage: node gen.mjs            writes traces.jsonl and labels.jsonl after validating
//        node gen.mjs --stats    prints counts only
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeRng } from "./parts/rng.mjs";
import { newRun } from "./parts/engine.mjs";
import { preamble } from "./parts/preamble.mjs";
import { LOOPS, TWINS, AMBIG } from "./parts/kinds.mjs";
import { DOMAINS } from "./parts/domains.mjs";
import { validate } from "./parts/validate.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = "blind-2026-12am";
const AMB_DOMAINS = new Set([1, 3, 6, 8]);
const top = makeRng(SEED);

const askFor = (D, fam, kind) => {
  if (fam === "kg") return kind === "kg-ownership-chain" ? D.kg.askChain : D.kg.askCycle;
  return D[fam].ask;
};

function build(D, di, spec, label, j) {
  const seed = `${SEED}:${D.domain}:${spec.kind}:${j}`;
  const ctx = newRun(D, seed);
  const { rng } = ctx;
  ctx.sys(D.system);
  ctx.user(`${rng.pick(D.staff.open)}\nTech: ${askFor(D, spec.fam, spec.kind)}`);
  // Preamble: mostly short, sometimes long so that the interesting part starts late.
  const p = rng.pick([0, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 14, 17, 20, 24]);
  // The preamble never reads a chunk the main part of the run will read (no accidental repeats in legit runs).
  const avoid = new Set([D.miss.read, ...D.miss.hits, ...D.find.steps.map((x) => x.hits[0]), D.find.answer, D.trunc.key, ...D.trunc.next,
    ...D.decomp.sq.map((x) => x.hits[0]), ...D.cite.bad.c, D.kw.readKey, D.kg.srcKey]);
  const done = preamble(ctx, p, avoid);
  const W = rng.pick([2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 9, 10, 11, 12]);
  const res = spec.fn(ctx, W);
  const steps = ctx.nA;
  let lfm = null;
  if (res.loopFrom !== null) {
    let n = -1;
    lfm = ctx.msgs.findIndex((m) => m.role === "assistant" && ++n === res.loopFrom);
  }
  const wasted = res.loopFrom === null ? 0 : steps - res.loopFrom;
  const note = label === "loop"
    ? `${spec.what}. ${spec.fair}. ${wasted} wasted assistant turns (${res.loopFrom}..${steps - 1}); preamble ${done} steps.`
    : label === "ambiguous"
      ? `${spec.what}. Doubt begins at ${spec.doubt} (assistant ${res.loopFrom}); preamble ${done} steps.`
      : `${spec.what}. Progress at every step; preamble ${done} steps.`;
  return {
    run: { messages: ctx.msgs },
    label: { label, loop_from: res.loopFrom, loop_from_message: lfm, steps, kind: spec.kind, domain: D.domain,
      note: `${note} Staff language ${D.language}; ${D.org}; stack ${D.stack}; model ${ctx.model}.` },
    meta: { W: wasted, p: done, steps },
  };
}

const out = [];
DOMAINS.forEach((D, di) => {
  const loopKinds = [0, 1, 2, 3, 4, 5].map((i) => LOOPS[(di * 6 + i) % 9]);
  loopKinds.forEach((s, j) => out.push(build(D, di, s, "loop", j)));
  const twinKinds = [0, 1, 2, 3, 4, 5].map((i) => TWINS[(di * 6 + i) % 9]);
  const nLegit = AMB_DOMAINS.has(di) ? 5 : 6;
  twinKinds.slice(0, nLegit).forEach((s, j) => out.push(build(D, di, s, "legit", j)));
  if (AMB_DOMAINS.has(di)) out.push(build(D, di, AMBIG[[...AMB_DOMAINS].indexOf(di) % 2], "ambiguous", 0));
});

const order = top.shuffle(out);
const used = new Set();
order.forEach((o) => {
  let id;
  do id = `${top.b36(6)}_${top.b36(4)}`; while (used.has(id));
  used.add(id);
  o.run = { id, messages: o.run.messages };
  o.label = { id, ...o.label };
});
const runs = order.map((o) => o.run);
const labels = order.map((o) => o.label);
const errs = validate(runs, labels);
if (errs.length) { console.error(errs.slice(0, 40).join("\n")); console.error(`${errs.length} errors`); process.exit(1); }

const count = (f) => { const m = {}; for (const o of order) { const k = f(o); m[k] = (m[k] || 0) + 1; } return m; };
if (process.argv.includes("--stats")) {
  console.log("labels", count((o) => o.label.label));
  console.log("domains", count((o) => `${o.label.domain} ${o.label.label}`));
  console.log("kinds", count((o) => o.label.kind));
  const st = order.map((o) => o.meta.steps).sort((a, b) => a - b);
  console.log("steps min/median/max", st[0], st[st.length >> 1], st[st.length - 1]);
  const w = order.filter((o) => o.label.label === "loop").map((o) => o.meta.W).sort((a, b) => a - b);
  console.log("wasted min/median/max", w[0], w[w.length >> 1], w[w.length - 1], "histogram", count((o) => (o.label.label === "loop" ? "W" + o.meta.W : "-")));
  console.log("loop_from min/max", Math.min(...labels.filter((l) => l.label === "loop").map((l) => l.loop_from)), Math.max(...labels.filter((l) => l.label === "loop").map((l) => l.loop_from)));
  const sizes = runs.flatMap((r) => r.messages.filter((m) => m.role === "tool").map((m) => m.content.length)).sort((a, b) => a - b);
  console.log("tool answers", sizes.length, "median chars", sizes[sizes.length >> 1], "max", sizes[sizes.length - 1], "over 3k", sizes.filter((s) => s > 3000).length);
} else {
  writeFileSync(join(HERE, "traces.jsonl"), runs.map((r) => JSON.stringify(r)).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");
  console.log(`wrote ${runs.length} runs`, count((o) => o.label.label));
}
