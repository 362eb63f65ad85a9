// blind-2026-12ak generator. `node gen.mjs` writes traces.jsonl + labels.jsonl and validates them;
// `node gen.mjs --check` regenerates in memory and compares byte for byte; `--stats` prints a summary.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Rand, Run } from "./parts/common.mjs";
import { herbarium, retraction } from "./parts/domains-a.mjs";
import { era5, seabed } from "./parts/domains-b.mjs";
import { ena, lei, streets } from "./parts/domains-c.mjs";
import { labour, occult, perov } from "./parts/domains-d.mjs";
import { LOOP_SHAPES } from "./parts/shapes-loop.mjs";
import { AMB_SHAPES, LEGIT_SHAPES } from "./parts/shapes-legit.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = "blind-2026-12ak/seed-7f3e";

const DOMAINS = [herbarium, retraction, era5, seabed, streets, lei, ena, labour, occult, perov];
const FIXED = { [herbarium.key]: 48.5712, [retraction.key]: "retracted", [era5.key]: 712, [seabed.key]: 18.5, [streets.key]: "Q1384", [lei.key]: 100, [ena.key]: "USA", [labour.key]: 2025, [occult.key]: "2026-12-18T11:41:20Z", [perov.key]: "mp-616378" };
for (const k of DOMAINS) k.schema.fixed = FIXED[k.key];
const AMB = { [retraction.key]: AMB_SHAPES.marginalGains, [era5.key]: AMB_SHAPES.queueCreeps, [streets.key]: AMB_SHAPES.backoffGivesUp, [lei.key]: AMB_SHAPES.staffRecheck };

function plan() {
  const slots = [];
  const twinUse = new Array(LEGIT_SHAPES.length).fill(0);
  DOMAINS.forEach((kit, d) => {
    LOOP_SHAPES.forEach((sh, i) => { if (i !== d % LOOP_SHAPES.length) slots.push({ kit, shape: sh, label: "loop" }); });
    const nLegit = AMB[kit.key] ? 5 : 6;
    const order = LEGIT_SHAPES.map((_, j) => (d * 3 + j) % LEGIT_SHAPES.length).sort((a, b) => twinUse[a] - twinUse[b]);
    for (const j of order.slice(0, nLegit)) { twinUse[j]++; slots.push({ kit, shape: LEGIT_SHAPES[j], label: "legit" }); }
    if (AMB[kit.key]) slots.push({ kit, shape: AMB[kit.key], label: "ambiguous" });
  });
  return slots;
}

function build(slot, n) {
  const { kit, shape, label } = slot;
  for (let attempt = 0; attempt < 12; attempt++) {
    const r = new Rand(`${SEED}|${kit.key}|${shape.kind}|${n}|${attempt}`);
    const late = r.chance(0.3), short = !late && r.chance(0.2);
    const o = { pre: short ? 0 : Math.max(0, (late ? r.int(5, 10) : r.int(0, 4)) - attempt), k: short ? (label === "loop" ? 3 : 2) : Math.max(label === "loop" ? 3 : 2, r.int(3, 7) - Math.floor(attempt / 2)) };
    const run = new Run(kit, r, { month: kit.month, day: r.int(1, 28), main: kit.nodes[shape.main] });
    const task = kit.tasks[n % kit.tasks.length];
    run.system(kit.sys);
    run.staff(task);
    run.say(kit.nodes.sup, r.pick([
      `Plan: ${kit.nodes.res} gathers sources, ${kit.nodes.cod} processes, ${kit.nodes.cri} reviews, ${kit.nodes.fmt} formats.`,
      `Routing to ${kit.nodes.res} first; then ${kit.nodes.cod}, ${kit.nodes.cri}, ${kit.nodes.fmt}.`,
      `Starting the graph: fetch -> compute -> review -> format. ${kit.nodes.res} goes first.`,
      `Understood. I'll split this into fetch, compute, review and output steps.`,
    ]));
    const res = shape.run(run, kit, r, o);
    const len = run.m.length;
    if ((len > 60 || len < 8) && attempt < 11) continue;
    const cast = kit.nodeStyle === "named" ? "nodes logged as named assistant messages" : `only ${kit.nodes[shape.main]} logged as assistant, other nodes arrive as user hand-offs`;
    return {
      trace: { messages: run.m },
      label: {
        label,
        loop_from: label === "legit" ? null : run.loopFrom,
        loop_from_message: label === "legit" ? null : run.loopFromMessage,
        kind: shape.kind,
        domain: kit.key,
        steps: run.steps(),
        note: `${res.note}; staff language ${kit.langName}; ${kit.framework}, ${cast}; model ${kit.model}.`,
      },
    };
  }
  throw new Error("unreachable");
}

function generate() {
  const slots = plan();
  const built = slots.map((s, i) => build(s, i));
  const r = new Rand(`${SEED}|ids`);
  const order = r.shuffle(built.map((_, i) => i));
  const ids = new Set();
  const traces = [], labels = [];
  for (const i of order) {
    let id;
    do id = `${r.lower(4)}-${r.lower(4)}-${r.lower(2)}`; while (ids.has(id));
    ids.add(id);
    traces.push(JSON.stringify({ id, messages: built[i].trace.messages }));
    labels.push(JSON.stringify({ id, ...built[i].label }));
  }
  return { traces: traces.join("\n") + "\n", labels: labels.join("\n") + "\n" };
}

