// Run shapes ("kinds"): loops, legit look-alikes and ambiguous runs, written against any kit.
import { dp } from "./tools.mjs";
// Each returns {loop_from, note}; loop_from is the 1-based index among assistant messages (null for legit).

const fresh = (r) => r.ents[r.ei++];
/** a move of a kit metric: a share of its range, never zero after rounding */
const step = (k, g, v, share) => { const d = dp(k); let n = +(v + (k.metric[2] - k.metric[1]) * share * (g.chance(0.5) ? -1 : 1) * g.fx(0.2, 1, 2)).toFixed(d); if (n === v) n = +(v + 10 ** -d).toFixed(d); return n; };
export function open(r, k, subject) {
  r.ei = 0;
  r.sys(`You are the ${k.agent}. Staff write to you in ${k.lang}; reply to them in ${k.lang} or English. Use the tools, never invent record values, and stop when the task is done or cannot be done.`);
  r.user(k.L.req(subject));
}
/** healthy steps on distinct entities (every call adds something new) */
export function healthy(r, k, T, n) {
  const g = r.g;
  for (let i = 0; i < n; i++) {
    const e = fresh(r);
    const x = g.int(0, 5);
    if (x <= 1) r.call([T.get(e)], g.pick([`Looking up ${e.id}.`, `Pulling the ${k.noun} record for ${e.id}.`, `Need the facts of ${e.id} first.`]));
    else if (x === 2) r.call([T.check(e)], `Checking ${e.id}.`);
    else if (x === 3) r.call([T.act(e, g.pick(k.act[3]))], `Recording ${e.id}.`);
    else if (x === 4) r.call([T.get(e), T.check(e)], `Record and ${k.check[0]} for ${e.id} together.`);
    else { const e2 = fresh(r); r.call([T.get(e), T.get(e2)], `Two records: ${e.id}, ${e2.id}.`); }
  }
}
function finish(r, k, text) {
  const g = r.g;
  r.say(g.chance(0.3) ? `${k.L.done}. ${text}` : text);
}
function loopEnd(r, k, p = 0.4) {
  const g = r.g;
  if (g.chance(p)) r.say(g.chance(0.5) ? k.L.giveup : g.pick(["I could not complete this; the same result keeps coming back. Stopping here.", "Stopping: nothing changes between attempts.", "I'm unable to make progress on this right now."]));
}
const pre = (g, late) => (late ? g.int(10, 24) : g.int(0, 6));

