// `node gen.mjs --stats`: counts by label, domain, kind, harness, and step lengths.
export function printStats(labels, built) {
  const c = (f) => labels.reduce((m, l, k) => ((m[f(l, k)] = (m[f(l, k)] ?? 0) + 1), m), {});
  const lab = c((l) => l.label);
  console.log(`label: loop ${lab.loop ?? 0}, legit ${lab.legit ?? 0}, ambiguous ${lab.ambiguous ?? 0}\n`);
  console.log("| domain | loop | legit | ambiguous | total |\n|---|---|---|---|---|");
  for (const d of [...new Set(labels.map((l) => l.domain))].sort()) {
    const ls = labels.filter((l) => l.domain === d);
    const n = (x) => ls.filter((l) => l.label === x).length;
    console.log(`| ${d} | ${n("loop")} | ${n("legit")} | ${n("ambiguous")} | ${ls.length} |`);
  }
  console.log("\n| label | kind | runs | steps (min–max) | loop_from (min–max) |\n|---|---|---|---|---|");
  const kinds = [...new Set(labels.map((l) => `${l.label}|${l.kind}`))].sort();
  for (const k of kinds) {
    const ls = labels.filter((l) => `${l.label}|${l.kind}` === k);
    const st = ls.map((l) => l.steps);
    const lf = ls.map((l) => l.loop_from).filter((v) => v !== null);
    console.log(`| ${k.replace("|", " | ")} | ${ls.length} | ${Math.min(...st)}–${Math.max(...st)} | ${lf.length ? `${Math.min(...lf)}–${Math.max(...lf)}` : "—"} |`);
  }
  console.log("\n| harness | runs |\n|---|---|");
  const h = built.reduce((m, b) => ((m[b.harness] = (m[b.harness] ?? 0) + 1), m), {});
  for (const [k, v] of Object.entries(h).sort()) console.log(`| ${k} | ${v} |`);
  const all = labels.map((l) => l.steps).sort((a, b) => a - b);
  console.log(`\nassistant steps per run: min ${all[0]}, median ${all[Math.floor(all.length / 2)]}, max ${all.at(-1)}; total ${all.reduce((a, b) => a + b, 0)}`);
  console.log(`runs with >= 60 steps: ${all.filter((s) => s >= 60).length}; loops starting after step 40: ${labels.filter((l) => l.label === "loop" && l.loop_from > 40).length}; runs with parallel calls: ${built.filter((b) => b.messages.some((m) => (m.tool_calls ?? []).length > 1)).length}; runs with user turns mid-run: ${built.filter((b) => b.messages.filter((m) => m.role === "user" && !String(m.content).startsWith("Observation:")).length > 1).length}`);
}
