// blind-2026-12af generator: rewrites traces.jsonl and labels.jsonl byte for byte from SEED.
//   node gen.mjs            write both files (and validate)
//   node gen.mjs --check    regenerate in memory and compare with the files on disk
//   node gen.mjs --stats    print counts
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeRng, Run } from "./util.mjs";
import { KINDS } from "./kinds.mjs";
import { LANGS } from "./world.mjs";
import { festival, furniture, remittance, fonts, solar } from "./kits-a.mjs";
import { school, dive, drone, seaplane, landings } from "./kits-b.mjs";

const SEED = "blind-2026-12af/v1";
const HERE = dirname(fileURLToPath(import.meta.url));
const KITS = [festival, furniture, remittance, fonts, solar, school, dive, drone, seaplane, landings];

const LOOPS = ["reread-static", "arg-jitter", "ping-pong", "retry-storm", "frozen-poll", "no-progress", "stale-cursor-spin", "widening-window", "hint-ignored", "overlay-click-spin", "auth-refresh-churn", "delegation-echo"];
const TWINS = LOOPS.map((k) => KINDS[k].twin);
const AMBS = ["slow-creep-poll", "reverify-after-green", "count-by-paging", "backoff-no-recovery"];
const AMB_DOMAINS = [1, 3, 6, 8];

// loop length parameter per kind: [lo, hi]
const M = {
  "reread-static": [3, 20], "arg-jitter": [3, 10], "ping-pong": [3, 10], "retry-storm": [2, 24], "frozen-poll": [2, 12], "no-progress": [4, 24],
  "stale-cursor-spin": [2, 20], "widening-window": [2, 8], "hint-ignored": [2, 10], "overlay-click-spin": [2, 8], "auth-refresh-churn": [2, 8], "delegation-echo": [3, 12],
  "reread-after-change": [1, 1], "partition-sweep": [3, 10], "pairwise-crosscheck": [3, 6], "honoured-backoff": [1, 1], "moving-poll": [3, 9], "converging-investigation": [1, 1],
  "real-paging": [2, 10], "window-finds-cause": [1, 1], "hint-applied": [1, 1], "overlay-dismissed": [1, 1], "refresh-once": [2, 8], "delegation-fanout": [2, 5],
  "slow-creep-poll": [8, 14], "reverify-after-green": [1, 1], "count-by-paging": [8, 14], "backoff-no-recovery": [4, 6],
};

function plan() {
  const out = [];
  const twinSeq = [];
  for (let i = 0; i < 56; i++) twinSeq.push(TWINS[i % TWINS.length]);
  let ti = 0;
  KITS.forEach((kit, d) => {
    for (let j = 0; j < 6; j++) out.push({ kit, d, kind: LOOPS[(d * 6 + j) % 12] });
    const nLegit = AMB_DOMAINS.includes(d) ? 5 : 6;
    for (let j = 0; j < nLegit; j++) out.push({ kit, d, kind: twinSeq[ti++] });
    if (AMB_DOMAINS.includes(d)) out.push({ kit, d, kind: AMBS[AMB_DOMAINS.indexOf(d)] });
  });
  const seen = {};
  for (const p of out) p.v = seen[p.kind] = (seen[p.kind] ?? -1) + 1;
  return out;
}

function sysPrompt(kit, kind) {
  const servers = ["github", "sentry", "postgres (read-only replica)", "linear", "slack", "grafana (Loki)", "filesystem", "browser (Playwright)", kit.dom, kit.dep.tool.split("__")[0], "auth", "clock", "agents"];
  const team = KINDS[kind].fn.name.startsWith("delegation") ? ` You coordinate a small team: ${kit.subs.planner} plans, ${kit.subs.a} and ${kit.subs.b} do focused work and report back; delegate with agents__delegate.` : "";
  return `You are ${kit.agent}. You act only through the MCP servers connected to ${kit.client}: ${servers.join(", ")}. Tool names are <server>__<tool>. Staff write to you in ${LANGS[kit.lang].name}; work and answer in English, keep production changes minimal, and say plainly when something could not be done.${team}`;
}

function pickPre(r) {
  const x = r.next();
  if (x < 0.3) return r.int(0, 2);
  if (x < 0.62) return r.int(3, 8);
  if (x < 0.84) return r.int(10, 20);
  return r.int(22, 42);
}