export const LOOP = {
  "exact-repeat": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); const useChk = g.chance(0.4);
    r.call([useChk ? T.check(e) : T.get(e)], `Fetching ${e.id}.`);
    let lf;
    for (let i = 0, n = g.int(4, 11); i < n; i++) { const s = r.call([useChk ? T.check(e) : T.get(e)], g.pick([`Let me fetch ${e.id} again to be sure.`, `Re-reading ${e.id}.`, `Checking ${e.id} once more.`, null])); lf ??= s; }
    loopEnd(r, k);
    return { loop_from: lf, note: `same ${useChk ? k.check[0] : k.get[0]} on ${e.id} with identical arguments` };
  },
  "trivial-args": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); const K = k.get[1];
    const vs = g.shuffle([{ [K]: ` ${e.id}` }, { [K]: e.id.toLowerCase() }, { [K]: e.id, verbose: false }, { include_history: false, [K]: e.id }, { [K]: `${e.id} ` }, { [K]: e.id, fields: "*" }, { [K]: e.id, lang: "en" }, { [K]: e.id.replace("-", "-") + "" }]);
    r.call([T.get(e)], `Opening ${e.id}.`);
    let lf;
    for (let i = 0, n = g.int(4, 8); i < n; i++) { const s = r.call([T.get(e, vs[i % vs.length])], g.pick([`Trying ${k.get[0]} with slightly different arguments.`, `Maybe the id format matters; retrying.`, `Once more with a different flag.`])); lf ??= s; }
    loopEnd(r, k);
    return { loop_from: lf, note: `${k.get[0]} on ${e.id} with trivially changed arguments (spaces, case, default flags)` };
  },
  "ping-pong": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); let lf;
    const rounds = g.int(4, 9);
    for (let i = 0; i < rounds; i++) {
      const s = r.call([T.get(e)], i ? `Back to the record of ${e.id}.` : `Record of ${e.id}.`);
      if (i === 1) lf = s;
      r.call([T.check(e)], `Now ${k.check[0]} for ${e.id}.`);
    }
    loopEnd(r, k);
    return { loop_from: lf, note: `${k.get[0]} <-> ${k.check[0]} on ${e.id}, ${rounds} rounds` };
  },
  cycle: (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); const per = g.int(3, 5); const v = g.pick(k.act[3]); const why = g.pick(k.actErrs); let lf;
    const passes = g.int(3, 6);
    for (let p = 0; p < passes; p++) {
      const s = r.call([T.get(e)], p ? `The ${k.act[0]} was rejected; re-reading ${e.id}.` : `Reading ${e.id}.`);
      if (p === 1) lf = s;
      r.call([T.check(e)], `Checking before ${k.act[0]}.`);
      if (per >= 4) r.call([T.search(k.search[1][0], k.search[2])], `Searching for guidance.`);
      if (per >= 5) r.call([T.doc(1, k.doc[1].slice(0, 2))], `Re-reading the procedure.`);
      r.call([T.act(e, v, why)], `Submitting ${k.act[2]}=${v}.`);
    }
    loopEnd(r, k);
    return { loop_from: lf, note: `period-${per} cycle ending in ${k.act[0]} rejected ("${why}"), ${passes} passes` };
  },
  "retry-storm": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); const v = g.pick(k.act[3]); let lf;
    for (let i = 0, n = g.int(6, 14); i < n; i++) { const s = r.call([T.dep(T.act(e, v), g.int(0, 9))], i ? g.pick(["Retrying.", "Transient, trying again.", "Again.", null]) : `Submitting ${k.act[0]} for ${e.id}.`); if (i === 1) lf = s; }
    loopEnd(r, k);
    return { loop_from: lf, note: `${k.act[0]} on ${e.id} retried at once against a dead ${k.dep[0]} (errors worded differently)` };
  },
  "dependency-storm": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.4)));
    let lf;
    for (let i = 0, n = g.int(6, 14); i < n; i++) { const e = fresh(r); const s = r.call([T.dep(T.act(e, g.pick(k.act[3])), i)], i ? g.pick([`That one failed; moving to ${e.id}.`, `Skipping ahead to ${e.id}.`, `Next: ${e.id}.`]) : `Starting the ${k.act[0]} batch.`); if (i === 1) lf = s; }
    loopEnd(r, k);
    return { loop_from: lf, note: `each ${k.noun} fails on the same dead ${k.dep[0]}, error worded differently each time` };
  },
  "stuck-poll": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); const jid = `${k.job[0].slice(0, 3).toUpperCase()}-${g.hex(6)}`;
    r.call([T.jobStart(e, jid)], `Starting ${k.job[0]} for ${e.id}.`); r.jobT0 = r.clock;
    const st = k.job[2][g.int(1, 2)]; const pct = g.pick([0, 5, 12, 40]); const sleeps = g.chance(0.6); const sec = g.pick([20, 30, 60]); let lf;
    for (let i = 0, n = g.int(7, 18); i < n; i++) {
      const s = r.call([T.jobStatus(jid, st, pct, k.job[3])], i ? g.pick(["Still waiting.", "Polling again.", `Status of ${jid}?`, null]) : `Polling ${jid}.`);
      if (i === 1) lf = s;
      if (sleeps) r.call([T.sleep(sec)], null); else r.adv(sec);
    }
    loopEnd(r, k, 0.3);
    return { loop_from: lf, note: `${jid} stays ${st} ${pct}% ("${k.job[3]}"); ${sleeps ? "fixed sleeps" : "no sleeps, time gaps only"}` };
  },
  "search-no-progress": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const qs = k.search[1]; const empty = g.chance(0.35);
    const extra = [qs[0].toLowerCase(), `"${qs[1]}"`, `${qs[2]} 2026`, `${qs[0]} `, qs[3].split(" ").reverse().join(" ")];
    const all = [...qs, ...extra]; let lf; const n = g.int(5, 9);
    for (let i = 0; i < n; i++) { const s = r.call([T.search(all[i % all.length], empty ? [] : g.chance(0.3) ? [...k.search[2].slice(1), k.search[2][0]] : k.search[2])], i ? g.pick(["Rephrasing the search.", "Different wording.", "Maybe other words will find more.", null]) : "Searching."); if (i === 1) lf = s; }
    loopEnd(r, k);
    return { loop_from: lf, note: `${n} reworded ${k.search[0]} calls, ${empty ? "all empty" : "same hits each time"}` };
  },
  "late-repeat": (r, k, T, g) => {
    healthy(r, k, T, g.int(14, 34));
    const e = fresh(r); let lf;
    r.call([T.check(e)], `Final ${k.check[0]} on ${e.id}.`);
    for (let i = 0, n = g.int(4, 8); i < n; i++) { const s = r.call([T.check(e, e.chk, g.chance(0.4) ? { recheck: true } : {})], g.pick(["Confirming the value.", "One more confirmation.", "Double-checking.", null])); lf ??= s; }
    loopEnd(r, k);
    return { loop_from: lf, note: `after long healthy work, ${k.check[0]} on ${e.id} repeated with the same reading` };
  },
  "page-stuck": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const byNum = g.chance(0.4); const real = g.int(2, 4); let lf; let cur = null; let rows;
    for (let p = 0; p < real; p++) { rows = T.rows(10, p * 10); const nx = byNum ? String(p + 2) : `c_${g.b36(10)}`; r.call([T.page(cur, rows, nx, byNum ? "page" : "cursor")], p ? "Next page." : `Listing ${k.list[0]}.`); cur = byNum ? p + 2 : nx; }
    const stuckNext = byNum ? null : cur;
    for (let i = 0, n = g.int(4, 9); i < n; i++) { const s = r.call([T.page(byNum ? real + 1 + i : cur, rows, byNum ? String(real + 2 + i) : stuckNext, byNum ? "page" : "cursor")], g.pick(["Next page.", "Continuing.", null])); lf ??= s; }
    loopEnd(r, k, 0.3);
    return { loop_from: lf, note: `after ${real} pages the ${byNum ? "page number is ignored" : "cursor stops advancing"}; same rows returned` };
  },
  "text-loop": (r, k, T, g) => {
    healthy(r, k, T, g.int(3, 8));
    const e = fresh(r); r.call([T.get(e)], `Last record: ${e.id}.`);
    let lf;
    if (g.chance(0.5)) {
      const status = `Status: ${e.id} — ${Object.entries(e.f).slice(0, 3).map(([a, b]) => `${a} ${b}`).join(", ")}. Waiting for ${k.dep[0]} before I can finish.`;
      const vary = [status, status.replace("Status:", "Current status:"), status.replace(" before I can finish", "; nothing else to do until then")];
      r.say(status);
      for (let i = 0, n = g.int(4, 7); i < n; i++) { r.user(g.pick(k.L.nudge)); const s = r.say(g.pick(vary)); lf ??= s; }
      return { loop_from: lf, note: "staff nudges, the agent repeats the same status without any call" };
    }
    const peer = g.pick(["reviewer", "qa_agent", "supervisor_bot"]);
    const ask = `${peer}, ${e.id} is ready from my side (${k.act[2]} pending). Please confirm so I can run ${k.act[0]}.`;
    const back = [`I can't confirm ${e.id} until you run ${k.act[0]}; please run it first.`, `Run ${k.act[0]} on ${e.id} first, then I confirm.`, `Confirmation for ${e.id} needs the ${k.act[0]} result. Please run it.`];
    r.say(ask);
    for (let i = 0, n = g.int(4, 6); i < n; i++) { r.user(g.pick(back), peer); const s = r.say(g.chance(0.5) ? ask : ask.replace("Please confirm", "Could you confirm")); lf ??= s; }
    return { loop_from: lf, note: `circular hand-back with the named peer agent ${peer}: each waits for the other` };
  },
  "edit-validate-stuck": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); const F = k.val[2]; let lf;
    r.call([T.validate(e, F)], `Validating ${e.id}.`);
    r.call([T.edit(e, F[0][1], F[0][4])], `Fixing ${F[0][1]}.`); r.call([T.validate(e, F.slice(1))], "Re-validating.");
    r.call([T.edit(e, F[1][1], F[1][4])], `Fixing ${F[1][1]}.`); r.call([T.validate(e, F.slice(2))], "Re-validating.");
    const bad = [F[2][3], `${F[2][3]} `, `"${F[2][3]}"`, F[2][3].toUpperCase(), `${F[2][3]}.0`, `~${F[2][3]}`];
    for (let i = 0, n = g.int(3, 6); i < n; i++) { r.call([T.edit(e, F[2][1], bad[i % bad.length])], `Another attempt at ${F[2][1]}.`); const s = r.call([T.validate(e, F.slice(2))], "Validating."); lf ??= s; }
    loopEnd(r, k);
    return { loop_from: lf, note: `${F[0][0]} and ${F[1][0]} fixed, then edits to ${F[2][1]} never clear ${F[2][0]}` };
  },
  "flip-flop": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); const [A, B] = g.shuffle(k.act[3]); let lf;
    for (let p = 0, n = g.int(3, 5); p < n; p++) {
      e.f[k.act[2]] = A; const s = r.call([T.act(e, A)], p ? `Reverting ${k.act[2]} to ${A}; ${B} looked wrong.` : `Setting ${k.act[2]}=${A}.`); if (p === 1) lf = s;
      r.call([T.get(e)], "Reading back.");
      e.f[k.act[2]] = B; r.call([T.act(e, B)], `Hmm, ${A} may be wrong; switching to ${B}.`);
      r.call([T.get(e)], "Reading back.");
    }
    loopEnd(r, k);
    return { loop_from: lf, note: `${k.act[2]} of ${e.id} flipped ${A} <-> ${B} with read-backs` };
  },
  "fanout-repeat": (r, k, T, g) => {
    healthy(r, k, T, pre(g, g.chance(0.3)));
    const e = fresh(r); let lf;
    for (let i = 0, n = g.int(5, 9); i < n; i++) { const s = r.call([T.get(e), T.check(e), T.doc(1, k.doc[1].slice(0, 2))], i ? g.pick(["Gathering everything again.", "Refreshing all three.", null]) : `Collecting record, ${k.check[0]} and procedure.`); if (i === 1) lf = s; }
    loopEnd(r, k);
    return { loop_from: lf, note: "the same three parallel calls every turn" };
  },
};

