/** Run shapes: loop kinds, legit look-alikes and ambiguous runs, written against any domain kit. */
import { jitter } from "./builder.mjs";

const fmt = (s, x) => s.replace("%s", x);
const thoughts = ["Checking the record.", "Next one.", null, null, "Reading the current state.", null];
/** Healthy distinct reads before the interesting part. */
function warm(b, k, r, items, w) {
  for (let i = 0; i < w; i++) { const it = items[10 + i]; b.call(k.T.get, k.A.get(it), (c) => k.O.get(it, c), r.pick(thoughts)); }
}
function delegateIn(b, k, r, task) {
  if (!b.multi) return;
  b.agent = k.orch;
  b.call("delegate_task", { worker: k.workers[0], task }, `task T-${r.digits(5)} assigned to ${k.workers[0]}; status=accepted`, `Delegating to ${k.workers[0]}.`, 2);
  b.agent = k.workers[0];
}
function finish(b, k, r, text) {
  if (b.multi) { b.agent = null; b.user(`${k.workers[0]} report: ${text}`, k.workers[0]); b.say(`${k.say.done} ${text}`, k.orch); }
  else b.say(`${k.say.done} ${text}`);
}
const giveUp = (b, k, r) => { if (r() < 0.35) b.say(k.say.giveup); };

