/** Tool calls against a domain: every call prints fixed facts for its entity plus fresh per-call churn. */
import { mkRng, pl } from "./rng.mjs";

/** A run's world: entities with stable facts, and call constructors for each tool. */
export function world(run, dom, seed) {
  const r = run.r;
  const base = r.int(1000, 8000);
  const items = [];
  for (let i = 0; i < 140; i++) {
    const ir = mkRng(seed * 7919 + i);
    const id = dom.pfx === "#" ? `#${base + i * ir.int(1, 3)}` : `${dom.pfx}${base * 10 + i * 7 + ir.int(0, 6)}`;
    items.push({ id, facts: dom.facts(ir), chk: dom.checkOut(ir), etag: `W/"${ir.hex(12)}"`, age: ir.int(40, 90000) });
  }
  let next = 0;
  const W = { dom, run, items };
  const meta = () => { const n = run.noise(); return { _meta: n }; };
  const S = dom.srv;
  // An error text that names its HTTP status keeps that status; otherwise the gateway picks one.
  const downCode = /\b(50[234])\b/.test(dom.down) ? +dom.down.match(/\b(50[234])\b/)[1] : null;
  W.fresh = () => items[next++];
  W.nameGet = S === "postgres" ? "mcp__postgres__query" : `mcp__${S}__get_${dom.noun}`;
  W.getArgs = (it) => (S === "postgres" ? { sql: `SELECT * FROM stations WHERE station_id = '${it.id}';` } : { [`${dom.noun}_id`]: it.id });
  W.get = (it, args) => ({ name: W.nameGet, args: args ?? W.getArgs(it), out: (R) => {
    const age = it.age + Math.round((R.clock - run.t0) / 1000);
    if (S === "postgres") return { body: { rows: [{ station_id: it.id, ...it.facts, updated: R.ago(age) }], rowCount: 1, command: "SELECT", duration_ms: R.r.int(2, 60), ...meta() } };
    return { body: { id: it.id, ...it.facts, etag: it.etag, last_modified: R.ago(age), attachment: R.signedUrl(`${dom.noun}/${encodeURIComponent(it.id)}.pdf`), ...meta() } };
  } });
  W.check = (it) => ({ name: dom.check, args: { id: it.id }, out: (R) => ({ body: { id: it.id, ...it.chk, checked_at: R.ts(), ...meta() } }) });
  W.down = (name, args) => ({ name, args, out: (R) => ({ err: true, body: { error: { code: downCode ?? R.r.pick([502, 503, 504]), message: dom.down, retryable: true, attempt_id: R.r.hex(10) }, ...meta() } }) });
  W.search = (q, hits, extra) => ({ name: `mcp__${S}__search_${pl(dom.noun)}`, args: { query: q, limit: 20, ...(extra ?? {}) }, out: (R) => ({ body: hits.length
    ? { total_count: hits.length, items: hits.map((h, i) => ({ id: h.id, score: +(0.91 - i * 0.07 + R.r.int(0, 99) / 10000).toFixed(4), snippet: Object.values(h.facts)[0] })), query_id: R.r.hex(16), took_ms: R.r.int(8, 300) }
    : { total_count: 0, items: [], message: dom.none, query_id: R.r.hex(16), took_ms: R.r.int(8, 300) } }) });
  W.list = (cursor, rows, nextCursor) => ({ name: `mcp__${S}__list_${pl(dom.noun)}`, args: cursor ? { cursor, page_size: rows.length || 10 } : { page_size: rows.length || 10 }, out: (_R) => ({ body: { data: rows.map((h) => ({ id: h.id, ...h.facts })), next_cursor: nextCursor, has_more: !!nextCursor, ...meta() } }) });
  W.status = (job, state, pct, detail) => ({ name: `mcp__${S}__get_job`, args: { job_id: job }, out: (R) => ({ body: { job_id: job, type: dom.job, state, progress: pct, detail, heartbeat: R.ts(), eta: pct != null && pct < 100 ? R.ago(R.r.int(60, 1200)).replace(" ago", "") : null, ...meta() } }) });
  W.act = (it, payload, reject) => ({ name: `mcp__${S}__update_${dom.noun}`, args: { id: it.id, ...payload }, out: (R) => (reject
    ? { err: true, body: { ok: false, error: reject, request_id: R.noise().request_id } }
    : { body: { ok: true, id: it.id, etag: `W/"${R.r.hex(12)}"`, audit_seq: R.r.int(10000, 99999), ...meta() } }) });
  W.post = (text) => ({ name: "mcp__slack__post_message", args: { channel: R0(dom), text }, out: (R) => ({ body: { ok: true, channel: `C0${R.r.b62(8).toUpperCase()}`, ts: `${Math.floor(R.clock / 1000)}.${R.r.int(100000, 999999)}` } }) });
  W.delegate = (agent, task, reply) => ({ name: "mcp__agents__delegate", args: { agent, task }, out: (R) => ({ body: { agent, run_id: `run_${R.r.b62(14)}`, duration_ms: R.r.int(900, 24000), reply } }) });
  W.wait = (s) => ({ name: "wait", args: { seconds: s }, wait: s, plain: true, out: () => ({ body: `waited ${s}s` }) });
  W.patch = (line, text) => ({ name: `mcp__${S}__patch_document`, args: { doc: dom.doc, line, text }, out: (R) => ({ body: { ok: true, doc: dom.doc, revision: R.r.int(100, 999), ...meta() } }) });
  W.validate = (errs) => ({ name: `mcp__${S}__validate_document`, args: { doc: dom.doc }, out: (R) => ({ err: errs.length > 0, body: { doc: dom.doc, valid: errs.length === 0, errors: errs, checked_at: R.ts() } }) });
  run.t0 = run.clock;
  return W;
}
const R0 = (dom) => `#${dom.name.split("-")[0]}-ops`;
