// Printers for the non-search tools. Each returns {args, out}; the flavour comes from the domain.
import { ser, table, yaml } from "./ser.mjs";

const fl = (ctx, tool) => (ctx.D.flav && ctx.D.flav[tool]) || (ctx.D.flav && ctx.D.flav.default) || "json";
const r4 = (x) => Number(x.toFixed(4));

export const TOOLS = {
  fetch(ctx, { c, by = "id", win = 0, body, delta = 0 }) {
    const text = body ?? c.text;
    let args;
    if (by === "id") args = { [ctx.D.chunkKey || "chunk_id"]: c.id };
    else if (by === "page") args = { doc_id: c.doc.id, page: c.page };
    else if (by === "offset") args = { doc_id: c.doc.id, offset: c.off + delta };
    else if (by === "window") args = { [ctx.D.chunkKey || "chunk_id"]: c.id, window: win };
    else if (by === "uri") args = { uri: `${ctx.D.scheme || "kb"}://${c.doc.id}/${c.page}#${c.split ?? 0}` };
    else args = { [ctx.D.chunkKey || "chunk_id"]: c.id, include_metadata: true };
    const obj = { chunk_id: c.id, doc_id: c.doc.id, title: c.doc.title, page: c.page, char_start: c.off, char_end: c.off + text.length, text };
    if (by === "page") { delete obj.chunk_id; obj.page_chars = text.length; }
    if (by === "meta") obj.metadata = { file: c.doc.file, ingested: c.doc.ingested, parser: ctx.D.parser || "unstructured-0.16", split: c.split ?? 0 };
    obj.served_in_ms = ctx.rng.int(6, 220);
    if (fl(ctx, "fetch") === "text") return { args, out: `${c.doc.title} — p. ${c.page} (${obj.chunk_id || "page"}, chars ${obj.char_start}–${obj.char_end})\n\n${text}\n\n[${obj.served_in_ms} ms]` };
    return { args, out: ser(fl(ctx, "fetch"), obj, ctx) };
  },
  rerank(ctx, { q, ranked, topN }) {
    const args = { query: q, documents: ranked.map((h) => h.c.id).sort(), top_n: topN, model: ctx.D.rerankModel || "rerank-v3.5" };
    const obj = { id: ctx.rng.uuid(), results: ranked.slice(0, topN).map((h) => ({ index: args.documents.indexOf(h.c.id), id: h.c.id, relevance_score: r4(h.score) })), meta: { billed_units: { search_units: 1 }, latency_ms: ctx.rng.int(90, 900) } };
    if (fl(ctx, "rerank") === "text") return { args, out: table(obj.results.map((x, i) => ({ rank: i + 1, id: x.id, relevance: x.relevance_score.toFixed(4) }))) + `\nrerank ${args.model} · ${obj.meta.latency_ms} ms · req ${obj.id.slice(0, 8)}` };
    return { args, out: ser(fl(ctx, "rerank"), obj, ctx) };
  },
  convert(ctx, { file, pages, opts = {}, ok, text, chars }) {
    const args = { [ctx.D.fileKey || "file"]: file, ...(pages ? { pages } : {}), ...opts };
    const f = fl(ctx, "convert");
    if (!ok) {
      const t0 = ctx.clock.now();
      ctx.clock.tick(opts.timeout_s || 120, (opts.timeout_s || 120) + 4);
      const rid = ctx.rng.pick(["req_", "cv-", ""]) + ctx.rng.hex(12);
      if (f === "http") return { args, out: ser("http", { error: { code: "UPSTREAM_TIMEOUT", message: `conversion of ${file} did not finish within ${opts.timeout_s || 120}s`, request_id: rid, worker: `ocr-${ctx.rng.int(1, 6)}` } }, ctx, 504) };
      if (f === "text") return { args, out: `ERROR ReadTimeout: HTTPConnectionPool(host='${ctx.D.convHost || "converter.internal"}', port=8000): Read timed out. (read timeout=${opts.timeout_s || 120})\nrequest_id=${rid} file=${file} elapsed=${(opts.timeout_s || 120) + ctx.rng.int(0, 3)}.${ctx.rng.int(100, 999)}s` };
      return { args, out: ser(f, { status: "failed", error: { type: "timeout", detail: `worker exceeded ${opts.timeout_s || 120}s on ${file}`, request_id: rid }, attempt_started: t0 }, ctx) };
    }
    const obj = { job_id: "cv_" + ctx.rng.b36(12), status: "succeeded", file, pages_processed: pages || "all", ocr: !!opts.ocr, chars: chars ?? text.length, elapsed_ms: ctx.rng.int(14000, 95000), markdown: text };
    ctx.clock.tick(Math.floor(obj.elapsed_ms / 1000), Math.floor(obj.elapsed_ms / 1000) + 1);
    if (f === "text") return { args, out: `converted ${file} pages=${obj.pages_processed} chars=${obj.chars} in ${(obj.elapsed_ms / 1000).toFixed(1)}s (job ${obj.job_id})\n---\n${text}` };
    return { args, out: ser(f === "http" ? "http" : f, obj, ctx) };
  },
  convertStatus(ctx, { job, done, total, state }) {
    const args = { job_id: job };
    const obj = { job_id: job, state, pages_done: done, pages_total: total, updated_at: ctx.clock.now(), worker: `ocr-${ctx.rng.int(1, 6)}`, queue_depth: ctx.rng.int(0, 7) };
    return { args, out: ser(fl(ctx, "convert") === "http" ? "http" : fl(ctx, "convert"), obj, ctx) };
  },
  cite(ctx, { sentence, cites, ok, reason, quote }) {
    const args = { sentence, citations: cites };
    const obj = { check_id: "chk_" + ctx.rng.b36(10), verdict: ok ? "supported" : "unsupported", citations: cites.map((c) => ({ id: c, resolved: true })),
      ...(ok ? { confidence: ctx.rng.float(0.86, 0.98) } : { reason, nearest_evidence: quote, confidence: ctx.rng.float(0.7, 0.93) }), checked_at: ctx.clock.now(), model: ctx.D.nliModel || "nli-deberta-v3-large" };
    if (fl(ctx, "cite") === "text") return { args, out: `${obj.verdict.toUpperCase()}  ${obj.check_id}  conf=${obj.confidence}\n${ok ? "all claims entailed by cited spans" : "reason: " + reason + "\nnearest evidence: \"" + quote + "\""}` };
    return { args, out: ser(fl(ctx, "cite"), obj, ctx) };
  },
  decompose(ctx, { question, subs }) {
    const args = { question };
    const obj = { plan_id: "plan_" + ctx.rng.b36(8), sub_questions: subs.map((s, i) => ({ id: `sq${i + 1}`, text: s, depends_on: i === subs.length - 1 && subs.length > 2 ? [`sq${i}`] : [] })), model: ctx.D.plannerModel || ctx.model, latency_ms: ctx.rng.int(700, 4200), tokens: ctx.rng.int(180, 420) };
    return { args, out: ser(fl(ctx, "decompose"), obj, ctx) };
  },
  kg(ctx, { ent, by = "id", depth }) {
    const args = by === "id" ? { entity_id: ent.id, ...(depth ? { depth } : {}) } : { name: ent.label, ...(depth ? { depth } : {}) };
    const all = ctx.D.kg.ents;
    const hop2 = depth >= 2 ? ent.rels.filter((r) => all[r.to]).flatMap((r) => all[r.to].rels.filter((x) => x.to !== ent.id).map((x) => ({ ...x, via: r.to }))) : [];
    const rels = [...ent.rels, ...hop2];
    const obj = { entity: { id: ent.id, label: ent.label, type: ent.type, ...(ent.props || {}) }, relations: rels.map((r) => ({ predicate: r.p, target: r.to, target_label: r.label, ...(r.since ? { since: r.since } : {}), ...(r.via ? { via: r.via } : {}), source: r.src })), ...(depth ? { depth } : {}), served_at: ctx.clock.now(), graph_version: ctx.D.graphVersion || "g-2025.11.3" };
    if (fl(ctx, "kg") === "text") return { args, out: `${ent.id} ${ent.label} (${ent.type})\n` + rels.map((r) => `  ${r.via ? "(via " + r.via + ") " : ""}-[${r.p}]-> ${r.to} ${r.label}${r.since ? " since " + r.since : ""}  (${r.src})`).join("\n") + `\n-- ${rels.length} edges${depth ? ", depth " + depth : ""}, ${ctx.rng.int(3, 60)} ms` };
    return { args, out: ser(fl(ctx, "kg"), obj, ctx) };
  },
  kw(ctx, { q, cursor, rows, next, total, pageNo }) {
    const args = { query: q, ...(cursor ? { cursor } : {}), page_size: ctx.D.kw.pageSize || 10 };
    const f = fl(ctx, "kw");
    if (f === "text") return { args, out: table(rows.map((r) => ({ id: r.id, date: r.date, title: r.title }))) + `\n${rows.map((r) => `${r.id}: ${r.snippet}`).join("\n")}\n-- page ${pageNo} · ${total} matches · next_cursor=${next ?? "null"} · ${ctx.rng.int(20, 200)} ms` };
    const obj = { query: q, total, page: pageNo, results: rows, next_cursor: next, took_ms: ctx.rng.int(12, 240) };
    return { args, out: ser(f, obj, ctx) };
  },
  note(ctx, { section, text }) {
    const args = { section, text };
    const obj = { ok: true, section, version: ctx.noteVer = (ctx.noteVer || ctx.rng.int(2, 9)) + 1, etag: `W/"${ctx.rng.hex(10)}"`, bytes: Buffer.byteLength(text), saved_at: ctx.clock.now() };
    return { args, out: ser(fl(ctx, "note"), obj, ctx) };
  },
  meta(ctx, { doc }) {
    const args = { doc_id: doc.id };
    const obj = { doc_id: doc.id, title: doc.title, file: doc.file, pages: doc.pages, mime: doc.file.endsWith(".pdf") ? "application/pdf" : "text/html", ingested_at: doc.ingested, chunks: doc.nchunks, sha256: doc.sha, ...(doc.extra || {}) };
    return { args, out: ser(fl(ctx, "meta"), obj, ctx) };
  },
  list(ctx, { cols }) {
    const args = {};
    const obj = { collections: cols.map((c) => ({ name: c.name, documents: c.docs, chunks: c.chunks, embedder: c.emb, updated_at: c.upd })), cluster: ctx.D.index, served_at: ctx.clock.now() };
    if (fl(ctx, "list") === "text" || fl(ctx, "list") === "kv") return { args, out: table(obj.collections) + `\n(${cols.length} collections, ${ctx.rng.int(3, 40)} ms)` };
    return { args, out: ser(fl(ctx, "list"), obj, ctx) };
  },
  web(ctx, { q, results }) {
    const args = { query: q, num_results: 5 };
    const obj = { query: q, results: results.map((w) => ({ title: w.t, url: w.u, snippet: w.s, age: w.a })), search_id: ctx.rng.hex(16), response_ms: ctx.rng.int(300, 2400) };
    if (fl(ctx, "web") === "md") return { args, out: results.map((w, i) => `${i + 1}. [${w.t}](${w.u}) — ${w.a}\n   ${w.s}`).join("\n") + `\n\n_${obj.response_ms} ms_` };
    return { args, out: ser(fl(ctx, "web") === "yaml" ? "yaml" : "json", obj, ctx) };
  },
};

export { yaml };
