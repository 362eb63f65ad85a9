// Structural checks for blind-2026-12ao: tool calls answered right after them, one call per assistant turn,
// loop runs end mid-loop, legit/ambiguous runs end on a final answer, loop_from agrees with loop_from_message.

export function validate(traces, labels) {
  const errs = [];
  const byId = new Map(labels.map((l) => [l.id, l]));
  const ids = new Set();
  for (const t of traces) {
    const e = (m) => errs.push(`${t.id}: ${m}`);
    if (!/^[a-z0-9]{6}_[a-z0-9]{4}$/.test(t.id)) e("bad id");
    if (ids.has(t.id)) e("duplicate id"); ids.add(t.id);
    const L = byId.get(t.id); if (!L) { e("no label"); continue; }
    const M = t.messages; let nA = 0; let pending = [];
    M.forEach((m, i) => {
      if (!["system", "user", "assistant", "tool"].includes(m.role)) e(`#${i} bad role`);
      if (pending.length && m.role !== "tool") e(`#${i} tool call not answered before ${m.role}`);
      if (m.role === "assistant") {
        nA++;
        if (m.tool_calls) {
          if (m.tool_calls.length !== 1) e(`#${i} ${m.tool_calls.length} calls in one turn`);
          for (const c of m.tool_calls) { try { JSON.parse(c.function.arguments); } catch { e(`#${i} bad arguments json`); } }
          pending = m.tool_calls.map((c) => c.id);
        } else if (typeof m.content !== "string" || !m.content.trim()) e(`#${i} empty text turn`);
      }
      if (m.role === "tool") {
        if (!pending.length || pending[0] !== m.tool_call_id) e(`#${i} tool answer without its call`);
        pending.shift();
        if (typeof m.content !== "string" || !m.content.length) e(`#${i} empty tool answer`);
      }
      const txt = JSON.stringify(m);
      if (/undefined|NaN|\[object Object\]/.test(txt)) e(`#${i} suspicious text`);
    });
    if (pending.length) e("unanswered call at end");
    if (L.steps !== nA) e(`steps ${L.steps} != ${nA}`);
    const last = M.at(-1);
    const endsFinal = last.role === "assistant" && !last.tool_calls;
    if (L.label === "loop") {
      if (endsFinal) e("loop run ends on a final answer");
      if (last.role === "assistant") e("loop run ends on an assistant turn");
    } else if (!endsFinal) e(`${L.label} run does not end on a final answer`);
    if (L.label === "legit") { if (L.loop_from !== null || L.loop_from_message !== null) e("legit with loop_from"); }
    else {
      if (!Number.isInteger(L.loop_from) || !Number.isInteger(L.loop_from_message)) e("missing loop_from");
      else {
        const at = M[L.loop_from_message];
        if (!at || at.role !== "assistant") e("loop_from_message is not an assistant message");
        const before = M.slice(0, L.loop_from_message).filter((m) => m.role === "assistant").length;
        if (before !== L.loop_from) e(`loop_from ${L.loop_from} != ${before}`);
        const wasted = L.steps - L.loop_from;
        if (L.label === "loop" && (wasted < 2 || wasted > 12)) e(`wasted turns ${wasted} outside 2..12`);
      }
    }
    if (!L.kind || !L.domain || !L.note) e("label fields missing");
  }
  for (const l of labels) if (!ids.has(l.id)) errs.push(`${l.id}: label without trace`);
  return errs;
}
