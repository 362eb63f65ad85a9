// Structural checks on the generated set; throws with the run id and what is wrong.
export function validate(runs, labels) {
  const ids = new Set();
  const fail = (id, why) => { throw new Error(`validation failed for ${id}: ${why}`); };
  if (runs.length !== labels.length) throw new Error("traces and labels differ in length");
  runs.forEach((r, i) => {
    const L = labels[i];
    if (L.id !== r.id) fail(r.id, "label order/id mismatch");
    if (ids.has(r.id)) fail(r.id, "duplicate id"); ids.add(r.id);
    const callIds = new Set(); let pending = new Set(); let steps = 0;
    for (const m of r.messages) {
      if (m.role === "assistant" || m.role === "user" || m.role === "system") {
        if (pending.size) fail(r.id, `unanswered tool calls before a ${m.role} message`);
      }
      if (m.role === "assistant") {
        steps++;
        for (const c of m.tool_calls ?? []) {
          if (callIds.has(c.id)) fail(r.id, `duplicate call id ${c.id}`);
          callIds.add(c.id); pending.add(c.id);
          if (typeof c.function.arguments !== "string") fail(r.id, "arguments not a string");
          JSON.parse(c.function.arguments);
        }
      } else if (m.role === "tool") {
        if (!pending.has(m.tool_call_id)) fail(r.id, `tool message for unknown call ${m.tool_call_id}`);
        pending.delete(m.tool_call_id);
        if (typeof m.content !== "string") fail(r.id, "tool content not a string");
      }
    }
    if (pending.size) fail(r.id, "run ends with unanswered calls");
    if (steps !== L.steps) fail(r.id, `steps ${steps} != label ${L.steps}`);
    if (steps < 4 || steps > 120) fail(r.id, `steps ${steps} out of 4..120`);
    const last = r.messages.at(-1);
    if (L.label === "loop") {
      if (!Number.isInteger(L.loop_from) || L.loop_from < 1) fail(r.id, "loop without loop_from");
      if (steps - L.loop_from < 2) fail(r.id, "fewer than 2 assistant messages after loop_from");
    } else if (L.loop_from !== null) fail(r.id, "non-loop with loop_from");
    if (L.label === "legit" && !(last.role === "assistant" && !last.tool_calls?.length && last.content)) fail(r.id, "legit run does not end on a final answer");
    if (!["loop", "legit", "ambiguous"].includes(L.label)) fail(r.id, "bad label");
  });
}
