// Structural checks every run and label must pass; gen.mjs exits 1 on any failure.
export function validate(runs, labels) {
  const errs = [];
  const ids = new Set();
  if (runs.length !== labels.length) errs.push("runs/labels length differ");
  runs.forEach((r, k) => {
    const L = labels[k];
    const bad = (m) => errs.push(`${r.id}: ${m}`);
    if (!L || L.id !== r.id) bad("label id/order mismatch");
    if (ids.has(r.id)) bad("duplicate run id");
    ids.add(r.id);
    const ms = r.messages;
    if (ms[0]?.role !== "system" || ms[1]?.role !== "user") bad("must start system, user");
    const callIds = new Set();
    let open = [];
    let lastPt = -1;
    for (const m of ms) {
      if (typeof m.content !== "string" && m.content !== null) bad("content must be string or null");
      if (m.role === "tool") {
        if (typeof m.content !== "string") bad("tool content not a string");
        if (!open.includes(m.tool_call_id)) bad(`tool answer ${m.tool_call_id} not expected`);
        open = open.filter((q) => q !== m.tool_call_id);
        continue;
      }
      if (open.length) bad(`unanswered calls before ${m.role}: ${open.join(",")}`);
      if (m.role === "assistant") {
        if (m.usage) {
          if (m.usage.prompt_tokens <= lastPt) bad("prompt_tokens not increasing");
          lastPt = m.usage.prompt_tokens;
        }
        for (const c of m.tool_calls ?? []) {
          if (callIds.has(c.id)) bad(`duplicate call id ${c.id}`);
          callIds.add(c.id);
          try {
            JSON.parse(c.function.arguments);
          } catch {
            bad("arguments not JSON");
          }
          open.push(c.id);
        }
        if (!m.content && !(m.tool_calls ?? []).length) bad("empty assistant message");
      }
    }
    if (open.length) bad("run ends with unanswered calls");
    const steps = ms.filter((m) => m.role === "assistant").length;
    if (steps < 4 || steps > 120) bad(`steps ${steps} out of 4..120`);
    if (L.steps !== steps) bad("label steps mismatch");
    const last = ms.at(-1);
    const isFinal = last.role === "assistant" && !(last.tool_calls ?? []).length && !/\nAction: /.test(last.content ?? "");
    if (L.label === "legit") {
      if (L.loop_from !== null) bad("legit loop_from must be null");
      if (!isFinal) bad("legit run must end on a final assistant answer");
    } else {
      if (!Number.isInteger(L.loop_from) || L.loop_from < 1 || L.loop_from > steps) bad("loop_from out of range");
      if (L.label === "loop" && steps - L.loop_from < 2) bad("loop needs >= 2 assistant messages after loop_from");
    }
    if (!["loop", "legit", "ambiguous"].includes(L.label)) bad("bad label");
  });
  return errs;
}
