// Loop kinds and their legit look-alikes for tool (non-GUI) agents, written against a domain kit.
// A kit gives: item(i) distinct lookups, act(i) distinct actions, poll, fail, search, page, ping, edit, answer.
const T = (run, kit, key, ...a) => (kit.say?.[key] ? run.r.pick(kit.say[key])(...a) : null);
const nm = (kit, role) => kit.names?.[role];

/** Healthy warm-up: distinct items, sometimes fanned out in parallel. */
export function warm(run, kit, n, base = 0) {
  for (let i = 0; i < n; i++) {
    const k = base + i;
    if (kit.parallel && run.r.chance(0.35)) {
      const a = kit.item(run.r, k), b = kit.item(run.r, k + 500);
      run.calls(T(run, kit, "look", a.label), [a, b], nm(kit, "worker"));
    } else {
      const isAct = run.r.chance(0.3); const s = isAct ? kit.act(run.r, k) : kit.item(run.r, k);
      run.calls(T(run, kit, isAct ? "act" : "look", s.label), [s], nm(kit, "worker"));
    }
  }
}
const tail = (run, kit, n) => { for (let i = 0; i < n; i++) { const s = kit.item(run.r, 900 + i); run.calls(T(run, kit, "look", s.label), [s], nm(kit, "worker")); } };
const fin = (run, kit) => run.say(kit.answer(run.r), nm(kit, "final"));

