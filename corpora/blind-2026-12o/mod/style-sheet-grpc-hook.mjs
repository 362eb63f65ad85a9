/** Spreadsheet, gRPC and webhook-delivery tool surfaces. */
const J = (o) => JSON.stringify(o);

/** A spreadsheet API: A1 ranges, formulas, #REF!, recalculation notices, per-minute quotas. */
export function sheetStyle(run, d) {
  const R = run.R;
  let rev = R.int(300, 900);
  const recalc = () => ({ revision: rev++, recalculatedAt: run.iso(), chain: R.int(3, 400) });
  const row = (it) => it.row;
  return {
    jobId: () => `recalc-${R.hex(12)}`,
    cursor: (p) => `${d.tab}!A${p * 40 + 2}:F${p * 40 + 41}`,
    look: (it) => ({ name: "sheet_read", args: { range: `${d.tab}!A${row(it)}:F${row(it)}` }, out: J({ range: `${d.tab}!A${row(it)}:F${row(it)}`, values: [[it.id, it.label, it.owner, it.status, it.amount, it.amount * 12]], recalc: recalc() }) }),
    act: (it, v) => ({ name: "sheet_write", args: { range: `${d.tab}!D${row(it)}`, values: [[v]], valueInputOption: "USER_ENTERED" }, out: J({ updatedRange: `${d.tab}!D${row(it)}`, updatedCells: 1, recalc: recalc() }) }),
    search: (term, hits) => ({ name: "sheet_find", args: { query: term, sheet: d.tab, matchCase: false }, out: J({ matches: hits.map((h) => ({ cell: `${d.tab}!B${h.row}`, value: h.label })), recalc: recalc() }) }),
    page: (after, nodes, endCursor, hasNext) => {
      const rng = after || `${d.tab}!A2:F41`;
      return { name: "sheet_read", args: { range: rng }, out: J({ range: rng, values: nodes.map((n) => [n.id, n.label, n.owner, n.status]), nextRange: hasNext ? endCursor : null, recalc: recalc() }) };
    },
    fail: (k, _it) => {
      const ranges = [`${d.src}!A1:H400`, `${d.src}!A1:H200`, `${d.src}!A:H`, `'${d.src}'!A2:H399`, `${d.src}!A1:D400`];
      return { name: "sheet_import", args: { source: d.srcBook, range: ranges[k % ranges.length], into: `${d.tab}!J2` }, out: J({ error: { code: 429, status: "RESOURCE_EXHAUSTED", message: `Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service '${d.host}'`, details: [{ reason: "RATE_LIMIT_EXCEEDED", bucket: `rpm-user-${R.hex(6)}`, retryDelay: `${R.int(20, 60)}s` }] } }), err: true };
    },
    ok: (_k, _it) => ({ name: "sheet_import", args: { source: d.srcBook, range: `${d.src}!A1:H400`, into: `${d.tab}!J2` }, out: J({ updatedRange: `${d.tab}!J2:Q401`, updatedCells: R.int(2400, 3200), recalc: recalc() }) }),
    start: (job) => ({ name: "sheet_recalc", args: { scope: "workbook" }, out: J({ jobId: job, state: "QUEUED" }) }),
    poll: (job, st, n) => ({ name: "sheet_recalc_status", args: { jobId: job }, out: J({ jobId: job, state: st, pendingCells: st === "DONE" ? 0 : n, recalc: recalc() }) }),
    edit: (it, val) => ({ name: "sheet_write", args: { range: `${d.tab}!${d.fcol}${row(it)}`, values: [[val]], valueInputOption: "USER_ENTERED" }, out: J({ updatedRange: `${d.tab}!${d.fcol}${row(it)}`, updatedCells: 1, recalc: recalc() }) }),
    check: (it, bad) => ({ name: "sheet_read", args: { range: `${d.tab}!${d.fcol}${row(it)}:${d.fcol}${row(it) + 2}`, valueRenderOption: "FORMATTED_VALUE" }, out: J({ values: bad ? [[bad], [bad], [bad]] : [[`${d.cur} ${it.amount}`], [`${d.cur} ${it.amount + 120}`], [`${d.cur} ${it.amount + 75}`]], recalc: recalc() }), err: false }),
  };
}

