// Domain-neutral outputs built from a kit: records, second views, searches, queries, jobs, errors.
export const sendTool = (k) => k.tools.draft.replace(/_draft|_compose|_fill/, "") + "_send";
export function hits(R, k, seed, n = 3) {
  const r = R.r; const topics = ["returns window and proof of damage", "duplicate charge handling", "refund timelines by payment method", "escalation matrix", "SLA for first response", "data retention for exports", "approval limits", "how cached cards are refreshed", "working with partial deliveries", "rounding of currency amounts"];
  return Array.from({ length: n }, (_, i) => ({ id: `${k.pre.toLowerCase()}-kb-${1000 + ((seed * 7 + i * 13) % 900)}`, title: topics[(seed + i * 3) % topics.length], score: +(0.91 - i * 0.07 - (seed % 5) * 0.01).toFixed(2), updated: `2026-0${1 + ((seed + i) % 9)}-1${i}` }));
}
export function searchOut(R, k, q, hs, total) {
  return R.api({ query: q, total: total ?? hs.length, hits: hs, next_cursor: null });
}
export function secondView(R, k, id, seed, changed = 0) {
  const r = R.r;
  return R.api({ ref: id, view: k.tools.check, entries: [
    { at: "2026-11-2" + (seed % 9) + "T0" + (seed % 9) + ":14:03Z", kind: "event", detail: `${k.noun} created`, amount: 1200 + seed * 17 },
    { at: "2026-11-2" + ((seed + 2) % 9) + "T1" + (seed % 9) + ":40:51Z", kind: "event", detail: changed ? "adjusted" : "unchanged since import", amount: 1200 + seed * 17 + changed * 35 },
  ], discrepancy: changed ? null : { field: "amount", expected: 1200 + seed * 17, seen: 1200 + seed * 17 + 35 } });
}
export function queryRows(seed, shape = 0, n = 5) {
  const rr = (i) => ((seed * 9301 + i * 49297 + shape * 233) % 233280) / 233280;
  return Array.from({ length: n }, (_, i) => [`g${String.fromCharCode(65 + i)}${seed % 7}`, Math.floor(200 + rr(i) * 9000), (rr(i + 3) * 100).toFixed(2)]);
}
/** Print a query result the way this kit's engine does. */
export function qOut(R, k, cols, rows) {
  if (k.engine === "pg" || k.engine === "snowflake") return R.table(cols, rows, k.engine);
  if (k.engine === "py") {
    const n = R.cid % 40 + 1;
    const w = cols.map((c, i) => Math.max(c.length, ...rows.map((x) => String(x[i]).length)));
    const lines = [" ".repeat(3) + cols.map((c, i) => c.padStart(w[i])).join("  "), ...rows.map((x, j) => String(j).padEnd(3) + x.map((v, i) => String(v).padStart(w[i])).join("  "))];
    return `Out[${n}]:\n${lines.join("\n")}\n\n[${rows.length} rows x ${cols.length} columns]\n(kernel ${R.kit.host} | exec ${R.ms()} ms | mem ${R.r.int(200, 900)} MiB)`;
  }
  return R.api({ columns: cols, rows, row_count: rows.length, next_cursor: null, took: `${R.ms()}ms` });
}
export function qArgs(k, text) {
  if (k.engine === "py") return { code: text };
  if (k.engine === "api") return { filter: text, limit: 50 };
  return { sql: text };
}
export const ERRS = [
  (R, k) => R.api({ error: "upstream_unavailable", message: `${k.tools.ext}: upstream returned 503 Service Unavailable`, retry_after: null }, 503),
  (R, k) => `Error: connect ECONNREFUSED 10.${R.r.int(10, 40)}.${R.r.int(0, 255)}.${R.r.int(2, 250)}:443\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  errno: -111, code: 'ECONNREFUSED', syscall: 'connect'\n}\nrequest_id=${R.rid()}`,
  (R, k) => `upstream request timeout after ${R.r.pick([10000, 15000, 30000])}ms (gateway ${k.host}-edge-${R.r.int(1, 4)}, trace ${R.r.hex(16)})`,
  (R, k) => R.api({ code: "BAD_GATEWAY", detail: "connection reset by peer", upstream: `${k.tools.ext.split("_")[0]}.internal:8443` }, 502),
];
