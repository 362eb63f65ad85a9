// Run shapes: healthy warm-up, fifteen loop kinds, thirteen legit look-alikes and four ambiguous runs.
// Each kind gets (R, X, v) — the run, its main entity, a variant number — and returns {from, note}.

const H = 3600_000;
const DAY = ["yesterday", "this morning", "the night shift"];
const sid = (X) => X.replace(/-[^-]*$/, "");

/** n healthy steps that never repeat themselves closely (new record, window, query, page or filter each time). */
export function healthy(R, n, avoid = []) {
  const k = R.k; const T = k.tools; const ents = k.ent.filter((e) => !avoid.includes(e));
  R.used ??= new Set(); R.logW ??= 0;
  let done = 0; let guard = 0;
  while (done < n && guard++ < 400) {
    const t = R.r.pick(["get", "check", "live", "log", "log", "search", "list", "pair", "get"]);
    const e = R.r.pick(ents); const e2 = R.r.pick(ents);
    const key = `${t}|${e}|${t === "pair" ? e2 : ""}`;
    if (t !== "log" && R.used.has(key)) continue;
    if (t === "pair" && e === e2) continue;
    R.used.add(key);
    const note = R.r() < 0.35 ? R.r.pick([`Looking at ${e}.`, `Next: ${e}.`, `Checking ${e} before moving on.`, null]) : null;
    if (t === "get") R.call(T.get, { id: e }, () => R.get(e), note);
    else if (t === "check") R.call(T.check, { id: e }, () => R.check(e, true), note);
    else if (t === "live") R.call(T.live, { point: e, unit: k.metric.unit }, () => R.live(e, k.metric.unit), note);
    else if (t === "log") {
      const w = R.logW++; const to = R.t - w * 2 * H; const from = to - 2 * H;
      const long = R.r() < 0.15; const cnt = long ? R.r.int(30, 60) : R.r.int(2, 9);
      R.call(T.log, { id: e, from: new Date(from).toISOString(), to: new Date(to).toISOString() }, () => R.log(e, new Date(from).toISOString(), new Date(to).toISOString(), R.evs(from, cnt, 2 * H)), note);
    } else if (t === "search") {
      const q = k.topics.find((x) => !R.used.has(`q|${x}`)); if (!q) continue;
      R.used.add(`q|${q}`); R.call(T.search, { query: q }, () => R.search(q, R.hits(q)), note);
    } else if (t === "list") {
      const [fk, vs] = Object.entries(k.fields)[R.r.int(0, 2)]; const fv = R.r.pick(vs);
      if (R.used.has(`l|${fv}`)) continue; R.used.add(`l|${fv}`);
      R.call(T.list, { filter: { [fk]: fv }, page_size: 20 }, () => R.list(k.ent.filter((x) => R.facts(x)[fk] === fv), { total: k.ent.filter((x) => R.facts(x)[fk] === fv).length, page: 1, next_cursor: "null" }), note);
    } else R.turn([[T.get, { id: e }, () => R.get(e)], [T.live, { point: e2, unit: k.metric.unit }, () => R.live(e2, k.metric.unit)]], note);
    done++;
  }
}

const giveUp = (R, what) => R.say(`I could not get further: ${what}. Stopping here and leaving it for staff.`);
const maybeGiveUp = (R, v, what) => { if (v % 3 === 0) giveUp(R, what); };

