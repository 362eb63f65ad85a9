// Seeded generator of the blind-2026-12ad set: `node gen.mjs` rewrites traces.jsonl and labels.jsonl byte for byte,
// `node gen.mjs --stats` prints counts.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rng, Run } from "./lib.mjs";
import { KITS } from "./kits.mjs";
import * as A from "./kinds.mjs";
import * as B from "./kinds-own.mjs";
const here = dirname(fileURLToPath(import.meta.url));
const P = (kind, label, fn, n) => Array.from({ length: n }, (_, v) => ({ kind, label, fn, v }));
const multi = [...P("agents-text-loop", "loop", A.agentsTextLoop, 5), ...P("agents-converge", "legit", A.agentsConverge, 5)];
const rest = [
  ...P("repeat-trivial", "loop", A.repeatTrivial, 5), ...P("ping-pong", "loop", A.pingPong, 5), ...P("retry-storm", "loop", A.retryStorm, 5),
  ...P("stuck-poll", "loop", A.stuckPoll, 5), ...P("reworded-same-hits", "loop", A.rewordedSameHits, 5),
  ...P("reshape-same-result", "loop", B.reshapeSameResult, 6), ...P("duplicate-write-resubmit", "loop", B.duplicateWriteRefused, 6),
  ...P("hold-lapse-cycle", "loop", B.leaseLapse, 6), ...P("draft-polish", "loop", B.draftPolish, 6), ...P("stale-cache-refresh", "loop", B.cacheStale, 6),
  ...P("recheck-changes", "legit", A.recheckChanges, 5), ...P("alternate-per-item", "legit", A.alternatePerItem, 5), ...P("retry-succeeds", "legit", A.retrySucceeds, 5),
  ...P("poll-progresses", "legit", A.pollProgresses, 5), ...P("search-refines", "legit", A.searchRefines, 5),
  ...P("query-iterate", "legit", B.queryIterate, 5), ...P("duplicate-resolved", "legit", B.duplicateResolved, 5), ...P("check-hold-confirm", "legit", B.holdConfirm, 5),
  ...P("draft-fix-send", "legit", B.draftFix, 5), ...P("refresh-updates", "legit", B.refreshUpdates, 5), ...P("long-varied", "legit", B.longVaried, 1),
  ...P("amb-double-check", "ambiguous", B.ambDoubleCheck, 1), ...P("amb-backoff-stop", "ambiguous", B.ambBackoffStop, 1),
  ...P("amb-search-gives-up", "ambiguous", B.ambSearchGivesUp, 1), ...P("amb-user-wait", "ambiguous", B.ambUserWait, 1),
];
const R0 = rng(0x12ad);
// Multi-agent kinds go to the three domains whose agents hand off; every domain gets 12 runs.
const slots = new Map(KITS.map((k) => [k.dom, []]));
const maDoms = KITS.filter((k) => /router|crm|ats/.test(k.dom)).map((k) => k.dom);
multi.forEach((p, i) => slots.get(maDoms[i % 3]).push(p));
// Then six loops per domain, the four ambiguous runs in four other domains, legit runs to twelve.
const byLabel = (l) => R0.shuffle(rest.filter((p) => p.label === l));
const loops = byLabel("loop"), ambs = byLabel("ambiguous"), legits = byLabel("legit");
for (const k of KITS) while (slots.get(k.dom).filter((p) => p.label === "loop").length < 6) slots.get(k.dom).push(loops.pop());
KITS.filter((k) => !maDoms.includes(k.dom)).slice(1, 5).forEach((k) => slots.get(k.dom).push(ambs.pop()));
for (const k of KITS) while (slots.get(k.dom).length < 12) slots.get(k.dom).push(legits.pop());
if (loops.length + ambs.length + legits.length) throw new Error("plan left runs over");
const plan = R0.shuffle(KITS.flatMap((k) => slots.get(k.dom).map((p) => ({ ...p, kit: k }))));
const traces = [], labels = [];
plan.forEach((p, i) => {
  const r = rng(0x5eed00 + i * 7919);
  const R = new Run(r, p.kit, r.pick(["json", "pretty", "kv", "http"]));
  const note = p.fn(R, p.kit, p.v);
  const id = `bd${R0.hex(4)}-${R0.hex(3)}`;
  const steps = R.msgs.filter((m) => m.role === "assistant").length;
  // validation
  const open = new Set();
  for (const m of R.msgs) { for (const c of m.tool_calls ?? []) open.add(c.id); if (m.role === "tool") { if (!open.has(m.tool_call_id)) throw new Error(`orphan answer in ${id}`); open.delete(m.tool_call_id); } }
  if (open.size) throw new Error(`unanswered call in ${id}`);
  if ((p.label === "legit") !== (R.loopFrom === null)) throw new Error(`loop_from mismatch in ${p.kind}`);
  if (R.loopFrom !== null && R.msgs[R.loopMsg].role !== "assistant") throw new Error(`loop_from not on assistant in ${p.kind}`);
  if (p.label === "loop" && R.msgs.at(-1).role !== "tool") throw new Error(`loop run must end mid-loop: ${p.kind}`);
  traces.push({ id, messages: R.msgs });
  labels.push({ id, label: p.label, loop_from: R.loopFrom, loop_from_message: R.loopMsg, kind: p.kind, domain: p.kit.dom, steps, note });
});
if (process.argv.includes("--stats")) {
  const c = (f) => labels.reduce((m, l) => ((m[f(l)] = (m[f(l)] || 0) + 1), m), {});
  console.log(c((l) => l.label)); console.log(c((l) => `${l.domain} ${l.label}`)); console.log(c((l) => `${l.label} ${l.kind}`));
  const st = labels.map((l) => l.steps); console.log("steps", Math.min(...st), Math.max(...st));
} else {
  writeFileSync(join(here, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
  writeFileSync(join(here, "labels.jsonl"), labels.map((t) => JSON.stringify(t)).join("\n") + "\n");
}
