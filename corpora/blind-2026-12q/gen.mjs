// Writes traces.jsonl and labels.jsonl of blind-2026-12q, validates them; `--stats` prints counts. Seeded and deterministic.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { world } from "./mod/api.mjs";
import { conv } from "./mod/conv.mjs";
import { DOMAINS } from "./mod/domains.mjs";
import { AMBIG, LEGIT } from "./mod/legit.mjs";
import { LOOPS } from "./mod/loops.mjs";
import { rng } from "./mod/rng.mjs";
import { validate } from "./mod/validate.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const loopKinds = Object.keys(LOOPS);
const legitKinds = Object.keys(LEGIT);
const ambigKinds = Object.keys(AMBIG);
// Extras touch nothing the main body reads (other dates, other tickets, other articles), so they never contradict it.
const SAFE_EXTRAS = ["pagination-real", "batch-items", "rag-refined", "doc-sequential", "dates-vary", "rate-limit-wait", "multi-customer", "edits-converge"];
const LEGIT_NOTES = {
  "pagination-real": "availability paged with a moving cursor; every page new items, last page ends the paging",
  "poll-progresses": "payment polled while it moves pending -> processing -> succeeded",
  "retry-succeeds": "partner API fails with 503 once or twice, then answers",
  "batch-items": "the same internal note added to many distinct tickets at staff request",
  "user-asks-again": "the person asks for the same status check again later; the status has moved",
  "edits-converge": "a draft shortened step by step on the person's feedback",
  "rag-refined": "knowledge-base searches with genuinely different queries and different passages",
  "multi-customer": "account lookups for several distinct family or company members",
  "long-mixed": "paging, a booking and a payment poll that ends",
  "doc-sequential": "an article read in consecutive non-overlapping windows",
  "alternating-progress": "comment then ticket fetch in alternation, each comment new and the ticket changing",
  "rate-limit-wait": "429 with retry_after, a wait, then success",
  "dates-vary": "availability for a different date at each of the person's requests",
  "verify-after-write": "booking written, read back, paid, read back again as the state moves",
};
const AMBIG_NOTES = {
  "slow-queue": "a queued payment whose position moves only every few polls: waiting or looping?",
  "user-insists": "the person asks four times in a few minutes; the agent checks each time, same answer",
  "short-retry-escalate": "three identical 503 retries, then an escalation: a short retry or the start of a storm",
  "overlapping-rag": "three searches, two of which return the same passages",
};

function build(seed, kit, label, kind) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const r = rng(seed * 131 + attempt);
    const c = conv(r, kit, world(r, kit));
    const spec = label === "loop" ? LOOPS[kind] : null;
    const k = label === "loop" ? r.int(0, 5) : r.int(2, 5);
    warmUp(c, k, [], spec?.openWith);
    // Extra healthy work of a look-alike kind makes some runs long and puts similar-looking calls before the real question.
    const extras = r.shuffle(SAFE_EXTRAS.filter((x) => x !== kind)).slice(0, r.pick(label === "loop" ? [0, 0, 0, 1, 2] : [0, 0, 1, 1, 2, 3]));
    for (const x of extras) LEGIT[x](c);
    if (spec) spec.body(c);
    else (label === "legit" ? LEGIT : AMBIG)[kind](c);
    if (label !== "loop" || r.chance(0.15)) {
      c.user(c.phrase("thanks"));
      c.say("bye");
    }
    const users = c.messages.filter((m) => m.role === "user").length;
    if (c.messages.length >= 12 && c.messages.length <= 90 && users >= 5 && users <= 15) return c;
  }
  throw new Error(`cannot fit ${kit.id} ${kind}`);
}

import { warm as warmUp } from "./mod/warm.mjs";

const R = rng(20261212);
const plan = [];
let li = 0;
DOMAINS.forEach((kit, d) => {
  for (let j = 0; j < 6; j++) plan.push({ kit, label: "loop", kind: loopKinds[(d * 6 + j) % loopKinds.length] });
  const nl = d < 4 ? 5 : 6;
  for (let j = 0; j < nl; j++) plan.push({ kit, label: "legit", kind: legitKinds[li++ % legitKinds.length] });
  if (d < 4) plan.push({ kit, label: "ambiguous", kind: ambigKinds[d] });
});
const runs = [];
const labels = [];
R.shuffle(plan).forEach((p, i) => {
  const c = build(i + 1, p.kit, p.label, p.kind);
  const id = `q12-${p.kit.id.split("-")[0]}-${R.hex(6)}`;
  runs.push({ id, messages: c.messages });
  const steps = c.assistants;
  const note = p.label === "loop" ? LOOPS[p.kind].note : p.label === "legit" ? LEGIT_NOTES[p.kind] : AMBIG_NOTES[p.kind];
  labels.push({ id, label: p.label, loop_from: p.label === "loop" ? c.loopAt.call : null, loop_from_message: p.label === "loop" ? c.loopAt.msg : null, kind: p.kind, domain: p.kit.id, steps, note });
});
const errs = validate(runs, labels);
if (errs.length) {
  console.error(errs.join("\n"));
  process.exit(1);
}
writeFileSync(join(here, "traces.jsonl"), `${runs.map((x) => JSON.stringify(x)).join("\n")}\n`);
writeFileSync(join(here, "labels.jsonl"), `${labels.map((x) => JSON.stringify(x)).join("\n")}\n`);
if (process.argv.includes("--stats")) {
  const tab = {};
  for (const l of labels) {
    tab[l.domain] ??= { loop: 0, legit: 0, ambiguous: 0 };
    tab[l.domain][l.label]++;
  }
  console.table(tab);
  const lens = runs.map((x) => x.messages.length);
  const users = runs.map((x) => x.messages.filter((m) => m.role === "user").length);
  const out = runs.flatMap((x) => x.messages.filter((m) => m.role === "tool").map((m) => m.content.length));
  const lf = labels.filter((l) => l.loop_from).map((l) => l.loop_from);
  console.log(`messages ${Math.min(...lens)}-${Math.max(...lens)}; user turns ${Math.min(...users)}-${Math.max(...users)}; tool output ${Math.min(...out)}-${Math.max(...out)} chars; loop_from ${Math.min(...lf)}-${Math.max(...lf)}`);
  const kinds = {};
  for (const l of labels) kinds[`${l.label}:${l.kind}`] = (kinds[`${l.label}:${l.kind}`] ?? 0) + 1;
  console.log(kinds);
}
console.log(`wrote ${runs.length} runs`);
