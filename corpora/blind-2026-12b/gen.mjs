#!/usr/bin/env node
// Generator for the blind-2026-12b corpus. `node gen.mjs` rewrites traces.jsonl and labels.jsonl (deterministic);
// `node gen.mjs --stats` also prints counts. No dependencies.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { R, Run, render } from "./engine.mjs";
import { KITS } from "./kits.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 0x5eed2612;

// ---------- small helpers shared by the kinds ----------
function mkEnts(run, n) {
  // ids are unique across the whole run, so one id always carries the same facts
  const seen = run.seenIds ?? (run.seenIds = new Set()), out = [];
  while (out.length < n) { const e = run.k.ent(run.r); if (!seen.has(e.id)) { seen.add(e.id); out.push(e); } }
  return out;
}
const O = {
  look: (run, e) => (n) => render(run.k.styles.look, n, { kind: "record", fields: { id: e.id, ...e.fields, version: e.ver ?? 1 } }),
  check: (run, e) => (n) => render(run.k.styles.check, n, { kind: "record", fields: run.k.check.out(e, run.r) }),
  ok: (run, e, extra = {}) => (n) => render(run.k.styles.act, n, { kind: "ok", msg: run.k.act.ok(e), fields: { id: e.id, audit_seq: n.seq, ...extra } }),
  err: (run, code, msg, extra = {}) => (n) => ({ text: render(run.k.styles.act, n, { kind: "err", code, msg, ...extra }), error: true }),
  hits: (run, q, hits, total) => (n) => render(run.k.styles.search, n, { kind: "hits", query: q, hits, total }),
  job: (run, job, state, pct, note, style) => (n) => render(style ?? run.k.styles.job, n, { kind: "job", job, state, pct, note }),
  page: (run, rows, page, next, total) => (n) => render(run.k.styles.list, n, { kind: "page", rows, page, next, total }),
  doc: (run, docId, ver, lines, updated) => (n) => render(run.k.styles.doc, n, { kind: "record", fields: { document: docId, version: ver, last_modified: updated, ...Object.fromEntries(lines.map((l, i) => [`line_${i + 1}`, l])) } }),
};
function mkHits(run, titles) {
  return titles.map((t, i) => ({ id: run.k.search.idp(run.r), title: t, score: Number((0.95 - i * 0.07 - run.r.int(0, 5) / 100).toFixed(2)) }));
}
function sargs(kit, q, extra = {}) { return { [kit.search.key]: q, ...extra }; }
// Arguments changed only trivially (whitespace, case, key order, pretty-printing, a default flag, equivalent forms).
function trivial(args, i, r) {
  const keys = Object.keys(args);
  const firstStr = keys.find((k) => typeof args[k] === "string");
  const v = i % 7;
  const clone = { ...args };
  switch (v) {
    case 0: return JSON.stringify(args);
    case 1: if (firstStr) clone[firstStr] = clone[firstStr] + " "; return JSON.stringify(clone);
    case 2: return JSON.stringify(Object.fromEntries(keys.slice().reverse().map((k) => [k, args[k]])));
    case 3: return JSON.stringify(args, null, 2);
    case 4: if (firstStr) clone[firstStr] = clone[firstStr].toLowerCase(); return JSON.stringify(clone);
    case 5: return JSON.stringify({ ...args, [r.pick(["include_archived", "verbose", "dry_run_preview"])]: false });
    default: if (firstStr) clone[firstStr] = "  " + clone[firstStr]; return JSON.stringify(clone);
  }
}
const GIVEUP = [
  "I'm not making progress on this; the same result keeps coming back. Stopping here so someone can look at it.",
  "I haven't been able to get past this. I'll stop and hand it back to you with what I have.",
  "This keeps returning the same thing. I'm going to stop rather than keep trying.",
  "Unable to finish: I keep getting the same answer back. Escalating to a human.",
];
function endLoop(run, how, note) {
  if (how === "giveup") run.final(run.r.pick(GIVEUP) + (note ? " " + note : ""));
}

