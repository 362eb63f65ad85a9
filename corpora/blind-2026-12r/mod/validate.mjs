/** Structural checks run before anything is written; throws on the first problem. */
export function validate(runs, labels) {
  const fail = (id, why) => {
    throw new Error(`${id}: ${why}`);
  };
  if (runs.length !== labels.length) fail('-', 'runs and labels differ in length');
  const seen = new Set();
  runs.forEach((t, i) => {
    const l = labels[i];
    if (t.id !== l.id) fail(t.id, 'label order');
    if (seen.has(t.id)) fail(t.id, 'duplicate id');
    seen.add(t.id);
    const m = t.messages;
    if (m.length < 12 || m.length > 90) fail(t.id, `length ${m.length}`);
    let last = '';
    const open = new Map();
    let asst = 0;
    m.forEach((x, j) => {
      if (!x.timestamp || x.timestamp < last) fail(t.id, `timestamp at ${j}`);
      last = x.timestamp;
      if (x.role === 'assistant') {
        asst++;
        if (open.size) fail(t.id, `unanswered call before ${j}`);
        for (const c of x.tool_calls ?? []) {
          JSON.parse(c.function.arguments);
          open.set(c.id, c.function.name);
        }
        if (l.loop_from_message === j && l.loop_from !== asst)
          fail(t.id, 'loop_from and loop_from_message disagree');
      } else if (x.role === 'tool') {
        if (open.get(x.tool_call_id) !== x.name) fail(t.id, `tool answer ${j} matches no open call`);
        open.delete(x.tool_call_id);
        if (x.content.length > 6144) fail(t.id, `tool output ${j} over 6 KB`);
      }
    });
    if (open.size) fail(t.id, 'unanswered call at end');
    if (l.label === 'legit' && (l.loop_from !== null || l.loop_from_message !== null))
      fail(t.id, 'legit with loop_from');
    if (l.label === 'loop') {
      if (!Number.isInteger(l.loop_from) || l.loop_from < 1 || l.loop_from > asst)
        fail(t.id, 'loop_from out of range');
      if (m[l.loop_from_message]?.role !== 'assistant')
        fail(t.id, 'loop_from_message is not an assistant message');
      if (asst - l.loop_from < 2) fail(t.id, 'loop too short after its start');
    }
    if (l.loop_from !== null && m[l.loop_from_message]?.role !== 'assistant')
      fail(t.id, 'marker not on assistant');
  });
}
