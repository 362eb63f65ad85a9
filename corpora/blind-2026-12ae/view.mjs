// Print one run readably: node view.mjs <id|index> [maxChars per tool answer]
import { readFileSync } from "node:fs";
const rd = (p) => readFileSync(new URL(p, import.meta.url), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const T = rd("./traces.jsonl"), L = rd("./labels.jsonl");
const key = process.argv[2], max = Number(process.argv[3] ?? 600);
const i = /^\d+$/.test(key) ? Number(key) : T.findIndex((t) => t.id === key);
const t = T[i], lb = L[i];
console.log(JSON.stringify(lb));
let a = 0;
t.messages.forEach((m, j) => {
  const head = `#${j} ${m.role}${m.name ? "(" + m.name + ")" : ""} ${m.timestamp}`;
  if (m.role === "assistant") {
    console.log(`${head} [A${a++}]${j === lb.loop_from_message ? "  <<< loop_from" : ""} ${m.content ?? ""}`);
    for (const c of m.tool_calls ?? []) console.log(`    -> ${c.function.name} ${c.function.arguments}`);
  } else if (m.role === "tool") console.log(`${head} ${m.name}${m.is_error ? " ERROR" : ""}\n${m.content.slice(0, max).replace(/^/gm, "    | ")}`);
  else console.log(`${head}\n${m.content.slice(0, max).replace(/^/gm, "    > ")}`);
});
