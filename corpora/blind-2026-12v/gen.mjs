// blind-2026-12v generator: 10 domains × 12 runs, seeded and deterministic; writes traces.jsonl and labels.jsonl byte
// for byte after validating them. `node gen.mjs --stats` also prints counts.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeConv } from "./mod/conv.mjs";
import { DOMAINS } from "./mod/domains.mjs";
import { ambKinds } from "./mod/kinds-amb.mjs";
import { legitKinds } from "./mod/kinds-legit.mjs";
import { loopKinds } from "./mod/kinds-loop.mjs";
import { mulberry32, tools } from "./mod/rng.mjs";
import { validate } from "./mod/validate.mjs";

const SEED = 20261207;
const here = dirname(fileURLToPath(import.meta.url));
const T = tools(mulberry32(SEED));

// Deal kinds to domains: every loop kind 4 times, every legit kind 4 times, ambiguous in four domains.
function deal(kinds, per, counts) {
  const pool = T.shuffle(kinds.flatMap((k) => Array(per).fill(k)));
  return counts.map((n) => {
    const got = [];
    for (let i = 0; i < n; i++) {
      let j = pool.findIndex((k) => !got.includes(k));
      if (j < 0) j = 0;
      got.push(pool.splice(j, 1)[0]);
    }
    return got;
  });
}
const AMB_DOMAINS = [2, 4, 7, 9];
const loopDeal = deal(Object.keys(loopKinds), 4, DOMAINS.map(() => 6));
const legitDeal = deal(Object.keys(legitKinds), 4, DOMAINS.map((_, i) => (AMB_DOMAINS.includes(i) ? 5 : 6)));
const ambNames = Object.keys(ambKinds);
const VOICES = ["terse", "verbose", "plan", "reflective", "handoff"];

const specs = [];
DOMAINS.forEach((d, i) => {
  for (const k of loopDeal[i]) specs.push({ d, kind: k, label: "loop" });
  for (const k of legitDeal[i]) specs.push({ d, kind: k, label: "legit" });
  if (AMB_DOMAINS.includes(i)) specs.push({ d, kind: ambNames[AMB_DOMAINS.indexOf(i)], label: "ambiguous" });
});

const built = specs.map((sp, n) => {
  const voice = sp.kind.startsWith("delegate") ? "handoff" : T.pick(VOICES);
  const giveup = T.chance(0.3);
  const base = T.int(1, 2 ** 30);
  for (let attempt = 0; attempt < 40; attempt++) {
    const rng = mulberry32(base + attempt * 7919);
    const c = makeConv(rng);
    const P = { voice, giveup, recs: c.x.shuffle(sp.d.recs) };
    const fn = loopKinds[sp.kind] ?? legitKinds[sp.kind] ?? ambKinds[sp.kind];
    const res = fn(c, sp.d, P);
    const ok = c.calls >= 8 && c.calls <= 60 && (sp.label !== "loop" || (c.mark && c.mark.call <= c.calls));
    if (!ok) continue;
    return {
      messages: c.msgs,
      label: {
        label: sp.label,
        loop_from: sp.label === "loop" ? c.mark.call : null,
        loop_from_message: sp.label === "loop" ? c.mark.msg : null,
        kind: sp.kind,
        domain: sp.d.key,
        steps: res.steps,
        note: `${voice}; ${res.note}`,
      },
      voice,
      calls: c.calls,
    };
  }
  throw new Error(`no valid build for ${sp.d.key} ${sp.kind} (#${n})`);
});

const order = T.shuffle(built.map((_, i) => i));
const seen = new Set();
const runs = [];
const labels = [];
for (const i of order) {
  let id;
  do id = `v-${T.hex(8)}`;
  while (seen.has(id));
  seen.add(id);
  runs.push({ id, messages: built[i].messages });
  labels.push({ id, ...built[i].label });
}
validate(runs, labels);
writeFileSync(join(here, "traces.jsonl"), `${runs.map((r) => JSON.stringify(r)).join("\n")}\n`);
writeFileSync(join(here, "labels.jsonl"), `${labels.map((l) => JSON.stringify(l)).join("\n")}\n`);

if (process.argv.includes("--stats")) {
  const cnt = (f) => built.reduce((m, b) => m.set(f(b), (m.get(f(b)) ?? 0) + 1), new Map());
  const show = (t, m) => console.log(`${t}\n${[...m].sort().map(([k, v]) => `  ${k}: ${v}`).join("\n")}`);
  show("labels", cnt((b) => b.label.label));
  show("domain × label", cnt((b) => `${b.label.domain} ${b.label.label}`));
  show("kind", cnt((b) => `${b.label.label} ${b.label.kind}`));
  show("voice", cnt((b) => b.voice));
  const cs = built.map((b) => b.calls);
  console.log(`LLM calls per run: min ${Math.min(...cs)}, max ${Math.max(...cs)}, mean ${(cs.reduce((a, b) => a + b, 0) / cs.length).toFixed(1)}`);
  const lf = built.filter((b) => b.label.label === "loop").map((b) => b.calls - b.label.loop_from + 1);
  console.log(`loop runs: calls from loop_from to end: min ${Math.min(...lf)}, max ${Math.max(...lf)}`);
}
console.log(`wrote ${runs.length} runs`);
