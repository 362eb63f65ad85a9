// Loop scenarios: each builds a run and sets r.mark at the first assistant message of the loop.
import { healthy } from "./run.mjs";
const giveUp = (r, what) => r.final(`I was not able to ${what}. I have stopped here; ${r.k.staff} should look at it directly.`);
const open = (r, e, pre) => { r.sys(); r.user(r.k.ph.ask(e)); healthy(r, pre); };
const end = (r, what) => { if (r.rng() < 0.35) giveUp(r, what); };

export const LOOPS = {
  "trivial-args": (r, e) => {
    const k = r.k; open(r, e, r.n.int(1, 6));
    r.call([[k.T.get, { id: e }, () => r.rec(e)]]);
    r.call([[k.T.check, { id: e }, () => r.chk(e, k.finds.slice(0, 2))]], "Two findings. Let me confirm the record values.");
    const vs = [{ id: ` ${e}` }, { id: e.toLowerCase() }, { id: e, include: "all" }, { id: `${e} ` }, { id: e, refresh: true }, { record: e }, { id: e, verbose: false }, { id: e.replace("-", "‑") }, { id: e, fields: "*" }];
    r.setMark();
    const n = r.n.int(5, 9);
    const side = r.rng() < 0.4 ? r.n.int(2, n - 2) : -1;
    for (let i = 0; i < n; i++) {
      r.call([[k.T.get, vs[i], () => r.rec(e)]], i % 3 === 1 ? "Re-reading the record to make sure the values are current." : null);
      if (i === side) r.call([[k.T.log, { id: e, since: "-2h" }, () => r.logLines(e, 3, () => ["INFO", `${e} no change seq=${r.n.int(100, 999)}`])]]);
    }
    end(r, `resolve the findings on ${e}`);
  },
  "pingpong-drift": (r, e) => {
    const k = r.k; open(r, e, r.n.int(2, 8));
    const fl = ["status", "limits", "history"]; const rs = ["2026.4", "2026.04", "latest", "v2026.4", "current", "2026-4", "default"];
    const rounds = r.n.int(4, 7);
    for (let i = 0; i < rounds; i++) {
      if (i === 1) r.setMark();
      const f = i % 2 ? [...fl].reverse() : i % 3 ? fl.slice(0, 2) : fl;
      r.call([[k.T.get, { id: e, fields: f }, () => r.rec(e)]], i === 0 ? null : "Back to the record to compare with the rule output.");
      r.call([[k.T.check, { id: e, ruleset: rs[i % rs.length] }, () => r.chk(e, [k.finds[1]])]]);
    }
    end(r, `get ${e} past rule ${k.finds[1][0]}`);
  },
  "set-check-cycle": (r, e) => {
    const k = r.k, f = k.setF; open(r, e, r.n.int(2, 7));
    r.call([[k.T.check, { id: e }, () => r.chk(e, [k.finds[0], k.finds[1]])]]);
    const vals = [f.bad, String(f.bad), +Number(f.bad).toFixed(1), `${f.bad}.0`, f.bad, ` ${f.bad}`];
    const rounds = r.n.int(3, 5);
    for (let i = 0; i < rounds; i++) {
      if (i === 1) r.setMark();
      r.call([[k.T.set, { id: e, [f.name]: vals[i], reason: i ? "re-apply" : "align with policy" }, () => JSON.stringify({ accepted: true, id: e, [f.name]: f.bad, version: 40 + i, audit: r.n.req() })]], i ? "Still failing; applying the setting again." : null);
      r.call([[k.T.get, { id: e }, () => r.rec(e, { [f.name]: f.bad })]]);
      r.call([[k.T.check, { id: e }, () => r.chk(e, [k.finds[0], k.finds[1]])]]);
    }
    end(r, `clear ${k.finds[1][0]} on ${e}`);
  },
  "retry-storm": (r, e) => {
    const k = r.k; open(r, e, r.n.int(1, 7));
    r.call([[k.T.get, { id: e }, () => r.rec(e)]]);
    const n = r.n.int(6, 11), off = r.n.int(0, 9);
    for (let i = 0; i < n; i++) {
      if (i === 2) r.setMark();
      r.call([[k.T.ext, { id: e, action: "submit", timeout_s: 10 + 5 * Math.min(i, 4), attempt: i + 1, idempotency_key: r.n.hex(12) }, () => r.err(off + i * r.n.int(1, 3))]], i === 0 ? "Submitting." : i % 3 === 2 ? "The service failed again; trying once more." : null);
      if (i % 4 === 3 && r.rng() < 0.6) r.call([["wait", { seconds: 5 }, () => { r.tick(5); return "waited 5s"; }]]);
    }
    end(r, `submit ${e} to ${k.T.ext} (the service kept failing)`);
  },
  "search-reworded": (r, e) => {
    const k = r.k; open(r, e, r.n.int(2, 7));
    const d = k.docs; const base = d[2].split(" ").slice(1).join(" ");
    const qs = [base.toLowerCase(), `${base} procedure`, base.toUpperCase(), `how to ${base.toLowerCase()}`, `"${base}"`, k.ph.again(e).split(" ").slice(0, 4).join(" "), `${base} ${e}`, `${base.split(" ").reverse().join(" ")}`];
    const n = r.n.int(5, 8), empty = r.rng() < 0.4;
    for (let i = 0; i < n; i++) {
      if (i === 2) r.setMark();
      const h = empty ? [] : i % 2 ? [d[3], d[2]] : [d[2], d[3]];
      r.call([[k.T.search, { query: qs[i] }, () => r.hits(qs[i], h)]], i === 1 ? "Trying another wording." : null);
    }
    end(r, `find guidance beyond ${d[2]}`);
  },
  "stuck-poll": (r, e) => {
    const k = r.k; open(r, e, r.n.int(1, 6));
    const job = `J-${r.n.int(10000, 99999)}`;
    r.call([[k.T.start, { id: e }, () => JSON.stringify({ job_id: job, state: "queued", at: r.at() })]]);
    const moves = [8, 23, 47], frozen = r.n.int(7, 11); const stage = "stage 3/5";
    for (let i = 0; i < moves.length + frozen; i++) {
      if (i === moves.length + 2) r.setMark();
      const p = moves[Math.min(i, moves.length - 1)] + (i >= moves.length ? 0 : 0);
      if (r.rng() < 0.5) r.call([["wait", { seconds: 30 }, () => { r.tick(30); return "ok"; }]]);
      r.call([[k.T.status, { job_id: job }, () => JSON.stringify({ job_id: job, state: "running", progress_pct: i < moves.length ? moves[i] : p, detail: i < moves.length ? `stage ${i + 1}/5` : `${stage}: waiting for worker lock`, elapsed_s: Math.round((r.t % 9e6) / 1000), worker: r.n.node(), polled_at: r.at() })]]);
    }
    end(r, `finish job ${job}`);
  },
  "late-loop": (r, e) => {
    const k = r.k; open(r, e, r.n.int(18, 30));
    const e2 = k.ents[5];
    r.call([[k.T.get, { id: e2 }, () => r.rec(e2, { note: "awaiting desk sign-off" })]], "Last item before I summarise.");
    const n = r.n.int(5, 8);
    if (r.rng() < 0.5) { r.setMark(); for (let i = 0; i < n; i++) r.call([[k.T.get, { id: e2 }, () => r.rec(e2, { note: "awaiting desk sign-off" })]], i === 0 ? "Checking once more whether the sign-off has landed." : null); }
    else { const off = r.n.int(0, 9); for (let i = 0; i < n + 1; i++) { if (i === 2) r.setMark(); r.call([[k.T.ext, { id: e2, action: "notify", attempt: i + 1 }, () => r.err(off + 3 * i)]], i ? null : "Sending the notification for the last item."); } }
    end(r, `see the sign-off on ${e2}`);
  },
  "text-loop": (r, e) => {
    const k = r.k; open(r, e, r.n.int(3, 9));
    if (r.rng() < 0.5) {
      const A = "coordinator", B = "checker"; const n = r.n.int(6, 10);
      for (let i = 0; i < n; i++) {
        if (i === 2) r.setMark();
        const sa = [`${B}, ${k.setF.name} on ${e} is as read earlier (${k.setF.bad}). Please review and sign off.`, `${B}: value unchanged, ${k.setF.name}=${k.setF.bad} on ${e}. Over to you for sign-off.`, `Handing back to ${B}: ${e} still shows ${k.setF.name} ${k.setF.bad}, please sign off.`];
        const sb = [`${A}, I cannot sign off ${e} until you confirm the ${k.setF.name} value. Please confirm and hand back.`, `${A}: need your confirmation of ${k.setF.name} on ${e} first, then I sign off.`, `Not signing yet, ${A} — confirm ${k.setF.name} for ${e} and pass it back to me.`];
        r.say(i % 2 ? r.n.pick(sb) : r.n.pick(sa), i % 2 ? B : A);
      }
    } else {
      const sts = [`Status for ${e}: ${k.finds[0][0]} still open, ${k.setF.name}=${k.setF.bad}. I am monitoring and will update you.`, `${e}: no change — ${k.finds[0][0]} open, ${k.setF.name} ${k.setF.bad}. I'll keep watching and report back.`, `Still the same on ${e}: ${k.finds[0][0]} remains open (${k.setF.name}=${k.setF.bad}). Monitoring continues.`];
      const n = r.n.int(4, 6);
      for (let i = 0; i < n; i++) {
        r.user(i % 2 ? k.ph.go : k.ph.again(e));
        if (i === 1) r.setMark();
        r.say(r.n.pick(sts));
      }
    }
  },
  "limit-escalation": (r, e) => {
    const k = r.k; open(r, e, r.n.int(2, 8));
    const q = `${k.finds[0][0]} ${e.split(/[-/]/)[1] ?? e}`; const lim = [10, 20, 50, 100, 200, 500, 1000, 5000];
    const n = r.n.int(5, 8); const useList = r.rng() < 0.5;
    for (let i = 0; i < n; i++) {
      if (i === 1) r.setMark();
      if (useList) r.call([[k.T.list, { status: "review", q, limit: lim[i] }, () => r.page(r.rows(0, 3, 3), null, 3)]], i ? `Raising the limit to ${lim[i]} in case rows were cut.` : null);
      else r.call([[k.T.search, { query: q, max_results: lim[i] }, () => r.hits(q, [k.docs[0], k.docs[2], k.docs[1]])]], i ? `Maybe the result list was truncated; asking for ${lim[i]}.` : null);
    }
    end(r, `find more than three matches for ${q}`);
  },
  "format-shuffle": (r, e) => {
    const k = r.k; open(r, e, r.n.int(2, 8));
    const fm = [["json", "json"], ["xml", "xml"], ["yaml", "yaml"], ["kv", "text"], ["html", "html"], ["json", "json_pretty"], ["term", "screen"], ["xml", "xml"]];
    const n = r.n.int(5, 8), s = r.n.int(0, 3);
    for (let i = 0; i < n; i++) {
      if (i === 1) r.setMark();
      const [st, name] = fm[(s + i) % fm.length];
      r.call([[k.T.get, { id: e, format: name }, () => r.rec(e, {}, st)]], i === 1 ? "Let me view it in another format to spot the missing field." : null);
    }
    end(r, `find the missing value on ${e}`);
  },
  "page-rewind": (r, e) => {
    const k = r.k; open(r, e, r.n.int(1, 6));
    const p = r.n.int(2, 3), cyc = r.n.int(3, 4), total = 25 * p - 7;
    const curs = Array.from({ length: p }, () => r.n.hex(10));
    for (let c = 0; c < cyc; c++) for (let i = 0; i < p; i++) {
      if (c === 1 && i === 0) r.setMark();
      const a = { status: "hold", page_size: 25 }; if (i) a.cursor = curs[i - 1];
      r.call([[k.T.list, a, () => r.page(r.rows(25 * i, 25, total).slice(0, 6), i < p - 1 ? curs[i] : null, total)]], c && !i ? "Starting from the top of the list again to be sure nothing was missed." : null);
    }
    end(r, `finish the hold list`);
  },
  "source-carousel": (r, e) => {
    const k = r.k; open(r, e, r.n.int(2, 7));
    const q = `${k.finds[2][0]} ${k.finds[2][1].split(" ").slice(0, 3).join(" ")}`;
    const rounds = r.n.int(3, 4);
    for (let c = 0; c < rounds; c++) {
      if (c === 1) r.setMark();
      const qq = c % 2 ? q.toLowerCase() : q;
      r.call([[k.T.search, { query: qq }, () => r.hits(qq, [])]], c ? "Trying the sources again." : null);
      r.call([[k.T.notes, { q: qq }, () => `0 notes match (${r.n.ms()} ms)`]]);
      r.call([[k.T.log, { id: e, grep: qq, since: "-72h" }, () => `(no lines matched '${qq}' in ${r.n.int(1200, 4000)} lines) ${r.at()}`]]);
    }
    end(r, `find the cause of ${k.finds[2][0]}`);
  },
};