// Healthy, progressing work before a loop or as the bulk of a legit run: distinct entities, different tools.
function healthy(run, n) {
  const { k, r } = run;
  if (n <= 0) return;
  const es = mkEnts(run, n + 2);
  let i = 0, searched = false;
  while (i < n) {
    const e = es[i], roll = r.next();
    if (roll < 0.12 && n - i >= 2) {
      const e2 = es[i + 1];
      run.calls(`Pulling ${e.id} and ${e2.id} together.`, [[k.look.name, k.look.args(e), O.look(run, e)], [k.look.name, k.look.args(e2), O.look(run, e2)]]);
      i++;
    } else if (roll < 0.22 && !searched) {
      searched = true;
      const q = r.pick(k.search.pool).replace(/^((RE|FW): )+/g, "").split(/[:(,]/)[0].trim().toLowerCase();
      run.call(`Checking the reference material on "${q}".`, k.search.name, sargs(k, q), O.hits(run, q, mkHits(run, r.sample(k.search.pool, r.int(1, 4)))));
    } else if (roll < 0.45) run.call(`Running ${k.check.name} on ${e.id}.`, k.check.name, k.check.args(e), O.check(run, e));
    else if (roll < 0.6) run.call(`Recording the update for ${e.id}.`, k.act.name, k.act.args(e), O.ok(run, e));
    else run.call(`Looking up ${k.noun} ${e.id}.`, k.look.name, k.look.args(e), O.look(run, e));
    i++;
  }
}
const sleepTool = (run) => run.sleepName ?? (run.sleepName = run.r.pick(["sleep", "wait", "wait_seconds"]));
function sleep(run, s, text) {
  const name = sleepTool(run);
  run.call(text ?? `Waiting ${s}s before checking again.`, name, name === "wait_seconds" ? { n: s } : { seconds: s }, `slept ${s}s`);
  run.t += s * 1000;
}
// Legit runs get healthy work before the look-alike too, so length says nothing about the label.
const legitPad = (r) => r.pick([1, 2, 3, 6, 10, 16, 24, 32]);
const BATCH_SIZES = [12, 55, 22, 47, 31, 38]; let batchCount = 0; // spread batch lengths on purpose
const prefixLen = (r) => r.pick([0, 0, 1, 2, 3, 5, 8, 12, 18, 25, 34]);
// A sequence of trivial-variant indexes with no two neighbours equal.
function variantOrder(r, n) { const out = []; while (out.length < n) { const v = r.int(1, 6); if (v !== out.at(-1)) out.push(v); } return out; }
// Equivalent spellings of one document path.
const pathForms = (p) => [p, `./${p}`, `/${p}`, p.replace("/", "//"), `${p}/`, p.replace("/", "/./"), ` ${p}`];

// ---------- LOOP kinds ----------
const LOOPS = {
  "exact-repeat"(run) {
    const { k, r } = run; healthy(run, prefixLen(r));
    const [e] = mkEnts(run, 1); const useCheck = run.vi % 3 === 2;
    const [name, args, out] = useCheck ? [k.check.name, k.check.args(e), O.check(run, e)] : [k.look.name, k.look.args(e), O.look(run, e)];
    const phr = [`Let me look at ${e.id}.`, `Re-checking ${e.id} before I go on.`, `Getting ${e.id} again to be sure.`, `One more look at ${e.id}.`, `Checking ${e.id}.`, `Pulling ${e.id} to confirm the figures.`];
    run.call(phr[0], name, args, out);
    const from = run.steps + 1, reps = r.int(3, 14);
    for (let i = 0; i < reps; i++) run.call(r.pick(phr), name, args, out);
    return { from, note: `${name} on ${e.id} repeated ${reps} more times with identical arguments; answer only differs in request ids/timestamps/latency`, sub: useCheck ? "secondary tool" : "lookup" };
  },
  "trivial-args"(run) {
    const { k, r } = run; healthy(run, prefixLen(r));
    if (run.vi % 3 === 1) { // equivalent paths of one unchanged document
      const docPath = `${k.doc.read.split("_")[0]}/${r.alnum(6)}`; const ver = r.int(2, 9); const t0 = run.iso(run.t - r.int(1e7, 9e8));
      const out = O.doc(run, docPath, ver, k.doc.lines, t0); const forms = pathForms(docPath);
      run.call(`Opening ${docPath}.`, k.doc.read, { path: docPath }, out);
      const from = run.steps + 1, reps = r.int(4, 10); const ord = variantOrder(r, reps);
      for (let i = 0; i < reps; i++) run.call(r.pick([`Re-opening the document.`, `Reading it again.`, null, `Let me read the file once more.`]), k.doc.read, { path: forms[ord[i]] }, out);
      return { from, note: `${k.doc.read} of one unchanged document re-issued ${reps} times under equivalent paths (./, //, trailing slash, leading space); same version and text back` };
    }
    const [e] = mkEnts(run, 1); const useCheck = r.chance(0.3);
    const [name, args, out] = useCheck ? [k.check.name, k.check.args(e), O.check(run, e)] : [k.look.name, k.look.args(e), O.look(run, e)];
    run.call(`Fetching ${e.id}.`, name, args, out);
    const from = run.steps + 1, reps = r.int(4, 12);
    const order = variantOrder(r, reps);
    for (let i = 0; i < reps; i++) run.call(r.pick([`The last response looked off; retrying ${e.id}.`, `Trying ${e.id} once more with cleaner input.`, `Re-fetching ${e.id}.`, `Let me double check ${e.id}.`]), name, trivial(args, order[i], r), out);
    return { from, note: `${name} on ${e.id} re-issued ${reps} times with arguments changed only trivially (spacing, case, key order, pretty-printing, a default flag); same facts back` };
  },
  "ping-pong"(run) {
    const { k, r } = run; healthy(run, prefixLen(r));
    const [e] = mkEnts(run, 1); const v = run.vi % 3;
    let A, B, note;
    if (v === 0) { A = [k.look.name, k.look.args(e), O.look(run, e)]; B = [k.check.name, k.check.args(e), O.check(run, e)]; note = `alternates ${k.look.name} and ${k.check.name} on ${e.id}; both answers unchanged`; }
    else if (v === 1) { A = [k.act.name, k.act.bad(e), O.err(run, 422, k.act.badMsg, { field: k.act.badField })]; B = [k.look.name, k.look.args(e), O.look(run, e)]; note = `${k.act.name} fails validation on ${k.act.badField}, agent re-reads ${e.id} and re-submits the same payload, over and over`; }
    else { A = [k.check.name, k.check.args(e), O.check(run, e)]; B = [k.search.name, sargs(k, k.search.topic), O.hits(run, k.search.topic, mkHits(run, k.search.pool.slice(0, 4)))]; note = `alternates ${k.check.name} on ${e.id} and the same ${k.search.name} query; nothing changes`; }
    if (v === 2) { const fixedHits = mkHits(run, k.search.pool.slice(0, 4)); B[2] = O.hits(run, k.search.topic, fixedHits); }
    const tA = [`Checking ${e.id}.`, `Back to ${e.id}.`, `Trying ${A[0]} again.`], tB = [`Cross-checking with ${B[0]}.`, `Verifying via ${B[0]}.`, `Looking again with ${B[0]}.`];
    run.call(tA[0], ...A); run.call(tB[0], ...B);
    const from = run.steps + 1, passes = r.int(2, 9);
    for (let i = 0; i < passes; i++) { run.call(r.pick(tA), ...A); if (i < passes - 1 || r.chance(0.6)) run.call(r.pick(tB), ...B); }
    return { from, note: `period-2 ping-pong: ${note}` };
  },
  "cycle"(run) {
    const { k, r } = run; healthy(run, prefixLen(r));
    const [e] = mkEnts(run, 1); const period = run.vi % 2 ? 4 : 3;
    const hits = mkHits(run, k.search.pool.slice(1, 4));
    const steps = [
      [`Reviewing ${e.id}.`, k.look.name, k.look.args(e), O.look(run, e)],
      [`Running ${k.check.name}.`, k.check.name, k.check.args(e), O.check(run, e)],
      [`Submitting the change for ${e.id}.`, k.act.name, k.act.bad(e), O.err(run, 422, k.act.badMsg, { field: k.act.badField })],
      [`Checking guidance on this.`, k.search.name, sargs(k, k.search.topic), O.hits(run, k.search.topic, hits)],
    ].slice(0, period);
    if (period === 3 && r.chance(0.5)) steps.reverse();
    for (const s of steps) run.call(...s);
    const from = run.steps + 1, passes = r.int(2, 6);
    let n = 0; const cut = r.chance(0.5) ? r.int(0, period - 1) : 0;
    for (let p = 0; p < passes; p++) for (let j = 0; j < period; j++) { if (p === passes - 1 && cut && j >= cut) break; run.call(steps[j][0], ...steps[j].slice(1)); n++; }
    return { from, note: `period-${period} cycle (${steps.map((s) => s[1]).join(" -> ")}) on ${e.id}; the submission keeps failing the same validation and nothing else changes (${n} steps after the first pass)` };
  },
  "retry-storm"(run) {
    const { k, r } = run; healthy(run, prefixLen(r));
    const [e] = mkEnts(run, 1); const sub = ["rate-limit", "5xx", "validation", "validation-reworded", "rate-limit", "5xx"][run.vi % 6];
    let args = k.act.args(e), out, label;
    if (sub === "rate-limit") { const ra = r.pick([30, 60, 120]); out = O.err(run, 429, `rate limit exceeded for client mobile-agent; retry after ${ra}s`, { retryAfter: ra }); label = `429 with Retry-After ${ra}s, retried at once each time`; }
    else if (sub === "5xx") { const code = r.pick([502, 503, 504]); out = O.err(run, code, r.pick(["upstream ledger service timed out after 30000ms", "no healthy upstream", "connection reset by peer (pool exhausted)"])); label = `${code} from a dead upstream on every attempt`; }
    else { args = k.act.bad(e); out = O.err(run, 422, k.act.badMsg, { field: k.act.badField }); label = `422 on ${k.act.badField} never fixed`; }
    const t = [`Submitting ${k.act.name} for ${e.id}.`, `Retrying.`, `That failed; trying again.`, `Let me retry the update.`, `Retrying ${k.act.name}.`, `Another attempt.`];
    run.call(t[0], k.act.name, args, out);
    const from = run.steps + 1, reps = r.int(3, 20);
    for (let i = 0; i < reps; i++) {
      let a = args;
      if (sub === "validation-reworded") { const c = { ...args }; const sk = Object.keys(c).find((x) => typeof c[x] === "string" && x !== Object.keys(c)[0]); if (sk) c[sk] = r.pick([c[sk], c[sk] + ".", c[sk].toUpperCase(), c[sk] + " (retry)", " " + c[sk]]); a = c; }
      run.call(r.pick(t), k.act.name, a, out);
    }
    return { from, note: `retry storm: ${label}${sub === "validation-reworded" ? " (the agent rewords an unrelated field each time)" : ""}; ${reps} retries`, sub };
  },
  "stuck-poll"(run) {
    const { k, r } = run; healthy(run, r.pick([0, 0, 2, 4, 10]));
    const [e] = mkEnts(run, 1); const job = `job-${r.hex(10)}`; const withSleep = run.vi % 2 === 0;
    const state = r.pick(["QUEUED", "RUNNING", "PENDING"]), pct = state === "RUNNING" ? r.int(10, 90) : 0;
    run.call(`Starting the ${k.job.what}.`, k.job.submit, k.job.args(e), (n) => render(k.styles.job, n, { kind: "ok", msg: `${k.job.what} accepted`, fields: { job_id: job, state: "QUEUED" } }));
    const poll = () => run.call(r.pick([`Checking the ${k.job.what}.`, `Status?`, `Polling ${job}.`, `Still waiting; checking.`]), k.job.poll, { job_id: job }, O.job(run, job, state, pct, k.job.stall));
    poll(); if (withSleep) sleep(run, r.pick([10, 15, 30]));
    const from = run.steps + 1, reps = r.int(6, withSleep ? 24 : 36);
    for (let i = 0; i < reps; i++) { poll(); if (withSleep && (i < reps - 1 || r.chance(0.5))) sleep(run, r.pick([10, 15, 30])); else run.tick(3, 12); }
    return { from, note: `${k.job.what} stays ${state}${pct ? ` at ${pct}%` : ""} ("${k.job.stall}") for ${reps + 1} polls${withSleep ? " with fixed sleeps" : " with no back-off"}; never moves` };
  },
  "page-wrap"(run) {
    const { k, r } = run; healthy(run, prefixLen(r));
    const nPages = r.int(2, 5), per = r.int(3, 6), total = nPages * per; const ents = mkEnts(run, total);
    const byCursor = run.vi % 2 === 0; const pages = [];
    for (let p = 0; p < nPages; p++) pages.push(ents.slice(p * per, p * per + per).map(k.list.row));
    let cursor = null; let page = 1; let from = null;
    const totalCalls = nPages + r.int(Math.max(3, nPages), nPages * 3);
    for (let c = 0; c < totalCalls; c++) {
      const pi = c % nPages; if (c === nPages) from = run.steps + 1;
      const next = byCursor ? btoa(`${r.hex(6)}:${(c + 1) * per}`) : null;
      const args = byCursor ? k.list.args(cursor, null) : k.list.args(null, page);
      const shownPage = pi + 1; // the server reports the page it actually served
      run.call(c === 0 ? `Listing everything.` : r.pick([`Next page.`, `Continuing to the next page.`, `Fetching more.`, null]), k.list.name, args, O.page(run, pages[pi], shownPage, byCursor ? next : page + 1, total));
      cursor = next; page++;
    }
    return { from, note: `${k.list.name} has ${nPages} pages; after the last one the ${byCursor ? "cursor" : "page number"} wraps back to the first page's rows and the agent keeps paging through the same rows` };
  },
  "redelegation"(run) {
    const { k, r } = run; healthy(run, r.pick([0, 1, 3, 6]));
    const ag = run.vi % 3 === 2 ? k.agents.slice(0, 2) : k.agents.slice(0, 3);
    const req = k.goals.multi;
    const replies = ag.map((a, i) => `${a}: this isn't ours to decide. ${ag[(i + 1) % ag.length]} owns this step; please route it to them.`);
    const passes = r.int(2, 5); let from;
    if (run.vi % 2 === 1) {
      const tool = r.pick(["handoff", "delegate_to", "route_request"]);
      for (let p = 0; p <= passes; p++) for (let i = 0; i < ag.length; i++) {
        if (p === 1 && i === 0) from = run.steps + 1;
        run.call(`Routing to ${ag[i]}.`, tool, { to: ag[i], request: req, case_ref: run.caseRef ?? (run.caseRef = `${k.noun.toUpperCase().replace(/\s/g, "")}-${r.int(1000, 9999)}`) }, (n) => JSON.stringify({ handoff_id: n.rid, from: ag[i], status: "returned", reply: replies[i], at: n.ts }));
      }
      return { from, note: `re-delegation loop via ${tool}: ${ag.join(" -> ")} each bounce the same request to the next and the agent keeps routing it round (${passes + 1} rounds)` };
    }
    for (let p = 0; p <= passes; p++) for (let i = 0; i < ag.length; i++) {
      if (p === 1 && i === 0) from = run.steps + 1;
      run.final(`@${ag[i]} ${r.pick(["could you take this", "please handle", "can you action"])}: ${req}`);
      run.user(r.pick([replies[i], `Not our step. Please ask ${ag[(i + 1) % ag.length]}.`, `We need ${ag[(i + 1) % ag.length]} to go first on this one.`]), ag[i]);
    }
    if (r.chance(0.5)) run.final(`@${ag[0]} could you take this: ${req}`);
    return { from, note: `multi-agent bounce in chat: ${ag.join(", ")} each send the request to the next; the agent keeps re-asking the same agents (${passes + 1} rounds)`, chat: true };
  },
  "search-same-hits"(run) {
    const { k, r } = run; healthy(run, prefixLen(r));
    const empty = run.vi % 3 === 0; const hits = mkHits(run, r.sample(k.search.pool, r.int(2, 5)));
    const qs = [k.search.topic, ...k.search.rephr]; const reps = r.int(3, 10);
    run.call(`Searching for ${k.search.topic}.`, k.search.name, sargs(k, qs[0]), O.hits(run, qs[0], empty ? [] : hits, empty ? 0 : hits.length + r.int(0, 3)));
    const from = run.steps + 1; const tot = hits.length + r.int(0, 3);
    for (let i = 0; i < reps; i++) { const q = qs[1 + (i % (qs.length - 1))]; run.call(r.pick([`Those weren't it; rephrasing.`, `Trying different wording.`, `Let me search another way.`, `Rewording the query.`]), k.search.name, sargs(k, q), O.hits(run, q, empty ? [] : hits, empty ? 0 : tot)); }
    return { from, note: empty ? `rephrased ${k.search.name} queries (${reps} more) all return zero hits` : `rephrased ${k.search.name} queries (${reps} more) return the same ${hits.length} hits in the same order each time; the agent never uses them` };
  },
  "nudge-no-info"(run) {
    const { k, r } = run; healthy(run, r.pick([0, 1, 2, 4]));
    const [e] = mkEnts(run, 1); const useCheck = r.chance(0.5);
    const [name, args, out] = useCheck ? [k.check.name, k.check.args(e), O.check(run, e)] : [k.look.name, k.look.args(e), O.look(run, e)];
    const summary = `Here's where ${e.id} stands: nothing has changed since the last check, so there is nothing further I can do on it right now.`;
    run.call(`Checking ${e.id}.`, name, args, out); run.final(`I've checked ${e.id}; it is as recorded and there is nothing else for me to change. Let me know if you want something specific.`);
    const nudges = ["please continue", "Continue.", "keep going", "Go on.", "any update?", "continue with the task"];
    let from; const rounds = r.int(3, 7);
    for (let i = 0; i < rounds; i++) {
      run.user(r.pick(nudges));
      if (i === 0) from = run.steps + 1;
      run.call(`Checking ${e.id} again.`, name, args, out);
      if (i < rounds - 1 || r.chance(0.5)) run.final(r.chance(0.6) ? summary : `Still the same for ${e.id}: no change, nothing more to do right now.`);
    }
    return { from, note: `after each content-free nudge the agent repeats ${name} on ${e.id} (unchanged) and the same summary (${rounds} rounds)` };
  },
};

// ---------- LEGIT look-alikes ----------
const LEGIT = {
  "batch-items"(run) {
    const { k, r } = run; const n = BATCH_SIZES[batchCount++ % BATCH_SIZES.length] + r.int(0, 3); const es = mkEnts(run, n); const withAct = r.chance(0.5); let errs = 0;
    for (const e of es) {
      if (withAct && r.chance(0.5)) {
        const fail = r.chance(0.15);
        run.calls(null, [[k.look.name, k.look.args(e), O.look(run, e)], [k.act.name, k.act.args(e), fail ? O.err(run, 409, `${e.id} is locked by another user (${r.pick(["j.ellis", "m.ortiz", "sync-job"])})`) : O.ok(run, e)]]);
        if (fail) errs++;
      } else run.call(r.chance(0.3) ? `Next: ${e.id}.` : null, k.look.name, k.look.args(e), O.look(run, e));
    }
    run.final(`Done: went through ${n} ${k.noun}s.${errs ? ` ${errs} were locked by someone else and need a second pass.` : ""}`);
    return { note: `same tool over ${n} distinct entities, each answer has different facts${errs ? `; ${errs} item-specific lock errors` : ""}` };
  },
  "alternate-per-item"(run) {
    const { k, r } = run; const n = r.int(5, 20); const es = mkEnts(run, n);
    healthy(run, legitPad(r));
    for (const e of es) { run.call(r.pick([null, `Reviewing ${e.id}.`]), k.look.name, k.look.args(e), O.look(run, e)); run.call(r.pick([null, `Updating ${e.id}.`]), k.act.name, k.act.args(e), O.ok(run, e)); }
    run.final(`Updated ${n} ${k.noun}s.`);
    return { note: `A/B alternation (${k.look.name} -> ${k.act.name}) but on a new entity each pair (${n} items)` };
  },
  "cycle-per-item"(run) {
    const { k, r } = run; const n = r.int(3, 12); const es = mkEnts(run, n); const four = r.chance(0.4);
    for (const e of es) {
      run.call(`Starting on ${e.id}.`, k.look.name, k.look.args(e), O.look(run, e));
      run.call(null, k.check.name, k.check.args(e), O.check(run, e));
      if (four) run.call(null, k.doc.read, { ref: e.id }, O.doc(run, `${e.id}/notes`, r.int(1, 6), [r.pick(k.doc.lines), r.pick(k.doc.lines)], run.iso(run.t - r.int(1e6, 9e8))));
      run.call(null, k.act.name, k.act.args(e), O.ok(run, e));
    }
    run.final(`All ${n} ${k.noun}s processed.`);
    return { note: `period-${four ? 4 : 3} workflow repeated per item on ${n} distinct entities` };
  },
  "poll-completes"(run) {
    const { k, r } = run; healthy(run, legitPad(r));
    const [e] = mkEnts(run, 1); const job = `${r.hex(8)}`; const withSleep = run.vi !== 1;
    run.call(`Starting the ${k.job.what}.`, k.job.submit, k.job.args(e), (n) => render(k.styles.job, n, { kind: "ok", msg: `${k.job.what} accepted`, fields: { job_id: job, state: "QUEUED" } }));
    const flat = r.int(1, 3); let wait = r.pick([5, 10, 15]); const seq = [];
    for (let i = 0; i < flat; i++) seq.push(["QUEUED", 0]);
    let p = 0; while (p < 100) { p = Math.min(100, p + r.int(8, 45)); seq.push(p < 100 ? ["RUNNING", p] : ["COMPLETED", 100]); }
    for (const [st, pc] of seq) {
      run.call(r.pick([`Checking status.`, null, `Polling.`]), k.job.poll, { job_id: job }, O.job(run, job, st, pc, st === "QUEUED" ? k.job.stall : st === "COMPLETED" ? "output ready" : undefined));
      if (st !== "COMPLETED") { if (withSleep) sleep(run, wait, `Backing off ${wait}s.`); else run.t += wait * 1000; wait = Math.min(wait * 2, 240); }
    }
    run.final(`The ${k.job.what} finished; results are ready.`);
    return { note: `${flat} unchanged QUEUED poll(s) then progress rises each poll to COMPLETED; exponential back-off${withSleep ? " with sleep calls" : " (timestamp gaps only)"}` };
  },
  "retry-fixed"(run) {
    const { k, r } = run; const es = mkEnts(run, r.int(2, 20)); const sub = ["validation", "rate-limit", "5xx", "validation", "rate-limit"][run.vi % 5];
    healthy(run, legitPad(r));
    const e = es[0];
    if (sub === "validation") {
      run.call(`Submitting ${e.id}.`, k.act.name, k.act.bad(e), O.err(run, 422, k.act.badMsg, { field: k.act.badField }));
      if (r.chance(0.4)) run.call(`Checking the record to get the right value.`, k.look.name, k.look.args(e), O.look(run, e));
      run.call(`The error says ${k.act.badField} is wrong; fixing it.`, k.act.name, k.act.fixed(e), O.ok(run, e));
    } else if (sub === "rate-limit") {
      const ra = r.pick([5, 20, 30]); const tries = r.int(1, 2);
      run.call(`Submitting ${e.id}.`, k.act.name, k.act.args(e), O.err(run, 429, `rate limit exceeded; retry after ${ra}s`, { retryAfter: ra }));
      for (let i = 1; i < tries; i++) { sleep(run, ra, `Waiting the ${ra}s the server asked for.`); run.call(`Retrying after the wait.`, k.act.name, k.act.args(e), O.err(run, 429, `rate limit exceeded; retry after ${ra * 2}s`, { retryAfter: ra * 2 })); }
      sleep(run, ra * tries, `Waiting ${ra * tries}s as instructed.`);
      run.call(`Retrying.`, k.act.name, k.act.args(e), O.ok(run, e));
    } else {
      run.call(`Submitting ${e.id}.`, k.act.name, k.act.args(e), O.err(run, 503, "upstream temporarily unavailable"));
      sleep(run, r.pick([2, 5, 10]), `Transient error; short back-off.`);
      run.call(`Retrying once.`, k.act.name, k.act.args(e), O.ok(run, e));
    }
    for (const e2 of es.slice(1)) run.call(r.pick([null, `Next: ${e2.id}.`]), k.act.name, k.act.args(e2), O.ok(run, e2));
    run.final(`All ${es.length} updates are in. The first one needed ${sub === "validation" ? `a corrected ${k.act.badField}` : "a retry after the server asked us to wait"}.`);
    return { note: `${sub} error on the first submission, ${sub === "validation" ? "argument fixed" : "waited as told"}, then success; work moves on to ${es.length - 1} other items`, sub };
  },
  "refine-converges"(run) {
    const { k, r } = run; healthy(run, legitPad(r));
    const steps = r.int(3, 6); let count = r.int(200, 900); const pool = k.search.pool;
    const filters = [{}, { since: "2024-01-01" }, { since: "2024-01-01", status: "active" }, { since: "2024-01-01", status: "active", region: "north" }, { since: "2025-06-01", status: "active", region: "north" }, { since: "2025-06-01", status: "active", region: "north", exclude: "drafts" }];
    for (let i = 0; i < steps; i++) {
      const hits = mkHits(run, r.sample(pool, Math.min(pool.length, r.int(2, 5))));
      run.call(i === 0 ? `Broad search first.` : `Too many (${count}); narrowing with ${Object.keys(filters[i]).slice(-1)[0]}.`, k.search.name, sargs(k, k.search.topic, filters[i]), O.hits(run, k.search.topic, hits, count));
      count = Math.max(1, Math.floor(count * (0.15 + r.next() * 0.35)));
    }
    const [e] = mkEnts(run, 1);
    run.call(`Opening the top result.`, k.look.name, k.look.args(e), O.look(run, e));
    run.final(`Narrowed the search step by step; the final filter leaves a short list and the top match is ${e.id}.`);
    return { note: `same search with filters added each step; total counts fall every time and hits change` };
  },
  "search-new-hits"(run) {
    const { k, r } = run; healthy(run, legitPad(r));
    const qs = [k.search.topic, ...k.search.rephr].slice(0, r.int(3, 5)); const pool = r.shuffle(k.search.pool);
    qs.forEach((q, i) => {
      const hits = i < qs.length - 1 ? mkHits(run, pool.slice(i, i + 2)) : mkHits(run, [pool[pool.length - 1], pool[i]]);
      run.call(i === 0 ? `Searching.` : `Different wording turns up different results; trying another.`, k.search.name, sargs(k, q), O.hits(run, q, i === 0 ? [] : hits, i === 0 ? 0 : hits.length + i));
    });
    const [e] = mkEnts(run, 1);
    run.call(`Opening the matching ${k.noun}.`, k.look.name, k.look.args(e), O.look(run, e));
    run.final(`Found it with the last phrasing: "${pool[pool.length - 1]}".`);
    return { note: `${qs.length} reworded searches; first empty, each later one returns new hits; stops once found` };
  },
  "reread-after-edit"(run) {
    const { k, r } = run; healthy(run, legitPad(r));
    const docId = `${k.doc.read.split("_")[0]}/${r.alnum(6)}`; let lines = k.doc.lines.slice(); let ver = r.int(2, 14);
    const t0 = run.iso(run.t - r.int(1e7, 9e8));
    run.call(`Reading the document.`, k.doc.read, { id: docId }, O.doc(run, docId, ver, lines, t0));
    const edits = r.int(1, 2);
    for (let i = 0; i < edits; i++) {
      const [idx, txt] = i === 0 ? k.doc.fix : [lines.length - 1, lines[lines.length - 1] + " (rev.)"];
      run.call(`Editing line ${idx + 1}.`, k.doc.edit, { id: docId, line: idx + 1, text: txt, base_version: ver }, (n) => render(k.styles.act, n, { kind: "ok", msg: "saved", fields: { document: docId, version: ver + 1 } }));
      lines = lines.slice(); lines[idx] = txt; ver++;
      const when = run.iso();
      run.call(`Re-reading to confirm the change landed.`, k.doc.read, { id: docId }, O.doc(run, docId, ver, lines, when));
    }
    run.final(`Edited and confirmed; document is at version ${ver}.`);
    return { note: `${k.doc.read} called again after each ${k.doc.edit}; the re-read shows the new version and text` };
  },
  "pagination-ends"(run) {
    const { k, r } = run; healthy(run, legitPad(r));
    const nPages = r.int(3, 12), per = r.int(3, 7); const ents = mkEnts(run, nPages * per - r.int(0, per - 1)); const total = ents.length;
    const byCursor = run.vi % 2 === 0; let cursor = null;
    for (let p = 0; p * per < total; p++) {
      const rows = ents.slice(p * per, p * per + per).map(k.list.row); const last = (p + 1) * per >= total;
      const next = last ? null : byCursor ? btoa(`${r.hex(6)}:${(p + 1) * per}`) : p + 2;
      run.call(p === 0 ? `Listing.` : r.pick([null, `Next page.`]), k.list.name, byCursor ? k.list.args(cursor, null) : k.list.args(null, p + 1), O.page(run, rows, p + 1, next, total));
      cursor = next;
    }
    run.final(`Listed all ${total} ${k.noun}s.`);
    return { note: `pages through to the end (${Math.ceil(total / per)} pages, distinct rows, next=null on the last)` };
  },
  "delegation-resolves"(run) {
    const { k, r } = run; healthy(run, legitPad(r));
    const ag = k.agents; const chat = run.vi % 2 === 0; const tool = r.pick(["handoff", "delegate_to"]);
    const turns = [[ag[0], `${ag[0]}: reviewed. Approved on our side, conditional on ${ag[1]} confirming the figures.`], [ag[1], `${ag[1]}: figures confirmed against the source. Reference ${r.alnum(8)}.`], [ag[0], `${ag[0]}: final approval recorded.`]];
    if (r.chance(0.5)) turns.unshift([ag[2], `${ag[2]}: not ours - this belongs with ${ag[0]}.`]);
    let prev = null;
    for (const [a, reply] of turns) {
      if (chat) { run.final(prev ? `@${a} update from the thread: "${prev}" Over to you.` : `@${a} ${k.goals.multi}`); run.user(reply, a); prev = reply; }
      else run.call(`Routing to ${a}.`, tool, { to: a, request: k.goals.multi }, (n) => JSON.stringify({ handoff_id: n.rid, from: a, status: "returned", reply, at: n.ts }));
    }
    const [e] = mkEnts(run, 1);
    run.call(`Recording the outcome.`, k.act.name, k.act.args(e), O.ok(run, e));
    run.final(`Resolved: both sides have signed off and the outcome is recorded on ${e.id}.`);
    return { note: `delegation where each agent adds a new decision (one mis-route corrected at most once); resolves`, chat };
  },
  "monitor-changes"(run) {
    const { k, r } = run; const mon = k.monitor; let v = mon.base; const target = mon.target; const down = target < mon.base;
    const every = r.pick([60, 120, 300]); const span = Math.abs(mon.base - target); const stepMax = Math.max(1, Math.ceil(span / r.int(3, 8)));
    let i = 0, flat = 0;
    const reached = () => (down ? v < target : v >= target);
    while (i < 40) {
      run.call(i === 0 ? `Reading ${mon.metric}.` : r.pick([null, `Checking again.`, `New reading.`]), mon.name, { metric: mon.metric }, (n) => render(k.styles.check, n, { kind: "record", fields: { metric: mon.metric, value: v, unit: mon.unit, sampled_at: n.ts } }));
      if (reached()) break;
      sleep(run, every, `Next reading in ${every / 60} min.`);
      if (flat < 2 && r.chance(0.25)) { flat++; } else { flat = 0; const d = r.int(1, stepMax); v = down ? v - d : v + d; }
      i++;
    }
    run.final(`${mon.metric} is now ${v} ${mon.unit}; that's past the threshold you gave (${target} ${mon.unit}).`);
    return { note: `user-requested monitoring of ${mon.metric} every ${every / 60} min; the reading moves toward the threshold (at most two unchanged samples in a row) and the agent stops once it is crossed` };
  },
};

// ---------- AMBIGUOUS ----------
const AMBIG = {
  "amb-empty-search-stop"(run) {
    const { k, r } = run; healthy(run, r.int(1, 4));
    const qs = [k.search.topic, ...k.search.rephr].slice(0, 3); let from;
    qs.forEach((q, i) => { if (i === 1) from = run.steps + 1; run.call(i ? `Trying other wording.` : `Searching.`, k.search.name, sargs(k, q), O.hits(run, q, [], 0)); });
    run.final(`Nothing in the index matches under three phrasings; I don't think we hold this.`);
    return { from, note: `three empty rewordings then a correct stop: a strict reviewer calls the 2nd/3rd wasted, a lenient one calls it due diligence` };
  },
  "amb-outage-backoff-stop"(run) {
    const { k, r } = run; healthy(run, r.int(1, 5)); const [e] = mkEnts(run, 1); let w = 5, from;
    for (let i = 0; i < 4; i++) { if (i === 1) from = run.steps + 1; run.call(i ? `Retrying after back-off.` : `Submitting ${e.id}.`, k.act.name, k.act.args(e), O.err(run, 503, "service unavailable (maintenance window?)")); if (i < 3) { sleep(run, w); w *= 3; } }
    run.final(`The service has been down for several minutes across four tries; stopping and reporting the outage.`);
    return { from, note: `four identical calls with exponential back-off on a hard outage, then a clean stop` };
  },
  "amb-user-asked-recheck"(run) {
    const { k, r } = run; healthy(run, r.int(1, 3)); const [e] = mkEnts(run, 1); let from;
    run.call(`Checking ${e.id}.`, k.look.name, k.look.args(e), O.look(run, e)); run.final(`${e.id} is unchanged.`);
    for (let i = 0; i < 3; i++) { run.user(r.pick(["Check it again, the site said they updated it.", "Can you look once more?", "Try again now."])); if (i === 0) from = run.steps + 1; run.call(`Checking again.`, k.look.name, k.look.args(e), O.look(run, e)); run.final(`Still unchanged.`); }
    return { from, note: `the user explicitly asks for re-checks; record never changes` };
  },
  "amb-verify-reread"(run) {
    const { k, r } = run; healthy(run, r.int(1, 4)); const docId = `${k.doc.read.split("_")[0]}/${r.alnum(6)}`; const ver = r.int(3, 9); const t0 = run.iso(run.t - 5e8); let from;
    const parts = [k.doc.lines.slice(0, 2), k.doc.lines.slice(2)];
    parts.forEach((ls, i) => run.call(`Reading part ${i + 1}.`, k.doc.read, { id: docId, part: i + 1 }, O.doc(run, docId, ver, ls, t0)));
    run.final(`Before I sign this off I'll read it through once more end to end.`);
    parts.forEach((ls, i) => { if (i === 0) from = run.steps + 1; run.call(null, k.doc.read, { id: docId, part: i + 1 }, O.doc(run, docId, ver, ls, t0)); });
    run.final(`Verified; no changes needed.`);
    return { from, note: `deliberate second read-through of an unchanged document before sign-off` };
  },
};

// ---------- plan: which kind, which domain ----------
const rng = new R(SEED);
const slots = [];
for (const kind of Object.keys(LOOPS)) for (let i = 0; i < 6; i++) slots.push(["loop", kind]);
for (const kind of Object.keys(LEGIT)) for (let i = 0; i < (kind === "batch-items" ? 6 : 5); i++) slots.push(["legit", kind]);
for (const kind of Object.keys(AMBIG)) slots.push(["ambiguous", kind]);
// Assign domains so each domain gets 10 runs and no domain gets the same kind twice where avoidable.
// Loops and non-loops are spread separately (five of each per domain), a kind at most once per domain
// (reshuffled until that holds).
let perDomain;
for (let attempt = 0; ; attempt++) {
  const shuffled = rng.shuffle(slots); let dups = 0;
  perDomain = KITS.map(() => []);
  for (const group of [["loop"], ["legit", "ambiguous"]]) {
    for (const s of shuffled.filter((x) => group.includes(x[0]))) {
      const inGroup = (d) => perDomain[d].filter((x) => group.includes(x[0])).length;
      const all = KITS.map((_, d) => d); const min = Math.min(...all.map(inGroup));
      const least = all.filter((d) => inGroup(d) === min);
      const fresh = least.filter((d) => !perDomain[d].some((x) => x[1] === s[1]));
      if (!fresh.length) dups++;
      perDomain[rng.pick(fresh.length ? fresh : least)].push(s);
    }
  }
  if (!dups) break;
  if (attempt > 500) throw new Error("could not spread kinds over domains");
}
const plan = [];
perDomain.forEach((list, d) => list.forEach((s) => plan.push({ label: s[0], kind: s[1], kit: KITS[d] })));
const order = rng.shuffle(plan);

const traces = [], labels = []; const kindCount = {};
order.forEach((p, i) => {
  const id = `bb-${String(i + 1).padStart(3, "0")}-${rng.hex(4)}`;
  const r = new R(SEED ^ ((i + 1) * 2654435761));
  const run = new Run(r, p.kit, id); run.vi = (kindCount[p.kind] = (kindCount[p.kind] ?? -1) + 1);
  run.system(p.kit.sys);
  const goalKey = { "exact-repeat": "look", "trivial-args": "look", "ping-pong": "act", cycle: "act", "retry-storm": "act", "stuck-poll": "job", "page-wrap": "list", redelegation: "multi", "search-same-hits": "search", "nudge-no-info": "look", "batch-items": "look", "alternate-per-item": "act", "cycle-per-item": "act", "poll-completes": "job", "retry-fixed": "act", "refine-converges": "search", "search-new-hits": "search", "reread-after-edit": "doc", "pagination-ends": "list", "delegation-resolves": "multi", "monitor-changes": "monitor", "amb-empty-search-stop": "search", "amb-outage-backoff-stop": "act", "amb-user-asked-recheck": "look", "amb-verify-reread": "doc" }[p.kind];
  run.user(p.kit.goals[goalKey]);
  if (r.chance(0.15)) run.user(r.pick([`FYI, I'm on the other shift; ping me if anything needs a human.`, `Heads-up from ${p.kit.agents[1]}: our side is available until 18:00.`, `Note: the audit log is being watched today, so record everything.`]), r.pick(["supervisor", p.kit.agents[1], "ops-lead"]));
  const fn = (p.label === "loop" ? LOOPS : p.label === "legit" ? LEGIT : AMBIG)[p.kind];
  const res = fn(run);
  if (p.label === "loop") {
    const last = run.m.at(-1);
    const endedOnText = last.role === "assistant" && !last.tool_calls;
    if (!endedOnText && r.chance(0.45)) { endLoop(run, "giveup"); res.ending = "gives up"; }
    else res.ending = endedOnText ? "ends on a repeated text turn" : "cut off mid-loop on a tool result";
  }
  traces.push({ id, messages: run.m });
  labels.push({ id, label: p.label, loop_from: p.label === "legit" ? null : res.from, kind: p.kind, domain: p.kit.domain, steps: run.steps, note: res.note + (res.ending ? `; ${res.ending}` : "") });
});

// ---------- validation ----------
const fail = (msg) => { console.error("INVALID:", msg); process.exitCode = 1; };
const ids = new Set();
traces.forEach((t, i) => {
  const lab = labels[i];
  if (lab.id !== t.id) fail(`order ${t.id}`);
  if (ids.has(t.id)) fail(`dup id ${t.id}`); ids.add(t.id);
  const ms = t.messages;
  if (ms[0].role !== "system" || ms[1].role !== "user") fail(`${t.id} start`);
  let pending = new Set(), callIds = new Set(), nAsst = 0, lastTok = -1;
  for (const m of ms) {
    if (m.role === "assistant") {
      if (pending.size) fail(`${t.id} unanswered calls`);
      nAsst++;
      if (m.usage) { if (m.usage.prompt_tokens <= lastTok) fail(`${t.id} tokens`); lastTok = m.usage.prompt_tokens; }
      for (const c of m.tool_calls ?? []) { if (callIds.has(c.id)) fail(`${t.id} dup call id`); callIds.add(c.id); pending.add(c.id); JSON.parse(c.function.arguments); }
    } else if (m.role === "tool") { if (!pending.delete(m.tool_call_id)) fail(`${t.id} orphan tool msg`); if (typeof m.content !== "string") fail(`${t.id} content`); }
    else if (pending.size) fail(`${t.id} user before answers`);
  }
  if (pending.size) fail(`${t.id} trailing unanswered`);
  if (nAsst < 5) fail(`${t.id} only ${nAsst} assistant turns`);
  if (lab.label !== "legit" && !(Number.isInteger(lab.loop_from) && lab.loop_from >= 1 && lab.loop_from <= nAsst)) fail(`${t.id} loop_from ${lab.loop_from}/${nAsst}`);
  if (lab.label === "loop" && nAsst - lab.loop_from < 2) fail(`${t.id} loop too short after loop_from`);
  const last = ms.at(-1);
  if (lab.label === "legit" && !(last.role === "assistant" && !last.tool_calls)) fail(`${t.id} legit must end on a final answer`);
  if (lab.steps !== nAsst) fail(`${t.id} steps`);
});

writeFileSync(join(HERE, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
writeFileSync(join(HERE, "labels.jsonl"), labels.map((l) => JSON.stringify(l)).join("\n") + "\n");

if (process.argv.includes("--stats")) {
  const c = (f) => { const m = new Map(); for (const l of labels) { const key = f(l); m.set(key, (m.get(key) ?? 0) + 1); } return [...m].sort(); };
  console.log("labels", c((l) => l.label));
  console.log("kinds"); for (const [k, v] of c((l) => `${l.label} ${l.kind}`)) console.log("  ", k, v);
  console.log("domains"); for (const [k, v] of c((l) => `${l.domain}`)) console.log("  ", k, v, labels.filter((l) => l.domain === k).map((l) => ({ loop: "L", legit: ".", ambiguous: "?" })[l.label]).join(""));
  const st = labels.map((l) => l.steps).sort((a, b) => a - b);
  console.log("steps min/median/max", st[0], st[st.length >> 1], st.at(-1), "total", st.reduce((a, b) => a + b, 0));
  const lf = labels.filter((l) => l.label === "loop").map((l) => l.loop_from).sort((a, b) => a - b);
  console.log("loop_from min/median/max", lf[0], lf[lf.length >> 1], lf.at(-1));
  console.log("endings", c((l) => l.label === "loop" ? l.note.split("; ").at(-1) : "-"));
  console.log("timestamps", traces.filter((t) => t.messages[0].timestamp).length, "named speakers", traces.filter((t) => t.messages.some((m) => m.name)).length, "parallel", traces.filter((t) => t.messages.some((m) => (m.tool_calls ?? []).length > 1)).length);
}
