// Loop kinds. Each appends its segment to the run and returns { from, note }: `from` is the 0-based assistant turn where
// the waste begins (see ABOUT.md). Every call in a loop asks the question in a new way; the answers carry no news.

const up = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export const ERRS = (r, sys, to) => [
  `HTTP/1.1 503 Service Unavailable\nserver: ${sys}\nretry-after: 120\nx-request-id: ${r.rid()}\n\n{"error":"upstream in maintenance"}`,
  `upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111 (${sys})`,
  `Error: ETIMEDOUT after ${to}s connecting to ${sys}:443 (attempt id ${r.R.hex(8)})`,
  `<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center></body></html>`,
  `{"status":"error","code":"CIRCUIT_OPEN","detail":"${sys} marked unhealthy by gateway; failing fast","trace":"${r.R.hex(16)}"}`,
  `java.net.SocketTimeoutException: Read timed out\n\tat ${sys}.client.Transport.send(Transport.java:${r.R.int(90, 400)})\n\tat ${sys}.client.Submit.call(Submit.java:${r.R.int(40, 90)})`,
  `HTTP 502 Bad Gateway (${sys}) — the remote registry did not answer in time. ref=${r.R.b36(10)}`,
  `connection reset by peer (${sys}, ${r.R.int(1, 9)} bytes received)`,
];

export function retryStorm(r, e) {
  const { d, R } = r;
  for (const o of R.shuffle(d.ents.filter((x) => x !== e)).slice(0, R.int(1, 2))) r.call(d.t.ext, { id: o, kind: "notice" }, { accepted: true, reference: `${d.extErr.toUpperCase()}-${R.int(10000, 99999)}`, queued: R.int(0, 3) }, { think: `Submitting the notice for ${o}.` });
  const n = R.int(7, 11);
  let from = null;
  const tos = [30, 45, 60, 90, 120, 20, 15];
  const texts = [`Notice for ${e}: ${d.ruleFind[0]}`, `${up(d.entKind)} ${e} – ${d.ruleFind[0]}`, `${e}: ${d.ruleFind[0]} (update)`, `Re ${e}: ${d.ruleFind[0]}`, `URGENT ${e} ${d.ruleFind[0]}`];
  for (let i = 0; i < n; i++) {
    const to = R.pick(tos);
    const [args, why] = R.pick([
      () => [{ id: e, kind: "notice", text: R.pick(texts), timeout_s: to, attempt: i + 1 }, `Trying again with a ${to}s timeout.`],
      () => [{ id: e, kind: "notice", text: R.pick(texts), idempotency_key: `${R.hex(8)}-${R.hex(4)}`, timeout_s: to }, "Let me resend with a fresh key."],
      () => [{ entity: e, type: "notice", body: R.pick(texts), channel: R.pick(["api", "api-v2", "soap"]), timeout_s: to }, "Maybe the other channel works."],
      () => [{ id: e.toLowerCase(), kind: "notice", text: R.pick(texts), priority: R.pick(["normal", "high"]), retry: true }, "Probably transient, one more go."],
    ])();
    const errs = ERRS(r, d.extErr, to);
    const idx = r.call(d.t.ext, args, errs[(i * 3 + R.int(0, 7)) % errs.length], { err: true, think: i === 0 ? null : R.pick([null, why, why]) });
    if (i === 2) from = idx;
    if (i > 2 && R.chance(0.25)) r.wait(R.pick([5, 10, 15]), "Short pause.");
  }
  return { from, note: `notice for ${e} retried ${n}x against a down ${d.ext} with drifting timeout/key/channel/wording; ten error wordings; from = 3rd failing attempt` };
}

