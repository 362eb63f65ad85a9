// Text summary printed by `node gen.mjs --stats`.
export function stats(traces, labels) {
  const out = [];
  const doms = [...new Set(labels.map((l) => l.domain))].sort();
  out.push("domain | loop | legit | ambiguous | total", "---|---|---|---|---");
  for (const d of doms) {
    const ls = labels.filter((l) => l.domain === d); const c = (x) => ls.filter((l) => l.label === x).length;
    out.push(`${d} | ${c("loop")} | ${c("legit")} | ${c("ambiguous")} | ${ls.length}`);
  }
  const c = (x) => labels.filter((l) => l.label === x).length;
  out.push(`total | ${c("loop")} | ${c("legit")} | ${c("ambiguous")} | ${labels.length}`, "");
  out.push("label | kind | runs | steps min–max | loop_from min–max");
  const kinds = [...new Set(labels.map((l) => `${l.label}|${l.kind}`))].sort();
  for (const k of kinds) {
    const ls = labels.filter((l) => `${l.label}|${l.kind}` === k); const st = ls.map((l) => l.steps); const lf = ls.map((l) => l.loop_from).filter((x) => x != null);
    out.push(`${k.replace("|", " | ")} | ${ls.length} | ${Math.min(...st)}–${Math.max(...st)} | ${lf.length ? `${Math.min(...lf)}–${Math.max(...lf)}` : "-"}`);
  }
  const bucket = (f) => { const b = { "≤10": 0, "11–30": 0, "31–59": 0, "60+": 0 }; for (const l of labels.filter(f)) b[l.steps <= 10 ? "≤10" : l.steps <= 30 ? "11–30" : l.steps < 60 ? "31–59" : "60+"]++; return JSON.stringify(b); };
  out.push("", `steps, loop: ${bucket((l) => l.label === "loop")}`, `steps, legit: ${bucket((l) => l.label === "legit")}`);
  out.push(`loops with loop_from > 40: ${labels.filter((l) => l.loop_from > 40).length}`);
  const feat = (f) => traces.filter(f).length;
  out.push(`runs with a hand-off (transfer_to_*): ${feat((t) => t.messages.some((m) => m.tool_calls?.some((c) => c.function.name.startsWith("transfer_to_"))))}`);
  out.push(`runs with a memory tool: ${feat((t) => t.messages.some((m) => m.tool_calls?.some((c) => /memory|scratchpad/.test(c.function.name))))}`);
  out.push(`runs with a mid-run summary: ${feat((t) => t.messages.some((m) => /^Summary of the conversation/.test(m.content ?? "")))}`);
  out.push(`runs with the system prompt re-sent: ${feat((t) => t.messages.filter((m) => m.role === "system").length > 1 && !t.messages.some((m) => m.role === "system" && /^Summary/.test(m.content)))}`);
  out.push(`runs with parallel tool calls: ${feat((t) => t.messages.some((m) => (m.tool_calls?.length ?? 0) > 1))}`);
  out.push(`runs with user turns after the task: ${feat((t) => t.messages.filter((m) => m.role === "user").length > 1)}`);
  return out.join("\n");
}