function buildOne(p, attempt) {
  const { kit, kind, v } = p;
  const r = makeRng(`${SEED}|${kit.domain}|${kind}|${v}|${attempt}`);
  const start = Date.UTC(2026, 8, 15 + r.int(0, 12), r.int(5, 20), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
  const run = new Run({ rng: r, kit, startMs: start, model: kit.model, idStyle: kit.idStyle, wrap: r.chance(kit.wrapP) });
  run.start = start;
  run.seedStr = `${SEED}|${kit.domain}|${kind}|${v}`;
  const style = r.pick(["terse", "plain", "plain", "plain", "verbose", "verbose"]);
  const [lo, hi] = M[kind];
  const ctx = { r, style, pre: pickPre(r), m: r.int(lo, hi), v, tag: kind };
  run.system(sysPrompt(kit, kind));
  const res = KINDS[kind].fn(run, kit, ctx);
  return { run, res, ctx };
}

function build() {
  const traces = [];
  const labels = [];
  for (const p of plan()) {
    let got = null;
    for (let attempt = 0; attempt < 40; attempt++) {
      const g = buildOne(p, attempt);
      const steps = g.run.assistants;
      if (steps >= 6 && steps <= 60) {
        got = g;
        break;
      }
    }
    if (!got) throw new Error(`no run within 6..60 steps for ${p.kit.domain} ${p.kind}`);
    const { run, res, ctx } = got;
    const label = KINDS[p.kind].label;
    let lfm = null;
    if (res.loop_from != null) {
      let a = -1;
      lfm = run.messages.findIndex((m) => m.role === "assistant" && ++a === res.loop_from);
    }
    traces.push({ messages: run.messages });
    labels.push({ label, loop_from: label === "legit" ? null : res.loop_from, loop_from_message: label === "legit" ? null : lfm, kind: p.kind, domain: p.kit.domain, steps: run.assistants, note: `${res.note} [style ${ctx.style}, ${ctx.pre} preamble steps]` });
  }
  // opaque ids after a seeded shuffle
  const r = makeRng(SEED + "|ids");
  const order = r.shuffle(traces.map((_, i) => i));
  const al = "abcdefghjkmnpqrstuvwxyz23456789";
  const used = new Set();
  const outT = [], outL = [];
  for (const i of order) {
    let id;
    do {
      id = "af";
      for (let k = 0; k < 8; k++) id += al[r.int(0, al.length - 1)];
    } while (used.has(id));
    used.add(id);
    outT.push({ id, messages: traces[i].messages });
    outL.push({ id, ...labels[i] });
  }
  return { outT, outL };
}

function validate(outT, outL) {
  const errs = [];
  const counts = { loop: 0, legit: 0, ambiguous: 0 };
  outT.forEach((t, i) => {
    const L = outL[i];
    if (L.id !== t.id) errs.push(`${t.id}: label order`);
    counts[L.label]++;
    const pending = new Map();
    const answered = new Set();
    let assist = 0;
    t.messages.forEach((m, mi) => {
      if (m.role === "assistant") {
        if (pending.size) errs.push(`${t.id}: assistant at ${mi} while calls pending`);
        assist++;
        for (const tc of m.tool_calls ?? []) {
          if (answered.has(tc.id) || pending.has(tc.id)) errs.push(`${t.id}: duplicate call id ${tc.id}`);
          pending.set(tc.id, tc.function.name);
          JSON.parse(tc.function.arguments);
        }
      } else if (m.role === "tool") {
        if (!pending.has(m.tool_call_id)) errs.push(`${t.id}: tool answer ${m.tool_call_id} without pending call`);
        else if (pending.get(m.tool_call_id) !== m.name) errs.push(`${t.id}: tool name mismatch`);
        pending.delete(m.tool_call_id);
        answered.add(m.tool_call_id);
      } else if (m.role === "user" && pending.size) errs.push(`${t.id}: user message while calls pending`);
    });
    if (pending.size) errs.push(`${t.id}: unanswered calls`);
    if (assist !== L.steps) errs.push(`${t.id}: steps ${L.steps} != ${assist}`);
    if (L.steps < 6 || L.steps > 60) errs.push(`${t.id}: steps out of range`);
    const last = t.messages[t.messages.length - 1];
    if (L.label === "loop") {
      if (last.role !== "tool") errs.push(`${t.id}: loop run does not end on a tool answer`);
      if (L.loop_from == null) errs.push(`${t.id}: loop without loop_from`);
    } else {
      if (!(last.role === "assistant" && !(last.tool_calls?.length))) errs.push(`${t.id}: ${L.label} run does not end on a final answer`);
    }
    if (L.label === "legit" && (L.loop_from !== null || L.loop_from_message !== null)) errs.push(`${t.id}: legit with loop_from`);
    if (L.loop_from != null) {
      const m = t.messages[L.loop_from_message];
      if (!m || m.role !== "assistant") errs.push(`${t.id}: loop_from_message not an assistant message`);
      const idx = t.messages.slice(0, L.loop_from_message).filter((x) => x.role === "assistant").length;
      if (idx !== L.loop_from) errs.push(`${t.id}: loop_from and loop_from_message disagree`);
      if (L.loop_from >= L.steps) errs.push(`${t.id}: loop_from beyond steps`);
    }
    for (const m of t.messages) if (m.role !== "system" && !m.timestamp) errs.push(`${t.id}: message without timestamp`);
    for (let k = 1; k < t.messages.length; k++) {
      const a = t.messages[k - 1].timestamp, b = t.messages[k].timestamp;
      if (a && b && b < a) errs.push(`${t.id}: timestamps go backwards at ${k}`);
    }
  });
  if (counts.loop !== 60 || counts.legit !== 56 || counts.ambiguous !== 4) errs.push(`split ${JSON.stringify(counts)}`);
  if (new Set(outT.map((t) => t.id)).size !== outT.length) errs.push("duplicate ids");
  return errs;
}

const { outT, outL } = build();
const errs = validate(outT, outL);
if (errs.length) {
  console.error(errs.slice(0, 40).join("\n"));
  console.error(`${errs.length} validation error(s)`);
  process.exit(1);
}
const T = outT.map((x) => JSON.stringify(x)).join("\n") + "\n";
const Lb = outL.map((x) => JSON.stringify(x)).join("\n") + "\n";
const arg = process.argv[2];
if (arg === "--check") {
  const okT = readFileSync(join(HERE, "traces.jsonl"), "utf8") === T;
  const okL = readFileSync(join(HERE, "labels.jsonl"), "utf8") === Lb;
  console.log(`traces.jsonl ${okT ? "identical" : "DIFFERS"}; labels.jsonl ${okL ? "identical" : "DIFFERS"}`);
  process.exit(okT && okL ? 0 : 1);
} else if (arg === "--stats") {
  const by = {};
  for (const l of outL) {
    const k = `${l.label.padEnd(9)} ${l.kind}`;
    by[k] = by[k] ?? { n: 0, steps: [] };
    by[k].n++;
    by[k].steps.push(l.steps);
  }
  for (const k of Object.keys(by).sort()) console.log(`${k.padEnd(40)} ${by[k].n}  steps ${by[k].steps.sort((a, b) => a - b).join(",")}`);
  const dom = {};
  for (const l of outL) {
    dom[l.domain] = dom[l.domain] ?? { loop: 0, legit: 0, ambiguous: 0 };
    dom[l.domain][l.label]++;
  }
  for (const [d, c] of Object.entries(dom)) console.log(`${d.padEnd(32)} ${c.loop} / ${c.legit} / ${c.ambiguous}`);
  const st = outL.map((l) => l.steps);
  console.log(`steps min ${Math.min(...st)} max ${Math.max(...st)} mean ${(st.reduce((a, b) => a + b, 0) / st.length).toFixed(1)}; ≥40: ${st.filter((x) => x >= 40).length}; ≤10: ${st.filter((x) => x <= 10).length}`);
  const lf = outL.filter((l) => l.label === "loop").map((l) => l.loop_from);
  console.log(`loop_from ≥ 15: ${lf.filter((x) => x >= 15).length} of ${lf.length}; bytes ${T.length}`);
} else {
  writeFileSync(join(HERE, "traces.jsonl"), T);
  writeFileSync(join(HERE, "labels.jsonl"), Lb);
  console.log(`wrote ${outT.length} runs (${T.length} bytes), validation ok`);
}
