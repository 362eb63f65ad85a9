// Fourteen look-alike kinds that repeat operations for good reasons; each ends on a final answer.
import { cGet, cAct, cSearch, cList, cRead, cEdit, cCheck, cStatus, cStart, cSleep, cMemW, cMemR, cHand, cFail, getArgs, jobState } from "./blocks.mjs";
import { warm } from "./warm.mjs";

const newJob = (run) => `${run.K.jobWord.split(" ")[0].slice(0, 4).toLowerCase()}-${run.R.hex(6)}`;
const done = (run, s) => {
  if (run.R.chance(0.18)) run.step(null, [{ name: run.R.pick(["report_to_user", "attempt_completion", "submit_final_answer"]), args: { result: s }, out: JSON.stringify({ delivered: true, user_reply: null }) }]);
  run.final(s);
};

export const LEGIT = {
  pagination(run, W, v) {
    const n = run.R.int(4, 11);
    for (let p = 0; p < n; p++) run.step(p ? "list" : "list", [cList(run, W, W.page + p, p === n - 1)], `page ${p + 1}`);
    W.page += n; done(run, `Went through all ${n} pages; nothing on them needs action beyond what I reported.`);
  },
  "progress-poll"(run, W, v) {
    const { R } = run; const job = newJob(run); const hb = run.t - 1800000; const par = v % 2 === 0;
    run.step("start", [cStart(run, job)], run.K.jobWord); let p = 0;
    while (p < 100) { p = Math.min(100, p + R.int(6, 24)); run.step("poll", par ? [cSleep(run, 30), cStatus(run, job, jobState(run, p, hb))] : [cStatus(run, job, jobState(run, p, hb))], job); }
    done(run, `The ${run.K.jobWord} (${job}) completed.`);
  },
  "backoff-success"(run, W, v) {
    const { R, K } = run; const e = W.ent(); const val = K.actVal(R); const a = { [K.a.id === "sql" ? "dma_id" : K.a.id]: e.id, [K.a.val]: val };
    const fails = R.int(2, 4); let s = 5;
    for (let i = 0; i < fails; i++) { run.step(i ? "retry" : "act", [cFail(run, K.t.act, a)], e.id); run.step("sleep", [cSleep(run, s)], `${s}s`); s *= 2; }
    run.step("retry", [cAct(run, e, val, a)], e.id);
    if (R.chance(0.6)) { const e2 = W.ent(); run.step("act", [cAct(run, e2, K.actVal(R))], e2.id); }
    done(run, `Done. ${K.t.act} for ${e.id} went through after ${fails} transient failures (backed off ${5}s→${s / 2}s).`);
  },
  "batch-distinct"(run, W, v) {
    const { R, K } = run; const n = R.int(5, 14); const both = v % 2 === 0;
    for (let i = 0; i < n; i++) { const e = W.ent(); run.step("get", [cGet(run, e)], e.id); if (both) run.step("act", [cAct(run, e, K.actVal(R))], e.id); }
    done(run, `Processed ${n} items one by one; details above.`);
  },
  "user-asks-again"(run, W, v) {
    const { R, K } = run; const e = W.ent();
    run.step("get", [cGet(run, e)], e.id); done(run, `${e.id}: ${Object.entries(e).slice(1, 4).map(([k, x]) => `${k} ${x}`).join(", ")}.`);
    const asks = ["Can you check that one again? Someone says it was just updated.", "Please look again, I want to be sure before I call them.", "Check once more please — the other system shows something different."];
    const n = 1 + (v % 2);
    for (let i = 0; i < n; i++) {
      run.user(asks[(v + i) % 3]);
      if (i === n - 1 && v % 3 === 0) { const k = Object.keys(e)[2]; e[k] = typeof e[k] === "number" ? e[k] + 1 : `${e[k]} (amended)`; }
      run.step("recheck", [cGet(run, e)], e.id);
      done(run, i === n - 1 && v % 3 === 0 ? `It has changed: ${Object.keys(e)[2]} is now ${Object.values(e)[2]}.` : "Checked again: no change since my last answer.");
    }
  },
  "reread-after-edit"(run, W, v) {
    const { R, K } = run; const from = W.docAt; const len = 30; const n = R.int(1, 3);
    run.step("read", [cRead(run, W, from, len)], K.docName);
    for (let i = 0; i < n; i++) {
      const ln = from + 3 + i * 7; const txt = `${W.docLines[ln].split(" ")[0]} ${R.pick(K.sentences)} (amended ${i + 1})`;
      run.step("edit", [cEdit(run, W, ln + 1, txt)], `line ${ln + 1}`); W.docLines[ln] = txt;
      run.step("recheck", [cRead(run, W, from, len)], K.docName);
    }
    run.step("check", [cCheck(run, [])], K.docName);
    done(run, `Edited ${n} line(s) of ${K.docName}; re-read each change and the validator is clean.`);
  },
  "refined-retrieval"(run, W, v) {
    const { R, K } = run; const base = K.topics[(v + 1) % K.topics.length]; let hs = W.hitSet(4); run.step("search", [cSearch(run, base, hs)], base);
    const n = R.int(2, 4);
    for (let i = 0; i < n; i++) {
      const q = `${base} ${["exceptions", "effective date", "worked example", "definitions", "annex"][i]}`;
      hs = [...hs.slice(0, R.int(1, 2)), ...W.hitSet(R.int(2, 3))].map((h, k) => ({ ...h, score: 0.9 - k * 0.03 - R.f() * 0.01 }));
      run.step("search", [cSearch(run, q, hs)], q);
    }
    done(run, `Found what I needed on '${base}': the later queries surfaced new passages (${hs.map((h) => h.id).join(", ")}).`);
  },
  "long-mixed"(run, W, v) {
    warm(run, W, run.R.int(56, 110)); done(run, `Finished the queue: ${W.ents.length} records looked at, actions logged above.`);
  },
  "fix-then-pass"(run, W, v) {
    const { K } = run; let left = K.errs.slice(0, 3 + (v % 2));
    run.step("check", [cCheck(run, left)], K.docName);
    let i = 0;
    while (left.length) { run.step("edit", [cEdit(run, W, 3 + i * 6, K.sentences[(i + v) % K.sentences.length])], left[0].split(":")[0]); left = left.slice(1); i++; run.step("check", [cCheck(run, left)], K.docName); }
    done(run, "All validator problems fixed; it now reports 0 problems.");
  },
  "handoff-chain"(run, W, v) {
    const { R, K } = run; const [a0, a1, a2] = K.agents; run.named = true; run.agent = a0; const e = W.ent();
    run.step("get", [cGet(run, e)], e.id);
    run.step("handoff", [cHand(run, a1, `assess ${e.id}`)], a1); run.agent = a1;
    run.step("search", [cSearch(run, K.topics[v % K.topics.length], W.hitSet(3))], K.topics[v % K.topics.length]);
    run.step("handoff", [cHand(run, a0, `assessed ${e.id}: acceptable, proceed`)], a0); run.agent = a0;
    run.step("act", [cAct(run, e, K.actVal(R))], e.id);
    run.step("handoff", [cHand(run, a2, `${e.id} done; follow up`)], a2); run.agent = a2;
    run.step("get", [cGet(run, e)], e.id);
    done(run, `${e.id} handled: assessed by ${a1}, actioned by ${a0}, follow-up confirmed by ${a2}.`);
  },
  "memory-use"(run, W, v) {
    const { R } = run; const n = R.int(3, 7);
    for (let i = 0; i < n; i++) { const e = W.ent(); run.step("get", [cGet(run, e)], e.id); run.step("memw", [cMemW(run, W, e.id, `${Object.values(e)[1]}; ${R.pick(["ok", "flag", "follow up"])}`)], e.id); if (i % 3 === 2) run.step("memr", [cMemR(run, W)], "notes"); }
    run.step("memr", [cMemR(run, W)], "notes");
    done(run, `Compiled from my notes: ${W.notes.map((x) => x[0]).join(", ")}.`);
  },
  "summary-continue"(run, W, v) {
    const { R, K } = run; const k = R.int(3, 4); const dn = [];
    for (let i = 0; i < k; i++) { const e = W.ent(); const val = K.actVal(R); run.step("get", [cGet(run, e)], e.id); run.step("act", [cAct(run, e, val)], e.id); dn.push(e.id); }
    (R.chance(0.5) ? run.user.bind(run) : run.system.bind(run))(`Summary of the conversation so far: task "${K.task}" in progress. Completed: ${dn.join(", ")}. Remaining: the rest of the queue.`);
    if (R.chance(0.5)) run.step("memr", [cMemR(run, W)], "notes");
    for (let i = 0; i < R.int(2, 4); i++) { const e = W.ent(); run.step("get", [cGet(run, e)], e.id); run.step("act", [cAct(run, e, K.actVal(R))], e.id); }
    done(run, `Queue finished (${W.ents.length} items).`);
  },
  "slow-start-poll"(run, W, v) {
    const { R } = run; const job = newJob(run); const hb = run.t - 600000; const par = v % 2 === 1;
    run.step("start", [cStart(run, job)], run.K.jobWord);
    const poll = (p) => run.step("poll", par ? [cSleep(run, 30), cStatus(run, job, jobState(run, p, hb))] : [cStatus(run, job, jobState(run, p, hb))], job);
    const q = R.int(2, 4); for (let i = 0; i < q; i++) poll(0);
    let p = 0; while (p < 100) { p = Math.min(100, p + R.int(12, 35)); poll(p); }
    done(run, `${job} sat in the queue for ${q} checks, then ran to completion.`);
  },
  "verify-after-write"(run, W, v) {
    const { R, K } = run; const n = R.int(2, 5);
    for (let i = 0; i < n; i++) {
      const e = W.ent(); run.step("get", [cGet(run, e)], e.id); const val = K.actVal(R); run.step("act", [cAct(run, e, val)], e.id);
      e.last_change = `${K.a.val}=${JSON.stringify(val)}`; run.step("recheck", [cGet(run, e)], e.id);
    }
    done(run, `Wrote and verified ${n} changes; each re-read shows the new value.`);
  },
};

