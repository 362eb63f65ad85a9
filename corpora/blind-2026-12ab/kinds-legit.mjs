// Legit twins: the same surface moves as a loop kind, but each call learns something or was asked for.
// Ambiguous runs: a careful reviewer could go either way. Each returns { note, from? }.
import { ERRS } from "./kinds-loop.mjs";

export function retrySucceeds(r, e) {
  const { d, R } = r;
  const fails = R.int(1, 3);
  const waits = [30, 60, 120];
  for (let i = 0; i < fails; i++) {
    r.call(d.t.ext, { id: e, kind: "notice", attempt: i + 1 }, ERRS(r, d.extErr, 30)[R.int(0, 7)], { err: true, think: i ? "Still down; backing off longer." : "Submitting the notice." });
    r.wait(waits[i], "Backing off before retrying.");
  }
  r.call(d.t.ext, { id: e, kind: "notice", attempt: fails + 1 }, { accepted: true, reference: `${d.extErr.toUpperCase()}-${R.int(10000, 99999)}`, queued: 0 }, { think: "Retrying after the back-off." });
  for (const o of R.shuffle(d.ents.filter((x) => x !== e)).slice(0, R.int(2, 5))) r.call(d.t.ext, { id: o, kind: "notice" }, { accepted: true, reference: `${d.extErr.toUpperCase()}-${R.int(10000, 99999)}`, queued: R.int(0, 2) }, { think: `Next notice: ${o}.` });
  return { note: `${d.ext} fails ${fails}x with 30/60/120 s back-off, then accepts; more notices go through` };
}

export function pollProgresses(r, e) {
  const { d, R, L } = r;
  if (R.chance(0.4)) {
    const p = R.pick(d.pts);
    const n = R.int(8, 14);
    const m = R.pick([5, 10, 15]);
    r.user(r.fill(L.readings, e, m, n));
    for (let i = 0; i < n; i++) {
      if (i) r.wait(m * 60, null);
      r.call(d.t.read, { id: e, point: p.k }, r.readP(e, { ...p, sd: p.sd * 2 }), { think: `Reading ${i + 1} of ${n}.` });
    }
    return { note: `staff ask in ${L.name} for ${n} readings of ${p.k} ${m} min apart; exactly ${n} taken with waits; values drift` };
  }
  const job = `${R.b36(4)}-${R.int(1000, 9999)}`;
  r.call(d.t.jobStart, { id: e }, { job_id: job, state: "QUEUED", submitted: r.ts() }, { think: `Starting the ${d.job} on ${e}.` });
  const q = R.int(2, 4);
  const steps = R.int(9, 16);
  const worker = `wk-${R.int(1, 9)}${R.b36(3)}`;
  const start = r.t;
  let pct = 0;
  for (let i = 0; i < q + steps; i++) {
    r.wait(R.pick([30, 60, 90, 120]), null);
    let body;
    if (i < q) body = { job_id: job, state: "QUEUED", position: q - i, pct: 0 };
    else {
      pct = Math.min(100, pct + R.int(4, 14));
      if (i === q + steps - 1) pct = 100;
      body = { job_id: job, state: pct === 100 ? "DONE" : "RUNNING", stage: pct < 30 ? "prepare" : pct < 70 ? "measure" : pct < 100 ? "evaluate" : "report", pct, worker, heartbeat: r.ts(r.t - R.int(1, 20) * 1000), elapsed_s: Math.round((r.t - start) / 1000) };
    }
    r.call(d.t.jobStatus, { job_id: job }, body, { think: i < q ? "Queued, waiting." : null });
  }
  r.call(d.t.get, { id: e, include: "last_job" }, r.getP(e, { more: { last_job: { id: job, result: "OK" } } }), { think: "Done; reading the result." });
  return { note: `${d.job}: queued ${q} polls (identical apart from position), then moves every poll over ${steps} polls to DONE; waits between` };
}

