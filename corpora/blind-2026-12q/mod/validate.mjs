/** Checks every run and label: format, pairing of calls and answers, lengths, counts, and that loop_from agrees with loop_from_message. */
export function validate(runs, labels) {
  const errs = [];
  const bad = (id, m) => errs.push(`${id}: ${m}`);
  if (runs.length !== labels.length) errs.push("runs and labels differ in length");
  const ids = new Set();
  runs.forEach((run, i) => {
    const lab = labels[i];
    if (lab.id !== run.id) bad(run.id, "label order");
    if (ids.has(run.id)) bad(run.id, "duplicate id");
    ids.add(run.id);
    const ms = run.messages;
    if (ms.length < 12 || ms.length > 90) bad(run.id, `length ${ms.length}`);
    const users = ms.filter((m) => m.role === "user").length;
    if (users < 5 || users > 15) bad(run.id, `users ${users}`);
    const open = new Map();
    let asst = 0;
    ms.forEach((m, j) => {
      if (m.role === "assistant") {
        asst++;
        for (const tc of m.tool_calls ?? []) {
          JSON.parse(tc.function.arguments);
          open.set(tc.id, tc.function.name);
        }
        if (j === lab.loop_from_message && asst !== lab.loop_from) bad(run.id, "loop_from and loop_from_message disagree");
      }
      if (m.role === "tool") {
        if (open.get(m.tool_call_id) !== m.name) bad(run.id, `unpaired tool answer at ${j}`);
        open.delete(m.tool_call_id);
        if (m.content.length > 6200) bad(run.id, `tool output ${m.content.length} chars`);
      }
    });
    if (open.size) bad(run.id, "call without answer");
    if (lab.steps !== asst) bad(run.id, "steps");
    if (lab.label === "loop") {
      if (!Number.isInteger(lab.loop_from) || ms[lab.loop_from_message]?.role !== "assistant" || !ms[lab.loop_from_message].tool_calls) bad(run.id, "loop_from");
      if (asst - lab.loop_from < 2) bad(run.id, "too few calls after loop start");
    } else if (lab.loop_from !== null || lab.loop_from_message !== null) bad(run.id, "non-loop with loop_from");
  });
  const count = (l) => labels.filter((x) => x.label === l).length;
  if (count("loop") !== 60 || count("legit") !== 56 || count("ambiguous") !== 4) errs.push("label counts");
  return errs;
}
