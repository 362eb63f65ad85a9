// Eight legit look-alikes and four ambiguous shapes, on the same domain kits as the loops.
import { close, nudge, open, peerNote, plan, t, warm } from "./ctx.mjs";

const errOut = (d, x, k, r) => (c) => `[${c.iso()}] ${d.check.tool} ${x}\n  ${d.check.errs(x, k)}\nresult: ${k === 3 && d.check.errs(x, k).startsWith("WARN") ? "ACCEPTED with warning" : "FAIL"}  ref ${r.hex(6)}`;

/** Many distinct records through the same tool(s). */
export function batchMany(R, d) {
  const r = R.rng, n = r.int(8, 28), items = r.shuffle(d.items()).slice(0, n), both = r.chance(0.45) && n <= 26;
  open(R, d, d.t.batch(n));
  const bad = [];
  items.forEach((x, i) => {
    const ok = r.chance(0.75);
    if (!ok) bad.push(x);
    if (both) R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), i === 0 ? plan(R, ["Read each record", "Check each", "Summarise"]) ?? t(R, "Going through the list.") : null);
    R.call(d.check.tool, d.check.args(x), (c) => (ok ? d.check.pass(x, c, r) : d.check.fail(x, c, r)), !both && i === 0 ? plan(R, ["Check each record", "Summarise"]) ?? t(R, "Going through the list.") : t(R, `Next: ${x}.`));
    if (i === 9 && R.voice === "handoff") peerNote(R, "Halfway mark noted, carry on.");
  });
  if (r.chance(0.85)) close(R, `Checked ${n} ${d.en.thing}s. ${n - bad.length} pass; ${bad.length} blocked${bad.length ? `: ${bad.join(", ")}` : ""}.`);
  return { kind: "batch-many", note: `${n} distinct records, ${both ? "read + check" : "check"} each; every call has new ids` };
}

/** Long paging with new cursors and rows, ending on the last page. */
export function pagingLong(R, d) {
  const r = R.rng, size = r.pick([10, 15, 20, 25]), pages = r.int(5, 22);
  open(R, d, d.t.list);
  let idx = 0;
  for (let p = 0; p < pages; p++) {
    const rows = Array.from({ length: p === pages - 1 ? r.int(2, size) : size }, (_, i) => d.list.row(idx + i, r));
    const cur = p === 0 ? null : idx;
    idx += rows.length;
    const next = p === pages - 1 ? null : idx;
    R.call(d.list.tool, d.list.args(cur, size), (c) => d.list.out(rows, next, c, r), p === 0 ? plan(R, ["Page through the full listing", "Tally", "Summarise"]) ?? t(R, "Fetching the first page.") : t(R, `Page ${p + 1}.`));
    if (p === 6) nudge(R, d);
  }
  if (r.chance(0.85)) close(R, `Went through all ${pages} pages (${idx} rows). Summary prepared above; flagged rows are the ones with error/aborted status.`);
  return { kind: "paging-long", note: `${pages} pages of ${size}, new cursor and rows every page, last page has no cursor` };
}

/** A job that is polled and finishes, sometimes after a short plateau. */
export function pollCompletes(R, d) {
  const r = R.rng, j = d.job.jid(r), tot = d.job.total(r), polls = r.int(6, 18), plateau = r.chance(0.5) ? r.int(1, polls - 3) : -1;
  open(R, d, d.t.job);
  R.call(d.job.start.tool, d.job.start.args(), (c) => d.job.start.out(j, c), plan(R, ["Submit", "Poll with pauses", "Report"]) ?? t(R, "Submitting."));
  let v = 0;
  for (let i = 0; i < polls; i++) {
    const fin = i === polls - 1;
    if (fin) v = tot; else if (i !== plateau) v = Math.min(tot - 1, v + Math.max(1, Math.round((tot / polls) * r.f(0.6, 1.4))));
    const vv = v;
    R.call(d.job.tool, d.job.args(j, i), (c) => d.job.out(j, vv, tot, c, r, fin), t(R, fin ? "Checking again." : "Polling."), { lo: 30, hi: 150 });
    if (i === 4) nudge(R, d);
  }
  close(R, `Job ${j} finished (${tot}/${tot}).`);
  return { kind: "poll-completes", note: `${polls} polls, counter moves${plateau >= 0 ? " (one plateau of two equal answers)" : ""}, job completes` };
}

