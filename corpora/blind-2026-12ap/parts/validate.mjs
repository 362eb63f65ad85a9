// Structural checks on every generated run; throws on the first violation.
export function validate(runs) {
  for (const { trace, label } of runs) {
    const m = trace.messages;
    const fail = (why) => {
      throw new Error(`${label.domain} ${label.kind} (${label.label}): ${why}`);
    };
    const asst = m.map((x, i) => [x, i]).filter(([x]) => x.role === "assistant");
    if (asst.length !== label.steps) fail(`steps ${label.steps} != ${asst.length}`);
    const last = m.at(-1);
    if (label.label === "loop") {
      if (last.role !== "tool") fail("loop run must end on a tool answer");
      if (label.loop_from == null) fail("loop without loop_from");
      const wasted = label.steps - label.loop_from;
      if (wasted < 2 || wasted > 12) fail(`wasted turns ${wasted} outside 2..12`);
    } else if (last.role !== "assistant" || last.tool_calls?.length) fail("legit/ambiguous run must end on a final answer");
    if (label.label === "legit" && label.loop_from !== null) fail("legit with loop_from");
    if (label.label === "ambiguous" && label.loop_from == null) fail("ambiguous without doubt point");
    if (label.loop_from != null && asst[label.loop_from][1] !== label.loop_from_message) fail("loop_from_message disagrees");
    // every tool call answered right after its assistant turn, in order
    for (let i = 0; i < m.length; i++) {
      const tc = m[i].tool_calls;
      if (!tc?.length) continue;
      tc.forEach((c, k) => {
        const t = m[i + 1 + k];
        if (!t || t.role !== "tool" || t.tool_call_id !== c.id) fail(`call ${c.id} not answered in place`);
      });
    }
    const text = JSON.stringify(trace);
    if (/\b(loop|legit|ambiguous)\b/i.test(trace.id)) fail("id leaks label");
    if (/loop_from|wasted/i.test(text)) fail("trace mentions labelling terms");
  }
}
