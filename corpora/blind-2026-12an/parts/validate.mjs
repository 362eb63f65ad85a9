// Structural checks of the generated set; throws on the first problem.
export function validate(traces, labels, expect) {
  const fail = (id, msg) => { throw new Error(`${id}: ${msg}`); };
  if (traces.length !== labels.length) fail("-", "traces and labels differ in length");
  const ids = new Set();
  const count = { loop: 0, legit: 0, ambiguous: 0 };
  const perDomain = {};
  traces.forEach((t, i) => {
    const L = labels[i];
    if (L.id !== t.id) fail(t.id, "label order");
    if (!/^[a-z0-9]{6}_[a-z0-9]{4}$/.test(t.id)) fail(t.id, "id shape");
    if (ids.has(t.id)) fail(t.id, "duplicate id");
    ids.add(t.id);
    count[L.label]++;
    perDomain[L.domain] = (perDomain[L.domain] || 0) + 1;
    const m = t.messages;
    let asst = 0;
    for (let k = 0; k < m.length; k++) {
      const x = m[k];
      if (!["system", "user", "assistant", "tool"].includes(x.role)) fail(t.id, `role ${x.role}`);
      if (x.content !== null && typeof x.content !== "string") fail(t.id, `content type at ${k}`);
      if (x.role === "assistant") {
        if (L.loop_from_message === k && L.loop_from !== asst) fail(t.id, `loop_from ${L.loop_from} != ${asst}`);
        asst++;
        const tc = x.tool_calls || [];
        if (tc.length > 1) fail(t.id, `two tool calls at ${k}`);
        if (tc.length === 1) {
          const n = m[k + 1];
          if (!n || n.role !== "tool" || n.tool_call_id !== tc[0].id) fail(t.id, `call at ${k} not answered right after`);
          JSON.parse(tc[0].function.arguments);
          if (typeof n.content !== "string" || !n.content.length && !/sign_out|turn_off|signOut|2sv/i.test(tc[0].function.name)) fail(t.id, `empty tool answer at ${k + 1}`);
        } else if (!x.content) fail(t.id, `empty assistant turn at ${k}`);
      }
      if (x.role === "tool") {
        const p = m[k - 1];
        if (!p || p.role !== "assistant" || !(p.tool_calls || []).length) fail(t.id, `orphan tool message at ${k}`);
      }
    }
    if (L.steps !== asst) fail(t.id, `steps ${L.steps} != ${asst}`);
    const last = m[m.length - 1];
    if (L.label === "loop") {
      if (last.role !== "tool") fail(t.id, "loop run must end on a tool answer");
      if (typeof L.loop_from !== "number" || m[L.loop_from_message]?.role !== "assistant") fail(t.id, "loop_from missing");
      if (asst - L.loop_from < 2) fail(t.id, `only ${asst - L.loop_from} wasted turns`);
    } else {
      if (last.role !== "assistant" || (last.tool_calls || []).length) fail(t.id, `${L.label} run must end on a final answer`);
      if (L.label === "legit" && (L.loop_from !== null || L.loop_from_message !== null)) fail(t.id, "legit with loop_from");
      if (L.label === "ambiguous" && (typeof L.loop_from !== "number" || m[L.loop_from_message]?.role !== "assistant")) fail(t.id, "ambiguous without doubt point");
    }
  });
  for (const [k, v] of Object.entries(expect.counts)) if (count[k] !== v) fail("-", `count ${k} = ${count[k]}, expected ${v}`);
  for (const [d, n] of Object.entries(perDomain)) if (n !== expect.perDomain) fail("-", `domain ${d} has ${n} runs`);
  return { count, perDomain };
}