export const AMBIG = {
  "long-backoff-no-success"(run, W) {
    const { K } = run; const e = W.ent(); const a = { [K.a.id === "sql" ? "dma_id" : K.a.id]: e.id, [K.a.val]: K.actVal(run.R) }; let s = 5;
    for (let i = 0; i < 5; i++) { run.step(i ? "retry" : "act", [cFail(run, K.t.act, a)], e.id); run.step("sleep", [cSleep(run, s)], `${s}s`); s *= 2; }
    return "exponential back-off (5→80 s) against a dependency that stays down; persistent or looping is a judgement call";
  },
  "creeping-poll"(run, W) {
    const job = newJob(run); const hb = run.t - 900000; run.step("start", [cStart(run, job)], run.K.jobWord);
    for (let i = 0; i < 9; i++) run.step("poll", [cSleep(run, 60), cStatus(run, job, jobState(run, 40 + Math.floor(i / 3), hb))], job);
    return "job creeps 40→42 % over nine one-minute polls; progress exists but may be stalled";
  },
  "near-duplicate-retrieval"(run, W) {
    const { R, K } = run; const base = K.topics[2]; let hs = W.hitSet(5); run.step("search", [cSearch(run, base, hs)], base);
    for (let i = 0; i < 4; i++) { hs = [...hs.slice(0, 4), W.hitSet(1)[0]]; run.step("search", [cSearch(run, `${base} ${["clarified", "precise", "official", "latest"][i]}`, hs)], base); }
    return "each reworded search returns four of the same five chunks plus one new low-ranked chunk; marginal progress";
  },
  "user-repeats-question"(run, W) {
    const e = W.ent(); run.step("get", [cGet(run, e)], e.id); run.final(`${e.id} is as shown; nothing has changed.`);
    for (let i = 0; i < 2; i++) { run.user(["Are you sure? Check again.", "And now?"][i]); run.step("recheck", [cGet(run, e)], e.id); run.final("Same as before: no change."); }
    return "user keeps asking; agent re-checks each time with identical results (user-driven, but the agent could have pushed back)";
  },
};