/** A dependency fails a few times, then answers; work continues. */
export function retrySucceeds(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0], fails = r.int(2, 4);
  open(R, d, d.t.one(x));
  if (r.chance(0.4)) warm(R, d, items.slice(1), r.int(2, 5));
  R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), t(R, `Reading ${x}.`));
  for (let i = 0; i <= fails; i++) {
    const ok = i === fails;
    R.call(d.dep.tool, d.dep.args(x, i), (c) => (ok ? d.dep.ok(x, c, r) : d.dep.err(i, c, r)), i === 0 ? t(R, `Calling ${d.dep.tool}.`) : t(R, "Transient error; retrying after a pause."), { lo: 10, hi: 90 });
  }
  R.call(d.check.tool, d.check.args(x), (c) => d.check.pass(x, c, r), t(R, "Now the check."));
  R.call(d.views[0].tool, d.views[0].args(x), (c) => d.views[0].out(x, c, r), t(R, "One more detail for the report."));
  close(R, `${d.dep.tool} came back after ${fails} failed attempts; ${x} now checks clean.`);
  return { kind: "retry-succeeds", note: `${d.dep.tool} fails ${fails} times then answers; work continues` };
}

/** Monitoring the staff asked for: a fixed number of readings with real movement. */
export function monitoring(R, d) {
  const r = R.rng, n = r.int(6, 20);
  open(R, d, d.t.watch(n));
  let v = d.metric.base;
  const seen = [];
  for (let i = 0; i < n; i++) {
    v = Math.max(0, v + r.int(-3, 5));
    const vv = v;
    seen.push(vv);
    R.call(d.metric.tool, d.metric.args(i), (c) => d.metric.out(vv, c, r), t(R, `Reading ${i + 1} of ${n}.`), { lo: 120, hi: 300 });
  }
  if (r.chance(0.85)) close(R, `Took the ${n} readings you asked for. Values moved within the normal band; nothing crossed an alarm limit.`);
  return { kind: "monitoring", note: `${n} metric readings explicitly requested, values change` };
}

/** Searches that refine and find new things each time. */
export function searchRefine(R, d) {
  const r = R.rng, s = d.search, n = r.int(3, 5);
  open(R, d, d.t.search);
  if (r.chance(0.4)) warm(R, d, r.shuffle(d.items()), r.int(2, 8));
  for (let i = 0; i < n; i++) {
    const hits = [0, 1, 2].map((k) => s.hit(i * 2 + k + (i > 0 ? 3 : 0)));
    R.call(s.tool, s.args(s.refine[i]), (c) => s.out(hits, c, r), i === 0 ? plan(R, ["Broad search", "Narrow by what turns up", "Summarise"]) ?? t(R, "Broad search first.") : t(R, `Narrowing: ${s.refine[i]}.`));
  }
  const xs = r.shuffle(d.items()).slice(0, r.int(1, 6));
  xs.forEach((x, i) => {
    const v = d.views[i % d.views.length];
    R.call(v.tool, v.args(x), (c) => v.out(x, c, r), t(R, i ? `Same check for ${x}.` : "Checking the current state against those notes."));
    if (r.chance(0.5)) R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), t(R, "And the record itself."));
  });
  close(R, `Found relevant notes across ${n} searches (each narrowed on what the previous one surfaced). Summary above.`);
  return { kind: "search-refine", note: `${n} searches, each query refined from the previous hits, new hits every time` };
}

/** Iterative fixing: each attempt changes something and the error changes, until it passes. */
export function iterativeFix(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0], k = r.int(2, 4);
  open(R, d, d.t.fix(x));
  R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), plan(R, ["Read", "Check", "Fix what the check reports", "Repeat until clean"]) ?? t(R, `Reading ${x}.`));
  r.shuffle(d.views).slice(0, r.int(0, 3)).forEach((v) => R.call(v.tool, v.args(x), (c) => v.out(x, c, r), t(R, `Context from ${v.tool}.`)));
  if (r.chance(0.3)) R.call(d.search.tool, d.search.args(d.search.refine[r.int(1, 4)]), (c) => d.search.out([0, 1].map((q) => d.search.hit(q + r.int(0, 7))), c, r), t(R, "Any notes on this?"));
  for (let i = 0; i < k; i++) {
    R.call(d.check.tool, d.check.args(x), errOut(d, x, i, r), t(R, i === 0 ? "Baseline check." : "Re-checking after the change; the error should differ."));
    R.call(d.act.tool, d.act.args(x, i), (c) => d.act.out(x, i, c, r), t(R, `Addressing: ${d.check.errs(x, i).slice(0, 60)}.`));
  }
  R.call(d.check.tool, d.check.args(x), (c) => d.check.pass(x, c, r), t(R, "Final check."));
  close(R, `${x} passes after ${k} changes; each step fixed the reported problem and exposed the next one.`);
  return { kind: "iterative-fix", note: `${k} fix attempts, each with a different change and a different error, then pass` };
}

