// Writes traces.jsonl and labels.jsonl for blind-2026-12h, byte for byte from a fixed seed, then validates them.
// usage: node gen.mjs [--stats]
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Run } from "./lib/builder.mjs";
import { energy, fleet } from "./lib/domains-api1.mjs";
import { charity, restaurant, vet } from "./lib/domains-api2.mjs";
import { admissions, permit } from "./lib/domains-web1.mjs";
import { bms, tax } from "./lib/domains-web2.mjs";
import { makeApiKit } from "./lib/kit-api.mjs";
import { makeBrowserKit } from "./lib/kit-browser.mjs";
import { firmware, makeCodeKit } from "./lib/kit-code.mjs";
import { loopKinds } from "./lib/kinds-loop.mjs";
import { ambKinds, legitKinds } from "./lib/kinds-legit.mjs";
import { webLegit, webLoops } from "./lib/kinds-web.mjs";
import { plan, taskKey } from "./lib/plan.mjs";
import { pickStyle, render } from "./lib/render.mjs";
import { makeClock, makeRng } from "./lib/rng.mjs";
import { printStats } from "./lib/stats.mjs";
import { validate } from "./lib/validate.mjs";
import { makeVoice } from "./lib/voice.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SPECS = { "energy-trading": energy, "fleet-telematics": fleet, "restaurant-ops": restaurant, "vet-clinic": vet, "charity-fundraising": charity, "permit-portal": permit, "university-admissions": admissions, "smart-building-bms": bms, "tax-filing": tax, "embedded-firmware": firmware };
const REACT = { "energy-trading": 8, "fleet-telematics": 8, "restaurant-ops": 7 };
const CHAT = new Set(["vet-clinic", "charity-fundraising", "restaurant-ops"]);
const KINDS = { ...loopKinds, ...webLoops, ...legitKinds, ...webLegit, ...ambKinds };

const master = makeRng(20261206);
const seen = {};
const built = plan().map((p, k) => {
  const rng = makeRng(master.int(1, 2 ** 31));
  const spec = SPECS[p.domain];
  seen[p.domain] = (seen[p.domain] ?? 0) + 1;
  const react = seen[p.domain] <= (REACT[p.domain] ?? 0);
  const style = pickStyle(rng, react ? "react" : "native");
  const ctx = { rng, clock: makeClock(rng, `2026-12-0${rng.int(1, 6)}T${String(rng.int(6, 16)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:00Z`), node: spec.node ?? "app", ni: 0, style: {} };
  let kit;
  if (p.domain === "embedded-firmware") {
    ctx.style = rng.chance(0.5) ? { shellName: "bash" } : { shellName: rng.pick(["execute_command", "bash"]), prompt: rng.pick(["dev@thermo-fw:~/thermo-fw$", "(.venv) root@4f1c2a:/workspace/thermo-fw#"]), viewViaShell: rng.chance(0.3) };
    kit = makeCodeKit(spec, ctx);
  } else if (spec.harness) kit = makeBrowserKit(spec, ctx, rng.pick(spec.harness));
  else kit = makeApiKit(spec, ctx);
  ctx.ni = rng.int(0, 20);
  const late = p.kind !== "long-mixed" && rng.chance(0.27);
  const chat = CHAT.has(p.domain) && !react;
  const voice = react ? "plain" : rng.pick(["silent", "terse", "plain", "narrative"]);
  const x = { kit, ctx, rng, spec, chat, v: makeVoice(rng, voice), reps: rng.int(3, 7), par: !react && kit.kind !== "browser" && rng.chance(0.45), warmN: late ? rng.int(40, 90) : rng.pick([0, 0, 2, 3, 5, 8, 11]) };
  const r = new Run(x);
  const res = KINDS[p.kind](x, r);
  const tk = x.tk ?? taskKey[p.kind];
  const main = x.taskMain ?? spec.tasks[tk] ?? spec.tasks.lookup;
  const task = x.warmN > 0 ? `First, ${spec.tasks.lookup} (${x.warmN > 30 ? "the whole list" : "a few of them"}). Then ${main}.` : `${main[0].toUpperCase()}${main.slice(1)}.`;
  const messages = render(rng, style, spec.system, task, r.steps);
  const steps = messages.filter((m) => m.role === "assistant").length;
  const harness = kit.harness ?? (kit.kind === "code" ? "shell+editor" : react ? `react-${style.flavor}` : chat ? "native-chat" : "native");
  return { par: x.par, messages, label: { label: p.label, loop_from: p.label === "legit" ? null : res.loopFrom, kind: p.kind, domain: p.domain, steps, note: `${res.note} [${harness}, ${style.model}]` }, harness, late };
});

const order = makeRng(777).shuffle(built);
const idr = makeRng(4242);
const runs = [];
const labels = [];
order.forEach((b, k) => {
  const id = `h8-${String(k + 1).padStart(3, "0")}-${idr.hex(4)}`;
  runs.push({ id, messages: b.messages });
  labels.push({ id, ...b.label });
});
writeFileSync(join(HERE, "traces.jsonl"), `${runs.map((r) => JSON.stringify(r)).join("\n")}\n`);
writeFileSync(join(HERE, "labels.jsonl"), `${labels.map((r) => JSON.stringify(r)).join("\n")}\n`);
const errs = validate(runs, labels);
if (errs.length) {
  console.error(`validation failed (${errs.length}):\n${errs.slice(0, 40).join("\n")}`);
  process.exit(1);
}
if (process.argv.includes("--stats")) printStats(labels, order);
else console.log(`ok: ${runs.length} runs written and validated`);