/** Reviewer notes for the look-alike kinds (why the repetition is not a loop). */
export const LEGIT_NOTES = {
  pagination: "same list tool called page after page; every page has new rows and the last page has no next cursor",
  "progress-poll": "status polled repeatedly; progress grows on every poll until completed",
  "backoff-success": "the same write fails 2-4 times with growing waits (5 s, 10 s, …), then succeeds",
  "batch-distinct": "same tools on 5-14 distinct items; arguments differ only in the item id",
  "user-asks-again": "identical lookup repeated because the user asked again after an answer (sometimes the record changed)",
  "reread-after-edit": "document window re-read after each edit; the re-read shows the edited line",
  "refined-retrieval": "reworded retrievals each surface new chunk ids (overlap with earlier hits is partial)",
  "long-mixed": "56-110 steps of distinct lookups, actions, reads, searches and notes, then a final answer",
  "fix-then-pass": "edit/validate cycle where every validation has one problem fewer, ending at 0 problems",
  "handoff-chain": "hand-offs between three agents, each bringing a new assessment or action",
  "memory-use": "notes written for distinct items, read back to compile the answer",
  "summary-continue": "history summarised mid-run; the agent continues with new items instead of redoing done ones",
  "slow-start-poll": "job stays queued (identical status) for 2-4 polls, then runs to completion",
  "verify-after-write": "read - write - re-read per item; the re-read shows the written value",
};
