// Fourteen legit look-alikes: repeated tools, but each call learns something new or was asked for.
import { call, finish, item, line, open, plan } from "./ctx.mjs";

const A = (d, v) => (v === "handoff" ? d.agent : undefined);
const cut = (x) => x.chance(0.14);

/** Fourteen legit look-alikes. */
export const legitKinds = {
  "batch-many"(c, d, P) {
    const x = c.x;
    const n = x.int(8, 28);
    const rs = P.recs.slice(0, n);
    open(c, d, P.voice, d.staff.batch(n));
    const both = x.chance(0.4);
    let bad = 0;
    const stop = cut(x) ? x.int(8, n - 1) : n;
    for (const [i, r] of rs.entries()) {
      if (i >= stop) return { steps: i, note: `${n} records asked, cut after ${i}` };
      if (both) call(c, d, P.voice, "get", r, {});
      const ok = !x.chance(0.2);
      if (!ok) bad++;
      call(c, d, P.voice, "check", r, ok ? { ok } : { ok, f: x.pick(d.findings) });
    }
    finish(c, d, P.voice, `Checked ${n} records: ${n - bad} pass, ${bad} with findings (listed above).`, "done");
    return { steps: n * (both ? 2 : 1), note: `${n} distinct records checked one by one` };
  },

  "paging-long"(c, d, P) {
    const x = c.x;
    open(c, d, P.voice, d.staff.list);
    const N = x.int(8, 22);
    const per = Math.max(2, Math.floor(d.recs.length / N));
    let cur = null;
    const stop = cut(x) ? x.int(5, N - 1) : N;
    for (let i = 0; i < N; i++) {
      if (i >= stop) return { steps: i, note: `${N}-page listing, cut at page ${i}` };
      const last = i === N - 1;
      const next = last ? null : d.cursor((i + 1) * per, x.hex(4));
      const rows = d.recs.slice(i * per, i * per + per);
      c.act([{ name: d.t.list.name, args: d.t.list.a(cur, i), out: (xx) => d.t.list.o(xx, null, { rows, next, page: i }) }], line(x, P.voice, "list", ""), A(d, P.voice));
      cur = next;
    }
    finish(c, d, P.voice, `Listing complete: ${N} pages, ${N * per} entries.`, "done");
    return { steps: N, note: `${N} pages, new cursor and rows each, last page ends the listing` };
  },

  "poll-completes"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.poll(r));
    const job = d.job(x, r);
    call(c, d, P.voice, "start", r, { job });
    const n = x.int(6, 20);
    const plateau = x.chance(0.5) ? x.int(1, n - 3) : -1;
    let v = 0;
    for (let i = 0; i < n; i++) {
      if (i !== plateau) v = i === n - 1 ? job.total : Math.min(job.total - 1, v + x.int(Math.ceil(job.total / (n + 4)), Math.ceil(job.total / (n - 2))));
      c.wait(x.int(20, 90));
      call(c, d, P.voice, "status", r, { job, done: v, total: job.total, state: i === n - 1 ? "done" : "running" });
    }
    finish(c, d, P.voice, `Job ${job.id} finished: ${job.total}/${job.total}.`, "done");
    return { steps: n, note: `${n} polls, counter moves${plateau >= 0 ? " (one plateau of two equal readings)" : ""}, job finishes` };
  },

  "retry-succeeds"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.one(r));
    call(c, d, P.voice, "get", r, {});
    const k = x.int(2, 3);
    const t = d.t.dep;
    for (let i = 0; i < k; i++) {
      if (i) c.wait(5 * 2 ** i);
      c.act([{ name: t.name, args: t.a(r, i), out: (xx) => t.err(xx, i) }], line(x, P.voice, "dep", r.label, i ? "repeat" : "new"), A(d, P.voice));
    }
    c.act([{ name: t.name, args: t.a(r, k), out: (xx) => t.ok(xx, r) }], line(x, P.voice, "dep", r.label, "repeat"), A(d, P.voice));
    call(c, d, P.voice, "check", r, { ok: true });
    call(c, d, P.voice, "log", r, {});
    for (const q of P.recs.slice(1, x.int(2, 4))) call(c, d, P.voice, "check", q, { ok: true });
    finish(c, d, P.voice, `${t.label} answered on attempt ${k + 1}; ${r.label} checks out.`, "done");
    return { steps: k + 1, note: `${t.label} fails ${k} times, then answers; work continues` };
  },

  monitoring(c, d, P) {
    const x = c.x;
    const n = x.int(7, 12);
    open(c, d, P.voice, d.staff.monitor(n));
    call(c, d, P.voice, "get", P.recs[0], {});
    let v = d.live.base;
    const stop = cut(x) ? x.int(7, n - 1) : n;
    for (let i = 0; i < n; i++) {
      if (i >= stop) return { steps: i, note: `${n} readings asked, cut after ${i}` };
      if (i) c.wait(d.live.every);
      v += (x.rng() - 0.4) * d.live.step * 3;
      call(c, d, P.voice, "live", null, { v, i }, { args: d.t.live.a(i) });
    }
    finish(c, d, P.voice, `${n} readings taken as asked; last ${v.toFixed(2)} ${d.live.unit}.`, "done");
    return { steps: n, note: `staff asked for ${n} readings; values move` };
  },

  "search-refine"(c, d, P) {
    const x = c.x;
    open(c, d, P.voice, d.staff.howto);
    const n = x.int(3, 5);
    const t = d.t.search;
    let hits = [];
    for (let i = 0; i < n; i++) {
      hits = d.hits(x, i + 1);
      const h = hits;
      c.act([{ name: t.name, args: t.a(d.refine[i]), out: (xx) => t.o(xx, null, { hits: h }) }], line(x, P.voice, "search", ""), A(d, P.voice));
    }
    for (const r of P.recs.slice(0, x.int(3, 5))) call(c, d, P.voice, "get", r, {});
    call(c, d, P.voice, "check", P.recs[0], { ok: true });
    finish(c, d, P.voice, `Found it: ${hits[0].id} (${hits[0].title}).`, "done");
    return { steps: n, note: `${n} searches, each refined, new hits each time; then record views` };
  },

  "iterative-fix"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.fix(r));
    const fs = x.shuffle(d.findings).slice(0, x.int(2, 4));
    call(c, d, P.voice, "get", r, {});
    const t0 = plan(c, P.voice, ["Run the check", "Fix each finding", "Re-check until it passes"]);
    for (const [i, f] of fs.entries()) {
      call(c, d, P.voice, "check", r, { ok: false, f }, i === 0 && t0 ? { text: t0 } : {});
      call(c, d, P.voice, "set", r, { f, v: f.good });
    }
    call(c, d, P.voice, "check", r, { ok: true });
    call(c, d, P.voice, "log", r, {});
    finish(c, d, P.voice, `${r.label} passes after ${fs.length} fixes (${fs.map((f) => f.code).join(", ")}).`, "done");
    return { steps: fs.length * 2 + 1, note: `${fs.length} different findings fixed one after another, ends on a pass` };
  },

  "user-asked-repeat"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.one(r));
    const k = x.int(2, 4);
    const fs = x.shuffle(d.findings);
    call(c, d, P.voice, "get", r, {});
    call(c, d, P.voice, "log", r, {});
    for (let i = 0; i <= k; i++) {
      const ok = i === k;
      call(c, d, P.voice, "check", r, ok ? { ok } : { ok, f: fs[i % fs.length] });
      if (!ok) {
        c.say(`${r.label} fails ${fs[i % fs.length].code}: ${fs[i % fs.length].msg}. Tell me when it is changed on site and I'll re-check.`, A(d, P.voice));
        c.user(d.staff.again(r));
      }
    }
    finish(c, d, P.voice, `${r.label} passes now.`, "done");
    return { steps: k + 1, note: `staff ask ${k} times to re-run the check after on-site changes; last run passes` };
  },

  "fanout-batch"(c, d, P) {
    const x = c.x;
    const turns = x.int(7, 14);
    const m = x.int(3, 4);
    open(c, d, P.voice, d.staff.batch(turns * m));
    for (let i = 0; i < turns; i++) {
      const rs = P.recs.slice(i * m, i * m + m);
      c.act(rs.map((r) => item(d, "get", r, {})), P.voice === "terse" ? null : `Next ${m}: ${rs.map((r) => r.label).join(", ")}.`, A(d, P.voice));
    }
    finish(c, d, P.voice, `Read all ${turns * m} records in ${turns} parallel batches.`, "done");
    return { steps: turns, note: `${turns} turns of ${m} parallel reads, all distinct records` };
  },

  "write-readback-batch"(c, d, P) {
    const x = c.x;
    const n = x.int(4, 14);
    const f = x.pick(d.findings);
    open(c, d, P.voice, d.staff.batch(n));
    for (const r of P.recs.slice(0, n)) {
      call(c, d, P.voice, "set", r, { f, v: f.good });
      call(c, d, P.voice, "get", r, { over: { [f.field]: f.good } });
    }
    finish(c, d, P.voice, `${f.field}=${f.good} written and confirmed on ${n} records.`, "done");
    return { steps: 2 * n, note: `write then read-back on ${n} distinct records` };
  },

  "resume-after-error"(c, d, P) {
    const x = c.x;
    const n = x.int(7, 14);
    const k = x.int(2, n - 3);
    const rs = P.recs.slice(0, n);
    open(c, d, P.voice, d.staff.batch(n));
    for (const [i, r] of rs.entries()) {
      call(c, d, P.voice, "check", r, { ok: true });
      if (i === k) {
        const t = d.t.dep;
        c.act([{ name: t.name, args: t.a(r, 0), out: (xx) => t.err(xx, 0) }], line(x, P.voice, "dep", r.label), A(d, P.voice));
        c.wait(20);
        c.act([{ name: t.name, args: t.a(r, 1), out: (xx) => t.ok(xx, r) }], P.voice === "terse" ? null : `Resuming at ${r.label} (records before it are done).`, A(d, P.voice));
      }
    }
    finish(c, d, P.voice, `All ${n} done; one transient error at ${rs[k].label}, resumed there.`, "done");
    return { steps: n + 2, note: `batch of ${n}; error at record ${k + 1}, retried once and resumed from there, not restarted` };
  },

  "schema-fix"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    const b = d.bad(r);
    const rs = P.recs.slice(0, x.int(6, 11));
    open(c, d, P.voice, d.staff.batch(rs.length));
    const bad = b.variants[0];
    c.act([{ name: d.t[b.role].name, args: bad, out: (xx) => b.err(xx, bad) }], line(x, P.voice, b.role, r.label), A(d, P.voice));
    for (const [i, q] of rs.entries()) call(c, d, P.voice, b.role, q, { ok: true }, i === 0 && P.voice !== "terse" ? { text: "The error says which format it wants; using that." } : {});
    finish(c, d, P.voice, `All ${rs.length} done after fixing the id format.`, "done");
    return { steps: rs.length + 1, note: `one validation error, fixed on the next call; ${rs.length} records with the right format` };
  },

  "delegate-resolves"(c, d, P) {
    const x = c.x;
    const rs = P.recs.slice(0, x.int(3, 5));
    open(c, d, P.voice, d.staff.batch(rs.length));
    for (const r of rs) {
      c.act([{ name: "delegate_task", args: { agent: d.sub.name, instructions: `Please ${d.sub.task} for ${r.label}.` }, out: (xx) => d.delegateOut(xx, r, false) }], null, d.agent);
      call(c, d, P.voice, "get", r, {});
      c.act([{ name: "delegate_task", args: { agent: d.sub.name, instructions: `${d.sub.task} for ${r.label}; ${d.sub.need}: ${d.sub.give(r)}.` }, out: (xx) => d.delegateOut(xx, r, true) }], P.voice === "terse" ? null : `Passing ${d.sub.need} along.`, d.agent);
    }
    finish(c, d, P.voice, `${d.sub.name} completed ${rs.length} records once given ${d.sub.need}.`, "done");
    return { steps: rs.length * 3, note: `delegation asks for ${d.sub.need}; the coordinator fetches it and re-delegates; done, ${rs.length} records` };
  },

  "soak-stable"(c, d, P) {
    const x = c.x;
    const n = x.int(5, 8);
    open(c, d, P.voice, d.staff.soak(n));
    call(c, d, P.voice, "get", P.recs[0], {});
    call(c, d, P.voice, "check", P.recs[0], { ok: true });
    call(c, d, P.voice, "log", P.recs[0], {});
    const v = d.live.base;
    for (let i = 0; i < n; i++) {
      if (i) c.wait(d.live.every);
      call(c, d, P.voice, "live", null, { v: v + (x.rng() - 0.5) * d.live.step * 0.2, i }, { args: d.t.live.a(i) });
    }
    finish(c, d, P.voice, `${n} consecutive readings within tolerance — stable per the procedure.`, "done");
    return { steps: n, note: `procedure requires ${n} consecutive stable readings; exactly ${n} taken, flat` };
  },
};