export const LOOPS = {
  "exact-repeat": (run, kit) => {
    const s = kit.item(run.r, 77); run.calls(T(run, kit, "look", s.label), [s], nm(kit, "worker")); run.mark();
    const n = run.r.int(3, 7);
    for (let i = 0; i < n; i++) run.calls(T(run, kit, "again", s.label), [kit.item(run.r, 77)], nm(kit, "worker"));
    return `${s.name} on the same ${s.label} ${n + 1} times, same facts, only noise changes`;
  },
  "trivial-change": (run, kit) => {
    const s = kit.item(run.r, 78); run.calls(T(run, kit, "look", s.label), [s], nm(kit, "worker")); run.mark();
    const n = run.r.int(3, 6);
    for (let i = 0; i < n; i++) { const v = kit.item(run.r, 78); v.args = kit.tweak(run.r, v.args, i); run.calls(T(run, kit, "again", s.label), [v], nm(kit, "worker")); }
    return `same lookup with trivially changed arguments (whitespace/case/key order/cache-buster) ${n} times`;
  },
  "ping-pong": (run, kit) => {
    for (const p of kit.ping) run.calls(T(run, kit, "look", p.label), [p.step(run.r)], p.as ?? nm(kit, "worker"));
    run.mark(); const n = run.r.int(2, 4);
    for (let i = 0; i < n; i++) for (const p of kit.ping) run.calls(T(run, kit, "look", p.label), [p.step(run.r)], p.as ?? nm(kit, "worker"));
    return `A-B alternation (${kit.ping.map((p) => p.step(run.r).name).join(" / ")}) ${n} more rounds after the first, nothing new`;
  },
  "cycle-3": (run, kit) => {
    const ids = [91, 92, 93].slice(0, run.r.int(2, 3) === 2 ? 3 : 3); const len = run.r.int(3, 4);
    const cyc = len === 4 ? [kit.item, kit.item, kit.act, kit.item].map((f, i) => (r) => f(r, 91 + (i % 3))) : ids.map((k) => (r) => kit.item(r, k));
    for (const f of cyc) { const s = f(run.r); run.calls(T(run, kit, "look", s.label), [s], nm(kit, "worker")); }
    run.mark(); const n = run.r.int(2, 3);
    for (let i = 0; i < n; i++) for (const f of cyc) { const s = f(run.r); run.calls(T(run, kit, "again", s.label), [s], nm(kit, "worker")); }
    return `${len}-step cycle over the same records repeated ${n} more times`;
  },
  "retry-storm": (run, kit) => {
    const a = kit.fail.args(run.r); run.calls(T(run, kit, "act", kit.fail.label), [{ name: kit.fail.name, args: a, out: kit.fail.err(run.r, 0), err: true }], nm(kit, "worker"));
    run.mark(); const n = run.r.int(4, 9);
    for (let i = 1; i <= n; i++) run.calls(T(run, kit, "retry", i), [{ name: kit.fail.name, args: kit.fail.vary ? kit.fail.vary(run.r, a, i) : a, out: kit.fail.err(run.r, i), err: true, wait: i * 2 }], nm(kit, "worker"));
    return `${kit.fail.name} fails the same way ${n + 1} times (fresh request ids / retry-after), agent keeps retrying`;
  },
  "search-no-progress": (run, kit) => {
    const qs = run.r.shuffle(kit.search.same); const q0 = qs[0];
    run.calls(T(run, kit, "search", q0), [{ name: kit.search.name, args: kit.search.args(q0), out: kit.search.out(run.r, q0, 0) }], nm(kit, "worker"));
    run.mark(); const n = Math.min(qs.length - 1, run.r.int(3, 6));
    for (let i = 1; i <= n; i++) run.calls(T(run, kit, "search", qs[i]), [{ name: kit.search.name, args: kit.search.args(qs[i]), out: kit.search.out(run.r, qs[i], 0) }], nm(kit, "worker"));
    return `rephrased searches (${n + 1}) returning the same hits`;
  },
  "stuck-poll": (run, kit) => {
    const a = kit.poll.args(run.r);
    for (let p = 0; p < 2; p++) run.calls(T(run, kit, "poll"), [{ name: kit.poll.name, args: a, out: kit.poll.out(run.r, kit.poll.stuck[p] ?? kit.poll.stuck.at(-1), "running"), wait: 20 }], nm(kit, "worker"));
    run.mark(); const n = run.r.int(4, 10);
    for (let i = 0; i < n; i++) run.calls(T(run, kit, "poll"), [{ name: kit.poll.name, args: a, out: kit.poll.out(run.r, kit.poll.stuck.at(-1), "running"), wait: 30 }], nm(kit, "worker"));
    return `job stuck at ${kit.poll.stuck.at(-1)}% while heartbeat/timestamps move; ${n} more polls`;
  },
  "paging-reset": (run, kit) => {
    for (let p = 1; p <= 3; p++) run.calls(T(run, kit, "page", p), [kit.page(run.r, p, p)], nm(kit, "worker"));
    run.mark(); const n = run.r.int(2, 3);
    for (let k = 0; k < n; k++) for (let p = 1; p <= 3; p++) run.calls(T(run, kit, "page", p + 3), [kit.page(run.r, p + 3, p, true)], nm(kit, "worker"));
    return `cursor silently resets: pages 4.. return pages 1-3 again (${n} wraps)`;
  },
  "text-loop": (run, kit) => {
    const s = kit.item(run.r, 55); run.calls(T(run, kit, "look", s.label), [s], nm(kit, "worker"));
    const ans = kit.answer(run.r); run.say(ans, nm(kit, "final"));
    const n = run.r.int(2, 4);
    run.user(kit.nudge[0]); run.mark();
    for (let i = 0; i < n; i++) { run.say(`${kit.apology} ${ans}`, nm(kit, "final")); if (i < n - 1) run.user(kit.nudge[(i + 1) % kit.nudge.length]); }
    return `user asks for something new; agent repeats the same apology and answer ${n} times`;
  },
  "edit-rejected": (run, kit) => {
    const v = kit.edit.bad; run.calls(T(run, kit, "act", kit.edit.label), [{ name: kit.edit.name, args: kit.edit.args(v), out: kit.edit.reject(run.r), err: true }], nm(kit, "worker"));
    run.mark(); const n = run.r.int(3, 6);
    for (let i = 0; i < n; i++) run.calls(T(run, kit, "retry", i + 1), [{ name: kit.edit.name, args: kit.edit.args(i % 2 ? v : kit.edit.cosmetic(v, i)), out: kit.edit.reject(run.r), err: true }], nm(kit, "worker"));
    return `same rejected edit resubmitted ${n} times (cosmetic changes only)`;
  },
};

