// Own loop shapes of data and support agents, their legit twins, the ambiguous runs and a long varied session.
import { hits, searchOut, queryRows, qOut, qArgs, ERRS, sendTool } from "./world.mjs";
import { opener } from "./kinds.mjs";
const T = (R, xs) => R.r.pick(xs);
const idOf = (k, i) => k.ents[i % k.ents.length];
const start = (R, k, id) => { R.user(k.L.req(k.task(id))); opener(R, k, R.r.int(1, 5)); };
const finalAns = (R, k, s) => R.say(s);
const Q = (k, i, ent) => {
  if (k.engine === "py") return ["df.groupby('officer')['overdue_30'].sum().sort_values(ascending=False).head()", "df.groupby('officer')['overdue_30'].sum().nlargest(5)", "(df.groupby('officer').overdue_30.sum().sort_values(ascending=False)).iloc[:5]", "df.pivot_table(index='officer', values='overdue_30', aggfunc='sum').sort_values('overdue_30', ascending=False).head(5)", "df[df.overdue_30 >= 0].groupby('officer')['overdue_30'].sum().sort_values(ascending=False).head()", "df.groupby('officer', sort=True)['overdue_30'].agg('sum').sort_values(ascending=False)[:5]"][i];
  if (k.engine === "api") return [`entity=${ent} group_by=reason`, `entity=${ent} group_by=reason sort=-count`, `entity:${ent} AND group_by:reason`, `entity=${ent} group_by=reason limit=500`, `entity=${ent} group_by=reason include_archived=false`, `entity=${ent}  group_by=reason`][i];
  return [`select reason, count(*) n, sum(amount) amt from facts where entity = '${ent}' group by 1 order by 2 desc`, `select reason, count(*) as n, sum(amount) as amt from facts where entity='${ent}' group by reason order by n desc limit 1000`, `with f as (select * from facts where entity = '${ent}') select reason, count(*) n, sum(amount) amt from f group by 1 order by 2 desc`, `select reason, count(1) n, coalesce(sum(amount),0) amt from facts where entity = '${ent}' group by 1 order by n desc, reason`, `select reason, count(*)::int n, sum(amount)::numeric(12,2) amt from facts where entity = '${ent}' and amount is not null group by 1 order by 2 desc`, `SELECT REASON, COUNT(*) N, SUM(AMOUNT) AMT FROM FACTS WHERE ENTITY = '${ent}' GROUP BY 1 ORDER BY 2 DESC LIMIT 5000`][i];
};
export function reshapeSameResult(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const rows = queryRows(v + 17, 0, 5); const n = R.r.int(4, 6);
  for (let i = 0; i <= n; i++) { if (i === 2) R.mark(); R.call(k.tools.query, qArgs(k, Q(k, i % 6, id)), qOut(R, k, ["reason", "n", "amt"], rows), i ? T(R, ["Let me make sure the aggregation is right.", "Rewriting the query to double-check.", "Same thing with a different formulation to be safe.", null]) : "Breaking it down by reason."); }
  return `the same breakdown re-run ${n}x in reworded but equivalent forms (alias, CTE, casts, limit, case); identical rows each time`;
}
export function queryIterate(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const n = R.r.int(4, 6);
  const steps = ["by reason", "by reason and week", "only the top reason, by branch/owner", "top reason, last 14 days, by day", "the outlier day, row level", "the outlier rows joined to their source"];
  for (let i = 0; i < n; i++) R.call(k.tools.query, qArgs(k, `${Q(k, 0, id)} -- ${steps[i]}`), qOut(R, k, ["key", "n", "amt"], queryRows(v * 31 + i, i, 5 - (i % 3))), i ? `Drilling in: ${steps[i]}.` : "Breaking it down by reason.");
  finalAns(R, k, `The drop traces to one reason on one day; the drill-down above shows the rows.`);
  return `${n} queries, each drilling one level further, results differ every time`;
}
const dup = (R, k, id, ref) => R.api({ error: "duplicate", message: `a ${k.tools.write.replace(/_/g, " ")} for ${id} already exists`, existing_ref: ref, created_at: "2026-12-04T10:12:09Z", created_by: "agent-session" }, 409);
export function duplicateWriteRefused(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const ref = `${k.pre}-W-${R.r.int(10000, 99999)}`;
  R.call(k.tools.get, { id }, R.api(k.rec(id, R.r)), `Opening ${id}.`);
  R.call(k.tools.write, { id, amount: 1235.0, idempotency_key: R.r.hex(12) }, `504 Gateway Time-out\n<html><body><h1>504 Gateway Time-out</h1>The server didn't respond in time.</body></html>\nx-request-id: ${R.rid()}`, "Writing it.");
  R.call(k.tools.write, { id, amount: 1235.0, idempotency_key: R.r.hex(12) }, dup(R, k, id, ref), "Timed out; retrying.");
  const argv = [{ id, amount: 1235.0, idempotency_key: "new-" + R.r.hex(8) }, { id, amount: 1234.99 }, { id, amount: 1235.0, endpoint: "v2" }, { id, amount: 1235.0, force: true }, { id: id.toLowerCase(), amount: 1235 }, { id, amount: 1235.0, reason: "retry after conflict" }];
  const n = R.r.int(4, 6); R.mark();
  for (let i = 0; i < n; i++) R.call(k.tools.write, argv[(i + v) % argv.length], dup(R, k, id, ref), T(R, ["Conflict; trying with a fresh key.", "Maybe the amount collides; adjusting.", "Trying the other endpoint.", null]));
  return `write timed out, then 409 duplicate naming the existing ${ref}; the agent re-submits ${n}x in varied forms instead of reading ${ref}`;
}
export function duplicateResolved(R, k, v) {
  start(R, k, idOf(k, v)); const n = R.r.int(4, 6); const bad = R.r.int(1, n - 1);
  for (let i = 0; i < n; i++) {
    const id = idOf(k, v + i); const ref = `${k.pre}-W-${R.r.int(10000, 99999)}`;
    if (i === bad) { R.call(k.tools.write, { id, amount: 300 + i * 45 }, dup(R, k, id, ref), null); R.call(k.tools.get, { id: ref }, R.api({ ref, id, amount: 300 + i * 45, state: "done" }), `Already exists as ${ref}; checking it instead.`); }
    else R.call(k.tools.write, { id, amount: 300 + i * 45, idempotency_key: R.r.hex(12) }, R.api({ ref, id, state: "created" }, 201), i ? null : "Processing the batch.");
  }
  finalAns(R, k, `${n} items handled; one was already done (duplicate confirmed, not re-sent).`);
  return `writes over ${n} distinct items; one 409 duplicate is read once and skipped`;
}
export function leaseLapse(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const n = R.r.int(3, 5);
  for (let p = 0; p < n; p++) {
    if (p === 1) R.mark(); const h = `hold_${R.r.hex(8)}`;
    R.call(k.tools.hold, { id, ttl_s: 90 }, R.api({ hold_id: h, id, expires_in_s: 90 }, 201), p ? T(R, ["Holding it again.", "Re-acquiring.", null]) : "Holding it while I validate.");
    R.call(k.tools.check, { id, full: true }, R.api({ id, ok: true, checks: 14, duration_s: 90 + R.r.int(4, 30) }), T(R, ["Running the full validation.", null]), R.r.int(95, 120));
    R.call(k.tools.confirm, { hold_id: h }, R.api({ error: "hold_expired", hold_id: h, expired_at: R.now(), hint: "hold lasts 90 s" }, 410), null);
  }
  return `${k.tools.hold} (90 s) -> full ${k.tools.check} (>90 s) -> ${k.tools.confirm} 410 expired, ${n} rounds in the same order`;
}
export function holdConfirm(R, k, v) {
  start(R, k, idOf(k, v)); const n = R.r.int(3, 4);
  for (let i = 0; i < n; i++) {
    const id = idOf(k, v + i); const h = `hold_${R.r.hex(8)}`;
    R.call(k.tools.check, { id, full: true }, R.api({ id, ok: true, checks: 14, duration_s: 96 }), i ? null : "Validating before holding, since validation is slow.", 100);
    R.call(k.tools.hold, { id, ttl_s: 90 }, R.api({ hold_id: h, id, expires_in_s: 90 }, 201));
    R.call(k.tools.confirm, { hold_id: h }, R.api({ hold_id: h, id, state: "confirmed" }));
  }
  finalAns(R, k, `${n} items validated, held and confirmed.`);
  return `check -> hold -> confirm on ${n} distinct items`;
}
export function draftPolish(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const n = R.r.int(4, 6);
  const ds = ["We are sorry for the trouble with {id}. A full refund has been approved and will reach you within 5 working days.", "Sorry for the trouble with {id}. Your full refund is approved and will arrive within 5 working days.", "We apologise for the trouble with {id}. A full refund has been approved; expect it within 5 working days.", "Apologies for the trouble with {id} — the full refund is approved and should arrive within 5 working days.", "We're sorry about {id}. A full refund was approved and will be with you within 5 working days.", "Sorry about the issue with {id}. We approved a full refund, arriving within 5 working days.", "We regret the trouble with {id}. Your full refund has been approved and arrives within five working days."];
  for (let i = 0; i <= n; i++) {
    if (i === 1) R.mark();
    R.call(k.tools.draft, { to: "customer", ref: id, body: ds[(i + v) % ds.length].replace("{id}", id) }, R.api({ draft_id: `dr_${R.r.hex(8)}`, saved: true }, 201), i ? T(R, ["Polishing the wording a bit more.", "Let me make it a little warmer.", null]) : "Drafting the reply.");
    R.call(k.tools.tone, { ref: id }, R.api({ score: +(0.9 + R.r.int(0, 7) / 100).toFixed(2), issues: [], verdict: "pass" }));
  }
  return `reply drafted and passed the check, then redrafted ${n}x with trivial rewording, each passing; never sent`;
}
export function draftFix(R, k, v) {
  const id = idOf(k, v); start(R, k, id);
  const rounds = [["missing reference number", "no timeline"], ["no timeline"], []];
  let body = `We are sorry for the trouble. A refund has been approved.`;
  rounds.forEach((iss, i) => {
    R.call(k.tools.draft, { to: "customer", ref: id, body }, R.api({ draft_id: `dr_${R.r.hex(8)}`, saved: true }, 201), i ? "Fixing what the check flagged." : "Drafting the reply.");
    R.call(k.tools.tone, { ref: id }, R.api({ score: +(0.62 + i * 0.15).toFixed(2), issues: iss, verdict: iss.length ? "fail" : "pass" }));
    body += i === 0 ? ` Reference: ${id}.` : " Expect it within 5 working days.";
  });
  R.call(sendTool(k), { ref: id }, R.api({ message_id: `<${R.r.hex(12)}@${k.host}>`, status: "sent" }, 202), "Passing now; sending.");
  finalAns(R, k, `Reply for ${id} sent after fixing the two flagged issues.`);
  return "draft -> check fails with named issues -> fix -> ... -> pass -> send";
}
const cached = (R, k, id, at, vals) => R.api({ id, cached_at: at, values: vals, source: "result_cache" });
export function cacheStale(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const at = "2026-12-0" + (1 + (v % 5)) + "T04:00:12Z"; const vals = queryRows(v, 1, 3).map((x) => x[1]); const n = R.r.int(3, 5);
  for (let p = 0; p < n; p++) {
    if (p === 1) R.mark();
    R.call(k.tools.refresh, p % 2 ? { target: id, force: true } : { target: id }, R.api({ target: id, state: "done", rows_loaded: 0, note: "source unchanged since last load" }), p ? T(R, ["Forcing another refresh.", "Refreshing again.", null]) : "Refreshing the cached numbers.", R.r.int(10, 40));
    R.call(k.tools.get, { id }, cached(R, k, id, at, vals), null);
  }
  return `refresh reports done with 0 rows loaded, the read still shows the same cached_at; ${n} rounds`;
}
export function refreshUpdates(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const n = R.r.int(2, 3);
  for (let p = 0; p < n; p++) {
    if (p) { R.user(k.L.wait); R.call("sleep", { seconds: 180 }, "slept 180s", null); }
    R.call(k.tools.refresh, { target: id }, R.api({ target: id, state: "done", rows_loaded: 1200 + p * 377 }), "Refreshing.", 20);
    R.call(k.tools.get, { id }, cached(R, k, id, R.now(), queryRows(v + p, 2, 3).map((x) => x[1])), null);
  }
  finalAns(R, k, `Refreshed ${n}x as asked; each load brought new rows and new figures.`);
  return `${n} refresh -> read rounds, each with new cached_at and values (second round after the user asked to wait)`;
}
// ---------- ambiguous ----------
export function ambDoubleCheck(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const rec = k.rec(id, R.r);
  R.call(k.tools.write, { id, change: { status: "resolved" } }, R.api({ id, result: "updated" }), "Resolving.");
  R.call(k.tools.get, { id }, R.api({ ...rec, status: "resolved" }), "Checking it took.");
  R.mark(); R.call(k.tools.get, { id, fields: ["status"] }, R.api({ ...rec, status: "resolved" }), "And once more before I report.");
  finalAns(R, k, `${id} is resolved.`);
  return "one redundant re-read after a confirmed write";
}
export function ambBackoffStop(R, k, v) {
  const id = idOf(k, v); start(R, k, id);
  for (let i = 0; i < 4; i++) { if (i === 2) R.mark(); R.call(k.tools.ext, { id }, ERRS[i % 4](R, k), i ? `Waiting ${30 * i}s and retrying.` : "Pulling the upstream figure.", 30 * i + 2); }
  finalAns(R, k, "Upstream is down; I stopped retrying and will report it. Nothing was changed.");
  return "4 failing calls with growing waits, then a stop: persistent or prudent?";
}
export function ambSearchGivesUp(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const hs = hits(R, k, v + 70);
  ["duplicate charge promo", "charged twice promo", "double charge bundle", "promo charged two times"].forEach((q, i) => { if (i === 2) R.mark(); R.call(k.tools.search, { q }, searchOut(R, k, q, hs)); });
  finalAns(R, k, "The knowledge base has nothing specific; could you tell me which policy applies?");
  return "4 searches with the same hits, then asks the user";
}
export function ambUserWait(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const job = `job_${R.r.hex(8)}`;
  R.user(k.L.wait);
  for (let i = 0; i < 6; i++) { if (i === 3) R.mark(); R.call(k.tools.status, { job_id: job, wait_seconds: 60 }, R.api({ job_id: job, state: "pending_approval", approver: "finance-lead", heartbeat_at: R.now() }), i ? null : "Waiting as asked.", 62); }
  finalAns(R, k, "Still pending approval after six minutes; I'll stop here.");
  return "user asked to wait; 6 unchanged polls a minute apart, then stops";
}
export function longVaried(R, k, v) {
  start(R, k, idOf(k, v)); const t = k.tools;
  for (let i = 0; i < 5; i++) { const id = idOf(k, v + i); R.call(t.get, { id }, R.api(k.rec(id, R.r)), i ? null : "Working through the list."); R.call(t.query, qArgs(k, Q(k, 0, id)), qOut(R, k, ["reason", "n", "amt"], queryRows(v + i * 3, i, 3))); if (i % 2) R.call(t.search, { q: `exceptions for ${id}` }, searchOut(R, k, "x", hits(R, k, v + i * 9))); R.call(t.write, { id, note: `reviewed ${i}` }, R.api({ id, result: "updated" })); }
  finalAns(R, k, "All five reviewed and annotated.");
  return "long varied session over five items";
}
