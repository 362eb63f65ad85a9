// Checks every run and label before anything is written.
export function validate(runs, labels) {
  const errs = []; const ids = new Set(); const callIds = new Set();
  runs.forEach((t, i) => {
    const L = labels[i]; if (L.id !== t.id) errs.push(`${t.id}: label order`);
    if (ids.has(t.id)) errs.push(`${t.id}: duplicate id`); ids.add(t.id);
    let open = new Set(); let nA = 0;
    for (const m of t.messages) {
      if (m.role === "assistant" || m.role === "user") { if (open.size) errs.push(`${t.id}: unanswered calls before ${m.role}`); open = new Set(); }
      if (m.role === "assistant") { nA++; for (const c of m.tool_calls ?? []) { if (callIds.has(c.id)) errs.push(`${t.id}: dup call id ${c.id}`); callIds.add(c.id); open.add(c.id); try { JSON.parse(c.function.arguments); } catch { errs.push(`${t.id}: bad JSON args`); } } }
      if (m.role === "tool") { if (!open.has(m.tool_call_id)) errs.push(`${t.id}: tool answer for unknown call`); open.delete(m.tool_call_id); if (typeof m.content !== "string") errs.push(`${t.id}: tool content not string`); }
    }
    if (open.size) errs.push(`${t.id}: unanswered calls at end`);
    if (L.steps !== nA) errs.push(`${t.id}: steps ${L.steps} != ${nA}`);
    if (nA < 4 || nA > 120) errs.push(`${t.id}: ${nA} assistant steps`);
    const last = t.messages.at(-1);
    if (L.label === "loop") { if (!(L.loop_from >= 1 && nA - L.loop_from >= 2)) errs.push(`${t.id}: loop_from ${L.loop_from} with ${nA} steps`); }
    else if (L.loop_from !== null) errs.push(`${t.id}: non-loop with loop_from`);
    if (L.label === "legit" && !(last.role === "assistant" && !last.tool_calls?.length && last.content)) errs.push(`${t.id}: legit run does not end on a final answer`);
    if (!["loop", "legit", "ambiguous"].includes(L.label)) errs.push(`${t.id}: bad label`);
  });
  return errs;
}
