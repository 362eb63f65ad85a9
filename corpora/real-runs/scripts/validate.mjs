// Checks traces.jsonl: unique ids, arguments are JSON strings, every tool call answered by one tool message with its id
// (and every tool message answers an earlier call); labels.jsonl (if given) covers every id with a valid label.
// usage: node scripts/validate.mjs traces.jsonl [labels.jsonl]
import { readFileSync } from "node:fs";
const rd = (p) => readFileSync(p, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
const [tp, lp] = process.argv.slice(2);
const traces = rd(tp);
const ids = new Set();
let problems = 0;
const bad = (id, msg) => { problems++; console.log(`${id}: ${msg}`); };
for (const t of traces) {
  if (ids.has(t.id)) bad(t.id, "duplicate id");
  ids.add(t.id);
  if (!t.source || !Array.isArray(t.messages)) bad(t.id, "missing source/messages");
  const open = new Map();
  for (const m of t.messages) {
    if (!["system", "user", "assistant", "tool"].includes(m.role)) bad(t.id, `role ${m.role}`);
    if (m.role === "assistant") for (const c of m.tool_calls ?? []) {
      if (c.type !== "function" || typeof c.function?.name !== "string") bad(t.id, "call shape");
      if (typeof c.function?.arguments !== "string") bad(t.id, "arguments not a string");
      else try { JSON.parse(c.function.arguments); } catch { bad(t.id, `arguments not JSON: ${c.id}`); }
      if (open.has(c.id)) bad(t.id, `call id reused ${c.id}`);
      open.set(c.id, false);
    }
    if (m.role === "tool") {
      if (!open.has(m.tool_call_id)) bad(t.id, `tool message answers unknown call ${m.tool_call_id}`);
      else if (open.get(m.tool_call_id)) bad(t.id, `call answered twice ${m.tool_call_id}`);
      else open.set(m.tool_call_id, true);
    }
  }
  for (const [cid, done] of open) if (!done) bad(t.id, `call ${cid} not answered`);
}
if (lp) {
  const labels = rd(lp);
  const seen = new Set();
  for (const l of labels) {
    if (!ids.has(l.id)) bad(l.id, "label for unknown id");
    if (seen.has(l.id)) bad(l.id, "labelled twice");
    seen.add(l.id);
    if (!["loop", "legit", "ambiguous"].includes(l.label)) bad(l.id, `label ${l.label}`);
    if (l.label === "loop" && !(Number.isInteger(l.loop_from) && l.loop_from >= 1)) bad(l.id, "loop without loop_from");
    if (l.label !== "loop" && l.loop_from !== null) bad(l.id, "loop_from must be null");
    if (l.label === "loop") {
      const t = traces.find((x) => x.id === l.id);
      const n = t.messages.filter((m) => m.role === "assistant").length;
      if (l.loop_from > n) bad(l.id, `loop_from ${l.loop_from} > ${n} assistant messages`);
    }
    if (!l.why) bad(l.id, "no why");
  }
  for (const id of ids) if (!seen.has(id)) bad(id, "unlabelled");
}
console.log(`${traces.length} traces, ${problems} problems`);
process.exit(problems ? 1 : 0);
