// A kit for agents that call JSON APIs: one factory, fed by each domain's spec (lib/domains-api.mjs).
import { http, record, table } from "./fmt.mjs";

/** Trivially different argument shapes that a real API treats the same. */
export function trivial(args, key, v) {
  const a = { ...args };
  const id = String(a[key]);
  if (v % 5 === 1) a[key] = `${id} `;
  else if (v % 5 === 2) a[key] = id.toLowerCase();
  else if (v % 5 === 3) return { verbose: false, ...a };
  else if (v % 5 === 4) return { ...a, fields: "*" };
  return a;
}

export function makeApiKit(spec, ctx) {
  const { rng } = ctx;
  const T = spec.tools;
  const items = Array.from({ length: 150 }, (_, i) => spec.item(rng, i));
  const call = (name, args, out, err = false) => ({ name, args, out, err });
  const kit = {
    kind: "api",
    spec,
    items,
    lookup(ctx2, i, v = 0) {
      const it = items[i];
      const args = trivial({ [spec.idKey]: it.id }, spec.idKey, v);
      return call(T.lookup, args, record(ctx, spec.styles[0], `${spec.entity} ${it.id}`, it.facts));
    },
    act(ctx2, i) {
      const it = items[i];
      return call(T.act, spec.actArgs(it), http(ctx, 200, spec.actResult(it, rng)));
    },
    search(ctx2, phrase, hits) {
      const body = { query: phrase, query_id: rng.hex(12), took_ms: rng.int(12, 340), total: hits.length, hits: hits.map((h, k) => ({ ...h, score: +(0.93 - k * 0.07 + rng.int(-9, 9) / 1000).toFixed(3) })) };
      const out = spec.styles[1] === "http" ? http(ctx, 200, body) : record(ctx, spec.styles[1], `${T.search} results`, { query: phrase, total: hits.length, hits: hits.map((h) => `${h.id} ${h.title}`) });
      return call(T.search, { query: phrase, limit: 10 }, out);
    },
    poll(ctx2, st) {
      const j = spec.job;
      const obj = { [j.idKey]: j.id, type: j.label, status: st.status, progress_pct: st.pct, queue_position: st.pos ?? null, stage: st.stage ?? (st.status === "running" ? j.stages[Math.min(j.stages.length - 1, Math.floor(st.pct / 34))] : null), last_heartbeat: ctx.clock.iso(), started_at: st.status === "queued" ? null : j.started };
      if (st.status === "done") obj.result = j.result;
      return call(T.poll, { [j.idKey]: j.id }, spec.styles[1] === "kv" ? record(ctx, "kv", `${j.label} ${j.id}`, obj) : http(ctx, 200, obj));
    },
    flaky(ctx2, ok) {
      const d = spec.dep;
      if (ok) return call(T.flaky, d.args, http(ctx, 200, d.okBody));
      return call(T.flaky, d.args, d.fail(ctx, rng), true);
    },
    read(ctx2, w, lines = spec.doc.lines) {
      const from = w * 12 + 1;
      const to = Math.min(lines.length, from + 11);
      const body = lines.slice(from - 1, to).map((l, k) => `${String(from + k).padStart(4)}  ${l}`).join("\n");
      return call(T.read, { path: spec.doc.path, from_line: from, to_line: to }, `${spec.doc.path} (lines ${from}-${to} of ${lines.length})\n${body}`);
    },
    edit(ctx2, old, neu, rev) {
      return call(T.edit, { path: spec.edits.path, old_text: old, new_text: neu }, `edited ${spec.edits.path}: 1 replacement, revision ${rev}`);
    },
    check(ctx2, errs) {
      const head = `${T.check} ${spec.edits.path} @ ${ctx.clock.hms()} (${rng.int(40, 900)} ms)`;
      if (!errs.length) return call(T.check, { path: spec.edits.path }, `${head}\nOK - 0 errors, 0 warnings`);
      return call(T.check, { path: spec.edits.path }, `${head}\n${errs.map((e) => `ERROR ${e}`).join("\n")}\n${errs.length} error(s)`, true);
    },
    page(ctx2, n, pages) {
      const per = 8;
      const rows = Array.from({ length: per }, (_, k) => spec.row(items[(n * per + k) % items.length], n * per + k));
      const cursor = n === 0 ? null : ctx.cursors[n - 1];
      const next = n + 1 < pages ? (ctx.cursors[n] = rng.alnum(14)) : null;
      const args = cursor ? { cursor, page_size: per } : { page_size: per };
      return call(T.page, args, `${table(ctx, spec.rowCols, rows)}\nnext_cursor: ${next ?? "null"}`);
    },
    sleep(ctx2, s) {
      ctx.clock.wait(s);
      return call(T.sleep, { seconds: s }, `waited ${s}s`);
    },
    delegate(ctx2, task, report) {
      return call(T.delegate, { agent: spec.helper, task }, JSON.stringify({ run_id: `run_${rng.hex(10)}`, agent: spec.helper, status: "completed", duration_ms: rng.int(4000, 61000), tool_calls: rng.int(2, 9), report }));
    },
  };
  ctx.cursors = [];
  return kit;
}
