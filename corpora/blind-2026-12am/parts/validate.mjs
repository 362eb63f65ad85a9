// Checks every run and label before anything is written.
export function validate(runs, labels) {
  const errs = [];
  const ids = new Set();
  if (runs.length !== labels.length) errs.push(`runs ${runs.length} != labels ${labels.length}`);
  runs.forEach((r, i) => {
    const L = labels[i];
    const e = (m) => errs.push(`${r.id} (${L && L.kind}): ${m}`);
    if (!L || L.id !== r.id) e("label id mismatch");
    if (ids.has(r.id)) e("duplicate id");
    ids.add(r.id);
    if (!/^[a-z0-9]{6}_[a-z0-9]{4}$/.test(r.id)) e("bad id format");
    const ms = r.messages;
    if (ms[0].role !== "system") e("first message not system");
    let nA = 0;
    const aIdx = [];
    for (let j = 0; j < ms.length; j++) {
      const m = ms[j];
      if (!["system", "user", "assistant", "tool"].includes(m.role)) e(`bad role ${m.role}`);
      if (m.role === "assistant") {
        aIdx.push(j);
        nA++;
        const tc = m.tool_calls || [];
        if (tc.length > 1) e(`assistant ${j} has ${tc.length} calls`);
        if (tc.length === 1) {
          const n = ms[j + 1];
          if (!n || n.role !== "tool" || n.tool_call_id !== tc[0].id) e(`call at ${j} not answered right after`);
          try { JSON.parse(tc[0].function.arguments); } catch { e(`bad arguments JSON at ${j}`); }
        }
        if (!tc.length && (m.content === null || m.content === "")) e(`empty text-only assistant at ${j}`);
      }
      if (m.role === "tool") {
        const p = ms[j - 1];
        if (!p || p.role !== "assistant" || !p.tool_calls || p.tool_calls[0].id !== m.tool_call_id) e(`tool at ${j} not right after its call`);
        if (typeof m.content !== "string" || !m.content.length) e(`empty tool content at ${j}`);
      }
      const txt = typeof m.content === "string" ? m.content : "";
      if (/\{[a-z]+\d*\}/.test(txt.replace(/\{\}/g, "")) && !/^[{[]/.test(txt.trim())) e(`unfilled placeholder at ${j}: ${txt.match(/\{[a-z]+\d*\}/)[0]}`);
    }
    const last = ms[ms.length - 1];
    if (L.label === "loop") {
      if (last.role !== "tool") e("loop run does not end on a tool answer");
      if (L.loop_from === null || L.loop_from < 0 || L.loop_from >= nA) e(`loop_from ${L.loop_from} out of range`);
      if (nA - L.loop_from < 2) e("fewer than two wasted turns");
    } else {
      if (last.role !== "assistant" || (last.tool_calls && last.tool_calls.length)) e("legit/ambiguous run does not end on a final answer");
      if (L.label === "legit" && L.loop_from !== null) e("legit run with loop_from");
      if (L.label === "ambiguous" && L.loop_from === null) e("ambiguous run without doubt point");
    }
    if (L.loop_from !== null && aIdx[L.loop_from] !== L.loop_from_message) e(`loop_from_message ${L.loop_from_message} != ${aIdx[L.loop_from]}`);
    if (L.steps !== nA) e(`steps ${L.steps} != ${nA}`);
  });
  return errs;
}