export const LEGIT = {
  batch: (r, k, T, g) => {
    const n = g.int(9, 30); const par = g.chance(0.4);
    for (let i = 0; i < n; i++) { const e = fresh(r); if (par) r.call([T.get(e), T.act(e, g.pick(k.act[3]))], `${e.id}: read and record.`); else r.call([T.act(e, g.pick(k.act[3]))], g.pick([`${e.id}.`, `Next ${k.noun}: ${e.id}.`, null])); }
    finish(r, k, `Done: ${n} ${k.noun}s processed with ${k.act[0]}, all accepted.`); return { note: `${k.act[0]} on ${n} distinct ${k.noun}s` };
  },
  alternate: (r, k, T, g) => {
    const n = g.int(5, 22);
    for (let i = 0; i < n; i++) { const e = fresh(r); r.call([T.get(e)], `Reading ${e.id}.`); r.call([T.act(e, g.pick(k.act[3]))], `Recording ${e.id}.`); }
    finish(r, k, `All ${n} ${k.noun}s read and recorded.`); return { note: `${k.get[0]} -> ${k.act[0]} on a new ${k.noun} each pair` };
  },
  "poll-completes": (r, k, T, g) => {
    healthy(r, k, T, g.int(1, 8));
    const e = fresh(r); const jid = `${k.job[0].slice(0, 3).toUpperCase()}-${g.hex(6)}`; const sleeps = g.chance(0.7);
    r.call([T.jobStart(e, jid)], `Starting ${k.job[0]}.`); r.jobT0 = r.clock;
    const S = k.job[2]; let w = g.pick([15, 20, 30]);
    for (let i = 0, n = g.int(1, 3); i < n; i++) { r.call([T.jobStatus(jid, S[1], 0, k.job[3])], "Checking the job."); if (sleeps) r.call([T.sleep(w)], `Backing off ${w}s.`); else r.adv(w); w *= 2; }
    for (let s = 2, pct = g.int(8, 20); s < S.length; s++, pct = Math.min(100, pct + g.int(15, 30))) {
      r.call([T.jobStatus(jid, S[s], s === S.length - 1 ? 100 : pct)], s === S.length - 1 ? "Done?" : `${S[s]} now, progressing.`);
      if (s < S.length - 1) { if (sleeps) r.call([T.sleep(w)], null); else r.adv(w); }
    }
    finish(r, k, `${jid} finished (${S.at(-1)}).`); return { note: `a few unchanged polls with back-off, then ${S.slice(2).join(" -> ")}` };
  },
  "pagination-ends": (r, k, T, g) => {
    const n = g.int(4, 12); let cur = null; const per = g.pick([10, 10, 25]);
    for (let p = 0; p < n; p++) { const last = p === n - 1; const nx = last ? null : `c_${g.b36(10)}`; r.call([T.page(cur, T.rows(last ? g.int(2, 9) : per, p * per), nx)], p ? "Next page." : "Listing."); cur = nx; }
    finish(r, k, `Listed ${n} pages of ${k.list[0]}; totals attached.`); return { note: `${n} pages with distinct rows, then next=null` };
  },
  "retry-succeeds": (r, k, T, g) => {
    healthy(r, k, T, g.int(2, 8));
    const e = fresh(r); const v = g.pick(k.act[3]); const f = g.int(1, 2);
    for (let i = 0; i < f; i++) { r.call([T.dep(T.act(e, v), i)], i ? "Failed again; waiting longer." : `Recording ${e.id}.`); r.call([T.sleep([10, 40][i])], `Transient error from ${k.dep[0]}; backing off.`); }
    r.call([T.act(e, v)], "Retrying after back-off.");
    healthy(r, k, T, g.int(3, 12));
    finish(r, k, `All recorded; ${e.id} needed ${f} retr${f > 1 ? "ies" : "y"} after a ${k.dep[0]} blip.`); return { note: `${f} transient ${k.dep[0]} failure(s) on ${e.id} with back-off, then success, work continues` };
  },
  readings: (r, k, T, g) => {
    const e = r.ents[0]; r.ei = 1; const n = g.int(4, 8); const m = g.pick([5, 10, 15]);
    r.user(k.L.readings(n, m));
    let v = e.chk; const vals = [];
    for (let i = 0; i < n; i++) { const s = r.call([T.check(e, v)], `Reading ${i + 1} of ${n}.`); vals.push(v); if (i < n - 1) { r.call([T.sleep(m * 60)], null); v = g.chance(0.2) ? v : step(k, g, v, 0.08); } }
    finish(r, k, `${n} readings of ${k.metric[0]} on ${e.id}: ${vals.join(", ")} ${k.metric[3]}.`); return { note: `staff asked for ${n} readings ${m} min apart` };
  },
  "recheck-after-fix": (r, k, T, g) => {
    healthy(r, k, T, g.int(1, 6));
    const e = fresh(r); const F = k.val[2];
    r.call([T.validate(e, F)], `Validating ${e.id}.`);
    for (let i = 0; i < 3; i++) { r.call([T.edit(e, F[i][1], F[i][4])], `Fixing ${F[i][0]} (${F[i][1]}).`); r.call([T.validate(e, F.slice(i + 1))], "Re-validating."); }
    finish(r, k, `${e.id} passes validation after 3 fixes.`); return { note: "findings shrink 3 -> 2 -> 1 -> 0" };
  },
  "search-refines": (r, k, T, g) => {
    healthy(r, k, T, g.int(3, 8));
    const H = k.search[2];
    r.call([T.search(`"${k.search[1][0]}" exact`, [])], "Exact search first.");
    r.call([T.search(k.search[1][1], [H[0]])], "Broader wording.");
    r.call([T.search(k.search[1][2], [H[1], H[2]], { since: "2026-10-01" })], "Adding a date filter for the rest.");
    const e = fresh(r); r.call([T.get(e)], `Opening the linked ${k.noun} ${e.id}.`);
    finish(r, k, `Found: ${H.join("; ")}.`); return { note: "exact search empty, rewordings bring different hits, then opens one" };
  },
  "long-healthy": (r, k, T, g) => {
    const jid = `${k.job[0].slice(0, 3).toUpperCase()}-${g.hex(6)}`; const S = k.job[2]; let s = 0;
    r.call([T.jobStart(r.ents[60], jid)], `Starting ${k.job[0]} in the background.`); r.jobT0 = r.clock;
    for (let i = 0, n = g.int(34, 47); i < n; i++) { if (i % 6 === 5 && s < S.length - 1) { s++; r.call([T.jobStatus(jid, S[s], Math.round((s / (S.length - 1)) * 100))], "Background job?"); } else healthy(r, k, T, 1); }
    finish(r, k, `Session done; ${jid} at ${S[s]}.`); return { note: "long mixed session, background job progresses" };
  },
  "asks-again": (r, k, T, g) => {
    const e = r.ents[0]; r.ei = 1; let v = e.chk; const n = g.int(2, 4);
    healthy(r, k, T, g.int(2, 5));
    r.call([T.check(e, v)], `${k.check[0]} on ${e.id}.`); r.say(`${e.id}: ${k.metric[0]} ${v} ${k.metric[3]}.`);
    for (let i = 0; i < n; i++) { r.user(k.L.again); v = step(k, g, v, 0.25); r.call([T.check(e, v)], "Staff changed something on site; checking again."); r.say(`${e.id}: now ${v} ${k.metric[3]}.`); }
    r.user(k.L.thanks); finish(r, k, "Noted."); return { note: `staff ask ${n}x to re-check after on-site changes; readings differ` };
  },
  "per-item-errors": (r, k, T, g) => {
    const n = g.int(10, 26); let bad = 0;
    for (let i = 0; i < n; i++) { const e = fresh(r); const f = g.chance(0.4) ? k.actErrs[i % k.actErrs.length] : null; if (f) bad++; r.call([T.act(e, g.pick(k.act[3]), f)], g.pick([`${e.id}.`, `Next: ${e.id}.`, null])); }
    finish(r, k, `${n - bad} accepted, ${bad} rejected for item-specific reasons (listed above).`); return { note: `${n} actions, ${bad} fail for different item-specific reasons` };
  },
  "change-of-mind": (r, k, T, g) => {
    healthy(r, k, T, g.int(4, 9));
    const e = fresh(r); const [A, B] = g.shuffle(k.act[3]);
    e.f[k.act[2]] = A; r.call([T.act(e, A)], `Setting ${A}.`); r.call([T.get(e)], "Reading back."); r.say(`${e.id}: ${k.act[2]} = ${A}.`);
    r.user(k.L.change(B)); e.f[k.act[2]] = B; r.call([T.act(e, B)], `Staff want ${B}.`); r.call([T.get(e)], "Reading back.");
    finish(r, k, `${e.id}: ${k.act[2]} now ${B}, as asked.`); return { note: `set ${A}, staff asked for ${B}, set and read back` };
  },
  sweep: (r, k, T, g) => {
    healthy(r, k, T, g.int(1, 4));
    const e = fresh(r); const n = g.int(6, 12); const vals = [];
    for (let h = 0; h < n; h++) { const v = step(k, g, e.chk, 0.3); vals.push(v); r.call([T.check(e, v, { window_start_h: -n + h, window_h: 1 })], `Hour ${h + 1} of ${n}.`); }
    finish(r, k, `Hourly ${k.metric[0]} for ${e.id}: ${vals.join(", ")}.`); return { note: `hour-by-hour history: same tool, moving window, different values` };
  },
};

