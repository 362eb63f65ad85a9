// Compact view of runs for reading: assistant index, calls, first part of results/texts.
// usage: node scripts/view.mjs traces.jsonl ID [ID...]   (W=width, default 220)
import { readFileSync } from "node:fs";
const [tp, ...ids] = process.argv.slice(2);
const W = Number(process.env.W ?? 220);
const cut = (s) => { s = String(s ?? "").replace(/\s+/g, " "); return s.length > W ? s.slice(0, W) + "…" : s; };
for (const line of readFileSync(tp, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const t = JSON.parse(line);
  if (!ids.some((id) => t.id === id || (id.endsWith("*") && t.id.startsWith(id.slice(0, -1))))) continue;
  console.log(`=== ${t.id}`);
  let a = 0;
  for (const m of t.messages) {
    if (m.role === "assistant") {
      a++;
      console.log(`A${a}: ${cut(m.content)}`);
      for (const c of m.tool_calls ?? []) console.log(`   -> ${c.function.name} ${cut(c.function.arguments)}`);
    } else if (m.role === "tool") console.log(`   <= ${m.is_error ? "ERR " : ""}${cut(m.content)}`);
    else console.log(`U${m.name ? `(${m.name})` : ""}: ${cut(m.content)}`);
  }
}
