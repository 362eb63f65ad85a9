// How tools print: JSON, CLI tables, key/value blocks, long logs.
export const json = (o, pretty) => (pretty ? JSON.stringify(o, null, 2) : JSON.stringify(o));
export function table(cols, rows, sep = "  ") {
  const w = cols.map((c, i) => Math.max(String(c).length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((x, i) => String(x).padEnd(w[i])).join(sep).trimEnd();
  return [line(cols), ...rows.map(line)].join("\n");
}
export function psql(cols, rows) {
  const w = cols.map((c, i) => Math.max(String(c).length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => " " + r.map((x, i) => String(x).padEnd(w[i])).join(" | ");
  return [line(cols), "-" + w.map((x) => "-".repeat(x)).join("-+-") + "-", ...rows.map(line), `(${rows.length} row${rows.length === 1 ? "" : "s"})`].join("\n");
}
export const kv = (o) => Object.entries(o).map(([k, v]) => `${(k + " ").padEnd(22, ".")} ${v}`).join("\n");
export const bar = (pct, w = 30) => "[" + "#".repeat(Math.round((pct / 100) * w)).padEnd(w, ".") + `] ${String(pct).padStart(3)}%`;
