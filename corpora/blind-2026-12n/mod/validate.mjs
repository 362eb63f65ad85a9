// Structural checks on the written corpus; throws on the first problem.
export function validate(runs, labels, domains) {
  const fail = (m) => {
    throw new Error(m);
  };
  if (runs.length !== 120 || labels.length !== 120) fail('need 120 runs and labels');
  const seen = new Set();
  const count = { loop: 0, legit: 0, ambiguous: 0 };
  const perDomain = {};
  runs.forEach((t, i) => {
    const l = labels[i];
    if (t.id !== l.id) fail(`order mismatch at ${i}`);
    if (seen.has(t.id)) fail(`duplicate id ${t.id}`);
    seen.add(t.id);
    count[l.label]++;
    perDomain[l.domain] = (perDomain[l.domain] ?? 0) + 1;
    const steps = t.messages.filter((m) => m.role === 'assistant').length;
    if (steps !== l.steps) fail(`${t.id}: steps ${steps} != ${l.steps}`);
    if (steps < 12 || steps > 90) fail(`${t.id}: ${steps} steps out of 12–90`);
    if (l.label === 'loop' && !(l.loop_from >= 2 && l.loop_from <= steps))
      fail(`${t.id}: bad loop_from ${l.loop_from}`);
    if (l.label === 'legit' && l.loop_from !== null) fail(`${t.id}: legit with loop_from`);
    const open = new Map();
    for (const m of t.messages) {
      if (m.role === 'assistant') {
        if (open.size) fail(`${t.id}: unanswered calls`);
        for (const c of m.tool_calls ?? []) {
          JSON.parse(c.function.arguments);
          open.set(c.id, c.function.name);
        }
      } else if (m.role === 'tool') {
        if (open.get(m.tool_call_id) !== m.name) fail(`${t.id}: tool answer without its call`);
        open.delete(m.tool_call_id);
        if (typeof m.content !== 'string' || !m.content) fail(`${t.id}: empty tool content`);
      } else if (open.size) fail(`${t.id}: ${m.role} message before tool answers`);
    }
  });
  if (count.loop !== 60 || count.legit !== 56 || count.ambiguous !== 4)
    fail(`counts ${JSON.stringify(count)}`);
  for (const d of domains) if (perDomain[d.key] !== 12) fail(`domain ${d.key} has ${perDomain[d.key]}`);
  return count;
}