export function searchRefines(r, e) {
  const { d, R } = r;
  const [a, b, c] = d.qWords;
  const pools = [[d.docs[2], d.docs[3]], [d.docs[4], d.docs[5]], [d.docs[6], d.docs[1]], [d.docs[7]]];
  const n = R.int(3, 4);
  for (let i = 0; i < n; i++) {
    const q = i < n - 1 ? `${a[i % a.length]} ${b[i % b.length]}` : `${b[0]} ${c[0]} ${a[0]}`;
    const hits = (i === n - 1 ? [d.docs[7], d.docs[0]] : pools[i]).map((doc, j) => ({ doc, score: Number((0.8 - j * 0.2 + R.f() * 0.05).toFixed(3)) }));
    r.call(d.t.search, { query: q }, { query: q, total: hits.length, hits }, { think: i ? "Different hits; narrowing the wording." : "Looking for the recovery procedure." });
    if (i === 1) r.call(d.t.open, { doc: hits[0].doc }, { doc: hits[0].doc, section: "2", text: "Not about this fault; see the recovery chapter." }, { think: "Opening the best candidate." });
  }
  r.call(d.t.open, { doc: d.docs[7] }, { doc: d.docs[7], section: "4.3", text: `Recovery: isolate, reset the protection relay, confirm the ${d.pts[0].k} reading is within band, then re-enable in MANUAL.` }, { think: "That is the chapter." });
  r.call(d.t.read, { id: e, point: d.pts[0].k }, r.readP(e, d.pts[0]), { think: "Reading first, as the procedure says." });
  r.call(d.t.check, { id: e }, r.checkP(e, false), null);
  return { note: `manual search reworded ${n}x; every wording brings different hits, the last one finds the recovery chapter, which is read and followed` };
}

export function sweepTime(r, e) {
  const { d, R } = r;
  const n = R.int(8, 12);
  const end = r.t - R.int(1, 3) * 3600000;
  for (let i = n; i > 0; i--) {
    const to = end - (i - 1) * 7200000;
    const from = to - 7200000;
    const k = R.int(2, 8);
    const events = Array.from({ length: k }, (_, j) => ({ ts: r.ts(from + ((j + 1) * 7200000) / (k + 1)), code: `EV${R.int(100, 999)}`, text: R.pick(["cycle complete", "setpoint change confirmed", "mode AUTO", "pump start", "pump stop", "level high warning", "valve travel 100%", "operator note", "drive current peak"]) }));
    r.call(d.t.log, { id: e, from: r.ts(from), to: r.ts(to) }, { entity: e, count: k, events }, { think: i === n ? "Walking the log in two-hour windows." : null });
  }
  r.call(d.t.check, { id: e }, r.checkP(e, false), { think: "No precursor in the day; checking the unit." });
  return { note: `event log walked over ${n} consecutive two-hour windows, each with its own events` };
}

export function triadSweep(r, e) {
  const { d, R } = r;
  const ents = R.shuffle(d.ents).slice(0, R.int(4, 6));
  const failAt = R.int(0, ents.length - 1);
  for (const [i, x] of ents.entries()) {
    r.call(d.t.get, { id: x }, r.getP(x), { think: `Unit ${i + 1}/${ents.length}: ${x}.` });
    r.call(d.t.check, { id: x }, r.checkP(x, i === failAt, { finding: d.ruleFind[1] }), null);
    r.call(d.t.read, { id: x, point: d.pts[i % d.pts.length].k }, r.readP(x, d.pts[i % d.pts.length]), null);
  }
  return { note: `record → check → reading repeated over ${ents.length} distinct units; one fails` };
}

export function agentsProductive(r, e) {
  const { d, R } = r;
  const peer = R.pick(["coordinator", "shift_lead", "planner"]);
  const me = R.pick(["field_agent", "ops_agent", "executor"]);
  const ents = R.shuffle(d.ents).slice(0, R.int(3, 5));
  for (const x of ents) {
    r.user(`${me}: next, ${x} — read it and run the check.`, peer);
    r.call(d.t.get, { id: x }, r.getP(x), { name: me });
    r.call(d.t.check, { id: x }, r.checkP(x, false), { name: me });
    r.say(`${x}: checked, PASS, ${d.pts[0].k} ${r.value(x, d.pts[0], false)} ${d.pts[0].u}.`, me);
  }
  r.user(`Thanks ${me}, all ${ents.length} done; signing off.`, peer);
  return { note: `named ${peer} hands ${ents.length} distinct units to ${me}; each read, checked and reported; sign-off` };
}

