// How the MCP servers answer. Every renderer returns {content, isError} and stamps fresh incidental values
// (request ids, timings, hosts, etags, rate-limit counters) on every call; facts come from the caller.
import { iso, isoS, fmtNum, money } from "./util.mjs";

export function mcp(run, text, structured, isError = false) {
  if (!run.wrap) return { content: text, isError };
  const o = { content: [{ type: "text", text }] };
  if (structured !== undefined) o.structuredContent = structured;
  o.isError = isError;
  return { content: JSON.stringify(o), isError };
}
export const plain = (text, isError = false) => ({ content: text, isError });

const pad = (s, n) => String(s) + " ".repeat(Math.max(0, n - String(s).length));
const lpad = (s, n) => " ".repeat(Math.max(0, n - String(s).length)) + String(s);

// ---------- postgres ----------
export function pgTable(fields, rows) {
  const w = fields.map((f, i) => Math.max(f.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const head = " " + fields.map((f, i) => pad(f, w[i])).join(" | ");
  const sep = fields.map((f, i) => "-".repeat(w[i] + 2)).join("+");
  const body = rows.map((r) => " " + r.map((v, i) => (typeof v === "number" ? lpad(v, w[i]) : pad(v ?? "", w[i]))).join(" | "));
  return [head, sep, ...body, `(${rows.length} row${rows.length === 1 ? "" : "s"})`].join("\n");
}
export function pgQuery(run, fields, rows) {
  const r = run.rng;
  const ms = r.float(3, 180, 3);
  const host = run.kit.pgHost + "-" + r.int(1, 3);
  const text = `${pgTable(fields, rows)}\n\nTime: ${ms} ms  ·  ${host}  ·  backend_pid ${r.int(20000, 99999)}`;
  const structured = {
    command: "SELECT",
    rowCount: rows.length,
    fields: fields.map((f) => ({ name: f })),
    rows: rows.map((row) => Object.fromEntries(fields.map((f, i) => [f, row[i]]))),
    duration_ms: ms,
    server: host,
  };
  return mcp(run, text, structured);
}
export function pgError(run, { code, message, line, caret, hint, detail }) {
  const r = run.rng;
  const lines = [`ERROR:  ${message}`];
  if (line) lines.push(`LINE 1: ${line}`, " ".repeat(8 + caret) + "^");
  if (detail) lines.push(`DETAIL:  ${detail}`);
  if (hint) lines.push(`HINT:  ${hint}`);
  const text = lines.join("\n") + `\n\n(sqlstate ${code} · ${run.kit.pgHost}-${r.int(1, 3)} · ${r.float(0.4, 4, 3)} ms)`;
  return mcp(run, text, { error: { code, severity: "ERROR", message, hint: hint ?? null, position: caret ?? null } }, true);
}

// ---------- sentry ----------
export function sentryIssue(run, f) {
  const r = run.rng;
  const text = [
    `# ${f.shortId} — ${f.title}`,
    "",
    "| field | value |",
    "|---|---|",
    `| status | ${f.status} |`,
    `| level | ${f.level ?? "error"} |`,
    `| events | ${fmtNum(f.count)} |`,
    `| users affected | ${fmtNum(f.users)} |`,
    `| first seen | ${isoS(f.firstSeen)} (release ${f.firstRelease}) |`,
    `| last seen | ${isoS(f.lastSeen)} |`,
    `| culprit | \`${f.culprit}\` |`,
    `| assignee | ${f.assignee ?? "—"} |`,
    "",
    `Latest event \`${r.hex(32)}\` · environment \`production\` · server \`${f.server ?? run.kit.pod(r)}\``,
    "",
    "```",
    ...f.stack,
    "```",
  ].join("\n");
  return mcp(run, text, {
    id: f.id,
    shortId: f.shortId,
    title: f.title,
    status: f.status,
    count: f.count,
    userCount: f.users,
    firstSeen: isoS(f.firstSeen),
    lastSeen: isoS(f.lastSeen),
    culprit: f.culprit,
    permalink: `https://${run.kit.sentryOrg}.sentry.io/issues/${f.id}/`,
  });
}
export function sentrySearch(run, query, issues) {
  const lines = [`Found ${issues.length} issue(s) for \`${query}\``, "", "| id | title | events | users | last seen | status |", "|---|---|---|---|---|---|"];
  for (const i of issues) lines.push(`| ${i.shortId} | ${i.title.slice(0, 70)} | ${fmtNum(i.count)} | ${fmtNum(i.users)} | ${isoS(i.lastSeen)} | ${i.status} |`);
  return mcp(run, lines.join("\n"), { issues: issues.map((i) => ({ shortId: i.shortId, count: i.count, status: i.status })), nextCursor: null });
}

// ---------- logs (grafana / loki) ----------
export function lokiLines(run, { query, lines, scannedMb, since }) {
  const r = run.rng;
  const qid = r.hex(12);
  const text =
    (lines.length ? lines.join("\n") : "(no log lines matched)") +
    `\n\n— ${lines.length} line(s) · range ${since} · scanned ${scannedMb.toFixed(1)} MB in ${r.int(90, 2400)} ms · query_id ${qid}`;
  return mcp(run, text, { query, lineCount: lines.length, range: since, stats: { bytesProcessed: Math.round(scannedMb * 1048576), queryId: qid } });
}

// ---------- github ----------
export function ghJson(run, obj, { etag = true } = {}) {
  const r = run.rng;
  run.state.rate = Math.max(0, run.state.rate - r.int(1, 3));
  const meta = { "x-github-request-id": `${r.hex(4).toUpperCase()}:${r.hex(5).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(8).toUpperCase()}`, "x-ratelimit-remaining": run.state.rate };
  if (etag) meta.etag = `W/"${r.hex(40)}"`;
  const body = { ...obj, _meta: meta };
  return mcp(run, JSON.stringify(body, null, 2), body);
}

// ---------- linear ----------
export function linearIssue(run, f) {
  const r = run.rng;
  const obj = {
    identifier: f.key,
    title: f.title,
    state: { name: f.state, type: f.stateType ?? ({ Todo: "unstarted", Backlog: "backlog", Done: "completed", Canceled: "canceled" }[f.state] ?? "started") },
    priority: f.priority ?? 2,
    assignee: f.assignee ? { name: f.assignee } : null,
    labels: f.labels ?? [],
    updatedAt: iso(f.updatedAt),
    attachments: f.attachments ?? [],
    commentCount: f.comments ?? 0,
    url: `https://linear.app/${run.kit.linearWs}/issue/${f.key}`,
  };
  const text = JSON.stringify(obj, null, 2);
  return mcp(run, text, { ...obj, _requestId: r.uuid() });
}

// ---------- slack ----------
export function slackPost(run, channel, text) {
  const r = run.rng;
  const ts = `${Math.floor(run.now / 1000)}.${r.int(100000, 999999)}`;
  const o = { ok: true, channel: run.kit.slackChannelId, ts, message: { type: "message", text, user: "U07MCPBOT", ts } };
  return mcp(run, JSON.stringify(o), o);
}

// ---------- browser (Playwright-MCP style) ----------
export function browserPage(run, { url, title, yaml, console: cons = [], code }) {
  const parts = [];
  if (code) parts.push("### Ran Playwright code", "```js", code, "```", "");
  parts.push("### Page state", `- Page URL: ${url}`, `- Page Title: ${title}`);
  if (cons.length) parts.push("- Console messages:", ...cons.map((c) => `    - ${c}`));
  parts.push("- Page Snapshot:", "```yaml", yaml, "```");
  return mcp(run, parts.join("\n"));
}

// ---------- generic domain JSON with server meta ----------
export function domJson(run, obj, extra = {}, server) {
  const r = run.rng;
  const body = { ...obj, _meta: { request_id: `req_${r.b62(18)}`, served_by: `${server ?? run.kit.dom}-api-${r.int(1, 4)}`, took_ms: r.int(8, 480), ...extra } };
  return mcp(run, JSON.stringify(body, null, 2), body);
}
export function domError(run, { status, code, message, retryAfter, extra = {} }) {
  const r = run.rng;
  const err = { error: { status, code, message, request_id: `req_${r.b62(18)}`, ...(retryAfter != null ? { retry_after_s: retryAfter } : {}), ...extra } };
  const text = `HTTP ${status} ${code}: ${message}${retryAfter != null ? ` (retry after ${retryAfter}s)` : ""}\n${JSON.stringify(err)}`;
  return mcp(run, text, err, true);
}
export function sleepResult(run, seconds) {
  return mcp(run, `slept ${seconds}s (woke at ${isoS(run.now)})`, { slept_s: seconds });
}
export { iso, isoS, fmtNum, money };
