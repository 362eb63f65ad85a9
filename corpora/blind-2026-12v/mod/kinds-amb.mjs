// Four ambiguous shapes that sit on the line: a crawling counter, over-confirmation, a bounded back-off, extra readings.
import { call, finish, open, review } from "./ctx.mjs";

const A = (d, v) => (v === "handoff" ? d.agent : undefined);

/** Ambiguous runs (not scored). */
export const ambKinds = {
  "amb-slow-poll"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.poll(r));
    const job = { ...d.job(x, r), total: x.int(1000, 2400) };
    call(c, d, P.voice, "start", r, { job });
    const n = x.int(12, 20);
    let v = x.int(30, 90);
    for (let i = 0; i < n; i++) {
      c.wait(x.int(40, 90));
      v += x.int(0, 2);
      call(c, d, P.voice, "status", r, { job, done: v, total: job.total, state: "running" });
    }
    return { steps: n, note: `counter creeps +0..2 per poll against ${job.total} for ${n} polls` };
  },

  "amb-double-confirm"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    const f = x.pick(d.findings);
    open(c, d, P.voice, d.staff.fix(r));
    call(c, d, P.voice, "get", r, {});
    call(c, d, P.voice, "log", r, { f });
    call(c, d, P.voice, "check", r, { ok: false, f });
    call(c, d, P.voice, "set", r, { f, v: f.good });
    call(c, d, P.voice, "check", r, { ok: true });
    call(c, d, P.voice, "check", r, { ok: true }, { mode: "repeat" });
    call(c, d, P.voice, "check", r, { ok: true }, { mode: "repeat" });
    call(c, d, P.voice, "get", r, { over: { [f.field]: f.good } });
    review(c, d, P.voice, `${d.reviewer}: fine, wrap it up.`);
    finish(c, d, P.voice, `${r.label} passes; confirmed twice more.`, "done");
    return { steps: 6, note: "after the fix passes, two more confirming checks and a re-read" };
  },

  "amb-backoff-giveup"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.one(r));
    call(c, d, P.voice, "get", r, {});
    call(c, d, P.voice, "log", r, {});
    const n = x.int(5, 6);
    const t = d.t.dep;
    for (let i = 0; i < n; i++) {
      c.wait(2 ** i * 5);
      c.act([{ name: t.name, args: { ...t.a(r, 0), backoff_s: 2 ** i * 5 }, out: (xx) => t.err(xx, i) }], P.voice === "terse" ? null : `Retry ${i + 1} after ${2 ** i * 5}s back-off.`, A(d, P.voice));
    }
    finish(c, d, P.voice, `${t.label} still down after ${n} spaced retries; giving up and reporting.`, "fail");
    return { steps: n, note: `${n} retries with doubling back-off, then gives up` };
  },

  "amb-flat-monitor"(c, d, P) {
    const x = c.x;
    const asked = x.int(4, 5);
    open(c, d, P.voice, d.staff.monitor(asked));
    const n = x.int(11, 15);
    for (let i = 0; i < n; i++) {
      if (i) c.wait(d.live.every);
      call(c, d, P.voice, "live", null, { v: d.live.base + x.int(-1, 1) * d.live.step * 0.1, i }, { args: d.t.live.a(i) });
    }
    finish(c, d, P.voice, `Took ${n} readings; flat throughout.`, "done");
    return { steps: n, note: `asked for ${asked} readings, took ${n}; flat` };
  },
};