export function subsetSweep(r, e) {
  const { d, R, L } = r;
  const p = d.pts[0];
  const batches = R.shuffle(d.items).slice(0, R.int(4, 6));
  r.user(r.fill(L.more, `${batches.join(", ")} (${p.k}, mean)`));
  for (const b of batches) {
    const n = R.int(4, 12);
    const v = r.value(b, p);
    r.call(d.t.agg, { batch: b, point: p.k, metric: "mean" }, { batch: b, metric: "mean", n, value: v, min: Number((v - p.sd * 2).toFixed(3)), max: Number((v + p.sd * 2).toFixed(3)), unit: p.u }, { think: `Batch ${b}.` });
  }
  return { note: `staff ask for per-batch statistics; one aggregate per distinct batch (${batches.length}), each a new answer` };
}

export function convergeTune(r, e) {
  const { d, R } = r;
  const p = d.pts[3] ?? d.pts[0];
  const target = p.v;
  let cur = p.v + p.sd * R.int(8, 14) * (R.chance(0.5) ? 1 : -1);
  const n = R.int(4, 7);
  for (let i = 0; i < n; i++) {
    const last = i === n - 1;
    const sp = Number((R.f() * 10 + i * 3 + 40).toFixed(1));
    r.call(d.t.set, { id: e, value: sp, reason: `iteration ${i + 1}` }, { id: e, applied: sp, previous: Number((sp - 3).toFixed(1)), by: "assistant" }, { think: i ? "Closer; one more adjustment." : "Adjusting the set-point." });
    r.wait(R.pick([60, 120, 180]), "Letting it settle.");
    cur = last ? target + p.sd * 0.5 : target + (cur - target) * R.pick([0.35, 0.45, 0.5]);
    r.call(d.t.check, { id: e }, r.checkP(e, !last, { finding: `${p.k} ${Number(cur.toFixed(3))} ${p.u}, target ${target} ± ${p.sd * 2}`, more: { measured: Number(cur.toFixed(3)), target, unit: p.u } }), null);
  }
  return { note: `set → settle → check ${n} iterations; the error shrinks every time and the last check passes` };
}

export function ackFlood(r, e) {
  const { d, R } = r;
  const list = R.shuffle(d.alarmsList);
  let left = list.length;
  for (const [aid, text] of list) {
    r.call(d.t.alarms, { state: "unacked" }, { active: left, alarms: list.slice(list.length - left).map(([i, t]) => ({ id: i, text: t, state: "UNACKED" })) }, { think: left === list.length ? "Alarm flood after the power dip; working through it." : null });
    r.call(d.t.ack, { id: aid, comment: `power dip ${r.ts().slice(11, 16)}; ${text} checked` }, { alarm: aid, result: "ACKED", ack_id: `ACK-${R.int(100000, 999999)}`, note: R.pick(["condition cleared", "condition cleared", "returned to normal"]) });
    left--;
  }
  r.call(d.t.alarms, { state: "unacked" }, { active: 0, alarms: [] }, { think: "All clear." });
  return { note: `alarm flood: ${list.length} distinct alarms listed and acknowledged one by one, the list shrinking to zero` };
}

export function replanConverge(r, e) {
  const { d, R, L } = r;
  let items = R.shuffle(d.items).slice(0, 4);
  const n = R.int(3, 4);
  for (let i = 0; i < n; i++) {
    if (i === 1) { const add = d.items.find((x) => !items.includes(x)); items = [...items, add]; r.user(r.fill(L.more, add)); }
    if (i === 2) r.user(`${L.go} — ${items[0]} ${R.pick(["first", "last"])}.`);
    const seq = R.shuffle(items);
    r.call(d.t.plan, { jobs: items.map((x) => ({ name: x })), resource: e, ...(i >= 2 ? { pin: { [items[0]]: 1 } } : {}) }, { plan_id: `PLN-${R.b36(6).toUpperCase()}`, resource: e, sequence: seq.map((x, j) => ({ pos: j + 1, item: x })), makespan_min: R.int(120, 400), solver: { status: "OPTIMAL", ms: R.int(40, 900) } }, { think: "Re-planning with the change." });
  }
  r.call(d.t.set, { id: e, value: "plan-committed" }, { id: e, applied: true }, { think: "Committing." });
  return { note: `plan recomputed ${n}x, each after staff added an item or a pin; each plan differs; then committed` };
}

