// How tools print: one renderer per output family, fed with a kit's field names and the run's per-call noise.
import { J, JP, hash, stable } from "./engine.mjs";

const flat = (o, pre = "", out = []) => {
  for (const [k, v] of Object.entries(o)) {
    const key = pre ? `${pre}.${k}` : k;
    if (v && typeof v === "object" && !Array.isArray(v)) flat(v, key, out);
    else out.push([key, Array.isArray(v) ? v.map((x) => (typeof x === "object" ? J(x) : x)).join(", ") : v]);
  }
  return out;
};
const xmlEsc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const toXml = (o, ind = "  ") => Object.entries(o).map(([k, v]) => {
  const tag = k.replace(/[^A-Za-z0-9_.-]/g, "_");
  if (Array.isArray(v)) return v.map((x) => (x && typeof x === "object" ? `${ind}<${tag}>\n${toXml(x, ind + "  ")}\n${ind}</${tag}>` : `${ind}<${tag}>${xmlEsc(x)}</${tag}>`)).join("\n");
  if (v && typeof v === "object") return `${ind}<${tag}>\n${toXml(v, ind + "  ")}\n${ind}</${tag}>`;
  return `${ind}<${tag}>${xmlEsc(v)}</${tag}>`;
}).join("\n");
const toYaml = (o, ind = "") => Object.entries(o).map(([k, v]) => {
  if (Array.isArray(v)) return `${ind}${k}:\n` + v.map((x) => (x && typeof x === "object" ? `${ind}  - ${J(x)}` : `${ind}  - ${x}`)).join("\n");
  if (v && typeof v === "object") return `${ind}${k}:\n${toYaml(v, ind + "  ")}`;
  return `${ind}${k}: ${typeof v === "string" && /[:#]/.test(v) ? J(v) : v}`;
}).join("\n");

/** Wraps a body in the kit's output family with fresh per-call noise. */
export function wrap(R, kit, fmt, body, { status = 200, etag } = {}) {
  const h = kit.hdr;
  const rid = R.uuid(), srv = R.pick(h.srv), took = R.ms();
  switch (fmt) {
    case "http": {
      const st = { 200: "OK", 201: "Created", 403: "Forbidden", 404: "Not Found", 409: "Conflict", 422: "Unprocessable Entity" }[status] ?? "";
      const lines = [`HTTP/1.1 ${status} ${st}`, `Date: ${R.rfc()}`, "Content-Type: application/json; charset=utf-8", `${h.rid}: ${rid}`, `${h.rate}: ${R.rate()}`, `${h.server}: ${srv}`];
      if (etag) lines.push(`ETag: W/"${etag}"`);
      lines.push(`X-Runtime: ${(took / 1000).toFixed(6)}`);
      return `${lines.join("\n")}\n\n${J(body)}`;
    }
    case "json": return JP({ ...body, _meta: { [h.rid]: rid, [h.server]: srv, tookMs: took, at: R.iso(), ...(etag ? { etag } : {}) } });
    case "xml": return `<?xml version="1.0" encoding="UTF-8"?>\n<response status="${status}" ${h.rid.replace(/[^A-Za-z]/g, "")}="${rid}" node="${srv}" ts="${R.isoTz(0, 1)}" elapsedMs="${took}">\n${toXml(body)}\n</response>`;
    case "yaml": return `---\n${toYaml(body)}\nmeta:\n  ${h.rid}: ${rid}\n  ${h.server}: ${srv}\n  took_ms: ${took}\n  at: ${R.epoch()}\n...`;
    case "kv": {
      const rows = flat(body).map(([k, v]) => `${k.toUpperCase().padEnd(28, ".")}: ${v}`);
      return `${status >= 400 ? "*** REQUEST REJECTED ***" : `${kit.id.toUpperCase()} ${R.local()}`}\n${rows.join("\n")}\n-- ${h.rid}=${R.hex(12)} ${h.server}=${srv} ${took}ms`;
    }
    default: { // text
      const rows = flat(body).map(([k, v]) => `${k}: ${v}`);
      return `${rows.join("\n")}\n[${R.hms()}] ${h.rid}=${rid.slice(0, 13)} ${took}ms`;
    }
  }
}

