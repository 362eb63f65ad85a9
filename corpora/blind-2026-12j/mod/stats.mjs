// The --stats summary.
export function stats(runs, labels) {
  const by = (f) => labels.reduce((m, l) => ((m[f(l)] ??= { loop: 0, legit: 0, ambiguous: 0 }), m[f(l)][l.label]++, m), {});
  const out = [];
  out.push(`runs ${labels.length}: ` + JSON.stringify(by(() => "all").all));
  out.push("\nby domain:"); for (const [k, v] of Object.entries(by((l) => l.domain))) out.push(`  ${k.padEnd(26)} loop ${v.loop}  legit ${v.legit}  ambiguous ${v.ambiguous}`);
  out.push("\nby kind:"); for (const [k, v] of Object.entries(by((l) => l.kind))) out.push(`  ${k.padEnd(26)} ${v.loop + v.legit + v.ambiguous}`);
  const st = (lab) => { const s = labels.filter((l) => l.label === lab).map((l) => l.steps).sort((a, b) => a - b); return `${lab}: steps min ${s[0]} median ${s[s.length >> 1]} max ${s.at(-1)}`; };
  out.push("\n" + ["loop", "legit", "ambiguous"].map(st).join("\n"));
  const lf = labels.filter((l) => l.label === "loop").map((l) => l.loop_from).sort((a, b) => a - b);
  out.push(`loop_from: min ${lf[0]} median ${lf[lf.length >> 1]} max ${lf.at(-1)}; loops starting after step 40: ${lf.filter((x) => x > 40).length}`);
  const endsFinal = (lab) => runs.filter((t, i) => labels[i].label === lab && t.messages.at(-1).role === "assistant" && !t.messages.at(-1).tool_calls).length;
  out.push(`ending on a final answer: loop ${endsFinal("loop")}, legit ${endsFinal("legit")}, ambiguous ${endsFinal("ambiguous")}`);
  const anth = runs.filter((t) => t.messages.some((m) => m.role === "tool" && "is_error" in m && m.tool_call_id.startsWith("toolu_"))).length;
  const roles = runs.filter((t) => t.messages.some((m) => m.name === "executor" || m.name === "critic" || m.name === "planner")).length;
  const big = runs.filter((t) => t.messages.some((m) => m.role === "tool" && m.content.length > 20000)).length;
  out.push(`anthropic-style runs (toolu_ ids, is_error): ${anth}; role-named runs: ${roles}; runs with a tool output > 20 KB: ${big}`);
  const bytes = runs.reduce((s, t) => s + JSON.stringify(t).length, 0); out.push(`traces.jsonl ~${(bytes / 1e6).toFixed(1)} MB`);
  return out.join("\n");
}
