// Tool calls against a kit: each returns {name, args, out} where out() prints with fresh per-call noise.
import { render, table, errText } from "./lib.mjs";

/** decimals of a kit's metric: counts are whole numbers */
export const dp = (k) => (["eggs", "bidders", "seals", "min"].includes(k.metric[3]) ? 0 : k.metric[2] < 20 ? 2 : 1);
const rec = (r, style, title, facts) => {
  const meta = r.meta();
  if (style === "table" || style === "csv") return table(style, title, ["field", "value"], Object.entries(facts).map(([a, b]) => [a, Array.isArray(b) ? b.join("; ") : b]), meta);
  return render(style, title, facts, meta, r.g);
};
/** Make the tool set of one run (entity pool drawn once; facts fixed). */
export function tools(r, k) {
  const g = r.g;
  const seen = new Set();
  r.ents = [];
  while (r.ents.length < 110) {
    const id = k.id(g);
    if (seen.has(id)) continue;
    seen.add(id);
    const f = k.facts(g);
    r.ents.push({ id, f, chk: g.fx(k.metric[1], k.metric[2], dp(k)), remark: g.pick(k.L.remarks) });
  }
  const noun = k.noun.replace(/ /g, "_");
  const errStyle = g.pick(k.st.err);
  const sleepName = g.pick(["wait", "sleep", "pause"]);
  const T = {
    sleepName,
    get: (e, args) => ({ name: k.get[0], args: args ?? { [k.get[1]]: e.id }, out: () => rec(r, k.st.get, noun, { [k.get[1]]: e.id, ...e.f, remark: e.remark }) }),
    check: (e, val = e.chk, extra = {}, args) => ({ name: k.check[0], args: args ?? { [k.check[1]]: e.id, ...extra }, out: () => rec(r, k.st.check, k.check[0], { [k.check[1]]: e.id, [k.metric[0]]: val, unit: k.metric[3], ...(val >= (k.metric[1] + k.metric[2]) / 2 ? { flag: "ABOVE_MID" } : { flag: "OK" }) }) }),
    act: (e, v, fail, args) => ({ name: k.act[0], args: args ?? { [k.act[1]]: e.id, [k.act[2]]: v }, out: () => {
      const m = r.meta();
      if (fail) return { err: true, text: k.st.act === "xml" ? `<response status="409" rid="${m.rid}"><error code="REJECTED">${fail}</error><${noun}>${e.id}</${noun}></response>` : k.st.act === "kv" ? `result=REJECTED\n${k.act[1]}=${e.id}\nreason=${fail}\nrid=${m.rid}\nat=${m.at}` : JSON.stringify({ ok: false, [k.act[1]]: e.id, rejected: fail, request_id: m.rid, at: m.at }) };
      return k.st.act === "xml" ? `<response status="200" rid="${m.rid}" at="${m.at}"><ok/><${noun}>${e.id}</${noun}><${k.act[2]}>${v}</${k.act[2]}><version>${g.int(2, 40)}</version></response>` : k.st.act === "kv" ? `result=OK\n${k.act[1]}=${e.id}\n${k.act[2]}=${v}\naudit_id=${m.seq}\nrid=${m.rid}\nat=${m.at}` : k.st.act === "screen" ? rec(r, "screen", k.act[0], { [k.act[1]]: e.id, [k.act[2]]: v, result: "ACCEPTED", audit: m.seq }) : JSON.stringify({ ok: true, [k.act[1]]: e.id, [k.act[2]]: v, audit_id: m.seq, request_id: m.rid, at: m.at });
    } }),
    search: (q, hits, extra = {}) => ({ name: k.search[0], args: { query: q, ...extra }, out: () => {
      const m = r.meta();
      if (!hits.length) return g.chance(0.5) ? JSON.stringify({ query: q, total: 0, hits: [], took_ms: m.ms, request_id: m.rid }) : `0 results for "${q}" (searched ${g.int(1200, 9000)} records in ${m.ms} ms, rid ${m.rid})`;
      return table(k.st.search, "hits", ["rank", "title", "score"], hits.map((h, i) => [i + 1, h, (0.95 - i * 0.07 - g.f() * 0.02).toFixed(3)]), m, { total: hits.length });
    } }),
    page: (cursor, rows, next, argKey = "cursor") => ({ name: k.list[0], args: cursor == null ? { limit: rows.length || 10 } : { [argKey]: cursor, limit: 10 }, out: () => table(k.st.list, k.list[0], k.list[1], rows, r.meta(), { next: next ?? "null" }) }),
    rows: (n, from) => Array.from({ length: n }, (_, i) => k.list[2](g, from + i)),
    jobStart: (e, jobId) => ({ name: k.job[0], args: { [k.get[1]]: e.id }, out: () => { const m = r.meta(); return JSON.stringify({ accepted: true, job_id: jobId, state: k.job[2][0], request_id: m.rid, at: m.at }); } }),
    jobStatus: (jobId, state, pct, detail) => ({ name: k.job[1], args: { job_id: jobId }, out: () => {
      const m = r.meta();
      const f = { job_id: jobId, state, progress_pct: pct, detail: detail ?? "-", elapsed_s: Math.round((r.clock - (r.jobT0 ?? r.clock)) / 1000), polled_at: m.at, rid: m.rid };
      return k.st.job === "log" ? `${m.at} [${m.node}] job=${jobId} state=${state} pct=${pct} elapsed=${f.elapsed_s}s detail="${f.detail}" rid=${m.rid}` : k.st.job === "kv" ? Object.entries(f).map(([a, b]) => `${a}: ${b}`).join("\n") : JSON.stringify(f);
    } }),
    doc: (page, lines) => ({ name: k.doc[0], args: { page }, out: () => { const m = r.meta(); return `--- ${k.doc[0].replace("_read", "")} p.${page}/${Math.ceil(k.doc[1].length / 2)} (fetched ${m.at}, etag ${m.rid.slice(0, 8)}) ---\n${lines.join("\n")}`; } }),
    edit: (e, field, value) => ({ name: k.val[0], args: { [k.get[1]]: e.id, field, value }, out: () => { const m = r.meta(); return JSON.stringify({ patched: true, field, value, revision: m.seq, at: m.at }); } }),
    validate: (e, found) => ({ name: k.val[1], args: { [k.get[1]]: e.id }, out: () => {
      const m = r.meta();
      if (!found.length) return `${m.at} validate ${e.id}: PASS (0 findings) rid=${m.rid}`;
      return { err: true, text: `${m.at} validate ${e.id}: FAIL (${found.length} finding${found.length > 1 ? "s" : ""}) rid=${m.rid}\n${found.map((f) => `  ${f[0]} ${f[1]}: ${f[2]} (value "${f[3]}")`).join("\n")}` };
    } }),
    dep: (call, i, code) => ({ ...call, out: () => ({ err: true, text: errText(errStyle, k.dep[0], k.dep[1][i % k.dep[1].length], r.meta(), g, code ?? (k.dep[0] === "image-server" ? 429 : g.pick([502, 503, 504]))) }) }),
    sleep: (sec) => ({ name: sleepName, args: { seconds: sec }, after: sec, out: () => (sleepName === "sleep" ? `slept ${sec}s` : JSON.stringify({ waited_s: sec })) }),
  };
  return T;
}
