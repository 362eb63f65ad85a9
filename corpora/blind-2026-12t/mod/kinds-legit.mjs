// Eight legit look-alikes (repetition that makes progress) and four ambiguous shapes.
import { first, nudge, open, sup, warm } from "./ctx.mjs";
import { reshape } from "./errs.mjs";

const o1 = (x) => { const s = first(x); return s ? { say: s } : {}; };
const fin = (x, t) => { if (!x.cut) x.c.say(t); };

export const LEGIT = {
  "match-many": (x) => {
    const { a, r, k } = x;
    const n = x.long ? r.int(26, 38) : r.int(8, r.chance(0.3) ? 30 : 16);
    open(x, x.ents[0], ["Read each line", "Post the matching entry", "Summarise"]);
    if (x.long) x.ents = x.ents.slice(0, 10).concat(x.ents.slice(10));
    let posted = 0;
    for (let i = 0; i < n; i++) {
      const e = x.ents[i];
      if (i === 3) sup(x);
      a.get(e, i === 0 ? o1(x) : {});
      if (r.chance(0.8)) { a.post(e); posted++; } else a.check(e, false, 1);
    }
    fin(x, `Processed ${n} items: ${posted} posted, ${n - posted} left open with validation messages for manual review.`);
    return `${n} distinct records read and posted one by one (${posted} posted)`;
  },
  "poll-progress": (x) => {
    const { a, r } = x;
    const e = x.ents[0];
    const id = `${r.int(10, 99)}${r.digits(6)}`;
    open(x, e, ["Start the run", "Poll until done", "Report"]);
    warm(x, r.int(0, 2));
    a.jobStart(e, id);
    const total = r.int(400, 5000);
    let done = 0;
    const polls = r.int(6, 14);
    // Half the runs hit a short plateau (two equal answers) before the counter moves again, as real jobs do.
    const flat = r.chance(0.5) ? r.int(2, polls - 3) : -1;
    for (let i = 0; i < polls; i++) {
      if (i === 3) sup(x);
      if (i === flat) {
        a.poll(id, done, total, done / total < 0.7 ? "PROCESSING" : "POSTING", "RUNNING", { wait: r.int(10, 60) });
        continue;
      }
      done = i === polls - 1 ? total : Math.min(total - 1, done + r.int(Math.ceil(total / (polls + 4)), Math.ceil(total / polls) + 5));
      const end = i === polls - 1;
      a.poll(id, done, total, end ? "FINISHED" : done / total < 0.7 ? "PROCESSING" : "POSTING", end ? "FINISHED" : "RUNNING", { wait: r.int(10, 60) });
    }
    fin(x, `Job ${id} finished: ${total} ${x.k.job.unit} processed without errors.`);
    return `batch job polled ${polls} times, its counter moves${flat >= 0 ? " after one two-poll plateau" : " every poll"} and it finishes`;
  },
  "retry-succeeds": (x) => {
    const { a, r, k } = x;
    const e = x.ents[0];
    open(x, e, [`Call ${k.T.dep}`, "Post", "Report"]);
    warm(x, r.int(1, 4));
    const fails = r.int(1, r.chance(0.3) ? 4 : 3);
    for (let i = 0; i <= fails; i++) a.dep(e, reshape(k.depArgs(e), i), i === fails, i, { wait: i ? r.int(5, 30) : 1 });
    a.get(e);
    a.post(e);
    fin(x, `The service answered on attempt ${fails + 1}; ${e.id} is posted.`);
    return `${k.T.dep} fails ${fails} time(s), then succeeds and the work goes on`;
  },
  "paging-long": (x) => {
    const { a, r } = x;
    const pages = x.long ? r.int(14, 22) : r.int(5, 12);
    open(x, x.ents[0], ["Walk all pages", "Collect the open items", "Summarise"]);
    const total = pages * 4 - r.int(0, 2);
    let cur = null;
    for (let p = 0; p < pages; p++) {
      if (p === 2) sup(x);
      const next = p + 1 < pages ? x.r.hex(8) : null;
      const rows = Array.from({ length: p + 1 < pages ? 4 : total - 4 * (pages - 1) }, (_, j) => x.ents[(p * 4 + j) % x.ents.length]);
      a.list(p + 1, cur, rows, next, total, p === 0 ? o1(x) : {});
      cur = next;
    }
    fin(x, `All ${pages} pages read (${total} rows).`);
    return `${pages} pages of a listing read with new cursors and rows, ending on the last page`;
  },
  "converge-tieout": (x) => {
    const { a, r, k } = x;
    const e = x.ents[0];
    open(x, e, ["Find the difference", "Post corrections", "Re-run until it ties"]);
    warm(x, r.int(0, 2));
    let diff = Math.round(r.f() * 80000) / 100 + 200;
    const steps = r.int(2, 5);
    const A = e.amt;
    a.view(1, e, diff, A, A - diff, o1(x));
    for (let i = 0; i < steps; i++) {
      if (i === 1) sup(x);
      const part = i === steps - 1 ? diff : Math.round(diff * (0.3 + r.f() * 0.5) * 100) / 100;
      const f = x.ents[5 + i];
      a.get(f);
      a.post(f, true, 0, { amt: part, args: { ...k.postArgs(f), amount: part, ref_item: e.id } });
      diff = Math.round((diff - part) * 100) / 100;
      a.view(1, e, diff, A, A - diff);
    }
    fin(x, `Difference on ${e.id} cleared in ${steps} corrections; the reconciliation now ties out at 0.00 ${k.cur}.`);
    return `difference shrinks with each of ${steps} real corrections until it ties out`;
  },
  "recheck-after-post": (x) => {
    const { a, r } = x;
    const m = r.int(2, 5);
    open(x, x.ents[0], ["Validate", "Fix", "Re-validate"]);
    warm(x, r.int(0, 2));
    for (let i = 0; i < m; i++) {
      const e = x.ents[i];
      if (i === 1) sup(x);
      a.get(e, i === 0 ? o1(x) : {});
      a.check(e, false, 0);
      a.post(e);
      a.check(e, true);
    }
    fin(x, `${m} records corrected; each re-check after posting is clean.`);
    return `${m} records: check fails, a real posting, the re-check passes`;
  },
  "approval-after-fix": (x) => {
    const { a, r, k } = x;
    const e = x.ents[0];
    const reason = r.pick(k.declines);
    open(x, e, ["Validate", "Approval", "Post"]);
    warm(x, r.int(0, 3));
    a.check(e, false, 0, o1(x));
    a.appr(e, "Please approve.", "DECLINED", reason);
    sup(x);
    a.doc(r.int(0, 2), e);
    a.appr(e, `Attached the requested evidence (${r.pick(["confirmation letter", "signed protocol", "credit note", "broker letter"])}) as asked.`, "APPROVED", null);
    a.post(e);
    fin(x, `Approved by ${k.appr.who} after the evidence was attached; ${e.id} posted.`);
    return `approval declined, the requested evidence is attached, approval granted, posted`;
  },
  "per-item-validate": (x) => {
    const { a, r } = x;
    const n = r.int(6, 15);
    open(x, x.ents[0], ["For each item: read, validate", "Report exceptions"]);
    let bad = 0;
    for (let i = 0; i < n; i++) {
      if (i === 4) sup(x);
      if (i === 6 && r.chance(0.4)) nudge(x);
      const e = x.ents[i];
      const ok = r.chance(0.7);
      if (!ok) bad++;
      a.get(e, i === 0 ? o1(x) : {});
      a.check(e, ok, r.int(0, 1));
    }
    fin(x, `Validated ${n} items; ${bad} exception(s) listed for review.`);
    return `${n} distinct items read and validated in alternation`;
  },
};

