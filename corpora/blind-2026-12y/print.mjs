// Printers: one record, check, reading, page or error in the many styles real tools use, with fresh noise each call.
export function mkNoise(rng) {
  const hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(rng() * 16)]).join("");
  const pick = (a) => a[Math.floor(rng() * a.length)];
  const int = (a, b) => a + Math.floor(rng() * (b - a + 1));
  return { hex, pick, int, req: () => `${hex(8)}-${hex(4)}-${hex(4)}`, node: () => pick(["api-1", "api-2", "edge-fra-3", "app07", "lims-b", "gw-02", "node-c4"]), ms: () => int(11, 900) };
}
const pad = (s, n) => String(s).padEnd(n);
export function printRecord(style, o, n, at, tag = "record") {
  const req = n.req(), ms = n.ms(), node = n.node();
  switch (style) {
    case "json": return JSON.stringify({ ok: true, data: o, _meta: { request_id: req, served_by: node, took_ms: ms, at } }, null, n.int(0, 1) ? 2 : 0);
    case "xml": return `<?xml version="1.0"?>\n<${tag} generated="${at}" trace="${req}">\n` + Object.entries(o).map(([k, v]) => `  <${k}>${v}</${k}>`).join("\n") + `\n  <server host="${node}" ms="${ms}"/>\n</${tag}>`;
    case "kv": return Object.entries(o).map(([k, v]) => `${pad(k + " ", 18).replace(/ (?= *$)/g, ".")}: ${v}`).join("\n") + `\n-- ${node} ${at} ${ms}ms req=${req.slice(0, 8)} --`;
    case "yaml": return "---\n" + Object.entries(o).map(([k, v]) => `${k}: ${typeof v === "string" && /[:#]/.test(v) ? JSON.stringify(v) : v}`).join("\n") + `\n# fetched ${at} by ${node} in ${ms} ms\n...`;
    case "html": return `<div class="rec" data-req="${req}"><h3>${Object.values(o)[0]}</h3><table>` + Object.entries(o).map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join("") + `</table><small>rendered ${at} on ${node} (${ms} ms)</small></div>`;
    case "term": { const w = 64; const line = "=".repeat(w); return `${line}\n LINENTRAK v4.2        RECORD INQUIRY          ${at.slice(11, 19)}\n${line}\n` + Object.entries(o).map(([k, v]) => ` ${pad(k.toUpperCase(), 16)} ${v}`).join("\n") + `\n${line}\n F3=Exit  F5=Refresh  F9=History        SESS ${req.slice(0, 6).toUpperCase()} TERM ${node}`; }
    default: return JSON.stringify(o);
  }
}
export function printCheck(style, id, finds, n, at, pass) {
  const rid = n.req();
  if (style === "bracket") return `Check run ${rid.slice(0, 8)} for ${id} at ${at}\n` + (pass ? "[OK]   all rules passed\n" : finds.map(([c, m]) => `[FAIL] ${c}  ${m}`).join("\n") + "\n") + `[INFO] rules evaluated: ${n.int(14, 16)}  duration ${n.ms()}ms  engine ${n.node()}`;
  if (style === "table") return `${id} — evaluated ${at} (eval ${rid})\n+--------+--------+------------------------------------------------------+\n| rule   | result | detail                                               |\n+--------+--------+------------------------------------------------------+\n` + (pass ? `| ALL    | PASS   | ${pad("no findings", 52)} |\n` : finds.map(([c, m]) => `| ${pad(c, 6)} | FAIL   | ${pad(m, 52).slice(0, 52)} |`).join("\n") + "\n") + `+--------+--------+------------------------------------------------------+\n(${pass ? 0 : finds.length} findings, ${n.ms()} ms)`;
  return JSON.stringify({ id, evaluated_at: at, eval_id: rid, passed: !!pass, findings: pass ? [] : finds.map(([code, message]) => ({ code, message })) });
}
export function printLive(style, id, f, v, n, at) {
  const [name, unit] = f;
  if (style === "json") return JSON.stringify({ id, [name]: v, unit, ts: at, seq: n.int(10000, 99999), q: "good" });
  if (style === "log1") return `${at} ${id} ${name}=${v}${unit} batt=${n.int(88, 97)}% rssi=-${n.int(71, 93)}dBm pkt=${n.int(1000, 9999)}`;
  if (style === "nmea") return `$GPRMC,${at.slice(11, 19).replace(/:/g, "")}.00,A,1512.${n.int(1000, 9999)},N,01707.${n.int(1000, 9999)},W,${v},${n.int(0, 359)}.0,${at.slice(8, 10)}1226,,,A*${n.hex(2).toUpperCase()}\n${id} ${name}=${v}${unit} fix=3D sats=${n.int(6, 11)} hdop=${(0.8 + n.int(0, 9) / 10).toFixed(1)}`;
  return `${id}\n  ${name} = ${v} ${unit}\n  quality = good\n  read_at = ${at}\n  latency_ms = ${n.ms()}`;
}
export function printPage(style, rows, cursor, total, n, at) {
  const cols = Object.keys(rows[0] ?? { id: "" });
  if (style === "csv") return cols.join(",") + "\n" + rows.map((r) => cols.map((c) => r[c]).join(",")).join("\n") + `\n# total=${total} next_cursor=${cursor ?? ""} generated=${at} req=${n.req()}`;
  if (style === "table") return cols.map((c) => pad(c, 18)).join("") + "\n" + cols.map(() => "-".repeat(17) + " ").join("") + "\n" + rows.map((r) => cols.map((c) => pad(r[c], 18)).join("")).join("\n") + `\n(${rows.length} of ${total} rows${cursor ? `, more: cursor ${cursor}` : ""})  ${n.ms()} ms`;
  if (style === "xml") return `<page total="${total}"${cursor ? ` next="${cursor}"` : ""} at="${at}">\n` + rows.map((r) => "  <row " + cols.map((c) => `${c}="${r[c]}"`).join(" ") + "/>").join("\n") + "\n</page>";
  return JSON.stringify({ items: rows, total, next_cursor: cursor, request_id: n.req(), took_ms: n.ms() });
}
export function printHits(style, q, hits, n, at) {
  if (!hits.length) return style === "json" ? JSON.stringify({ query: q, hits: [], total: 0, query_id: n.req(), took_ms: n.ms() }) : `No documents match "${q}" (searched ${n.int(300, 420)} docs in ${n.ms()} ms)`;
  if (style === "json") return JSON.stringify({ query: q, total: hits.length, hits: hits.map((h, i) => ({ doc: h, score: +(0.9 - i * 0.11 - n.int(0, 40) / 1000).toFixed(3) })), query_id: n.req(), took_ms: n.ms() });
  return hits.map((h, i) => `${i + 1}. ${h}  (score ${(9.1 - i * 1.3 - n.int(0, 30) / 100).toFixed(2)})`).join("\n") + `\n-- ${hits.length} hits, ${n.ms()} ms, ${at}`;
}
export function printLog(lines, n) {
  return lines.map(([t, lvl, msg]) => `${t} ${pad(lvl, 5)} [${n.pick(["ctl", "io", "sched", "mon"])}-${n.int(1, 9)}] ${msg}`).join("\n");
}
/** A failing dependency, worded one of many ways (some in the staff language). */
export function printErr(k, svc, n, at, staffErr) {
  const r = n.req();
  const forms = [
    () => `HTTP/1.1 503 Service Unavailable\ndate: ${at}\nretry-after: ${n.int(5, 60)}\nx-request-id: ${r}\n\n{"error":"upstream unavailable","service":"${svc}"}`,
    () => `Error: connect ECONNREFUSED 10.${n.int(0, 40)}.${n.int(0, 255)}.${n.int(2, 250)}:443\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  errno: -111, code: 'ECONNREFUSED', syscall: 'connect'\n}`,
    () => `<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx/1.24.0</center><!-- ${r} --></body></html>`,
    () => JSON.stringify({ status: "error", code: "UPSTREAM_TIMEOUT", message: `${svc} did not answer within ${n.int(10, 30)}s`, trace_id: r, at }),
    () => `curl: (28) Operation timed out after ${n.int(10000, 30000)} milliseconds with 0 bytes received`,
    () => `<soap:Envelope><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>Backend not reachable (${r.slice(0, 8)})</faultstring></soap:Fault></soap:Body></soap:Envelope>`,
    () => JSON.stringify({ ok: false, error: staffErr[0], detail: `${svc}: 503`, req: r }),
    () => `${at} ERROR ${svc}: ${staffErr[1]} (attempt failed, ref ${r.slice(0, 6)})`,
    () => `HTTP 429 Too Many Requests\nx-ratelimit-remaining: 0\nx-ratelimit-reset: ${n.int(20, 90)}\nrequest-id: ${r}`,
    () => `java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n\tat ${svc.replace(/_/g, ".")}.Client.send(Client.java:${n.int(80, 400)})`,
  ];
  return forms[k % forms.length]();
}
