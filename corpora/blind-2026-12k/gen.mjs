// Generator of the blind-2026-12k set: node gen.mjs rewrites traces.jsonl and labels.jsonl byte for byte and validates.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rng } from "./mod/rng.mjs";
import { Run } from "./mod/build.mjs";
import { LOOPS, LEGIT, AMBIG, warm } from "./mod/kinds.mjs";
import { GUI_LOOPS, GUI_LEGIT, GUI_AMBIG, guiWarm } from "./mod/gui.mjs";
import { harness } from "./mod/harness.mjs";
import { voice, VOICES } from "./mod/voices.mjs";
import { l10n, solar } from "./mod/kits-a.mjs";
import { legal, avalanche } from "./mod/kits-b.mjs";
import { archive, esports } from "./mod/kits-c.mjs";
import { ev } from "./mod/kits-d.mjs";
import { rental, jobs, cars } from "./mod/gui-sites.mjs";
import { validate } from "./mod/validate.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const R = rng(20261212);
const TOOL_KITS = [l10n, solar, legal, avalanche, archive, esports, ev];
const GUI_SITES = [rental, jobs, cars];
const AMB_DOMAINS = new Set(["avalanche-bulletin", "archive-digitization", "esports-tournament-ops", "job-applications"]);
const MODELS = { plain: ["gpt-4.1", "gpt-4o-2024-11-20", "claude-sonnet-4-5", "qwen3-235b-a22b", "mistral-large-2411", "o4-mini"], autogen: ["gpt-4o-2024-11-20", "gpt-4.1-mini"], langgraph: ["gpt-4.1", "claude-sonnet-4-5"], "agents-sdk": ["gpt-4.1", "o4-mini"], gemini: ["gemini-2.5-pro", "gemini-2.5-flash"], gui: ["claude-sonnet-4-5", "computer-use-preview", "gpt-4.1"] };

function toolRun(kit, cls, kind, r, long) {
  const fw = kit.framework;
  const run = new Run(r, { model: r.pick(MODELS[fw] ?? MODELS.plain), idStyle: fw === "plain" ? r.pick(["openai", "anthropic", "short", kit.idStyle]) : kit.idStyle, ts: r.chance(0.5), toolName: fw === "autogen" || r.chance(0.3) });
  const k = { ...kit, say: voice(r.pick(VOICES)) };
  run.sys(kit.sys); run.user(kit.task(r));
  if (fw === "autogen") run.say(r.pick(["Plan: Translator pulls each string and fixes it, Terminologist checks terms, Reviewer signs off.", "Let's split it: I'll review, Translator edits, Terminologist owns the glossary."]), "Reviewer");
  if (fw === "langgraph") run.call(null, "route", { next: "layout_engineer" }, "Routed to layout_engineer", { as: "supervisor" });
  if (fw === "agents-sdk") run.call(null, "transfer_to_redline_agent", {}, JSON.stringify({ assistant: "redline_agent" }), { as: "triage_agent" });
  const n = long ? r.int(50, 90) : r.chance(0.55) ? r.int(2, 14) : 0;
  if (n) warm(run, k, n, r.int(1, 4) * 1000);
  if (n && r.chance(0.3)) run.user(r.pick(["FYI I'm in a meeting, carry on.", "Any update?", "Thanks, keep going."]));
  const table = cls === "loop" ? LOOPS : cls === "legit" ? LEGIT : AMBIG;
  const note = table[kind](run, k);
  if (cls === "loop" && kind !== "text-loop" && r.chance(0.25)) run.say(r.pick(["I wasn't able to complete this; the last step keeps giving the same result.", "Stopping here; the same problem persists."]), kit.names?.final);
  return { run, note };
}

function guiRun(s, cls, kind, r, long) {
  const run = new Run(r, { model: r.pick(MODELS.gui), idStyle: s.harness === "cu" ? "anthropic" : r.pick(["openai", "short"]), ts: r.chance(0.6), toolName: r.chance(0.4) });
  run.voice = r.pick(["silent", "plain", "plain"]);
  run.sys(s.sys); run.user(s.task(r));
  const n = long ? r.int(s.harness === "cu" ? 14 : 25, s.harness === "cu" ? 22 : 40) : r.chance(0.5) ? r.int(1, 6) : 0;
  const h = n ? guiWarm(run, s, n, 20) : harness(run, s.harness);
  const table = cls === "loop" ? GUI_LOOPS : cls === "legit" ? GUI_LEGIT : GUI_AMBIG;
  const note = table[kind](run, s, h);
  if (cls === "loop" && r.chance(0.2)) run.say("I can't get this page to respond as expected; stopping here.");
  return { run, note };
}

const plan = [];
[...TOOL_KITS, ...GUI_SITES].forEach((d, di) => {
  const gui = GUI_SITES.includes(d);
  const L = Object.keys(gui ? GUI_LOOPS : LOOPS), G = Object.keys(gui ? GUI_LEGIT : LEGIT);
  const amb = AMB_DOMAINS.has(d.domain);
  const loops = gui ? L : Array.from({ length: 6 }, (_, i) => L[(di * 3 + i) % L.length]);
  const legit = gui ? G.slice(0, amb ? 5 : 6) : Array.from({ length: amb ? 5 : 6 }, (_, i) => G[(di * 2 + i) % G.length]);
  for (const k of loops) plan.push({ d, gui, cls: "loop", kind: k });
  for (const k of legit) plan.push({ d, gui, cls: "legit", kind: k });
  if (amb) plan.push({ d, gui, cls: "ambiguous", kind: gui ? "endless-feed" : di % 2 ? "slow-poll" : "recheck-after-user" });
});
// Long runs: one loop and one legit in most domains, chosen by the seeded RNG.
const longIdx = new Set();
for (let di = 0; di < 10; di++) { const base = plan.findIndex((p) => p.d === [...TOOL_KITS, ...GUI_SITES][di]); if (R.chance(0.7)) { longIdx.add(base + R.int(0, 5)); longIdx.add(base + 6 + R.int(0, 4)); } }

const out = plan.map((p, i) => {
  const r = rng(1000 + i * 7919);
  const long = longIdx.has(i);
  const { run, note } = p.gui ? guiRun(p.d, p.cls, p.kind, r, long) : toolRun(p.d, p.cls, p.kind, r, long);
  return { run, p, note };
});
const order = R.shuffle(out.map((_, i) => i));
const runs = [], labels = [];
order.forEach((oi, n) => {
  const { run, p, note } = out[oi];
  const id = `k11-${String(n + 1).padStart(3, "0")}-${R.hex(4)}`;
  runs.push({ id, messages: run.msgs });
  labels.push({ id, label: p.cls, loop_from: p.cls === "loop" ? run.loopFrom : null, kind: p.kind, domain: p.d.domain, steps: run.steps, note });
});
validate(runs, labels);
writeFileSync(join(HERE, "traces.jsonl"), runs.map((x) => JSON.stringify(x)).join("\n") + "\n");
writeFileSync(join(HERE, "labels.jsonl"), labels.map((x) => JSON.stringify(x)).join("\n") + "\n");
if (process.argv.includes("--stats")) {
  const c = (f) => labels.reduce((m, l) => ((m[f(l)] = (m[f(l)] ?? 0) + 1), m), {});
  console.log(c((l) => l.label), c((l) => l.domain), c((l) => `${l.label}:${l.kind}`));
  console.log("long (>=60 steps):", labels.filter((l) => l.steps >= 60).map((l) => `${l.label}@${l.loop_from}/${l.steps}`).join(" "));
}
