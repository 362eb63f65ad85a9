// Search-result printers, one per retrieval backend a domain runs on.
// Each takes (ctx, {q, k, filter, hits}) where hits = [{c: chunk, score}] and returns {args, out}.
import { table, yaml, httpWrap } from "./ser.mjs";
import { hashStr } from "./rng.mjs";

const r4 = (x) => Number(x.toFixed(4));
const snip = (t, n) => (t.length > n ? t.slice(0, n) + "…" : t);

export const SEARCH = {
  qdrant(ctx, { q, k, filter, hits }) {
    const args = { query: q, top_k: k, ...(filter ? { filter } : {}) };
    const out = JSON.stringify({
      result: hits.map((h) => ({ id: h.c.id, version: h.c.ver ?? 3, score: r4(h.score), payload: { doc_id: h.c.doc.id, title: h.c.doc.title, page: h.c.page, text: h.c.text } })),
      status: "ok", time: Number((ctx.rng.int(4, 60) / 1000 + ctx.rng.next() / 1000).toFixed(6)),
    }, null, 2);
    return { args, out };
  },
  haystack(ctx, { q, k, filter, hits }) {
    const args = { query: q, top_k: k, ...(filter ? { filters: filter } : {}) };
    const lines = hits.map((h) => `Document(id=${h.c.id}, content: '${snip(h.c.text, 240)}', meta: {'file_path': '${h.c.doc.file}', 'page_number': ${h.c.page}, 'split_id': ${h.c.split ?? 0}, 'source_id': '${h.c.doc.id}'}, score: ${h.score.toFixed(6)})`);
    const out = `retriever=${ctx.D.retrieverName || "embedding_retriever"} top_k=${k} returned ${hits.length} documents in ${ctx.rng.int(40, 400)} ms\n` + lines.join("\n");
    return { args, out };
  },
  es(ctx, { q, k, filter, hits }) {
    const args = { q, size: k, ...(filter ? { filter } : {}) };
    const out = JSON.stringify({
      took: ctx.rng.int(3, 90), timed_out: false, _shards: { total: 3, successful: 3, skipped: 0, failed: 0 },
      hits: { total: { value: hits.length ? hits.length + (hashStr(q) % 60) + 12 : 0, relation: "eq" }, max_score: hits.length ? r4(hits[0].score * 20) : null,
        hits: hits.map((h) => ({ _index: ctx.D.index || "docs-v3", _id: h.c.id, _score: r4(h.score * 20), _source: { doc: h.c.doc.id, title: h.c.doc.title, page: h.c.page, body: h.c.text } })) },
    });
    return { args, out };
  },
  markdown(ctx, { q, k, filter, hits }) {
    const args = { query: q, k, ...(filter ? { where: filter } : {}) };
    const head = `### ${hits.length} of ${hits.length ? hits.length + (hashStr(q) % 32) + 9 : 0} passages for "${q}"  \n_${ctx.rng.int(30, 260)} ms · index ${ctx.D.index || "kb"} · ${ctx.clock.now()}_\n`;
    const body = hits.map((h, i) => `${i + 1}. **${h.c.id}** — *${h.c.doc.title}*, p. ${h.c.page} · score **${h.score.toFixed(3)}**\n   > ${h.c.text}`).join("\n\n");
    return { args, out: head + "\n" + (body || "_No passages above the similarity floor._") };
  },
  vertex(ctx, { q, k, filter, hits }) {
    const args = { query: q, page_size: k, ...(filter ? { filter: Object.entries(filter).map(([a, b]) => `${a}: ANY("${b}")`).join(" AND ") } : {}) };
    const out = JSON.stringify({
      results: hits.map((h) => ({ id: h.c.id, document: { name: `projects/${ctx.D.project || "p"}/locations/global/collections/default_collection/dataStores/${ctx.D.index}/branches/0/documents/${h.c.doc.id}`, id: h.c.doc.id,
        derivedStructData: { title: h.c.doc.title, link: `gs://${ctx.D.bucket || "docs"}/${h.c.doc.file}`, extractive_segments: [{ pageNumber: String(h.c.page), content: h.c.text, relevanceScore: r4(h.score) }] } } })),
      totalSize: hits.length ? hits.length + (hashStr(q) % 28) + 3 : 0, attributionToken: ctx.rng.alnum(40), summary: {},
    }, null, 2);
    return { args, out };
  },
  azure(ctx, { q, k, filter, hits }) {
    const args = { search: q, top: k, queryType: "semantic", ...(filter ? { filter: Object.entries(filter).map(([a, b]) => `${a} eq '${b}'`).join(" and ") } : {}) };
    const body = JSON.stringify({
      "@odata.context": `https://${ctx.D.index}.search.windows.net/indexes('${ctx.D.indexName || "chunks"}')/$metadata#docs(*)`, "@search.answers": [],
      value: hits.map((h) => ({ "@search.score": r4(h.score * 30), "@search.rerankerScore": r4(h.score * 4), chunk_id: h.c.id, parent_id: h.c.doc.id, title: h.c.doc.title, page: h.c.page, chunk: h.c.text })),
    });
    const out = httpWrap(200, "OK", { date: ctx.clock.http(), "content-type": "application/json; odata.metadata=minimal", "request-id": ctx.rng.uuid(), elapsed_time: String(ctx.rng.int(40, 700)) }, body);
    return { args, out };
  },
  table(ctx, { q, k, filter, hits }) {
    const args = { text: q, limit: k, ...(filter ? { where: filter } : {}) };
    const rows = hits.map((h, i) => ({ rank: i + 1, score: h.score.toFixed(4), chunk: h.c.id, doc: h.c.doc.id, pg: h.c.page, excerpt: snip(h.c.text, 150) }));
    const out = (rows.length ? table(rows) : "(no rows)") + `\n\n${rows.length} hits · ${ctx.rng.int(20, 300)} ms · ann=hnsw ef=${ctx.rng.pick([64, 96, 128])} · q#${ctx.rng.hex(6)}\n` + (rows.length ? "\n" + hits.map((h) => `[${h.c.id}] ${h.c.text}`).join("\n") : "");
    return { args, out };
  },
  weaviate(ctx, { q, k, filter, hits }) {
    const args = { concepts: q, limit: k, ...(filter ? { where: filter } : {}) };
    const out = JSON.stringify({ data: { Get: { [ctx.D.className || "Chunk"]: hits.map((h) => ({ text: h.c.text, source: h.c.doc.title, docRef: h.c.doc.id, page: h.c.page,
      _additional: { id: h.c.uuid, distance: r4(1 - h.score), certainty: r4((1 + h.score) / 2) } })) } } }, null, 2);
    return { args, out };
  },
  yaml(ctx, { q, k, filter, hits }) {
    const args = { query: q, k, ...(filter ? { filter } : {}) };
    const out = yaml({ query_id: "qry_" + ctx.rng.b36(10), took_ms: ctx.rng.int(15, 480), index: ctx.D.index, hits: hits.map((h) => ({ chunk: h.c.id, score: r4(h.score), doc: h.c.doc.id, page: h.c.page, text: h.c.text })) });
    return { args, out };
  },
  psql(ctx, { q, k, filter, hits }) {
    const args = { query: q, k, ...(filter ? { filter } : {}) };
    const rows = hits.map((h) => ({ chunk_id: h.c.id, doc_id: h.c.doc.id, page: h.c.page, distance: (1 - h.score).toFixed(5), content: h.c.text }));
    const out = `-- embed(model=${ctx.D.embedModel || "bge-m3"}, dims=1024) ${ctx.rng.int(9, 70)} ms; ivfflat.probes = ${ctx.rng.pick([8, 10, 12])}\n` + (rows.length ? table(rows) : " chunk_id | doc_id | page | distance | content\n----------+--------+------+----------+---------") + `\n(${rows.length} row${rows.length === 1 ? "" : "s"})\n\nTime: ${(ctx.rng.int(800, 9000) / 100).toFixed(3)} ms`;
    return { args, out };
  },
};
