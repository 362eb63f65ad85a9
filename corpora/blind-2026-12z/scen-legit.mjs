// Legit look-alikes and ambiguous runs. Every kind returns {from: null, note}.
import { healthy, fin, rec2, H } from "./scen.mjs";

const synth = (X, n) => `${X.replace(/-[^-]*$/, "")}-${String(n).padStart(3, "0")}`;

export const LEGIT = {
  "poll-ends": (R, X, v) => {
    const T = R.k.tools; const st = R.k.stages; R.call(T.job, { action: "start", target: X }, () => R.jobStart(X), `Starting ${R.k.tools.job} on ${X}.`);
    const seq = []; st.slice(0, -1).forEach((s, j) => { const rep = j === 0 ? R.r.int(2, 4) : R.r.int(1, 2); for (let q = 0; q < rep; q++) seq.push([s, j * 18 + q * (j === 0 ? 0 : 4)]); });
    seq.push([st.at(-1), 100]);
    for (const [s, p] of seq) { R.wait(R.r.pick([30, 45, 60, 90, 120])); R.call(T.job, { action: "status", job: R.jobId }, () => R.job(R.jobId, s, p)); }
    fin(R, X, `${R.jobId} on ${X} finished (${seq.length} polls; it sat in "${st[0]}" for a while, then moved through every stage).`);
    return { note: `job polled ${seq.length}× with waits; queued repeats 2–4×, later stages move; ends done` };
  },
  paging: (R, X, v) => {
    const T = R.k.tools; const pages = R.r.int(3, 7); const size = R.r.pick([10, 15, 25]); let cur = null; let n = 100;
    for (let p = 1; p <= pages; p++) {
      const its = Array.from({ length: p === pages ? R.r.int(2, size) : size }, () => synth(X, n++)); const nxt = p === pages ? "null" : R.r.str(16);
      R.call(T.list, { page_size: size, ...(cur ? { cursor: cur } : {}) }, () => R.list(its, { total: (pages - 1) * size + its.length, page: p, next_cursor: nxt }), p === 1 ? "Listing everything." : null);
      cur = nxt;
    }
    const pickE = synth(X, 100 + R.r.int(0, size)); R.call(T.get, { id: pickE }, () => R.get(pickE));
    fin(R, pickE, `Walked ${pages} pages (cursor moved every time); ${pickE} is the one with the oldest service date.`);
    return { note: `${pages} pages with moving cursors, then one record read` };
  },
  "sweep-items": (R, X, v) => {
    const T = R.k.tools; const its = R.r.shuffle(R.k.ent).slice(0, R.r.int(7, 11)); const bad = its[R.r.int(0, its.length - 1)];
    for (const e of its) R.call(T.check, { id: e }, () => R.check(e, e !== bad), e === its[0] ? "Checking every unit in turn." : null);
    fin(R, bad, `Checked ${its.length} units; only ${bad} fails (${R.k.finding}).`);
    return { note: `the same rule check over ${its.length} distinct units` };
  },
  "sweep-time": (R, X, v) => {
    const T = R.k.tools; const k = R.r.int(6, 10); const t0 = R.t;
    for (let j = 0; j < k; j++) {
      const to = t0 - j * 2 * H; const from = to - 2 * H; const a = { id: X, from: new Date(from).toISOString(), to: new Date(to).toISOString() };
      const cnt = R.r() < 0.2 ? R.r.int(30, 50) : R.r.int(0, 8);
      R.call(T.log, a, () => R.log(X, a.from, a.to, R.evs(from, cnt, 2 * H)), j === 0 ? "Going back through the log two hours at a time." : null);
    }
    fin(R, X, `Read ${k} consecutive two-hour windows of ${X}; nothing abnormal beyond the usual events.`);
    return { note: `${k} consecutive two-hour log windows` };
  },
  "retry-succeeds": (R, X, v) => {
    const T = R.k.tools; const f = R.r.int(1, 3); const w = R.r.int(0, 7);
    for (let j = 0; j < f; j++) { R.call(T.ext, { record: X, attempt: j + 1 }, () => R.extFail(w + j)); R.wait([30, 60, 120][j], j ? null : "Backing off before retrying."); }
    R.call(T.ext, { record: X, attempt: f + 1 }, () => R.extOk(X));
    const more = R.r.shuffle(R.k.ent.filter((e) => e !== X)).slice(0, R.r.int(2, 4));
    for (const e of more) R.call(T.ext, { record: e }, () => R.extOk(e));
    fin(R, X, `${R.k.ext} recovered after ${f} failure(s); ${X} and ${more.length} more records pushed.`);
    return { note: `dependency fails ${f}× with growing waits, then accepts; work goes on` };
  },
  "user-asked-repeat": (R, X, v) => {
    const T = R.k.tools; const m = R.k.metric; let val = m.base; const k = R.r.int(2, 4);
    R.call(T.live, { point: X, unit: m.unit }, () => R.live(X, m.unit, val)); R.say(`${X}: ${val.toFixed(2)} ${m.unit}.`);
    for (let j = 0; j < k; j++) {
      R.user(j % 2 && v % 2 ? R.k.p.fixed : R.k.p.again); R.t += R.r.int(3, 20) * 60000;
      val += v % 2 ? (R.r() - 0.5) * m.jitter * 0.5 : m.jitter * (R.r.int(3, 8));
      const vv = val; R.call(T.live, { point: X, unit: m.unit }, () => R.live(X, m.unit, vv)); R.say(`Now ${vv.toFixed(2)} ${m.unit}.`);
    }
    R.user(R.k.p.thanks); R.say("You're welcome.");
    return { note: `staff ask ${k}× in their language to read again; ${v % 2 ? "within noise" : "the value moves"}` };
  },
  "recheck-after-fix": (R, X, v) => {
    const T = R.k.tools; const s = R.k.setp; const its = [X, R.r.pick(R.k.ent.filter((e) => e !== X))];
    for (const [j, e] of its.entries()) {
      R.call(T.check, { id: e }, () => R.check(e, false));
      if ((v + j) % 2) { R.say(`${e} fails: ${R.k.finding}. Shall I set ${s.name} to ${s.good}?`); R.user(R.k.p.goOn); R.call(T.set, { id: e, [s.name]: s.good }, () => R.setOut(e, s.good)); }
      else { R.say(`${e} fails: ${R.k.finding}. Please fix on site and tell me.`); R.user(R.k.p.fixed); }
      R.call(T.check, { id: e }, () => R.check(e, true));
    }
    fin(R, X, `Both ${its.join(" and ")} now pass after the fix.`);
    return { note: "check fails → fix (set after go-ahead, or on site) → re-check passes, two units" };
  },
  "long-healthy": (R, X, v) => { healthy(R, R.r.int(22, 38), []); fin(R, X); return { note: "long varied run, no close repeats" }; },
  "agents-productive": (R, X, v) => {
    const T = R.k.tools; const its = R.r.shuffle(R.k.ent).slice(0, R.r.int(3, 5));
    for (const e of its) {
      R.say(`Next: ${e}. Read it and run the rule check.`, "planner");
      R.turn([[T.get, { id: e }, () => R.get(e)], [T.check, { id: e }, () => R.check(e, e !== its[1])]], null, "field_agent");
      R.say(e === its[1] ? `${e} fails (${R.k.finding}); flagged for staff.` : `${e} passes; ${R.facts(e).status} at ${R.facts(e).place}.`, "field_agent");
    }
    R.say(`All ${its.length} units covered; one flagged. Signing off.`, "planner");
    return { note: `planner hands ${its.length} distinct units to a field agent; each turn new tool work; ends with sign-off` };
  },
  "unit-once": (R, X, v) => {
    const T = R.k.tools; const m = R.k.metric; const u = m.units[1][0]; const val = m.base;
    R.call(T.live, { point: X, unit: m.unit }, () => R.live(X, m.unit, val)); R.say(`${X}: ${val.toFixed(2)} ${m.unit}.`);
    R.user(R.k.p.unit(u)); R.call(T.live, { point: X, unit: u }, () => R.live(X, u, val)); R.say(`In ${u} as asked.`);
    healthy(R, R.r.int(3, 6), [X]); fin(R, X);
    return { note: `staff ask in their language for ${u}; one conversion, then other work` };
  },
  "alias-resolve": (R, X, v) => {
    const T = R.k.tools; const f = R.facts(X); const [pk] = Object.keys(R.k.fields).slice(2); const al = R.k.alias[2];
    const cands = R.k.ent.filter((e) => R.facts(e)[pk] === f[pk]).slice(0, 4);
    R.call(T.list, { filter: { [pk]: f[pk] } }, () => R.list(cands, { total: cands.length, page: 1, next_cursor: "null" }), `Finding the unit by ${pk}.`);
    R.call(T.get, { [al]: f[al] }, () => R.get(X), `${cands.length} candidates; resolving by ${al} from the staff message.`);
    R.call(T.check, { id: X }, () => R.check(X, true)); R.call(T.live, { point: X, unit: R.k.metric.unit }, () => R.live(X, R.k.metric.unit));
    fin(R, X);
    return { note: `name filter gives ${cands.length} candidates, one lookup by ${al} resolves it, then new work` };
  },
  "token-confirm": (R, X, v) => {
    const T = R.k.tools; const s = R.k.setp; const its = [X, ...R.r.shuffle(R.k.ent.filter((e) => e !== X)).slice(0, R.r.int(1, 2))];
    for (const e of its) {
      const tok = R.r.str(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789");
      R.call(T.set, { id: e, [s.name]: s.good }, () => R.setOut(e, s.good, { applied: false, status: "PENDING_CONFIRMATION", confirm_token: tok, expires_in_s: 120 }));
      R.call(T.set, { id: e, [s.name]: s.good, confirm_token: tok }, () => R.setOut(e, s.good, { status: "APPLIED" }), "Confirming with the token.");
      R.call(T.check, { id: e }, () => R.check(e, true));
    }
    fin(R, X, `${s.name} set to ${s.good} and confirmed on ${its.join(", ")}; checks pass.`);
    return { note: `two-step write (pending → confirm_token) on ${its.length} units, each verified` };
  },
  "window-narrow": (R, X, v) => {
    const T = R.k.tools; const now = R.t; const ev = R.r.pick(R.k.events); const tE = now - R.r.int(3, 20) * H;
    const ws = [[now - 24 * H, now, R.r.int(30, 48)], [tE - H, tE + H, R.r.int(6, 12)], [tE - 15 * 60000, tE + 15 * 60000, 2]];
    for (const [a, b, n] of ws) { const args = { id: X, from: new Date(a).toISOString(), to: new Date(b).toISOString() }; R.call(T.log, args, () => R.log(X, args.from, args.to, n === 2 ? [[tE - 60000, ev], [tE, "alarm raised"]] : R.evs(a, n, b - a))); }
    R.call(T.get, { id: X }, () => R.get(X)); fin(R, X, `Found it: "${ev}" one minute before the alarm on ${X}.`);
    return { note: "log narrowed 24 h → 2 h → 30 min, each answer different, then acts" };
  },
};

export const AMBIG = {
  "amb-few-readings": (R, X, v) => {
    const T = R.k.tools; const m = R.k.metric; R.user(R.k.p.few); const k = R.r.int(9, 12);
    for (let j = 0; j < k; j++) { R.call(T.live, { point: X, unit: m.unit }, () => R.live(X, m.unit, m.base + (R.r() - 0.5) * m.jitter * 0.2)); if (j < k - 1) R.wait(120); }
    fin(R, X, `${k} readings of ${X}, flat.`);
    return { note: `"a few readings" → ${k} flat readings two minutes apart` };
  },
  "amb-backoff-giveup": (R, X, v) => {
    const T = R.k.tools; const w = R.r.int(0, 7);
    for (let j = 0; j < 5; j++) { R.call(T.ext, { record: X, attempt: j + 1 }, () => R.extFail(w)); if (j < 4) R.wait([30, 60, 120, 240][j]); }
    fin(R, X, `${R.k.ext} still down after five attempts with back-off; giving up and telling staff.`);
    return { note: "five attempts with 30/60/120/240 s back-off, then gives up" };
  },
  "amb-double-confirm": (R, X, v) => {
    const T = R.k.tools; const s = R.k.setp;
    for (let j = 0; j < 3; j++) R.call(T.get, { id: X }, () => R.get(X), j ? "Confirming before the write." : null);
    R.call(T.set, { id: X, [s.name]: s.good }, () => R.setOut(X, s.good)); fin(R, X);
    return { note: "the same record read three times before one write" };
  },
  "amb-sort-twice": (R, X, v) => {
    const T = R.k.tools; const its = R.k.ent.slice(0, 6);
    for (const s of ["id", "-last_service", "place"]) R.call(T.list, { sort: s, page_size: 50 }, () => R.list(R.r.shuffle(its), { total: 6, page: 1, next_cursor: "null", sort: s }));
    healthy(R, 2, []); fin(R, X);
    return { note: "a complete list re-sorted twice, then moves on" };
  },
};
export { rec2 };
