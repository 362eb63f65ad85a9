// Structural checks on the written set; throws on the first failure.

/** Check traces and labels agree and every run is well-formed. */
export function validate(traces, labels) {
  const fail = (id, why) => {
    throw new Error(`${id}: ${why}`);
  };
  if (traces.length !== 120 || labels.length !== 120) fail('set', 'expected 120 runs');
  const by = (l) => labels.filter((x) => x.label === l).length;
  if (by('loop') !== 60 || by('legit') !== 56 || by('ambiguous') !== 4) fail('set', 'expected 60/56/4');
  const ids = new Set();
  traces.forEach((t, i) => {
    const l = labels[i];
    if (l.id !== t.id || ids.has(t.id)) fail(t.id, 'id order or duplicate');
    ids.add(t.id);
    const ms = t.messages;
    if (ms.length < 12 || ms.length > 90) fail(t.id, `length ${ms.length}`);
    if (ms[0].role !== 'system' || ms[1].role !== 'user') fail(t.id, 'must start system, user');
    const callIds = new Set();
    let open = [];
    ms.forEach((m, j) => {
      if (m.role === 'tool') {
        if (!open.includes(m.tool_call_id)) fail(t.id, `unanswered or stray tool message at ${j}`);
        open = open.filter((x) => x !== m.tool_call_id);
        if (!m.name) fail(t.id, `tool message without name at ${j}`);
        return;
      }
      if (open.length) fail(t.id, `calls not answered before message ${j}`);
      for (const c of m.tool_calls ?? []) {
        if (callIds.has(c.id)) fail(t.id, `duplicate call id ${c.id}`);
        callIds.add(c.id);
        JSON.parse(c.function.arguments);
        open.push(c.id);
      }
    });
    if (open.length) fail(t.id, 'last calls unanswered');
    if (l.steps !== ms.filter((m) => m.role === 'assistant').length) fail(t.id, 'steps mismatch');
    if (l.label === 'legit' && l.loop_from !== null) fail(t.id, 'legit with loop_from');
    if (l.label !== 'legit') {
      const m = ms[l.loop_from_message];
      if (m?.role !== 'assistant') fail(t.id, 'loop_from_message must point at an assistant message');
      if (ms.slice(0, l.loop_from_message + 1).filter((x) => x.role === 'assistant').length !== l.loop_from)
        fail(t.id, 'loop_from must count the assistant messages up to loop_from_message');
      if (ms.slice(l.loop_from_message).filter((x) => x.role === 'assistant').length < 2)
        fail(t.id, 'loop too short after loop_from');
    }
  });
}
