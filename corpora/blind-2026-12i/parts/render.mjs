// How tool output is printed: records, row sets, retrieval hits, job status, errors, plain text; with noise per call.
const ESC = "\u001b[";
export function noise(run) {
  const R = run.R;
  return { rid: R.pick([R.uuid(), `req_${R.alnum(20)}`, R.hex(32)]), ts: run.clock(0, 3), ms: R.int(11, 940) };
}
function mdTable(cols, rows) {
  return [`| ${cols.join(" | ")} |`, `|${cols.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}
function dfTable(cols, rows, start = 0) {
  const w = cols.map((c, i) => Math.max(String(c).length, ...rows.map((r) => String(r[i]).length)) + 2);
  const iw = String(start + rows.length).length + 1;
  const head = " ".repeat(iw) + cols.map((c, i) => String(c).padStart(w[i])).join("");
  const body = rows.map((r, k) => String(start + k).padEnd(iw) + r.map((v, i) => String(v).padStart(w[i])).join(""));
  if (!rows.length) return `Empty DataFrame\nColumns: [${cols.join(", ")}]\nIndex: []`;
  return [head, ...body, "", `[${rows.length} rows x ${cols.length} columns]`].join("\n");
}
const csv = (cols, rows) => [cols.join(","), ...rows.map((r) => r.map((v) => (/[,"]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : v)).join(","))].join("\n");
function mcp(run, text, obj, extra = [], n = null) {
  const out = { content: [{ type: "text", text }, ...extra] };
  if (obj !== undefined) out.structuredContent = obj;
  if (n) out._meta = { requestId: n.rid, elapsedMs: n.ms };
  return JSON.stringify(out);
}
function rpc(run, result, n) { return JSON.stringify({ jsonrpc: "2.0", id: run.n + 100, result, ...(n ? {} : {}) }); }

export function rec(run, style, obj, title) {
  const n = noise(run);
  switch (style) {
    case "ansi": return `${ESC}1m${title}${ESC}0m\n` + Object.entries(obj).map(([k, v]) => `  ${ESC}36m${k}${ESC}0m ${Array.isArray(v) ? v.join(", ") : v}`).join("\n") + `\n${ESC}2m[${n.ts}] ${n.rid} ${n.ms}ms${ESC}0m`;
    case "kv": return Object.entries(obj).map(([k, v]) => `${k.toUpperCase().padEnd(16, ".")}: ${Array.isArray(v) ? v.join("; ") : v}`).join("\n") + `\n-- req ${n.rid} at ${n.ts} (${n.ms} ms)`;
    case "md": return `### ${title}\n\n${mdTable(["field", "value"], Object.entries(obj).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : v]))}\n\n_fetched ${n.ts} · ${n.ms} ms · ${n.rid}_`;
    case "df": return dfTable(Object.keys(obj).map((k) => (k === "id" && run.K.idCol ? run.K.idCol : k)), [Object.values(obj).map((v) => (Array.isArray(v) ? v.join("|") : v))]) + `\n-- query ${n.rid.slice(0, 12)} ran in ${n.ms} ms`;
    case "mcp": {
      const extra = [{ type: "resource", resource: { uri: `${run.K.uri}/${obj.id ?? title}`, mimeType: "application/json", text: JSON.stringify(obj) } }];
      if (run.K.blob && obj.id) extra.push({ type: "resource", resource: { uri: `${run.K.uri}/${obj.id}/thumb.jpg`, mimeType: "image/jpeg", blob: blobFor(obj.id) } });
      return mcp(run, `${title}: ${Object.values(obj).slice(0, 3).join(" · ")}`, obj, extra, n);
    }
    case "jsonrpc": return rpc(run, { ...obj, blockNumber: `0x${(0x15a3c00 + Math.floor(run.t / 12000) % 99999).toString(16)}` });
    default: return JSON.stringify({ ...obj, _meta: { request_id: n.rid, served_at: n.ts, latency_ms: n.ms } });
  }
}
// Stable pseudo-base64 for an id (a thumbnail or attachment never changes).
export function blobFor(id) {
  let h = 2166136261; for (const ch of String(id)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const al = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"; let s = "/9j/4AAQSkZJRgABAQ";
  for (let i = 0; i < 120; i++) { h = Math.imul(h ^ (h >>> 13), 1274126177); s += al[(h >>> 7) & 63]; }
  return `${s}==`;
}
export function rows(run, style, cols, rs, info = {}) {
  const n = noise(run);
  const tail = Object.entries(info).map(([k, v]) => `${k}=${v}`).join(" ");
  switch (style) {
    case "csv": return `${csv(cols, rs)}\n# ${tail} request=${n.rid}`;
    case "df": return `${dfTable(cols, rs, info.offset ?? 0)}\n-- ${tail} (${n.ms} ms)`;
    case "md": return `${mdTable(cols, rs)}\n\n${tail} · ${n.ms} ms`;
    case "mcp": return mcp(run, `${rs.length} rows. ${tail}`, { rows: rs.map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i]]))), ...info },
      [{ type: "resource", resource: { uri: `${run.K.uri}/export.csv`, mimeType: "text/csv", text: csv(cols, rs) } }], n);
    case "jsonrpc": return rpc(run, { items: rs.map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i]]))), ...info });
    default: return JSON.stringify({ data: rs.map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i]]))), ...info, request_id: n.rid });
  }
}
export function hits(run, style, q, hs) {
  const n = noise(run);
  const toks = q.split(/\s+/).length * 3 + run.R.int(1, 4);
  switch (style) {
    case "md": return `Top ${hs.length} for "${q}" (query ${n.rid.slice(0, 8)}):\n` + hs.map((h, i) => `${i + 1}. [${h.id}] score=${h.score.toFixed(4)} — ${h.text}`).join("\n");
    case "mcp": return mcp(run, `${hs.length} passages`, { query: q, hits: hs.map((h) => ({ id: h.id, score: +h.score.toFixed(4) })) },
      hs.map((h) => ({ type: "resource", resource: { uri: `${run.K.uri}/chunks/${h.id}`, mimeType: "text/plain", text: h.text } })), n);
    default: return JSON.stringify({ query_id: n.rid, top_k: hs.length, results: hs.map((h) => ({ chunk_id: h.id, score: +h.score.toFixed(4), source: h.src, text: h.text })), usage: { embedding_tokens: toks }, latency_ms: n.ms });
  }
}
export function status(run, style, st) {
  const n = noise(run);
  switch (style) {
    case "ansi": {
      const lv = st.state === "failed" ? `${ESC}31mERROR${ESC}0m` : `${ESC}32mINFO${ESC}0m`;
      return [`${ESC}2m${n.ts}${ESC}0m ${lv} ${st.job} state=${ESC}1m${st.state}${ESC}0m progress=${st.pct}%`,
        `${ESC}2m${n.ts}${ESC}0m ${ESC}32mINFO${ESC}0m ${st.detail}`, `${ESC}2m${n.ts}${ESC}0m ${ESC}36mDEBUG${ESC}0m heartbeat ${st.hb} worker=${st.worker} poll_ms=${n.ms}`].join("\n");
    }
    case "stream": {
      const ev = [`event: status\ndata: {"job":"${st.job}","state":"${st.state}","progress":${st.pct}}`];
      if (st.partial) ev.push(`event: partial\ndata: ${JSON.stringify({ text: st.partial })}`);
      ev.push(`event: usage\ndata: {"audio_seconds_processed":${st.done},"output_tokens":${st.done * 3}}`, `event: done\ndata: {"request_id":"${n.rid}"}`);
      return ev.join("\n\n");
    }
    case "mcp": return mcp(run, `${st.job}: ${st.state} (${st.pct}%)`, st, [], n);
    case "jsonrpc": return rpc(run, st);
    default: return JSON.stringify({ ...st, checked_at: n.ts, request_id: n.rid });
  }
}
export function err(run, style, e) {
  const n = noise(run);
  switch (style) {
    case "jsonrpc": return JSON.stringify({ jsonrpc: "2.0", id: run.n + 100, error: { code: e.rpc ?? -32603, message: e.msg, data: { request_id: n.rid, retry_after_s: e.retry ?? null } } });
    case "mcp": return JSON.stringify({ content: [{ type: "text", text: `Error: ${e.msg}` }], isError: true, _meta: { requestId: n.rid } });
    case "pg": return `ERROR:  ${e.msg}\nCONTEXT:  backend pid ${run.R.int(1000, 99999)}\nTime: ${n.ms}.${run.R.int(100, 999)} ms`;
    case "ansi": return `${ESC}31m✖ ${e.msg}${ESC}0m\n${ESC}2mrequest ${n.rid} · ${n.ts}${ESC}0m`;
    default: return `HTTP/1.1 ${e.http ?? 503} ${e.http === 429 ? "Too Many Requests" : e.http === 504 ? "Gateway Timeout" : "Service Unavailable"}\ndate: ${new Date(run.t).toUTCString()}\nx-request-id: ${n.rid}${e.retry ? `\nretry-after: ${e.retry}` : ""}\ncontent-type: application/json\n\n${JSON.stringify({ error: e.code ?? "unavailable", message: e.msg })}`;
  }
}
// Plain text (document windows, validators): no noise, so repeats are byte-identical; MCP domains wrap it.
export function plain(run, text, uri) {
  if (run.K.styles.wrap === "mcp") return JSON.stringify({ content: [{ type: "text", text }], ...(uri ? { structuredContent: { uri } } : {}) });
  if (run.K.styles.wrap === "jsonrpc") return JSON.stringify({ jsonrpc: "2.0", id: run.n + 100, result: text });
  return text;
}