export function stuckPoll(r, e) {
  const { d, R } = r;
  const job = `${R.b36(4)}-${R.int(1000, 9999)}`;
  r.call(d.t.jobStart, { id: e }, { job_id: job, state: "QUEUED", submitted: r.ts() }, { think: `Starting the ${d.job} on ${e}.` });
  const stages = [["QUEUED", 0, "-"], ["RUNNING", 12, "prepare"], ["RUNNING", 38, "measure"], ["RUNNING", 64, "evaluate"]];
  const worker = `wk-${R.int(1, 9)}${R.b36(3)}`;
  const start = r.t;
  let from = null;
  let frozen = 0;
  const nFrozen = R.int(8, 12);
  const argv = [(j) => ({ job_id: j }), (j) => ({ job_id: j, verbose: true }), (j) => ({ id: j }), (j) => ({ job_id: j, fields: "state,pct,stage" }), (j) => ({ job: j, include_log: false })];
  for (let i = 0; i < 4 + nFrozen; i++) {
    const [state, pct, stage] = stages[Math.min(i, 3)];
    if (i > 0 && R.chance(0.8)) r.wait(R.pick([30, 45, 60, 90, 120]), R.pick([null, "Giving it time.", "Waiting before the next poll."]));
    const idx = r.call(d.t.jobStatus, i < 4 ? { job_id: job } : R.pick(argv)(job), { job_id: job, state, stage, pct, worker, heartbeat: r.ts(r.t - R.int(1, 20) * 1000), elapsed_s: Math.round((r.t - start) / 1000) }, { think: i >= 4 ? R.pick([null, "Still at evaluate; checking again.", "Should move soon.", `Stage ${stage}, ${pct}% — polling again.`]) : null });
    if (i >= 3) frozen++;
    if (frozen === 3 && from === null) from = idx;
  }
  return { from, note: `${d.job} moves three times, then sits at evaluate 64% for ${nFrozen} more polls (heartbeat/elapsed change, waits between); from = 3rd frozen poll` };
}

export function searchReworded(r, e) {
  const { d, R } = r;
  const [a, b, c] = d.qWords;
  const hitsBase = [d.docs[0], d.docs[1]];
  const n = R.int(6, 9);
  let from = null;
  const seen = new Set();
  for (let i = 0; i < n; i++) {
    let q;
    let g = 0;
    do {
      const parts = R.shuffle([R.pick(a), R.pick(b), R.pick(c)]);
      q = R.pick([() => parts.join(" "), () => `"${parts[0]}" ${parts[1]} ${parts[2]}`, () => `${parts.join(" ")} ${e}`, () => `how to ${parts[0]} ${parts[1]} ${parts[2]}`, () => parts.join(" ").toLowerCase(), () => `${parts[1]} ${parts[2]} procedure`])();
    } while (seen.has(q) && g++ < 20);
    seen.add(q);
    const hits = (R.chance(0.3) ? [hitsBase[1], hitsBase[0]] : hitsBase).map((doc, j) => ({ doc, score: Number((0.62 - j * 0.15 + R.f() * 0.04).toFixed(3)), snippet: j === 0 ? "…general description of the equipment and its normal operation…" : "…alarm classes 1–3 and who acknowledges them…" }));
    const idx = r.call(d.t.search, R.chance(0.4) ? { query: q, limit: R.pick([5, 10, 20]) } : { query: q }, { query: q, total: 2, hits }, { think: i === 0 ? "Looking for the recovery procedure." : R.pick([null, "Not it. Rephrasing.", "Try other words.", "Maybe the manual uses a different term.", "Search in the local wording."]) });
    if (i === 2) from = idx;
    if (i === 3 && R.chance(0.5)) r.call(d.t.open, { doc: hitsBase[0] }, { doc: hitsBase[0], section: "1", text: "General. This chapter describes the equipment. Fault handling: see the alarm class tables." }, { think: "Opening the top hit once." });
  }
  return { from, note: `${n} rewordings (synonyms, word order, quotes, id, staff-language word) of one manual search; always the same two general hits; from = 3rd search` };
}

export function windowShift(r, e) {
  const { d, R } = r;
  const T = r.t - R.int(2, 20) * 3600000;
  const ev = { ts: r.ts(T), code: `EV${R.int(100, 999)}`, text: `${d.alarmsList[0][1]} (${e})` };
  const n = R.int(6, 9);
  let from = null;
  const iso = (ms) => r.ts(ms);
  const local = (ms) => { const off = Number(d.tz.slice(0, 3)); return new Date(ms + off * 3600000).toISOString().replace(/\.\d+Z$/, d.tz); };
  const forms = [
    (a, b) => ({ id: e, from: iso(T - a * 60000), to: iso(T + b * 60000) }),
    (a, b) => ({ id: e, since_epoch: Math.floor((T - a * 60000) / 1000), until_epoch: Math.floor((T + b * 60000) / 1000) }),
    (a) => ({ id: e, around: iso(T), minutes: a }),
    (a, b) => ({ id: e, from: local(T - a * 60000), to: local(T + b * 60000) }),
    (a, b) => ({ id: e, window: `PT${a + b}M`, end: iso(T + b * 60000) }),
    (a, b) => ({ entity: e, start: iso(T - a * 60000), end: iso(T + b * 60000), order: R.pick(["asc", "desc"]) }),
  ];
  for (let i = 0; i < n; i++) {
    const a = R.pick([5, 10, 15, 20, 30, 45, 60, 90]);
    const b = R.pick([5, 10, 15, 20, 30, 45, 60]);
    const args = forms[(i + R.int(0, 5)) % forms.length](a, b);
    const idx = r.call(d.t.log, args, { entity: e, count: 1, events: [ev] }, { think: i === 0 ? "What happened right before the trip?" : R.pick([null, "Shift the window a bit earlier.", "Wider window, maybe a precursor.", "Narrower, around the trip itself.", "Same window in site time.", "Check a bit later as well."]) });
    if (i === 2) from = idx;
  }
  return { from, note: `event log around one trip re-read ${n}x through shifted/widened/narrowed windows in ISO, epoch, site time and durations; always the one same line; from = 3rd read` };
}

