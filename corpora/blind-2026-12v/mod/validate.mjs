// Structural checks on every run and label: answered tool calls, call counts, loop markers pointing at the right message.

/** Throws on the first problem found. */
export function validate(runs, labels) {
  if (runs.length !== labels.length) throw new Error("runs/labels length differ");
  const ids = new Set();
  runs.forEach((run, k) => {
    const lab = labels[k];
    if (lab.id !== run.id) throw new Error(`order: ${run.id} vs ${lab.id}`);
    if (!/^v-[0-9a-f]{8}$/.test(run.id) || ids.has(run.id)) throw new Error(`bad or duplicate id ${run.id}`);
    ids.add(run.id);
    const m = run.messages;
    if (m[0].role !== "system") throw new Error(`${run.id}: first message not system`);
    const open = new Map();
    let calls = 0;
    m.forEach((msg, i) => {
      if (msg.role === "assistant") {
        if (open.size) throw new Error(`${run.id}: assistant at ${i} before all tool answers`);
        calls++;
        if (!msg.model) throw new Error(`${run.id}: assistant without model`);
        for (const tc of msg.tool_calls ?? []) {
          JSON.parse(tc.function.arguments);
          open.set(tc.id, true);
        }
        if (!(msg.tool_calls?.length) && typeof msg.content !== "string") throw new Error(`${run.id}: empty assistant at ${i}`);
      } else if (msg.role === "tool") {
        if (!open.has(msg.tool_call_id)) throw new Error(`${run.id}: orphan tool answer at ${i}`);
        if (typeof msg.content !== "string") throw new Error(`${run.id}: tool content not string`);
        open.delete(msg.tool_call_id);
      } else if (msg.role === "user") {
        if (open.size) throw new Error(`${run.id}: user at ${i} before tool answers`);
      } else if (msg.role !== "system") throw new Error(`${run.id}: role ${msg.role}`);
    });
    if (open.size) throw new Error(`${run.id}: unanswered tool call`);
    if (calls < 8 || calls > 60) throw new Error(`${run.id}: ${calls} LLM calls`);
    if (lab.label === "loop") {
      const idx = lab.loop_from_message;
      if (!Number.isInteger(lab.loop_from) || lab.loop_from < 2 || lab.loop_from > calls) throw new Error(`${run.id}: loop_from ${lab.loop_from}`);
      if (m[idx]?.role !== "assistant") throw new Error(`${run.id}: loop_from_message not assistant`);
      const n = m.slice(0, idx + 1).filter((q) => q.role === "assistant").length;
      if (n !== lab.loop_from) throw new Error(`${run.id}: loop_from ${lab.loop_from} vs message count ${n}`);
    } else if (lab.loop_from !== null || lab.loop_from_message !== null) throw new Error(`${run.id}: non-loop with loop_from`);
  });
}