const etagOf = (e) => stable(`etag:${e.id}`).hex(16);
/** A record lookup; in big-output runs the record carries a long stable history (8-30 KB). */
export function getOut(R, kit, e, big) {
  const { id, ...facts } = e;
  const body = { [kit.idKey]: id, ...facts };
  if (big) {
    const er = stable(`big:${kit.id}:${id}`);
    const target = er.int(8000, 30000);
    const rows = []; let size = 0;
    for (let i = 0; size < target; i++) { const row = kit.bigRow(er, i); rows.push(row); size += J(row).length + 1; }
    body[kit.bigKey] = rows;
  }
  return wrap(R, kit, kit.fmt.get, body, { etag: etagOf(e) });
}
export function actOut(R, kit, e, res) {
  if (res.ok) return wrap(R, kit, kit.fmt.act, { ...kit.actOk(e), ...(res.extra ?? {}), at: R.iso() }, { status: 200 });
  const f = res.reason ?? kit.refuse(e);
  return wrap(R, kit, kit.fmt.act, { error: f.code, message: f.message }, { status: res.status ?? 409 });
}
export function searchOut(R, kit, q, hits, total) {
  if (kit.fmt.search === "text") {
    const head = `query_id=${R.hex(10)} q=${J(q)} total=${total} took=${R.ms(3, 90)}ms`;
    if (!hits.length) return `${head}\n(no matching records)`;
    return `${head}\n${hits.map((h, i) => `${String(i + 1).padStart(2)}. ${Object.values(h).map((x) => (Array.isArray(x) ? x.join("|") : x ?? "-")).join("  ")}`).join("\n")}`;
  }
  return wrap(R, kit, kit.fmt.search, { query: q, total, results: hits });
}
export function listOut(R, kit, rows, page) { return wrap(R, kit, kit.fmt.list, { ...page.head, items: rows, ...page.tail }); }
export function jobOut(R, kit, st) { return wrap(R, kit, kit.fmt.job, { jobId: st.jobId, state: st.state, detail: st.detail, percent: st.pct, elapsedSec: st.elapsed, checkedAt: R.isoS(), ...(st.extra ?? {}) }); }
export function readOut(R, kit, lines, a, b, rev, extra = {}) {
  const body = lines.slice(a - 1, b).map((l, i) => `${String(a + i).padStart(4)}  ${l}`).join("\n");
  return `${kit.docNoun} — lines ${a}-${Math.min(b, lines.length)} of ${lines.length} (rev ${rev})${extra.next ? ` next=${extra.next}` : ""}\n${body}`;
}
export function testOut(R, kit, fails) {
  const head = `${kit.testNoun} run ${R.hex(8)} started ${R.isoS()}`;
  if (!fails.length) return `${head}\nchecked ${R.int(40, 400)} items\n0 errors, 0 warnings — PASS (${(R.ms(120, 2400) / 1000).toFixed(2)}s)`;
  return `${head}\n${fails.map((f) => `ERROR ${f[0]} at ${f[1]}: ${f[2]}`).join("\n")}\n${fails.length} error(s) — FAIL (${(R.ms(120, 2400) / 1000).toFixed(2)}s)`;
}
export function editOut(R, kit, target, rev) { return J({ ok: true, target, revision: rev, savedAt: R.iso(), by: "svc-agent" }); }
export function metricOut(R, kit, v, label) {
  const m = kit.metric;
  const body = { metric: label ?? kit.metricNoun, value: v, unit: m.unit, window: { end: R.isoS(), points: R.int(5, 30) }, sampledAt: R.epochMs() };
  return wrap(R, kit, kit.fmt.metric, body);
}
export function delegateOut(R, agent, status, report) {
  return J({ agent, runId: `run_${R.b62(14)}`, status, durationMs: R.ms(4000, 95000), toolCalls: R.int(2, 11), report });
}
export const revOf = (s) => hash(s).toString(16).padStart(8, "0").slice(0, 7);