export function cycle3(r, e) {
  const { d, R } = r;
  const rounds = R.int(3, 5);
  const two = R.chance(0.35);
  let from = null;
  const q = `${d.qWords[0][0]} ${d.qWords[1][0]}`;
  for (let k = 0; k < rounds; k++) {
    const i1 = r.call(d.t.get, R.pick([{ id: e }, { id: e, include: "readings" }, { id: e, fields: ["state", "readings"] }, { id: ` ${e}` }, { id: e, refresh: true }]), r.getP(e, { state: r.L.alarm, wo: 1 }), { think: k ? R.pick([null, "Let me re-read the record.", "Looking at it again with fresh readings."]) : `Reading ${e}.` });
    if (k === 1) from = i1;
    r.call(d.t.check, R.pick([{ id: e }, { id: e, ruleset: d.rule }, { id: e, ruleset: `${d.rule}@v7` }, { id: e, explain: true }]), r.checkP(e, true), { think: R.pick([null, "Checking it.", "Re-running the check."]) });
    if (!two) r.call(d.t.search, { query: R.pick([q, q.toUpperCase(), `${q} ${e}`, `${d.qWords[1][0]} ${d.qWords[0][0]}`]) }, { query: q, total: 1, hits: [{ doc: d.docs[0], score: 0.58 }] }, { think: R.pick([null, "What does the manual say?"]) });
  }
  return { from, note: `${two ? "record ↔ check" : "record → check → manual search"} ${rounds} rounds on ${e}, slightly different arguments each time, same FAIL finding, same hit; from = first call of round 2` };
}

export function textLoop(r, e) {
  const { d, R, L } = r;
  const peer = R.pick(["coordinator", "shift_lead", "planner"]);
  const me = R.pick(["field_agent", "ops_agent", "executor"]);
  let from = null;
  if (R.chance(0.5)) {
    const asks = [`${me}, confirm that ${e} is safe to release before I sign off.`, `I still need your confirmation on ${e} before sign-off.`, `Waiting on you: is ${e} cleared?`, `Please confirm ${e} so I can close the shift record.`, `Sign-off is blocked on your confirmation for ${e}.`, `Confirm ${e}, then I sign.`];
    const ans = [`I will confirm ${e} as soon as you sign the release.`, `Once you have signed off I can confirm ${e}.`, `I need your sign-off first, then ${e} gets my confirmation.`, `Confirmation on ${e} follows your signature.`, `After your release signature I'll confirm ${e}.`, `Sign the release and I'll confirm ${e} straight away.`];
    const n = R.int(4, 6);
    for (let i = 0; i < n; i++) {
      r.user(asks[i % asks.length], peer);
      const idx = r.say(ans[(i + R.int(0, 1)) % ans.length], me);
      if (i === 1) from = idx;
    }
    r.user(asks[n % asks.length], peer);
    return { from, note: `named ${peer} (user side) and ${me} (the model) each wait for the other's sign-off on ${e}, reworded, ${n} rounds, no call; from = 2nd reply` };
  }
  const st = [`${e} is still being checked; I'll report when I have the result.`, `Still working on ${e}; the check is in progress.`, `No result for ${e} yet, I'm on it.`, `Checking ${e}, will get back shortly.`, `${e}: in progress, result to follow.`, `Still on ${e} — nothing new yet.`];
  const n = R.int(4, 6);
  for (let i = 0; i < n; i++) {
    r.user(i % 2 ? L.nudge : `${L.nudge} (${e})`);
    const idx = r.say(st[i % st.length]);
    if (i === 1) from = idx;
  }
  r.user(L.nudge);
  return { from, note: `staff nudge ${n + 1}x in ${L.name}; the agent answers "still checking ${e}" reworded without any call; from = 2nd status answer` };
}

// ---- own shapes ------------------------------------------------------------------------------

