// Rebuilds traces.jsonl and labels.jsonl of blind-2026-12y byte for byte from one seed.  node gen.mjs [--stats]
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { KITS } from "./kits.mjs";
import { Run } from "./run.mjs";
import { LOOPS } from "./scen-loop.mjs";
import { LEGIT, AMBIG } from "./scen-legit.mjs";
const SEED = 0x12f0c7;
function mulberry(a) { return () => { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const rng = mulberry(SEED);
const plan = [];
for (const kind of Object.keys(LOOPS)) for (let i = 0; i < 5; i++) plan.push(["loop", kind, LOOPS[kind]]);
const lc = { "poll-ends": 7, paging: 5, "sweep-items": 6, "sweep-time": 5, "retry-succeeds": 6, "user-asked-repeat": 4, "readings-asked": 4, "recheck-after-fix": 6, "long-healthy": 5, "limit-once": 2, "format-once": 2, "sources-then-found": 4 };
for (const [kind, c] of Object.entries(lc)) for (let i = 0; i < c; i++) plan.push(["legit", kind, LEGIT[kind]]);
for (const kind of Object.keys(AMBIG)) plan.push(["ambiguous", kind, AMBIG[kind]]);
const seen = new Set(); const hex = () => Array.from({ length: 10 }, () => "0123456789abcdefghjkmnpqrstvwxyz"[Math.floor(rng() * 32)]).join("");
const out = plan.map(([label, kind, fn], idx) => {
  const kit = KITS[(idx * 7 + Math.floor(idx / 10)) % KITS.length];
  let r;
  for (let tries = 0; ; tries++) {
    r = new Run(kit, mulberry(Math.floor(rng() * 2 ** 31)));
    fn(r, kit.ents[r.n.int(0, 4)]);
    const a = r.nA(); if (a >= 8 && a <= 50) break;
    if (tries > 50) throw new Error(`cannot fit ${kind}: ${a}`);
  }
  let id; do id = `y${hex()}`; while (seen.has(id)); seen.add(id);
  const steps = r.nA();
  const lab = { id, label, loop_from: label === "loop" ? r.mark.a : null, loop_from_message: label === "loop" ? r.mark.i : null, kind, domain: kit.dom, steps, note: `${kit.lang} staff; ${kind}` };
  return [{ id, messages: r.m }, lab];
});
for (let i = out.length - 1; i > 0; i--) { const j = Math.floor(rng() * (i + 1)); [out[i], out[j]] = [out[j], out[i]]; }
// validate: every call answered, ids unique per run, labels aligned with the marked message
for (const [t, l] of out) {
  const ids = new Set(); const open = new Set();
  t.messages.forEach((m) => {
    if (m.role === "assistant") { if (open.size) throw new Error(`${t.id}: unanswered call`); for (const c of m.tool_calls ?? []) { if (ids.has(c.id)) throw new Error(`${t.id}: dup id`); ids.add(c.id); open.add(c.id); } }
    if (m.role === "tool") { if (!open.delete(m.tool_call_id)) throw new Error(`${t.id}: stray tool answer`); }
  });
  if (l.label === "loop") { const m = t.messages[l.loop_from_message]; const a = t.messages.slice(0, l.loop_from_message + 1).filter((x) => x.role === "assistant").length; if (m.role !== "assistant" || a !== l.loop_from) throw new Error(`${t.id}: bad mark`); }
}
const dir = dirname(fileURLToPath(import.meta.url));
writeFileSync(join(dir, "traces.jsonl"), out.map(([t]) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(join(dir, "labels.jsonl"), out.map(([, l]) => JSON.stringify(l)).join("\n") + "\n");
if (process.argv.includes("--stats")) {
  const c = (f) => out.reduce((m, [, l]) => ((m[f(l)] = (m[f(l)] ?? 0) + 1), m), {});
  console.log("runs", out.length, c((l) => l.label));
  console.log("kinds", c((l) => `${l.label}/${l.kind}`));
  console.log("domains", c((l) => l.domain));
  const s = out.map(([, l]) => l.steps); console.log("steps min", Math.min(...s), "max", Math.max(...s), "mean", (s.reduce((a, b) => a + b) / s.length).toFixed(1));
}
