// Structural and label checks; throws on the first problem.
const fail = (id, msg) => { throw new Error(`validate ${id}: ${msg}`); };

export function validate(traces, labels) {
  if (traces.length !== 120 || labels.length !== 120) fail("-", `expected 120 runs, got ${traces.length}/${labels.length}`);
  const count = (lab) => labels.filter((l) => l.label === lab).length;
  if (count("loop") !== 60 || count("legit") !== 56 || count("ambiguous") !== 4) fail("-", "label counts are not 60/56/4");
  const ids = new Set();
  const perDomain = {};
  for (let i = 0; i < traces.length; i++) {
    const t = traces[i], l = labels[i];
    if (t.id !== l.id) fail(t.id, "traces and labels out of order");
    if (ids.has(t.id)) fail(t.id, "duplicate id");
    ids.add(t.id);
    perDomain[l.domain] = (perDomain[l.domain] || 0) + 1;
    const ms = t.messages;
    if (ms.length < 8 || ms.length > 60) fail(t.id, `length ${ms.length} outside 8..60`);
    if (ms[0].role !== "system" || ms[1].role !== "user") fail(t.id, "must open with system + user");
    let nA = 0;
    const aIdx = [];
    for (let j = 0; j < ms.length; j++) {
      const m = ms[j];
      if (!["system", "user", "assistant", "tool"].includes(m.role)) fail(t.id, `bad role ${m.role}`);
      if (m.name !== undefined && !/^[a-zA-Z0-9_-]{1,64}$/.test(m.name)) fail(t.id, `bad name ${m.name}`);
      if (m.role === "assistant") {
        aIdx.push(j); nA++;
        const calls = m.tool_calls || [];
        if (calls.length > 1) fail(t.id, "more than one call in a turn");
        if (!calls.length && (m.content == null || m.content === "")) fail(t.id, `empty assistant turn at ${j}`);
        for (const c of calls) {
          JSON.parse(c.function.arguments);
          const nx = ms[j + 1];
          if (!nx || nx.role !== "tool" || nx.tool_call_id !== c.id) fail(t.id, `call ${c.id} not answered right after`);
        }
      }
      if (m.role === "tool") {
        const pv = ms[j - 1];
        if (pv.role !== "assistant" || !(pv.tool_calls || []).some((c) => c.id === m.tool_call_id)) fail(t.id, `orphan tool answer at ${j}`);
        if (typeof m.content !== "string" || !m.content) fail(t.id, "tool content must be a non-empty string");
      }
    }
    if (l.steps !== nA) fail(t.id, `steps ${l.steps} != ${nA}`);
    const last = ms.at(-1);
    if (l.label === "legit") {
      if (l.loop_from !== null || l.loop_from_message !== null) fail(t.id, "legit with loop_from");
    } else {
      if (!Number.isInteger(l.loop_from) || aIdx[l.loop_from] !== l.loop_from_message) fail(t.id, "loop_from and loop_from_message disagree");
    }
    if (l.label === "loop") {
      if (last.role === "assistant") fail(t.id, "loop run must end mid-loop (tool answer or counterparty message)");
      if (nA - l.loop_from < 2) fail(t.id, "loop needs at least two wasted turns");
      // volatile values: no two tool answers in the loop part are identical
      const seen = new Set();
      for (const m of ms.slice(l.loop_from_message)) {
        if (m.role !== "tool" && !(m.role === "user" && m.name)) continue;
        if (seen.has(m.content)) fail(t.id, "identical answers inside the loop (noise missing)");
        seen.add(m.content);
      }
    } else if (last.role !== "assistant" || (last.tool_calls || []).length) fail(t.id, "legit/ambiguous run must end on a final answer");
  }
  for (const [d, n] of Object.entries(perDomain)) if (n !== 12) fail(d, `domain has ${n} runs`);
  if (Object.keys(perDomain).length !== 10) fail("-", "expected 10 domains");
}