/** Loop kinds. */
export const LOOPS = {
  "exact-repeat": (R, X, v) => {
    const T = R.k.tools; R.call(T.get, { id: X }, () => R.get(X), `Reading ${X}.`);
    const from = R.next(); const k = R.r.int(4, 7);
    for (let j = 0; j < k; j++) { if (v % 2 && j === 2) R.user(R.k.p.goOn); R.call(T.get, { id: X }, () => R.get(X), j === 0 ? "Re-reading to be sure." : null); }
    maybeGiveUp(R, v, `${X} shows the same record each time`);
    return { from, note: `${X} re-read ${k} more times with identical arguments; only fetched_at/req/took_ms change` };
  },
  "trivial-args": (R, X, v) => {
    const T = R.k.tools; const a0 = R.k.alias[0];
    const vs = [{ id: ` ${X}` }, { id: X.toLowerCase() }, { id: X, verbose: false }, { [a0]: X }, { id: X, fields: "*" }, { id: `${X} ` }, { id: X, include_history: false }, { id: X, refresh: true }];
    R.call(T.get, { id: X }, () => R.get(X));
    const from = R.next(); const k = R.r.int(4, 7); const sh = R.r.shuffle(vs);
    for (let j = 0; j < k; j++) R.call(T.get, sh[j], () => R.get(X));
    maybeGiveUp(R, v, `${X} keeps returning the same values`);
    return { from, note: `${X} re-read ${k} times with padded/lower-cased id, renamed key or no-op flags; same record` };
  },
  "ping-pong": (R, X, v) => {
    const T = R.k.tools; const rounds = R.r.int(4, 6); let from;
    for (let j = 0; j < rounds; j++) {
      if (j === 1) from = R.next();
      R.call(T.get, { id: X }, () => R.get(X), j ? null : `Read ${X}, then evaluate it.`);
      R.call(T.check, { id: X, ruleset: v % 2 ? "default" : "current" }, () => R.check(X, false));
    }
    maybeGiveUp(R, v, `the rule check keeps failing on ${X}`);
    return { from, note: `read ↔ rule check on ${X}, ${rounds} rounds, same finding each time` };
  },
  "cycle-3": (R, X, v) => {
    const T = R.k.tools; const k = R.k; const rounds = R.r.int(3, 4); let from;
    const to = R.t - H; const from0 = to - 4 * H; const ev = R.evs(from0, R.r.int(3, 6), 4 * H); const q = R.r.pick(k.topics);
    const a = { id: X, from: new Date(from0).toISOString(), to: new Date(to).toISOString() };
    for (let j = 0; j < rounds; j++) {
      if (j === 1) from = R.next();
      R.call(T.get, { id: X }, () => R.get(X));
      R.call(T.log, a, () => R.log(X, a.from, a.to, ev));
      R.call(T.search, { query: q }, () => R.search(q, R.hits(q)), j === 0 ? "Cross-checking with the manual." : null);
    }
    maybeGiveUp(R, v, `no new information on ${X}`);
    return { from, note: `record → same log window → same manual query, ${rounds} rounds, nothing changes` };
  },
  "retry-storm": (R, X, v) => {
    const T = R.k.tools; const others = R.k.ent.filter((e) => e !== X).slice(0, R.r.int(1, 2));
    for (const o of others) R.call(T.ext, { record: o }, () => R.extOk(o));
    const k = R.r.int(6, 10); const ws = [R.r.int(0, 7), R.r.int(0, 7), R.r.int(0, 7)]; let from;
    for (let j = 0; j < k; j++) {
      if (j === 2) from = R.next();
      R.call(T.ext, { record: X, timeout_ms: 10000 + (j % 3) * 5000, attempt: j + 1, idempotency_key: R.r.str(12) }, () => R.extFail(ws[j % ws.length]), j === 1 ? "Transient, retrying." : null);
      if (j > 1 && j % 3 === 0 && v % 2) R.wait(R.r.int(3, 10));
    }
    maybeGiveUp(R, v, `${R.k.ext} keeps failing`);
    return { from, note: `${R.k.ext} fails ${k}× for ${X} (drifting timeout/attempt/key), same outage worded differently; from the 3rd attempt` };
  },
  "stuck-poll": (R, X, v) => {
    const T = R.k.tools; const st = R.k.stages; R.call(T.job, { action: "start", target: X }, () => R.jobStart(X));
    const mv = R.r.int(2, 3); let pct = 0;
    for (let j = 0; j < mv; j++) { R.wait(R.r.int(20, 60)); pct += R.r.int(8, 20); R.call(T.job, { action: "status", job: R.jobId }, () => R.job(R.jobId, st[j], pct)); }
    const k = R.r.int(6, 10); let from; const sj = R.jobId; const stage = st[mv];
    pct += R.r.int(5, 12);
    for (let j = 0; j < k; j++) {
      if (j === 2) from = R.next();
      R.call(T.job, { action: "status", job: sj }, () => R.job(sj, stage, pct));
      if (v % 2 && j < k - 1 && j % 2 === 0) R.wait(R.r.int(30, 90));
    }
    maybeGiveUp(R, v, `the job stays at "${stage}" ${pct}%`);
    return { from, note: `job moves ${mv}×, then "${stage}" ${pct}% for ${k} polls (worker/elapsed/checked_at change); from the 3rd frozen poll` };
  },
  "search-reworded": (R, X, v) => {
    const T = R.k.tools; const t = R.r.pick(R.k.topics); const w = t.split(" ");
    const qs = R.r.shuffle([t, t.toUpperCase(), `"${t}"`, [...w].reverse().join(" "), `${t} ${sid(X)}`, `${t} ${R.k.p.empty.split(" ")[0]}`, `${w[0]} ${w.slice(1).join("  ")}`]);
    const k = R.r.int(5, 7); const empty = v % 2 === 1; let from;
    for (let j = 0; j < k; j++) { if (j === 2) from = R.next(); R.call(T.search, { query: qs[j] }, () => R.search(qs[j], empty ? [] : R.hits(t)), j === 1 ? "Trying another phrasing." : null); }
    maybeGiveUp(R, v, "the manual search does not give anything new");
    return { from, note: `${k} rewordings of "${t}" → ${empty ? "no hits" : "the same two hits"}; from the 3rd search` };
  },
  "text-loop": (R, X, v) => {
    const T = R.k.tools; const A = "dispatcher", B = "reviewer";
    R.call(T.get, { id: X }, () => R.get(X), `Pulling ${X} for review.`, A);
    R.call(T.check, { id: X }, () => R.check(X, true), null, A);
    R.say(`${X} passes the rule set; record read at ${R.iso()}. Ready for sign-off.`, A);
    const asks = [`Before I sign off ${X}, please confirm the reading is current.`, `I still need confirmation that ${X}'s values are current before signing.`, `Can you confirm ${X} is up to date? Then I sign.`, `Sign-off pending: confirm ${X} is current.`];
    const answers = [`Confirmed: ${X} was read at the time above and passed. Please sign off.`, `Yes, ${X} is current as of the last read; it passed. Please sign.`, `${X} is current — same read, PASS. Sign-off please.`, `As stated, ${X} passed on the current read. Please go ahead and sign.`];
    const k = R.r.int(6, 9); let from;
    for (let j = 0; j < k; j++) { if (j === 2) from = R.next(); R.say(j % 2 ? answers[(j >> 1) % 4] : asks[(j >> 1) % 4], j % 2 ? A : B); }
    return { from, note: `reviewer asks for the same confirmation and dispatcher restates it, ${k} messages, nobody re-reads or signs; from the 3rd message of the exchange` };
  },
  // ---- shapes of my own ----
  "unit-juggle": (R, X, v) => {
    const T = R.k.tools; const m = R.k.metric; const us = m.units.map((u) => u[0]); const val = m.base + (R.r() - 0.5) * m.jitter;
    R.call(T.live, { point: X, unit: m.unit }, () => R.live(X, m.unit, val), `Reading ${X}.`);
    const k = R.r.int(5, 7); let from;
    for (let j = 0; j < k; j++) { if (j === 1) from = R.next(); const u = us[(j + 1) % us.length]; R.call(T.live, { point: X, unit: u }, () => R.live(X, u, val + (R.r() - 0.5) * m.jitter * 0.1), j === 0 ? "Cross-checking in another unit." : null); }
    maybeGiveUp(R, v, `${X} reads the same in every unit`);
    return { from, note: `the same ${m.name} of ${X} re-read in ${us.join("/")} in turn (${k + 1} reads), nobody asked for units; from the 2nd conversion` };
  },
  "window-accordion": (R, X, v) => {
    const T = R.k.tools; const ev = R.r.pick(R.k.events); const tE = R.t - R.r.int(3, 9) * H;
    const radii = R.r.shuffle([10, 15, 30, 45, 60, 120, 180, 240]); const k = R.r.int(5, 7); let from;
    for (let j = 0; j < k; j++) {
      if (j === 2) from = R.next();
      const a = { id: X, event: ev, from: new Date(tE - radii[j] * 60000).toISOString(), to: new Date(tE + radii[j] * 60000).toISOString() };
      R.call(T.log, a, () => R.log(X, a.from, a.to, [[tE, ev]]), j === 0 ? `Looking for "${ev}" around ${new Date(tE).toISOString().slice(11, 16)}.` : j === 2 ? "Widening/narrowing the window." : null);
    }
    maybeGiveUp(R, v, `the log shows only the one "${ev}" line`);
    return { from, note: `log for "${ev}" on ${X} with ±${radii.slice(0, k).join("/")} min windows around one moment; the same single line every time; from the 3rd query` };
  },
  "alias-hop": (R, X, v) => {
    const T = R.k.tools; const f = R.facts(X); const al = R.k.alias;
    const hops = [{ id: X }, ...al.slice(1).map((a) => ({ [a]: f[a] })), { [al[0]]: X }, { [al[1]]: f[al[1]].toLowerCase() }];
    const k = R.r.int(4, 6); let from;
    for (let j = 0; j < k; j++) { if (j === 2) from = R.next(); R.call(T.get, hops[j], () => R.get(X), j === 1 ? "Resolving by the other identifier." : null); }
    maybeGiveUp(R, v, `every identifier of ${X} resolves to the same record`);
    return { from, note: `${X} fetched by id, then by each alias the first answer already listed (${k} gets, same record); from the 2nd alias hop` };
  },
  "token-treadmill": (R, X, v) => {
    const T = R.k.tools; const s = R.k.setp; R.call(T.check, { id: X }, () => R.check(X, false), `Checking ${X}.`);
    const k = R.r.int(4, 7); let from; const extras = [{}, { force: true }, { reason: "operator request" }, { confirm: true }, { reason: "as agreed with staff" }, {}, { apply_now: true }];
    const pend = () => R.setOut(X, s.good, { applied: false, status: "PENDING_CONFIRMATION", confirm_token: R.r.str(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"), expires_in_s: 120, hint: `repeat the call with confirm_token to apply` });
    for (let j = 0; j < k; j++) { if (j === 1) from = R.next(); R.call(T.set, { id: X, [s.name]: s.good, ...extras[j] }, pend, j === 0 ? `Setting ${s.name} to ${s.good}.` : null); }
    maybeGiveUp(R, v, `the change on ${X} never applies`);
    return { from, note: `${s.name} write re-sent ${k}× without the confirm_token; each answer PENDING_CONFIRMATION with a fresh token; from the 2nd write` };
  },
  "sort-spin": (R, X, v) => {
    const T = R.k.tools; const [fk, vs] = Object.entries(R.k.fields)[0]; const fv = R.facts(X)[fk];
    const its = R.k.ent.filter((e) => R.facts(e)[fk] === fv); const sorts = R.r.shuffle(["id", "-id", "last_service", "-last_service", Object.keys(R.k.fields)[1], Object.keys(R.k.fields)[2]]);
    const k = R.r.int(4, 6); let from;
    for (let j = 0; j < k; j++) { if (j === 2) from = R.next(); R.call(T.list, { filter: { [fk]: fv }, sort: sorts[j], page_size: 50 }, () => R.list(R.r.shuffle(its), { total: its.length, page: 1, next_cursor: "null", sort: sorts[j] }), j === 1 ? "Sorting differently to spot the outlier." : null); }
    maybeGiveUp(R, v, "the list does not show anything new");
    return { from, note: `the same complete ${its.length}-row list re-fetched with ${k} sort orders; from the 3rd list` };
  },
  "dup-ticket": (R, X, v) => {
    const T = R.k.tools; R.call(T.ext, { record: X }, () => R.extFail(R.r.int(0, 7)));
    const inc = `INC-${R.r.int(4000, 9999)}`; const eta = R.r.pick(["Thursday", "next week", "after the vendor visit"]);
    const sums = [`${R.k.ext} down for ${X}`, `Cannot push ${X}: ${R.k.ext} unavailable`, `URGENT ${R.k.ext} outage blocks ${X}`, `${R.k.ext} not answering (${X})`, `Outage: ${R.k.ext}; record ${X} pending`, `Please restore ${R.k.ext}`];
    const k = R.r.int(4, 6); let from;
    for (let j = 0; j < k; j++) {
      if (j === 2) from = R.next();
      R.call(T.ticket, { summary: sums[j], severity: j > 1 ? "high" : "medium" }, () => rec2(R, { ticket: `TCK-${R.r.int(10000, 99999)}`, status: "closed", resolution: `duplicate of ${inc}`, parent_status: "open, assigned to vendor", parent_eta: eta, closed_at: R.iso(), bot: "triage-bot" }), j === 0 ? "Raising a ticket." : null);
    }
    maybeGiveUp(R, v, `tickets are closed as duplicates of ${inc}`);
    return { from, note: `${k} tickets about the same outage, each auto-closed as duplicate of ${inc} (same ETA); from the 3rd ticket` };
  },
  "calc-respin": (R, X, v) => {
    const T = R.k.tools; const m = R.k.metric; const val = Number((m.base + 0.01).toFixed(2)); const rate = R.r.int(3, 19);
    R.call(T.live, { point: X, unit: m.unit }, () => R.live(X, m.unit, val), `Reading ${X} to estimate time to limit.`);
    const ex = R.r.shuffle([`${val}*100/${rate}`, `(${val}*100)/${rate}`, `${(val * 100).toFixed(0)}/${rate}`, `100*${val}/${rate}`, `${val}/${rate}*100`, `${val}/(${rate}/100)`]);
    const res = ((val * 100) / rate).toFixed(4); const k = R.r.int(4, 6); let from;
    for (let j = 0; j < k; j++) { if (j === 2) from = R.next(); R.call("calc", { expression: ex[j] }, () => (R.r() < 0.5 ? `${ex[j]} = ${res}` : JSON.stringify({ expr: ex[j], result: Number(res), eval_us: R.r.int(5, 90) })), j === 1 ? "Double-checking the arithmetic." : null); }
    maybeGiveUp(R, v, "the estimate stays the same");
    return { from, note: `the same estimate (${res}) recomputed ${k}× with rearranged expressions; from the 3rd calc` };
  },
};

function rec2(R, o) { return R.r() < 0.5 ? JSON.stringify(o) : Object.entries(o).map(([k, x]) => `${k}: ${x}`).join("\n"); }
const fin = (R, X, txt) => R.say(txt ?? `Done. ${X}: ${R.facts(X).status}, ${R.k.setp.name} reviewed; nothing else outstanding. (${DAY[R.r.int(0, 2)]}'s notes included)`);
export { fin, rec2, H };
