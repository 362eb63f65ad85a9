// Six loop shapes of this set's own: a listing that wraps, a batch restarted from the top, a parallel re-scan, a
// write that is read back again and again, a rejected argument format, and a sub-agent bounced with reworded asks.
import { call, finish, item, line, open } from "./ctx.mjs";

const A = (d, v) => (v === "handoff" ? d.agent : undefined);
const end = (c, d, P, en) => {
  if (P.giveup) finish(c, d, P.voice, en, "fail");
};

export const ownLoopKinds = {
  "paging-wraparound"(c, d, P) {
    const x = c.x;
    open(c, d, P.voice, d.staff.list);
    const N = x.int(4, 6);
    const per = x.int(4, 8);
    const pages = Array.from({ length: N }, (_, i) => d.recs.slice(i * per, i * per + per));
    const fixed = x.chance(0.5);
    const passes = x.int(2, 3);
    const lastStop = x.int(2, N);
    let nextCur = null;
    let steps = 0;
    for (let p = 0; p < passes; p++) {
      for (let i = 0; i < N; i++) {
        if (p === passes - 1 && p > 1 && i >= lastStop) break;
        if (p === 1 && i === 1) c.markNext();
        const nxt = d.cursor(((i + 1) % N) * per, fixed ? "" : x.hex(6));
        const args = d.t.list.a(nextCur, i);
        const rows = pages[i];
        c.act([{ name: d.t.list.name, args, out: (xx) => d.t.list.o(xx, null, { rows, next: nxt, page: i }) }], line(x, P.voice, "list", ""), A(d, P.voice));
        nextCur = nxt;
        steps++;
      }
    }
    if (P.giveup) finish(c, d, P.voice, `Listed ${N * per} entries. (The listing kept returning a next cursor, so I stopped.)`, "done");
    return { steps, note: `${N} pages of ${per}; the last page's cursor leads back to the start and the agent pages through ${passes} passes` };
  },

  "batch-restart"(c, d, P) {
    const x = c.x;
    const k = x.int(3, 5);
    const items = P.recs.slice(0, k + 1);
    open(c, d, P.voice, d.staff.batch(items.length));
    const passes = x.int(3, 4);
    let steps = 0;
    for (let p = 0; p < passes; p++) {
      for (let i = 0; i < k; i++) {
        if (p === 2 && i === 0) c.markNext();
        const txt = p && i === 0 ? "The batch broke off, so to keep it consistent I'll redo it from the first record." : undefined;
        call(c, d, P.voice, "check", items[i], { ok: true }, txt ? { text: txt } : {});
        steps++;
      }
      const t = d.t.dep;
      c.act([{ name: t.name, args: t.a(items[k], 0), out: (xx) => t.err(xx, p) }], line(x, P.voice, "dep", items[k].label), A(d, P.voice));
      steps++;
    }
    end(c, d, P, `Records 1–${k} check out, but ${items[k].label} fails at ${d.t.dep.label} every time.`);
    return { steps, note: `${k} records pass, the ${k + 1}th fails at ${d.t.dep.label}; the agent restarts the batch from record 1, ${passes} passes` };
  },

  "fanout-rescan"(c, d, P) {
    const x = c.x;
    const m = x.int(3, 5);
    const rs = P.recs.slice(0, m);
    open(c, d, P.voice, d.staff.watch(rs));
    call(c, d, P.voice, "list", null, { rows: rs, next: null, page: 0 }, { args: d.t.list.a(null, 0) });
    call(c, d, P.voice, "log", rs[0], {});
    const turns = x.int(6, 14);
    for (let i = 0; i < turns; i++) {
      if (i === 2) c.markNext();
      if (i > 0) c.wait(x.int(30, 120));
      const txt = P.voice === "terse" ? null : i ? x.pick(["Still the same on all of them; reading them all again.", "No change yet. Re-reading the set.", "Re-scanning all records."]) : `Reading all ${m} in parallel.`;
      c.act(rs.map((r) => item(d, "get", r, { pending: true })), txt, A(d, P.voice));
    }
    end(c, d, P, `None of ${rs.map((r) => r.label).join(", ")} has changed. I'll stop polling.`);
    return { steps: turns, note: `${m} records read in parallel every turn, ${turns} turns, nothing changes` };
  },

  "write-readback"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    const f = x.pick(d.findings);
    open(c, d, P.voice, d.staff.fix(r));
    call(c, d, P.voice, "check", r, { ok: false, f });
    const rounds = x.int(4, 7);
    for (let i = 0; i < rounds; i++) {
      if (i === 2) c.markNext();
      call(c, d, P.voice, "set", r, { f, v: f.good }, { mode: i ? "repeat" : "new" });
      call(c, d, P.voice, "get", r, { over: { [f.field]: f.good } }, { mode: i ? "repeat" : "new", text: i && P.voice !== "terse" ? `Making sure ${f.field} really is ${f.good}.` : undefined });
    }
    end(c, d, P, `${f.field} on ${r.label} is ${f.good}.`);
    return { steps: rounds * 2, note: `${f.field}=${f.good} written and read back (applied) ${rounds} times` };
  },

  "schema-error"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.one(r));
    call(c, d, P.voice, "search", null, { hits: d.hits(x, 0) }, { args: d.t.search.a(d.queries[0]) });
    call(c, d, P.voice, "list", null, { rows: d.recs.slice(0, 6), next: d.cursor(6), page: 0 }, { args: d.t.list.a(null, 0) });
    const n = x.int(6, 10);
    const b = d.bad(r);
    for (let i = 0; i < n; i++) {
      if (i === 3) c.markNext();
      const args = b.variants[i % b.variants.length];
      const txt = P.voice === "terse" ? null : i ? x.pick(["Adjusting the identifier format.", "Trying the id another way.", "Let me fix the argument and retry.", "Maybe it wants it differently."]) : line(x, P.voice, b.role, r.label);
      c.act([{ name: d.t[b.role].name, args, out: (xx) => b.err(xx, args) }], txt, A(d, P.voice));
    }
    end(c, d, P, `The tool rejects every form of the identifier for ${r.label}; the id may be wrong in the request.`);
    return { steps: n, note: `${d.t[b.role].name} rejects the argument format; ${n} attempts with small variants, same validation error` };
  },

  "delegate-bounce"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.one(r));
    call(c, d, P.voice, "get", r, {});
    call(c, d, P.voice, "log", r, {});
    const n = x.int(6, 12);
    const asks = [
      `Please finish ${r.label}: ${d.sub.task}.`,
      `Re: ${r.label} — ${d.sub.task}. Use whatever you have.`,
      `Try again on ${r.label}; ${d.sub.task}, proceed with defaults if needed.`,
      `Urgent: ${d.sub.task} for ${r.label}. Do your best.`,
    ];
    for (let i = 0; i < n; i++) {
      if (i === 2) c.markNext();
      const args = { agent: d.sub.name, instructions: asks[i % asks.length] };
      c.act([{ name: "delegate_task", args, out: (xx) => d.delegateOut(xx, r, false) }], P.voice === "terse" ? null : `Delegating to ${d.sub.name}.`, d.agent);
    }
    end(c, d, P, `${d.sub.name} keeps asking for ${d.sub.need}; I do not have it.`);
    return { steps: n, note: `${d.sub.name} answers input-required (${d.sub.need}) to ${n} reworded delegations` };
  },
};
