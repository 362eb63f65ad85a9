/** Structural checks over the generated runs and labels; returns a list of problems. */
export function validate(runs, labels) {
  const bad = []; const ids = new Set();
  if (runs.length !== labels.length) bad.push("count mismatch");
  runs.forEach((t, k) => {
    const L = labels[k]; const p = (s) => bad.push(`${t.id}: ${s}`);
    if (L.id !== t.id) p("label order"); if (ids.has(t.id)) p("dup id"); ids.add(t.id);
    const m = t.messages; if (m[0].role !== "system" || m[1].role !== "user") p("start");
    const callIds = new Set(); const open = new Set(); let tok = 0; let steps = 0;
    for (const x of m) {
      if (x.role === "assistant") {
        if (open.size) p("unanswered call"); steps++;
        if (x.usage) { if (x.usage.prompt_tokens <= tok) p("tokens"); tok = x.usage.prompt_tokens; }
        for (const c of x.tool_calls ?? []) { if (callIds.has(c.id)) p("dup call id"); callIds.add(c.id); open.add(c.id); JSON.parse(c.function.arguments); }
      } else if (x.role === "tool") { if (!open.delete(x.tool_call_id)) p("stray tool"); const env = JSON.parse(x.content.startsWith("{") ? x.content : "{}"); void env; }
      else if (open.size) p("unanswered before user/system");
    }
    if (open.size) p("unanswered at end");
    if (steps !== L.steps) p("steps");
    if (steps < 12 || steps > 90) p(`length ${steps}`);
    if (L.label === "legit") { if (L.loop_from !== null) p("legit loop_from"); const last = m.at(-1); if (last.role !== "assistant" || last.tool_calls) p("legit must end on an answer"); }
    else if (!Number.isInteger(L.loop_from) || L.loop_from < 1 || L.loop_from > steps) p(`loop_from ${L.loop_from}`);
    else if (L.label === "loop" && steps - L.loop_from < 2) p("loop too short after loop_from");
  });
  return bad;
}
