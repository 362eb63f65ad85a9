// blind-2026-12aq generator. `node gen.mjs` writes traces.jsonl and labels.jsonl; `node gen.mjs --stats` prints counts.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeRng, Run } from "./parts/util.mjs";
import { DOMAINS_A } from "./parts/domains-a.mjs";
import { DOMAINS_B } from "./parts/domains-b.mjs";
import { LOOP_KINDS } from "./parts/loops.mjs";
import { qaPlaceholderFixed, reviewConverges, mtOptionsDiffer, publishChainFixed } from "./parts/legit-a.mjs";
import { lengthConverges, jobProgress, visualFixed, batchPretranslate, manyFiles } from "./parts/legit-b.mjs";
import { AMB_KINDS } from "./parts/amb.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = "blind-2026-12aq/v1";
const DOMAINS = [...DOMAINS_A, ...DOMAINS_B];
const LK = Object.keys(LOOP_KINDS);
const LEGIT = {
  "qa-placeholder-fixed": qaPlaceholderFixed, "review-converges": reviewConverges, "mt-options-differ": mtOptionsDiffer,
  "publish-chain-fixed": publishChainFixed, "length-converges": lengthConverges, "job-poll-progress": jobProgress,
  "visual-check-fixed": visualFixed, "batch-pretranslate": batchPretranslate, "many-files-validate": manyFiles,
};
const TWIN = Object.keys(LEGIT).slice(0, 7);
const AMB_AT = { "hotel-booking-po-aa": "crawling-job", "boardgame-rulebook-kbd": "mt-near-same", "legal-terms-cms-bzj": "long-review-asked", "craft-marketplace-cms-tsz": "retry-after-backoff" };

function checkKits() {
  for (const d of DOMAINS) {
    const s = d.len, L = (x) => [...x].length;
    for (const t of s.loop) if (L(t) <= s.limit) throw new Error(`${d.key}: loop text fits: ${t}`);
    const st = s.steps.map(L);
    if (st[st.length - 1] > s.limit) throw new Error(`${d.key}: last step too long`);
    for (let i = 1; i < st.length; i++) if (st[i] >= st[i - 1]) throw new Error(`${d.key}: steps not shrinking ${st}`);
    for (const t of d.ph.bad) if (t.includes(d.ph.miss)) throw new Error(`${d.key}: bad variant keeps placeholder`);
    if (!d.ph.good.includes(d.ph.miss)) throw new Error(`${d.key}: good lacks placeholder`);
  }
}

function plan() {
  const legitList = [];
  TWIN.forEach((k) => { for (let i = 0; i < 6; i++) legitList.push(k); });
  for (let i = 0; i < 7; i++) legitList.push("batch-pretranslate", "many-files-validate");
  const slots = [];
  DOMAINS.forEach((d, i) => {
    for (let j = 0; j < 6; j++) slots.push({ d, label: "loop", kind: LK[(i * 6 + j) % LK.length] });
    if (AMB_AT[d.key]) slots.push({ d, label: "ambiguous", kind: AMB_AT[d.key] });
  });
  const legitSlots = [];
  DOMAINS.forEach((d) => { for (let j = 0; j < (AMB_AT[d.key] ? 5 : 6); j++) legitSlots.push({ d, label: "legit" }); });
  legitSlots.forEach((s, i) => { s.kind = legitList[(i * 11) % legitList.length]; });
  return [...slots, ...legitSlots];
}