function validate(tr, lb) {
  const T = tr.trim().split("\n").map((l) => JSON.parse(l));
  const L = lb.trim().split("\n").map((l) => JSON.parse(l));
  const errs = [];
  const bad = (id, m) => errs.push(`${id}: ${m}`);
  if (T.length !== 120 || L.length !== 120) errs.push(`expected 120 runs, got ${T.length}/${L.length}`);
  const count = { loop: 0, legit: 0, ambiguous: 0 }, perDom = {};
  const ids = new Set();
  T.forEach((t, i) => {
    const l = L[i];
    if (t.id !== l.id) bad(t.id, "id mismatch with label line");
    if (ids.has(t.id)) bad(t.id, "duplicate id");
    ids.add(t.id);
    count[l.label]++;
    perDom[l.domain] = (perDom[l.domain] ?? 0) + 1;
    const m = t.messages;
    if (m.length < 8 || m.length > 60) bad(t.id, `length ${m.length}`);
    const open = new Map();
    let asst = 0;
    m.forEach((x, j) => {
      if (x.role === "assistant") {
        if (open.size) bad(t.id, `unanswered call before message ${j}`);
        if (l.loop_from_message === j && l.loop_from !== asst) bad(t.id, "loop_from does not match loop_from_message");
        asst++;
        for (const c of x.tool_calls ?? []) { open.set(c.id, c.function.name); JSON.parse(c.function.arguments); }
        if (x.content == null && !x.tool_calls) bad(t.id, `empty assistant at ${j}`);
      } else if (x.role === "tool") {
        if (!open.has(x.tool_call_id)) bad(t.id, `tool answer without call at ${j}`);
        open.delete(x.tool_call_id);
      } else if (open.size) bad(t.id, `${x.role} message between call and answer at ${j}`);
    });
    if (asst !== l.steps) bad(t.id, "steps");
    const last = m.at(-1);
    if (l.label === "loop") {
      if (last.role !== "tool") bad(t.id, "loop run must end on a tool answer");
      if (l.loop_from == null || m[l.loop_from_message]?.role !== "assistant") bad(t.id, "loop_from missing");
      if (l.loop_from_message >= m.length - 2) bad(t.id, "loop starts too late");
    } else {
      if (last.role !== "assistant" || last.tool_calls) bad(t.id, "legit/ambiguous run must end on a final answer");
      if (l.label === "legit" && l.loop_from !== null) bad(t.id, "legit with loop_from");
      if (l.label === "ambiguous" && (l.loop_from == null || m[l.loop_from_message]?.role !== "assistant")) bad(t.id, "ambiguous without doubt point");
    }
  });
  if (count.loop !== 60 || count.legit !== 56 || count.ambiguous !== 4) errs.push(`counts ${JSON.stringify(count)}`);
  for (const [d, n] of Object.entries(perDom)) if (n !== 12) errs.push(`domain ${d} has ${n}`);
  return { errs, T, L, count };
}

function stats(T, L) {
  const lens = T.map((t) => t.messages.length).sort((a, b) => a - b);
  const kinds = {};
  for (const l of L) {
    const k = `${l.label} ${l.kind}`;
    kinds[k] ??= { n: 0, steps: [], from: [] };
    kinds[k].n++;
    kinds[k].steps.push(l.steps);
    if (l.loop_from != null) kinds[k].from.push(l.loop_from);
  }
  const rg = (a) => (a.length ? `${Math.min(...a)}–${Math.max(...a)}` : "–");
  console.log(`messages per run ${lens[0]}–${lens.at(-1)} (median ${lens[60]}); ${lens.reduce((a, b) => a + b, 0)} messages`);
  console.log("| label | kind | runs | steps | loop_from |\n|---|---|---|---|---|");
  for (const [k, v] of Object.entries(kinds).sort()) console.log(`| ${k.split(" ")[0]} | ${k.split(" ")[1]} | ${v.n} | ${rg(v.steps)} | ${rg(v.from)} |`);
  const late = L.filter((l) => l.label === "loop" && l.loop_from >= 12).length;
  console.log(`loops starting at assistant turn 12 or later: ${late}`);
}

const arg = process.argv[2];
const out = generate();
const v = validate(out.traces, out.labels);
if (v.errs.length) {
  console.error(v.errs.slice(0, 40).join("\n"));
  process.exit(1);
}
if (arg === "--check") {
  const same = readFileSync(join(HERE, "traces.jsonl"), "utf8") === out.traces && readFileSync(join(HERE, "labels.jsonl"), "utf8") === out.labels;
  console.log(same ? "check: byte-identical" : "check: DIFFERENT");
  process.exit(same ? 0 : 1);
} else if (arg === "--stats") {
  stats(v.T, v.L);
} else {
  writeFileSync(join(HERE, "traces.jsonl"), out.traces);
  writeFileSync(join(HERE, "labels.jsonl"), out.labels);
  console.log(`wrote 120 runs (${JSON.stringify(v.count)}); validation passed`);
}