export const loops = {
  "jitter-repeat"(b, k, r, it, V, w) {
    b.user(fmt(k.say.fetch, it[0].id)); delegateIn(b, k, r, "fetch " + it[0].id); warm(b, k, r, it, w);
    const a = k.A.get(it[0]); b.call(k.T.get, a, (c) => k.O.get(it[0], c), "Fetching the record.");
    const n = r.int(4, 7); b.loopHere();
    for (let i = 0; i < n; i++) b.call(k.T.get, jitter(a, V + i * (V % 2 ? 1 : 0), r), (c) => k.O.get(it[0], c), i === 0 ? "Let me re-read it to be sure." : r.pick([null, "Re-fetching.", "Once more."]));
    giveUp(b, k, r); return `the same record is fetched ${n + 1} times with trivially rewritten arguments and the same content`;
  },
  "ping-pong"(b, k, r, it, V, w) {
    b.user(fmt(k.say.fix, it[0].id)); delegateIn(b, k, r, "fix " + it[0].id); warm(b, k, r, it, w);
    const errs = k.errs.slice(V % 3, V % 3 + 1 + (V % 2)); const n = r.int(3, 5);
    for (let i = 0; i < n; i++) {
      if (i === 1) b.loopHere();
      b.call(k.T.get, k.A.get(it[0]), (c) => k.O.get(it[0], c), i ? null : "Reading the record first.");
      b.call(k.T.validate, k.A.validate(it[0]), (c) => k.O.validate(it[0], errs, c), i ? null : "Validating.");
    }
    giveUp(b, k, r); return `read and validate alternate ${n} times with no change made in between, the same errors every time`;
  },
  "retry-storm"(b, k, r, it, V, w) {
    b.user(fmt(k.say.fetch, it[0].id)); delegateIn(b, k, r, "process " + it[0].id); warm(b, k, r, it, w);
    const a = k.A.dep(it[0]); const n = r.int(6, 9);
    for (let i = 0; i < n; i++) {
      if (i === 2) b.loopHere();
      b.call(k.T.dep, i ? jitter(a, V + i, r) : a, (c) => k.O.depErr(c, V % 2 ? i : 0), i ? r.pick(["Retrying with a different request shape.", null, "Trying again."]) : null, 3);
    }
    giveUp(b, k, r); return `the downstream dependency fails the same way on ${n} calls that only reshape the request`;
  },
  "stuck-poll"(b, k, r, it, V, w) {
    b.user(k.say.job); delegateIn(b, k, r, "run job");
    const j = `${k.id.slice(0, 3).toUpperCase()}${r.digits(6)}`; const total = r.int(12, 40);
    b.call(k.T.start, k.A.start(it[0]), (c) => k.O.start(j, c), "Starting the job.");
    const pre = r.int(1, 3); let done = 0;
    for (let i = 0; i < pre; i++) { done += r.int(1, 4); const s = { state: "RUNNING", done, total }; b.call(k.T.poll, k.A.poll(j), (c) => k.O.poll(j, s, c), null, 30); }
    const stuck = { state: V % 2 ? "RUNNING" : "WAITING", done, total }; const n = r.int(7, 11);
    for (let i = 0; i < n; i++) { if (i === (V % 2 ? 2 : 3)) b.loopHere(); b.call(k.T.poll, k.A.poll(j), (c) => k.O.poll(j, stuck, c), i === 1 ? "Still running, polling again." : null, r.int(5, 40)); }
    giveUp(b, k, r); return `the job stops at ${done}/${total} and the agent keeps polling ${n} times with no change`;
  },
  "search-reworded"(b, k, r, it, V, w) {
    b.user(fmt(k.say.find, k.queries[0])); delegateIn(b, k, r, "find " + k.queries[0]); warm(b, k, r, it, w);
    const n = r.int(5, 6);
    for (let i = 0; i < n; i++) { if (i === 2) b.loopHere(); b.call(k.T.search, k.A.search(k.queries[(i + V) % 6]), (c) => k.O.search(k.queries[(i + V) % 6], [], c), i ? r.pick(["Maybe a different spelling.", null, "Rewording."]) : null); }
    giveUp(b, k, r); return `${n} reworded searches for the same missing thing, all empty`;
  },
  "fix-cycle"(b, k, r, it, V, w) {
    b.user(fmt(k.say.fix, it[0].id)); delegateIn(b, k, r, "fix " + it[0].id); warm(b, k, r, it, w);
    const v = k.fixv(V); const n = r.int(3, 4);
    for (let i = 0; i < n; i++) {
      if (i === 1) b.loopHere();
      b.call(k.T.get, k.A.get(it[0]), (c) => k.O.get(it[0], c));
      b.call(k.T.update, k.A.update(it[0], v), (c) => k.O.update(it[0], v, c), i ? "Applying the fix again." : "Applying the fix.");
      b.call(k.T.validate, k.A.validate(it[0]), (c) => k.O.validate(it[0], [k.errs[V % 4]], c));
    }
    giveUp(b, k, r); return `read, the same amendment and validation cycle ${n} times, the same error each time`;
  },
  "redelegate"(b, k, r, it, V, w) {
    b.multi = true; b.user(fmt(k.say.fix, it[0].id)); b.agent = k.orch; const n = r.int(5, 7);
    for (let i = 0; i < w && i < 3; i++) { b.call(k.T.get, k.A.get(it[10 + i]), (c) => k.O.get(it[10 + i], c)); }
    b.agent = k.orch;
    for (let i = 0; i < n; i++) {
      if (i === 2) b.loopHere();
      const wk = k.workers[i % 2], other = k.workers[(i + 1) % 2];
      b.call("delegate_task", { worker: wk, task: `resolve ${it[0].id}`, attempt: i + 1 }, `task T-${r.digits(5)} assigned to ${wk}; status=accepted`, i ? `Passing it to ${wk}.` : null, 2);
      if (i < n - 1 || r() < 0.35) b.user(`${wk}: ${it[0].id} is outside my scope; ${other} owns this record. No changes made.`, wk);
    }
    if (b.msgs.at(-1).role === "user") b.say(k.say.giveup, k.orch);
    return `the orchestrator hands the same task back and forth between two workers ${n} times, each declining it`;
  },
  "page-reread"(b, k, r, it, V, w) {
    b.user(k.say.pages); delegateIn(b, k, r, "list"); warm(b, k, r, it, w); const pages = 2 + (V % 2); const rounds = r.int(3, 4);
    for (let q = 0; q < rounds; q++) for (let p = 1; p <= pages; p++) {
      if (q === 1 && p === 1) b.loopHere();
      const rows = it.slice((p - 1) * 6, p * 6);
      b.call(k.T.list, k.A.list(p), (c) => k.O.list(rows, p, p < pages, c), p === 1 && q ? "Going back to the first page." : null);
    }
    giveUp(b, k, r); return `the agent walks the same ${pages} pages ${rounds} times without ever answering`;
  },
};

