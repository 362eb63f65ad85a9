// Structural checks on the generated set; throws on the first problem.
export function validate(runs, labels) {
  const fail = (id, m) => { throw new Error(`${id}: ${m}`); };
  if (runs.length !== labels.length) fail("set", "runs/labels length differ");
  const ids = new Set(), calls = new Set();
  runs.forEach((t, k) => {
    const l = labels[k];
    if (l.id !== t.id) fail(t.id, "label order");
    if (ids.has(t.id)) fail(t.id, "duplicate id"); ids.add(t.id);
    let open = new Set(), steps = 0;
    for (const m of t.messages) {
      if (m.role === "assistant" || m.role === "user") { if (open.size) fail(t.id, `unanswered call before ${m.role}`); }
      if (m.role === "assistant") {
        steps++;
        for (const c of m.tool_calls ?? []) {
          if (calls.has(c.id)) fail(t.id, `duplicate call id ${c.id}`); calls.add(c.id); open.add(c.id);
          JSON.parse(c.function.arguments);
        }
      } else if (m.role === "tool") {
        if (!open.has(m.tool_call_id)) fail(t.id, "tool answer without call");
        if (typeof m.content !== "string") fail(t.id, "tool content not a string");
        open.delete(m.tool_call_id);
      }
    }
    if (open.size) fail(t.id, "unanswered call at end");
    if (steps !== l.steps) fail(t.id, "steps mismatch");
    const last = t.messages.at(-1);
    if (l.label === "loop") { if (!(l.loop_from >= 1) || steps - l.loop_from < 2) fail(t.id, `loop_from ${l.loop_from} of ${steps}`); }
    else if (l.loop_from !== null) fail(t.id, "loop_from on non-loop");
    if (l.label === "legit" && !(last.role === "assistant" && !last.tool_calls?.length && last.content)) fail(t.id, "legit without final answer");
  });
}
