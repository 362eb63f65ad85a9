// Printers: one flat record or a row set in ten dresses (compact/pretty JSON, XML, KEY....: value, YAML, ASCII table,
// markdown table, CSV, green-screen terminal, key=value log line), plus the failing-dependency wordings.

const pad = (s, n) => String(s).padEnd(n);
const dots = (k) => (k.toUpperCase() + " ").padEnd(22, ".");

/** Render a flat object in the named style. */
export function rec(style, title, o) {
  const ks = Object.keys(o);
  switch (style) {
    case "json": return JSON.stringify({ [title]: o });
    case "pretty": return JSON.stringify(o, null, 2);
    case "xml": return `<?xml version="1.0"?>\n<${title}>\n${ks.map((k) => `  <${k}>${o[k]}</${k}>`).join("\n")}\n</${title}>`;
    case "kv": return `${title.toUpperCase()}\n${ks.map((k) => `${dots(k)}: ${o[k]}`).join("\n")}`;
    case "yaml": return `${title}:\n${ks.map((k) => `  ${k}: ${typeof o[k] === "string" && /[:#]/.test(o[k]) ? JSON.stringify(o[k]) : o[k]}`).join("\n")}`;
    case "screen": {
      const w = 62;
      const bar = "+" + "-".repeat(w) + "+";
      return [bar, "| " + pad(title.toUpperCase() + "  (F3=EXIT F5=REFRESH)", w - 1) + "|", bar, ...ks.map((k) => "| " + pad(`${pad(k, 20)} ${o[k]}`, w - 1).slice(0, w - 1) + "|"), bar].join("\n");
    }
    case "md": return `### ${title}\n\n| field | value |\n|---|---|\n${ks.map((k) => `| ${k} | ${o[k]} |`).join("\n")}`;
    case "line": return `${title} ${ks.map((k) => `${k}=${String(o[k]).includes(" ") ? JSON.stringify(o[k]) : o[k]}`).join(" ")}`;
    default: return JSON.stringify(o);
  }
}

/** Render rows (array of arrays) with column names in the named style; meta is printed as a header/footer. */
export function rows(style, cols, rs, meta) {
  const m = Object.entries(meta);
  switch (style) {
    case "csv": return [`# ${m.map(([k, v]) => `${k}=${v}`).join(" ")}`, cols.join(","), ...rs.map((r) => r.map((c) => (String(c).includes(",") ? `"${c}"` : c)).join(","))].join("\n");
    case "md": return [`| ${cols.join(" | ")} |`, `|${cols.map(() => "---").join("|")}|`, ...rs.map((r) => `| ${r.join(" | ")} |`), "", `_${m.map(([k, v]) => `${k}: ${v}`).join(" · ")}_`].join("\n");
    case "json": case "pretty": {
      const o = { ...meta, items: rs.map((r) => Object.fromEntries(cols.map((c, i) => [c, r[i]]))) };
      return style === "json" ? JSON.stringify(o) : JSON.stringify(o, null, 2);
    }
    case "xml": return `<result ${m.map(([k, v]) => `${k}="${v}"`).join(" ")}>\n${rs.map((r) => `  <row ${cols.map((c, i) => `${c}="${r[i]}"`).join(" ")}/>`).join("\n")}\n</result>`;
    default: {
      const w = cols.map((c, i) => Math.max(c.length, ...rs.map((r) => String(r[i]).length)));
      const sep = "+" + w.map((n) => "-".repeat(n + 2)).join("+") + "+";
      const line = (r) => "| " + r.map((c, i) => pad(c, w[i])).join(" | ") + " |";
      return [sep, line(cols), sep, ...rs.map(line), sep, `(${rs.length} rows) ${m.map(([k, v]) => `${k}=${v}`).join(" ")}`].join("\n");
    }
  }
}

/** One failing-dependency answer; v picks the wording, n gives the noise. */
export function fail(v, svc, n) {
  switch (v % 8) {
    case 0: return `HTTP/1.1 503 Service Unavailable\ndate: ${n.date}\ncontent-type: application/json\nx-request-id: ${n.rid}\nretry-after: 30\n\n{"error":"upstream unavailable","service":"${svc}"}`;
    case 1: return `Error: connect ECONNREFUSED 10.4.2.17:8443\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  errno: -111,\n  code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: '10.4.2.17',\n  port: 8443\n}\nrequest ${n.rid} to ${svc} failed after ${n.ms} ms`;
    case 2: return `<html>\n<head><title>504 Gateway Time-out</title></head>\n<body>\n<center><h1>504 Gateway Time-out</h1></center>\n<hr><center>nginx/1.24.0</center>\n</body>\n</html>\n<!-- ${n.rid} -->`;
    case 3: return JSON.stringify({ ok: false, code: "UPSTREAM_TIMEOUT", message: `${svc} did not answer within 10000 ms`, trace: n.rid, at: n.iso });
    case 4: return `curl: (28) Operation timed out after ${10000 + (n.ms % 900)} milliseconds with 0 bytes received\n[${n.iso}] ${svc} unreachable (attempt id ${n.rid})`;
    case 5: return `<?xml version="1.0"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>Service temporarily unavailable</faultstring><detail><ref>${n.rid}</ref></detail></soap:Fault></soap:Body></soap:Envelope>`;
    case 6: return `HTTP/1.1 502 Bad Gateway\nserver: ${n.host}\nx-request-id: ${n.rid}\n\nupstream ${svc}: connection reset by peer`;
    default: return `java.net.SocketTimeoutException: Read timed out\n\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)\n\t... 14 more\n[${n.iso}] call ${n.rid} -> ${svc} FAILED (${n.ms} ms)`;
  }
}

/** All styles, for seeded choice. */
export const REC_STYLES = ["json", "pretty", "xml", "kv", "yaml", "screen", "md", "line"];
export const ROW_STYLES = ["csv", "md", "json", "pretty", "xml", "table"];