export const legits = {
  "poll-progress"(b, k, r, it, V, w) {
    b.user(k.say.job); delegateIn(b, k, r, "run job");
    const j = `${k.id.slice(0, 3).toUpperCase()}${r.digits(6)}`; const total = r.int(10, 60) + 4 * w;
    b.call(k.T.start, k.A.start(it[0]), (c) => k.O.start(j, c), "Starting the job.");
    let done = 0, same = 0;
    while (done < total) {
      if (same < 2 && r() < 0.3) same++; else { same = 0; done = Math.min(total, done + r.int(1, 5)); }
      const s = { state: done >= total ? (k.id.startsWith("main") ? "OUTPUT" : "COMPLETE") : "RUNNING", done, total };
      b.call(k.T.poll, k.A.poll(j), (c) => k.O.poll(j, s, c), null, r.int(20, 60));
    }
    finish(b, k, r, `${j}: ${total}/${total}.`); return `a job is polled while its counter climbs to ${total}/${total}, then reported`;
  },
  batch(b, k, r, it, V) {
    b.user(k.say.batch); delegateIn(b, k, r, "batch"); const pair = V % 3 === 0; const n = pair ? r.int(16, 40) : r() < 0.45 ? r.int(20, 44) : r.int(8, 18); const ids = [];
    for (let i = 0; i < n; i++) {
      if (pair && i + 1 < n) { const a = it[i], z = it[i + 1]; b.turn([[k.T.get, k.A.get(a), (c) => k.O.get(a, c)], [k.T.get, k.A.get(z), (c) => k.O.get(z, c)]], r.pick(thoughts)); ids.push(a.id, z.id); i++; continue; }
      b.call(k.T.get, k.A.get(it[i]), (c) => k.O.get(it[i], c), r.pick(thoughts)); ids.push(it[i].id);
      if (r() < 0.25) { const v = k.fixv(i); b.call(k.T.update, k.A.update(it[i], v), (c) => k.O.update(it[i], v, c), "This one needs a correction."); }
    }
    finish(b, k, r, ids.slice(0, 4).join(", ") + ` … (${n})`); return `${n} different records are read one by one, a few corrected, then summarised`;
  },
  "retry-succeed"(b, k, r, it, V) {
    b.user(k.say.batch); delegateIn(b, k, r, "send"); const fails = r.int(1, 3); const more = r.int(3, 7);
    for (let i = 0; i < 2 + (V % 3); i++) b.call(k.T.get, k.A.get(it[10 + i]), (c) => k.O.get(it[10 + i], c));
    for (let i = 0; i < fails; i++) b.call(k.T.dep, k.A.dep(it[0]), (c) => k.O.depErr(c, i), i ? "Waiting and retrying." : null, 30 * (i + 1));
    b.call(k.T.dep, k.A.dep(it[0]), (c) => k.O.depOk(it[0], c), "Retrying after the backoff.", 60);
    for (let i = 1; i <= more; i++) b.call(k.T.dep, k.A.dep(it[i]), (c) => k.O.depOk(it[i], c));
    finish(b, k, r, `${more + 1} OK.`); return `the dependency fails ${fails} time(s), then recovers and ${more + 1} items go through`;
  },
  pagination(b, k, r, it, V, w) {
    b.user(k.say.pages); delegateIn(b, k, r, "list"); const pages = r.int(3, 4);
    for (let p = 1; p <= pages; p++) { const rows = it.slice((p - 1) * 6, p * 6); b.call(k.T.list, k.A.list(p), (c) => k.O.list(rows, p, p < pages, c), p > 1 ? "Next page." : null); }
    for (let i = 0, m = Math.min(11, r.int(2, 5) + w); i < m; i++) b.call(k.T.get, k.A.get(it[i * 2]), (c) => k.O.get(it[i * 2], c));
    finish(b, k, r, `${pages * 6}.`); return `${pages} pages are walked to the end, a few entries opened, then answered`;
  },
  "refine-converge"(b, k, r, it, V) {
    b.user(fmt(k.say.fix, it[0].id)); delegateIn(b, k, r, "fix " + it[0].id); const errs = [...k.errs];
    b.call(k.T.get, k.A.get(it[0]), (c) => k.O.get(it[0], c), "Reading the record.");
    let i = 0;
    for (;;) {
      const now = [...errs]; b.call(k.T.validate, k.A.validate(it[0]), (c) => k.O.validate(it[0], now, c), i ? "Validating again after the change." : null);
      if (!errs.length) break;
      const v = k.fixv(i); const a = k.A.update(it[0], v); a.fix_for = errs[0].slice(0, 40);
      b.call(k.T.update, a, (c) => k.O.update(it[0], v, c), `Fixing: ${errs[0].slice(0, 50)}`); errs.shift(); i++;
    }
    finish(b, k, r, `${it[0].id}: 4 → 0.`); return `four validation errors are fixed one per round, the list shrinks to zero`;
  },
  "recheck-after-change"(b, k, r, it, V) {
    b.user(fmt(k.say.fetch, it[0].id)); delegateIn(b, k, r, "check " + it[0].id);
    for (let i = 0; i < 3 + V % 3; i++) b.call(k.T.get, k.A.get(it[10 + i]), (c) => k.O.get(it[10 + i], c));
    const rounds = r.int(2, 3); const rec = { ...it[0] };
    for (let i = 0; i < rounds; i++) {
      const snap = { ...rec }; b.call(k.T.get, k.A.get(rec), (c) => k.O.get(snap, c), i ? "Checking again after the change." : null);
      b.call(k.T.validate, k.A.validate(rec), (c) => k.O.validate(snap, i === rounds - 1 ? [] : [k.errs[i]], c));
      if (i < rounds - 1) { b.say(`${it[0].id}: ${k.errs[i]}`); b.user(k.say.recheck); rec.v = typeof rec.v === "number" ? rec.v + 7 : String(rec.v) + "1"; rec.x = typeof rec.x === "string" ? rec.x.replace(/\d$/, (d) => String((+d + 1) % 10)) : rec.x; }
    }
    finish(b, k, r, `${it[0].id} OK.`); return `staff change the record ${rounds - 1} time(s) and ask for a re-check; each check sees new content`;
  },
  "delegate-progress"(b, k, r, it, V) {
    b.multi = true; b.user(k.say.batch); const n = r.int(3, 5);
    for (let i = 0; i < n; i++) {
      const wk = k.workers[i % 2]; b.agent = k.orch;
      b.call("delegate_task", { worker: wk, task: `check ${it[i].id}` }, `task T-${r.digits(5)} assigned to ${wk}; status=accepted`, null, 2);
      b.agent = wk; b.call(k.T.get, k.A.get(it[i]), (c) => k.O.get(it[i], c));
      if (i % 2) b.call(k.T.dep, k.A.dep(it[i]), (c) => k.O.depOk(it[i], c));
      b.agent = null; b.user(`${wk}: ${it[i].id} done (${i % 2 ? "sent" : "checked"}).`, wk);
    }
    b.say(`${k.say.done} ${n}.`, k.orch); return `the orchestrator hands ${n} different items to two workers, each reports a distinct result`;
  },
};

