// A run's world (entities, document, job, metric) and the tool calls on it, for the kind builders.
import { Run, Rng, hash, stable, J } from "./engine.mjs";
import { getOut, actOut, searchOut, listOut, jobOut, readOut, testOut, editOut, metricOut, delegateOut, revOf } from "./render.mjs";

export const ACT = {
  "mortgage-underwriting": "clear its open condition", "payments-ops": "repair and release it", "finops-cloud-cost": "raise its monthly budget by 10%",
  "satellite-ops": "queue the payload-on sequence", "transit-ops": "publish the detour alert for its route", "construction-pm": "post the official response",
  "manufacturing-mes": "release the lot", "event-ticketing": "refund the first ticket", "computational-chemistry": "register a new batch", "seo-search-console": "fix the canonical and recipe schema in the CMS",
};

export function mkDoc(kit) {
  const lines = [`${kit.docNoun.toUpperCase()}`, `Effective 2026-10-01. Owner: ${kit.supervisor}. Controlled copy.`, ""];
  kit.doc.forEach(([head, sents], s) => {
    lines.push(head, ...sents, "", `  Table ${s + 1}.`);
    for (let k = 0; k < 5; k++) lines.push(kit.tableRow(s + 1, k));
    lines.push("");
  });
  lines.push("End of document.");
  return lines;
}

