// blind-2026-12al generator. `node gen.mjs` writes traces.jsonl + labels.jsonl and validates them;
// `node gen.mjs --check` rebuilds in memory and compares byte for byte; `node gen.mjs --stats` prints counts.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rngFrom, Run } from "./parts/common.mjs";
import { DOMAINS_A } from "./parts/domains-a.mjs";
import { DOMAINS_B } from "./parts/domains-b.mjs";
import { counterEcho, offersConverge, slowDrip } from "./parts/shapes-offer.mjs";
import { requoteSame, quoteTracksSpecs, quoteFxDrift } from "./parts/shapes-quote.mjs";
import { frozenPoll, statusAdvances, keepPolling } from "./parts/shapes-status.mjs";
import { declinedRetry, cardReplaced } from "./parts/shapes-pay.mjs";
import { dateCycle, newDates, missingField, fieldAdded, throttled } from "./parts/shapes-book.mjs";
import { validate } from "./parts/validate.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = "blind-2026-12al/agent-markets";
const DOMAINS = [...DOMAINS_A, ...DOMAINS_B];

const LOOPS = [
  ["counter-echo", counterEcho], ["requote-same-price", requoteSame], ["frozen-status-poll", frozenPoll],
  ["declined-card-retry", declinedRetry], ["date-cycle", dateCycle], ["missing-field-resend", missingField],
];
const TWINS = [
  ["offers-converge", offersConverge], ["quote-tracks-specs", quoteTracksSpecs], ["status-advances", statusAdvances],
  ["card-replaced", cardReplaced], ["new-dates", newDates], ["field-added", fieldAdded],
];
// The four domains with one ambiguous run, which twin each leaves out, and the ambiguous shape.
const AMB = {
  "fair-hotel-blocks-egl": ["card-replaced", "slow-drip-concessions", slowDrip],
  "mine-parts-bxr": ["quote-tracks-specs", "quote-fx-drift", quoteFxDrift],
  "charter-flights-pis": ["new-dates", "keep-checking-open", keepPolling],
  "bottle-supply-gcf": ["field-added", "throttled-resend", throttled],
};
const VOICES = { "reefer-spot-kaa": ["ledger", "terse"], "machine-broker-zza": ["chatty", "chatty", "terse"], "fair-hotel-blocks-egl": ["terse", "chatty"], "heli-refuge-supply-frp": ["ledger", "chatty"], "rattan-sourcing-bjn": ["terse"], "wedding-vendors-ary": ["chatty"], "mine-parts-bxr": ["ledger"], "medicine-tender-wes": ["chatty", "terse"], "bottle-supply-gcf": ["ledger", "terse"], "charter-flights-pis": ["chatty", "ledger", "terse"] };

function params(r, label, kind) {
  const short = r.chance(0.2), long = !short && r.chance(0.35);
  return {
    pre: short ? r.int(0, 1) : long ? r.int(6, 9) : r.int(1, 6), reps: short ? 2 : long ? r.int(6, 11) : r.int(2, 6), interject: r.chance(0.3),
    variant: kind === "frozen-status-poll" ? r.pick(["pure", "pure", "nudge"]) : kind === "date-cycle" ? r.pick(["triple", "pair"]) : null,
    hint: r.chance(0.5), rounds: long ? r.int(5, 8) : r.int(2, 5), nv: long ? 3 : r.int(1, 3), misses: long ? r.int(4, 8) : r.int(1, 4), ask: r.chance(0.6), follow: r.chance(0.5),
    retryOnce: r.chance(0.4), receipt: r.chance(0.5), short, long,
  };
}

function build(dom, label, kind, fn, slot) {
  const r0 = rngFrom(`${SEED}/${dom.key}/${kind}/${slot}`);
  const p = params(r0, label, kind);
  for (let attempt = 0; attempt < 40; attempt++) {
    const r = rngFrom(`${SEED}/${dom.key}/${kind}/${slot}/${attempt}`);
    const run = new Run("?", dom, r);
    run.voice = r.pick(VOICES[dom.key]);
    const shapeNote = fn(run, p);
    const n = run.messages.length;
    if (n > 60) { if (p.pre > 0) p.pre--; else if (p.reps > 2) p.reps--; else p.rounds = Math.max(2, p.rounds - 1); continue; }
    if (n < 8) { p.pre++; continue; }
    return { run, p, shapeNote };
  }
  throw new Error(`cannot fit ${dom.key}/${kind}`);
}

