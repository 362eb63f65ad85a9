// Seeded generator of blind-2026-12ab: rewrites traces.jsonl and labels.jsonl byte for byte.
// usage: node gen.mjs            (write both files)     node gen.mjs --stats   (print counts, write nothing)
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DOMAINS } from "./domains.mjs";
import { healthy } from "./healthy.mjs";
import { AMB_KINDS, LEGIT_KINDS } from "./kinds-legit.mjs";
import { LOOP_KINDS } from "./kinds-loop.mjs";
import { Run, rng } from "./run.mjs";

const SEED = 0x12ab2026;
const HERE = dirname(fileURLToPath(import.meta.url));

const LOOP_N = { "retry-storm": 5, "stuck-poll": 5, "search-reworded": 5, "window-shift": 5, "cycle-3": 5, "text-loop": 5, "subset-recount": 6, "threshold-wobble": 6, "ack-churn": 6, "replan-permute": 6, "handoff-roundabout": 6 };
const LEGIT_N = { "retry-succeeds": 5, "poll-progresses": 6, "search-refines": 5, "sweep-time": 5, "triad-sweep": 5, "agents-productive": 5, "subset-sweep": 5, "converge-tune": 5, "ack-flood": 5, "replan-converge": 5, "handoff-reaches": 5 };

function plan(R) {
  const loops = R.shuffle(Object.entries(LOOP_N).flatMap(([k, n]) => Array(n).fill(["loop", k])));
  const legit = R.shuffle(Object.entries(LEGIT_N).flatMap(([k, n]) => Array(n).fill(["legit", k])));
  const amb = Object.keys(AMB_KINDS).map((k) => ["ambiguous", k]);
  const buckets = DOMAINS.map(() => []);
  loops.forEach((s, i) => buckets[i % 10].push(s));
  legit.forEach((s, i) => buckets[i < 50 ? i % 10 : [0, 2, 3, 5, 7, 8][i - 50]].push(s));
  amb.forEach((s, i) => buckets[[1, 4, 6, 9][i]].push(s));
  const all = buckets.flatMap((b, di) => b.map(([label, kind]) => ({ label, kind, d: DOMAINS[di] })));
  return R.shuffle(all);
}

const GIVEUP = [
  (e, d) => `I could not get ${e} resolved: the same answer keeps coming back. Leaving it for the shift lead.`,
  (e, d) => `Stopping here. ${e} is still open; I have nothing new beyond what I reported above.`,
  (e, d) => `${e}: no progress after several attempts. Please take over on site.`,
];
const DONE = [
  (e, d, L) => `Done. ${e} checked and recorded; details above. ${L.done}.`,
  (e, d, L) => `Summary: ${e} handled, all readings logged, nothing left open on my side. (${L.ok})`,
  (e, d, L) => `Finished. ${e} and the related units are in order; the log has the figures. ${L.done}.`,
  (e, d, L) => `All done for ${e}. I wrote everything to the shift record.`,
];

function build(spec, seed) {
  const R = rng(seed);
  const { d, label, kind } = spec;
  const id = `${R.b36(3)}${R.int(10, 99)}-${R.b36(5)}`;
  const r = new Run(id, d, R);
  const e = R.pick(d.ents);
  r.sys();
  r.user(r.fill(r.L.task, e));
  const nOpen = label === "loop" ? R.int(kind === "text-loop" ? 31 : 22, 52) : R.int(14, 46);
  const cut = R.chance(0.45) ? R.int(6, nOpen - 6) : null;
  if (cut) {
    healthy(r, cut, [e]);
    r.user(r.fill(r.L.more, R.pick(d.ents.filter((x) => x !== e))));
    healthy(r, nOpen - cut, [e]);
  } else healthy(r, nOpen, [e]);
  r.call(d.t.get, { id: e }, r.getP(e, { state: r.L.alarm, wo: 1 }), { think: `Now ${e} itself.` });
  r.call(d.t.check, { id: e }, r.checkP(e, true), { think: "Rule check on it." });
  const fn = label === "loop" ? LOOP_KINDS[kind] : label === "legit" ? LEGIT_KINDS[kind] : AMB_KINDS[kind];
  const res = fn(r, e);
  if (label === "legit") {
    healthy(r, Math.max(R.int(0, 10), 30 - r.calls + R.int(0, 4)), []);
    r.say(R.pick(DONE)(e, d, r.L));
  } else if (label === "ambiguous") {
    r.say(R.pick(DONE)(e, d, r.L).replace("Done.", "Stopping here."));
  } else if (kind !== "text-loop" && R.chance(0.5)) {
    r.say(R.pick(GIVEUP)(e, d));
  }
  const from = res.from ?? null;
  return {
    trace: { id, messages: r.msgs },
    label: { id, label, loop_from: from, loop_from_message: from === null ? null : r.msgIndexOfAssistant(from), kind, domain: d.key, steps: r.nA, note: res.note },
    calls: r.calls,
    style: r.style,
  };
}

const R = rng(SEED);
const specs = plan(R);
const out = specs.map((s, i) => {
  let seed = SEED + i * 7919;
  for (;;) {
    const b = build(s, seed);
    if (b.calls >= 30 && b.calls <= 80) return b;
    seed += 1;
  }
});

if (process.argv.includes("--stats")) {
  const count = (f) => out.reduce((m, o) => ((m[f(o)] = (m[f(o)] ?? 0) + 1), m), {});
  console.log("labels", count((o) => o.label.label));
  console.log("kinds", count((o) => `${o.label.label}/${o.label.kind}`));
  console.log("domains", count((o) => o.label.domain));
  console.log("styles", count((o) => o.style));
  const calls = out.map((o) => o.calls);
  console.log("tool calls min/max/mean", Math.min(...calls), Math.max(...calls), (calls.reduce((a, b) => a + b, 0) / calls.length).toFixed(1));
  const lf = out.filter((o) => o.label.loop_from !== null).map((o) => o.label.loop_from);
  console.log("loop_from min/max", Math.min(...lf), Math.max(...lf));
  console.log("runs", out.length, "ids unique", new Set(out.map((o) => o.label.id)).size);
} else {
  writeFileSync(join(HERE, "traces.jsonl"), out.map((o) => JSON.stringify(o.trace)).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), out.map((o) => JSON.stringify(o.label)).join("\n") + "\n");
  console.log(`wrote ${out.length} runs`);
}