export const AMB = {
  "amb-backoff-stop": (r, k, T, g) => {
    healthy(r, k, T, g.int(3, 6)); const e = fresh(r); const v = g.pick(k.act[3]); let lf;
    for (let i = 0; i < 4; i++) { const s = r.call([T.dep(T.act(e, v), i)], i ? "Still failing." : `Recording ${e.id}.`); if (i === 1) lf = s; if (i < 3) r.call([T.sleep([5, 15, 45][i])], "Backing off."); }
    r.say(`${k.dep[0]} is down; ${e.id} not recorded. Please retry later.`); return { loop_from: lf, note: "same call 4x with 5/15/45 s back-off on an outage, then clean stop" };
  },
  "amb-asked-identical": (r, k, T, g) => {
    healthy(r, k, T, g.int(4, 6)); const e = fresh(r); let lf;
    r.call([T.check(e)], `${k.check[0]} ${e.id}.`); r.say(`${e.id}: ${e.chk} ${k.metric[3]}.`);
    for (let i = 0; i < 3; i++) { r.user(k.L.again); const s = r.call([T.check(e)], "Checking again as asked."); lf ??= s; r.say(`${e.id}: still ${e.chk} ${k.metric[3]}.`); }
    return { loop_from: lf, note: "staff ask 3x within minutes; identical readings" };
  },
  "amb-double-reread": (r, k, T, g) => {
    healthy(r, k, T, g.int(4, 7)); const D = k.doc[1];
    r.call([T.doc(1, D.slice(0, 4))], "Reading page 1."); r.call([T.doc(2, D.slice(4))], "Page 2.");
    healthy(r, k, T, 2);
    const lf = r.call([T.doc(1, D.slice(0, 4))], "Re-reading page 1 to quote it exactly."); r.call([T.doc(2, D.slice(4))], "And page 2.");
    finish(r, k, `Quoted rules: "${D[0]}" and "${D[5]}".`); return { loop_from: lf, note: "deliberate re-read of two unchanged pages before quoting" };
  },
  "amb-empty-gives-up": (r, k, T, g) => {
    healthy(r, k, T, g.int(4, 7)); let lf;
    for (let i = 0; i < 3; i++) { const s = r.call([T.search(k.search[1][i], [])], i ? "Rewording." : "Searching."); if (i === 1) lf = s; }
    r.say(`Nothing on record for "${k.search[1][0]}" under three wordings; we don't hold it.`); return { loop_from: lf, note: "three empty rewordings, then a correct not-found" };
  },
};
