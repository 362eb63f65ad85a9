// Scenario scripts. Each loop kind has a legit twin that makes the same moves but learns something each time.
// A script writes the run through R (engine) and A (tool-call builders for the run's kit) and calls R.mark() at the
// first wasted assistant turn.

export function api(R, k) {
  const T = k.tools;
  const rn = k.render;
  const snap = (e) => structuredClone(Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith("_") || key === "_v")));
  return {
    get: (e, args) => {
      const s = snap(e);
      return { tool: T.get, args: args ?? k.args.get(e), out: (ctx) => rn.get(s, ctx) };
    },
    check: (e, findings, args, extra) => {
      const s = snap(e);
      const f = findings.map((x) => ({ ...x }));
      return { tool: T.check, args: args ?? k.args.check(e), out: (ctx) => rn.check(s, f, ctx, extra) };
    },
    update: (e, changes, args) => {
      const fields = Object.keys(changes).filter((f) => JSON.stringify(e[f]) !== JSON.stringify(changes[f]));
      if (fields.length) {
        Object.assign(e, changes);
        e._v = (e._v ?? 1) + 1;
      }
      const s = snap(e);
      return { tool: T.update, args: args ?? k.args.update(e, changes), out: (ctx) => rn.update(s, { changed: fields.length > 0, fields }, ctx) };
    },
    list: (rows, meta, args) => {
      const s = rows.map(snap);
      return { tool: T.list, args: args ?? k.args.list(meta), out: (ctx) => rn.list(s, meta, ctx) };
    },
    jobStart: (job, e, args) => ({ tool: T.jobStart, args: args ?? k.args.jobStart(e), out: (ctx) => rn.jobStart({ ...job }, ctx) }),
    jobStatus: (job, args) => {
      const s = { ...job };
      return { tool: T.jobStatus, args: args ?? k.args.jobStatus(job), out: (ctx) => rn.jobStatus(s, ctx) };
    },
    ext: (e, o = {}) => {
      const s = snap(e);
      return {
        tool: T.ext,
        args: o.args ?? k.args.ext(e, o.extra),
        dur: o.err === "timeout" ? (o.info?.timeout ?? 30) * 1000 + R.rng.int(3, 90) : o.err === "refused" ? R.rng.int(2, 9) : undefined,
        out: (ctx) => (o.err ? rn.extErr(o.err, s, ctx, o.info ?? {}) : rn.extOk(s, ctx, o.data ?? k.ext.ok(s, o.state))),
      };
    },
    log: (e, lines, meta, args) => ({ tool: T.log, args: args ?? k.args.log(e, meta.n, meta), out: (ctx) => rn.log(lines, meta, ctx) }),
    series: (e, points, meta, args) => ({ tool: T.series, args: args ?? k.args.series(e, meta), out: (ctx) => rn.series(points, meta, ctx) }),
    batch: (ids, res, extra, args) => ({ tool: T.batch, args: args ?? k.args.batch(ids, extra), out: (ctx) => rn.batch(res, ctx) }),
    toSpec: (note) => ({ tool: T.toSpec, args: k.args.handoff(note), out: (ctx) => rn.handoff(k.names.specialist, ctx) }),
    toTriage: (note) => ({ tool: T.toTriage, args: k.args.handoff(note), out: (ctx) => rn.handoff(k.names.triage, ctx) }),
    notify: (text) => {
      (R.posted ??= []).push({ from: k.botName ?? "ops-assistant (bot)", t: R.t + 2500, text, unread: false });
      return { tool: T.notify, args: k.args.notify(k.person.name, text), out: (ctx) => rn.notify({ channel: k.person.channel, to: k.person.name }, ctx) };
    },
    inbox: (msgs) => {
      const s = [...msgs, ...(R.posted ?? [])].map((m) => ({ ...m })).sort((a, b) => a.t - b.t);
      return { tool: T.inbox, args: k.args.inbox(), out: (ctx) => rn.inbox(s, ctx) };
    },
    sleep: (sec) => ({ tool: T.sleep, args: k.args.sleep(sec), dur: sec * 1000 + R.rng.int(2, 40), out: (ctx) => rn.sleep(sec, ctx) }),
  };
}

// ---------- shared helpers ----------
function say(R, pool, vars = {}) {
  const k = R.kit;
  if (R.voice === "terse" && R.rng.chance(0.45)) return null;
  let s = R.rng.pick(pool).replace(/\{(\w+)\}/g, (_, v) => (vars[v] ?? `{${v}}`));
  s = s[0].toUpperCase() + s.slice(1);
  if (k.thought) s = "Thought: " + s;
  return s;
}
function task(R, scen, e, x = {}, nSweep = 0) {
  const t = R.kit.text;
  const parts = [t.hello];
  if (nSweep > 0) parts.push(t.sweep(nSweep), t.then);
  parts.push(t[scen](e, x));
  R.user(parts.filter(Boolean).join(" "));
}
function fin(R, body, kind = "done") {
  const t = R.kit.text;
  const op = kind === "done" ? t.done : t.note;
  R.final(R.rng.chance(0.6) ? `${op} ${body}` : body);
}
const minute = 60000;
// A value that moves from start to target over dur, with jitter fixed per timestamp (a re-read shows the same points).
function ramp(t0, dur, start, target, jitter, round) {
  return (t) => {
    const f = Math.min(1, Math.max(0, (t - t0) / dur));
    const h = ((Math.imul((t / 1000) | 0, 2654435761) >>> 0) % 1000) / 1000 - 0.5;
    return round(start + (target - start) * f + h * jitter * (f > 0 && f < 1 ? 1 : 0.3));
  };
}
function floorMin(ms, m = 1) {
  return Math.floor(ms / (m * minute)) * m * minute;
}

// Make the log of an entity once per run so that a log read twice shows the same lines.
function baseLog(R, e, count, opts = {}) {
  R.logs ??= {};
  const key = e.id + (opts.tag ?? "");
  if (!R.logs[key]) {
    const r = R.rng;
    const lines = [];
    let t = R.t - r.int(20, 60) * minute;
    for (let i = 0; i < count; i++) {
      lines.unshift({ t, s: R.kit.logLine(e, t, r, i) });
      t -= r.int(8000, 140000);
    }
    R.logs[key] = { lines, rotated: t - r.int(1, 30) * 1000 };
  }
  return R.logs[key];
}
function fmtLines(R, arr) {
  return arr.map((x) => x.s);
}

// Productive sweep over open items (new item every turn). Returns number of turns used.
function sweepCount(P) {
  return P > 0 ? Math.max(2, Math.ceil(P / 1.6)) : 0;
}
function sweep(R, A, P, opts = {}) {
  if (P <= 0) return 0;
  const k = R.kit;
  const r = R.rng;
  const n = sweepCount(P);
  const items = Array.from({ length: n }, (_, i) => k.entity(r, 200 + i, R));
  for (const it of items) {
    const bad = r.chance(0.5) ? r.pick(k.rules) : null;
    it._bad = bad;
    if (bad) it[bad.field] = bad.bad(it);
  }
  R.sweepItems = items;
  let used = 0;
  R.turn(say(R, ["Starting with the open items.", "First the list of open items.", "Let me pull the open items first.", "I'll list what is open before anything else."]), [A.list(items, { total: items.length, hasMore: false, next: null, filter: k.listFilter })], opts);
  used++;
  for (const it of items) {
    const bad = it._bad;
    const calls = [A.get(it), A.check(it, bad ? [{ code: bad.code, sev: "error", msg: bad.msg(it) }] : [])];
    if (r.chance(0.2)) {
      const lg = baseLog(R, it, 6);
      calls.push(A.log(it, fmtLines(R, lg.lines), { n: 6, source: k.logSource(it), scanned: 6 }));
    }
    R.turn(say(R, ["Next: {id}. Reading the record and running the rules in parallel.", "{id} — record and check together.", "Checking {id}.", "Now {id}; fetching it and validating at the same time.", "On to {id}."], { id: it.id }), r.shuffle(calls), opts);
    used++;
    if (bad) {
      const calls2 = [A.update(it, { [bad.field]: bad.good(it) })];
      if (r.chance(0.6)) calls2.push(A.check(it, []));
      R.turn(say(R, ["{id} fails {code}; correcting {field}.", "Fixing {field} on {id} ({code}) and re-checking.", "Applying the fix for {code} on {id}."], { id: it.id, code: bad.code, field: bad.field }), calls2, opts);
      used++;
      it._fixed = true;
    }
  }
  return used;
}
function sweepNote(R) {
  const items = R.sweepItems ?? [];
  if (!items.length) return "";
  const fixed = items.filter((x) => x._fixed).map((x) => x.id);
  return `Open items reviewed: ${items.length}${fixed.length ? ` (corrected: ${fixed.join(", ")})` : ""}. `;
}

