// Ten loop shapes. Each calls x.c.mark() right before the first call a perfect guard could justly refuse.
import { first, nudge, open, sup, warm } from "./ctx.mjs";
import { trivial } from "./act.mjs";
import { reshape } from "./errs.mjs";

const o1 = (x) => { const s = first(x); return s ? { say: s } : {}; };

export const LOOPS = {
  "trivial-args": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    open(x, e, [`Read ${e.id}`, "Compare with open items", "Post or report"]);
    warm(x, r.int(0, 4));
    a.get(e, o1(x));
    c.mark();
    const n = r.int(4, 12);
    for (let i = 1; i <= n; i++) {
      if (i === 3 && r.chance(0.4)) nudge(x);
      if (i === 2) sup(x);
      a.get(e, { ...trivial(k.getArgs(e), i + r.int(0, 1)) });
    }
    return `same ${k.T.get} on ${e.id} re-issued ${n} times with trivially changed arguments, same record each time`;
  },
  "ping-pong": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    open(x, e, [`Open ${e.id}`, "Validate", "Post when clean"]);
    warm(x, r.int(0, 3));
    const err = r.int(0, 1);
    a.get(e, o1(x));
    a.check(e, false, err);
    c.mark();
    const n = r.int(3, 9);
    for (let i = 0; i < n; i++) {
      if (i === 1) sup(x);
      a.get(e);
      a.check(e, false, err);
    }
    return `${k.T.get} and ${k.T.check} on ${e.id} alternated ${n + 1} times, the same validation error every round`;
  },
  "post-reverse-cycle": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    open(x, e, [`Read ${e.id}`, "Post", "Check it ties", "Fix if not"]);
    warm(x, r.int(0, 3));
    a.get(e, o1(x));
    const n = r.int(3, 5);
    for (let i = 0; i < n; i++) {
      if (i === 1) c.mark();
      if (i === 2) sup(x);
      const doc = a.post(e);
      a.check(e, false, 0);
      if (i < n - 1 || r.chance(0.5)) a.reverse(e, doc);
    }
    return `post, check (same difference), reverse of ${e.id} repeated ${n} times with the same unchanged posting data`;
  },
  "retry-storm": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    open(x, e, [`Get ${e.id}`, `Call ${k.T.dep}`, "Post the result"]);
    warm(x, r.int(1, 4));
    const n = r.int(6, 14);
    for (let i = 0; i < n; i++) {
      if (i === 2) c.mark();
      if (i === 4) sup(x);
      if (i === 5 && r.chance(0.4)) nudge(x);
      const o = i === 0 ? o1(x) : {};
      a.dep(e, reshape(k.depArgs(e), i), false, i, { ...o, wait: r.int(1, 20) });
    }
    return `${k.T.dep} fails the same way ${n} times while the agent re-shapes the request (timeouts, key spelling, retry flags)`;
  },
  "stuck-poll": (x) => {
    const { a, r, c } = x;
    const e = x.ents[0];
    const id = `${r.int(10, 99)}${r.digits(6)}`;
    open(x, e, ["Start the batch job", "Poll until it finishes", "Report"]);
    warm(x, r.int(0, 2));
    x.a.jobStart(e, id);
    const total = r.int(300, 4000);
    let done = 0;
    const prog = r.int(2, 4);
    for (let i = 0; i < prog; i++) {
      done += r.int(Math.floor(total / 12), Math.floor(total / 6));
      a.poll(id, done, total, "PROCESSING", "RUNNING", { wait: r.int(5, 40) });
    }
    a.poll(id, done, total, "PROCESSING", "RUNNING", { wait: r.int(5, 40) });
    const n = r.int(5, 14);
    for (let i = 0; i < n; i++) {
      if (i === 0) c.mark();
      if (i === 3) sup(x);
      a.poll(id, done, total, "PROCESSING", "RUNNING", { wait: r.int(5, 60) });
    }
    return `batch job polled ${prog} times while it moves, then its counter sticks at ${done}/${total} for ${n + 1} more polls`;
  },
  "no-progress": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    const diff = Math.round(r.f() * 90000) / 100 + 1;
    const A = e.amt, B = Math.round((e.amt - diff) * 100) / 100;
    open(x, e, ["Find the difference", "Explain it", "Propose a correction"]);
    warm(x, r.int(0, 3));
    a.view(0, e, diff, A, B, o1(x));
    a.view(1, e, diff, A, B);
    c.mark();
    const seq = r.shuffle([() => a.view(2, e, diff, A, B), () => a.view(3, e, diff, A, B), () => a.check(e, false, 0), () => a.doc(0, e), () => a.get(e), () => a.view(0, e, diff, A, B, { args: { ...k.viewArgs(0, e), layout: "/DIFF" } }), () => a.view(1, e, diff, A, B, { args: { ...k.viewArgs(1, e), detail: true } }), () => a.doc(1, e)]);
    const n = r.int(5, 8);
    for (let i = 0; i < n; i++) {
      if (i === 2) sup(x);
      seq[i]();
    }
    return `the same ${diff.toFixed(2)} ${k.cur} difference on ${e.id} re-investigated through ${n + 2} different reports and views, none adds anything`;
  },
  "cycle-3": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    const diff = Math.round(r.f() * 50000) / 100 + 1;
    const A = e.amt, B = Math.round((e.amt - diff) * 100) / 100;
    open(x, e, ["Compare reports", "Locate the difference"]);
    warm(x, r.int(0, 3));
    const trio = r.shuffle([0, 1, 2, 3]).slice(0, 3);
    const rounds = r.int(3, 4);
    for (let i = 0; i < rounds; i++) {
      if (i === 1) c.mark();
      if (i === 2) sup(x);
      for (const v of trio) a.view(v, e, diff, A, B, i === 0 && v === trio[0] ? o1(x) : {});
    }
    return `three reports on ${e.id} (${trio.map((v) => k.views[v].name).join(" → ")}) cycled ${rounds} times, the same ${diff.toFixed(2)} difference each time`;
  },
  "reread-views": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    open(x, e, [`Read the source document of ${e.id}`, "Confirm the amount", "Continue"]);
    warm(x, r.int(0, 3));
    a.get(e, o1(x));
    a.doc(0, e);
    a.doc(1, e);
    c.mark();
    a.doc(2, e);
    const n = r.int(3, 6);
    for (let i = 0; i < n; i++) {
      if (i === 1) sup(x);
      const v = i % 3;
      a.doc(v, e, { args: { ...k.docViewArgs(v, e), ...(i % 2 ? { page: 1 } : { refresh: true }) } });
    }
    return `the same source document of ${e.id} re-read ${n + 3} times through three views that show the same content`;
  },
  "approval-reask": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    const reason = r.pick(k.declines);
    open(x, e, ["Validate", "Get approval", "Post"]);
    warm(x, r.int(0, 3));
    a.check(e, false, r.int(0, 1), o1(x));
    a.appr(e, "Please approve, see validation log.", "DECLINED", reason);
    const n = r.int(3, 6);
    const notes = ["Re-submitting: amount is correct per the source document.", "Kindly approve — period close today.", "Approval needed to proceed, details as before.", "Please reconsider, this blocks the close.", "Same request, urgent.", "Requesting approval once more."];
    for (let i = 0; i < n; i++) {
      if (i === 0) c.mark();
      if (i === 1) sup(x);
      if (i === 2 && r.chance(0.5)) nudge(x);
      a.appr(e, notes[i], "DECLINED", reason);
    }
    return `approval for ${e.id} re-requested ${n} times from ${k.appr.who} with reworded notes and nothing new attached; declined for the same reason each time`;
  },
  "page-reread": (x) => {
    const { a, r, k, c } = x;
    const e = x.ents[0];
    open(x, e, ["List open items", "Find the matching item", "Post"]);
    warm(x, r.int(0, 2));
    const pages = r.int(2, 3);
    const curs = [null, ...Array.from({ length: pages - 1 }, () => r.hex(8))];
    const total = pages * 6 - r.int(0, 3);
    const rounds = r.int(3, 4);
    for (let i = 0; i < rounds; i++) {
      for (let p = 0; p < pages; p++) {
        if (i === 1 && p === 0) c.mark();
        if (i === 2 && p === 1) sup(x);
        const rows = x.ents.slice(1 + p * 6, 7 + p * 6);
        a.list(p + 1, curs[p], rows, p + 1 < pages ? curs[p + 1] : null, total, i === 0 && p === 0 ? o1(x) : {});
      }
    }
    return `the same ${pages} pages of ${k.T.list} walked ${rounds} times; ${e.id} is never on them`;
  },
};
