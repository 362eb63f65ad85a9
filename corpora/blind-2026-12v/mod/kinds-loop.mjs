// Fifteen loop shapes. Each writes one run into the conversation and marks the first call a good guard could refuse.
import { call, finish, line, open, plan, review, warm } from "./ctx.mjs";
import { ownLoopKinds } from "./kinds-loop-own.mjs";

const A = (d, v) => (v === "handoff" ? d.agent : undefined);

/** Trivially changed arguments: trailing space, case, key order, a no-op flag. */
export function tweak(args, i) {
  const k = Object.keys(args);
  const sk = k.find((q) => typeof args[q] === "string") ?? k[0];
  const v = { ...args };
  switch (i % 5) {
    case 0:
      return args;
    case 1:
      v[sk] = `${args[sk]} `;
      return v;
    case 2:
      return Object.fromEntries(k.reverse().map((q) => [q, args[q]]));
    case 3:
      return { ...args, refresh: true };
    default:
      v[sk] = String(args[sk]).toLowerCase() === String(args[sk]) ? String(args[sk]).toUpperCase() : String(args[sk]).toLowerCase();
      return { ...v, verbose: false };
  }
}

function intro(c, d, P, r, x) {
  const batch = x.chance(0.5);
  const others = P.recs.slice(1, 1 + x.int(2, 10));
  open(c, d, P.voice, batch ? d.staff.batch([r, ...others].length) : d.staff.one(r));
  if (batch) warm(c, d, P.voice, others, x.chance(0.5));
  return batch ? others.length : 0;
}

function end(c, d, P, en) {
  if (P.giveup) finish(c, d, P.voice, en, "fail");
}

