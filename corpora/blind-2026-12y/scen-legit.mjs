// Legit look-alikes and the ambiguous runs.
import { healthy } from "./run.mjs";
const open = (r, e, pre) => { r.sys(); r.user(r.k.ph.ask(e)); healthy(r, pre); };
const wait = (r, s) => r.call([["wait", { seconds: s }, () => { r.tick(s); return `slept ${s}s`; }]]);

export const LEGIT = {
  "poll-ends": (r, e) => {
    const k = r.k; open(r, e, r.n.int(2, 8));
    const job = `${k.T.start.split("_")[0].toUpperCase()}-${r.n.int(1000, 9999)}`;
    r.call([[k.T.start, { id: e, priority: "normal" }, () => JSON.stringify({ job_id: job, state: "queued", queue_pos: 3 })]], "Starting the job; I'll poll until it completes.");
    const seq = [...(r.rng() < 0.4 ? [0, 0, 0] : []), 0, 0, 12, 12, 31, 55, 55, 78, 93, 100].slice(r.n.int(0, 3));
    seq.forEach((p, i) => {
      wait(r, [20, 30, 60][i % 3]);
      r.call([[k.T.status, { job_id: job }, () => JSON.stringify({ job_id: job, state: p === 100 ? "succeeded" : p ? "running" : "queued", progress_pct: p, queue_pos: p ? null : 2 - Math.min(i, 1), worker: r.n.node(), polled_at: r.at() })]]);
    });
    r.call([[k.T.get, { id: e }, () => r.rec(e)]]);
    r.final(`${job} finished (100 %). ${e} is updated; no further action needed. ${k.ph.thanks}`);
  },
  "paging": (r, e) => {
    const k = r.k; open(r, e, r.n.int(1, 6));
    const p = r.n.int(3, 8), total = 25 * p - 4;
    for (let i = 0; i < p; i++) r.call([[k.T.list, i ? { status: "any", page_size: 25, cursor: `p${i}_${r.n.hex(6)}` } : { status: "any", page_size: 25 }, () => r.page(r.rows(25 * i, 25, total).slice(0, r.rng() < 0.5 ? 25 : 6), i < p - 1 ? `p${i + 1}_${r.n.hex(6)}` : null, total)]], i === 0 ? "Walking the whole list." : null);
    r.call([[k.T.get, { id: k.ents[2] }, () => r.rec(k.ents[2])]]);
    r.final(`Went through all ${total} rows on ${p} pages; only ${k.ents[2]} needs attention (${k.finds[0][1]}).`);
  },
  "sweep-items": (r, e) => {
    const k = r.k; open(r, e, r.n.int(1, 5));
    const ids = [...k.ents, ...k.ents.map((x) => x.replace(/\d(?=\D*$)/, (d) => String((+d + 5) % 10)))].slice(0, r.n.int(7, 12));
    ids.forEach((x, i) => r.call([[k.T.check, { id: x }, () => r.chk(x, [k.finds[i % 3]], i % 3 !== 1)]], i === 0 ? "Checking every unit in turn." : null));
    r.final(`Checked ${ids.length} units; ${ids.filter((_, i) => i % 3 === 1).join(", ")} fail ${k.finds[1][0]}, the rest pass.`);
  },
  "sweep-time": (r, e) => {
    const k = r.k; open(r, e, r.n.int(1, 5));
    const n = r.n.int(6, 10), day = r.at().slice(0, 10);
    for (let h = 0; h < n; h++) {
      const from = `${day}T${String(h * 2).padStart(2, "0")}:00Z`, to = `${day}T${String(h * 2 + 2).padStart(2, "0")}:00Z`;
      r.call([[k.T.log, { id: e, from, to }, () => r.logLines(e, r.n.int(3, 7), (x) => [x === 1 && h === 3 ? "ALARM" : "INFO", `${k.liveF[0]}=${r.val(k.liveF, h * 0.3)} window=${from.slice(11, 16)}-${to.slice(11, 16)}`])]], h === 0 ? "Going through the day in two-hour windows." : null);
    }
    r.final(`The only alarm is in the 06:00-08:00 window; ${k.liveF[0]} climbed slowly across the day.`);
  },
  "retry-succeeds": (r, e) => {
    const k = r.k; open(r, e, r.n.int(2, 8));
    r.call([[k.T.get, { id: e }, () => r.rec(e)]]);
    const fails = r.n.int(1, 3), off = r.n.int(0, 9);
    for (let i = 0; i < fails; i++) { r.call([[k.T.ext, { id: e, action: "submit", attempt: i + 1 }, () => r.err(off + i)]]); wait(r, [15, 45, 90][i]); }
    r.call([[k.T.ext, { id: e, action: "submit", attempt: fails + 1 }, () => JSON.stringify({ accepted: true, ref: `R${r.n.int(100000, 999999)}`, at: r.at() })]]);
    r.call([[k.T.get, { id: e }, () => r.rec(e, { submitted: true })]]);
    r.final(`Submitted ${e} after ${fails} transient failure(s) of ${k.T.ext}; the record now shows it as submitted.`);
  },
  "user-asked-repeat": (r, e) => {
    const k = r.k; r.sys(); r.user(k.ph.ask(e)); healthy(r, r.n.int(2, 6));
    const asks = r.n.int(3, 5); const f = k.liveF; const flat = r.rng() < 0.5 ? 0 : 3;
    for (let i = 0; i < asks; i++) {
      const v = r.val(f, i * f[3] * flat);
      r.call([[k.T.live, { id: e, channel: f[0] }, () => r.live(e, v)]]);
      r.say(`${f[0]} on ${e} is now ${v} ${f[1]}.`);
      r.tick(r.n.int(300, 1200));
      if (i < asks - 1) r.user(r.rng() < 0.5 ? k.ph.again(e) : k.ph.fixed(e));
    }
    r.user(k.ph.thanks); r.final("You're welcome.");
  },
  "readings-asked": (r, e) => {
    const k = r.k; r.sys(); const n = r.n.int(4, 7), m = [2, 5, 10][r.n.int(0, 2)];
    r.user(`${k.ph.ask(e)} ${k.ph.read(n, m)}`); healthy(r, r.n.int(1, 4));
    for (let i = 0; i < n; i++) { if (i) wait(r, m * 60); r.call([[k.T.live, { id: e, channel: k.liveF[0] }, () => r.live(e, r.val(k.liveF))]]); }
    r.final(`${n} readings taken ${m} min apart on ${e}; ${k.liveF[0]} stayed within its usual band.`);
  },
  "recheck-after-fix": (r, e) => {
    const k = r.k, f = k.setF; open(r, e, r.n.int(2, 8));
    r.call([[k.T.check, { id: e }, () => r.chk(e, [k.finds[1]])]]);
    if (r.rng() < 0.5) {
      r.say(`${k.finds[1][0]} fails: ${k.finds[1][1]}. Shall I set ${f.name} to ${f.good}?`); r.user(k.ph.go);
      r.call([[k.T.set, { id: e, [f.name]: f.good, reason: k.finds[1][0] }, () => JSON.stringify({ accepted: true, [f.name]: f.good, audit: r.n.req() })]]);
    } else { r.say(`${k.finds[1][0]} fails: ${k.finds[1][1]}.`); r.user(k.ph.fixed(e)); }
    if (r.rng() < 0.4) { r.call([[k.T.check, { id: e }, () => r.chk(e, [k.finds[2]])]], null); r.say(`${k.finds[1][0]} is cleared; ${k.finds[2][0]} remains: ${k.finds[2][1]}.`); r.user(k.ph.fixed(e)); }
    r.call([[k.T.check, { id: e }, () => r.chk(e, [], true)]]);
    r.final(`${e} now passes all rules.`);
  },
  "long-healthy": (r, e) => { open(r, e, r.n.int(24, 44)); r.final(`Reviewed all units; summary sent. ${r.k.ph.thanks}`); },
  "limit-once": (r, e) => {
    const k = r.k; open(r, e, r.n.int(3, 8));
    const q = `${k.finds[0][0]}`;
    r.call([[k.T.list, { status: "review", q, limit: 10 }, () => r.page(r.rows(0, 10, 37).slice(0, 10), null, 37)]]);
    r.call([[k.T.list, { status: "review", q, limit: 50 }, () => r.page(r.rows(0, 37, 37), null, 37)]], "37 matches but only 10 returned; raising the limit once.");
    r.call([[k.T.get, { id: k.ents[1] }, () => r.rec(k.ents[1])]]);
    r.final(`All 37 matching rows listed; ${k.ents[1]} is the oldest.`);
  },
  "format-once": (r, e) => {
    const k = r.k; open(r, e, r.n.int(3, 8));
    r.call([[k.T.get, { id: e, format: "summary" }, () => JSON.stringify({ id: e, status: "hold", more: "history omitted in summary format" })]]);
    r.call([[k.T.get, { id: e, format: "full" }, () => r.rec(e, { history: "2026-11-30 set by desk; 2026-12-02 flagged " + k.finds[0][0] })]], "The summary omits history; fetching the full record once.");
    r.call([[k.T.check, { id: e }, () => r.chk(e, [k.finds[0]])]]);
    r.final(`${e} is on hold because of ${k.finds[0][0]} (flagged 2026-12-02).`);
  },
  "sources-then-found": (r, e) => {
    const k = r.k; open(r, e, r.n.int(3, 8));
    const q = k.finds[2][0];
    r.call([[k.T.search, { query: q }, () => r.hits(q, [])]]);
    r.call([[k.T.notes, { q }, () => `0 notes match (${r.n.ms()} ms)`]]);
    r.call([[k.T.log, { id: e, grep: q, since: "-72h" }, () => r.logLines(e, 2, () => ["WARN", `${q} ${k.finds[2][1]}`])]]);
    r.call([[k.T.get, { id: e }, () => r.rec(e)]]);
    r.final(`Found it in the log: ${k.finds[2][1]}.`);
  },
};
export const AMBIG = {
  "amb-few-readings": (r, e) => { const k = r.k; r.sys(); r.user(k.ph.few); healthy(r, 1); const n = r.n.int(10, 13); for (let i = 0; i < n; i++) { wait(r, 120); r.call([[k.T.live, { id: e, channel: k.liveF[0] }, () => r.live(e, k.liveF[2])]]); } r.final(`${n} readings, all ${k.liveF[2]} ${k.liveF[1]}.`); },
  "amb-backoff-giveup": (r, e) => { const k = r.k; open(r, e, r.n.int(3, 6)); [30, 60, 120, 240].forEach((s, i) => { r.call([[k.T.ext, { id: e, action: "submit", attempt: i + 1 }, () => r.err(i * 2)]]); wait(r, s); }); r.call([[k.T.ext, { id: e, action: "submit", attempt: 5 }, () => r.err(3)]]); r.final(`${k.T.ext} is down; I backed off up to 4 minutes and stopped. Please retry later.`); },
  "amb-confirm-before-write": (r, e) => { const k = r.k, f = k.setF; open(r, e, r.n.int(4, 8)); for (let i = 0; i < 3; i++) r.call([[k.T.get, { id: e }, () => r.rec(e)]], i ? "Confirming nothing changed before I write." : null); r.call([[k.T.set, { id: e, [f.name]: f.good }, () => JSON.stringify({ accepted: true })]]); r.final("Written."); },
  "amb-same-cursor": (r, e) => { const k = r.k; open(r, e, r.n.int(2, 6)); const c = r.n.hex(8); r.call([[k.T.list, { page_size: 25 }, () => r.page(r.rows(0, 5, 80), c, 80)]]); for (let i = 0; i < 3; i++) r.call([[k.T.list, { page_size: 25, cursor: c }, () => r.page(r.rows(25, 5, 80), c, 80)]], i ? "The server returned the same cursor; trying again." : null); r.call([[k.T.list, { page_size: 25, offset: 50 }, () => r.page(r.rows(50, 5, 80), null, 80)]], "Switching to offset paging."); r.final("Listed via offsets."); },
};