// ---------- 1. exact repeat / reread-changing ----------
export function exactRepeat(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const hold = k.hold(e);
  task(R, "status", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  R.turn(say(R, ["Looking at {id}: record and rule check.", "Reading {id} and checking it.", "Let me see what {id} is waiting on."], { id: e.id }), [A.get(e), A.check(e, [hold])]);
  const pair = r.chance(0.4);
  if (r.chance(0.5)) {
    const lg = baseLog(R, e, 8);
    R.turn(say(R, ["The hold reason is clear in the record; a quick look at the log as well.", "Checking the recent log entries for {id}."], { id: e.id }), [A.log(e, fmtLines(R, lg.lines), { n: 8, source: k.logSource(e), scanned: 8 })]);
  }
  R.mark();
  for (let i = 0; i < p.L; i++) {
    const txt = say(R, ["Let me re-read {id} to make sure I have the current state.", "Re-checking {id}.", "Fetching {id} again to confirm the hold.", "I want to be sure about {id} before answering; reading it once more.", "Double-checking the record for {id}.", "Reading {id} again in case it has moved."], { id: e.id });
    R.turn(txt, pair ? [A.get(e), A.check(e, [hold])] : [A.get(e)]);
  }
}
export function rereadChanging(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const rule = r.pick(k.rules);
  e[rule.field] = rule.bad(e);
  task(R, "status", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  R.turn(say(R, ["Reading {id} and running the check.", "Let me see where {id} stands."], { id: e.id }), [A.get(e), A.check(e, [{ code: rule.code, sev: "error", msg: rule.msg(e) }])]);
  R.turn(say(R, ["{code} is the blocker; correcting {field}, which re-queues the item.", "Fixing {field} so the item goes back into processing."], { code: rule.code, field: rule.field }), [A.update(e, { [rule.field]: rule.good(e) })]);
  const flow = k.flow;
  const n = Math.min(flow.length, Math.max(3, p.L));
  for (let i = 0; i < n; i++) {
    R.wait(r.int(40, 240));
    if (i === 1 && r.chance(0.5)) {
      R.user(k.text.again);
    }
    k.advance(e, i);
    R.turn(say(R, ["Reading {id} again to follow the re-processing.", "Status of {id} now?", "Checking {id} once more; it was moving.", "Following {id} through the workflow."], { id: e.id }), [A.get(e)]);
  }
  fin(R, `${sweepNote(R)}${e.id}: the blocker was ${rule.code} (${rule.field}); I corrected it and followed the item through ${flow.slice(0, n).join(" → ")}. It is now "${e.status}".`);
}

// ---------- 2. trivial variants / varied args with new rows ----------
export function trivialVariant(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  e[k.missing.field] = null;
  task(R, "field", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  R.turn(say(R, ["Reading {id}.", "Fetching {id} to find the {label}.", "Let me open {id}."], { id: e.id, label: k.missing.label }), [A.get(e)]);
  R.mark();
  const vars = k.idVariants(e, r);
  for (let i = 0; i < p.L; i++) {
    const v = vars[i % vars.length];
    R.turn(say(R, ["The {label} is empty; maybe the lookup key was off. Trying {v}.", "Trying the id as {v}.", "Perhaps a different form of the id returns the full record: {v}.", "Another attempt with {v}.", "The field came back null; retrying with {v}."], { label: k.missing.label, v: JSON.stringify(v) }), [A.get(e, v)]);
  }
}
export function variedArgs(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const days = Math.max(4, Math.min(8, p.L));
  const end = floorMin(R.t, 1440) - 1440 * minute;
  const start = end - (days - 1) * 1440 * minute;
  const d = (ms) => R.ctx(ms, 0).date(ms);
  task(R, "daily", e, { d1: d(start), d2: d(end) }, sweepCount(p.P));
  sweep(R, A, p.P);
  const totals = [];
  let i = 0;
  while (i < days) {
    const batch = r.chance(0.4) && i + 1 < days ? 2 : 1;
    const calls = [];
    for (let j = 0; j < batch; j++) {
      const day = start + (i + j) * 1440 * minute;
      const pts = [];
      const base = k.series.dayBase(r);
      for (let h = 0; h < 24; h += 3) pts.push({ t: day + h * 60 * minute, v: k.series.round(base * (0.4 + 0.6 * Math.sin(((h + 3) / 24) * Math.PI)) + r.float(-1, 1, 2) * k.series.jitter) });
      totals.push([d(day), pts.reduce((a, b) => a + b.v, 0) / pts.length, Math.max(...pts.map((x) => x.v))]);
      calls.push(A.series(e, pts, { from: day, to: day + 1440 * minute - 1000, step: 10800, labelText: `day=${d(day)}`, labels: { day: d(day) } }));
    }
    R.turn(say(R, ["Day {d}.", "Next day: {d}.", "Fetching {d}.", "Now {d}."], { d: d(start + i * 1440 * minute) }), calls);
    i += batch;
  }
  fin(R, `${sweepNote(R)}Per-day ${k.series.name} for ${e.id} (${k.series.unit}; mean / max of the 3-hourly values): ${totals.map(([a, b, c]) => `${a}: ${k.series.round(b)} / ${c}`).join("; ")}.`);
}

// ---------- 3. ping-pong / tune-converge ----------
export function pingPong(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const f = k.stuckFinding(e);
  task(R, "pass", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const writeVariant = r.chance(0.5);
  if (writeVariant) {
    const v = k.tune.steps[0].value;
    R.turn(say(R, ["Setting {field} on {id} and then re-checking.", "Adjusting {field} first."], { field: k.tune.field, id: e.id }), [A.update(e, { [k.tune.field]: v })]);
    R.turn(say(R, ["Re-running the check.", "Check again after the change."]), [A.check(e, [f])]);
    R.mark();
    for (let i = 0; i < p.L; i++) {
      if (i % 2 === 0) R.turn(say(R, ["The check still fails; writing {field} again to be sure it stuck.", "Re-applying {field}={v}.", "Saving {field} once more."], { field: k.tune.field, v }), [A.update(e, { [k.tune.field]: v })]);
      else R.turn(say(R, ["Checking again.", "Re-validating {id}.", "Does it pass now?"], { id: e.id }), [A.check(e, [f])]);
    }
  } else {
    R.turn(say(R, ["Running the check for {id}.", "Validating {id}."], { id: e.id }), [A.check(e, [f])]);
    R.turn(say(R, ["Reading the record to see the values behind that finding.", "Let me look at the record itself."]), [A.get(e)]);
    R.mark();
    for (let i = 0; i < p.L; i++) {
      if (i % 2 === 0) R.turn(say(R, ["The values look fine to me, so re-running the check.", "Checking {id} again.", "Validating once more."], { id: e.id }), [A.check(e, [f])]);
      else R.turn(say(R, ["Back to the record to compare.", "Reading {id} again.", "Comparing against the record once more."], { id: e.id }), [A.get(e)]);
    }
  }
}
export function tuneConverge(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "pass", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const tn = k.tune;
  R.turn(say(R, ["First the current state of {id}.", "Check {id} as it is."], { id: e.id }), [A.check(e, [tn.finding(e, tn.initial)])]);
  for (const st of tn.steps) {
    R.turn(say(R, ["{label} is off; setting {field} to {v}.", "Moving {field} to {v}.", "Next adjustment: {field}={v}."], { label: tn.label, field: tn.field, v: st.value }), [A.update(e, { [tn.field]: st.value })]);
    R.turn(say(R, ["Re-checking.", "How does that look?", "Validate again."]), [A.check(e, st.pass ? [] : [tn.finding(e, st.reading)], undefined, tn.extra ? tn.extra(st) : undefined)]);
  }
  const last = tn.steps[tn.steps.length - 1];
  fin(R, `${sweepNote(R)}${e.id} passes now: ${tn.field} = ${last.value} (${tn.label} ${last.reading}); earlier settings gave ${tn.steps
    .slice(0, -1)
    .map((s) => s.reading)
    .join(", ")}.`);
}

// ---------- 4. retry storm / back-off that recovers ----------
export function retryStorm(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const err = r.pick(k.ext.deadKinds);
  task(R, "ext", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const info = { timeout: 30 };
  R.turn(say(R, ["Fetching from {sys}.", "Calling {sys} for {id}."], { sys: k.ext.name, id: e.id }), [A.ext(e, { err, info })]);
  R.turn(say(R, ["That failed; one retry.", "Transient error maybe — retrying once."]), [A.ext(e, { err, info })]);
  R.mark();
  const withSide = r.chance(0.4);
  let extra;
  for (let i = 0; i < p.L; i++) {
    R.wait(r.int(1, 6));
    if (i >= 2 && r.chance(0.4)) {
      info.timeout = err === "timeout" ? [60, 90, 120][i % 3] : 30;
      extra = { timeout_s: info.timeout };
    }
    const calls = [A.ext(e, { err, info: { ...info }, extra })];
    if (withSide && i % 3 === 1) calls.push(A.get(e));
    R.turn(say(R, ["Retrying {sys}.", "Trying {sys} again.", "Another attempt.", "Once more — it may be back.", "{sys} again with the same request.", "Retry."], { sys: k.ext.name }), calls);
  }
}
export function backoffRecovers(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "ext", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const plan = r.pick([
    [["rate", 20], ["down", 45]],
    [["timeout", 30], ["rate", 60]],
    [["down", 30], ["down", 60], ["rate", 15]],
    [["gateway", 20], ["timeout", 40]],
  ]);
  R.turn(say(R, ["Fetching from {sys}.", "Calling {sys} for {id}."], { sys: k.ext.name, id: e.id }), [A.ext(e, { err: plan[0][0], info: { retryAfter: plan[0][1], timeout: 30 } })]);
  for (let i = 0; i < plan.length; i++) {
    const wait = plan[i][1];
    R.turn(say(R, ["The server asks for {s}s; waiting before the next try.", "Backing off {s} seconds.", "Waiting {s}s as requested."], { s: wait }), [A.sleep(wait)]);
    if (i + 1 < plan.length) R.turn(say(R, ["Trying {sys} again after the pause.", "Retry after back-off."], { sys: k.ext.name }), [A.ext(e, { err: plan[i + 1][0], info: { retryAfter: plan[i + 1][1], timeout: 30 } })]);
  }
  R.turn(say(R, ["Retry after back-off.", "Trying {sys} again.", "Next attempt after waiting."], { sys: k.ext.name }), [A.ext(e, {})]);
  const okd = k.ext.ok(e);
  fin(R, `${sweepNote(R)}${k.ext.name} answered after ${plan.length} back-off${plan.length > 1 ? "s" : ""} (${plan.map((x) => x[0]).join(", ")}). ${k.ext.summary(e, okd)}`);
}

// ---------- 5. stuck poll / slow poll that advances ----------
function newJob(R, e) {
  const k = R.kit;
  const r = R.rng;
  return { id: k.job.id(r), subject: e.id, state: "queued", stage: k.job.stages[0], progress: 0, processed: 0, total: k.job.total(r), heartbeat: null, worker: k.job.worker(r) };
}
function step(R, job, frac, stageIdx) {
  const k = R.kit;
  job.state = "running";
  job.progress = Math.round(frac * 100);
  job.processed = Math.floor(frac * job.total);
  job.stage = k.job.stages[Math.min(stageIdx, k.job.stages.length - 1)];
  job.heartbeat = R.ctx(R.t - R.rng.int(2, 9) * 1000, 0).iso();
}
export function stuckPoll(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "job", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const job = newJob(R, e);
  R.turn(say(R, ["Starting the job for {id}.", "Launching it."], { id: e.id }), [A.jobStart(job, e)]);
  const fr = [0.08, 0.23, 0.41].slice(0, r.int(1, 3));
  for (let i = 0; i < fr.length; i++) {
    R.wait(r.int(20, 90));
    step(R, job, fr[i], i);
    R.turn(say(R, ["Polling the job.", "Status?", "Checking progress."]), [A.jobStatus(job)]);
  }
  // freeze
  R.wait(r.int(20, 90));
  step(R, job, fr[fr.length - 1] + 0.04, fr.length);
  job.heartbeat = R.ctx(R.t - r.int(100, 400) * 1000, 0).iso();
  const frozenHb = job.heartbeat;
  R.turn(say(R, ["Polling the job.", "Progress?"]), [A.jobStatus(job)]);
  R.wait(r.int(30, 90));
  R.turn(say(R, ["Still {pct}%; polling again.", "Checking again."], { pct: job.progress }), [A.jobStatus(job)]);
  R.mark();
  const withLog = r.chance(0.45);
  const lg = baseLog(R, e, 7, { tag: "job" });
  for (let i = 0; i < p.L; i++) {
    if (r.chance(0.25)) {
      const s = r.pick([30, 60, 60, 120]);
      R.turn(say(R, ["Giving it {s}s.", "Waiting {s}s before the next poll."], { s }), [A.sleep(s)]);
      i++;
      if (i >= p.L) break;
    } else R.wait(r.int(5, 40));
    job.heartbeat = frozenHb;
    const calls = [A.jobStatus(job)];
    if (withLog && i % 2 === 0) calls.push(A.log(e, fmtLines(R, lg.lines), { n: 7, source: k.logSource(e), scanned: 7 }));
    R.turn(say(R, ["Polling again.", "Any movement?", "Checking the job once more.", "Still waiting on {stage}; polling.", "Status check.", "Let me see if it progressed."], { stage: job.stage }), calls);
  }
}
export function slowPoll(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "job", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const job = newJob(R, e);
  R.turn(say(R, ["Starting the job for {id}.", "Launching it."], { id: e.id }), [A.jobStart(job, e)]);
  const n = Math.max(4, p.L);
  let frac = 0;
  for (let i = 0; i < n; i++) {
    if (r.chance(0.3)) {
      const s = r.pick([30, 60, 90]);
      R.turn(say(R, ["Waiting {s}s.", "Pausing {s}s between polls."], { s }), [A.sleep(s)]);
    } else R.wait(r.int(30, 120));
    // slow: sometimes the percentage stays but counters and heartbeat move
    const inc = i % 3 === 2 ? 0.004 : (0.9 / n) * r.float(0.7, 1.3);
    frac = Math.min(0.97, frac + inc);
    step(R, job, frac, Math.floor((i / n) * k.job.stages.length));
    R.turn(say(R, ["Polling.", "Progress check.", "How far along?", "Checking the job."]), [A.jobStatus(job)]);
  }
  R.wait(r.int(30, 90));
  job.state = "succeeded";
  job.progress = 100;
  job.processed = job.total;
  job.stage = k.job.stages[k.job.stages.length - 1];
  job.heartbeat = R.ctx(R.t, 0).iso();
  job.result = k.job.result(e, r);
  R.turn(say(R, ["Final poll.", "Should be close now."]), [A.jobStatus(job)]);
  fin(R, `${sweepNote(R)}Job ${job.id} for ${e.id} finished (${job.total} ${k.job.unit}). ${k.job.summary(job.result)}`);
}

// ---------- 6. no progress / diagnostic sweep ----------
export function noProgress(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const hold = k.hold(e);
  task(R, "status", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const lg = baseLog(R, e, 10);
  const diag = [
    () => A.get(e),
    () => A.check(e, [hold], r.chance(0.5) ? { ...k.args.check(e), verbose: true } : undefined),
    () => {
      const n = r.pick([10, 10, 30, 60]);
      return A.log(e, fmtLines(R, lg.lines), { n, source: k.logSource(e), scanned: 10 });
    },
    () => A.ext(e, { state: "pending" }),
  ];
  const prose = [
    ["Reading the record again for anything unusual.", "Maybe the record has changed; fetching {id}.", "Let me re-open {id}."],
    ["Re-validating with more detail.", "Running the rules again in case I misread the finding.", "Checking {id} against the rules once more."],
    ["Let me approach this from the log side.", "Checking the log again for anything new.", "Perhaps the log explains it; reading it again."],
    ["Checking whether {sys} has changed its view.", "Asking {sys} again.", "Cross-checking with {sys} once more."],
  ];
  R.turn(say(R, ["Reading {id} and checking it.", "Record and rules for {id}."], { id: e.id }), [diag[0](), diag[1]()]);
  R.turn(say(R, ["Log and the external side next.", "Let me see the log and what {sys} says."], { sys: k.ext.name }), [diag[2](), diag[3]()]);
  R.mark();
  let last = -1;
  for (let i = 0; i < p.L; i++) {
    let j = r.int(0, 3);
    if (j === last) j = (j + 1) % 4;
    last = j;
    const calls = [diag[j]()];
    if (r.chance(0.3)) calls.push(diag[(j + 2) % 4]());
    R.turn(say(R, r.chance(0.2) ? ["Maybe I missed something; looking again.", "Trying a different angle on {id}."] : prose[j], { sys: k.ext.name, id: e.id }), calls);
  }
}
export function diagnosticSweep(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const rule = r.pick(k.rules);
  e[rule.field] = rule.bad(e);
  task(R, "status", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const lg = baseLog(R, e, 9, { tag: "d" });
  const ev = { t: R.t - r.int(10, 50) * minute, s: k.logEvent(e, R.t - r.int(10, 50) * minute, rule) };
  const lines = [...lg.lines.slice(0, 6), ev, ...lg.lines.slice(6)].map((x) => x.s);
  R.turn(say(R, ["Reading {id}.", "Start with the record."], { id: e.id }), [A.get(e)]);
  R.turn(say(R, ["{field} looks suspicious; running the rules.", "Rules next."], { field: rule.field }), [A.check(e, [{ code: rule.code, sev: "error", msg: rule.msg(e) }])]);
  R.turn(say(R, ["{code} fails. When did that value come in? Checking the log.", "Log for the origin of the bad value."], { code: rule.code }), [A.log(e, lines, { n: lines.length, source: k.logSource(e), scanned: lines.length })]);
  R.turn(say(R, ["The log shows where it came from. Does {sys} agree?", "Cross-checking with {sys}."], { sys: k.ext.name }), [A.ext(e, {})]);
  if (r.chance(0.6)) {
    const sib = [k.entity(r, 50, R), k.entity(r, 51, R), e];
    R.turn(say(R, ["Are other items affected?", "Checking siblings for the same problem."]), [A.list(sib, { total: 3, hasMore: false, next: null, filter: "same-source" })]);
  }
  R.turn(say(R, ["Only {id} is affected. Correcting {field}.", "Fixing {field}."], { id: e.id, field: rule.field }), [A.update(e, { [rule.field]: rule.good(e) })]);
  R.turn(say(R, ["Verifying.", "Re-running the check."]), [A.check(e, [])]);
  fin(R, `${sweepNote(R)}${e.id} was held by ${rule.code}: ${rule.msg({ ...e, [rule.field]: rule.bad(e) })} The bad value entered at ${R.ctx(ev.t, 0).clock()} (see log); I set ${rule.field} to ${JSON.stringify(rule.good(e))} and the check passes.`);
}

// ---------- 7. shuffled parallel batch / parallel watch with progress ----------
export function shuffledBatch(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const st = k.watch.stopped(e);
  task(R, "watch", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const lg = baseLog(R, e, 6, { tag: "w" });
  let lastOrder = "";
  const permute = (calls) => {
    let out = r.shuffle(calls);
    for (let i = 0; i < 6 && out.map((c) => c.tool).join() === lastOrder; i++) out = r.shuffle(calls);
    lastOrder = out.map((c) => c.tool).join();
    return out;
  };
  const round = () => {
    const to = floorMin(R.t);
    const pts = [];
    for (let t = to - 15 * minute; t <= to; t += 3 * minute) pts.push({ t, v: st.value });
    return permute([A.get(e), A.series(e, pts, { from: to - 15 * minute, to, step: 180, note: st.note, labelText: k.watch.label(e), labels: k.watch.labels(e), rel: "15m" }), A.log(e, fmtLines(R, lg.lines), { n: 6, source: k.logSource(e), scanned: 6 })]);
  };
  R.turn(say(R, ["Status sweep: record, the last 15 minutes of {m}, and the log.", "Checking record, metric and log together."], { m: k.series.name }), round());
  R.wait(r.int(20, 60));
  R.turn(say(R, ["Sweeping again.", "Same three views once more."]), round());
  R.mark();
  for (let i = 0; i < p.L; i++) {
    R.wait(r.int(10, 70));
    R.turn(say(R, ["Another sweep to see whether it came back.", "Log, metric, record — again.", "Re-checking all three.", "Let me look at everything once more.", "Checking whether anything moved."]), round());
  }
}
export function parallelWatch(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const tr = k.watch.recovering(e);
  task(R, "watch", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const n = Math.max(3, Math.min(p.L, tr.states.length));
  let v = tr.start;
  const lg = baseLog(R, e, 5, { tag: "w" });
  let extra = [];
  const val = ramp(floorMin(R.t) - 3 * minute, n * 2.6 * minute, tr.start, tr.target, tr.jitter, k.series.round);
  for (let i = 0; i < n; i++) {
    R.wait(r.int(60, 240));
    const to = floorMin(R.t);
    const pts = [];
    for (let t = to - 15 * minute; t <= to; t += 3 * minute) {
      v = val(t);
      pts.push({ t, v });
    }
    k.watch.setState(e, tr.states[Math.min(i, tr.states.length - 1)]);
    extra.push({ t: R.t - r.int(10, 50) * 1000, s: k.watch.progressLine(e, i, R.t) });
    const lines = [...lg.lines.slice(extra.length), ...extra].map((x) => x.s);
    R.turn(say(R, ["Sweep {i}: record, metric, log.", "Checking all three again.", "Next round of the watch."], { i: i + 1 }), r.shuffle([A.get(e), A.series(e, pts, { from: to - 15 * minute, to, step: 180, labelText: k.watch.label(e), labels: k.watch.labels(e), rel: "15m" }), A.log(e, lines, { n: 5, source: k.logSource(e), scanned: 5 })]));
  }
  fin(R, `${sweepNote(R)}${k.watch.doneText(e, k.series.round(v))}`);
}

// ---------- 8. cursor wrap-around / long pagination ----------
export function cursorWrap(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const size = 25;
  const total = r.int(51, 70);
  const rows = Array.from({ length: total }, (_, i) => k.entity(r, 300 + i, R));
  const pages = [rows.slice(0, 25), rows.slice(25, 50), rows.slice(50)];
  task(R, "pages", rows[0], {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const tok = () => r.alnum(22) + "==";
  let cur = null;
  const filter = k.listFilter;
  for (let i = 0; i < 3 + p.L; i++) {
    if (i === 3) R.mark();
    const next = tok();
    const pg = pages[i % 3];
    R.turn(i === 0 ? say(R, ["Listing page by page.", "First page."]) : say(R, ["Following next_cursor.", "Next page.", "has_more is true; continuing.", "Fetching the next page.", "Continuing with the cursor."]), [A.list(pg, { total, hasMore: true, next, filter, size }, k.args.list({ filter, cursor: cur, size }))]);
    cur = next;
  }
}
export function longPagination(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const size = 25;
  const np = Math.max(5, Math.min(14, p.L));
  const total = (np - 1) * size + r.int(3, 24);
  const filter = k.listFilter;
  const first = k.entity(r, 300, R);
  task(R, "pages", first, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  let cur = null;
  let n = 0;
  for (let i = 0; i < np; i++) {
    const cnt = Math.min(size, total - n);
    const rows = Array.from({ length: cnt }, (_, j) => (i === 0 && j === 0 ? first : k.entity(r, 300 + n + j, R)));
    n += cnt;
    const last = n >= total;
    const next = last ? null : r.alnum(22) + "==";
    R.turn(i === 0 ? say(R, ["Listing page by page.", "First page."]) : say(R, ["Next page.", "Continuing with the cursor.", "Page {i}.", "{n} of {t} so far; next."], { i: i + 1, n: n - cnt, t: total }), [A.list(rows, { total, hasMore: !last, next, filter, size }, k.args.list({ filter, cursor: cur, size }))]);
    cur = next;
  }
  fin(R, `${sweepNote(R)}${k.text.countAnswer(total, np)}`);
}

// ---------- 9. growing window re-read / growing window that finds the event ----------
export function growingWindow(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "logs", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const fileLen = r.int(48, 90);
  const lg = baseLog(R, e, fileLen, { tag: "g" });
  const pat = k.logPattern;
  const src = k.logSource(e);
  const rot = R.ctx(lg.rotated, 0).iso();
  R.turn(say(R, ["Searching the recent log for it.", "Grepping the last lines."]), [A.log(e, [], { n: 40, grep: pat, source: src, scanned: 40 })]);
  R.turn(say(R, ["Nothing in the last 40 lines; widening the window.", "Going further back."]), [A.log(e, [], { n: 400, grep: pat, source: src, scanned: fileLen, startReached: true, rotated: rot })]);
  R.mark();
  const sizes = [2000, 10000, 50000, 5000, 100000, 20000];
  const pats = k.logPatternVariants;
  for (let i = 0; i < p.L; i++) {
    const n = sizes[i % sizes.length];
    const g = i % 3 === 2 ? pats[i % pats.length] : pat;
    R.turn(say(R, ["Widening further to {n} lines.", "Trying a bigger window ({n}).", "Maybe it is further back; {n} lines.", "Searching {n} lines with {g}.", "Different pattern: {g}."], { n, g: JSON.stringify(g) }), [A.log(e, [], { n, grep: g, source: src, scanned: fileLen, startReached: true, rotated: rot })]);
  }
}
export function growingFinds(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "logs", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  const pat = k.logPattern;
  const src = k.logSource(e);
  const sizes = [40, 400, 4000, 20000].slice(0, r.int(3, 4));
  const evT = R.t - r.int(9, 20) * 60 * minute;
  for (let i = 0; i < sizes.length; i++) {
    const last = i === sizes.length - 1;
    const lines = last ? k.logFound(e, evT) : [];
    R.turn(i === 0 ? say(R, ["Searching the recent log.", "Grepping the last lines."]) : say(R, ["No match yet; the log is longer, widening to {n}.", "Going further back ({n} lines)."], { n: sizes[i] }), [A.log(e, lines, { n: sizes[i], grep: pat, source: src, scanned: last ? sizes[i] - r.int(100, 900) : sizes[i] })]);
  }
  R.turn(say(R, ["Found it. Reading the record to tie it together.", "Match found; checking the record at that time."]), [A.get(e)]);
  fin(R, `${sweepNote(R)}${k.logAnswer(e, evT)}`);
}

// ---------- 10. sliding-window poll / sliding-window trend ----------
export function slidingPoll(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const st = k.watch.stopped(e);
  task(R, "watch", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  R.turn(say(R, ["Current state first.", "Reading {id}."], { id: e.id }), [A.get(e)]);
  const q = () => {
    const to = floorMin(R.t);
    const from = to - 10 * minute;
    const pts = [];
    for (let t = from; t <= to; t += 2 * minute) pts.push({ t, v: st.value });
    return A.series(e, pts, { from, to, step: 120, note: st.note, labelText: k.watch.label(e), labels: k.watch.labels(e) });
  };
  R.turn(say(R, ["Querying the last 10 minutes.", "Metric for the last window."]), [q()]);
  R.wait(r.int(60, 150));
  R.turn(say(R, ["Next window.", "Querying again."]), [q()]);
  R.mark();
  for (let i = 0; i < p.L; i++) {
    R.wait(r.int(20, 150));
    R.turn(say(R, ["Next window.", "Still flat; querying the latest 10 minutes.", "Checking the most recent window.", "Any change yet?", "Querying {m} again.", "Polling the metric."], { m: k.series.name }), [q()]);
  }
}
export function slidingTrend(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const tr = k.watch.recovering(e);
  task(R, "watch", e, {}, sweepCount(p.P));
  sweep(R, A, p.P);
  R.turn(say(R, ["Current state first.", "Reading {id}."], { id: e.id }), [A.get(e)]);
  const n = Math.max(4, Math.min(p.L, 12));
  let v = tr.start;
  const val = ramp(floorMin(R.t), n * 3.1 * minute, tr.start, tr.target, tr.jitter, k.series.round);
  for (let i = 0; i < n; i++) {
    R.wait(r.int(90, 300));
    const to = floorMin(R.t);
    const from = to - 10 * minute;
    const pts = [];
    for (let t = from; t <= to; t += 2 * minute) {
      v = val(t);
      pts.push({ t, v });
    }
    R.turn(say(R, ["Next window.", "Querying the latest 10 minutes.", "Moving in the right direction; checking again.", "Polling the metric."]), [A.series(e, pts, { from, to, step: 120, labelText: k.watch.label(e), labels: k.watch.labels(e) })]);
  }
  fin(R, `${sweepNote(R)}${k.watch.doneText(e, k.series.round(v))}`);
}

// ---------- 11. range re-slicing / range refinement ----------
export function rangeReslice(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const day = floorMin(R.t, 1440) - 1440 * minute;
  const t0 = day + (k.series.winStartH ?? 14) * 60 * minute;
  const t1 = t0 + 4 * 60 * minute;
  const step = 10 * minute;
  const pts = [];
  const base = k.series.dayBase(r);
  const ph = r.float(0, 6.28, 2);
  for (let t = t0; t <= t1; t += step) pts.push({ t, v: k.series.round(base * (1 + 0.08 * Math.sin(ph + (t - t0) / (47 * minute))) + r.float(-1, 1, 2) * k.series.jitter) });
  const peak = pts.reduce((a, b) => (b.v > a.v ? b : a));
  task(R, "peak", e, { from: R.ctx(t0, 0).clock().slice(0, 5), to: R.ctx(t1, 0).clock().slice(0, 5), day: R.ctx(day, 0).date() }, sweepCount(p.P));
  sweep(R, A, p.P);
  const q = (a, b) => A.series(e, pts.filter((x) => x.t >= a && x.t <= b), { from: a, to: b, step: 600, labelText: k.watch.label(e), labels: k.watch.labels(e) });
  R.turn(say(R, ["Querying the full window at 10-minute resolution.", "The whole window first."]), [q(t0, t1)]);
  R.mark();
  const H = 60 * minute;
  const slices = r.shuffle([
    [t0, t0 + 2 * H],
    [t0 + 2 * H, t1],
    [t0 + H, t0 + 3 * H],
    [t0, t0 + H],
    [t0 + 30 * minute, t0 + 150 * minute],
    [t0 + 3 * H, t1],
    [t0 + 90 * minute, t0 + 210 * minute],
    [t0 + 2 * H, t0 + 3 * H],
  ]);
  for (let i = 0; i < p.L; i++) {
    const sl = slices[i % slices.length];
    const two = r.chance(0.35) ? slices[(i + 3) % slices.length] : null;
    const calls = [q(sl[0], sl[1])];
    if (two) calls.push(q(two[0], two[1]));
    R.turn(say(R, ["Let me look at {a}–{b} separately to be sure about the peak.", "Zooming into {a}–{b}.", "Splitting the window: {a}–{b}.", "Checking the sub-range {a}–{b}."], { a: R.ctx(sl[0], 0).clock().slice(0, 5), b: R.ctx(sl[1], 0).clock().slice(0, 5) }), calls);
  }
  void peak;
}
export function rangeRefine(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const day = floorMin(R.t, 1440) - 1440 * minute;
  const t0 = day + (k.series.winStartH ?? 14) * 60 * minute;
  const t1 = t0 + 4 * 60 * minute;
  const H = 60 * minute;
  const base = k.series.dayBase(r);
  const spikeT = t0 + r.int(1, 3) * H + r.int(2, 5) * 10 * minute + 3 * minute;
  const val = (t) => {
    const d = Math.abs(t - spikeT) / minute;
    return k.series.round(base * (1 + (d < 6 ? ((k.series.spike ?? 0.8) * (6 - d)) / 6 : 0)) + r.float(-0.3, 0.3, 2) * k.series.jitter);
  };
  task(R, "peak", e, { from: R.ctx(t0, 0).clock().slice(0, 5), to: R.ctx(t1, 0).clock().slice(0, 5), day: R.ctx(day, 0).date() }, sweepCount(p.P));
  sweep(R, A, p.P);
  const hourly = [];
  for (let t = t0; t < t1; t += H) {
    let s = 0;
    for (let m = 0; m < 60; m++) s += val(t + m * minute);
    hourly.push({ t, v: k.series.round(s / 60) });
  }
  R.turn(say(R, ["Querying the full window.", "The whole window first."]), [A.series(e, hourly, { from: t0, to: t1, step: 3600, note: "downsampled: avg over 3600s buckets (max_points=4)", labelText: k.watch.label(e), labels: k.watch.labels(e) })]);
  const hi = hourly.reduce((a, b) => (b.v > a.v ? b : a));
  const fine = [];
  for (let t = hi.t; t <= hi.t + H; t += 5 * minute) fine.push({ t, v: val(t) });
  R.turn(say(R, ["Those are hourly averages, which hide a short peak. Zooming into {a}–{b} at 5 minutes.", "Hourly buckets smear the peak; the {a} hour is highest, so 5-minute data for it."], { a: R.ctx(hi.t, 0).clock().slice(0, 5), b: R.ctx(hi.t + H, 0).clock().slice(0, 5) }), [A.series(e, fine, { from: hi.t, to: hi.t + H, step: 300, labelText: k.watch.label(e), labels: k.watch.labels(e) })]);
  const fpk = fine.reduce((a, b) => (b.v > a.v ? b : a));
  const one = [];
  for (let t = fpk.t - 10 * minute; t <= fpk.t + 10 * minute; t += minute) one.push({ t, v: val(t) });
  R.turn(say(R, ["Now 1-minute resolution around {a}.", "Narrowing to the minutes around {a}."], { a: R.ctx(fpk.t, 0).clock().slice(0, 5) }), [A.series(e, one, { from: fpk.t - 10 * minute, to: fpk.t + 10 * minute, step: 60, labelText: k.watch.label(e), labels: k.watch.labels(e) })]);
  const pk = one.reduce((a, b) => (b.v > a.v ? b : a));
  fin(R, `${sweepNote(R)}Peak of ${k.series.name} for ${e.id}: ${pk.v} ${k.series.unit} at ${R.ctx(pk.t, 0).clock().slice(0, 5)} (hourly average for that hour was only ${hi.v}).`);
}
export function rangeAnswerLoopNote() {}

// ---------- 12. batch resubmit unchanged / batch fix and resubmit ----------
function makeBatch(R, n) {
  const k = R.kit;
  const r = R.rng;
  const items = Array.from({ length: n }, (_, i) => k.entity(r, 600 + i, R));
  const bad = r.shuffle(items).slice(0, r.int(2, 4));
  const rej = bad.map((en) => {
    const rule = r.pick(k.rules);
    en[rule.field] = rule.bad(en);
    return { item: en.id, code: rule.code, msg: rule.msg(en), ent: en, rule };
  });
  return { items, rej };
}
export function batchResubmit(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const n = r.int(8, 30);
  const { items, rej } = makeBatch(R, n);
  task(R, "batch", null, { n }, sweepCount(p.P));
  sweep(R, A, p.P);
  const rj = rej.map((x) => ({ item: x.item, code: x.code, msg: x.msg }));
  R.turn(say(R, ["Submitting all {n}.", "Sending the batch of {n}."], { n }), [A.batch(items, { submitted: n, accepted: n - rej.length, duplicates: 0, rejected: rj })]);
  R.mark();
  const bad = rej.map((x) => x.ent);
  for (let i = 0; i < p.L; i++) {
    const onlyBad = r.chance(0.5);
    const ids = onlyBad ? bad : items;
    const extra = r.pick([{}, { force: true }, { skip_duplicates: true }, { validate: false }, {}, { priority: "high" }]);
    R.turn(say(R, ["Resubmitting the rejected ones.", "Trying the submission again{f}.", "Sending again — the rejects may have been transient.", "Resubmitting{f}.", "One more submission{f}."], { f: Object.keys(extra).length ? ` with ${JSON.stringify(extra)}` : "" }), [A.batch(ids, { submitted: ids.length, accepted: 0, duplicates: onlyBad ? 0 : n - rej.length, rejected: rj }, extra)]);
  }
}
export function batchFix(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const n = r.int(8, 30);
  const { items, rej } = makeBatch(R, n);
  task(R, "batch", null, { n }, sweepCount(p.P));
  sweep(R, A, p.P);
  let open = rej.map((x) => ({ item: x.item, code: x.code, msg: x.msg, ent: x.ent, rule: x.rule }));
  R.turn(say(R, ["Submitting all {n}.", "Sending the batch of {n}."], { n }), [A.batch(items, { submitted: n, accepted: n - rej.length, duplicates: 0, rejected: open })]);
  let round = 0;
  while (open.length) {
    round++;
    const fixNow = round === 1 && open.length > 1 ? open.slice(0, open.length - 1) : open;
    const ents = fixNow.map((x) => x.ent);
    R.turn(say(R, ["Reading the rejected items.", "Looking at what is wrong with the rejects."]), ents.map((en) => A.get(en)));
    R.turn(say(R, ["Correcting them.", "Applying the fixes."]), ents.map((en, i) => A.update(en, { [fixNow[i].rule.field]: fixNow[i].rule.good(en) })));
    const still = open.filter((x) => !fixNow.includes(x));
    R.turn(say(R, ["Resubmitting the corrected items.", "Sending the fixed ones again."]), [A.batch(open.map((x) => x.ent), { submitted: open.length, accepted: fixNow.length, duplicates: 0, rejected: still })]);
    open = still;
  }
  fin(R, `${sweepNote(R)}All ${n} ${k.batchNoun} accepted. ${rej.length} were rejected at first (${rej.map((x) => `${x.item}: ${x.code}`).join("; ")}); I corrected them and resubmitted in ${round} round${round > 1 ? "s" : ""}.`);
}

// ---------- 13. hand-off carousel / hand-off relay with progress ----------
export function handoffCarousel(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const f = k.stuckFinding(e);
  const T = k.names.triage;
  const S = k.names.specialist;
  R.defaultName = null;
  task(R, "case", e, {}, sweepCount(p.P));
  sweep(R, A, p.P, { name: T });
  let cycles = 0;
  let turns = 0;
  while (turns < p.L + 4) {
    if (cycles === 1) R.mark();
    R.turn(say(R, ["Reading {id} before routing it.", "Let me look at {id}.", "{id} is back with me; reading it."], { id: e.id }), [A.get(e)], { name: T });
    R.turn(say(R, ["This needs {s}.", "Routing to {s}.", "Handing over to {s}."], { s: S }), [A.toSpec(k.handoff.toSpec(e, cycles))], { name: T });
    R.turn(say(R, ["Picking up {id}: record and rules.", "Checking {id}."], { id: e.id }), [A.get(e), A.check(e, [f])], { name: S });
    R.turn(say(R, ["{q} That is for {t} to settle; sending it back.", "Returning to {t}: {q}"], { q: k.handoff.question(e), t: T }), [A.toTriage(k.handoff.back(e, cycles))], { name: S });
    cycles++;
    turns += 4;
  }
}
export function handoffRelay(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const rule = r.pick(k.rules);
  e[rule.field] = rule.bad(e);
  const T = k.names.triage;
  const S = k.names.specialist;
  task(R, "case", e, {}, sweepCount(p.P));
  sweep(R, A, p.P, { name: T });
  R.turn(say(R, ["Reading {id} before routing it.", "Let me look at {id}."], { id: e.id }), [A.get(e)], { name: T });
  R.turn(say(R, ["This needs {s}.", "Routing to {s}."], { s: S }), [A.toSpec(k.handoff.toSpec(e, 0))], { name: T });
  R.turn(say(R, ["Picking up {id}: record and rules.", "Checking {id}."], { id: e.id }), [A.get(e), A.check(e, [{ code: rule.code, sev: "error", msg: rule.msg(e) }])], { name: S });
  R.turn(say(R, ["{code}: correcting {field}.", "Fixing {field} within my remit."], { code: rule.code, field: rule.field }), [A.update(e, { [rule.field]: rule.good(e) })], { name: S });
  R.turn(say(R, ["Verified.", "Re-checking after the fix."]), [A.check(e, [])], { name: S });
  R.turn(say(R, ["Done on my side; back to {t} to inform staff.", "Returning to {t} with the fix."], { t: T }), [A.toTriage(`${rule.code} fixed (${rule.field}); check passes`)], { name: S });
  R.turn(say(R, ["Informing {p}.", "Letting {p} know."], { p: k.person.name }), [A.notify(k.handoff.inform(e))], { name: T });
  if (r.chance(0.6)) {
    const e2 = k.entity(r, 2, R);
    const rule2 = r.pick(k.rules);
    e2[rule2.field] = rule2.bad(e2);
    R.turn(say(R, ["A related item {id} has the same origin; reading it.", "Checking the related {id} too."], { id: e2.id }), [A.get(e2)], { name: T });
    R.turn(say(R, ["Routing {id} to {s} as well.", "Same specialist for {id}."], { id: e2.id, s: S }), [A.toSpec(k.handoff.toSpec(e2, 0))], { name: T });
    R.turn(say(R, ["Checking {id}.", "Rules for {id}."], { id: e2.id }), [A.check(e2, [{ code: rule2.code, sev: "error", msg: rule2.msg(e2) }])], { name: S });
    R.turn(say(R, ["Fixing {field} on {id}.", "Correcting {id}."], { id: e2.id, field: rule2.field }), [A.update(e2, { [rule2.field]: rule2.good(e2) }), A.check(e2, [])], { name: S });
    R.turn(say(R, ["Back to {t}.", "Returning to {t}."], { t: T }), [A.toTriage(`${e2.id}: ${rule2.code} fixed`)], { name: S });
    fin(R, `${sweepNote(R)}${e.id}: ${rule.code} fixed by ${S} (${rule.field}); related ${e2.id}: ${rule2.code} fixed. ${k.person.name} informed.`, "done");
    R.msgs[R.msgs.length - 1].name = T;
    return;
  }
  fin(R, `${sweepNote(R)}${e.id}: ${rule.code} fixed by ${S} (${rule.field}); the check passes and ${k.person.name} has been informed.`, "done");
  R.msgs[R.msgs.length - 1].name = T;
}

// ---------- 14. amnesia replay / resume after summary ----------
function processItem(R, A, it, opts = {}) {
  const k = R.kit;
  const r = R.rng;
  const bad = it._bad;
  const findings = bad && !it._fixed ? [{ code: bad.code, sev: "error", msg: bad.msg(it) }] : [];
  R.turn(say(R, ["{id}: record and check.", "Now {id}.", "Processing {id}."], { id: it.id }), r.shuffle([A.get(it), A.check(it, findings)]), opts);
  if (bad) {
    R.turn(say(R, ["Correcting {field} on {id}.", "Fix for {code}."], { id: it.id, field: bad.field, code: bad.code }), [A.update(it, { [bad.field]: bad.good(it) })], opts);
    it._fixed = true;
  }
  it._done = true;
  it.status = k.doneStatus;
}
export function amnesiaReplay(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const n = r.int(4, 7);
  const items = Array.from({ length: n }, (_, i) => k.entity(r, 400 + i, R));
  for (const it of items) {
    it._bad = r.chance(0.6) ? r.pick(k.rules) : null;
    if (it._bad) it[it._bad.field] = it._bad.bad(it);
  }
  task(R, "sweepOnly", items[0], { n }, 0);
  R.turn(say(R, ["Listing the open items.", "Starting with the list."]), [A.list(items, { total: n, hasMore: false, next: null, filter: k.listFilter })]);
  const doneN = r.int(3, n - 1);
  for (let i = 0; i < doneN; i++) processItem(R, A, items[i]);
  R.msgs.push({ role: "system", content: k.summaryText(false, n, items.slice(0, doneN).map((x) => x.id)), timestamp: new Date(R.t + 800).toISOString() });
  R.turn(say(R, ["Resuming: I'll start from the list.", "Picking up the task; listing the items first."]), [A.list(items, { total: n, hasMore: false, next: null, filter: k.listFilter })]);
  R.mark();
  let turns = 0;
  for (let i = 0; i < doneN && turns < p.L; i++) {
    const it = items[i];
    R.turn(say(R, ["{id}: record and check.", "Now {id}.", "Processing {id}."], { id: it.id }), r.shuffle([A.get(it), A.check(it, [])]));
    turns++;
    if (it._bad && turns < p.L) {
      R.turn(say(R, ["Making sure {field} on {id} is correct.", "Applying the {code} correction on {id}."], { id: it.id, field: it._bad.field, code: it._bad.code }), [A.update(it, { [it._bad.field]: it._bad.good(it) })]);
      turns++;
    }
  }
  if (turns < p.L) {
    R.turn(say(R, ["Re-listing to see what is left.", "Checking the list again."]), [A.list(items, { total: n, hasMore: false, next: null, filter: k.listFilter })]);
    turns++;
    for (let i = 0; i < doneN && turns < p.L; i++) {
      R.turn(say(R, ["{id} again, to be sure.", "Re-checking {id}."], { id: items[i].id }), [A.check(items[i], [])]);
      turns++;
    }
  }
}
export function resumeAfterSummary(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const n = r.int(5, 9);
  const items = Array.from({ length: n }, (_, i) => k.entity(r, 400 + i, R));
  for (const it of items) {
    it._bad = r.chance(0.6) ? r.pick(k.rules) : null;
    if (it._bad) it[it._bad.field] = it._bad.bad(it);
  }
  task(R, "sweepOnly", items[0], { n }, 0);
  R.turn(say(R, ["Listing the open items.", "Starting with the list."]), [A.list(items, { total: n, hasMore: false, next: null, filter: k.listFilter })]);
  const doneN = r.int(2, n - 3);
  for (let i = 0; i < doneN; i++) processItem(R, A, items[i]);
  const summaryOk = r.chance(0.5);
  R.msgs.push({ role: "system", content: k.summaryText(summaryOk, n, items.slice(0, doneN).map((x) => x.id)), timestamp: new Date(R.t + 800).toISOString() });
  R.turn(say(R, ["Resuming: refreshing the list to see which are still open.", "Picking up the task; the list shows what is left."]), [A.list(items, { total: n, hasMore: false, next: null, filter: k.listFilter })]);
  for (let i = doneN; i < n; i++) processItem(R, A, items[i]);
  const fixed = items.filter((x) => x._fixed).map((x) => x.id);
  fin(R, `All ${n} open items processed (${doneN} before the context summary, ${n - doneN} after). Corrected: ${fixed.length ? fixed.join(", ") : "none"}.`);
}

// ---------- 15. nudge spam / nudge with waiting and a reply ----------
export function nudgeSpam(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "ask", e, { person: k.person.name }, sweepCount(p.P));
  sweep(R, A, p.P);
  const old = k.person.old(R);
  R.turn(say(R, ["Reading {id} first.", "Looking at {id}."], { id: e.id }), [A.get(e)]);
  R.turn(say(R, ["Asking {p}.", "Sending the question to {p}."], { p: k.person.name }), [A.notify(k.person.ask(e, 0))]);
  R.turn(say(R, ["Checking for a reply.", "Any answer?"]), [A.inbox(old)]);
  R.mark();
  for (let i = 0; i < p.L; i++) {
    R.wait(r.int(3, 25));
    if (r.chance(0.3)) R.turn(say(R, ["Pinging {p} again and checking the channel.", "Follow-up and inbox together."], { p: k.person.name }), [A.notify(k.person.ask(e, i + 1)), A.inbox(old)]);
    else if (i % 2 === 0) R.turn(say(R, ["No reply yet; sending a reminder.", "Following up with {p}.", "Nudging {p}.", "Another reminder to {p}."], { p: k.person.name }), [A.notify(k.person.ask(e, i + 1))]);
    else R.turn(say(R, ["Checking the channel.", "Has {p} answered?", "Inbox again."], { p: k.person.name }), [A.inbox(old)]);
  }
}
export function nudgeWait(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "ask", e, { person: k.person.name }, sweepCount(p.P));
  sweep(R, A, p.P);
  const old = k.person.old(R);
  R.turn(say(R, ["Reading {id} first.", "Looking at {id}."], { id: e.id }), [A.get(e)]);
  R.turn(say(R, ["Asking {p}.", "Sending the question to {p}."], { p: k.person.name }), [A.notify(k.person.ask(e, 0))]);
  R.turn(say(R, ["Checking for a reply.", "Any answer?"]), [A.inbox(old)]);
  const waits = r.pick([[300, 600], [600], [300, 600, 900]]);
  for (let i = 0; i < waits.length; i++) {
    R.turn(say(R, ["{p} has not answered; waiting {m} minutes before looking again.", "Giving {p} {m} minutes."], { p: k.person.name, m: waits[i] / 60 }), [A.sleep(waits[i])]);
    const last = i === waits.length - 1;
    const msgs = last ? [...old, { from: k.person.name, t: R.t - r.int(20, 200) * 1000, text: k.person.reply(e), unread: true }] : old;
    R.turn(say(R, ["Checking the channel.", "Any reply now?"]), [A.inbox(msgs)]);
  }
  const ch = k.person.change(e);
  R.turn(say(R, ["{p} agreed; recording it.", "Approval received; updating {id}."], { p: k.person.name, id: e.id }), [A.update(e, ch)]);
  fin(R, `${sweepNote(R)}${k.person.name} answered after ${waits.reduce((a, b) => a + b, 0) / 60} minutes; ${e.id} updated (${Object.entries(ch)
    .map(([a, b]) => `${a} = ${b}`)
    .join(", ")}).`);
}

// ---------- ambiguous ----------
export function ambWatchAsAsked(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "job", e, {}, 0);
  R.user(k.text.everyTen);
  const job = newJob(R, e);
  R.turn(say(R, ["Starting the job.", "Launching it as asked."]), [A.jobStart(job, e)]);
  step(R, job, 0.18, 1);
  R.wait(60);
  R.turn(say(R, ["First status.", "Polling."]), [A.jobStatus(job)]);
  const hb = job.heartbeat;
  for (let i = 0; i < 5; i++) {
    if (i === 2) R.mark();
    R.turn(say(R, ["Waiting ten minutes as requested.", "Next check in ten minutes."]), [A.sleep(600)]);
    job.heartbeat = hb;
    R.turn(say(R, ["Checking.", "Status after ten minutes."]), [A.jobStatus(job)]);
  }
  fin(R, `Job ${job.id} for ${e.id} has not moved in 50 minutes (${job.progress}%, stage ${job.stage}, last heartbeat ${hb}). I stopped polling; it needs someone to look at worker ${job.worker}.`, "note");
}
export function ambBackoffNever(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  task(R, "ext", e, {}, 0);
  const waits = [30, 60, 120, 240];
  R.turn(say(R, ["Calling {sys}.", "Fetching from {sys}."], { sys: k.ext.name }), [A.ext(e, { err: "down", info: { retryAfter: 30 } })]);
  for (let i = 0; i < waits.length; i++) {
    if (i === 2) R.mark();
    R.turn(say(R, ["Backing off {s}s.", "Waiting {s}s before retrying."], { s: waits[i] }), [A.sleep(waits[i])]);
    R.turn(say(R, ["Retrying.", "Trying again after the pause."]), [A.ext(e, { err: "down", info: { retryAfter: waits[i + 1] ?? 600 } })]);
  }
  fin(R, `${k.ext.name} stayed unavailable for about 8 minutes over 5 attempts with back-off (503, "${k.ext.downMsg}"). I stopped; please retry after the maintenance window or ask ${k.person.name}.`, "note");
}
export function ambTripleVerify(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const e = k.entity(r, 1, R);
  const rule = r.pick(k.rules);
  e[rule.field] = rule.bad(e);
  task(R, "pass", e, {}, 0);
  R.turn(say(R, ["Checking {id}.", "Rules for {id}."], { id: e.id }), [A.get(e), A.check(e, [{ code: rule.code, sev: "error", msg: rule.msg(e) }])]);
  R.turn(say(R, ["Fixing {field}.", "Correcting {field}."], { field: rule.field }), [A.update(e, { [rule.field]: rule.good(e) })]);
  R.turn(say(R, ["Verifying.", "Re-checking."]), [A.check(e, [])]);
  R.mark();
  R.turn(say(R, ["Reading the record back to be sure it saved.", "Confirming the stored value."]), [A.get(e)]);
  R.turn(say(R, ["And the list view, to be sure it shows as clean.", "Checking the list reflects it."]), [A.list([e], { total: 1, hasMore: false, next: null, filter: e.id })]);
  R.turn(say(R, ["Final check.", "One last validation."]), [A.check(e, [])]);
  fin(R, `${e.id}: ${rule.code} fixed (${rule.field} → ${JSON.stringify(rule.good(e))}); verified in the record, the list and the rules check.`);
}
export function ambOverlapPages(R, A, p) {
  const k = R.kit;
  const r = R.rng;
  const size = 25;
  let pool = Array.from({ length: 25 }, (_, i) => k.entity(r, 500 + i, R));
  const first = pool[0];
  task(R, "pages", first, {}, 0);
  const seen = new Set();
  let off = 0;
  const pages = r.int(5, 7);
  for (let i = 0; i < pages; i++) {
    if (i === 2) R.mark();
    // new rows arrive at the top while paging by offset: the window shifts back over rows already seen
    const ins = i === 0 ? 0 : r.int(8, 15);
    pool = [...Array.from({ length: ins }, (_, j) => k.entity(r, 600 + i * 20 + j, R)), ...pool];
    while (pool.length < off + size) pool.push(k.entity(r, 800 + pool.length, R));
    const rows = pool.slice(off, off + size);
    rows.forEach((x) => seen.add(x.id));
    const last = i === pages - 1;
    R.turn(i === 0 ? say(R, ["First page.", "Listing the queue from offset 0."]) : say(R, ["Page at offset {o}.", "Next page (offset {o}).", "Continuing (offset {o}); some rows repeat because new ones keep arriving."], { o: off }), [A.list(rows, { total: pool.length + (last ? 0 : 30), hasMore: !last, next: last ? null : String(off + size), filter: k.listFilter, size }, { ...k.args.list({ filter: k.listFilter, size }), offset: off })]);
    off += size;
  }
  fin(R, `${k.text.countAnswer(seen.size, pages)} Counted as distinct rows: the queue kept growing while I paged, so pages overlapped.`);
}

export const KINDS = {
  "exact-repeat": { fn: exactRepeat, family: "classic", twin: "reread-changing" },
  "trivial-variant": { fn: trivialVariant, family: "classic", twin: "varied-args-new-rows" },
  "ping-pong": { fn: pingPong, family: "classic", twin: "tune-converge" },
  "retry-storm": { fn: retryStorm, family: "classic", twin: "backoff-recovers" },
  "stuck-poll": { fn: stuckPoll, family: "classic", twin: "slow-poll-advances" },
  "no-progress": { fn: noProgress, family: "classic", twin: "diagnostic-sweep" },
  "shuffled-parallel-batch": { fn: shuffledBatch, family: "own", twin: "parallel-watch-progress" },
  "cursor-wraparound": { fn: cursorWrap, family: "own", twin: "long-pagination" },
  "growing-window-reread": { fn: growingWindow, family: "own", twin: "growing-window-finds" },
  "sliding-window-poll": { fn: slidingPoll, family: "own", twin: "sliding-window-trend" },
  "range-reslicing": { fn: rangeReslice, family: "own", twin: "range-refinement" },
  "batch-resubmit-unchanged": { fn: batchResubmit, family: "own", twin: "batch-fix-resubmit" },
  "handoff-carousel": { fn: handoffCarousel, family: "own", twin: "handoff-relay-progress" },
  "amnesia-replay": { fn: amnesiaReplay, family: "own", twin: "resume-after-summary" },
  "nudge-spam": { fn: nudgeSpam, family: "own", twin: "nudge-wait-reply" },
};
export const TWINS = {
  "reread-changing": rereadChanging,
  "varied-args-new-rows": variedArgs,
  "tune-converge": tuneConverge,
  "backoff-recovers": backoffRecovers,
  "slow-poll-advances": slowPoll,
  "diagnostic-sweep": diagnosticSweep,
  "parallel-watch-progress": parallelWatch,
  "long-pagination": longPagination,
  "growing-window-finds": growingFinds,
  "sliding-window-trend": slidingTrend,
  "range-refinement": rangeRefine,
  "batch-fix-resubmit": batchFix,
  "handoff-relay-progress": handoffRelay,
  "resume-after-summary": resumeAfterSummary,
  "nudge-wait-reply": nudgeWait,
};
export const AMBIG = {
  "amb-watch-as-asked": ambWatchAsAsked,
  "amb-backoff-never-recovers": ambBackoffNever,
  "amb-triple-verify": ambTripleVerify,
  "amb-overlapping-pages": ambOverlapPages,
};
