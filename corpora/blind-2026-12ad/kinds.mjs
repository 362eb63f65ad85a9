// Run shapes: loops, their legit twins, ambiguous runs. Each returns a short note.
import { hits, searchOut, secondView, queryRows, qOut, qArgs, ERRS, sendTool } from "./world.mjs";
const T = (R, xs) => R.r.pick(xs);
const idOf = (k, i) => k.ents[i % k.ents.length];
const recOut = (R, rec, extra = {}) => R.api({ ...rec, ...extra });

/** Healthy opening work of varied length. */
export function opener(R, k, n) {
  const r = R.r; const t = k.tools; const done = [];
  const steps = r.shuffle([
    () => R.call(t.list, { page_size: r.pick([10, 20, 25]), status: "open" }, R.api({ items: [0, 1, 2].map((i) => ({ id: idOf(k, i + 3), updated: `2026-12-0${i + 1}` })), next_cursor: Buffer.from(`p2:${r.hex(6)}`).toString("base64"), total: r.int(14, 80) }), T(R, ["Looking at the queue first.", "Let me see what else is open.", null])),
    () => R.call(t.search, { q: T(R, ["policy overview", "how to handle " + k.noun, "escalation"]) }, searchOut(R, k, "overview", hits(R, k, r.int(1, 50), 2)), "Checking the relevant policy."),
    () => R.call(t.get, { id: idOf(k, 6) }, recOut(R, k.rec(idOf(k, 6), r)), "Reading a related record for context."),
    () => R.call(t.query, qArgs(k, k.engine === "py" ? "df.groupby('branch').size().head()" : k.engine === "api" ? "updated_at>=2026-12-01" : "select segment, count(*) n, avg(v) from recent group by 1 order by 2 desc limit 5"), qOut(R, k, ["key", "n", "avg"], queryRows(r.int(1, 99)))),
    () => R.call(t.get, { id: idOf(k, 7), fields: ["status", "audit"] }, recOut(R, k.rec(idOf(k, 7), r)), null),
  ]);
  for (let i = 0; i < n; i++) { steps[i % steps.length](); done.push(i); }
}
const start = (R, k, id, text) => { R.user(k.L.req(k.task(id))); opener(R, k, R.r.int(1, 5)); };
const finalAns = (R, k, s) => R.say(s + (R.r() < 0.2 ? ` (${k.L.thanks})` : ""));

