/** Legit look-alikes and the ambiguous shapes. Legit runs end on a final answer; ambiguous ones return loop_from. */
import { pl } from "./rng.mjs";
import { warm, done } from "./common.mjs";

export const LEGIT = {
  "poll-progress": (R, W) => {
    warm(R, W); const job = `job-${R.r.hex(8)}`; let pct = 0; const q = R.r.int(0, 2); let sl = 15;
    for (let i = 0; i < q; i++) { R.turn([W.wait(sl), W.status(job, W.dom.queued, 0, null)], ""); sl *= 2; }
    while (pct < 100) { pct = Math.min(100, pct + R.r.int(7, 26)); R.turn([W.wait(R.r.pick([20, 30, 45])), W.status(job, pct < 100 ? W.dom.running : W.dom.done, pct, null)], R.voice === "silent" ? null : `${pct}% now.`); }
    done(R, `The ${W.dom.job} finished (${job}).`); return { note: `${q} queued polls with doubling waits, then progress every poll to 100%` };
  },
  "paginate-end": (R, W) => {
    warm(R, W); const n = R.r.int(4, 9); let cur = null;
    for (let i = 0; i < n; i++) { const rows = [W.fresh(), W.fresh(), W.fresh(), W.fresh()]; const nx = i === n - 1 ? null : `c_${R.r.b62(18)}`; R.turn([W.list(cur, rows, nx)]); cur = nx; if (R.r.chance(0.3)) R.turn(rows.slice(0, 3).map((x) => W.check(x))); }
    done(R, `Listed all ${n * 4} ${pl(W.dom.noun)}; nothing left after the last page.`); return { note: `${n} cursor pages of distinct rows until next_cursor is null` };
  },
  "retry-backoff": (R, W) => {
    warm(R, W); const n = R.r.int(6, 14); const bad = R.r.int(1, n - 2); const fails = R.r.int(1, 2);
    for (let i = 0; i < n; i++) {
      const x = W.fresh();
      if (i === bad) { for (let f = 0; f < fails; f++) { R.turn([W.down(W.nameGet, W.getArgs(x))]); R.turn([W.wait(f ? 60 : 20)], "Transient error; backing off before retrying."); } }
      R.turn([W.get(x)], i === bad ? R.words("again") : undefined);
    }
    done(R, `All ${n} ${pl(W.dom.noun)} read; one needed ${fails} retr${fails > 1 ? "ies" : "y"} after a transient outage.`); return { note: `identical retry succeeds after ${fails} failure(s) with backoff, batch continues` };
  },
  "batch-distinct": (R, W) => {
    warm(R, W); const n = R.r.int(10, 28); let i = 0;
    while (i < n) { const k = R.r.int(1, 4); const xs = []; for (let j = 0; j < k; j++) xs.push(W.fresh()); R.turn(xs.map((x) => W.act(x, { status: "reviewed" }, R.r.chance(0.15) ? W.dom.reject : null))); i += k; }
    done(R, `Updated ${i} ${pl(W.dom.noun)}; rejections listed above are item-specific.`); return { note: `same write on ${i} distinct items, 1-4 per turn` };
  },
  "edit-converges": (R, W) => {
    warm(R, W); const errs = ["line 12: missing field `owner`", "line 40: date not ISO 8601", "line 57: unknown code", "line 88: duplicate step number"].slice(0, R.r.int(2, 4));
    R.turn([W.validate(errs)]);
    while (errs.length) { const e = errs.shift(); R.turn([W.patch(+e.match(/\d+/)[0], `fixed: ${e.split(": ")[1]}`)]); R.turn([W.validate(errs.slice())]); }
    done(R, `${W.dom.doc} validates cleanly.`); return { note: "edit -> validate, one error fewer each round" };
  },
  "user-repeat": (R, W) => {
    warm(R, W); const x = W.fresh(); const n = R.r.int(3, 5);
    R.turn([W.get(x)]); R.say(`Current state of ${x.id} noted.`);
    for (let i = 1; i < n; i++) { R.tick(R.r.int(150, 320)); R.user(R.r.pick(["Check it again please, the field team says they updated it.", "Can you look once more?", "Again please — I need the latest before the call.", "One more check."])); R.turn([W.get(x)], R.words("again")); R.say(`No change on ${x.id}.`); }
    done(R, `That was every check you asked for: ${x.id} is unchanged, same values each time.`); return { note: `user asked ${n - 1} times for a fresh read of the same record` };
  },
  "fanout-distinct": (R, W) => {
    warm(R, W); const n = R.r.int(4, 9);
    for (let i = 0; i < n; i++) { const k = R.r.int(3, 5); const xs = []; for (let j = 0; j < k; j++) xs.push(W.fresh()); R.turn(xs.map((x) => (i % 2 ? W.check(x) : W.get(x)))); }
    done(R, `Reviewed all fetched ${pl(W.dom.noun)}.`); return { note: `${n} fan-outs of 3-5 parallel calls on distinct items` };
  },
  "compaction-continue": (R, W) => {
    warm(R, W); const k = R.r.int(4, 9); const seen = [];
    for (let i = 0; i < k; i++) { const g = [W.fresh(), W.fresh()]; seen.push(...g); R.turn(g.map((x) => W.get(x))); }
    R.compact(`- Task: review the ${pl(W.dom.noun)} in the queue.\n- Done: ${seen.map((x) => x.id).join(", ")}.\n- Next: continue from the following ${W.dom.noun}.`);
    const m = R.r.int(3, 8); for (let i = 0; i < m; i++) { const g = [W.fresh(), W.fresh(), W.fresh()].slice(0, R.r.int(1, 3)); R.turn(g.map((x) => W.get(x))); }
    R.turn([W.post(`queue review done: ${seen.length + m} batches`)]);
    done(R, "Queue reviewed and posted to Slack."); return { note: "compaction mid-run; the agent continues with new records only" };
  },
  "search-refine": (R, W) => {
    warm(R, W); const qs = W.dom.queries.slice(0, R.r.int(3, 5));
    qs.forEach((q, i) => { const hits = i === 0 ? [] : [W.fresh(), W.fresh(), W.fresh()].slice(0, 4 - i > 0 ? 4 - i : 1); R.turn([W.search(q, hits, i ? { since: `2026-0${i + 5}-01` } : undefined)]); if (hits.length) R.turn([W.get(hits[0])]); });
    done(R, "Found the relevant records; details above."); return { note: "rewordings bring new hits each time; first one empty" };
  },
  "delegation-resolves": (R, W) => {
    warm(R, W); const x = W.fresh(); const [a, b] = W.dom.other;
    R.turn([W.delegate(a, `Check ${x.id}`, `Checked ${x.id}: ${JSON.stringify(x.chk)}. ${b} must approve.`)]);
    R.turn([W.delegate(b, `Approve ${x.id} (checked by ${a})`, `Approved, ref APR-${R.r.int(1000, 9999)}.`)]);
    R.turn([W.act(x, { status: "approved" })]); R.turn([W.post(`${x.id} approved`)]);
    done(R, `${x.id} approved and recorded.`); return { note: "two hand-offs, each adds a decision" };
  },
};

