// Prints a tool answer the way one run's tools print: a per-run style plus the noise real tools add.

export const STYLES = ["json", "pretty", "yaml", "xml", "table", "kv", "text"];

function flat(o, pre = "", out = []) {
  if (Array.isArray(o)) {
    o.forEach((v, i) => flat(v, `${pre}[${i}]`, out));
  } else if (o && typeof o === "object") {
    for (const [k, v] of Object.entries(o)) flat(v, pre ? `${pre}.${k}` : k, out);
  } else out.push([pre, o]);
  return out;
}

function yaml(o, ind = "") {
  if (Array.isArray(o)) {
    if (!o.length) return " []";
    return o.map((v) => (v && typeof v === "object" ? `\n${ind}- ${yaml(v, ind + "  ").trimStart()}` : `\n${ind}- ${sc(v)}`)).join("");
  }
  if (o && typeof o === "object") {
    return Object.entries(o).map(([k, v]) => (v && typeof v === "object" ? `\n${ind}${k}:${yaml(v, ind + "  ")}` : `\n${ind}${k}: ${sc(v)}`)).join("");
  }
  return ` ${sc(o)}`;
}
const sc = (v) => (v === null ? "null" : typeof v === "string" && /[:#\-{}[\],]|^\s|\s$|^$/.test(v) ? JSON.stringify(v) : String(v));

function xml(o, tag, ind = "  ") {
  if (Array.isArray(o)) return o.map((v) => xml(v, tag.replace(/s$/, "") || "item", ind)).join("\n");
  if (o && typeof o === "object") {
    const inner = Object.entries(o).map(([k, v]) => (Array.isArray(v) ? `${ind}  <${k}>\n${xml(v, k.replace(/s$/, "") || "item", ind + "    ")}\n${ind}  </${k}>` : xml(v, k, ind + "  "))).join("\n");
    return `${ind}<${tag}>\n${inner}\n${ind}</${tag}>`;
  }
  const s = String(o).replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `${ind}<${tag}>${s}</${tag}>`;
}

function table(rows) {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v) => (v === undefined || v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v));
  const w = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals) => "| " + vals.map((v, i) => v.padEnd(w[i])).join(" | ") + " |";
  const sep = "+" + w.map((x) => "-".repeat(x + 2)).join("+") + "+";
  return [sep, line(cols), sep, ...rows.map((r) => line(cols.map((c) => cell(r[c])))), sep].join("\n");
}

/** meta: {rid, host, ms, seq, ts, tool} ; style: one of STYLES */
export function render(obj, style, meta) {
  const { rid, host, ms, seq, ts, tool } = meta;
  switch (style) {
    case "json":
      return JSON.stringify({ ...obj, request_id: rid, served_by: host, took_ms: ms });
    case "pretty":
      return JSON.stringify({ meta: { requestId: rid, host, elapsedMs: ms, seq, at: ts }, data: obj }, null, 2);
    case "yaml":
      return `# ${tool} ${ts} req=${rid}${yaml(obj)}\n---\n# ${host} ${ms}ms seq=${seq}`;
    case "xml":
      return `<?xml version="1.0" encoding="UTF-8"?>\n<response request-id="${rid}" host="${host}" elapsed-ms="${ms}" seq="${seq}">\n${xml(obj, "result")}\n</response>`;
    case "table": {
      const arr = Object.entries(obj).find(([, v]) => Array.isArray(v) && v.length && typeof v[0] === "object");
      const head = Object.entries(obj).filter(([, v]) => !(Array.isArray(v) && v.length && typeof v[0] === "object"));
      const kv = flat(Object.fromEntries(head)).map(([k, v]) => ({ field: k, value: v }));
      let out = `${tool} @ ${host}  ${ts}  (${ms} ms, req ${rid})\n`;
      if (kv.length) out += table(kv) + "\n";
      if (arr) out += `${arr[0]}:\n` + table(arr[1]) + `\n(${arr[1].length} rows)`;
      return out.trimEnd();
    }
    case "kv":
      return [`req_id=${rid} host=${host} t=${ts} seq=${seq}`, ...flat(obj).map(([k, v]) => `${k}=${v === null ? "" : v}`), `elapsed_ms=${ms}`].join("\n");
    default: {
      const lines = flat(obj).map(([k, v]) => `${(k.toUpperCase() + " ").padEnd(28, ".")}: ${v}`);
      return [`=== ${tool.toUpperCase()} === ${host} #${seq} ${ts}`, ...lines, `--- ${ms} ms / ${rid}`].join("\n");
    }
  }
}