export function ctx(kit, seed, opts = {}) {
  const R = new Run(seed, kit, opts);
  const r = R.r;
  if (!opts.supervisor && r.chance(0.2)) R.super = kit.supervisor; // a supervisor agent's named turns
  const pool = []; const seen = new Set(); let used = 0;
  const ent = (i) => {
    if (!pool[i]) { let e = kit.ent(new Rng(hash(`${seed}:e:${i}`)), i); if (seen.has(e.id)) e = { ...e, id: `${e.id}${i}` }; seen.add(e.id); pool[i] = e; }
    return pool[i];
  };
  const C = { R, kit, r, verb: ACT[kit.id] };
  C.fresh = () => ent(used++);
  C.doc = mkDoc(kit);
  C.rev = revOf(`${kit.id}:doc`);
  C.docSlug = kit.docNoun.toLowerCase().replace(/[^a-z0-9 ]/g, "").split(" ").slice(0, 3).join("-");
  C.docEdit = (line, text, rev) => ({ name: kit.T.read.replace(/\.[^.]+$/, ".editLine"), args: { doc: C.docSlug, line, text, expectedRev: C.rev }, out: () => editOut(R, kit, `${C.docSlug}:${line}`, rev) });
  C.readShape = r.int(0, 2);
  C.listShape = r.int(0, 1);
  C.jobId = `${kit.T.job.split(".")[0].slice(0, 4).toUpperCase()}-${r.int(100000, 999999)}`;
  C.mv = kit.metric.base;
  C.sys = () => R.system(kit.sys);
  // ---- calls --------------------------------------------------------------------------------
  C.get = (e, args) => ({ name: kit.T.get, args: args ?? kit.getArgs(e), out: () => getOut(R, kit, e, R.o.big) });
  C.act = (e, res = { ok: true }) => ({ name: kit.T.act, args: kit.actArgs(e), out: () => actOut(R, kit, e, res), err: !res.ok });
  C.hits = (key, n) => { const er = stable(`${kit.id}:hits:${key}`); return Array.from({ length: n }, (_, i) => kit.hit(er, i)); };
  C.search = (q, hits, extra = {}, total) => ({ name: kit.T.search, args: { query: q, limit: 10, ...extra }, out: () => searchOut(R, kit, q, hits, total ?? (hits.length ? hits.length + stable(q).int(0, 3) * 0 : 0)) });
  C.rows = (key, n) => { const er = stable(`${kit.id}:rows:${key}`); return Array.from({ length: n }, (_, i) => kit.row(er, i)); };
  C.page = (p, rows, cursorIn, cursorOut, total) => {
    const args = C.listShape ? { filter: { status: ["open"] }, page: { size: rows.length || 25, ...(cursorIn ? { cursor: cursorIn } : {}) } } : { pageSize: 25, pageToken: cursorIn ?? null, orderBy: "updated_at desc" };
    const head = C.listShape ? { page: { number: p + 1, size: 25 }, total } : { totalSize: total };
    const tail = C.listShape ? { links: { next: cursorOut ? `?page[cursor]=${cursorOut}` : null } } : { nextPageToken: cursorOut ?? null, done: !cursorOut };
    return { name: kit.T.list, args, out: () => listOut(R, kit, rows, { head, tail }) };
  };
  C.start = (e) => ({ name: kit.T.start, args: { [kit.idKey]: e.id, options: { priority: "normal", notify: [] } }, out: () => J({ jobId: C.jobId, state: "SUBMITTED", submittedAt: R.iso() }) });
  C.job = (st) => ({ name: kit.T.job, args: { jobId: C.jobId }, out: () => jobOut(R, kit, { jobId: C.jobId, ...st }) });
  C.readArgs = (a, b) => [{ offset: a - 1, limit: b - a + 1 }, { startLine: a, endLine: b }, { from_line: a, to_line: b }][C.readShape];
  C.read = (a, b, lines = C.doc, rev = C.rev) => ({ name: kit.T.read, args: { doc: C.docSlug, ...C.readArgs(a, b) }, out: () => readOut(R, kit, lines, a, b, rev) });
  C.edit = (target, change, rev) => ({ name: kit.T.edit, args: { target, change }, out: () => editOut(R, kit, target, rev ?? R.hex(7)) });
  C.test = (fails) => ({ name: kit.T.test, args: { scope: "all", failFast: false }, out: () => testOut(R, kit, fails), err: fails.length > 0 });
  C.metric = (v, args = kit.metric.args) => ({ name: kit.T.metric, args, out: () => metricOut(R, kit, v) });
  C.dep = (e, k, ok) => ({ name: kit.dep.name, args: kit.dep.args(e, k), out: () => (ok ? kit.dep.ok(R, e) : kit.dep.err[k % 3](R, e)), err: !ok });
  C.sleep = (s) => R.sleepCall(s);
  C.del = (agent, task, status, report) => ({ name: R.delegateTool, args: { agent, task }, out: () => delegateOut(R, agent, status, report) });
  // ---- healthy work --------------------------------------------------------------------------
  C.docPos = 1;
  C.warm = (n, { noDoc = false, noMetric = false } = {}) => {
    let last = null;
    for (let i = 0; i < n; i++) {
      const k = r.int(0, 9);
      if (k <= 3 || (k >= 8 && (noDoc || C.docPos > C.doc.length))) { const e = C.fresh(); last = e; R.turn(R.v(`Looking up ${kit.noun} ${e.id}.`, `${e.id}:`), [C.get(e)]); }
      else if (k === 4) { const es = [C.fresh(), C.fresh(), C.fresh()].slice(0, r.int(2, 3)); R.turn(R.v(`Fetching ${es.length} ${kit.noun} records in parallel.`), es.map((e) => C.get(e))); last = es.at(-1); }
      else if (k <= 6) { const e = last && r.chance(0.6) ? last : C.fresh(); last = null; R.turn(R.v(`The checks pass for ${e.id}; I'll ${C.verb} now.`, `${e.id}: act`), [C.act(e)]); }
      else if (k === 7 && !noMetric) { C.mv = Number((C.mv + kit.metric.step * r.float(0.3, 1.2)).toFixed(3)); R.turn(R.v(`Checking the ${kit.metricNoun}.`), [C.metric(C.mv)]); }
      else if (!noDoc && C.docPos <= C.doc.length) { const w = r.int(9, 14); const a = C.docPos; R.turn(R.v(`Reading the ${kit.docNoun}, lines ${a}-${a + w - 1}.`), [C.read(a, a + w - 1)]); C.docPos += w; }
      else { const e = C.fresh(); last = e; R.turn(R.v(`Next: ${e.id}.`), [C.get(e)]); }
      R.tick(r.int(3, 40));
    }
  };
  C.warmTask = (n, task) => (n ? `First go through today's ${kit.noun} queue as usual (look things up, ${C.verb} where the checks pass, keep an eye on the ${kit.metricNoun}). Then: ${task}` : task);
  C.giveUp = (text) => R.say(text);
  return C;
}
