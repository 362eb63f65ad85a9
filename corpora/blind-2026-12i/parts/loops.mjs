// Ten loop kinds. Each returns loop_from (1-based assistant step from which the run adds nothing) and a note.
import { cGet, cAct, cSearch, cRead, cEdit, cCheck, cStatus, cStart, cSleep, cMemW, cMemR, cHand, cFail, getArgs, jobState, call } from "./blocks.mjs";
import { rec } from "./render.mjs";

export function tweak(args, k) {
  const [key] = Object.keys(args); const v = args[key]; const o = { ...args };
  if (key === "sql") {
    const f = [(s) => `${s} `, (s) => s.replace("SELECT", "select").replace("FROM", "from"), (s) => s.replace(/, /g, ","), (s) => `${s};`, (s) => s.replace("WHERE", "\n WHERE")];
    o.sql = f[k % f.length](v); return o;
  }
  switch (k % 5) {
    case 0: o[key] = typeof v === "string" ? `${v} ` : v; return o;
    case 1: return { ...Object.fromEntries(Object.entries(args).reverse()), ...(Object.keys(args).length === 1 ? { fields: "*" } : {}) };
    case 2: o[key] = typeof v === "string" ? (v === v.toLowerCase() ? v.toUpperCase() : v.toLowerCase()) : v; return o;
    case 3: return { ...o, include_history: false };
    default: return { ...o, timeout_s: 30 };
  }
}
const newJob = (run) => `${run.K.jobWord.split(" ")[0].slice(0, 4).toLowerCase()}-${run.R.hex(6)}`;

