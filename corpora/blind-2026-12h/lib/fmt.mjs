// Output shapes the API-style tools print: raw HTTP, key/value screens, ASCII tables, XML and log lines.
const pad = (s, n) => String(s).padEnd(n);

export function http(ctx, status, body, extra = {}) {
  const { rng, clock } = ctx;
  const reason = { 200: "OK", 201: "Created", 202: "Accepted", 409: "Conflict", 422: "Unprocessable Entity", 429: "Too Many Requests", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout" }[status];
  ctx.rate = (ctx.rate ?? rng.int(700, 990)) - 1;
  const h = [`HTTP/1.1 ${status} ${reason}`, `date: ${clock.rfc()}`, "content-type: application/json; charset=utf-8", `x-request-id: ${rng.uuid()}`, `x-ratelimit-remaining: ${ctx.rate}`, `server-timing: app;dur=${rng.int(11, 480)}`];
  for (const [k, v] of Object.entries(extra)) h.push(`${k}: ${v}`);
  return `${h.join("\n")}\n\n${typeof body === "string" ? body : JSON.stringify(body)}`;
}

export function kv(ctx, title, obj) {
  const w = Math.max(...Object.keys(obj).map((k) => k.length)) + 3;
  const lines = Object.entries(obj).map(([k, v]) => `${(k.toUpperCase() + " ").padEnd(w, ".")} ${Array.isArray(v) ? v.join(", ") : v}`);
  return `${title}\n${"=".repeat(title.length)}\n${lines.join("\n")}\n-- ${ctx.clock.hms()}Z  ${ctx.rng.int(18, 640)} ms  node ${ctx.node}-${ctx.rng.int(1, 6)}  txn ${ctx.rng.alnum(10)}`;
}

export function table(ctx, cols, rows, footer = "") {
  const w = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = `+${w.map((n) => "-".repeat(n + 2)).join("+")}+`;
  const fmtRow = (r) => `| ${r.map((x, i) => pad(x, w[i])).join(" | ")} |`;
  return [line, fmtRow(cols), line, ...rows.map(fmtRow), line, `${rows.length} row${rows.length === 1 ? "" : "s"} in set (${(ctx.rng.int(3, 900) / 1000).toFixed(3)} sec)${footer ? `  ${footer}` : ""}`].join("\n");
}

export function xml(ctx, root, obj) {
  const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const body = Object.entries(obj).map(([k, v]) => (Array.isArray(v) ? `  <${k}>${v.map((x) => `<item>${esc(x)}</item>`).join("")}</${k}>` : `  <${k}>${esc(v)}</${k}>`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} requestId="${ctx.rng.hex(16)}" generated="${ctx.clock.isoMs()}">\n${body.join("\n")}\n</${root}>`;
}

export function log(ctx, svc, lines, json) {
  const out = lines.map((l) => `${ctx.clock.isoMs().replace("T", " ").slice(0, 23)} ${l[0].padEnd(5)} [${svc}-${ctx.rng.int(1, 9)}] ${l[1]}`);
  return `${out.join("\n")}${json ? `\n${JSON.stringify(json, null, 1)}` : ""}`;
}

/** Pick a renderer for a record by the kit's preferred style. */
export function record(ctx, style, title, obj) {
  if (style === "http") return http(ctx, 200, obj, { etag: `W/"${obj.__etag ?? "0"}"` });
  if (style === "kv") return kv(ctx, title, obj);
  if (style === "xml") return xml(ctx, title.replace(/[^a-zA-Z]/g, ""), obj);
  if (style === "table") return table(ctx, Object.keys(obj), [Object.values(obj)]);
  return log(ctx, title.split(" ")[0].toLowerCase(), [["INFO", `GET ${title} -> 200`]], obj);
}
