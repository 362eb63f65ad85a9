// Structural checks, run before anything is written: answered calls, matching ids, labels in range.
export function validate(runs, labels) {
  const errs = [];
  const ids = new Set();
  runs.forEach((t, n) => {
    const l = labels[n];
    if (l.id !== t.id) errs.push(`${t.id}: label order`);
    if (ids.has(t.id)) errs.push(`${t.id}: duplicate id`);
    ids.add(t.id);
    const m = t.messages;
    if (m[0].role !== "system" || m[1].role !== "user") errs.push(`${t.id}: opening`);
    let steps = 0;
    for (let i = 0; i < m.length; i++) {
      if (m[i].role === "assistant") {
        steps++;
        const tc = m[i].tool_calls ?? [];
        if (!tc.length && typeof m[i].content !== "string") errs.push(`${t.id}: empty assistant at ${i}`);
        tc.forEach((c, j) => {
          const ans = m[i + 1 + j];
          if (!ans || ans.role !== "tool" || ans.tool_call_id !== c.id) errs.push(`${t.id}: call ${c.id} unanswered`);
          if (typeof ans?.content !== "string") errs.push(`${t.id}: non-string tool content`);
          try { JSON.parse(c.function.arguments); } catch { errs.push(`${t.id}: bad arguments`); }
        });
      }
      if (m[i].role === "tool") {
        const prev = m.slice(0, i).reverse().find((x) => x.role === "assistant");
        if (!prev?.tool_calls?.some((c) => c.id === m[i].tool_call_id)) errs.push(`${t.id}: orphan tool at ${i}`);
      }
    }
    if (steps !== l.steps) errs.push(`${t.id}: steps ${steps} vs ${l.steps}`);
    if (l.label === "legit") {
      if (l.loop_from !== null || l.loop_from_message !== null) errs.push(`${t.id}: legit with loop_from`);
    } else {
      if (!(l.loop_from >= 1 && l.loop_from <= steps)) errs.push(`${t.id}: loop_from out of range`);
      const mm = m[l.loop_from_message];
      const nth = m.slice(0, l.loop_from_message + 1).filter((x) => x.role === "assistant").length;
      if (mm?.role !== "assistant" || nth !== l.loop_from) errs.push(`${t.id}: loop_from_message mismatch`);
    }
    if (steps < 8 || steps > 80) errs.push(`${t.id}: ${steps} steps`);
  });
  return errs;
}