export const LEGIT = {
  "poll-progress": (run, kit) => {
    const a = kit.poll.args(run.r); const steps = kit.poll.progress;
    for (const p of steps) run.calls(T(run, kit, "poll"), [{ name: kit.poll.name, args: a, out: kit.poll.out(run.r, p, p >= 100 ? "done" : "running"), wait: 25 }], nm(kit, "worker"));
    tail(run, kit, 1); fin(run, kit); return `job polled ${steps.length} times, progress every time, completes`;
  },
  pagination: (run, kit) => {
    const n = run.r.int(4, 8);
    for (let p = 1; p <= n; p++) run.calls(T(run, kit, "page", p), [kit.page(run.r, p, p, false, p === n)], nm(kit, "worker"));
    fin(run, kit); return `${n} pages, each with new items, last page has no cursor`;
  },
  "retry-succeeds": (run, kit) => {
    const a = kit.fail.args(run.r); const k = run.r.int(1, 3);
    for (let i = 0; i < k; i++) run.calls(i ? T(run, kit, "retry", i) : T(run, kit, "act", kit.fail.label), [{ name: kit.fail.name, args: a, out: kit.fail.err(run.r, i), err: true, wait: i * 3 }], nm(kit, "worker"));
    run.calls(T(run, kit, "retry", k), [{ name: kit.fail.name, args: a, out: kit.fail.ok(run.r), wait: 5 }], nm(kit, "worker"));
    tail(run, kit, 2); fin(run, kit); return `${k} transient failures then success, work continues`;
  },
  batch: (run, kit) => {
    const n = run.r.int(6, 14); for (let i = 0; i < n; i++) { const s = (i % 2 ? kit.act : kit.item)(run.r, 200 + i); run.calls(T(run, kit, i % 2 ? "act" : "look", s.label), [s], nm(kit, "worker")); }
    fin(run, kit); return `same tools over ${n} distinct items`;
  },
  "user-asks-again": (run, kit) => {
    const s = kit.item(run.r, 66); run.calls(T(run, kit, "look", s.label), [s], nm(kit, "worker")); run.say(kit.answer(run.r), nm(kit, "final"));
    run.user(kit.again); const s2 = kit.item(run.r, 66); run.calls(T(run, kit, "again", s.label), [s2], nm(kit, "worker"));
    const s3 = kit.act(run.r, 66); run.calls(T(run, kit, "act", s3.label), [s3], nm(kit, "worker"));
    fin(run, kit); return `user asks for a re-check after a change; one re-read then a new action`;
  },
  "search-refine": (run, kit) => {
    const qs = kit.search.refine;
    qs.forEach((q, i) => run.calls(T(run, kit, "search", q), [{ name: kit.search.name, args: kit.search.args(q), out: kit.search.out(run.r, q, i + 1) }], nm(kit, "worker")));
    tail(run, kit, 1); fin(run, kit); return `${qs.length} searches, each narrower with different hits, then the record`;
  },
  "edit-fixed": (run, kit) => {
    run.calls(T(run, kit, "act", kit.edit.label), [{ name: kit.edit.name, args: kit.edit.args(kit.edit.bad), out: kit.edit.reject(run.r), err: true }], nm(kit, "worker"));
    run.calls(T(run, kit, "act", kit.edit.label), [{ name: kit.edit.name, args: kit.edit.args(kit.edit.good), out: kit.edit.accept(run.r) }], nm(kit, "worker"));
    tail(run, kit, 1); fin(run, kit); return `edit rejected for a stated reason, fixed, accepted`;
  },
};

export const AMBIG = {
  "slow-poll": (run, kit) => {
    const a = kit.poll.args(run.r); const base = kit.poll.stuck.at(-1);
    for (let i = 0; i < 9; i++) run.calls(T(run, kit, "poll"), [{ name: kit.poll.name, args: a, out: kit.poll.out(run.r, Math.min(99, base + Math.floor(i / 3)), "running"), wait: 40 }], nm(kit, "worker"));
    return "job creeps forward by 1% every third poll; the agent keeps polling: slow progress or stuck?";
  },
  "recheck-after-user": (run, kit) => {
    const s = kit.item(run.r, 44); run.calls(T(run, kit, "look", s.label), [s], nm(kit, "worker")); run.say(kit.answer(run.r), nm(kit, "final"));
    for (let i = 0; i < 3; i++) { run.user(kit.again); run.calls(T(run, kit, "again", s.label), [kit.item(run.r, 44)], nm(kit, "worker")); run.say(kit.answer(run.r), nm(kit, "final")); }
    return "user asks three times for the same re-check; nothing changes; agent obeys each time";
  },
};