export function subsetRecount(r, e) {
  const { d, R } = r;
  const p = d.pts[0];
  const items = R.shuffle(d.ents).slice(0, R.int(7, 9));
  const vals = {};
  for (const it of items) { const idx = r.call(d.t.read, { id: it, point: p.k }, r.readP(it, p)); vals[it] = r.msgs.at(-1).content; }
  const got = {};
  for (const it of items) got[it] = r.value(it, p, false);
  const stat = (ids, metric) => {
    const v = ids.map((i) => got[i]);
    const mean = v.reduce((s, x) => s + x, 0) / v.length;
    return { metric, n: v.length, ids, value: Number(mean.toFixed(4)), min: Math.min(...v), max: Math.max(...v), unit: p.u };
  };
  r.call(d.t.agg, { ids: items, point: p.k, metric: "mean" }, stat(items, "mean"), { think: "Mean over all of them." });
  const half = Math.floor(items.length / 2);
  const subsets = R.shuffle([
    ["first half", items.slice(0, half), "mean"], ["second half", items.slice(half), "mean"], ["all, reversed", [...items].reverse(), "avg"],
    ["all but one", items.slice(1), "mean"], ["all, sorted", [...items].sort(), "arithmetic_mean"], ["odd", items.filter((_, i) => i % 2), "mean"],
    ["even", items.filter((_, i) => !(i % 2)), "mean"], ["all again", items, "average"], ["middle", items.slice(1, -1), "mean"],
  ]).slice(0, R.int(6, 8));
  let from = null;
  subsets.forEach(([, ids, metric], i) => {
    const idx = r.call(d.t.agg, R.chance(0.5) ? { ids, point: p.k, metric } : { point: p.k, ids, metric, unit: p.u }, stat(ids, metric), { think: R.pick([null, "Cross-checking the mean by parts.", "Recomputing from a different split.", "Let me verify that figure another way.", "Sanity check on a subset."]) });
    if (i === 0) from = idx;
  });
  return { from, note: `mean of ${p.k} over ${items.length} units answered once, then recomputed ${subsets.length}x over halves, reorderings, odd/even and renamed metrics of the same readings; no new reading; from = first recount` };
}

export function thresholdWobble(r, e) {
  const { d, R } = r;
  const n = R.int(5, 8);
  let from = null;
  const params = R.shuffle([{ tolerance: 0.5 }, { tolerance_pct: 5 }, { profile: "relaxed" }, { strict: false }, { profile: "winter" }, { tolerance: 1.0, unit: "abs" }, { ruleset: `${d.rule}@v6` }, { margin: "absolute" }, { margin: "relative", tolerance_pct: 8 }, { limits: "site" }]).slice(0, n);
  params.forEach((pp, i) => {
    const idx = r.call(d.t.check, { id: e, ...pp }, r.checkP(e, true, { more: { limit_source: "permit", applied: pp, note: "site limit is fixed by the permit; tolerance parameters apply only to advisory rules" } }), { think: i === 0 ? "Checking it against the limits." : R.pick([null, "Maybe the tolerance is too tight.", "Try the relaxed profile.", "Another profile might pass.", "What if the margin is relative?"]) });
    if (i === 2) from = idx;
  });
  return { from, note: `the same FAIL re-evaluated ${n}x with tolerance, profile, margin and ruleset variants; measured value and finding never change (the answer says the permit limit is fixed); from = 3rd check` };
}

export function ackChurn(r, e) {
  const { d, R } = r;
  const [aid, atext] = d.alarmsList[0];
  let count = R.int(3, 9);
  const rounds = R.int(5, 7);
  let from = null;
  const comments = ["acknowledged, monitoring", "ack — crew informed", "known issue, acknowledged", "acknowledged again, transient?", "ack; will observe", "operator ack", "acknowledged (re-annunciated)"];
  for (let k = 0; k < rounds; k++) {
    r.call(d.t.alarms, R.pick([{ state: "active" }, { state: "unacked" }, { priority: 1 }, { state: "active", area: e }]), { active: 1, alarms: [{ id: aid, text: `${atext} (${e})`, since: r.ts(r.t - R.int(20, 200) * 1000), state: "UNACKED", occurrences: count++ }] }, { think: k ? R.pick([null, "It came back.", "Back again.", "Annunciated once more."]) : "There is an active alarm." });
    const args = R.pick([{ id: aid, comment: R.pick(comments) }, { alarm_id: aid, comment: R.pick(comments) }, { id: aid, comment: R.pick(comments), shelve_min: R.pick([15, 30]) }, { id: aid, note: R.pick(comments), operator: "assistant" }]);
    const shelf = "shelve_min" in args;
    const idx = r.call(d.t.ack, args, { alarm: aid, result: "ACKED", ack_id: `ACK-${R.int(100000, 999999)}`, ...(shelf ? { shelve: "rejected: class-1 alarms cannot be shelved" } : {}), note: "condition still present; alarm will re-annunciate" });
    if (k === 2) from = idx;
  }
  return { from, note: `alarm ${aid} on ${e} re-annunciates ${rounds}x; the agent re-acknowledges with reworded comments (and tries shelving) and never looks at the cause; from = 3rd ack` };
}