export function generate() {
  const plan = [];
  for (const dom of DOMAINS) {
    for (const [kind, fn] of LOOPS) plan.push([dom, "loop", kind, fn]);
    const amb = AMB[dom.key];
    for (const [kind, fn] of TWINS) if (!amb || amb[0] !== kind) plan.push([dom, "legit", kind, fn]);
    if (amb) plan.push([dom, "ambiguous", amb[1], amb[2]]);
  }
  const built = plan.map(([dom, label, kind, fn], i) => ({ dom, label, kind, ...build(dom, label, kind, fn, i) }));
  const rs = rngFrom(SEED + "/ids");
  const order = rs.shuffle(built.map((_, i) => i));
  const used = new Set();
  const traces = [], labels = [];
  for (const i of order) {
    const b = built[i];
    let id;
    do id = `${rs.b36(6)}_${rs.b36(4)}`; while (used.has(id));
    used.add(id);
    const steps = b.run.messages.filter((m) => m.role === "assistant").length;
    const d = b.dom;
    traces.push({ id, messages: b.run.messages });
    labels.push({
      id, label: b.label, loop_from: b.label === "legit" ? null : b.run.loopFrom, loop_from_message: b.label === "legit" ? null : b.run.loopFromMsg,
      kind: b.kind, domain: d.key, steps,
      note: `${b.shapeNote}. Preamble ${b.p.pre} routine step(s)${(() => { const k = b.run.messages.filter((m) => m.role === "user" && !m.name).length - 1; return k ? `, ${k} principal message(s) after the errand` : ""; })()}; principal writes ${d.lang}; ${d.stack}; wire ${d.wire === "a2a" ? "a2a_call tool results" : "send_message + named user messages"}; model ${b.run.model}; voice ${b.run.voice}.`,
    });
  }
  return { traces, labels };
}

const toText = (xs) => xs.map((x) => JSON.stringify(x)).join("\n") + "\n";

const mode = process.argv[2];
const { traces, labels } = generate();
validate(traces, labels);
const tText = toText(traces), lText = toText(labels);
if (mode === "--check") {
  const same = readFileSync(join(HERE, "traces.jsonl"), "utf8") === tText && readFileSync(join(HERE, "labels.jsonl"), "utf8") === lText;
  console.log(same ? "check: traces.jsonl and labels.jsonl match byte for byte" : "check: MISMATCH");
  process.exit(same ? 0 : 1);
} else if (mode === "--stats") {
  const by = {};
  for (const l of labels) { const k = `${l.label} ${l.kind}`; by[k] = (by[k] || 0) + 1; }
  for (const k of Object.keys(by).sort()) console.log(k.padEnd(40), by[k]);
  const lens = traces.map((t) => t.messages.length).sort((a, b) => a - b);
  console.log("messages per run: min", lens[0], "median", lens[lens.length >> 1], "max", lens.at(-1), "; runs under 14 messages:", lens.filter((x) => x < 14).length);
  const lf = labels.filter((l) => l.label === "loop").map((l) => l.loop_from).sort((a, b) => a - b);
  console.log("loop_from (assistant index): min", lf[0], "median", lf[lf.length >> 1], "max", lf.at(-1));
} else {
  writeFileSync(join(HERE, "traces.jsonl"), tText);
  writeFileSync(join(HERE, "labels.jsonl"), lText);
  console.log(`wrote ${traces.length} runs (${labels.filter((l) => l.label === "loop").length} loop, ${labels.filter((l) => l.label === "legit").length} legit, ${labels.filter((l) => l.label === "ambiguous").length} ambiguous); validated`);
}
