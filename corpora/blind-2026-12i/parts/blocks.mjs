// Building blocks: one world per run (entities, document, retrieval chunks) and one helper per kind of step.
import { rec, rows, hits, status, err, plain } from "./render.mjs";

export function makeWorld(run) {
  const { R, K } = run;
  const W = { ents: [], docLines: [], page: 0, docAt: 0, chunkN: 0, seen: [], topicN: 0, notes: [], mem: R.int(0, 2) };
  W.ent = () => { const e = K.ent(R, W.ents.length + R.int(0, 0)); W.ents.push(e); return e; };
  let sec = 1;
  for (let i = 0; i < 150; i++) {
    if (i % 12 === 0) W.docLines.push(`${sec++}. ${R.pick(["Scope", "Definitions", "Procedure", "Limits", "Exceptions", "Records", "Escalation", "Review"])}`);
    else W.docLines.push(`${sec - 1}.${i % 12} ${K.sentences[(i * 7 + sec) % K.sentences.length]}`);
  }
  W.chunk = () => { const n = W.chunkN++; return { id: `${K.key.slice(0, 3)}-${R.int(10, 99)}:${String(n * 3 + R.int(0, 2)).padStart(3, "0")}`, src: `${K.docName}#p${R.int(1, 40)}`, text: `${R.pick(K.sentences)} ${R.pick(K.sentences).split(" ").slice(0, R.int(4, 9)).join(" ")}…` }; };
  W.hitSet = (k) => Array.from({ length: k }, () => W.chunk()).map((h, i) => ({ ...h, score: 0.89 - i * 0.031 - R.f() * 0.02 }));
  W.memNames = [["write_memory", "read_memory"], ["memory_save", "memory_recall"], ["scratchpad_write", "scratchpad_read"]][K.t.mw ? 0 : W.mem];
  return W;
}
const A = (run, role, v) => ({ [run.K.a[role]]: v });
export function getArgs(run, e) { return run.K.sqlGet ? { sql: run.K.sqlGet(e) } : A(run, "id", e.id); }
export function call(name, args, out, e2) { return { name, args, out, err: !!e2 }; }
export const cGet = (run, e, args) => call(run.K.t.get, args ?? getArgs(run, e), rec(run, run.K.styles.rec, e, e.id));
export const cAct = (run, e, v, args) => call(run.K.t.act, args ?? { [run.K.a.id === "sql" ? "dma_id" : run.K.a.id]: e.id, [run.K.a.val]: v }, rec(run, run.K.styles.rec === "df" ? "json" : run.K.styles.rec, run.K.actOk(e, v), "ok"));
export const cFail = (run, name, args) => call(name, args, err(run, run.K.styles.err, run.K.dep), true);
export const cSearch = (run, q, hs, args) => call(run.K.t.search, args ?? { [run.K.a.q]: q, top_k: hs.length }, hits(run, run.K.styles.hits, q, hs));
export function cList(run, W, page, last, args) {
  const K = run.K, R = run.R;
  const rs = Array.from({ length: R.int(4, 8) }, (_, i) => K.listRow(R, page * 10 + i));
  const info = K.sqlList ? { offset: page * 10 } : { page: page + 1, next: last ? null : `${R.alnum(6)}${page + 1}` };
  const a = args ?? (K.sqlList ? { sql: K.sqlList(page * 10) } : { [K.a.page]: page === 0 ? null : `p${page + 1}` });
  return call(K.t.list, a, rows(run, K.styles.rows, K.listCols, rs, info));
}
export function cRead(run, W, from, n, args) {
  const K = run.K;
  const lines = W.docLines.slice(from, from + n).map((l, i) => `${String(from + i + 1).padStart(4)}\t${l}`).join("\n");
  return call(K.t.read, args ?? { [K.a.doc]: K.docName, offset: from, limit: n }, plain(run, `${K.docName} (lines ${from + 1}-${from + n} of ${W.docLines.length})\n${lines}`));
}
export function cEdit(run, W, line, text, args) {
  return call(run.K.t.edit, args ?? { [run.K.a.doc]: run.K.docName, line, new_text: text }, plain(run, `updated line ${line} (1 replacement)`));
}
export function cCheck(run, errs) {
  const t = errs.length ? `${errs.length} problem(s):\n${errs.map((e) => `  - ${e}`).join("\n")}` : "OK: 0 problems";
  return call(run.K.t.check, { [run.K.a.doc]: run.K.docName }, plain(run, t), errs.length > 0);
}
export function cStatus(run, jobId, st, args) {
  return call(run.K.t.status, args ?? { [run.K.a.job]: jobId }, status(run, run.K.styles.status, { job: jobId, ...st }));
}
export function cStart(run, jobId) {
  return call(run.K.t.start, { scope: "all" }, status(run, run.K.styles.status, { job: jobId, state: "queued", pct: 0, detail: "accepted", hb: "-", worker: "-", done: 0 }));
}
export const cSleep = (run, s) => call(run.K.t.sleep ?? "sleep", { seconds: s }, plain(run, run.R.chance(0.5) ? `slept ${s}s` : ""));
export function cMemW(run, W, key, text) {
  W.notes = W.notes.filter((n) => n[0] !== key); W.notes.push([key, text]);
  return call(W.memNames[0], { key, value: text }, plain(run, JSON.stringify({ ok: true, key, entries: W.notes.length })));
}
export function cMemR(run, W) {
  return call(W.memNames[1], {}, plain(run, W.notes.length ? W.notes.map(([k, v]) => `- ${k}: ${v}`).join("\n") : "(empty)"));
}
export function cHand(run, to, reason) {
  const args = reason ? { reason } : {};
  return call(`transfer_to_${to}`, args, JSON.stringify({ assistant: to }));
}
// Job state at a progress percentage (same inputs print the same facts; heartbeat moves only when work moves).
export function jobState(run, pct, hbBase, frozen) {
  const d = pct >= 100 ? "completed" : pct === 0 ? "queued" : "running";
  return { state: d, pct, detail: run.K.jobDetail(pct), hb: new Date(hbBase + pct * 61000).toISOString(), worker: `w-${(hbBase % 7) + 2}`, done: pct * 30, partial: pct > 0 && pct < 100 ? run.K.sentences[pct % run.K.sentences.length].slice(0, 40) : undefined, ...(frozen ? {} : {}) };
}
