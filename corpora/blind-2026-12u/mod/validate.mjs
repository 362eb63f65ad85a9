// Structural checks run before anything is written.

/** Throws on the first broken run or label; returns nothing when all is well. */
export function validate(runs, labels) {
  if (runs.length !== labels.length) throw new Error("runs/labels length differ");
  const ids = new Set();
  runs.forEach((run, i) => {
    const lab = labels[i];
    if (lab.id !== run.id) throw new Error(`order mismatch at ${i}`);
    if (ids.has(run.id)) throw new Error(`duplicate id ${run.id}`);
    ids.add(run.id);
    const m = run.messages;
    if (m[0].role !== "system") throw new Error(`${run.id}: no system message`);
    let calls = 0;
    const open = new Map();
    m.forEach((msg, k) => {
      if (msg.role === "assistant") {
        calls++;
        if (open.size) throw new Error(`${run.id}: assistant at ${k} before all tool calls answered`);
        for (const tc of msg.tool_calls ?? []) {
          JSON.parse(tc.function.arguments);
          open.set(tc.id, k);
        }
        if (!msg.tool_calls && typeof msg.content !== "string") throw new Error(`${run.id}: empty assistant at ${k}`);
      } else if (msg.role === "tool") {
        if (!open.has(msg.tool_call_id)) throw new Error(`${run.id}: unanswered/unknown tool id at ${k}`);
        if (typeof msg.content !== "string" || !msg.content) throw new Error(`${run.id}: empty tool content at ${k}`);
        open.delete(msg.tool_call_id);
      } else if (open.size) throw new Error(`${run.id}: ${msg.role} at ${k} before tool answers`);
    });
    if (open.size) throw new Error(`${run.id}: tool calls left unanswered`);
    if (calls < 8 || calls > 60) throw new Error(`${run.id}: ${calls} LLM calls`);
    if (lab.steps !== calls) throw new Error(`${run.id}: steps ${lab.steps} != ${calls}`);
    if (lab.label === "loop") {
      if (!(lab.loop_from >= 1 && lab.loop_from <= calls)) throw new Error(`${run.id}: loop_from ${lab.loop_from} outside 1..${calls}`);
      const at = m[lab.loop_from_message];
      if (!at || at.role !== "assistant") throw new Error(`${run.id}: loop_from_message is not an assistant message`);
      const nth = m.slice(0, lab.loop_from_message + 1).filter((q) => q.role === "assistant").length;
      if (nth !== lab.loop_from) throw new Error(`${run.id}: loop_from ${lab.loop_from} vs message ${lab.loop_from_message} (call ${nth})`);
    } else if (lab.loop_from !== null || lab.loop_from_message !== null) throw new Error(`${run.id}: non-loop with loop_from`);
  });
}