export const LOOPS = {
  "trivial-args"(run, W, v) {
    const { R, K } = run; const e = W.ent(); const n = R.int(3, 6);
    if (v === 3) {
      const tool = R.pick(["report_to_user", "attempt_completion", "submit_final_answer"]); const facts = W.ents.slice(-3).map((x) => x.id).join(", ") || e.id;
      const texts = [`Done: ${facts} handled as requested.`, `All set. ${facts} are handled as requested.`, `Task complete — handled ${facts} as requested.`, `Summary: ${facts} handled; nothing else pending.`];
      const ack = () => JSON.stringify({ delivered: true, user_reply: null, hint: "the user has not replied yet" });
      run.step("get", [cGet(run, e)], e.id); run.step(null, [call(tool, { result: texts[0] }, ack())]); const lf = run.steps + 1;
      for (let i = 1; i <= n; i++) run.step(null, [call(tool, { result: texts[i % 4] }, ack())]);
      return { loop_from: lf, note: `answer repetition: after delivering the result with ${tool}, re-sends it ${n} times reworded while waiting for a reply that never comes` };
    }
    if (v % 3 === 1) {
      run.step("get", [cGet(run, e)], e.id); const val = K.actVal(R); run.step("act", [cAct(run, e, val)], e.id);
      const base = { [K.a.id === "sql" ? "dma_id" : K.a.id]: e.id, [K.a.val]: val }; const lf = run.steps + 1;
      for (let i = 0; i < n; i++) run.step(i ? "act" : "recheck", [cAct(run, e, val, tweak(base, i + v))], e.id);
      return { loop_from: lf, note: `re-submits the same ${K.t.act} for ${e.id} ${n} times with cosmetic argument changes; same acknowledgement` };
    }
    if (v % 3 === 2) {
      const q = K.topics[v % K.topics.length]; const hs = W.hitSet(4); run.step("search", [cSearch(run, q, hs)], q); const lf = run.steps + 1;
      for (let i = 0; i < n; i++) run.step("search", [cSearch(run, q, hs.map((h) => ({ ...h })), tweak({ [K.a.q]: q, top_k: 4 }, i + 1))], q);
      return { loop_from: lf, note: `same query '${q}' re-sent ${n} times with trivial argument changes; same chunks` };
    }
    run.step("get", [cGet(run, e)], e.id); const lf = run.steps + 1;
    for (let i = 0; i < n; i++) run.step(R.pick(["get", "recheck"]), [cGet(run, e, tweak(getArgs(run, e), i + v))], e.id);
    return { loop_from: lf, note: `fetches ${e.id} again ${n} times with whitespace/case/extra-default arguments; facts unchanged` };
  },
  cycle(run, W, v) {
    const { R, K } = run; const e = W.ent(); const period = v % 2 ? 3 : 2; const from = W.docAt; const reps = R.int(3, 4);
    const q = K.topics[(v + 2) % K.topics.length]; const hs = W.hitSet(3);
    const ops = [() => run.step("get", [cGet(run, e)], e.id), () => run.step("read", [cRead(run, W, from, 30)], K.docName),
      () => run.step("search", [cSearch(run, q, hs.map((h) => ({ ...h, score: h.score + (R.f() - 0.5) * 0.002 })))], q)].slice(0, period);
    ops.forEach((f) => f()); const lf = run.steps + 1;
    for (let r = 0; r < reps; r++) ops.forEach((f) => f());
    if (R.chance(0.5)) ops[0]();
    return { loop_from: lf, note: `period-${period} cycle (${period === 2 ? "lookup / document window" : "lookup / document window / search"}) repeated with unchanged results` };
  },
  "retry-storm"(run, W, v) {
    const { R, K } = run; const e = W.ent(); const withSleep = v % 2 === 1; const n = R.int(5, 8);
    if (R.chance(0.6)) { const e0 = W.ent(); run.step("get", [cGet(run, e0)], e0.id); run.step("act", [cAct(run, e0, K.actVal(R))], e0.id); }
    const val = K.actVal(R); const a = { [K.a.id === "sql" ? "dma_id" : K.a.id]: e.id, [K.a.val]: val };
    let lf = null;
    for (let i = 0; i < n; i++) {
      if (withSleep && i > 0) { if (i === 2) lf = run.steps + 1; run.step("sleep", [cSleep(run, 10)], "10s"); }
      if (!withSleep && i === 2) lf = run.steps + 1;
      run.step(i ? "retry" : "act", [cFail(run, K.t.act, a)], e.id);
    }
    return { loop_from: lf, note: `${K.t.act} on ${e.id} fails the same way (${K.dep.msg}) ${n} times${withSleep ? " with a fixed 10 s wait" : " back to back"}; the dependency never recovers and the agent never changes course` };
  },
  "stuck-poll"(run, W, v) {
    const { R } = run; const job = newJob(run); const hb = run.t - 3600000; const par = v % 2 === 0;
    run.step("start", [cStart(run, job)], run.K.jobWord);
    const prog = [R.int(4, 15)]; for (let i = 0; i < R.int(0, 2); i++) prog.push(prog.at(-1) + R.int(8, 20));
    const poll = (p) => run.step("poll", par ? [cSleep(run, 30), cStatus(run, job, jobState(run, p, hb))] : [cStatus(run, job, jobState(run, p, hb))], job);
    for (const p of prog) poll(p);
    const lf = run.steps + 1; const n = R.int(4, 8);
    for (let i = 0; i < n; i++) poll(prog.at(-1));
    return { loop_from: lf, note: `${run.K.jobWord} stops at ${prog.at(-1)}% (heartbeat frozen); ${n} more polls print only fresh request ids` };
  },
  "reworded-search"(run, W, v) {
    const { R, K } = run; const base = K.topics[v % K.topics.length]; const hs = W.hitSet(R.int(3, 5));
    const words = ["", " guidance", " rule", " requirement", " policy wording", " exact text", " definition", " section"];
    run.step("search", [cSearch(run, base, hs)], base); const lf = run.steps + 1; const n = R.int(4, 6);
    for (let i = 1; i <= n; i++) {
      const q = i % 2 ? `${words[i]} ${base}`.trim() : `${base.split(" ").reverse().join(" ")}${words[i]}`;
      run.step("search", [cSearch(run, q, hs.map((h) => ({ ...h, score: h.score + (R.f() - 0.5) * 0.01 })))], q);
    }
    return { loop_from: lf, note: `${n} reworded searches after '${base}' return the same chunk ids in the same order (scores jitter)` };
  },
  "reread"(run, W, v) {
    const { R, K } = run; const from = W.docAt; const len = R.pick([30, 40]); const e = W.ent();
    run.step("read", [cRead(run, W, from, len)], K.docName);
    if (v % 2) run.step("get", [cGet(run, e)], e.id);
    const lf = run.steps + 1; const n = R.int(3, 6);
    for (let i = 0; i < n; i++) {
      const a = i % 3 === 2 ? { [K.a.doc]: K.docName, start_line: from + 1, end_line: from + len } : undefined;
      run.step(i % 2 ? "recheck" : "read", [a ? { ...cRead(run, W, from, len), args: a } : cRead(run, W, from, len)], K.docName);
    }
    return { loop_from: lf, note: `re-reads lines ${from + 1}-${from + len} of ${K.docName} ${n} times with no edit in between; byte-identical text` };
  },
  "fix-same-failure"(run, W, v) {
    const { R, K } = run; const errs = K.errs.slice(0, 2 + (v % 2)); const stuck = errs.at(-1);
    run.step("check", [cCheck(run, errs)], K.docName);
    let left = errs.slice();
    for (let i = 0; i < errs.length - 1; i++) { run.step("edit", [cEdit(run, W, 3 + i * 5, K.sentences[(i + v) % K.sentences.length])], errs[i].split(":")[0]); left = left.slice(1); run.step("check", [cCheck(run, left)], K.docName); }
    const s0 = K.sentences[(v + 3) % K.sentences.length]; const ln = R.int(20, 40);
    const tries = [s0, s0.replace(/\.$/, ""), s0.replace(" ", "  ")];
    run.step("edit", [cEdit(run, W, ln, tries[0])], "the remaining problem"); run.step("check", [cCheck(run, left)], K.docName);
    const lf = run.steps + 1; const n = R.int(2, 4);
    for (let i = 0; i < n; i++) { run.step("edit", [cEdit(run, W, ln, tries[(i + 1) % 3])], "the remaining problem"); run.step("check", [cCheck(run, left)], K.docName); }
    return { loop_from: lf, note: `after real fixes, '${stuck}' survives; ${n} more cosmetic edits to the same line, validator prints the same problem each time` };
  },
  "handoff-bounce"(run, W, v) {
    const { R, K } = run; const [a0, a1] = K.agents; const e = W.ent(); run.named = true; run.agent ??= a0;
    run.agent = a0; run.step("get", [cGet(run, e)], e.id);
    const reason = R.pick([`needs a decision on ${e.id}`, `check ${e.id} against the rules`, `${e.id}: out of my scope`]);
    run.step("handoff", [cHand(run, a1, reason)], a1); run.agent = a1;
    run.step("get", [cGet(run, e)], e.id);
    run.step("handoff", [cHand(run, a0, R.pick(["needs the owner's input", "back to you, missing context", "not mine to decide"]))], a0); run.agent = a0;
    const lf = run.steps + 1; const n = R.int(2, 3);
    for (let i = 0; i < n; i++) {
      run.step("handoff", [cHand(run, a1, reason)], a1); run.agent = a1;
      if (i % 2 && R.chance(0.6)) run.step("recheck", [cGet(run, e)], e.id);
      run.step("handoff", [cHand(run, a0, R.pick(["needs the owner's input", "back to you, missing context", "not mine to decide"]))], a0); run.agent = a0;
    }
    return { loop_from: lf, note: `${a0} and ${a1} hand ${e.id} back and forth ${n} more times; nobody acts and no new facts arrive` };
  },
  "memory-thrash"(run, W, v) {
    const { R } = run; const e = W.ent(); const note = `${e.id}: ${Object.values(e)[1]}; pending decision`;
    run.step("get", [cGet(run, e)], e.id); run.step("memw", [cMemW(run, W, e.id, note)], e.id); run.step("memr", [cMemR(run, W)], "notes");
    const lf = run.steps + 1; const n = R.int(2, 3);
    for (let i = 0; i < n; i++) {
      run.step(R.pick(["get", "recheck"]), [cGet(run, e)], e.id);
      run.step("memw", [cMemW(run, W, e.id, note)], e.id);
      if (i < n - 1 || R.chance(0.5)) run.step("memr", [cMemR(run, W)], "notes");
    }
    return { loop_from: lf, note: `lookup / write note / read notes cycle on ${e.id} (${n} more rounds): the note is overwritten with the same text and the decision is never taken` };
  },
  "summary-restart"(run, W, v) {
    const { R, K } = run; const k = R.int(3, 4); const done = [];
    for (let i = 0; i < k; i++) { const e = W.ent(); const val = K.actVal(R); run.step("get", [cGet(run, e)], e.id); run.step("act", [cAct(run, e, val)], e.id); done.push([e, val]); }
    const summ = () => (run.R.chance(0.5) ? run.user.bind(run) : run.system.bind(run))(`Summary of the conversation so far: task "${K.task}" in progress. Completed: ${done.map(([e, val]) => `${e.id} (${JSON.stringify(val)})`).join(", ")}. Remaining: the rest of the queue.`);
    summ(); const lf = run.steps + 1;
    for (const [e, val] of done) { run.step("get", [cGet(run, e)], e.id); run.step("act", [cAct(run, e, val)], e.id); }
    summ();
    for (const [e] of done.slice(0, R.int(1, 2))) run.step("get", [cGet(run, e)], e.id);
    return { loop_from: lf, note: `after each history summary the agent redoes the ${k} completed items from the top (same lookups, same writes) instead of the remaining queue` };
  },
};