const GRPC = { OK: 0, DEADLINE_EXCEEDED: 4, RESOURCE_EXHAUSTED: 8, UNAVAILABLE: 14, FAILED_PRECONDITION: 9 };
/** gRPC calls printed the way grpcurl-like clients do: status line, trailers, JSON body. */
export function grpcStyle(run, d) {
  const R = run.R;
  const pr = (method, code, body, extra = "") => `rpc ${d.pkg}/${method}\nstatus: ${code} (${GRPC[code]})\ntrailers: grpc-status=${GRPC[code]} traceparent=${R.traceparent()} server-timing=app;dur=${R.int(3, 900)}${extra}\n${body ? JSON.stringify(body, null, 1) : ""}`;
  const call = (method, req) => ({ name: "grpc_invoke", args: { method: `${d.pkg}/${method}`, request: req, deadline_ms: 5000 } });
  return {
    jobId: () => `operations/${d.bigOp.toLowerCase()}-${R.hex(10)}`,
    cursor: (p) => R.b64(`p${p}|${d.salt}`),
    look: (it) => ({ ...call(`Get${d.type}`, { name: it.id }), out: pr(`Get${d.type}`, "OK", { name: it.id, display: it.label, state: it.status, owner: it.owner, updateTime: it.at }) }),
    act: (it, v) => ({ ...call(`Update${d.type}`, { [d.lower]: { name: it.id, state: v }, update_mask: "state" }), out: pr(`Update${d.type}`, "OK", { name: it.id, state: v, etag: R.hex(10) }) }),
    search: (term, hits) => ({ ...call(`Search${d.type}s`, { query: term, page_size: 10 }), out: pr(`Search${d.type}s`, "OK", { results: hits.map((h) => ({ name: h.id, display: h.label })), totalSize: hits.length }) }),
    page: (after, nodes, endCursor, hasNext) => ({ ...call(`List${d.type}s`, after ? { page_size: 30, page_token: after, filter: `state=${d.openStatus}` } : { page_size: 30, filter: `state=${d.openStatus}` }), out: pr(`List${d.type}s`, "OK", { [`${d.lower}s`]: nodes.map((n) => ({ name: n.id, display: n.label })), nextPageToken: hasNext ? endCursor : "" }) }),
    fail: (k, it) => {
      const reqs = [{ name: it.id }, { name: it.id, deadline_hint: "10s" }, { name: it.id, view: "BASIC" }, { name: it.id, region: d.region }, { name: it.id, skip_cache: true }];
      const code = R.pick(["UNAVAILABLE", "UNAVAILABLE", "DEADLINE_EXCEEDED", "RESOURCE_EXHAUSTED"]);
      const extra = code === "RESOURCE_EXHAUSTED" ? ` retry-delay=${R.int(1, 9)}s quota-bucket=${d.dep}-${R.hex(4)}` : ` upstream=${d.dep}`;
      return { ...call(`Compute${d.type}`, reqs[k % reqs.length]), out: `${pr(`Compute${d.type}`, code, null, extra)}message: ${code === "UNAVAILABLE" ? `connection refused by ${d.dep}:443` : code === "DEADLINE_EXCEEDED" ? "context deadline exceeded" : "quota exhausted"}`, err: true };
    },
    ok: (_k, it) => ({ ...call(`Compute${d.type}`, { name: it.id }), out: pr(`Compute${d.type}`, "OK", { name: it.id, result: d.result(R), computedBy: `${d.dep}-${R.int(1, 9)}` }) }),
    start: (job) => ({ ...call(`Start${d.bigOp}`, { parent: d.parent }), out: pr(`Start${d.bigOp}`, "OK", { name: job, done: false }) }),
    poll: (job, st, n) => ({ name: "grpc_invoke", args: { method: "google.longrunning.Operations/GetOperation", request: { name: job } }, out: `rpc google.longrunning.Operations/GetOperation\nstatus: OK (0)\ntrailers: grpc-status=0 traceparent=${R.traceparent()}\n${JSON.stringify({ name: job, done: st === "DONE", metadata: { state: st, processed: n, total: d.jobSize } }, null, 1)}` }),
    edit: (it, val) => ({ ...call(`Update${d.type}Config`, { name: it.id, config: { [d.editField]: val } }), out: pr(`Update${d.type}Config`, "OK", { name: it.id, [d.editField]: val }) }),
    check: (it, bad) => ({ ...call(`Validate${d.type}`, { name: it.id }), out: bad ? `${pr(`Validate${d.type}`, "FAILED_PRECONDITION", null)}message: ${bad}` : pr(`Validate${d.type}`, "OK", { valid: true }), err: !!bad }),
  };
}

