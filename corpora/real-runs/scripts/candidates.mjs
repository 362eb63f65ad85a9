// Lists candidate repeats per run to guide reading (not a label): repeated tool calls (same name and same arguments
// after parsing, key order ignored), whether their results were identical, and near-identical assistant texts.
// usage: node scripts/candidates.mjs traces.jsonl [id-prefix] > candidates.txt
import { readFileSync } from "node:fs";
const [tp, pref] = process.argv.slice(2);
const traces = readFileSync(tp, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
const canon = (v) => (v && typeof v === "object" ? (Array.isArray(v) ? v.map(canon) : Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])]))) : v);
const sig = (c) => { let a; try { a = JSON.stringify(canon(JSON.parse(c.function.arguments))); } catch { a = c.function.arguments; } return `${c.function.name}(${a})`; };
const norm = (s) => String(s ?? "").toLowerCase().replace(/\s+/g, " ").trim();
function sim(a, b) { // word-bigram Dice similarity
  const bg = (s) => { const w = s.split(" "); const m = new Map(); for (let i = 0; i < w.length - 1; i++) { const k = w[i] + " " + w[i + 1]; m.set(k, (m.get(k) ?? 0) + 1); } return m; };
  const A = bg(a), B = bg(b); let inter = 0, na = 0, nb = 0;
  for (const v of A.values()) na += v; for (const v of B.values()) nb += v;
  for (const [k, v] of A) inter += Math.min(v, B.get(k) ?? 0);
  return na + nb ? (2 * inter) / (na + nb) : (a === b ? 1 : 0);
}
for (const t of traces) {
  if (pref && !t.id.startsWith(pref)) continue;
  const steps = []; const results = new Map();
  for (const m of t.messages) {
    if (m.role === "assistant") steps.push({ text: norm(m.content), calls: (m.tool_calls ?? []).map((c) => ({ id: c.id, sig: sig(c) })) });
    if (m.role === "tool") results.set(m.tool_call_id, (m.is_error ? "ERR:" : "") + m.content);
  }
  const out = [];
  const bySig = new Map();
  steps.forEach((s, i) => s.calls.forEach((c) => { const k = c.sig; if (!bySig.has(k)) bySig.set(k, []); bySig.get(k).push({ i: i + 1, r: results.get(c.id) }); }));
  for (const [k, occ] of bySig) if (occ.length > 1) {
    const same = occ.every((o) => o.r === occ[0].r);
    out.push(`  CALL x${occ.length} at ${occ.map((o) => o.i).join(",")} results ${same ? "SAME" : "differ"}: ${k.slice(0, 140)}`);
  }
  // Same tool name and same result (arguments may differ): possible trivially varied retries.
  const byNameRes = new Map();
  steps.forEach((s, i) => s.calls.forEach((c) => { const k = c.sig.slice(0, c.sig.indexOf("(")) + "=>" + results.get(c.id); if (!byNameRes.has(k)) byNameRes.set(k, []); byNameRes.get(k).push(i + 1); }));
  for (const [k, occ] of byNameRes) { const u = [...new Set(occ)]; if (u.length > 1 && occ.length >= 3) out.push(`  NAME+RESULT x${occ.length} at ${u.join(",")}: ${k.slice(0, 120)}`); }
  const texts = steps.map((s, i) => ({ i: i + 1, t: s.text })).filter((x) => x.t.length > 20);
  const pairs = [];
  for (let a = 0; a < texts.length; a++) for (let b = a + 1; b < texts.length; b++) {
    const s = texts[a].t === texts[b].t ? 1 : sim(texts[a].t, texts[b].t);
    if (s >= Number(process.env.SIM ?? 0.8)) pairs.push(`${texts[a].i}~${texts[b].i}${s === 1 ? "=" : ""}`);
  }
  if (pairs.length) out.push(`  TEXT near-identical: ${pairs.slice(0, 30).join(" ")}${pairs.length > 30 ? ` (+${pairs.length - 30})` : ""}`);
  const nCalls = steps.reduce((n, s) => n + s.calls.length, 0);
  console.log(`${t.id} asst=${steps.length} calls=${nCalls}${out.length ? "" : " -- no repeats"}`);
  for (const l of out) console.log(l);
}