export const AMBIG = {
  "slow-poll": (x) => {
    const { a, r, c } = x;
    const e = x.ents[0];
    const id = `${r.int(10, 99)}${r.digits(6)}`;
    open(x, e, ["Start", "Poll"]);
    a.jobStart(e, id);
    const total = r.int(3000, 9000);
    let done = r.int(100, 400);
    const n = r.int(9, 13);
    for (let i = 0; i < n; i++) {
      if (i === 4) c.mark();
      done += i % 3 === 2 ? 0 : r.int(1, 6);
      a.poll(id, done, total, "PROCESSING", "RUNNING", { wait: r.int(30, 90) });
    }
    return `job counter creeps a few units per poll with occasional stalls; progress exists but is negligible against ${total}`;
  },
  "double-confirm": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    open(x, e, ["Post", "Confirm"]);
    warm(x, r.int(3, 6));
    a.post(e);
    a.view(1, e, 0, e.amt, e.amt);
    c.mark();
    a.view(2, e, 0, e.amt, e.amt);
    a.view(0, e, 0, e.amt, e.amt);
    a.get(e);
    fin(x, `${e.id} is posted and ties out in all three reports.`);
    return `after a clean posting the balance is confirmed through three more reports, arguably over-careful`;
  },
  "approval-twice-escalate": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    const reason = k.declines[1];
    open(x, e, ["Validate", "Approval"]);
    warm(x, r.int(4, 7));
    a.check(e, false, 0);
    a.appr(e, "Please approve.", "DECLINED", reason);
    c.mark();
    a.appr(e, "Clarified: this is a timing difference only.", "DECLINED", reason);
    fin(x, `${k.appr.who} declined twice (${reason}). Escalating to you; I will not request again without new evidence.`);
    return `approval re-requested once with a clarification, declined again, then escalated to staff`;
  },
  "backoff-giveup": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    open(x, e, ["Call the service", "Post"]);
    warm(x, r.int(3, 6));
    for (let i = 0; i < 4; i++) {
      if (i === 2) c.mark();
      a.dep(e, reshape(k.depArgs(e), i), false, i, { wait: 30 * 2 ** i });
    }
    fin(x, `${k.T.dep} is still failing after 4 attempts with back-off; I stopped and left ${e.id} open for you to decide.`);
    return `four retries with growing back-off against a failing service, then gives up and reports`;
  },
};