export function replanPermute(r, e) {
  const { d, R } = r;
  const items = R.shuffle(d.items).slice(0, R.int(5, 6));
  const dur = Object.fromEntries(items.map((x) => [x, R.int(20, 90)]));
  const seq = [...items].sort((a, b) => dur[a] - dur[b]);
  const makespan = items.reduce((s, x) => s + dur[x], 0) + R.int(10, 40);
  const n = R.int(5, 8);
  let from = null;
  for (let i = 0; i < n; i++) {
    const order = i === 0 ? items : R.shuffle(items);
    const args = R.pick([
      () => ({ jobs: order.map((x) => ({ name: x, minutes: dur[x] })), resource: e }),
      () => ({ orders: order.map((x) => ({ id: x, duration_h: Number((dur[x] / 60).toFixed(2)) })), resource: e }),
      () => ({ jobs: order.map((x) => ({ name: x, minutes: dur[x] })), resource: e, objective: R.pick(["makespan", "min_total_time"]) }),
      () => ({ jobs: order.map((x) => ({ name: x, minutes: dur[x] })), resource: e, constraints: ["no overtime"], seed: R.int(1, 999) }),
    ])();
    const idx = r.call(d.t.plan, args, { plan_id: `PLN-${R.b36(6).toUpperCase()}`, resource: e, sequence: seq.map((x, j) => ({ pos: j + 1, item: x })), makespan_min: makespan, solver: { status: "OPTIMAL", ms: R.int(40, 900) } }, { think: i === 0 ? "Computing the plan." : R.pick([null, "Let me try a different input order.", "Maybe hours instead of minutes changes it.", "Try the other objective.", "Re-plan to be sure."]) });
    if (i === 2) from = idx;
  }
  return { from, note: `plan for ${items.length} items on ${e} recomputed ${n}x with the same inputs permuted, renamed keys, hours vs minutes, an equivalent objective; the same OPTIMAL sequence and makespan each time; from = 3rd plan call` };
}

export function handoffRoundabout(r, e) {
  const { d, R } = r;
  const [A, B, C] = d.contacts;
  const replies = { [A]: `auto-reply: off shift until 06:00 — please contact ${B}`, [B]: `auto-reply: on leave; messages forwarded to ${C}`, [C]: `not our area. Equipment questions go to ${A}.` };
  const rounds = R.int(2, 3);
  let from = null;
  const msgs = [`${e}: ${d.ruleFind[0]}. Need a decision.`, `Urgent: ${e} — ${d.ruleFind[0]}, who decides?`, `Re ${e}: please advise on ${d.ruleFind[0]}`, `${e} still open (${d.ruleFind[0]}); need someone responsible.`];
  let k = 0;
  for (let rd = 0; rd < rounds; rd++) {
    for (const who of [A, B, C]) {
      const idx = r.call(d.t.page, { to: who, message: R.pick(msgs), priority: rd ? "high" : "normal", channel: R.pick(["sms", "radio", "email", "app"]) }, { message_id: `M${R.int(100000, 999999)}`, to: who, delivered: true, reply: replies[who], reply_at: r.ts(r.t + R.int(5, 90) * 1000) }, { think: k ? R.pick([null, `Trying ${who}.`, `Forwarded to ${who}, paging them.`, `${who} then.`]) : "I need someone to decide." });
      if (k === 3) from = idx;
      k++;
    }
  }
  return { from, note: `paging ${A} → ${B} → ${C} → back to ${A}, ${rounds} rounds, reworded messages, priority raised, channel changed; the replies point round in a circle; from = first page of round 2` };
}

export const LOOP_KINDS = { "retry-storm": retryStorm, "stuck-poll": stuckPoll, "search-reworded": searchReworded, "window-shift": windowShift, "cycle-3": cycle3, "text-loop": textLoop, "subset-recount": subsetRecount, "threshold-wobble": thresholdWobble, "ack-churn": ackChurn, "replan-permute": replanPermute, "handoff-roundabout": handoffRoundabout };
