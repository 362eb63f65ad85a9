// blind-2026-12u generator: 10 domains × 12 runs, seeded; rewrites traces.jsonl and labels.jsonl byte for byte.
// usage: node gen.mjs            node gen.mjs --stats
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Run, VOICES } from "./mod/conv.mjs";
import { cryo } from "./mod/dom-cryo.mjs";
import { cssd } from "./mod/dom-cssd.mjs";
import { dairy } from "./mod/dom-dairy.mjs";
import { eda } from "./mod/dom-eda.mjs";
import { gnss } from "./mod/dom-gnss.mjs";
import { gpon } from "./mod/dom-gpon.mjs";
import { hydro } from "./mod/dom-hydro.mjs";
import { light } from "./mod/dom-light.mjs";
import { music } from "./mod/dom-music.mjs";
import { print } from "./mod/dom-print.mjs";
import { AMB_KINDS, LEGIT_KINDS } from "./mod/kinds-legit.mjs";
import { LOOP_KINDS } from "./mod/kinds-loop.mjs";
import { makeRng } from "./mod/rng.mjs";
import { validate } from "./mod/validate.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const DOMAINS = [eda, print, gpon, cryo, gnss, dairy, light, cssd, music, hydro];

/** The plan: which kind runs in which domain with which label. */
function plan() {
  const out = [];
  let lc = 0;
  DOMAINS.forEach((d, di) => {
    for (let j = 0; j < 6; j++) out.push({ d, label: "loop", fn: LOOP_KINDS[(di + j) % LOOP_KINDS.length] });
    const legit = di < 6 ? 6 : 5;
    for (let j = 0; j < legit; j++) out.push({ d, label: "legit", fn: LEGIT_KINDS[lc++ % LEGIT_KINDS.length] });
    if (di >= 6) out.push({ d, label: "ambiguous", fn: AMB_KINDS[di - 6] });
  });
  return out;
}

/** Builds one run; retries with the next seed when it falls outside 8..60 LLM calls. */
function build(p, i) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rng = makeRng(1_200_000 + i * 7919 + attempt * 104_729);
    const voice = VOICES[(i + attempt) % VOICES.length];
    const R = new Run(rng, p.d, voice);
    const info = p.fn(R, p.d);
    if (R.calls < 8 || R.calls > 60) continue;
    if (p.label === "loop" && (R.loopFrom == null || R.loopFrom > R.calls)) continue;
    return { R, info };
  }
  throw new Error(`run ${i} (${p.d.key}/${p.fn.name}) never fit`);
}

const idRng = makeRng(0x12a5e);
const built = plan().map((p, i) => {
  const { R, info } = build(p, i);
  const id = `u-${idRng.hex(8)}`;
  const loop = p.label === "loop";
  return {
    run: { id, messages: R.m },
    label: { id, label: p.label, loop_from: loop ? R.loopFrom : null, loop_from_message: loop ? R.loopFromMsg : null, kind: info.kind, domain: p.d.key, steps: R.calls, note: info.note },
    voice: R.voice,
  };
});
const order = makeRng(0x5eed12).shuffle(built);
const runs = order.map((b) => b.run), labels = order.map((b) => b.label);
validate(runs, labels);
writeFileSync(join(HERE, "traces.jsonl"), runs.map((r) => JSON.stringify(r)).join("\n") + "\n");
writeFileSync(join(HERE, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");

if (process.argv.includes("--stats")) {
  const count = (f) => order.reduce((m, b) => m.set(f(b), (m.get(f(b)) ?? 0) + 1), new Map());
  const show = (title, m) => console.log(`${title}\n${[...m].sort().map(([k, v]) => `  ${k}: ${v}`).join("\n")}`);
  show("labels", count((b) => b.label.label));
  show("kind (label)", count((b) => `${b.label.kind} (${b.label.label})`));
  show("domain", count((b) => b.label.domain));
  show("voice", count((b) => b.voice));
  const steps = labels.map((l) => l.steps);
  console.log(`LLM calls per run: min ${Math.min(...steps)}, max ${Math.max(...steps)}, mean ${(steps.reduce((a, b) => a + b, 0) / steps.length).toFixed(1)}`);
  const lf = labels.filter((l) => l.label === "loop").map((l) => l.loop_from);
  console.log(`loop_from: min ${Math.min(...lf)}, max ${Math.max(...lf)}; runs ${runs.length}`);
}
