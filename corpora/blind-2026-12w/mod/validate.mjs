// Structural checks on traces and labels; throws on the first problem.
export function validate(traces, labels) {
  const bad = (id, m) => { throw new Error(`${id}: ${m}`); };
  if (traces.length !== labels.length) bad('-', 'length mismatch');
  const seen = new Set();
  traces.forEach((t, i) => {
    const l = labels[i], id = t.id;
    if (l.id !== id) bad(id, 'label order'); if (seen.has(id)) bad(id, 'dup id'); seen.add(id);
    if (!/^w-[0-9a-f]{8}$/.test(id)) bad(id, 'id format');
    const ms = t.messages; if (ms[0].role !== 'system' || ms[1].role !== 'user') bad(id, 'start');
    let open = new Set(), nA = 0; const ids = new Set();
    ms.forEach((m, j) => {
      if (m.role === 'tool') { if (!open.has(m.tool_call_id)) bad(id, `orphan tool answer at ${j}`); open.delete(m.tool_call_id); if (typeof m.content !== 'string') bad(id, 'tool content'); return; }
      if (open.size) bad(id, `unanswered call before ${j}`);
      if (m.role === 'assistant') { nA++; if (!m.model) bad(id, 'model');
        for (const c of m.tool_calls ?? []) { if (ids.has(c.id)) bad(id, 'dup call id'); ids.add(c.id); open.add(c.id); JSON.parse(c.function.arguments); if (typeof c.function.arguments !== 'string') bad(id, 'args'); } }
    });
    if (open.size) bad(id, 'unanswered at end');
    if (nA < 8 || nA > 60) bad(id, `calls ${nA}`);
    if (l.steps !== nA) bad(id, 'steps');
    if (l.label === 'loop') {
      if (!(l.loop_from >= 1 && l.loop_from <= nA)) bad(id, 'loop_from range');
      const m = ms[l.loop_from_message]; if (!m || m.role !== 'assistant') bad(id, 'loop_from_message not assistant');
      if (ms.slice(0, l.loop_from_message).filter((x) => x.role === 'assistant').length !== l.loop_from - 1) bad(id, 'loop_from/message disagree');
    } else if (l.loop_from !== null || l.loop_from_message !== null) bad(id, 'non-loop with loop_from');
  });
}
