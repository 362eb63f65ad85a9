// Structural checks on the written set; throws on the first problem.
export function validate(runs, labels) {
  const ids = new Set(); const callIds = new Set(); const fail = (id, m) => { throw new Error(`${id}: ${m}`); };
  if (runs.length !== labels.length) throw new Error("runs/labels length differ");
  runs.forEach((t, i) => {
    const l = labels[i];
    if (l.id !== t.id) fail(t.id, "labels out of order");
    if (ids.has(t.id)) fail(t.id, "duplicate id"); ids.add(t.id);
    let open = new Set(); let steps = 0;
    for (const m of t.messages) {
      if (m.role === "tool") {
        if (!open.has(m.tool_call_id)) fail(t.id, `tool answer without open call ${m.tool_call_id}`);
        open.delete(m.tool_call_id);
        if (typeof m.content !== "string") fail(t.id, "tool content not a string");
        continue;
      }
      if (open.size) fail(t.id, "call not answered before the next message");
      if (m.role === "assistant") {
        steps++;
        for (const c of m.tool_calls ?? []) {
          if (callIds.has(c.id)) fail(t.id, `duplicate call id ${c.id}`); callIds.add(c.id); open.add(c.id);
          JSON.parse(c.function.arguments);
        }
      }
    }
    if (open.size) fail(t.id, "unanswered call at the end");
    if (steps !== l.steps) fail(t.id, "steps mismatch");
    const last = t.messages.at(-1);
    if (l.label === "legit" && !(last.role === "assistant" && !last.tool_calls?.length && last.content)) fail(t.id, "legit run without a final answer");
    if (l.label === "loop") { if (!(l.loop_from >= 1 && steps - l.loop_from >= 2)) fail(t.id, `loop_from ${l.loop_from} with ${steps} steps`); }
    else if (l.label === "legit" && l.loop_from !== null) fail(t.id, "legit with loop_from");
  });
  return { runs: runs.length, calls: callIds.size };
}