// ---------- known loop families and twins ----------
export function repeatTrivial(R, k, v) {
  const id = idOf(k, v); const rec = k.rec(id, R.r); start(R, k, id);
  R.call(k.tools.get, { id }, recOut(R, rec), `Opening ${id}.`);
  const vars = [{ id: ` ${id}` }, { id: id.toLowerCase() }, { id, include: "all" }, { expand: false, id }, { id: `${id}\n` }, { id, fields: null }, { id, verbose: true }, { id }];
  const n = R.r.int(4, 7); R.mark();
  for (let i = 0; i < n; i++) R.call(k.tools.get, vars[(i + v) % vars.length], recOut(R, rec), T(R, ["Let me re-open it to be sure.", "Reading the record again.", null, "One more look at the record.", "Re-fetching to confirm the fields."]));
  return `${k.tools.get} on the same ${k.noun} re-read ${n}x with trivial argument changes; record unchanged`;
}
export function recheckChanges(R, k, v) {
  const id = idOf(k, v); const rec = k.rec(id, R.r); start(R, k, id);
  R.call(k.tools.get, { id }, recOut(R, rec), `Opening ${id}.`);
  R.call(k.tools.write, { id, note: "corrected per ledger", change: { amount_adjustment: 35 } }, R.api({ id, result: "updated", version: 4 }, 200), "Applying the correction.");
  R.call(k.tools.get, { id }, recOut(R, rec, { version: 4, last_change: "amount_adjustment +35", audit: { updated_by: "agent" } }), "Verifying the write landed.");
  R.user(k.L.again(id));
  R.call(k.tools.get, { id }, recOut(R, rec, { version: 5, last_change: "status changed by reviewer", status: "approved" }), "Re-reading as asked.");
  if (v % 2) { R.user(k.L.again(id)); R.call(k.tools.get, { id }, recOut(R, rec, { version: 6, status: "closed", closed_at: R.now() }), null); }
  finalAns(R, k, `${id} now shows the correction and the reviewer's later change; nothing else pending.`);
  return "same record read 3-4 times, each read after a write or at the user's request, each showing a new version";
}
export function pingPong(R, k, v) {
  const id = idOf(k, v); const rec = k.rec(id, R.r); start(R, k, id);
  const n = R.r.int(4, 6);
  for (let p = 0; p < n; p++) {
    if (p === 1) R.mark();
    R.call(k.tools.get, p % 2 ? { id, fields: ["amount", "status"] } : { id }, recOut(R, rec), p ? T(R, ["Back to the record.", "Comparing with the record again.", null]) : "Opening the record.");
    R.call(k.tools.check, { id }, secondView(R, k, id, v + 3), p ? T(R, ["And the other side again.", null, "Cross-checking once more."]) : "Cross-checking.");
  }
  return `${k.tools.get} <-> ${k.tools.check} on one ${k.noun}, ${n} passes, same discrepancy each time`;
}
export function alternatePerItem(R, k, v) {
  start(R, k, idOf(k, v)); const n = R.r.int(4, 7);
  for (let i = 0; i < n; i++) { const id = idOf(k, v + i); R.call(k.tools.get, { id }, recOut(R, k.rec(id, R.r)), i ? null : "Going through the items one by one."); R.call(k.tools.check, { id }, secondView(R, k, id, v * 10 + i, i % 3 === 1 ? 1 : 0)); }
  finalAns(R, k, `Checked ${n} items; ${Math.ceil(n / 3)} show an adjustment, the rest a discrepancy listed above.`);
  return `${k.tools.get} -> ${k.tools.check} alternating over ${n} distinct items`;
}
export function retryStorm(R, k, v) {
  const id = idOf(k, v); start(R, k, id);
  const argv = [{ id }, { id, timeout_s: 30 }, { id, timeout_s: 60, region: "secondary" }, { id: id.toLowerCase() }, { id, headers: { "x-retry": "1" } }, { ref: id, via: "proxy" }, { id, timeout_s: 120 }, { id, api_version: "2024-10" }];
  const n = R.r.int(5, 8);
  for (let i = 0; i < n; i++) { if (i === 1) R.mark(); R.call(k.tools.ext, argv[(i + v) % argv.length], ERRS[(i + v) % ERRS.length](R, k), i ? T(R, ["Retrying with a longer timeout.", "Trying another route.", "Maybe a transient blip; again.", null]) : "Pulling the upstream figure."); }
  return `${k.tools.ext} down; ${n} calls with varied arguments all fail (503/refused/timeout/502)`;
}
export function retrySucceeds(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const f = R.r.int(1, 2);
  for (let i = 0; i < f; i++) { R.call(k.tools.ext, { id }, R.api({ error: "rate_limited", retry_after: 20 * (i + 1) }, 429), i ? null : "Pulling the upstream figure."); R.call("sleep", { seconds: 20 * (i + 1) }, `slept ${20 * (i + 1)}s`, "Waiting as the Retry-After asks."); }
  R.call(k.tools.ext, { id }, R.api({ id, balance: 1200 + v * 17, as_of: R.now() }));
  R.call(k.tools.write, { id, note: "synced upstream balance" }, R.api({ id, result: "updated" }), "Recording it.");
  finalAns(R, k, `Upstream answered after ${f} rate-limit wait(s); ${id} updated.`);
  return `${f} 429s with Retry-After honoured, then success and the work goes on`;
}
function poll(R, k, job, state, pct, extra = {}) { return R.api({ job_id: job, state, progress: pct, heartbeat_at: R.now(), ...extra }); }
export function stuckPoll(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const job = `job_${R.r.hex(10)}`;
  R.call(k.tools.start, { scope: id }, R.api({ job_id: job, state: "queued" }, 201), "Starting the job.");
  R.call(k.tools.status, { job_id: job }, poll(R, k, job, "running", 20, { stage: "extract" }), null, 30);
  R.call(k.tools.status, { job_id: job, wait_seconds: 30 }, poll(R, k, job, "running", 45, { stage: "transform" }), null, 35);
  const n = R.r.int(7, 9);
  for (let i = 0; i < n; i++) { if (i === 2) R.mark(); R.call(k.tools.status, i % 2 ? { job_id: job, wait_seconds: R.r.pick([30, 60, 90]) } : { job_id: job }, poll(R, k, job, "running", 45, { stage: "transform", detail: "waiting on partition lock batch_07" }), T(R, ["Still running; checking again.", null, "Let me poll once more.", "Giving it another moment."]), R.r.int(30, 90)); }
  return `${k.tools.status} frozen at 45% 'waiting on partition lock' for ${n} polls; loop from the 3rd frozen poll`;
}
export function pollProgresses(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const job = `job_${R.r.hex(10)}`;
  R.call(k.tools.start, { scope: id }, R.api({ job_id: job, state: "queued" }, 201), "Starting the job.");
  const n = R.r.int(5, 9);
  for (let i = 1; i <= n; i++) R.call(k.tools.status, { job_id: job, wait_seconds: 30 }, poll(R, k, job, i === n ? "succeeded" : "running", Math.round((100 * i) / n), { rows_done: i * 1113 }), i === 1 ? "Polling until it finishes." : null, 35);
  finalAns(R, k, `Job ${job} finished (${n * 1113} rows).`);
  return `${n} polls, progress on every one, then done`;
}
export function rewordedSameHits(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const hs = hits(R, k, v + 40);
  const qs = ["partial refund after delivery", "refund partially delivered order", "partial refund delivered", "how to refund part of an order", "PARTIAL REFUND", "\"partial refund\" delivered", "refund for one item of order"];
  const n = R.r.int(5, 7);
  for (let i = 0; i < n; i++) { if (i === 2) R.mark(); R.call(k.tools.search, { q: qs[(i + v) % qs.length] }, searchOut(R, k, qs[(i + v) % qs.length], hs, 3), i ? T(R, ["Let me phrase it differently.", "Another wording.", null]) : "Searching the knowledge base."); }
  return `${n} reworded ${k.tools.search} calls, same three hits each time`;
}
export function searchRefines(R, k, v) {
  const id = idOf(k, v); start(R, k, id); const n = R.r.int(3, 5);
  for (let i = 0; i < n; i++) R.call(k.tools.search, { q: ["refund", "refund partial", "refund partial delivered", "refund partial delivered courier damage", "refund partial damage photo"][i], filters: i > 1 ? { category: "returns" } : undefined }, searchOut(R, k, "q", hits(R, k, v * 11 + i * 5, 3 - (i > 2 ? 1 : 0)), 40 - i * 9), i ? "Narrowing." : "Searching the knowledge base.");
  finalAns(R, k, "The narrowed search found the applicable article; summary and next step above.");
  return `${n} searches each adding a term; totals fall and hits change`;
}
export function agentsTextLoop(R, k, v) {
  const id = idOf(k, v); const sup = k.dom.includes("router") ? "router" : "supervisor"; const spec = k.dom.includes("router") ? "billing_specialist" : k.dom.includes("ats") ? "screening_agent" : "email_agent";
  R.user(k.L.req(k.task(id)));
  R.call(k.tools.get, { id }, recOut(R, k.rec(id, R.r)), "Opening the case.", 0, sup);
  R.call(`transfer_to_${spec}`, { reason: `draft reply for ${id}` }, JSON.stringify({ assistant: spec, status: "transferred" }), null, 0, sup);
  const draft = `Dear customer, we have reviewed ${id}. The matter is being processed and we will update you shortly. Kind regards.`;
  R.say(`Draft reply:\n${draft}`, spec);
  const n = R.r.int(3, 5);
  for (let i = 0; i < n; i++) {
    R.call(`transfer_to_${spec}`, { reason: T(R, ["revise: add the reference number and the refund timeline", "please include the concrete amount and date", "still missing the timeline, revise"]) }, JSON.stringify({ assistant: spec, status: "transferred" }), T(R, ["Not yet; needs the concrete figures.", "Revise please.", null]), 0, sup);
    if (i === 0) R.mark();
    R.say(`${T(R, ["Revised draft:", "Updated:", "Here is the revision:", "Draft reply:"])}\n${draft}`, spec);
  }
  R.call(`transfer_to_${spec}`, { reason: "the draft is unchanged; add amount and date" }, JSON.stringify({ assistant: spec, status: "transferred" }), null, 0, sup);
  return `${sup} asks ${spec} to revise ${n + 1}x; the specialist resends the same draft`;
}
export function agentsConverge(R, k, v) {
  const id = idOf(k, v); const sup = k.dom.includes("router") ? "router" : "supervisor"; const spec = k.dom.includes("router") ? "billing_specialist" : k.dom.includes("ats") ? "screening_agent" : "email_agent";
  R.user(k.L.req(k.task(id)));
  R.call(k.tools.get, { id }, recOut(R, k.rec(id, R.r)), "Opening the case.", 0, sup);
  R.call(`transfer_to_${spec}`, { reason: `draft reply for ${id}` }, JSON.stringify({ assistant: spec, status: "transferred" }), null, 0, sup);
  const adds = ["", ` Your reference is ${id}.`, " The amount of 1,235.00 will be returned.", " You will see it within 5 working days."];
  let d = `Dear customer, we have reviewed your request.`;
  R.say(`Draft reply:\n${d}`, spec);
  for (let i = 1; i < adds.length; i++) { R.call(`transfer_to_${spec}`, { reason: ["", "add the reference", "add the amount", "add the timeline"][i] }, JSON.stringify({ assistant: spec, status: "transferred" }), null, 0, sup); d += adds[i]; R.say(`Revised draft:\n${d}`, spec); }
  R.call(sendTool(k), { to: "customer", body: d, ref: id }, R.api({ message_id: `<${R.r.hex(12)}@${k.host}.mail>`, status: "queued" }, 202), "Approved; sending.", 0, sup);
  R.say(`Reply for ${id} sent after three revisions.`, sup);
  return `${sup} and ${spec} revise a draft three times, each revision adds what was asked, then it is sent`;
}