export const AMBIG = {
  "amb-backoff-stop": (R, W) => {
    warm(R, W); const x = W.fresh(); let lf = 0;
    [0, 5, 15, 45].forEach((w, i) => { if (w) R.turn([W.wait(w)], "Backing off."); const s = R.turn([W.down(W.nameGet, W.getArgs(x))]); if (i === 2) lf = s; });
    R.say("The backend is still down after three back-offs; stopping and reporting the outage."); return { loop_from: lf, note: "same call 4x on a hard outage with 5/15/45 s backoff, then a clean stop" };
  },
  "amb-compaction-recheck": (R, W) => {
    warm(R, W); const xs = []; for (let i = 0; i < 4; i++) { const g = [W.fresh(), W.fresh()]; xs.push(g); R.turn(g.map((x) => W.get(x))); }
    R.compact(`- Done: fetched ${xs.flat().map((x) => x.id).join(", ")}.\n- Next: write the report with exact values.`);
    const lf = R.turn(xs[0].map((x) => W.get(x)), "The summary lost the exact values; re-reading the two I quote.");
    R.turn([W.post("report posted")]); R.say("Report posted."); return { loop_from: lf, note: "one re-fetch of two summarised records to quote exact values" };
  },
  "amb-user-wait": (R, W) => {
    warm(R, W); const job = `job-${R.r.hex(8)}`; R.user(`Keep checking ${job} every five minutes and don't stop until it moves.`); let lf = 0;
    for (let i = 0; i < 6; i++) { const s = R.turn([W.wait(300), W.status(job, W.dom.stuck, 40, W.dom.stuck)], ""); if (i === 1) lf = s; }
    return { loop_from: lf, note: "user asked to keep polling; six unchanged polls, cut" };
  },
  "amb-double-verify": (R, W) => {
    warm(R, W); const xs = [W.fresh(), W.fresh(), W.fresh()]; R.turn(xs.map((x) => W.get(x)));
    const lf = R.turn(xs.map((x) => W.get(x)), "Before the irreversible step, verifying all three once more.");
    R.turn(xs.map((x) => W.act(x, { status: "final" }))); R.say("Done."); return { loop_from: lf, note: "one identical re-fetch of a fan-out right before an irreversible write" };
  },
};