/** Webhook delivery consoles: deliveries, redeliveries, endpoints. */
export function hookStyle(run, d) {
  const R = run.R;
  const dl = () => `dlv_${R.hex(10)}`;
  let rev = R.int(10, 60);
  const line = (id, ev, code, ms, att) => `${id}  ${ev}  attempt=${att}  -> ${d.endpoint}  ${code}  ${ms}ms  sig=v1,${R.hex(12)}`;
  return {
    jobId: () => `rb_${R.hex(14)}`,
    cursor: (p) => `cur_${R.b64(`${d.salt}:${p}`)}`,
    look: (it) => ({ name: "order_get", args: { id: it.id }, out: `order ${it.id}\n  ${d.labelKey}: ${it.label}\n  status: ${it.status}\n  owner: ${it.owner}\n  updated: ${it.at}\n  x-request-id: ${R.hex(16)}` }),
    act: (it, v) => ({ name: "order_update", args: { id: it.id, status: v }, out: `200 OK order ${it.id} status=${v} event queued: ${d.event} (${dl()})` }),
    search: (term, hits) => ({ name: "order_search", args: { q: term }, out: `${hits.length} results (${R.int(4, 60)} ms)\n${hits.map((h) => `  ${h.id}  ${h.label}`).join("\n")}` }),
    page: (after, nodes, endCursor, hasNext) => ({ name: "webhook_deliveries", args: after ? { endpoint: d.endpointId, status: "failed", cursor: after } : { endpoint: d.endpointId, status: "failed" }, out: `${nodes.map((n) => line(n.dlv, d.event, "HTTP 502", R.int(100, 30000), n.att)).join("\n")}\nnext_cursor: ${hasNext ? endCursor : "null"}` }),
    fail: (k, it) => {
      const opts = [{}, { timeout_ms: 30000 }, { timeout_ms: 60000 }, { force: true }, { override_url: `${d.endpoint}?retry=1` }];
      const id = it.dlv;
      return { name: "webhook_redeliver", args: { delivery_id: id, ...opts[k % opts.length] }, out: `redelivery ${dl()} of ${id}\n${line(id, d.event, R.pick(["HTTP 503 Service Unavailable", "HTTP 503 Service Unavailable", "timeout", "HTTP 502 Bad Gateway"]), R.int(200, 30000), R.int(2, 9))}\nendpoint health: failing (${R.int(60, 99)}% errors last 15m)`, err: true };
    },
    ok: (_k, it) => ({ name: "webhook_redeliver", args: { delivery_id: it.dlv }, out: `redelivery ${dl()} of ${it.dlv}\n${line(it.dlv, d.event, "HTTP 200 OK", R.int(80, 900), R.int(2, 9))}\nendpoint health: recovering` }),
    start: (job) => ({ name: "webhook_replay_batch", args: { endpoint: d.endpointId, since: "24h" }, out: `replay batch ${job} accepted, state=pending` }),
    poll: (job, st, n) => ({ name: "webhook_replay_status", args: { batch: job }, out: `batch ${job} state=${st} delivered=${n}/${d.jobSize} failed=0 checked_at=${run.iso()} rl_bucket=${R.int(0, 99)}/100` }),
    edit: (_it, val) => ({ name: "endpoint_update", args: { endpoint: d.endpointId, [d.editField]: val }, out: `endpoint ${d.endpointId} updated: ${d.editField}=${val} (rev ${rev++})` }),
    check: (_it, bad) => ({ name: "endpoint_test", args: { endpoint: d.endpointId, event: d.event }, out: bad ? `test ping ${dl()} -> ${bad}` : `test ping ${dl()} -> HTTP 200 OK in ${R.int(60, 400)}ms, signature verified`, err: !!bad }),
  };
}