export function handoffReaches(r, e) {
  const { d, R } = r;
  const [A, B] = d.contacts;
  r.call(d.t.page, { to: A, message: `${e}: ${d.ruleFind[0]}. Need a decision.` }, { message_id: `M${R.int(100000, 999999)}`, to: A, delivered: true, reply: `auto-reply: off shift — please contact ${B}` }, { think: "Paging the owner." });
  r.call(d.t.page, { to: B, message: `${e}: ${d.ruleFind[0]}. ${A} is off shift.` }, { message_id: `M${R.int(100000, 999999)}`, to: B, delivered: true, reply: `Seen. Isolate ${e} and leave it for the day crew; I'll sign the work order.` }, { think: `Forwarded to ${B}.` });
  r.call(d.t.set, { id: e, value: "isolated", reason: `per ${B}` }, { id: e, applied: "isolated", by: "assistant" });
  r.call(d.t.get, { id: e }, r.getP(e, { state: "ISOLATED" }), { think: "Confirming." });
  return { note: `page → forwarded once → the second contact answers with an instruction, which is carried out` };
}

// ---- ambiguous ---------------------------------------------------------------------------------
export function ambBackoff(r, e) {
  const { d, R } = r;
  let from = null;
  [30, 60, 120, 240, 0].forEach((w, i) => {
    const idx = r.call(d.t.ext, { id: e, kind: "notice", attempt: i + 1 }, ERRS(r, d.extErr, 30)[i % 8], { err: true });
    if (i === 2) from = idx;
    if (w) r.wait(w, "Backing off.");
  });
  return { from, note: "five attempts with 30/60/120/240 s back-off, then gives up" };
}
export function ambFewReadings(r, e) {
  const { d, R, L } = r;
  const p = d.pts[0];
  r.user(`${L.recheck} (${e})`);
  let from = null;
  const v = r.value(e, p, false);
  for (let i = 0; i < 11; i++) {
    if (i) r.wait(120, null);
    const idx = r.call(d.t.read, { id: e, point: p.k }, r.readP(e, p, { value: v }));
    if (i === 4) from = idx;
  }
  return { from, note: "a vague \"check again\" → eleven flat readings two minutes apart" };
}
export function ambReplanTwice(r, e) {
  const { d, R } = r;
  const items = d.items.slice(0, 4);
  let from = null;
  for (let i = 0; i < 3; i++) {
    const idx = r.call(d.t.plan, { jobs: (i === 1 ? [...items].reverse() : items).map((x) => ({ name: x })), resource: e, ...(i === 2 ? { objective: "makespan" } : {}) }, { plan_id: `PLN-${R.b36(6).toUpperCase()}`, sequence: items.map((x, j) => ({ pos: j + 1, item: x })), makespan_min: 212, solver: { status: "OPTIMAL", ms: R.int(40, 900) } });
    if (i === 1) from = idx;
  }
  r.call(d.t.set, { id: e, value: "plan-committed" }, { id: e, applied: true });
  return { from, note: "plan computed three times with reordered input and an explicit default objective (same plan), then committed" };
}
export function ambReack(r, e) {
  const { d, R } = r;
  const [aid, text] = d.alarmsList[1];
  let from = null;
  for (let k = 0; k < 3; k++) {
    r.call(d.t.alarms, { state: "unacked" }, { active: 1, alarms: [{ id: aid, text, state: "UNACKED", occurrences: k + 2 }] });
    const idx = r.call(d.t.ack, { id: aid, comment: ["ack", "ack, watching", "ack; crew paged"][k] }, { alarm: aid, result: "ACKED" });
    if (k === 1) from = idx;
    if (k === 1) r.call(d.t.page, { to: d.contacts[0], message: `${aid} keeps coming back on ${e}` }, { delivered: true, reply: "will look after the current job" });
  }
  return { from, note: "alarm re-acknowledged three times while a crew member is paged in between, then escalated in the answer" };
}

export const LEGIT_KINDS = { "retry-succeeds": retrySucceeds, "poll-progresses": pollProgresses, "search-refines": searchRefines, "sweep-time": sweepTime, "triad-sweep": triadSweep, "agents-productive": agentsProductive, "subset-sweep": subsetSweep, "converge-tune": convergeTune, "ack-flood": ackFlood, "replan-converge": replanConverge, "handoff-reaches": handoffReaches };
export const AMB_KINDS = { "amb-backoff-giveup": ambBackoff, "amb-flat-readings": ambFewReadings, "amb-replan-twice": ambReplanTwice, "amb-reack": ambReack };