/** Staff ask for the same check again after changing something themselves. */
export function userAskedRepeat(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0], rounds = r.int(3, 5);
  open(R, d, d.t.one(x));
  if (r.chance(0.5)) warm(R, d, items.slice(1), r.int(1, 3));
  R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), t(R, `Reading ${x}.`));
  for (let i = 0; i < rounds; i++) {
    const last = i === rounds - 1;
    R.call(d.check.tool, d.check.args(x), (c) => (last ? d.check.pass(x, c, r) : d.check.fail(x, c, r)), t(R, i ? "Re-running the check as you asked." : "Running the check."));
    R.say(last ? `${x} now passes.` : `${x} still fails: ${d.en.issue}. Tell me when you have changed something and I'll check again.`);
    if (!last) R.user(d.t.again);
  }
  return { kind: "user-asked-repeat", note: `staff ask ${rounds - 1} times to re-run the same check after changes on their side; last run passes` };
}

/** Ambiguous: a counter creeping by a few units against thousands. */
export function slowPoll(R, d) {
  const r = R.rng, j = d.job.jid(r), tot = d.job.total(r) * 60, polls = r.int(12, 20);
  open(R, d, d.t.job);
  R.call(d.job.start.tool, d.job.start.args(), (c) => d.job.start.out(j, c), t(R, "Submitting."));
  let v = r.int(3, 9);
  for (let i = 0; i < polls; i++) {
    if (r.chance(0.6)) v += r.int(1, 2);
    const vv = v;
    R.call(d.job.tool, d.job.args(j, i), (c) => d.job.out(j, vv, tot, c, r, false), t(R, "Still running; polling."), { lo: 60, hi: 200 });
    if (i === 6) nudge(R, d);
  }
  return { kind: "amb-slow-poll", note: `counter creeps ${polls} polls, +0..2 each against ${tot}; alive but hopeless pace` };
}

/** Ambiguous: after a clean fix, the result is re-confirmed through several more reports. */
export function doubleConfirm(R, d) {
  const r = R.rng, x = r.pick(d.items());
  open(R, d, d.t.fix(x));
  R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), t(R, `Reading ${x}.`));
  R.call(d.check.tool, d.check.args(x), errOut(d, x, 0, r), t(R, "Baseline."));
  R.call(d.act.tool, d.act.args(x, 0), (c) => d.act.out(x, 0, c, r), t(R, "Applying the fix."));
  for (let i = 0; i < 3; i++) R.call(d.check.tool, { ...d.check.args(x), ...(i ? { note: `confirm ${i}` } : {}) }, (c) => d.check.pass(x, c, r), t(R, i ? "Confirming once more before I report." : "Verifying."));
  R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), t(R, "And re-reading the record."));
  close(R, `${x} is fixed and passes; confirmed three times.`);
  return { kind: "amb-double-confirm", note: "fix passes, then two more identical confirmations and a re-read before the answer" };
}

/** Ambiguous: growing back-off against a failing service, then giving up. */
export function backoffGiveup(R, d) {
  const r = R.rng, x = r.pick(d.items()), n = r.int(5, 6);
  open(R, d, d.t.one(x));
  R.call(d.get.tool, d.get.args(x), (c) => d.get.out(x, c, r), t(R, `Reading ${x}.`));
  R.call(d.check.tool, d.check.args(x), (c) => d.check.fail(x, c, r), t(R, "Checking."));
  for (let i = 0; i < n; i++) R.call(d.dep.tool, { ...d.dep.args(x, 0), backoff_s: 2 ** (i + 2) }, (c) => d.dep.err(i, c, r), t(R, i ? `Backing off ${2 ** (i + 2)} s and retrying.` : `Calling ${d.dep.tool}.`), { lo: 2 ** (i + 2), hi: 2 ** (i + 2) + 5 });
  close(R, `${d.dep.tool} kept failing after ${n} attempts with growing back-off. Stopping here; please retry later or escalate to the service owner.`);
  return { kind: "amb-backoff-giveup", note: `${n} retries with doubling back-off, then gives up` };
}

/** Ambiguous: many more flat readings than asked for. */
export function flatMonitor(R, d) {
  const r = R.rng, asked = r.int(4, 5), n = r.int(11, 15), base = d.metric.base;
  open(R, d, d.t.watch(asked));
  for (let i = 0; i < n; i++) R.call(d.metric.tool, d.metric.args(i), (c) => d.metric.out(base + (i % 2), c, r), t(R, `Reading ${i + 1}.`), { lo: 120, hi: 240 });
  return { kind: "amb-flat-monitor", note: `staff asked for ${asked} readings; agent takes ${n}, values flat (±1)` };
}

export const LEGIT_KINDS = [batchMany, pagingLong, pollCompletes, retrySucceeds, monitoring, searchRefine, iterativeFix, userAskedRepeat];
export const AMB_KINDS = [slowPoll, doubleConfirm, backoffGiveup, flatMonitor];