const familiar = {
  "exact-repeat"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    const w = intro(c, d, P, r, x);
    const f = x.pick(d.findings);
    const t0 = plan(c, P.voice, [`Read ${r.label}`, "Run the check", "Fix or report"]);
    call(c, d, P.voice, "get", r, {}, t0 ? { text: t0 } : {});
    call(c, d, P.voice, "log", r, { f });
    call(c, d, P.voice, "check", r, { ok: false, f });
    const n = x.int(5, 16);
    for (let i = 2; i <= n; i++) {
      if (i === 3) c.markNext();
      call(c, d, P.voice, "check", r, { ok: false, f }, { mode: "repeat" });
      if (i === 5) review(c, d, P.voice, `${d.coord}: ${d.staffName} asks whether ${r.label} is cleared yet.`);
    }
    end(c, d, P, `${r.label} still fails ${f.code} (${f.msg}). I could not clear it; it needs someone on site.`);
    return { steps: n, note: `${w} healthy warm-up records, then the failing check of ${r.label} repeated ${n} times with identical arguments` };
  },

  "trivial-args"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    const w = intro(c, d, P, r, x);
    const f = x.pick(d.findings);
    const role = x.pick(["check", "get", "log"]);
    const base = d.t[role].a(r, {});
    call(c, d, P.voice, role === "get" ? "log" : "get", r, { f });
    const side = x.pick(["search", "list"]);
    call(c, d, P.voice, side, r, { hits: d.hits(x, 0), rows: d.recs.slice(0, 6), next: d.cursor(6), page: 0 }, { args: side === "search" ? d.t.search.a(d.queries[0]) : d.t.list.a(null, 0) });
    const n = x.int(6, 12);
    for (let i = 0; i < n; i++) {
      if (i === 2) c.markNext();
      call(c, d, P.voice, role, r, { ok: false, f }, { mode: i ? "repeat" : "new", args: tweak(base, i) });
    }
    end(c, d, P, `Every read of ${r.label} gives the same picture: ${f.msg}. Stopping here.`);
    return { steps: n, note: `${w} warm-up records; ${d.t[role].name} on ${r.label} ${n} times with trivially rewritten arguments` };
  },

  "ping-pong"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    const w = intro(c, d, P, r, x);
    const f = x.pick(d.findings);
    const [a, b] = x.pick([["get", "log"], ["check", "log"], ["get", "check"]]);
    const rounds = x.int(4, 8);
    for (let i = 0; i < rounds; i++) {
      if (i === 2) c.markNext();
      call(c, d, P.voice, a, r, { ok: false, f }, { mode: i ? "repeat" : "new" });
      call(c, d, P.voice, b, r, { ok: false, f }, { mode: i ? "repeat" : "new" });
      if (i === 1) review(c, d, P.voice, `${d.reviewer}: any change on ${r.label}?`);
    }
    end(c, d, P, `${r.label}: both views agree on ${f.code}. No way forward from here without a site visit.`);
    return { steps: rounds * 2, note: `${w} warm-up records; ${a}↔${b} on ${r.label} for ${rounds} rounds, same finding ${f.code}` };
  },

  "drift-cycle"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    const w = intro(c, d, P, r, x);
    const f = x.pick(d.findings);
    const cyc = x.pick([["get", "log", "check"], ["log", "check", "get", "live"], ["check", "log", "get"]]);
    const key = x.pick(["window", "limit", "since_minutes"]);
    const passes = x.int(3, 4);
    for (let p = 0; p < passes; p++) {
      for (const [j, role] of cyc.entries()) {
        if (p === 1 && j === 0) c.markNext();
        const base = role === "live" ? d.t.live.a(0) : d.t[role].a(r, {});
        const args = { ...base, [key]: key === "limit" ? 50 * (p + 1) : 15 * (p + 1) * (j + 1) };
        const s = role === "live" ? { v: d.live.base, i: p } : { ok: false, f };
        call(c, d, P.voice, role, r, s, { mode: p ? "repeat" : "new", args });
      }
    }
    end(c, d, P, `Across every view the answer is the same: ${f.msg}. Reporting as unresolved.`);
    return { steps: passes * cyc.length, note: `${w} warm-up records; ${cyc.join("→")} cycle on ${r.label}, ${passes} passes, ${key} drifting` };
  },

  "retry-storm"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.one(r));
    call(c, d, P.voice, "get", r, {});
    const n = x.int(7, 20);
    for (let i = 0; i < n; i++) {
      if (i === 3) c.markNext();
      if (i === 6) review(c, d, P.voice, `${d.reviewer}: is ${d.t.dep.label} still failing? Don't hammer it.`);
      const t = d.t.dep;
      const txt = i === 0 ? line(x, P.voice, "dep", r.label) : line(x, P.voice, "dep", r.label, "repeat");
      c.act([{ name: t.name, args: t.a(r, i), out: (xx) => t.err(xx, i) }], txt, A(d, P.voice));
    }
    end(c, d, P, `${d.t.dep.label} is not answering (${n} attempts). I cannot finish ${r.label} until it is back.`);
    return { steps: n, note: `${d.t.dep.label} down; ${n} re-shaped calls, errors vary` };
  },

  "stuck-poll"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.poll(r));
    const job = d.job(x, r);
    call(c, d, P.voice, "start", r, { job });
    const total = job.total;
    const moves = x.int(2, 4);
    let v = 0;
    const seq = [];
    for (let i = 0; i < moves; i++) {
      v += x.int(Math.ceil(total / 14), Math.ceil(total / 6));
      seq.push(Math.min(v, total - x.int(3, 40)));
    }
    const stuckAt = seq[seq.length - 1];
    const flat = x.int(6, 18);
    for (let i = 1; i < flat; i++) seq.push(stuckAt);
    seq.forEach((done, i) => {
      if (i === moves + 2) c.markNext();
      c.wait(x.int(20, 90));
      call(c, d, P.voice, "status", r, { job, done, total, state: "running" }, { mode: i >= moves ? "repeat" : "new" });
      if (i === moves + 4) review(c, d, P.voice, `${d.coord}: any ETA on ${job.id}?`);
    });
    end(c, d, P, `The job is stuck at ${stuckAt}/${total}. Leaving it for the on-call engineer.`);
    return { steps: seq.length, note: `counter moves ${moves} times then stays at ${stuckAt}/${total} for ${flat} polls` };
  },

  "no-progress-views"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    open(c, d, P.voice, d.staff.one(r));
    const f = x.pick(d.findings);
    call(c, d, P.voice, "get", r, { ok: false, f });
    call(c, d, P.voice, "check", r, { ok: false, f });
    const n = x.int(6, 16);
    for (let i = 0; i < n; i++) {
      if (i === 2) c.markNext();
      const role = x.pick(["get", "log", "check"]);
      const extra = x.pick([{ refresh: true }, { lines: 50 * x.int(1, 6) }, { window: `${x.int(1, 24)}h` }, {}]);
      call(c, d, P.voice, role, r, { ok: false, f }, { mode: "repeat", args: { ...d.t[role].a(r, {}), ...extra } });
    }
    end(c, d, P, `${r.label}: ${f.code} — ${f.msg}. That is the finding; no further detail available.`);
    return { steps: n, note: `finding ${f.code} established by read+check, then ${n} further views of it` };
  },

  "search-reworded"(c, d, P) {
    const x = c.x;
    open(c, d, P.voice, d.staff.howto);
    const r = P.recs[0];
    call(c, d, P.voice, "get", r, {});
    call(c, d, P.voice, "log", r, {});
    const n = x.int(6, 9);
    const hits = d.hits(x, 0);
    for (let i = 0; i < n; i++) {
      if (i === 2) c.markNext();
      const rot = x.chance(0.4) ? [...hits.slice(i % hits.length), ...hits.slice(0, i % hits.length)] : hits;
      const t = d.t.search;
      c.act([{ name: t.name, args: t.a(d.queries[i % d.queries.length]), out: (xx) => t.o(xx, null, { hits: rot }) }], line(x, P.voice, "search", "", i ? "repeat" : "new"), A(d, P.voice));
    }
    end(c, d, P, `The notes only have ${hits.map((h) => h.id).join(", ")}; none covers it exactly.`);
    return { steps: n, note: `${n} reworded searches, the same ${hits.length} hits` };
  },

  "text-loop"(c, d, P) {
    const x = c.x;
    const r = P.recs[0];
    const f = x.pick(d.findings);
    const pair = P.voice === "handoff" || x.chance(0.4);
    open(c, d, P.voice, d.staff.one(r));
    call(c, d, P.voice, "get", r, {});
    call(c, d, P.voice, "check", r, { ok: false, f });
    call(c, d, P.voice, "log", r, {});
    const S = `Status for ${r.label}: check fails with ${f.code} (${f.msg}). Next step is on site; nothing more I can do remotely right now.`;
    if (pair) {
      const [pa, ex] = x.pick([["planner", "executor"], ["supervisor", "worker"], ["lead_agent", "field_agent"]]);
      c.say(S, ex);
      const k = x.int(3, 6);
      const th = ["Thanks, that's clear. Good work.", "Thanks for confirming!", "Thank you — noted.", "Great, thanks again."];
      const re = ["Thanks! Let me know if you need anything else.", "You're welcome — happy to help further.", "Thank you too. Standing by.", "Anytime! Ping me if anything changes."];
      for (let i = 0; i < k; i++) {
        if (i === 2) c.markNext();
        c.say(th[i % th.length], pa);
        c.say(re[i % re.length], ex);
      }
      return { steps: 2 * k, note: `after the status, ${pa} and ${ex} trade thanks ${k} times` };
    }
    c.say(S, A(d, P.voice));
    const k = x.int(4, 6);
    for (let i = 0; i < k; i++) {
      c.user(d.staff.nudge[i % d.staff.nudge.length]);
      if (i === 1) c.markNext();
      c.say(S, A(d, P.voice));
    }
    return { steps: k, note: `staff nudge ${k} times; the same status text each time, no new check` };
  },
};

/** All fifteen loop shapes: nine familiar families, then six of this set's own. */
export const loopKinds = { ...familiar, ...ownLoopKinds };
