// Default renderers; each kit picks styles and overrides what its systems print differently.
import { yaml, md, csv, fixed, kv, xml, http, etagOf, httpDate, pyTraceback } from "./util.mjs";

export function reqId(ctx, style) {
  const r = ctx.rng;
  switch (style) {
    case "uuid":
      return r.uuid();
    case "ulid":
      return r.ulid();
    case "req":
      return "req_" + r.alnum(20);
    case "hex":
      return r.hex(16);
    default:
      return r.hex(8) + "-" + r.hex(4);
  }
}

export function makeGeneric(k) {
  const S = k.styles;
  const rid = (ctx) => reqId(ctx, S.reqId);
  const host = (ctx) => ctx.rng.pick(k.hosts);
  return {
    get(e, ctx) {
      const body = k.show(e);
      const et = etagOf(body);
      switch (S.get) {
        case "yaml":
          return `# GET ${k.res}/${e.id} -> 200 (${ctx.dur} ms) request_id=${rid(ctx)}\n${yaml(body)}\n_meta:\n  etag: W/"${et}"\n  served_by: ${host(ctx)}\n  fetched_at: ${ctx.iso()}`;
        case "kv":
          return `${k.screenTitle} ${e.id}    ${ctx.date()} ${ctx.clock()}  sess=${ctx.rng.hex(6)}\n${"=".repeat(62)}\n${kv(flat(body), 20)}\n${"=".repeat(62)}\nrev ${et.slice(0, 7)}  (${ctx.dur} ms)`;
        case "xml":
          return `<?xml version="1.0" encoding="UTF-8"?>\n${xml(k.xmlRoot, { "@requestId": rid(ctx), "@generated": ctx.iso(), "@etag": et, ...xmlFields(body) })}`;
        case "http":
          return http(200, "OK", { "Content-Type": "application/json", Date: httpDate(ctx.t), ETag: `"${et}"`, "X-Request-Id": rid(ctx), "X-Response-Time": `${ctx.dur}ms` }, JSON.stringify(body, null, 2));
        default:
          return JSON.stringify({ data: body, meta: { request_id: rid(ctx), took_ms: ctx.dur, etag: et, server: host(ctx), at: ctx.iso() } }, null, 2);
      }
    },
    check(e, findings, ctx, extra = {}) {
      const pass = findings.length === 0;
      const id = "chk_" + ctx.rng.alnum(10);
      switch (S.check) {
        case "md":
          return `### ${k.checkTitle}: ${e.id} — ${pass ? "PASS" : "FAIL"}\n\n${md(["rule", "severity", "result", "detail"], (findings.length ? findings : [{ code: "ALL", sev: "-", msg: "all rules satisfied" }]).map((f) => [f.code, f.sev ?? "error", pass ? "ok" : "violation", f.msg]))}\n\n_evaluated ${ctx.iso()} · ruleset ${k.ruleset} · ${ctx.dur} ms · ${id}_`;
        case "fixed":
          return `${k.checkTitle.toUpperCase()}  ${e.id}  ${ctx.date()} ${ctx.clock()}  ruleset=${k.ruleset}\n${fixed(["RULE", "SEV", "STATUS", "DETAIL"], (findings.length ? findings : [{ code: "*", sev: "-", msg: "no findings" }]).map((f) => [f.code, f.sev ?? "E", pass ? "PASS" : "FAIL", f.msg]))}\nRESULT: ${pass ? "PASS" : "FAIL"}   eval=${id}   ${ctx.dur}ms`;
        case "yaml":
          return yaml({ check: k.checkTitle, subject: e.id, result: pass ? "pass" : "fail", ruleset: k.ruleset, findings: findings.map((f) => ({ rule: f.code, severity: f.sev ?? "error", message: f.msg })), evaluated_at: ctx.iso(), eval_id: id, ...extra });
        default:
          return JSON.stringify({ subject: e.id, result: pass ? "pass" : "fail", ruleset: k.ruleset, findings: findings.map((f) => ({ rule: f.code, severity: f.sev ?? "error", message: f.msg })), ...extra, eval_id: id, evaluated_at: ctx.iso(), duration_ms: ctx.dur }, null, 2);
      }
    },
    update(e, res, ctx) {
      const et = etagOf(k.show(e));
      const body = res.changed
        ? { id: e.id, updated: true, changed_fields: res.fields, version: e._v, etag: et, updated_at: ctx.iso(), request_id: rid(ctx) }
        : { id: e.id, updated: false, changed_fields: [], detail: "no change: submitted values equal stored values", version: e._v, etag: et, request_id: rid(ctx) };
      if (S.update === "http") return http(200, "OK", { "Content-Type": "application/json", Date: httpDate(ctx.t), ETag: `"${et}"`, "X-Request-Id": body.request_id }, JSON.stringify(body));
      return JSON.stringify(body, null, 2);
    },
    list(rows, meta, ctx) {
      const cols = k.listCols;
      const data = rows.map((e) => k.listRow(e));
      const foot = { total: meta.total, returned: rows.length, has_more: meta.hasMore, next_cursor: meta.next ?? null };
      switch (S.list) {
        case "csv":
          return `${csv(cols, data)}\n# total=${meta.total} returned=${rows.length} has_more=${meta.hasMore} next_cursor=${meta.next ?? ""} took_ms=${ctx.dur}`;
        case "json":
          return JSON.stringify({ items: rows.map((e) => Object.fromEntries(cols.map((c, i) => [c, k.listRow(e)[i]]))), page: foot, request_id: rid(ctx) }, null, 2);
        case "html":
          return `<div class="queue" data-request-id="${rid(ctx)}">\n<table class="table table-sm">\n<thead><tr>${cols.map((c) => `<th>${c}</th>`).join("")}</tr></thead>\n<tbody>\n${data.map((r) => `<tr>${r.map((x) => `<td>${x ?? ""}</td>`).join("")}</tr>`).join("\n")}\n</tbody>\n</table>\n<nav class="pager" data-total="${meta.total}" data-has-more="${meta.hasMore}">${meta.next ? `<a rel="next" href="?cursor=${meta.next}">Next &raquo;</a>` : "<span>end</span>"}</nav>\n</div>`;
        default:
          return `${md(cols, data)}\n\ntotal: ${meta.total} · returned: ${rows.length} · has_more: ${meta.hasMore} · next_cursor: ${meta.next ?? "null"} · ${ctx.dur} ms`;
      }
    },
    jobStart(job, ctx) {
      return JSON.stringify({ job_id: job.id, state: "queued", subject: job.subject, queued_at: ctx.iso(), queue_position: ctx.rng.int(0, 3), request_id: rid(ctx) }, null, 2);
    },
    jobStatus(job, ctx) {
      const o = { job_id: job.id, state: job.state, stage: job.stage, progress: job.progress, processed: job.processed, total: job.total, last_heartbeat: job.heartbeat, worker: job.worker, checked_at: ctx.iso() };
      if (job.result) o.result = job.result;
      if (S.job === "yaml") return yaml(o);
      return JSON.stringify(o, null, 2);
    },
    extOk(e, ctx, data) {
      const rem = ctx.R.counter("rl", k.ext.limit ?? 600, 1);
      return http(200, "OK", { Date: httpDate(ctx.t), "Content-Type": "application/json; charset=utf-8", "X-Request-Id": rid(ctx), "X-RateLimit-Limit": k.ext.limit ?? 600, "X-RateLimit-Remaining": rem, "X-Upstream-Time": `${ctx.dur}ms`, Server: k.ext.server ?? "nginx" }, JSON.stringify(data, null, 2));
    },
    extErr(kind, e, ctx, info = {}) {
      const h = k.ext.host;
      const r = ctx.rng;
      if (kind === "rate")
        return { content: http(429, "Too Many Requests", { Date: httpDate(ctx.t), "Content-Type": "application/json", "Retry-After": info.retryAfter ?? 30, "X-RateLimit-Remaining": 0, "X-Request-Id": rid(ctx) }, JSON.stringify({ error: "rate_limited", message: `quota exhausted for client ${k.ext.client}`, retry_after_s: info.retryAfter ?? 30 })), is_error: true };
      if (kind === "timeout")
        return {
          content: pyTraceback(
            [
              ["/app/.venv/lib/python3.11/site-packages/urllib3/connectionpool.py", 536, "_make_request", "response = conn.getresponse()"],
              ["/app/.venv/lib/python3.11/site-packages/requests/adapters.py", 713, "send", "raise ReadTimeout(e, request=request)"],
            ],
            "requests.exceptions.ReadTimeout",
            `HTTPSConnectionPool(host='${h}', port=443): Read timed out. (read timeout=${info.timeout ?? 30})`,
          ) + `\n(elapsed ${(ctx.dur / 1000).toFixed(2)} s, trace_id=${r.hex(16)})`,
          is_error: true,
        };
      if (kind === "refused")
        return {
          content: pyTraceback(
            [
              ["/app/.venv/lib/python3.11/site-packages/httpx/_transports/default.py", 69, "map_httpcore_exceptions", "yield"],
              ["/app/.venv/lib/python3.11/site-packages/httpcore/_backends/sync.py", 206, "connect_tcp", "sock = socket.create_connection("],
            ],
            "httpx.ConnectError",
            `[Errno 111] Connection refused (${h}:${k.ext.port ?? 443})`,
          ) + `\n(elapsed ${ctx.dur} ms, trace_id=${r.hex(16)})`,
          is_error: true,
        };
      if (kind === "gateway")
        return { content: http(502, "Bad Gateway", { Date: httpDate(ctx.t), "Content-Type": "text/html", Server: "nginx/1.24.0", "X-Request-Id": rid(ctx) }, `<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx/1.24.0</center>\n</body>\n</html>`), is_error: true };
      // default: 503 maintenance / unavailable
      return {
        content: http(503, "Service Unavailable", { Date: httpDate(ctx.t), "Content-Type": "application/json", "Retry-After": info.retryAfter ?? 120, "X-Request-Id": rid(ctx), Via: `1.1 ${r.hex(6)}.edge` }, JSON.stringify({ error: "service_unavailable", message: info.message ?? k.ext.downMsg, incident: k.ext.incident ?? null })),
        is_error: true,
      };
    },
    log(lines, meta, ctx) {
      const head = meta.grep
        ? `$ ${k.logCmd} --lines ${meta.n} --grep ${JSON.stringify(meta.grep)} ${meta.source}\n# scanned ${meta.scanned} lines${meta.startReached ? " (reached start of file: rotated " + meta.rotated + ")" : ""}; ${lines.length} match${lines.length === 1 ? "" : "es"} in ${(ctx.dur / 1000).toFixed(3)}s`
        : `==> ${meta.source} <== (last ${lines.length} of ${meta.scanned}${meta.startReached ? ", start of file: rotated " + meta.rotated : ""}; read ${ctx.iso()})`;
      return `${head}\n${lines.join("\n")}${lines.length ? "" : "(no matching lines)"}`;
    },
    series(points, meta, ctx) {
      const f = k.series.fmt ?? ((v) => v);
      if (S.series === "json")
        return JSON.stringify({ metric: k.series.name, unit: k.series.unit, labels: meta.labels, step_s: meta.step, ...(meta.note ? { note: meta.note } : {}), points: points.map((p) => [ctx.iso(p.t), f(p.v)]), query_ms: ctx.dur, request_id: rid(ctx) });
      if (S.series === "md") return `**${k.series.name}** (${k.series.unit}) ${meta.labelText ?? ""} step=${meta.step}s${meta.note ? " — " + meta.note : ""}\n\n${md(["time", "value"], points.map((p) => [ctx.clock(p.t), f(p.v)]))}\n\n${points.length} points · ${ctx.dur} ms`;
      return `# ${k.series.name} unit=${k.series.unit} step=${meta.step}s ${meta.labelText ?? ""}${meta.note ? " note=" + JSON.stringify(meta.note) : ""}\ntime,value\n${points.map((p) => `${ctx.iso(p.t)},${f(p.v)}`).join("\n")}\n# ${points.length} rows, ${ctx.dur} ms`;
    },
    batch(res, ctx) {
      const o = { batch_id: "b_" + ctx.rng.alnum(12), submitted: res.submitted, accepted: res.accepted, duplicates: res.duplicates, rejected: res.rejected.map((x) => ({ item: x.item, code: x.code, message: x.msg })), received_at: ctx.iso(), request_id: rid(ctx) };
      if (S.batch === "yaml") return yaml(o);
      return JSON.stringify(o, null, 2);
    },
    handoff(to, ctx) {
      return JSON.stringify({ assistant: to });
    },
    notify(msg, ctx) {
      return JSON.stringify({ ok: true, channel: msg.channel, to: msg.to, message_id: `${ctx.rng.digits(10)}.${ctx.rng.digits(6)}`, sent_at: ctx.iso() });
    },
    inbox(msgs, ctx) {
      return JSON.stringify({ channel: k.person.channel, messages: msgs.map((m) => ({ from: m.from, at: ctx.iso(m.t), text: m.text })), unread: msgs.filter((m) => m.unread).length, fetched_at: ctx.iso() }, null, 2);
    },
    sleep(sec, ctx) {
      return `Slept ${sec} s.`;
    },
  };
}

function flat(o, pre = "") {
  const out = {};
  for (const [k, v] of Object.entries(o)) {
    if (v && typeof v === "object" && !Array.isArray(v)) Object.assign(out, flat(v, pre + k + "."));
    else out[pre + k] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}
function xmlFields(o) {
  const out = {};
  for (const [k, v] of Object.entries(o)) out[k.replace(/[^A-Za-z0-9_]/g, "_")] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}