function build(slot, n) {
  const r = makeRng(`${SEED}/${slot.d.key}/${slot.label}/${slot.kind}/${n}`);
  const R = new Run(slot.d, r);
  const v = {
    pre: r.int(0, 3), cycles: slot.kind === "stuck-job-poll" ? r.int(3, 8) : r.int(3, 6), giveUp: r.chance(0.3), interject: r.chance(0.3),
    undo: r.chance(0.5), sleepTool: r.chance(0.4), flavor: r.int(0, 1), cosmetic: r.chance(0.5), more: r.int(2, 4), polls: r.int(10, 24),
    batches: r.int(8, 18), files: r.int(10, 26), parallel: r.chance(0.5),
  };
  let res;
  if (slot.label === "loop") res = LOOP_KINDS[slot.kind](R, v);
  else if (slot.label === "legit") res = { loopFrom: null, ...LEGIT[slot.kind](R, v) };
  else res = AMB_KINDS[slot.kind](R, v);
  const msgs = R.msgs;
  let idx = -1, lfm = null;
  msgs.forEach((m, i) => { if (m.role === "assistant") { idx++; if (idx === res.loopFrom) lfm = i; } });
  const steps = idx + 1;
  // validation
  const last = msgs[msgs.length - 1];
  const ends = last.role === "assistant" && !last.tool_calls ? "final" : "mid";
  if (slot.label !== "loop" && ends !== "final") throw new Error(`${slot.d.key} ${slot.kind}: non-loop must end on a final answer`);
  if (slot.label !== "legit" && (res.loopFrom == null || lfm == null || res.loopFrom >= steps)) throw new Error(`${slot.d.key} ${slot.kind}: bad loop_from`);
  const open = new Set();
  for (const m of msgs) {
    if (m.tool_calls) for (const tc of m.tool_calls) open.add(tc.id);
    if (m.role === "tool") { if (!open.has(m.tool_call_id)) throw new Error("unanswered/unknown tool id"); open.delete(m.tool_call_id); }
  }
  if (open.size) throw new Error(`${slot.d.key} ${slot.kind}: unanswered tool calls`);
  const wasted = res.loopFrom == null ? null : steps - res.loopFrom;
  const style = `${slot.d.style === "react" ? "text-only ReAct" : slot.d.multi ? "two named agents" : "tool calls"}, ${slot.d.stack}, ${R.model}`;
  return { msgs, label: { label: slot.label, loop_from: res.loopFrom, loop_from_message: lfm, steps, kind: slot.kind, domain: slot.d.key,
    note: `${res.note} Ends ${ends === "final" ? "on a final answer" : "mid-loop on a tool answer"}. ${wasted != null ? `${wasted} turns from loop_from. ` : ""}Staff language ${slot.d.lang}; ${style}.` } };
}

checkKits();
const counter = new Map();
const runs = plan().map((slot) => {
  const key = `${slot.d.key}/${slot.label}/${slot.kind}`;
  const n = (counter.get(key) ?? 0) + 1;
  counter.set(key, n);
  return build(slot, n);
});
const order = makeRng(`${SEED}/order`).shuffle(runs);
const idr = makeRng(`${SEED}/ids`);
const b36 = "0123456789abcdefghijklmnopqrstuvwxyz";
const used = new Set();
order.forEach((x) => {
  let id;
  do id = `x${idr.str(4, b36)}-${idr.str(6, b36)}`; while (used.has(id));
  used.add(id);
  x.id = id;
});

if (process.argv.includes("--stats")) {
  const tally = (f) => order.reduce((m, x) => m.set(f(x), (m.get(f(x)) ?? 0) + 1), new Map());
  console.log("labels:", Object.fromEntries(tally((x) => x.label.label)));
  console.log("kinds:", Object.fromEntries(tally((x) => `${x.label.label}:${x.label.kind}`)));
  console.log("domains:", Object.fromEntries(tally((x) => `${x.label.domain}:${x.label.label}`)));
  const st = order.map((x) => x.label.steps).sort((a, b) => a - b);
  console.log("steps min/median/max:", st[0], st[st.length >> 1], st[st.length - 1]);
  const w = order.filter((x) => x.label.label === "loop").map((x) => x.label.steps - x.label.loop_from).sort((a, b) => a - b);
  console.log("loop wasted turns min/median/max:", w[0], w[w.length >> 1], w[w.length - 1]);
  console.log("loops ending on a final answer:", order.filter((x) => x.label.label === "loop" && x.msgs.at(-1).role === "assistant").length);
} else {
  writeFileSync(join(HERE, "traces.jsonl"), order.map((x) => JSON.stringify({ id: x.id, messages: x.msgs })).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), order.map((x) => JSON.stringify({ id: x.id, ...x.label })).join("\n") + "\n");
  console.log(`wrote ${order.length} runs`);
}