export const ambiguous = {
  "slow-poll"(b, k, r, it, V) {
    b.user(k.say.job); const j = `${k.id.slice(0, 3).toUpperCase()}${r.digits(6)}`; const total = 40;
    b.call(k.T.start, k.A.start(it[0]), (c) => k.O.start(j, c));
    let done = 3, i = 0;
    for (let s = 0; s < 3; s++) { for (let q = 0; q < 4; q++) { if (s === 0 && q === 3) b.loopHere(); const st = { state: "RUNNING", done, total }; b.call(k.T.poll, k.A.poll(j), (c) => k.O.poll(j, st, c), null, 45); i++; } done += 1; }
    return `a job creeps by one unit every four polls; progress is real but barely, so whether to keep polling is a judgment call`;
  },
  "retry-varying"(b, k, r, it, V) {
    b.user(fmt(k.say.fetch, it[0].id)); b.call(k.T.get, k.A.get(it[0]), (c) => k.O.get(it[0], c));
    for (let i = 0; i < 7; i++) { if (i === 3) b.loopHere(); b.call(k.T.dep, k.A.dep(it[0]), (c) => k.O.depErr(c, i), i ? `Backing off ${30 * 2 ** i}s, then retrying.` : null, 30 * 2 ** i); }
    return `the dependency fails with alternating errors under exponential backoff; persistence may or may not be justified`;
  },
};
