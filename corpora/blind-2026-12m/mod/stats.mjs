/** `--stats`: counts per label/domain/kind, step and loop_from ranges, a few shape counts. */
export function stats(runs, labels) {
  const by = (f) => { const m = new Map(); labels.forEach((l, i) => { const k = f(l); if (!m.has(k)) m.set(k, []); m.get(k).push(i); }); return [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1)); };
  const rng = (xs) => (xs.length ? `${Math.min(...xs)}-${Math.max(...xs)}` : "-");
  console.log("label | runs"); for (const [k, v] of by((l) => l.label)) console.log(`${k} | ${v.length}`);
  console.log("\ndomain | loop | legit | ambiguous | total");
  for (const [k, v] of by((l) => l.domain)) { const c = (x) => v.filter((i) => labels[i].label === x).length; console.log(`${k} | ${c("loop")} | ${c("legit")} | ${c("ambiguous")} | ${v.length}`); }
  console.log("\nlabel | kind | runs | steps | loop_from");
  for (const [k, v] of by((l) => `${l.label} | ${l.kind}`)) console.log(`${k} | ${v.length} | ${rng(v.map((i) => labels[i].steps))} | ${rng(v.map((i) => labels[i].loop_from).filter((x) => x != null))}`);
  const steps = labels.map((l) => l.steps).sort((a, b) => a - b);
  const par = runs.filter((t) => t.messages.some((m) => (m.tool_calls?.length ?? 0) > 1)).length;
  const comp = runs.filter((t) => t.messages.some((m) => typeof m.content === "string" && m.content.startsWith("[context compacted"))).length;
  const calls = runs.reduce((a, t) => a + t.messages.filter((m) => m.role === "tool").length, 0);
  const late = labels.filter((l) => l.label === "loop" && l.loop_from >= 20).length;
  const bytes = runs.reduce((a, t) => a + JSON.stringify(t).length + 1, 0);
  console.log(`\nruns ${runs.length}, assistant turns ${steps.reduce((a, b) => a + b, 0)}, tool calls ${calls}, bytes ${bytes}`);
  console.log(`steps per run ${steps[0]}-${steps.at(-1)} (median ${steps[60]}); loops starting at step 20 or later: ${late}`);
  console.log(`runs with parallel calls ${par}, with a compaction message ${comp}`);
  const ends = { tool: 0, assistant: 0, user: 0 }; labels.forEach((l, i) => { if (l.label === "loop") ends[runs[i].messages.at(-1).role]++; });
  console.log(`loop endings: ${JSON.stringify(ends)}`);
}
