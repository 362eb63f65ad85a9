// Seeded generator for blind-2026-12z: plan (kind × count), domain spread, warm-ups, build, shuffle, opaque ids,
// structural validation, write traces.jsonl + labels.jsonl byte for byte. `node gen.mjs --stats` also prints counts.
import { writeFileSync } from "node:fs";
import { KITS } from "./kits.mjs";
import { Run, rng } from "./run.mjs";
import { LOOPS, healthy } from "./scen.mjs";
import { LEGIT, AMBIG } from "./scen-legit.mjs";

const SEED = 20261207;
const PLAN = [
  ...["exact-repeat", "trivial-args", "ping-pong", "cycle-3", "retry-storm", "stuck-poll", "search-reworded", "text-loop",
    "unit-juggle", "window-accordion", "alias-hop", "token-treadmill", "sort-spin", "dup-ticket", "calc-respin"].map((k) => ["loop", k, 4]),
  ["legit", "poll-ends", 6], ["legit", "paging", 5], ["legit", "sweep-items", 5], ["legit", "sweep-time", 4],
  ["legit", "retry-succeeds", 5], ["legit", "user-asked-repeat", 5], ["legit", "recheck-after-fix", 5],
  ["legit", "long-healthy", 5], ["legit", "agents-productive", 4], ["legit", "unit-once", 3], ["legit", "alias-resolve", 3],
  ["legit", "token-confirm", 3], ["legit", "window-narrow", 3],
  ["ambiguous", "amb-few-readings", 1], ["ambiguous", "amb-backoff-giveup", 1], ["ambiguous", "amb-double-confirm", 1], ["ambiguous", "amb-sort-twice", 1],
];

const r = rng(SEED);
const slots = [];
for (const [label, kind, n] of PLAN) for (let v = 0; v < n; v++) slots.push({ label, kind, v });
// Spread: consecutive slots of one kind go to different domains; the offset keeps every domain at 12 runs.
slots.forEach((s, i) => { s.kit = KITS[(i * 3 + Math.floor(i / 10)) % 10]; });

function build(s, seed, extra) {
  const R = new Run(s.kit, rng(seed)); const X = R.r.pick(s.kit.ent);
  R.sys(); R.user(s.kit.p.task(X));
  let w;
  if (s.kind === "long-healthy") w = 0;
  else if (s.label === "loop" && s.v === 3) w = R.r.int(18, 28); // late loops
  else w = R.r.int(s.label === "loop" ? 0 : 1, 9);
  healthy(R, w + extra, [X]);
  const fn = LOOPS[s.kind] ?? LEGIT[s.kind] ?? AMBIG[s.kind];
  const out = fn(R, X, s.v);
  return { R, out };
}

const runs = []; const labels = [];
for (const [i, s] of slots.entries()) {
  const seed = SEED + i * 7919; let extra = 0; let b;
  for (;;) { b = build(s, seed, extra); if (b.R.n >= 8 || extra > 20) break; extra += 8 - b.R.n; }
  const { R, out } = b;
  if (R.n > 50) throw new Error(`too long ${s.kind} ${R.n}`);
  runs.push({ s, R, out });
}
const order = r.shuffle(runs.map((_, i) => i));
const ids = new Set();
const oid = () => { for (;;) { const id = `${r.str(3, "bcdfghjkmnpqrstvwxz")}${r.int(10, 99)}${r.str(5, "0123456789abcdefghijkmnpqrstuvwxyz")}`; if (!ids.has(id)) { ids.add(id); return id; } } };
const T = []; const L = [];
for (const i of order) {
  const { s, R, out } = runs[i]; const id = oid();
  const from = out.from ?? null;
  T.push(JSON.stringify({ id, messages: R.msgs }));
  L.push(JSON.stringify({ id, label: s.label, loop_from: from ? from.n : null, loop_from_message: from ? from.i : null, kind: s.kind, domain: s.kit.key, steps: R.n, note: out.note }));
}

// ---- validation ----
const callIds = new Set();
for (const [j, line] of T.entries()) {
  const t = JSON.parse(line); const l = JSON.parse(L[j]); if (t.id !== l.id) throw new Error("misaligned");
  const ms = t.messages; let n = 0;
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i];
    if (m.role === "assistant") {
      n++;
      if (l.loop_from === n && l.loop_from_message !== i) throw new Error(`loop_from mismatch ${t.id}`);
      const cs = m.tool_calls ?? [];
      cs.forEach((c, q) => {
        if (callIds.has(c.id)) throw new Error(`dup call id ${c.id}`); callIds.add(c.id); JSON.parse(c.function.arguments);
        const a = ms[i + 1 + q]; if (!a || a.role !== "tool" || a.tool_call_id !== c.id) throw new Error(`unanswered ${t.id} ${c.id}`);
      });
    } else if (m.role === "tool") {
      const prev = ms.slice(0, i).reverse().find((x) => x.role === "assistant");
      if (!prev?.tool_calls?.some((c) => c.id === m.tool_call_id)) throw new Error(`orphan tool answer ${t.id}`);
    }
  }
  if (n !== l.steps || n < 8 || n > 50) throw new Error(`steps ${t.id} ${n}`);
  if (l.label === "loop" && (l.loop_from == null || ms[l.loop_from_message].role !== "assistant")) throw new Error(`loop_from ${t.id}`);
  if (l.label !== "loop" && l.loop_from != null) throw new Error(`loop_from on non-loop ${t.id}`);
}

writeFileSync(new URL("./traces.jsonl", import.meta.url), T.join("\n") + "\n");
writeFileSync(new URL("./labels.jsonl", import.meta.url), L.join("\n") + "\n");

if (process.argv.includes("--stats")) {
  const ls = L.map((x) => JSON.parse(x)); const cnt = (f) => ls.reduce((m, x) => ((m[f(x)] = (m[f(x)] ?? 0) + 1), m), {});
  console.log("runs", ls.length, cnt((x) => x.label));
  console.log("kinds", cnt((x) => `${x.label}/${x.kind}`));
  console.log("domains", cnt((x) => x.domain));
  const st = ls.map((x) => x.steps); console.log("steps min", Math.min(...st), "max", Math.max(...st), "mean", (st.reduce((a, b) => a + b) / st.length).toFixed(1));
  const lf = ls.filter((x) => x.label === "loop"); console.log("loop_from min", Math.min(...lf.map((x) => x.loop_from)), "max", Math.max(...lf.map((x) => x.loop_from)));
  const ends = ls.map((x, j) => JSON.parse(T[j]).messages.at(-1).role); console.log("last message role", cnt((x, j) => 0) && ends.reduce((m, e) => ((m[e] = (m[e] ?? 0) + 1), m), {}));
  console.log("timestamped runs", T.filter((x) => x.includes('"timestamp"')).length);
}
