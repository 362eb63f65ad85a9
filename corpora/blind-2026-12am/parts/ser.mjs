// Serialisers: one data object printed the way different servers print it.
const isObj = (v) => v && typeof v === "object" && !Array.isArray(v);
const yq = (s) => {
  if (typeof s !== "string") return String(s);
  if (s === "" || /^[\s\-?:,[\]{}#&*!|>'"%@`]|: |\s#|\n|^(true|false|null|yes|no|\d[\d.e+-]*)$/i.test(s)) return JSON.stringify(s);
  return s;
};

export function yaml(v, ind = 0) {
  const pad = " ".repeat(ind);
  if (Array.isArray(v)) {
    if (!v.length) return pad + "[]";
    return v.map((x) => {
      if (isObj(x)) {
        const inner = yaml(x, ind + 2).split("\n");
        return pad + "- " + inner[0].trimStart() + (inner.length > 1 ? "\n" + inner.slice(1).join("\n") : "");
      }
      return pad + "- " + (x === null ? "null" : yq(x));
    }).join("\n");
  }
  if (isObj(v)) {
    return Object.entries(v).map(([k, x]) => {
      if (x === null || x === undefined) return `${pad}${k}: null`;
      if (typeof x === "string" && x.includes("\n")) return `${pad}${k}: |-\n` + x.split("\n").map((l) => pad + "  " + l).join("\n");
      if (Array.isArray(x)) return x.length ? `${pad}${k}:\n${yaml(x, ind + 2)}` : `${pad}${k}: []`;
      if (isObj(x)) return Object.keys(x).length ? `${pad}${k}:\n${yaml(x, ind + 2)}` : `${pad}${k}: {}`;
      return `${pad}${k}: ${yq(x)}`;
    }).join("\n");
  }
  return pad + yq(v);
}

export function table(rows, cols) {
  cols = cols || Object.keys(rows[0] || {});
  const cell = (v) => (v === null || v === undefined ? "" : String(v).replace(/\n/g, " "));
  const w = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals) => " " + vals.map((v, i) => (typeof v === "number" ? String(v).padStart(w[i]) : String(v).padEnd(w[i]))).join(" | ");
  return [line(cols), "-" + w.map((n) => "-".repeat(n)).join("-+-") + "-", ...rows.map((r) => line(cols.map((c) => (typeof r[c] === "number" ? r[c] : cell(r[c])))))].join("\n");
}

export function mdTable(rows, cols) {
  cols = cols || Object.keys(rows[0] || {});
  const cell = (v) => (v === null || v === undefined ? "" : String(v).replace(/\|/g, "\\|").replace(/\n/g, " "));
  return [`| ${cols.join(" | ")} |`, `|${cols.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${cols.map((c) => cell(r[c])).join(" | ")} |`)].join("\n");
}

export function kv(v, ind = 0) {
  const pad = " ".repeat(ind);
  return Object.entries(v).map(([k, x]) => {
    if (Array.isArray(x)) {
      if (x.length && isObj(x[0])) return `${pad}${k}:\n` + table(x).split("\n").map((l) => pad + "  " + l).join("\n");
      return `${pad}${k}: ${x.join(", ")}`;
    }
    if (isObj(x)) return `${pad}${k}:\n${kv(x, ind + 2)}`;
    if (typeof x === "string" && x.includes("\n")) return `${pad}${k}:\n` + x.split("\n").map((l) => pad + "  " + l).join("\n");
    return `${pad}${k}: ${x === null ? "-" : x}`;
  }).join("\n");
}

export function httpWrap(status, text, headers, body) {
  const h = Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join("\n");
  return `HTTP/1.1 ${status} ${text}\n${h}\n\n${body}`;
}

// Print obj in the flavour a domain uses for its non-search tools.
export function ser(flavour, obj, ctx, status = 200) {
  switch (flavour) {
    case "json": return JSON.stringify(obj, null, 2);
    case "cjson": return JSON.stringify(obj);
    case "yaml": return yaml(obj);
    case "kv": return kv(obj);
    case "md": return "```json\n" + JSON.stringify(obj, null, 2) + "\n```";
    case "http": {
      const body = JSON.stringify(obj);
      const txt = { 200: "OK", 201: "Created", 202: "Accepted", 404: "Not Found", 422: "Unprocessable Entity", 429: "Too Many Requests", 502: "Bad Gateway", 504: "Gateway Timeout" }[status] || "OK";
      return httpWrap(status, txt, {
        date: ctx.clock.http(), "content-type": "application/json; charset=utf-8", "content-length": String(Buffer.byteLength(body)),
        "x-request-id": ctx.rng.uuid(), "x-envoy-upstream-service-time": String(ctx.rng.int(8, 900)),
      }, body);
    }
    default: return JSON.stringify(obj, null, 2);
  }
}
